/**
 * Writes to the shared state that no answer waits for: journal lines and session uses (the
 * sessions' LRU). They are buffered and sent behind the answers, those of one event-loop turn
 * in one command; while one such command is in flight the next waits for its answer, and two
 * commands are at least `spacingMs` apart, so under load one command carries the writes of
 * many turns (each write to Redis's socket wakes redis-server). A read of what they change (the journal, the sessions, a task another
 * session's use may evict) sends what is buffered first, on the same connection, so a replica
 * reads its own writes.
 *
 * The buffer is bounded: when it is full (the shared state unreachable for long), the oldest
 * writes go first and are counted (`dropped`, in /__mock/stats); an answer never waits for room.
 * A batch the shared state did not take goes back to the front of the buffer and is sent again
 * with the next one (a batch lost with its reply on a broken connection may then be written
 * twice: a journal line, at worst, appears twice).
 */

/** One batch: the sessions used, least recently used first, and the journal lines (opaque to this buffer), oldest first. */
export interface WriteBatch {
  sessions: string[];
  lines: string[];
}

export type SendBatch = (batch: WriteBatch) => Promise<unknown>;

export class WriteBehind {
  /** Sessions used since the last batch, least recently used first (a Map keeps insertion order). */
  private sessions = new Map<string, true>();
  /** The session last touched while it is in `sessions` (the Map's last key). */
  private newest: string | undefined;
  /** Journal lines, oldest first, from `head` on. */
  private lines: string[] = [];
  private head = 0;
  private scheduled = false;
  /** A batch sent and not yet answered: the next waits for it (unless a read needs it now), so batches grow with the load. */
  private inFlight = false;
  /** Writes dropped because the buffer was full. */
  dropped = 0;

  /** When the last batch went (performance.now()), for the spacing of batches. */
  private lastSent = -Infinity;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly send: SendBatch,
    /** Most journal lines kept, and most sessions, each on its own. */
    readonly max = 10_000,
    /** Least time between two batches not asked for by a read (0: one per turn). */
    readonly spacingMs = 0,
  ) {}

  /** Writes waiting to be sent. */
  get pending(): number {
    return this.sessions.size + this.lines.length - this.head;
  }

  /** Whether a session use other than `session`'s waits (one that may evict `session` from the LRU). */
  touchesOtherThan(session: string): boolean {
    return this.sessions.size > 1 || (this.sessions.size === 1 && !this.sessions.has(session));
  }

  /** Marks a session used now (most recently used). */
  touch(session: string): void {
    // Under load most requests come from one session: already the newest, nothing moves.
    if (session === this.newest) return;
    if (this.sessions.has(session)) this.sessions.delete(session);
    this.sessions.set(session, true);
    this.newest = session;
    this.trimSessions();
    this.schedule();
  }

  /** Adds a journal line. */
  line(text: string): void {
    this.lines.push(text);
    this.trimLines();
    this.schedule();
  }

  /**
   * Sends everything buffered now, in one command (nothing when the buffer is empty). `flush()` is
   * what a read of the shared state calls: it sends at once. The turn's own flush waits while a
   * batch is in flight and goes when it is answered.
   */
  flush(): void {
    this.scheduled = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.sessions.size === 0 && this.lines.length === this.head) return;
    const batch: WriteBatch = { sessions: [...this.sessions.keys()], lines: this.head === 0 ? this.lines : this.lines.slice(this.head) };
    this.sessions = new Map();
    this.newest = undefined;
    this.lines = [];
    this.head = 0;
    this.inFlight = true;
    this.lastSent = performance.now();
    this.send(batch).then(
      () => this.answered(),
      () => {
        this.putBack(batch);
        this.inFlight = false;
      },
    );
  }

  /** The batch in flight was taken: what piled up meanwhile goes (when its spacing allows). */
  private answered(): void {
    this.inFlight = false;
    if (this.pending > 0 && !this.scheduled) this.flushTurn();
  }

  /**
   * The turn's flush: skipped while a batch is in flight (its answer sends what waits), and held
   * until `spacingMs` after the last batch.
   */
  private flushTurn(): void {
    this.scheduled = false;
    if (this.inFlight || this.timer) return;
    const wait = this.lastSent + this.spacingMs - performance.now();
    if (wait <= 0) {
      this.flush();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flushTurn();
    }, wait);
    // Waiting writes do not keep a process alive that is otherwise done (close() flushes them).
    this.timer.unref();
  }

  /** A batch the shared state did not take goes back in front of what came since; the bounds hold. */
  private putBack(batch: WriteBatch): void {
    const newer = this.sessions;
    this.sessions = new Map();
    this.newest = undefined;
    for (const session of batch.sessions) if (!newer.has(session)) this.sessions.set(session, true);
    for (const session of newer.keys()) this.sessions.set(session, true);
    this.lines = [...batch.lines, ...this.lines.slice(this.head)];
    this.head = 0;
    this.trimSessions();
    this.trimLines();
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.flushTurn());
  }

  private trimSessions(): void {
    while (this.sessions.size > this.max) {
      const oldest = this.sessions.keys().next().value as string;
      this.sessions.delete(oldest);
      if (oldest === this.newest) this.newest = undefined;
      this.dropped += 1;
    }
  }

  private trimLines(): void {
    const over = this.lines.length - this.head - this.max;
    if (over <= 0) return;
    this.head += over;
    this.dropped += over;
    // Moving the kept lines down now and then keeps a full buffer's drops O(1) on average.
    if (this.head > this.max) {
      this.lines = this.lines.slice(this.head);
      this.head = 0;
    }
  }
}
