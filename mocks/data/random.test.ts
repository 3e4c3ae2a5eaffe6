import { describe, it, expect } from "vitest";
import fc from "fast-check";
import { contentHash, hashSeed, seededRandom, shuffled } from "./random.ts";

const draw = (seed: number, n: number): number[] => {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => random.next());
};

describe("seededRandom", () => {
  it("repeats the same sequence for the same seed", () => {
    expect(draw(7, 20)).toEqual(draw(7, 20));
  });

  it("gives a different sequence for a different seed", () => {
    expect(draw(7, 20)).not.toEqual(draw(8, 20));
  });

  it("keeps next() within [0, 1) and spreads values over the range", () => {
    const values = draw(123, 5000);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    expect(mean).toBeGreaterThan(0.45);
    expect(mean).toBeLessThan(0.55);
  });

  it("returns every integer of an inclusive range and nothing outside it", () => {
    const random = seededRandom(1);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(random.int(-2, 3));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it("returns min when min equals max", () => {
    expect(seededRandom(5).int(4, 4)).toBe(4);
  });

  it("throws when max is below min", () => {
    expect(() => seededRandom(5).int(3, 2)).toThrow(RangeError);
  });

  it("picks only elements of the list and reaches all of them", () => {
    const random = seededRandom(9);
    const items = ["a", "b", "c"] as const;
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(random.pick(items));
    expect([...seen].sort()).toEqual(["a", "b", "c"]);
  });

  it("throws when picking from an empty list", () => {
    expect(() => seededRandom(9).pick([])).toThrow(RangeError);
  });

  it("never fires chance(0), always fires chance(1) and fires chance(0.3) about 30% of the time", () => {
    const random = seededRandom(11);
    let hits = 0;
    for (let i = 0; i < 5000; i++) {
      expect(random.chance(0)).toBe(false);
      expect(random.chance(1)).toBe(true);
      if (random.chance(0.3)) hits++;
    }
    expect(hits / 5000).toBeGreaterThan(0.26);
    expect(hits / 5000).toBeLessThan(0.34);
  });
});

describe("shuffled", () => {
  it("returns a permutation and leaves the input untouched", () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const result = shuffled(items, seededRandom(3));
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...result].sort((a, b) => a - b)).toEqual(items);
  });

  it("produces different orders for different seeds and the same order for the same seed", () => {
    const orders = new Set(Array.from({ length: 10 }, (_, seed) => shuffled([1, 2, 3, 4, 5, 6], seededRandom(seed)).join()));
    expect(orders.size).toBeGreaterThan(5);
    expect(shuffled([1, 2, 3, 4, 5, 6], seededRandom(4))).toEqual(shuffled([1, 2, 3, 4, 5, 6], seededRandom(4)));
  });
});

describe("hashSeed", () => {
  it("ignores object key order, also in nested objects", () => {
    expect(hashSeed({ a: 1, b: { c: 2, d: [1, 2] } })).toBe(hashSeed({ b: { d: [1, 2], c: 2 }, a: 1 }));
  });

  it("distinguishes different values, array orders and part boundaries", () => {
    const hashes = [hashSeed("ab"), hashSeed("a", "b"), hashSeed(["b", "a"]), hashSeed(["a", "b"]), hashSeed({ a: 1 }), hashSeed({ a: 2 })];
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it("returns an unsigned 32-bit integer that is stable across calls", () => {
    const hash = hashSeed("chat", { model: "gpt", messages: [{ role: "user", content: "hi" }] });
    expect(Number.isInteger(hash)).toBe(true);
    expect(hash).toBeGreaterThanOrEqual(0);
    expect(hash).toBeLessThanOrEqual(0xffffffff);
    expect(hashSeed("chat", { messages: [{ content: "hi", role: "user" }], model: "gpt" })).toBe(hash);
  });

  it("treats an absent key and an undefined key the same way", () => {
    expect(hashSeed({ a: 1, b: undefined })).toBe(hashSeed({ a: 1 }));
  });
});

/**
 * contentHash spelled out plainly: the value written as a list of codes (text, and structure
 * marks outside the range of text), then cyrb53 over the list. The generated content of every
 * request is seeded from this hash, so its value may not change with its implementation.
 */
function referenceHash(...parts: unknown[]): number {
  const codes: number[] = [];
  const text = (t: string) => {
    for (let i = 0; i < t.length; i++) codes.push(t.charCodeAt(i));
  };
  const [STRING, OPEN, CLOSE, OBJECT, KEY, NEXT] = [0x110001, 0x110002, 0x110003, 0x110004, 0x110005, 0x110006];
  const write = (value: unknown): void => {
    if (typeof value === "string") {
      codes.push(STRING);
      text(value);
      codes.push(STRING);
    } else if (value === null || value === undefined || typeof value === "function" || typeof value === "symbol") text("null");
    else if (typeof value === "bigint") text(`${value}n`);
    else if (typeof value !== "object") text(String(value));
    else if (Array.isArray(value)) {
      codes.push(OPEN);
      value.forEach((item, i) => {
        if (i > 0) codes.push(NEXT);
        write(item);
      });
      codes.push(CLOSE);
    } else {
      codes.push(OBJECT);
      for (const [key, member] of Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) {
        if (member === undefined) continue;
        codes.push(KEY);
        text(key);
        codes.push(NEXT);
        write(member);
      }
      codes.push(CLOSE);
    }
  };
  write(parts);
  let [h1, h2] = [0xdeadbeef, 0x41c6ce57];
  for (const code of codes) {
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

describe("contentHash", () => {
  it("is cyrb53 over the value's canonical codes, for any JSON-like value in any key order", () => {
    // Objects of up to 24 keys: past 16 the keys go through Array.prototype.sort instead.
    const value = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: "small" }, tie("leaf"), fc.array(tie("tree"), { maxLength: 5 }), fc.dictionary(fc.string(), tie("tree"), { maxKeys: 24 })),
      leaf: fc.oneof(fc.string({ unit: "grapheme" }), fc.double(), fc.integer(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.bigInt()),
    })).tree;
    fc.assert(
      fc.property(fc.array(value, { maxLength: 4 }), (parts) => {
        expect(contentHash(...parts)).toBe(referenceHash(...parts));
      }),
      { numRuns: 3_000 },
    );
  });

  it("sorts the keys of a large object too (past the insertion sort's size)", () => {
    const keys = Array.from({ length: 40 }, (_, i) => `k${String(i).padStart(2, "0")}`);
    const reversed = Object.fromEntries(keys.toReversed().map((key, i) => [key, i % 3 === 0 ? [key] : i]));
    const shuffledOrder = Object.fromEntries(shuffled(Object.entries(reversed), seededRandom(7)));
    expect(contentHash(reversed)).toBe(referenceHash(reversed));
    expect(contentHash(shuffledOrder)).toBe(contentHash(reversed));
  });

  it("keeps the values that seed today's content", () => {
    const chat = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Write a haiku about the sea." }] };
    expect(contentHash(42, "createChatCompletion", chat, {}, {})).toBe(1130861443458979);
    expect(contentHash({ "10": 1, "9": 2, b: [null, undefined, true, 1.5, "ü😀"], a: { z: 1n, y: -0 } })).toBe(26697384679694);
  });
});
