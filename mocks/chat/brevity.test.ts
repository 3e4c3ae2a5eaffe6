import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wordCount } from "./brevity.ts";

describe("wordCount", () => {
  it("counts what spaces separate, a word only where it has a letter or a digit", () => {
    expect(wordCount("The capital of France is Paris.")).toBe(6);
    expect(wordCount("  **Sleep**: 8 hours - or more\n\n")).toBe(5);
    expect(wordCount("- * —")).toBe(0);
    expect(wordCount("")).toBe(0);
    expect(wordCount("naïve café 世界\u00a0١٢ 𝐀\u2028x")).toBe(6);
  });

  it("agrees with splitting at white space and keeping the words with a letter or a digit", () => {
    const unit = fc.constantFrom("a", "Z", "7", " ", "\t", "\n", "\u00a0", "\u2028", "\u3000", "\ufeff", "-", "*", "’", "é", "世", "😀", "𝐀", "\ud800", "١", "\u0301", "_", ".");
    const byWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        expect(wordCount(text)).toBe(byWords(text));
      }),
      { numRuns: 3000 },
    );
  });
});
