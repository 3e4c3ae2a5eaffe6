/**
 * The in-process state (the default): Maps in insertion order, which is creation or recency
 * order, so every bound evicts from the front in O(1). Every method answers synchronously
 * inside a resolved promise.
 */
import { checkClockReading, type Clock } from "./clock.ts";
import {
  decideRate,
  FIRST_TASK_ID,
  freshRun,
  takeRunTurn,
  requestIdOf,
  sessionKey,
  type JournalEntry,
  type Page,
  type PageRequest,
  type PhaseBounds,
  type RateDecision,
  type ScenarioRun,
  type ScenarioTurn,
  type Session,
  type State,
  type StateLimits,
  type StateStats,
  type TaskDraft,
} from "./state.ts";
import { taskStateAt, type TaskRecord, type TaskStatus } from "./task-lifecycle.ts";

interface SessionData {
  readonly ref: Session;
  readonly tasks: Map<number, TaskRecord>;
  /** No task of this session has an id below this (see oldestTask): where its oldest is looked for. */
  oldestTask: number;
  /** Rate windows of this session, by window key (so a session reset finds them). */
  readonly windows: Set<string>;
  sequence: number;
  /** Replay's turns and marks (takeTurn, firstMark); names come from the loaded fixtures, so they are few. */
  marks?: Map<string, number>;
  /** Its scenario run (the set scenario's or the default's), from its first turn or its scenario's setting. */
  run?: ScenarioRun;
}

interface Window {
  session: string;
  startedAt: number;
  count: number;
}


export class MemoryState implements State {
  readonly kind = "memory";
  /** Least recently used first. */
  private readonly sessions = new Map<string, SessionData>();
  /** Every live task's session, oldest first (ids grow), for the global cap and expiry. */
  private readonly tasks = new Map<number, string>();
  /** Rate windows, least recently used first. */
  private readonly windows = new Map<string, Window>();
  /**
   * The journal ring: `journalMaxEntries` entries of all sessions, in parallel arrays (entry,
   * session, sequence) so a request adds no wrapper object; every entry outlives the young
   * generation, and what it allocates is what the garbage collector pays for.
   */
  private ring: JournalEntry[] = [];
  private ringSessions: string[] = [];
  private ringSeqs: number[] = [];
  private ringStart = 0;
  private journalSeq = 0;
  private nextTaskId = FIRST_TASK_ID;
  /** No live task has an id below this (see oldestTask): where the sweep and the global cap look. */
  private oldestTask = FIRST_TASK_ID;
  private requestCount = 0;
  /** Sessions' scenarios, oldest set first (bounded by sessionCap). */
  private readonly scenarios = new Map<string, object>();
  /** The last key in `sessions` (most recently used). */
  private newest: string | undefined;

  constructor(
    readonly limits: StateLimits,
    private readonly clock: Clock,
  ) {}

  begin(sessionHeader: string | undefined): Promise<{ requestId: string; session: Session }> {
    this.requestCount += 1;
    return Promise.resolve({ requestId: requestIdOf(this.requestCount), session: this.touch(sessionKey(sessionHeader)).ref });
  }

  nextSequence(session: Session): Promise<number> {
    const data = this.touch(session.id);
    data.sequence += 1;
    return Promise.resolve(data.sequence);
  }

  takeTurn(session: Session, name: string): Promise<number> {
    const marks = (this.touch(session.id).marks ??= new Map());
    const taken = marks.get(`t:${name}`) ?? 0;
    marks.set(`t:${name}`, taken + 1);
    return Promise.resolve(taken);
  }

  mark(session: Session, name: string, value: number, keepFirst: boolean): Promise<number> {
    const marks = (this.touch(session.id).marks ??= new Map());
    const first = marks.get(`m:${name}`);
    if (keepFirst && first !== undefined) return Promise.resolve(first);
    marks.set(`m:${name}`, value);
    return Promise.resolve(value);
  }

  takeRate(session: Session, key: string, now: number): Promise<RateDecision> {
    const name = `${session.id}\n${key}`;
    const old = this.windows.get(name);
    const { decision, window } = decideRate(old, now, this.limits.rateLimitRequests, this.limits.rateLimitWindowMs);
    if (old) this.windows.delete(name);
    this.windows.set(name, { session: session.id, ...window });
    this.touch(session.id).windows.add(name);
    while (this.windows.size > this.limits.rateWindowsMax) {
      const [oldest, dropped] = this.windows.entries().next().value as [string, Window];
      this.windows.delete(oldest);
      this.sessions.get(dropped.session)?.windows.delete(oldest);
    }
    return Promise.resolve(decision);
  }

  addTask(session: Session, draft: TaskDraft, now: number): Promise<TaskRecord> {
    this.sweep(now);
    const data = this.touch(session.id);
    while (data.tasks.size > 0 && data.tasks.size >= this.limits.sessionTaskCap) {
      this.dropTask((data.oldestTask = oldestTask(data.tasks, data.oldestTask)));
    }
    while (this.tasks.size > 0 && this.tasks.size >= this.limits.taskCap) {
      this.dropTask((this.oldestTask = oldestTask(this.tasks, this.oldestTask)));
    }
    const task: TaskRecord = { id: this.nextTaskId++, ...draft };
    data.tasks.set(task.id, task);
    this.tasks.set(task.id, session.id);
    return Promise.resolve(task);
  }

  findTask(session: Session, id: number, now: number): Promise<TaskRecord | undefined> {
    return Promise.resolve(this.live(session, id, now));
  }

  forceTask(session: Session, id: number, status: TaskStatus, now: number): Promise<TaskRecord | undefined> {
    const task = this.live(session, id, now);
    if (task) {
      task.forced = status;
      task.forcedAt = now;
      if (status === "failed") task.failure ??= { code: "provider_error", message: "Failed by the mock control surface." };
    }
    return Promise.resolve(task);
  }

  listTasks(session: Session, now: number, page: PageRequest): Promise<Page<TaskRecord>> {
    this.sweep(now);
    const items: TaskRecord[] = [];
    for (const task of this.sessions.get(session.id)?.tasks.values() ?? []) {
      if (task.id <= page.after) continue;
      if (items.length === page.limit) return Promise.resolve({ items, next: items[items.length - 1]!.id });
      items.push(task);
    }
    return Promise.resolve({ items, next: null });
  }

  // No sweep: a scrape reads, it does not evict. One pass over at most taskCap tasks (a few ms at
  // the default 200,000), a pure function of each record and the time.
  countTasksByStatus(now: number): Promise<Map<TaskStatus, number>> {
    const counts = new Map<TaskStatus, number>();
    for (const data of this.sessions.values()) {
      for (const task of data.tasks.values()) {
        // Expired: findTask already answers 404 for it.
        if (now - task.createdAt >= this.limits.taskTtlMs) continue;
        const { status } = taskStateAt(task, now);
        counts.set(status, (counts.get(status) ?? 0) + 1);
      }
    }
    return Promise.resolve(counts);
  }

  record(session: Session, entry: JournalEntry): void {
    const max = this.limits.journalMaxEntries;
    if (max <= 0) return;
    this.journalSeq += 1;
    if (this.ring.length < max) {
      this.ring.push(entry);
      this.ringSessions.push(session.id);
      this.ringSeqs.push(this.journalSeq);
    } else {
      const at = this.ringStart;
      this.ring[at] = entry;
      this.ringSessions[at] = session.id;
      this.ringSeqs[at] = this.journalSeq;
      this.ringStart = (at + 1) % max;
    }
  }

  amend(session: Session, requestId: string, facts: Pick<JournalEntry, "streamEnd">): Promise<void> {
    for (let i = this.ring.length - 1; i >= 0; i--) {
      const at = (this.ringStart + i) % this.ring.length;
      if (this.ringSessions[at] !== session.id || this.ring[at]!.id !== requestId) continue;
      Object.assign(this.ring[at]!, facts);
      break;
    }
    return Promise.resolve();
  }

  journal(session: Session, page: PageRequest): Promise<Page<JournalEntry>> {
    const items: JournalEntry[] = [];
    let last = 0;
    const { ring, ringStart } = this;
    for (let i = 0; i < ring.length; i++) {
      const at = (ringStart + i) % ring.length;
      if (this.ringSessions[at] !== session.id || this.ringSeqs[at]! <= page.after) continue;
      if (items.length === page.limit) return Promise.resolve({ items, next: last });
      items.push(ring[at]!);
      last = this.ringSeqs[at]!;
    }
    return Promise.resolve({ items, next: null });
  }

  journals(): Promise<Map<string, JournalEntry[]>> {
    const bySession = new Map<string, JournalEntry[]>();
    const { ring, ringStart } = this;
    for (let i = 0; i < ring.length; i++) {
      const at = (ringStart + i) % ring.length;
      const session = this.ringSessions[at]!;
      let entries = bySession.get(session);
      if (!entries) bySession.set(session, (entries = []));
      entries.push(ring[at]!);
    }
    return Promise.resolve(bySession);
  }

  // One process, one thread: the check and the move cannot interleave with another move.
  advanceClock(ms: number): Promise<void> {
    return Promise.resolve().then(() => {
      checkClockReading(this.clock.now() + ms);
      this.clock.advance(ms);
    });
  }

  setClock(epochMs: number): Promise<void> {
    return Promise.resolve().then(() => {
      checkClockReading(epochMs);
      this.clock.set(epochMs);
    });
  }

  freezeClock(atMs?: number): Promise<void> {
    return Promise.resolve().then(() => {
      if (atMs !== undefined) checkClockReading(atMs);
      this.clock.freeze(atMs);
    });
  }

  unfreezeClock(): Promise<void> {
    this.clock.unfreeze();
    return Promise.resolve();
  }

  scenarioOf(session: Session): object | undefined {
    return this.scenarios.get(session.id);
  }

  get scenarioCount(): number {
    return this.scenarios.size;
  }

  setScenario(session: Session, scenario: object | undefined, now: number): Promise<void> {
    this.scenarios.delete(session.id);
    const data = this.touch(session.id);
    data.run = undefined;
    if (scenario !== undefined) {
      this.scenarios.set(session.id, scenario);
      data.run = freshRun(now);
      while (this.scenarios.size > Math.max(1, this.limits.sessionCap)) this.scenarios.delete(this.scenarios.keys().next().value!);
    }
    return Promise.resolve();
  }

  scenarioTurn(session: Session, operationId: string, phases: readonly PhaseBounds[], now: number): Promise<ScenarioTurn> {
    const data = this.touch(session.id);
    return Promise.resolve(takeRunTurn((data.run ??= freshRun(now)), operationId, phases, now));
  }

  reset(session?: Session): Promise<void> {
    this.newest = undefined;
    if (session === undefined) {
      this.scenarios.clear();
      this.sessions.clear();
      this.tasks.clear();
      this.windows.clear();
      this.ring = [];
      this.ringSessions = [];
      this.ringSeqs = [];
      this.ringStart = 0;
      return Promise.resolve();
    }
    this.scenarios.delete(session.id);
    const data = this.sessions.get(session.id);
    if (data) this.dropSession(data);
    // A session reset is rare and the ring is bounded: rebuilding it, oldest first, is simplest.
    const ring: JournalEntry[] = [];
    const sessions: string[] = [];
    const seqs: number[] = [];
    for (let i = 0; i < this.ring.length; i++) {
      const at = (this.ringStart + i) % this.ring.length;
      if (this.ringSessions[at] === session.id) continue;
      ring.push(this.ring[at]!);
      sessions.push(this.ringSessions[at]!);
      seqs.push(this.ringSeqs[at]!);
    }
    [this.ring, this.ringSessions, this.ringSeqs, this.ringStart] = [ring, sessions, seqs, 0];
    return Promise.resolve();
  }

  stats(): Promise<StateStats> {
    return Promise.resolve({ sessions: this.sessions.size, tasks: this.tasks.size, nextTaskId: this.nextTaskId, writesPending: 0, writesDropped: 0 });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** The session's data, now the most recently used; the least recently used beyond the cap go. */
  private touch(key: string): SessionData {
    let data = this.sessions.get(key);
    if (data) {
      if (key !== this.newest) {
        this.sessions.delete(key);
        this.sessions.set(key, data);
        this.newest = key;
      }
      return data;
    }
    data = { ref: { id: key }, tasks: new Map(), oldestTask: this.nextTaskId, windows: new Set(), sequence: 0 };
    this.sessions.set(key, data);
    this.newest = key;
    while (this.sessions.size > Math.max(1, this.limits.sessionCap)) {
      this.dropSession(this.sessions.values().next().value as SessionData);
    }
    return data;
  }

  private dropSession(data: SessionData): void {
    for (const id of data.tasks.keys()) this.tasks.delete(id);
    for (const name of data.windows) this.windows.delete(name);
    this.sessions.delete(data.ref.id);
    if (this.newest === data.ref.id) this.newest = undefined;
  }

  private dropTask(id: number): void {
    const owner = this.tasks.get(id);
    this.tasks.delete(id);
    if (owner !== undefined) this.sessions.get(owner)?.tasks.delete(id);
  }

  private live(session: Session, id: number, now: number): TaskRecord | undefined {
    const task = this.sessions.get(session.id)?.tasks.get(id);
    if (!task) return undefined;
    if (now - task.createdAt >= this.limits.taskTtlMs) {
      this.dropTask(id);
      return undefined;
    }
    return task;
  }

  /** Drops expired tasks; creation order is id order, so it stops at the first live one. */
  private sweep(now: number): void {
    while (this.tasks.size > 0) {
      const id = (this.oldestTask = oldestTask(this.tasks, this.oldestTask));
      const task = this.sessions.get(this.tasks.get(id)!)?.tasks.get(id);
      if (task && now - task.createdAt < this.limits.taskTtlMs) return;
      this.dropTask(id);
    }
  }
}

/**
 * The oldest of these tasks (`tasks` not empty): creation order is id order, so it is the smallest
 * id present, found by stepping up from `from` (no task of theirs is below it; the caller keeps the
 * answer as the next `from`, so each id is stepped over once). Not the Map's first key: a Map's
 * iterator walks over every entry deleted since its table was last rebuilt, and a session at its
 * cap deletes one per creation, so each creation paid a walk over up to a third of the cap (the
 * bench's "submit video, then poll" row once 100,000 tasks were held; the memo had the same).
 */
function oldestTask(tasks: ReadonlyMap<number, unknown>, from: number): number {
  let id = from;
  while (!tasks.has(id)) id++;
  return id;
}
