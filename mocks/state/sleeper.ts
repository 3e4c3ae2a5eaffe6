/**
 * Sleeps on a clock under one abort listener, however many there are. A paced stream sleeps
 * before every frame and keeps one Sleeper for its life: with 1,000 streams at 40 tokens/s,
 * adding and removing an AbortSignal listener per sleep (Node's EventTarget) cost about 3.5 µs
 * of each frame's ~25 µs. `Clock.sleep` is a Sleeper used once.
 */

/** What a Sleeper needs of a clock: a wake-up after some of its time (Clock.after). */
export interface WakeUps {
  /** Calls `wake` after `ms` of the clock's time; the returned function cancels it. */
  after(ms: number, wake: () => void): () => void;
}

/** What a sleep rejects with when its signal aborts. */
export function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException("aborted", "AbortError");
}

export class Sleeper {
  private cancel: (() => void) | undefined;
  private reject: ((reason: unknown) => void) | undefined;
  private readonly onAbort = () => {
    const { cancel, reject } = this;
    this.cancel = this.reject = undefined;
    cancel?.();
    reject?.(abortError(this.signal!));
  };

  constructor(
    private readonly clock: WakeUps,
    private readonly signal?: AbortSignal,
  ) {
    signal?.addEventListener("abort", this.onAbort, { once: true });
  }

  /** Resolves after `ms` of the clock's time; rejects with the signal's reason when it aborts. One sleep at a time. */
  sleep(ms: number): Promise<void> {
    if (this.signal?.aborted) return Promise.reject(abortError(this.signal));
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.reject = reject;
      this.cancel = this.clock.after(ms, () => {
        this.cancel = this.reject = undefined;
        resolve();
      });
    });
  }

  /** Cancels a sleep in progress (it never settles) and removes the listener. */
  dispose(): void {
    this.signal?.removeEventListener("abort", this.onAbort);
    this.cancel?.();
    this.cancel = this.reject = undefined;
  }
}
