import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { decodeBase64, decodedLength } from "./base64.ts";

/** The definition decodeBase64 must agree with: the standard alphabet, `=` only as final padding. */
function isCanonical(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

/** Short strings over base64's alphabet plus the characters a decoder might skip or accept. */
const nearBase64 = fc.string({ unit: fc.constantFrom(..."AQgw09+/=-_ !\n\t.é€😀"), maxLength: 16 });

describe("canonical base64", () => {
  it("decodes exactly what Buffer decodes, for canonical text of any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = Buffer.from(bytes).toString("base64");
        expect(decodedLength(text)).toBe(bytes.length);
        expect(Buffer.from(decodeBase64(text)!)).toEqual(Buffer.from(bytes));
      }),
    );
  });

  it("refuses exactly the text that is not canonical (alphabet, padding, length)", () => {
    fc.assert(
      fc.property(nearBase64, (text) => {
        expect(decodeBase64(text) !== undefined).toBe(isCanonical(text));
      }),
      { numRuns: 20_000 },
    );
  });

  it.each([
    ["URL-safe alphabet", "ab-_"],
    ["padding inside", "aa==aaaa"],
    ["a stray character in a megabyte", `${"A".repeat(700_000)}!${"A".repeat(700_003)}`],
    ["line breaks", "aGVs\nbG8="],
    ["three pads", "a==="],
  ])("refuses %s", (_name, text) => {
    expect(decodeBase64(text)).toBeUndefined();
  });
});
