import { describe, expect, it } from "vitest";
import { IdBlocks, OFFLINE_BASE } from "./id-blocks.ts";

/** A shared counter as INCRBY keeps it; `reachable` false makes it reject. */
function counter() {
  const shared = { value: 0, calls: 0, reachable: true };
  const reserve = async (size: number) => {
    shared.calls += 1;
    if (!shared.reachable) throw new Error("Redis is away");
    shared.value += size;
    return shared.value;
  };
  return { shared, reserve };
}

describe("numbers from blocks reserved ahead", () => {
  it("takes unique, increasing numbers with one reservation per block, the next reserved when half is used", async () => {
    const { shared, reserve } = counter();
    const ids = new IdBlocks(reserve, 10);
    await ids.refill();
    const taken: number[] = [];
    for (let i = 0; i < 5; i++) taken.push(ids.take());
    expect(shared.calls).toBe(1);
    taken.push(ids.take());
    expect(shared.calls).toBe(2);
    await Promise.resolve();
    for (let i = 0; i < 14; i++) taken.push(ids.take());
    expect(taken).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(shared.calls).toBeLessThanOrEqual(4);
  });

  it("gives two replicas on one counter disjoint numbers", async () => {
    const { reserve } = counter();
    const a = new IdBlocks(reserve, 10);
    const b = new IdBlocks(reserve, 10);
    await Promise.all([a.refill(), b.refill()]);
    const seen = new Set<number>();
    for (let i = 0; i < 100; i++) {
      seen.add(a.take());
      seen.add(b.take());
      await Promise.resolve();
    }
    expect(seen.size).toBe(200);
  });

  it("takes numbers from the replica's own range above every block while the counter cannot be reached, and blocks again once it can", async () => {
    const { shared, reserve } = counter();
    const ids = new IdBlocks(reserve, 4);
    shared.reachable = false;
    expect(ids.stocked).toBe(false);
    const offline = [ids.take(), ids.take()];
    expect(offline[0]).toBeGreaterThan(OFFLINE_BASE);
    expect(offline[1]).toBe(offline[0]! + 1);
    // The reservation that failed meanwhile settles first.
    await new Promise(setImmediate);
    shared.reachable = true;
    await ids.refill();
    expect(ids.take()).toBe(1);
  });
});
