import { EventEmitter } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { drainedWithin, STALL_MS } from "./abandoned-streams.ts";

/** A response whose socket's buffers are full: it emits drain or close when told. */
function backedUp(): EventEmitter & { destroyed: boolean } {
  return Object.assign(new EventEmitter(), { destroyed: false });
}

describe("a stream's writes backed up", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("go on when the client takes the bytes before the stall limit", async () => {
    const res = backedUp();
    const waited = drainedWithin(res, STALL_MS);
    vi.advanceTimersByTime(STALL_MS - 1);
    res.emit("drain");
    await expect(waited).resolves.toBe(true);
    expect(res.listenerCount("drain") + res.listenerCount("close")).toBe(0);
  });

  it("count as abandoned when the client takes nothing for the stall limit", async () => {
    const res = backedUp();
    const waited = drainedWithin(res, STALL_MS);
    vi.advanceTimersByTime(STALL_MS);
    await expect(waited).resolves.toBe(false);
    expect(res.listenerCount("drain") + res.listenerCount("close")).toBe(0);
  });

  it("end without a finding when the client closes the connection (an abort)", async () => {
    const res = backedUp();
    const waited = drainedWithin(res, STALL_MS);
    res.emit("close");
    vi.advanceTimersByTime(STALL_MS);
    await expect(waited).resolves.toBe(true);
  });
});
