/**
 * Time for the core: everything that reads the time or waits goes through a Clock, so tests
 * drive time by hand and the control surface can move it (tasks then finish without waiting)
 * or freeze it (tasks, delays and paced streams then wait until it moves).
 */
import { Sleeper, type WakeUps } from "./sleeper.ts";
import { WakeupSlices } from "./wakeup-slices.ts";

export interface Clock extends WakeUps {
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
  /** Whether the clock stands still (frozen through the control surface) until unfrozen. */
  readonly frozen: boolean;
  /** Stops the clock at its current reading, or at `atMs`; `advance` and `set` still move it. */
  freeze(atMs?: number): void;
  /** Lets a frozen clock run again from the reading it stands at: no jump. */
  unfreeze(): void;
}

/** `Clock.sleep`: one sleep under its own abort listener, removed when it settles. */
function sleepOnce(clock: WakeUps, ms: number, signal: AbortSignal | undefined): Promise<void> {
  const sleeper = new Sleeper(clock, signal);
  return sleeper.sleep(ms).finally(() => sleeper.dispose());
}

/** The last instant a Date holds (ECMA-262 §21.4.1.1). */
export const MAX_DATE_MS = 8.64e15;

/**
 * A move of the clock (advance, set, freeze) that would carry it past MAX_DATE_MS: refused, the
 * clock left where it was. A shared state checks it where the move is applied (one script on
 * Redis), so two replicas' moves at once cannot add up past it.
 */
export class ClockRangeError extends Error {
  override name = "ClockRangeError";
  constructor() {
    super(`The clock would pass ${MAX_DATE_MS} ms, the end of the Date range.`);
  }
}

/** Throws ClockRangeError when `reading` is past the end of the Date range. */
export function checkClockReading(reading: number): void {
  if (reading > MAX_DATE_MS) throw new ClockRangeError();
}

/** What a shared state keeps of a system clock and hands to each replica. */
export interface ClockReading {
  /** Milliseconds the clock runs ahead of the real time (while it runs). */
  offset: number;
  /** The reading it stands at while frozen; undefined while it runs. */
  frozenAt: number | undefined;
}

/** The real clock plus an offset, or frozen at a reading; a shared state hands both to each replica. */
export interface SystemClock extends Clock, Readonly<ClockReading> {
  /** Takes the shared clock's reading (another replica moved, froze or unfroze it). */
  adopt(reading: ClockReading): void;
}

/** One `after` of the system clock: its deadline in clock time, and its real timer while the clock runs. */
interface SystemSleep {
  until: number;
  wake(): void;
  timer: ReturnType<typeof setTimeout> | undefined;
  cancelled: boolean;
}

/**
 * The real clock, plus an offset the control surface can move; due sleepers wake in slices.
 *
 * While it runs, a sleep is a real timer of its length: an advance or a set does not cut it
 * short (a paced stream keeps its pace). While it is frozen, time stands still and no sleep may
 * wake by real time passing: freezing stops every timer and parks its sleep with its deadline
 * in clock time. An advance or a set wakes the parked sleeps it moves the frozen reading past,
 * in deadline order; unfreezing gives each of the others a real timer for the clock time it
 * still has to wait, so the time spent frozen never counts. A sleep begun while frozen parks at
 * once.
 */
export function systemClock(wakeups = new WakeupSlices()): SystemClock {
  let offset = 0;
  let frozenAt: number | undefined;
  /** Sleeps not yet due: timed by real timers while the clock runs, parked without one while frozen. */
  const waiting = new Set<SystemSleep>();
  // Real time may carry a clock set just under the end of the Date range past it: it stops there,
  // so every timestamp stays a Date (past it, each one answered 500).
  const now = () => Math.min(frozenAt ?? Date.now() + offset, MAX_DATE_MS);

  const due = (sleep: SystemSleep) => {
    waiting.delete(sleep);
    sleep.timer = undefined;
    wakeups.push(() => sleep.cancelled || sleep.wake());
  };
  const arm = (sleep: SystemSleep, ms: number) => {
    sleep.timer = setTimeout(due, Math.max(0, ms), sleep);
  };
  /** The clock stopped, started, or moved while stopped: re-times every sleep still waiting. */
  const retime = () => {
    if (waiting.size === 0) return;
    if (frozenAt === undefined) {
      for (const sleep of waiting) if (sleep.timer === undefined) arm(sleep, sleep.until - now());
      return;
    }
    for (const sleep of waiting) {
      clearTimeout(sleep.timer);
      sleep.timer = undefined;
    }
    const reading = frozenAt;
    for (const sleep of [...waiting].filter((s) => s.until <= reading).sort((a, b) => a.until - b.until)) due(sleep);
  };
  /** Moves to a new reading and offset; sleeps are re-timed only when the frozen reading changed. */
  const moveTo = (reading: ClockReading) => {
    const before = frozenAt;
    offset = reading.offset;
    frozenAt = reading.frozenAt;
    if (frozenAt !== before) retime();
  };

  const clock: SystemClock = {
    get offset() {
      return offset;
    },
    get frozenAt() {
      return frozenAt;
    },
    get frozen() {
      return frozenAt !== undefined;
    },
    now,
    after(ms, wake) {
      const sleep: SystemSleep = { until: now() + ms, wake, timer: undefined, cancelled: false };
      waiting.add(sleep);
      if (frozenAt === undefined) arm(sleep, ms);
      else if (sleep.until <= frozenAt) due(sleep);
      return () => {
        sleep.cancelled = true;
        clearTimeout(sleep.timer);
        waiting.delete(sleep);
      };
    },
    sleep: (ms, signal) => sleepOnce(clock, ms, signal),
    advance(ms) {
      if (frozenAt === undefined) offset += ms;
      else moveTo({ offset, frozenAt: frozenAt + ms });
    },
    set(epochMs) {
      if (frozenAt === undefined) offset = epochMs - Date.now();
      else moveTo({ offset, frozenAt: epochMs });
    },
    freeze(atMs) {
      moveTo({ offset, frozenAt: atMs ?? now() });
    },
    unfreeze() {
      if (frozenAt === undefined) return;
      moveTo({ offset: frozenAt - Date.now(), frozenAt: undefined });
    },
    adopt: moveTo,
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

/**
 * A hand-driven clock for tests. It stands still between advances anyway, so freezing it only
 * sets the flag the control surface reports (and moves it to `atMs` when given).
 */
export function manualClock(start = Date.UTC(2026, 0, 1)): ManualClock {
  let current = start;
  let frozen = false;
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
    get frozen() {
      return frozen;
    },
    freeze(atMs) {
      frozen = true;
      if (atMs !== undefined) clock.set(atMs);
    },
    unfreeze() {
      frozen = false;
    },
  };
  return clock;
}
