import { describe, expect, it } from "vitest";
import { Memo } from "./memo.ts";

const bytes = () => 10;

describe("the memo of reusable results", () => {
  it("computes a missing value once and hands the same value back on a hit", () => {
    const memo = new Memo({ maxEntries: 10, maxBytes: 10_000 });
    let made = 0;
    const make = () => ({ made: ++made });
    const first = memo.get("a", make, bytes);
    expect(memo.get("a", make, bytes)).toBe(first);
    expect(made).toBe(1);
    expect(memo.stats()).toMatchObject({ hits: 1, misses: 1, entries: 1 });
  });

  it("evicts the least recently used entry when it holds too many", () => {
    const memo = new Memo({ maxEntries: 2, maxBytes: 10_000 });
    memo.get("a", () => "A", bytes);
    memo.get("b", () => "B", bytes);
    memo.get("a", () => "A2", bytes); // a is now the most recent
    memo.get("c", () => "C", bytes); // evicts b
    expect(memo.get("a", () => "A3", bytes)).toBe("A");
    expect(memo.get("b", () => "B2", bytes)).toBe("B2");
    expect(memo.stats().evictions).toBeGreaterThanOrEqual(1);
    expect(memo.stats().entries).toBe(2);
  });

  it("stays under its byte bound, counting each entry's size and key", () => {
    const memo = new Memo({ maxEntries: 1000, maxBytes: 1000 });
    for (let i = 0; i < 100; i++) memo.get(`key-${i}`, () => i, () => 100);
    const stats = memo.stats();
    expect(stats.bytes).toBeLessThanOrEqual(1000);
    expect(stats.entries).toBeLessThan(10);
    expect(stats.entries).toBeGreaterThan(0);
  });

  it("returns a value larger than a quarter of the bound without keeping it", () => {
    const memo = new Memo({ maxEntries: 10, maxBytes: 1000 });
    memo.get("small", () => 1, () => 10);
    expect(memo.get("big", () => "huge", () => 400)).toBe("huge");
    expect(memo.stats().entries).toBe(1);
    expect(memo.get("small", () => 2, () => 10)).toBe(1);
  });

  it("keeps order right through many hits and evictions (a linked list, not a Map's insertion order)", () => {
    const memo = new Memo({ maxEntries: 50, maxBytes: 1e9 });
    const alive = new Set<string>();
    for (let i = 0; i < 10_000; i++) {
      const key = `k${i % 73}`;
      memo.get(key, () => key, bytes);
      alive.add(key);
    }
    expect(memo.stats().entries).toBe(50);
    // The 50 most recently used of the 73 keys are the ones kept.
    const recent = Array.from({ length: 50 }, (_, j) => `k${(9999 - j) % 73}`);
    for (const key of recent) expect(memo.get(key, () => "recomputed", bytes)).toBe(key);
  });

  it("keeps a value of repeat admission on its key's second request, computing it each time until then", () => {
    const memo = new Memo({ maxEntries: 10, maxBytes: 10_000 });
    let made = 0;
    const make = () => ({ made: ++made });
    const first = memo.get("conversation", make, bytes, "repeat");
    expect(memo.stats()).toMatchObject({ hits: 0, misses: 1, entries: 0, bytes: 0, seenOnce: 1 });
    const second = memo.get("conversation", make, bytes, "repeat");
    expect(second).not.toBe(first);
    expect(memo.stats()).toMatchObject({ hits: 0, misses: 2, entries: 1, seenOnce: 0 });
    expect(memo.get("conversation", make, bytes, "repeat")).toBe(second);
    expect(made).toBe(2);
    expect(memo.stats()).toMatchObject({ hits: 1, misses: 2, entries: 1 });
  });

  it("keeps none of many keys asked for once under repeat admission, so they evict nothing", () => {
    const memo = new Memo({ maxEntries: 10, maxBytes: 10_000 });
    memo.get("asset", () => "png", bytes);
    for (let i = 0; i < 1000; i++) memo.get(`conversation-${i}`, () => i, bytes, "repeat");
    expect(memo.stats()).toMatchObject({ entries: 1, evictions: 0 });
    expect(memo.get("asset", () => "again", bytes)).toBe("png");
  });

  it("forgets everything, counters included, on clear", () => {
    const memo = new Memo({ maxEntries: 10, maxBytes: 10_000 });
    memo.get("a", () => 1, bytes);
    memo.get("a", () => 1, bytes);
    memo.get("waiting", () => 1, bytes, "repeat");
    memo.clear();
    expect(memo.stats()).toMatchObject({ hits: 0, misses: 0, entries: 0, bytes: 0, evictions: 0, seenOnce: 0 });
    expect(memo.get("a", () => 2, bytes)).toBe(2);
    memo.get("waiting", () => 1, bytes, "repeat");
    expect(memo.stats().entries).toBe(1);
  });
});
