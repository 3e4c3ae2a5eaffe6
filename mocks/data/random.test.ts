import { describe, it, expect } from "vitest";
import { hashSeed, seededRandom, shuffled } from "./random.ts";

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
