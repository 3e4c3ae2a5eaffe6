import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { poemAbout, subjectPhrase } from "./poems.ts";
import { composeReply } from "./reply.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);
/** The verse of a poem reply: what lies between its intro and its closing line. */
const verseOf = (reply: string): string => reply.split("\n\n").slice(1, -1).join("\n\n");

describe("a short poem", () => {
  it("is a written poem for the subjects people ask about most, not stock stanzas with the subject slotted in", () => {
    const ocean = verseOf(ask("Write a short poem about the ocean"));
    expect(ocean).toMatch(/^The ocean breathes against the shore,/);
    expect(ocean).toMatch(/tide|waves/);
    const autumn = verseOf(ask("Write a poem about autumn"));
    expect(autumn).toMatch(/maple|leaves/);
    for (const verse of [ocean, autumn]) expect(verse).not.toMatch(/Write it small|keeps its counsel|\bthe autumn\b/);
  });

  it.each([
    ["ocean", /shore|tide/], ["autumn", /leaves|maple/], ["spring", /crocus|buds/], ["winter", /snow/], ["summer", /sun|bees/],
    ["rain", /rain/], ["moon", /moon|silver/], ["stars", /stars|light/], ["love", /Love/], ["friendship", /friend/],
    ["cat", /cat|chair/], ["dog", /tail|walks/], ["coffee", /coffee|cup/], ["city", /city|windows/], ["mountains", /mountain|climb/],
    ["home", /Home|door/], ["time", /Time/], ["hope", /Hope/], ["mother", /Mother|She/], ["nature", /forest|river/],
  ])("has a written poem about %s: two quatrains of its own", (subject, words) => {
    const stanzas = poemAbout(subject, subject, seededRandom(1));
    expect(stanzas).toHaveLength(2);
    for (const stanza of stanzas) expect(stanza.split("\n")).toHaveLength(4);
    expect(stanzas.join("\n")).toMatch(words);
    // Written, not built around the word: another seed gives the same poem.
    expect(poemAbout(subject, subject, seededRandom(7))).toEqual(stanzas);
  });

  it("names any other subject grammatically and never gives the reader an instruction", () => {
    for (let seed = 0; seed < 12; seed++) {
      const grandmother = verseOf(ask("Write a poem about my grandmother", seed));
      expect(grandmother).toContain("my grandmother");
      expect(grandmother).not.toMatch(/the grandmother|the my/);
      const taxes = verseOf(ask("Write a poem about taxes", seed));
      expect(taxes).toContain("taxes");
      expect(taxes).not.toMatch(/the taxes|taxes (?:is|keeps|holds)\b/);
      for (const verse of [grandmother, taxes, verseOf(ask("Write a poem about a lighthouse", seed))]) {
        expect(verse).not.toMatch(/^(?:Write|Let|Make|Take|Go|Keep)\b/m);
        for (const stanza of verse.split("\n\n")) expect(stanza.split("\n")).toHaveLength(4);
      }
    }
  });

  it("reads a subject as a noun phrase: as the prompt says it, ideas and plurals bare, a thing with 'the'", () => {
    expect(subjectPhrase("my grandmother")).toBe("my grandmother");
    expect(subjectPhrase("a lighthouse")).toBe("the lighthouse");
    expect(subjectPhrase("kindness")).toBe("kindness");
    expect(subjectPhrase("trains")).toBe("trains");
    expect(subjectPhrase("Paris")).toBe("Paris");
    expect(subjectPhrase("lighthouse")).toBe("the lighthouse");
  });

  it("keeps haikus and limericks in their own forms", () => {
    expect(verseOf(ask("Write a haiku about autumn")).split("\n")).toHaveLength(3);
    expect(ask("Write a limerick about a cat")).toMatch(/There once was a curious cat/);
  });
});
