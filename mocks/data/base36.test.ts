import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toBase36 } from "./base36.ts";

describe("toBase36", () => {
  it("writes every safe non-negative integer as Number.prototype.toString(36) does", () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (n) => {
        expect(toBase36(n)).toBe(n.toString(36));
      }),
      { numRuns: 20_000 },
    );
  });

  it("is exact at the edges of its pieces", () => {
    const edges = [0, 1, 35, 36, 36 ** 5 - 1, 36 ** 5, 2 ** 30 - 1, 2 ** 30, 2 ** 30 + 1, 2 ** 32 - 1, 2 ** 32, 36 ** 10, 36 ** 10 - 1, 2 ** 53 - 1];
    for (const n of edges) expect(toBase36(n)).toBe(n.toString(36));
  });
});
