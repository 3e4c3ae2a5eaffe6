import { describe, it, expect } from "vitest";
import { piecesOf } from "../../test/support/pieces.ts";
import fc from "fast-check";
import { decodeBase64, decodeBase64Parts, decodedLength } from "./base64.ts";

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

describe("canonical base64 in parts", () => {
  /** Canonical base64 now and then spoiled: a character changed, inserted or removed. */
  const mostlyBase64 = fc
    .tuple(fc.uint8Array({ maxLength: 48 }), fc.nat(), fc.constantFrom("", "=", "==", "A", "!", " ", "\n", "-", "_", "é"), fc.boolean())
    .map(([bytes, at, spoil, replace]) => {
      const text = Buffer.from(bytes).toString("base64");
      const i = at % (text.length + 1);
      return text.slice(0, i) + spoil + text.slice(replace && spoil !== "" ? i + 1 : i);
    });

  it("decodes or refuses exactly as the joined text does, however it is cut", () => {
    let decoded = 0;
    fc.assert(
      fc.property(fc.oneof(mostlyBase64, nearBase64), fc.array(fc.nat(), { maxLength: 6 }), (text, at) => {
        const whole = decodeBase64(text);
        const parts = decodeBase64Parts(piecesOf(text, at));
        expect(parts === undefined ? undefined : Buffer.from(parts)).toEqual(whole === undefined ? undefined : Buffer.from(whole));
        if (whole !== undefined && whole.length > 0) decoded += 1;
      }),
      { numRuns: 20_000 },
    );
    // Both branches were taken: many texts decoded, many refused.
    expect(decoded).toBeGreaterThan(1_000);
  });

  it("decodes a megabyte cut into 64 KiB pieces, as a socket hands them over", () => {
    const bytes = Buffer.alloc(1_000_001, 7);
    const text = bytes.toString("base64");
    const parts = piecesOf(text, Array.from({ length: 21 }, (_, i) => (i + 1) * 65_536 + (i % 3)));
    expect(parts.length).toBeGreaterThan(20);
    expect(Buffer.from(decodeBase64Parts(parts)!)).toEqual(bytes);
  });
});
