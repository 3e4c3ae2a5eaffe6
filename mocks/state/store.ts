import { Journal } from "./journal.ts";
import { RateLimiter } from "./rate-limiter.ts";
import type { TaskRecord } from "./task-lifecycle.ts";

export interface StoreLimits {
  /** Most tasks one session keeps; the oldest go first. */
  taskCap: number;
  /** A task is forgotten this long after it was created. */
  taskTtlMs: number;
  journalSize: number;
  /** Most sessions kept; the least recently used go first. */
  sessionCap: number;
  rateLimitRequests: number;
  rateLimitWindowMs: number;
}

/** State one caller sees: tasks, request journal, rate windows and id counters. */
export class Session {
  readonly tasks = new Map<number, TaskRecord>();
  readonly journal: Journal;
  readonly rate: RateLimiter;
  /** Per-session counter for completion/request ids, so ids are stable for a test. */
  sequence = 0;

  constructor(
    readonly id: string,
    limits: StoreLimits,
  ) {
    this.journal = new Journal(limits.journalSize);
    this.rate = new RateLimiter(limits.rateLimitRequests, limits.rateLimitWindowMs);
  }
}

export const DEFAULT_SESSION = "default";

/**
 * The bounded, session-scoped store. Task ids are global and never repeat, so an id seen in
 * one session can never name another session's task.
 */
export class Store {
  private readonly sessions = new Map<string, Session>();
  private nextTaskId = 1001;
  private requestCount = 0;
  /** The last key in `sessions` (most recently used), or undefined when unknown. */
  private newest: string | undefined;

  constructor(readonly limits: StoreLimits) {}

  /** A unique request id, for the x-request-id header and the journal. */
  nextRequestId(): string {
    this.requestCount += 1;
    return `req_${this.requestCount.toString(36).padStart(8, "0")}`;
  }

  /** The session for an `X-Mock-Session` value (undefined: the shared default). */
  session(id: string | undefined): Session {
    const key = id || DEFAULT_SESSION;
    let session = this.sessions.get(key);
    if (session) {
      // Refresh recency for the LRU bound, unless it already is the most recent (the usual case).
      if (key !== this.newest) {
        this.sessions.delete(key);
        this.sessions.set(key, session);
        this.newest = key;
      }
      return session;
    }
    session = new Session(key, this.limits);
    this.sessions.set(key, session);
    this.newest = key;
    if (this.sessions.size > this.limits.sessionCap) {
      const oldest = this.sessions.keys().next().value as string;
      this.sessions.delete(oldest);
    }
    return session;
  }

  /** Adds a task to a session, evicting expired and over-cap tasks first. */
  addTask(session: Session, build: (id: number) => TaskRecord, now: number): TaskRecord {
    this.sweep(session, now);
    while (session.tasks.size >= this.limits.taskCap) {
      const oldest = session.tasks.keys().next().value as number;
      session.tasks.delete(oldest);
    }
    const task = build(this.nextTaskId++);
    session.tasks.set(task.id, task);
    return task;
  }

  /** A task of this session and team, or undefined (unknown, expired, or another team's). */
  findTask(session: Session, id: number, team: string, now: number): TaskRecord | undefined {
    const task = session.tasks.get(id);
    if (!task) return undefined;
    if (now - task.createdAt >= this.limits.taskTtlMs) {
      session.tasks.delete(id);
      return undefined;
    }
    return task.team === team ? task : undefined;
  }

  /** Drops expired tasks; insertion order is creation order, so it stops at the first live one. */
  sweep(session: Session, now: number): void {
    for (const [id, task] of session.tasks) {
      if (now - task.createdAt < this.limits.taskTtlMs) break;
      session.tasks.delete(id);
    }
  }

  /** Forgets one session's state, or every session's. */
  reset(sessionId?: string): void {
    this.newest = undefined;
    if (sessionId === undefined) {
      this.sessions.clear();
      return;
    }
    this.sessions.delete(sessionId || DEFAULT_SESSION);
  }

  /** Counters for health checks and leak tests. */
  stats(): { sessions: number; tasks: number; nextTaskId: number } {
    let tasks = 0;
    for (const session of this.sessions.values()) tasks += session.tasks.size;
    return { sessions: this.sessions.size, tasks, nextTaskId: this.nextTaskId };
  }
}
