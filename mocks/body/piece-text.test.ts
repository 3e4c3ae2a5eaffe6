import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { piecesOf } from "../../test/support/pieces.ts";
import { PieceText } from "./piece-text.ts";

const text = fc.string({ unit: fc.constantFrom("a", "b", '"', "\\", "{", " "), maxLength: 40 });
const cuts = fc.array(fc.nat(), { maxLength: 8 });

describe("text read from the pieces it arrived in", () => {
  it("reads every character, finds every character and slices as the joined string does, in any order of reads", () => {
    fc.assert(
      fc.property(text, cuts, fc.array(fc.tuple(fc.integer({ min: -2, max: 44 }), fc.integer({ min: -2, max: 44 })), { maxLength: 12 }), (whole, at, reads) => {
        const pieces = new PieceText(piecesOf(whole, at));
        expect(pieces.length).toBe(whole.length);
        for (const [a, b] of reads) {
          expect(pieces.charCodeAt(a)).toEqual(whole.charCodeAt(a));
          for (const char of ['"', "\\", "b"]) expect(pieces.indexOf(char, a)).toBe(whole.indexOf(char, Math.max(0, a)));
          expect(pieces.slice(Math.max(0, a), Math.max(0, b))).toBe(whole.slice(Math.max(0, a), Math.max(0, b)));
          expect(pieces.parts(a, b).join("")).toBe(whole.slice(Math.max(0, a), Math.max(0, b)));
          expect(pieces.parts(a, b).every((part) => part !== "")).toBe(true);
          expect(pieces.startsWith('"a', a)).toBe(a >= 0 && whole.startsWith('"a', a));
        }
      }),
      { numRuns: 3000 },
    );
  });

  it("hands a slice across pieces over as slices of those pieces", () => {
    const pieces = new PieceText(["abc", "", "defg", "hi"]);
    expect(pieces.parts(1, 8)).toEqual(["bc", "defg", "h"]);
    expect(pieces.slice(2)).toBe("cdefghi");
  });
});
