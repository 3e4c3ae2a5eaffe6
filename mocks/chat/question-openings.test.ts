import { generateSync } from "json-schema-faker";
import { describe, expect, it } from "vitest";
import { openingsOf } from "./question-openings.ts";
import { curatedWhyHow, curatedWhyHowByEveryPattern } from "./why-how-answers.ts";
import { NATURE_ANSWERS } from "./why-how-nature.ts";
import { TECH_ANSWERS } from "./why-how-tech.ts";

describe("the words a question pattern opens with", () => {
  it("are the literal words every match starts with, two at most, spaces as one", () => {
    expect(openingsOf(String.raw`^(?:(?:why|how\s+come)\s+do|what\s+makes)$`)).toEqual(["why do", "how come", "what makes"]);
    expect(openingsOf(String.raw`^(?:(?:what(?:\s+is|'s)\s+)?the\s+reasons?\s+x)$`)).toEqual(["what is", "what's the", "the reason"]);
  });

  it("leave out what a match may lack: an optional letter, and anything past a class or an escape", () => {
    expect(openingsOf(String.raw`^(?:cats?\s+purr)$`)).toEqual(["cat"]);
    expect(openingsOf(String.raw`^(?:how\s+do(?:es)?\s+x)$`)).toEqual(["how does", "how do"]);
    expect(openingsOf(String.raw`^(?:[a-z]+\s+x|0?\.1)$`)).toEqual([""]);
  });

  // Questions generated from each curated pattern (json-schema-faker writes strings a pattern
  // matches), with the spaces and case the lookup reads them in.
  const questions = [...NATURE_ANSWERS, ...TECH_ANSWERS].flatMap(({ asked }) =>
    [1, 2, 3, 4, 5, 6].map((seed) => (generateSync({ type: "string", pattern: asked.source } as never, { seed } as never) as string).replace(/\s+/g, " ").toLowerCase()),
  );

  it("never hide a curated answer: the lookup by openings finds, for every generated question, what trying every pattern finds", () => {
    expect(questions.length).toBeGreaterThan(300);
    let found = 0;
    for (const question of questions) {
      const everyPattern = curatedWhyHowByEveryPattern(question);
      expect(curatedWhyHow(question), question).toBe(everyPattern);
      if (everyPattern) found += 1;
    }
    // Most generated questions are answered (a few lose words to the lead a prompt is cut of).
    expect(found).toBeGreaterThan(questions.length * 0.8);
  });
});
