import { getEventListeners } from "node:events";
import { describe, expect, it } from "vitest";
import { manualClock, systemClock } from "./clock.ts";
import { Sleeper } from "./sleeper.ts";
import { WakeupSlices } from "./wakeup-slices.ts";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("WakeupSlices: due sleepers wake a slice per turn of the event loop", () => {
  it("runs at most `slice` wakeups per turn, in the order they were queued", () => {
    const turns: Array<() => void> = [];
    const slices = new WakeupSlices(16, (run) => turns.push(run));
    const woken: number[] = [];
    for (let i = 0; i < 40; i++) slices.push(() => woken.push(i));
    expect(turns).toHaveLength(1);
    turns.shift()!();
    expect(woken).toEqual([...Array(16).keys()]);
    expect(slices.pending).toBe(24);
    turns.shift()!();
    turns.shift()!();
    expect(woken).toEqual([...Array(40).keys()]);
    expect(slices.pending).toBe(0);
    expect(turns).toHaveLength(0);
    // Drained, it schedules a turn again for the next wakeup.
    slices.push(() => woken.push(40));
    expect(turns).toHaveLength(1);
  });

  it("lets the loop take a turn (poll sockets, run other immediates) between slices", async () => {
    const slices = new WakeupSlices(16);
    let woken = 0;
    for (let i = 0; i < 40; i++) slices.push(() => woken++);
    await nextTurn();
    expect(woken).toBe(16);
    await nextTurn();
    expect(woken).toBe(32);
    await nextTurn();
    expect(woken).toBe(40);
  });
});

describe("systemClock", () => {
  it("wakes after the delay, and never once cancelled", async () => {
    const clock = systemClock();
    const woken: string[] = [];
    clock.after(5, () => woken.push("kept"));
    const cancel = clock.after(5, () => woken.push("cancelled"));
    cancel();
    await clock.sleep(30);
    expect(woken).toEqual(["kept"]);
  });

  it("rejects a sleep with the signal's reason when it aborts, and leaves no listener behind", async () => {
    const clock = systemClock();
    const controller = new AbortController();
    const sleeping = clock.sleep(10_000, controller.signal);
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(1);
    controller.abort(new Error("client disconnected"));
    await expect(sleeping).rejects.toThrow("client disconnected");
    await expect(clock.sleep(5, controller.signal)).rejects.toThrow("client disconnected");
    const done = new AbortController();
    await clock.sleep(1, done.signal);
    expect(getEventListeners(done.signal, "abort")).toHaveLength(0);
  });
});

describe("Sleeper: a paced stream's sleeps under one abort listener", () => {
  it("keeps one listener across many sleeps and removes it on dispose", async () => {
    const clock = manualClock();
    const controller = new AbortController();
    const sleeper = new Sleeper(clock, controller.signal);
    for (let frame = 0; frame < 3; frame++) {
      const sleeping = sleeper.sleep(25);
      expect(getEventListeners(controller.signal, "abort")).toHaveLength(1);
      clock.advance(25);
      await sleeping;
    }
    sleeper.dispose();
    expect(getEventListeners(controller.signal, "abort")).toHaveLength(0);
  });

  it("rejects the sleep in progress when the client goes away, and cancels its wakeup", async () => {
    const clock = manualClock();
    const controller = new AbortController();
    const sleeper = new Sleeper(clock, controller.signal);
    const sleeping = sleeper.sleep(1000);
    expect(clock.pending).toBe(1);
    controller.abort(new Error("client disconnected"));
    await expect(sleeping).rejects.toThrow("client disconnected");
    expect(clock.pending).toBe(0);
    await expect(sleeper.sleep(10)).rejects.toThrow("client disconnected");
    sleeper.dispose();
  });

  it("cancels a sleep in progress on dispose (the stream ended another way)", () => {
    const clock = manualClock();
    const sleeper = new Sleeper(clock);
    void sleeper.sleep(1000);
    expect(clock.pending).toBe(1);
    sleeper.dispose();
    expect(clock.pending).toBe(0);
  });
});
