import { generateSync } from "json-schema-faker";
import { describe, expect, it } from "vitest";
import { EXPLANATION_TABLE, explanationReply } from "./explanations.ts";
import { LastCharacterIndex, lastCharacterTest } from "./last-characters.ts";
import { curatedWhyHow } from "./why-how-answers.ts";
import { NATURE_ANSWERS } from "./why-how-nature.ts";
import { TECH_ANSWERS } from "./why-how-tech.ts";
import { EVERYDAY_ANSWERS } from "./why-how-everyday.ts";

/** The characters of `chars` the test of `pattern`'s last characters passes. */
function passing(pattern: RegExp, chars: string): string {
  const test = lastCharacterTest(pattern)!;
  return [...chars].filter((char) => test.test(char)).join("");
}

const CURATED = [...NATURE_ANSWERS, ...TECH_ANSWERS, ...EVERYDAY_ANSWERS];

/** Texts generated from each pattern, with it (json-schema-faker writes strings a pattern matches). */
function generated(patterns: readonly RegExp[]): (readonly [RegExp, string])[] {
  return patterns.flatMap((pattern) => [1, 2, 3, 4, 5, 6].map((seed) => [pattern, generateSync({ type: "string", pattern: pattern.source } as never, { seed } as never) as string] as const));
}

describe("the last characters of a pattern's matches", () => {
  it("are its last part's, with the case the pattern reads", () => {
    expect(passing(/^(?:why\s+do\s+cats?\s+purr)$/i, "rRs?) ")).toBe("rR");
    expect(passing(/^(?:why\s+do\s+cats?\s+purr)$/, "rRs")).toBe("r");
    expect(passing(/^(?:o\(1\)|c#)$/, ")#1(c")).toBe(")#");
    expect(passing(/^x[^a]$/, "abx")).toBe("bx");
    expect(passing(/^x\w+$/, "a_9-")).toBe("a_9");
  });

  it("are also those before a part that may be left out, and not what a lookaround reads", () => {
    expect(passing(/^(?:cats?)$/, "tsa")).toBe("ts");
    expect(passing(/^x(?:y|z)?$/, "xyzw")).toBe("xyz");
    expect(passing(/^x\s*[?.!]*\s*$/, "x?.! \n,y")).toBe("x?.! \n");
    expect(passing(/^xy{0,2}$/, "xyz")).toBe("xy");
    expect(passing(/^xy{1,2}$/, "xyz")).toBe("y");
    expect(passing(/^ab(?!c)\b$/, "abc")).toBe("b");
    expect(passing(/^a(?:b|c?)$/, "abcd")).toBe("abc");
  });

  it("are a branch's own where each branch ends the text", () => {
    expect(passing(/^cat$|^dog$/, "tgo")).toBe("tg");
  });

  it("are not told where the source does not say them", () => {
    // The end not held, or held in one branch only.
    expect(lastCharacterTest(/cats/)).toBeUndefined();
    expect(lastCharacterTest(/^cats$|dogs/)).toBeUndefined();
    expect(lastCharacterTest(/^cats\$/)).toBeUndefined();
    expect(lastCharacterTest(/^cats$/m)).toBeUndefined();
    // A match that may be empty, at the end of any text.
    expect(lastCharacterTest(/^\s*$/)).toBeUndefined();
    expect(lastCharacterTest(/x|(?:y)?$/)).toBeUndefined();
    // A back-reference, an escape not read.
    expect(lastCharacterTest(/^(a)\1$/)).toBeUndefined();
    expect(lastCharacterTest(/^x\u0041$/)).toBeUndefined();
  });

  it("are told for every pattern of the explanations and the why-how answers, and every generated match ends with one", () => {
    const patterns = [...EXPLANATION_TABLE.entries.map((explanation) => explanation.asked), ...CURATED.map((answer) => answer.asked)];
    for (const pattern of patterns) expect(lastCharacterTest(pattern), pattern.source).toBeDefined();
    let checked = 0;
    for (const [pattern, text] of generated(patterns)) {
      if (!pattern.test(text)) continue;
      expect(lastCharacterTest(pattern)!.test(text.slice(-1)), `${pattern.source} ${JSON.stringify(text)}`).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(500);
  });
});

describe("a table's patterns by the last character of a text", () => {
  const index = new LastCharacterIndex([/^cats?$/i, /^dogs?\?$/i, /cows/, /^o\(1\)$/]);

  it("names, in table order, the patterns a text ending so may match, and those that do not say", () => {
    expect(index.mayEnd("two dogs?")).toEqual([1, 2]);
    expect(index.mayEnd("CAT")).toEqual([0, 2]);
    expect(index.mayEnd("o(1)")).toEqual([2, 3]);
    expect(index.mayEnd("cows!")).toEqual([2]);
  });

  it("names every pattern for an empty text or a last character past ASCII", () => {
    expect(index.mayEnd("")).toEqual([0, 1, 2, 3]);
    expect(index.mayEnd("café")).toEqual([0, 1, 2, 3]);
  });

  it("gives the patterns to try each only where they are few", () => {
    expect(index.fewMayEnd("cows!")).toEqual([2]);
    expect(new LastCharacterIndex(Array.from({ length: 9 }, () => /^cats$/)).fewMayEnd("cats")).toBeUndefined();
  });
});

describe("the explanations and why-how answers, tried by the last character", () => {
  it("still answer the questions that end in a mark one of them ends with", () => {
    expect(explanationReply("How do I make a fetch request (with async/await)")).toMatch(/^Use the built-in `fetch` function/);
    expect(explanationReply("Write a React counter component (with hooks)")).toMatch(/counter component/);
    expect(curatedWhyHow("Why is a hash map O(1)?")?.answer).toMatch(/hash function/);
  });

  it("never leave out a pattern that matches, whatever the question ends with", () => {
    const endings = ["", " (#42)", ")", "#", " c#", " o(1)", "?", " work", "!!", "\n"];
    for (const patterns of [EXPLANATION_TABLE.entries.map((explanation) => explanation.asked), CURATED.map((answer) => answer.asked)]) {
      const index = new LastCharacterIndex(patterns);
      let matched = 0;
      for (const [, question] of generated(patterns)) {
        for (const text of endings.flatMap((ending) => [`${question}${ending}`, `${question}${ending}`.toLowerCase()])) {
          const may = index.mayEnd(text);
          patterns.forEach((pattern, at) => {
            if (!pattern.test(text)) return;
            expect(may, `${pattern.source} ${JSON.stringify(text)}`).toContain(at);
            matched += 1;
          });
        }
      }
      expect(matched).toBeGreaterThan(patterns.length * 6);
    }
  });
});
