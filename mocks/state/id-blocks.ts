/**
 * Numbers that only need to be unique (request ids, completion numbers), taken from blocks a
 * replica reserves ahead from one shared counter (one INCRBY per block), so a request takes its
 * number without a round trip. Numbers increase within a replica; across replicas they are
 * unique but interleave by block, so they do not follow the order of the requests.
 *
 * The next block is reserved when half of the current one is used, so a replica under load
 * rarely runs dry. When it does (the shared state is unreachable long enough to use both), it
 * takes numbers from its own range above every block: OFFLINE_BASE plus a random 24-bit tag
 * of this replica times 2^24, plus a count. Unique across replicas unless two draw the same tag
 * (one chance in 16 million per pair), and always above the shared counter, which would need
 * 2^48 requests to reach it. Back on line, the replica takes numbers from blocks again.
 */
/** Reserves `size` numbers from the shared counter; resolves with the counter after the reservation. */
export type Reserve = (size: number) => Promise<number>;

/** Where a replica's own range starts, far above any shared counter. */
export const OFFLINE_BASE = 2 ** 48;
const TAG_SPAN = 2 ** 24;

export class IdBlocks {
  /** The current block: [next, end). */
  private next = 0;
  private end = 0;
  /** A block reserved ahead, taken once the current one is used. */
  private spare: [number, number] | undefined;
  private reserving: Promise<void> | undefined;
  // Web Crypto (global in Node 20 and browsers): this file is bundled into the browser build too.
  private readonly offlineBase = OFFLINE_BASE + (crypto.getRandomValues(new Uint32Array(1))[0]! % TAG_SPAN) * TAG_SPAN;
  private offlineCount = 0;

  constructor(
    private readonly reserve: Reserve,
    readonly size = 1000,
  ) {}

  /** Whether a number can be taken from a reserved block now (false before the first reservation). */
  get stocked(): boolean {
    return this.next < this.end || this.spare !== undefined;
  }

  /** The next number: from the reserved blocks, or the replica's own range when they are used up. */
  take(): number {
    if (this.next >= this.end && this.spare) {
      [this.next, this.end] = this.spare;
      this.spare = undefined;
    }
    if (!this.spare && this.end - this.next <= this.size / 2) void this.refill().catch(() => undefined);
    if (this.next < this.end) return this.next++;
    this.offlineCount = (this.offlineCount + 1) % TAG_SPAN;
    return this.offlineBase + this.offlineCount;
  }

  /** Reserves the next block (one in flight at a time); rejects when the shared counter cannot be reached. */
  refill(): Promise<void> {
    this.reserving ??= this.reserve(this.size)
      .then((last) => {
        const block: [number, number] = [last - this.size + 1, last + 1];
        if (this.next >= this.end) [this.next, this.end] = block;
        else this.spare = block;
      })
      .finally(() => {
        this.reserving = undefined;
      });
    return this.reserving;
  }
}
