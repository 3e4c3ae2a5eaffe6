/**
 * Wakes sleepers in slices, a turn of the event loop apart.
 *
 * Node runs every due timer in one go before it polls sockets again, and libuv accepts one
 * connection per poll. With 1,000 paced streams, 40 frames come due per millisecond. When each
 * frame ran inside its own timer callback, one batch of due timers held the loop for 20–80 ms,
 * and new connections waited in the accept queue: some streams got their response head 1.5 s
 * after they connected.
 *
 * Now a timer only queues its wakeup. The queue wakes at most `slice` sleepers per
 * setImmediate turn. Between two turns the loop polls, so it accepts and reads, and a burst of
 * due frames never holds it for more than one slice (about 0.3 ms).
 */
export class WakeupSlices {
  private readonly ready: Array<() => void> = [];
  private head = 0;
  private scheduled = false;

  /**
   * @param slice most wakeups per turn
   * @param defer runs a function on a later turn of the event loop (setImmediate; tests step it by hand)
   */
  constructor(
    private readonly slice = 16,
    private readonly defer: (run: () => void) => void = (run) => void setImmediate(run),
  ) {}

  /** Wakeups queued and not yet run. */
  get pending(): number {
    return this.ready.length - this.head;
  }

  /** Queues a wakeup; it runs in order, in the next slice that has room. */
  push(wake: () => void): void {
    this.ready.push(wake);
    if (!this.scheduled) {
      this.scheduled = true;
      this.defer(this.drain);
    }
  }

  private readonly drain = (): void => {
    const end = Math.min(this.head + this.slice, this.ready.length);
    while (this.head < end) {
      const wake = this.ready[this.head]!;
      this.ready[this.head++] = NOOP;
      wake();
    }
    if (this.head === this.ready.length) {
      this.ready.length = 0;
      this.head = 0;
      this.scheduled = false;
    } else {
      this.defer(this.drain);
    }
  };
}

const NOOP = (): void => {};
