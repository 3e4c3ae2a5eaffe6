import { describe, expect, it } from "vitest";
import { mayHaveSentences, sentencesOf } from "./passages.ts";

/** Texts of every shape sentencesOf splits: stops, abbreviations, clauses at a semicolon or a comma, headings, none. */
const TEXTS = [
  "",
  "no stop at all in this text",
  "One sentence only.",
  "One sentence. (#12)",
  "The council voted to expand the network, citing safety goals.",
  "We keep your data; you may ask us to delete it.",
  "It rains, and the river rises, while the town sleeps.",
  "The river rises fast, and the town sleeps on, while the rain keeps falling.",
  "Apple reported revenue of $94.9 billion. Dr. Smith joined the U.S. team on Mar. 1. It grew 3.5%.",
  "Wait... what? Really! Yes…",
  "First line\nSecond line\n\n1. A numbered clause. 2. Another one.",
  "a, b, c, d",
  "Ends with a question? And a reply, which follows.",
];

describe("mayHaveSentences", () => {
  it("is true wherever sentencesOf gives that many sentences or more", () => {
    for (const text of TEXTS) {
      const count = sentencesOf(text).length;
      for (let asked = 0; asked <= count; asked++) expect(mayHaveSentences(text, asked), `${JSON.stringify(text)} has ${count}, asked ${asked}`).toBe(true);
    }
  });

  it("turns away a text with fewer stops, semicolons and commas than the sentences asked for, less one", () => {
    expect(mayHaveSentences("One sentence only.", 3)).toBe(false);
    expect(mayHaveSentences("One sentence. (#12)", 3)).toBe(false);
    expect(mayHaveSentences("no stop at all in this text", 2)).toBe(false);
    expect(mayHaveSentences("The council voted to expand the network, citing safety goals.", 4)).toBe(false);
  });

  it("reads the text from its start on every call", () => {
    expect(mayHaveSentences("A. B. C.", 3)).toBe(true);
    expect(mayHaveSentences("A. B. C.", 3)).toBe(true);
    expect(mayHaveSentences("A, b", 2)).toBe(true);
  });
});
