import { describe, expect, it } from "vitest";
import { numberWordsUpTo, writtenNumber } from "./written-numbers.ts";

describe("numbers as prompts write them", () => {
  it("reads digits and words in any case, and the loose counts people write", () => {
    expect(["5", "Five", "twelve", "twenty", "a dozen", "a few", "a couple of", "An"].map(writtenNumber)).toEqual([5, 5, 12, 20, 12, 3, 2, 1]);
  });

  it("is no number for other words", () => {
    expect(["", "many", "5th", "1.5", "some"].map(writtenNumber)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it("gives a pattern's alternatives up to a number, without the loose counts", () => {
    expect(numberWordsUpTo(4)).toBe("one|two|three|four");
    expect(new RegExp(`^(?:${numberWordsUpTo(14)})$`).test("fourteen")).toBe(true);
    expect(new RegExp(`^(?:${numberWordsUpTo(14)})$`).test("fifteen")).toBe(false);
  });
});
