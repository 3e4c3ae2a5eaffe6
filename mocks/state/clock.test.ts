import { getEventListeners } from "node:events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

describe("systemClock, frozen", () => {
  const START = Date.UTC(2026, 0, 1);
  // Real time is vitest's: Date and the timers move only by vi.advanceTimersByTime.
  beforeEach(() => void vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"], now: START }));
  afterEach(() => void vi.useRealTimers());
  /** Wakeups run at once, so a test sees them without turning the event loop. */
  const atOnce = () => new WakeupSlices(16, (run) => run());

  it("stands still while frozen, moves by advance and set, and runs on from the frozen reading without a jump", () => {
    const clock = systemClock(atOnce());
    clock.advance(1000);
    clock.freeze();
    expect(clock.frozen).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(clock.now()).toBe(START + 1000);
    clock.advance(500);
    expect(clock.now()).toBe(START + 1500);
    clock.set(START + 9000);
    expect(clock.now()).toBe(START + 9000);
    vi.advanceTimersByTime(60_000);
    clock.unfreeze();
    expect(clock.frozen).toBe(false);
    expect(clock.now()).toBe(START + 9000);
    vi.advanceTimersByTime(250);
    expect(clock.now()).toBe(START + 9250);
  });

  it("freezes at a given reading, and a second freeze without one keeps the reading", () => {
    const clock = systemClock(atOnce());
    clock.freeze(START - 5000);
    vi.advanceTimersByTime(1000);
    clock.freeze();
    expect(clock.now()).toBe(START - 5000);
    clock.unfreeze();
    clock.unfreeze();
    expect(clock.now()).toBe(START - 5000);
  });

  it("wakes no sleep while frozen, however much real time passes, and wakes each once an advance passes its deadline", () => {
    const clock = systemClock(atOnce());
    const woken: string[] = [];
    clock.after(1000, () => woken.push("begun running"));
    vi.advanceTimersByTime(400);
    clock.freeze();
    clock.after(100, () => woken.push("begun frozen"));
    clock.after(0, () => woken.push("due at once"));
    vi.advanceTimersByTime(10_000);
    expect(woken).toEqual(["due at once"]);
    clock.advance(599);
    expect(woken).toEqual(["due at once", "begun frozen"]);
    clock.advance(1);
    expect(woken).toEqual(["due at once", "begun frozen", "begun running"]);
  });

  it("wakes parked sleeps in deadline order when one advance passes several", () => {
    const clock = systemClock(atOnce());
    clock.freeze();
    const woken: number[] = [];
    for (const ms of [300, 100, 200]) clock.after(ms, () => woken.push(ms));
    clock.advance(1000);
    expect(woken).toEqual([100, 200, 300]);
  });

  it("lets a sleep wait, once unfrozen, only the clock time it had left: the frozen time never counts", () => {
    const clock = systemClock(atOnce());
    let woken = false;
    clock.after(1000, () => (woken = true));
    vi.advanceTimersByTime(400);
    clock.freeze();
    vi.advanceTimersByTime(300);
    clock.unfreeze();
    vi.advanceTimersByTime(599);
    expect(woken).toBe(false);
    vi.advanceTimersByTime(1);
    expect(woken).toBe(true);
  });

  it("never wakes a sleep cancelled while parked, nor after the clock runs again", () => {
    const clock = systemClock(atOnce());
    let woken = 0;
    clock.freeze();
    const parked = clock.after(100, () => woken++);
    parked();
    clock.advance(100);
    const rearmed = clock.after(100, () => woken++);
    clock.unfreeze();
    rearmed();
    vi.advanceTimersByTime(1000);
    expect(woken).toBe(0);
  });

  it("adopts a shared reading: the sleeps a newer frozen reading passes wake, and unfrozen it reads the offset", () => {
    const clock = systemClock(atOnce());
    clock.adopt({ offset: 0, frozenAt: START + 50 });
    expect(clock.now()).toBe(START + 50);
    let woken = false;
    const sleeping = clock.sleep(100).then(() => (woken = true));
    clock.adopt({ offset: 0, frozenAt: START + 150 });
    clock.adopt({ offset: 7, frozenAt: undefined });
    expect(clock.frozen).toBe(false);
    expect(clock.now()).toBe(START + 7);
    return sleeping.then(() => expect(woken).toBe(true));
  });
});

describe("manualClock, frozen", () => {
  it("only reports the flag (it stands still anyway), and a freeze at a reading wakes the sleepers it passes", () => {
    const clock = manualClock(0);
    let woken = false;
    clock.after(100, () => (woken = true));
    clock.freeze();
    expect([clock.frozen, clock.now()]).toEqual([true, 0]);
    clock.freeze(100);
    expect([woken, clock.now()]).toEqual([true, 100]);
    clock.unfreeze();
    expect([clock.frozen, clock.now()]).toEqual([false, 100]);
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
