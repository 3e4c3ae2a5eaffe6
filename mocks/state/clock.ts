/**
 * Time for the core: everything that reads the time or waits goes through a Clock, so tests
 * drive time by hand and the control surface can move it (tasks then finish without waiting).
 */
import { Sleeper } from "./sleeper.ts";
import { WakeupSlices } from "./wakeup-slices.ts";

export interface Clock {
  /** Milliseconds since the Unix epoch, as this clock sees it. */
  now(): number;
  /** Resolves after `ms` of this clock's time; rejects with the signal's reason when aborted. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Calls `wake` after `ms` of this clock's time; the returned function cancels it. */
  after(ms: number, wake: () => void): () => void;
  /** Moves this clock forward (the control surface's "advance"). */
  advance(ms: number): void;
  /** Sets this clock's current time. */
  set(epochMs: number): void;
}

/** `Clock.sleep`: one sleep under its own abort listener, removed when it settles. */
function sleepOnce(clock: Pick<Clock, "after">, ms: number, signal: AbortSignal | undefined): Promise<void> {
  const sleeper = new Sleeper(clock, signal);
  return sleeper.sleep(ms).finally(() => sleeper.dispose());
}

/** The real clock plus an offset; a shared state keeps the offset and hands it to each replica. */
export interface SystemClock extends Clock {
  /** Milliseconds this clock runs ahead of the real time. */
  offset: number;
}

/** The real clock, plus an offset the control surface can move; due sleepers wake in slices. */
export function systemClock(wakeups = new WakeupSlices()): SystemClock {
  let offset = 0;
  const after = (ms: number, wake: () => void) => {
    let cancelled = false;
    const timer = setTimeout(() => wakeups.push(() => cancelled || wake()), ms);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  };
  const clock: SystemClock = {
    get offset() {
      return offset;
    },
    set offset(ms: number) {
      offset = ms;
    },
    now: () => Date.now() + offset,
    after,
    sleep: (ms, signal) => sleepOnce(clock, ms, signal),
    advance(ms) {
      offset += ms;
    },
    set(epochMs) {
      offset = epochMs - Date.now();
    },
  };
  return clock;
}

/** A manual clock's wakeup waiting for its time. */
interface Waiting {
  until: number;
  wake(): void;
}

/** A clock that only moves when told to; sleepers wake as it passes their deadline. */
export interface ManualClock extends Clock {
  /** Sleepers still waiting (for leak checks). */
  readonly pending: number;
}

/** A hand-driven clock for tests. */
export function manualClock(start = Date.UTC(2026, 0, 1)): ManualClock {
  let current = start;
  const sleepers = new Set<Waiting>();
  const wakeDue = () => {
    for (const sleeper of [...sleepers].sort((a, b) => a.until - b.until)) {
      if (sleeper.until <= current) {
        sleepers.delete(sleeper);
        sleeper.wake();
      }
    }
  };
  const after = (ms: number, wake: () => void) => {
    const sleeper: Waiting = { until: current + ms, wake };
    sleepers.add(sleeper);
    return () => void sleepers.delete(sleeper);
  };
  const clock: ManualClock = {
    now: () => current,
    get pending() {
      return sleepers.size;
    },
    after,
    sleep: (ms, signal) => sleepOnce(clock, ms, signal),
    advance(ms) {
      current += ms;
      wakeDue();
    },
    set(epochMs) {
      current = epochMs;
      wakeDue();
    },
  };
  return clock;
}
