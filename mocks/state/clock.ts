/**
 * Time for the core: everything that reads the time or waits goes through a Clock, so tests
 * drive time by hand and the control surface can move it (tasks then finish without waiting).
 */
export interface Clock {
  /** Milliseconds since the Unix epoch, as this clock sees it. */
  now(): number;
  /** Resolves after `ms` of this clock's time; rejects with the signal's reason when aborted. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
  /** Moves this clock forward (the control surface's "advance"). */
  advance(ms: number): void;
  /** Sets this clock's current time. */
  set(epochMs: number): void;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("aborted", "AbortError");
}

/** The real clock, plus an offset the control surface can move. */
export function systemClock(): Clock {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    sleep(ms, signal) {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      if (ms <= 0) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          clearTimeout(timer);
          reject(abortError(signal!));
        };
        const timer = setTimeout(() => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        }, ms);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
    advance(ms) {
      offset += ms;
    },
    set(epochMs) {
      offset = epochMs - Date.now();
    },
  };
}

interface Sleeper {
  until: number;
  resolve(): void;
}

/** A clock that only moves when told to; sleepers wake as it passes their deadline. */
export interface ManualClock extends Clock {
  /** Sleepers still waiting (for leak checks). */
  readonly pending: number;
}

/** A hand-driven clock for tests. */
export function manualClock(start = Date.UTC(2026, 0, 1)): ManualClock {
  let current = start;
  const sleepers = new Set<Sleeper>();
  const wake = () => {
    for (const sleeper of [...sleepers].sort((a, b) => a.until - b.until)) {
      if (sleeper.until <= current) {
        sleepers.delete(sleeper);
        sleeper.resolve();
      }
    }
  };
  return {
    now: () => current,
    get pending() {
      return sleepers.size;
    },
    sleep(ms, signal) {
      if (signal?.aborted) return Promise.reject(abortError(signal));
      if (ms <= 0) return Promise.resolve();
      return new Promise((resolve, reject) => {
        const sleeper: Sleeper = {
          until: current + ms,
          resolve: () => {
            signal?.removeEventListener("abort", onAbort);
            resolve();
          },
        };
        const onAbort = () => {
          sleepers.delete(sleeper);
          reject(abortError(signal!));
        };
        sleepers.add(sleeper);
        signal?.addEventListener("abort", onAbort, { once: true });
      });
    },
    advance(ms) {
      current += ms;
      wake();
    },
    set(epochMs) {
      current = epochMs;
      wake();
    },
  };
}
