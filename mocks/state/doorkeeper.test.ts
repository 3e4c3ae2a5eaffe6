import { describe, expect, it } from "vitest";
import { Doorkeeper } from "./doorkeeper.ts";

describe("the memo's doorkeeper", () => {
  it("lets a key pass on its second sighting, once, and notes it again after", () => {
    const doorkeeper = new Doorkeeper(64);
    expect(doorkeeper.passes("chat|abc")).toBe(false);
    expect(doorkeeper.waiting).toBe(1);
    expect(doorkeeper.passes("chat|abc")).toBe(true);
    expect(doorkeeper.waiting).toBe(0);
    // Passed keys are the memo's now; one it evicted starts over.
    expect(doorkeeper.passes("chat|abc")).toBe(false);
  });

  it("tells keys apart", () => {
    const doorkeeper = new Doorkeeper(1024);
    const keys = Array.from({ length: 200 }, (_, i) => `chat|${i.toString(36)}|256|1|`);
    for (const key of keys) expect(doorkeeper.passes(key)).toBe(false);
    // A key never seen does not pass on the sightings of others.
    const others = Array.from({ length: 200 }, (_, i) => `chat|${i.toString(36)}|512|1|`);
    for (const key of others) expect(doorkeeper.passes(key)).toBe(false);
    // 400 keys in 1,024 slots: most kept their slot and pass on their second sighting.
    const passed = keys.filter((key) => doorkeeper.passes(key)).length;
    expect(passed).toBeGreaterThan(120);
  });

  it("stays within its table however many keys come (a key pushed out just waits longer)", () => {
    const doorkeeper = new Doorkeeper(100);
    expect(doorkeeper.slots).toBe(128);
    for (let i = 0; i < 10_000; i++) doorkeeper.passes(`key-${i}`);
    expect(doorkeeper.waiting).toBeLessThanOrEqual(128);
    expect(doorkeeper.waiting).toBeGreaterThan(64);
  });

  it("bounds its table between 16 slots and 2^20", () => {
    expect(new Doorkeeper(0).slots).toBe(16);
    expect(new Doorkeeper(1e9).slots).toBe(1 << 20);
  });

  it("forgets every key on clear", () => {
    const doorkeeper = new Doorkeeper(64);
    doorkeeper.passes("a");
    doorkeeper.clear();
    expect(doorkeeper.waiting).toBe(0);
    expect(doorkeeper.passes("a")).toBe(false);
  });
});
