/**
 * The mock's state behind one interface, with two implementations: in-process (`memory.ts`, the
 * default) and Redis (`redis.ts`, MOCK_STATE_URL), which several processes and machines share.
 *
 * The interface is async because Redis is a round trip away where shared state is needed. The
 * in-process state answers with already-resolved promises, and so does Redis for what needs no
 * shared state (issue 33): `begin`, `nextSequence` and `record` make no round trip before the
 * answer (ids from blocks reserved ahead, session uses and journal lines written behind). A
 * request awaits one to three such calls (begin, the handler's sequence or task, a rate window
 * when limits are on); measured on the core alone, about 1 µs per request in-process (README,
 * "Scaling"). The alternative, sync reads from a per-request snapshot, would have to guess
 * before routing what a handler needs (a task, a rate window) and fetch it from Redis anyway.
 *
 * The clock is the exception: `Clock.now()` stays sync everywhere. A shared state pushes every
 * change of the shared clock to each replica before the change is answered (redis.ts,
 * clock-channel.ts), so a request sees every advance, set, freeze or unfreeze made on any
 * replica before it began, without a round trip of its own.
 */
import { contentHash } from "../data/random.ts";
import type { TaskRecord, TaskStatus } from "./task-lifecycle.ts";

/** A caller's session (`X-Mock-Session`), by name; its state lives in the State. */
export interface Session {
  readonly id: string;
}

export const DEFAULT_SESSION = "default";

/** One line of the request journal ("did my app call X?"). */
export interface JournalEntry {
  id: string;
  time: number;
  method: string;
  path: string;
  operationId: string | null;
  status: number;
  durationMs: number;
  model: string | null;
  errorCode: string | null;
  /** What the session's scenario decided for it (`429`, `delay=120`, `stream=error-after-3`, ...); absent without one. */
  weather?: string;
  /*
   * Facts for the verdict on the client (mocks/verdict), each only where it applies: */
  /** the wait a 429 or 503 asked for (Retry-After), in ms; */
  retryAfterMs?: number;
  /** a fingerprint of the request (method, path, body) on a 4xx that retrying cannot fix and on a submission; */
  key?: string;
  /** a fingerprint of the credential (never the key) on a 401, and on every request while a scenario runs; */
  auth?: string;
  /** the task a submission created or a poll asked for, and the status the poll answered; */
  taskId?: number;
  taskStatus?: string;
  /**
   * real time (Date.now()) when the request began and how long its answer took, where the
   * mock's clock reads otherwise (a manual, frozen or moved clock): a client waits on one or the other;
   */
  wallAt?: number;
  wallMs?: number;
  /** how a stream the weather or a Prefer control cut ended: an error event, or a dropped connection. */
  streamFault?: "error" | "drop";
  /**
   * Set after the answer (State.amend), by the HTTP server: the client left the stream open
   * without taking its bytes (transports/http/abandoned-streams.ts).
   */
  streamEnd?: "abandoned";
}

/** Fixed-window decision for one request of a key. */
export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

/** A task as the handler creates it; the state gives it its id. */
export type TaskDraft = Omit<TaskRecord, "id">;

/** Which page of a list: at most `limit` items after the `cursor` of the previous page. */
export interface PageRequest {
  limit: number;
  /** The position after which the page starts (a decoded cursor); 0: from the start. */
  after: number;
}

export interface Page<T> {
  items: T[];
  /** Where the next page starts, or null on the last page. */
  next: number | null;
}

export interface StateStats {
  sessions: number;
  tasks: number;
  nextTaskId: number;
  /** Journal lines and session uses waiting to be written to a shared state (0 in-process). */
  writesPending: number;
  /** Those dropped, oldest first, because the buffer of waiting writes was full. */
  writesDropped: number;
}

/**
 * What a scenario run needs of a phase (mocks/weather's ScenarioPhase has these fields): how long
 * it lasts in mock time and in requests; the last phase lasts for ever.
 */
export interface PhaseBounds {
  readonly duration_ms?: number;
  readonly requests?: number;
}

/** A request's place in its session's scenario run. */
export interface ScenarioTurn {
  /** Its number under the scenario, 0 first: the draws' request ordinal. */
  ordinal: number;
  /** The phase it falls in. */
  phase: number;
  /** Calls of its operation in that phase, this one included (a phase's script). */
  calls: number;
}

/** The bounds of the state (issue 13's STATE bounds), all from the config. */
export interface StateLimits {
  /** Most tasks kept in all sessions together; the oldest go first. */
  taskCap: number;
  /** Most tasks one session keeps; its oldest go first. */
  sessionTaskCap: number;
  /** A task is forgotten this long (clock time) after it was created. */
  taskTtlMs: number;
  /** Most journal entries of all sessions together (a ring; each entry is tagged with its session). */
  journalMaxEntries: number;
  /** Most sessions kept; the least recently used go first. */
  sessionCap: number;
  /** Most rate-limit windows kept (one per session and valid key); least recently used go first. */
  rateWindowsMax: number;
  rateLimitRequests: number;
  rateLimitWindowMs: number;
}

/** The state the core, its handlers and its control routes share. */
export interface State {
  readonly kind: "memory" | "redis";
  /** Opens a request: a new request id and its session (now the most recently used); no round trip. */
  begin(sessionHeader: string | undefined): Promise<{ requestId: string; session: Session }>;
  /**
   * A completion's number: in-process, the session's sequence (stable ids within a test); on
   * Redis, a number unique across replicas from the blocks of request ids (no round trip).
   */
  nextSequence(session: Session): Promise<number>;
  /** Counts one request of a valid key in the session's window for it. */
  takeRate(session: Session, key: string, now: number): Promise<RateDecision>;
  /** Stores a new task under a new id, evicting over-cap tasks (the session's, then everybody's). */
  addTask(session: Session, draft: TaskDraft, now: number): Promise<TaskRecord>;
  /** A live task of the session, or undefined (unknown, expired, evicted). */
  findTask(session: Session, id: number, now: number): Promise<TaskRecord | undefined>;
  /** Pins a task's status from `now` on (the control surface); undefined when there is no such task. */
  forceTask(session: Session, id: number, status: TaskStatus, now: number): Promise<TaskRecord | undefined>;
  /** The session's live tasks, oldest first; the position is the task id. */
  listTasks(session: Session, now: number, page: PageRequest): Promise<Page<TaskRecord>>;
  /**
   * Every session's live tasks counted by their status at `now` (task-lifecycle.ts's taskStateAt,
   * forced statuses included); a status no task has is absent. Reads every task the state holds,
   * so it costs O(taskCap): for a scrape of the metrics, not for a request.
   */
  countTasksByStatus(now: number): Promise<Map<TaskStatus, number>>;
  /**
   * Journals one request of the session, behind the answer: not awaited, so the journal costs
   * a request no wait. Writes are applied in call order (Redis runs one connection's commands in
   * order, and a read sends the writes waiting before it), so a journal read after the answer
   * sees the entry; while Redis is away they wait in a bounded buffer (stats: writesDropped).
   */
  record(session: Session, entry: JournalEntry): void;
  /**
   * Adds facts learnt after the answer to a request's journal entry (the end of its stream);
   * nothing when the entry is no longer in the journal. Rare: a search of the bounded journal.
   */
  amend(session: Session, requestId: string, facts: Pick<JournalEntry, "streamEnd">): Promise<void>;
  /** The session's journal entries, oldest first; the position is the entry's journal sequence. */
  journal(session: Session, page: PageRequest): Promise<Page<JournalEntry>>;
  /**
   * Every session's journal entries, by session, each oldest first: the whole journal the state
   * holds (at most journalMaxEntries lines, all sessions together), for the metrics' findings.
   */
  journals(): Promise<Map<string, JournalEntry[]>>;
  /**
   * Moves the shared clock forward; resolves once every replica has the new time. The moves
   * below reject with ClockRangeError (clock.ts), the clock left as it was, when they would
   * carry it past the end of the Date range: checked where the move is applied, so moves made
   * at once through several replicas cannot add up past it.
   */
  advanceClock(ms: number): Promise<void>;
  /** Sets the shared clock's current time (its frozen reading while frozen). */
  setClock(epochMs: number): Promise<void>;
  /** Stops the shared clock at its current reading, or at `atMs`; advances and sets then move the frozen reading. */
  freezeClock(atMs?: number): Promise<void>;
  /** Lets the shared clock run again from its frozen reading (no jump); nothing when it runs. */
  unfreezeClock(): Promise<void>;
  /**
   * Takes a turn of `name` in the session and answers how many it took before (0 the first
   * time): replay answers identical requests in turn with it. Cleared with the session.
   */
  takeTurn(session: Session, name: string): Promise<number>;
  /**
   * Sets `value` under `name` in the session (with `keepFirst`, only when none is set) and
   * answers the value now set: replay's task starts. Cleared with the session.
   */
  mark(session: Session, name: string, value: number, keepFirst: boolean): Promise<number>;
  /**
   * The session's scenario (mocks/weather: the checked document, opaque here), without a round
   * trip: in-process, or mirrored in every replica. Undefined: the session set none.
   */
  scenarioOf(session: Session): object | undefined;
  /** How many sessions have a scenario set (the weather's one check per request while it is 0). */
  readonly scenarioCount: number;
  /**
   * Sets the session's scenario (undefined: clears it) and starts its run afresh at `now`;
   * resolves once every replica has it. At most `sessionCap` sessions keep one (the oldest set go).
   */
  setScenario(session: Session, scenario: object | undefined, now: number): Promise<void>;
  /**
   * Takes the session's next turn in its scenario run (the set scenario's, or the default's, whose
   * run starts at the first turn): moves past phases whose time or requests are over, counts the
   * request and its operation. Shared by every replica (one round trip on Redis), so a session's
   * ordinals and scripts are the same whichever worker answers. Only asked while a scenario runs.
   */
  scenarioTurn(session: Session, operationId: string, phases: readonly PhaseBounds[], now: number): Promise<ScenarioTurn>;
  /** Forgets one session's tasks, journal, rate windows, sequence and scenario, or every session's. */
  reset(session?: Session): Promise<void>;
  stats(): Promise<StateStats>;
  /** Resolves once the state answers (a shared state at start-up); rejects when it does not in time. */
  ready?(): Promise<void>;
  /** Lets go of connections (after the last request). */
  close(): Promise<void>;
}

/** The shared state cannot be reached; the core answers 503 state_unavailable. */
export class StateUnavailableError extends Error {
  constructor(
    cause: unknown,
    /** What the 503's body says. */
    readonly publicMessage = "The mock's shared state is unavailable; retry shortly.",
  ) {
    super(`The mock's shared state is unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = "StateUnavailableError";
  }
}

/**
 * The session key of an `X-Mock-Session` value, bounded: a session name is stored. A longer
 * name keeps its start, readable in the journal, and ends in a digest of the whole name, so
 * two test titles sharing their first 128 characters are still two sessions.
 */
export function sessionKey(header: string | undefined): string {
  if (!header) return DEFAULT_SESSION;
  if (header.length <= MAX_SESSION_NAME) return header;
  const digest = contentHash(header).toString(36);
  return `${header.slice(0, MAX_SESSION_NAME - digest.length - 1)}#${digest}`;
}

const MAX_SESSION_NAME = 128;

/** The request id for the n-th request. */
export function requestIdOf(n: number): string {
  return `req_${n.toString(36).padStart(8, "0")}`;
}

/** The first task id; ids then count up and never repeat, so one session's id never names another's task. */
export const FIRST_TASK_ID = 1001;

/** A session's scenario run: the counters a turn moves (memory.ts keeps it; redis.ts's script mirrors advanceRun). */
export interface ScenarioRun {
  /** Requests counted under the scenario. */
  count: number;
  phase: number;
  phaseStartedAt: number;
  phaseStartCount: number;
  /** Calls of each operation in the current phase. */
  calls: Map<string, number>;
}

/** A run started at `now`. */
export function freshRun(now: number): ScenarioRun {
  return { count: 0, phase: 0, phaseStartedAt: now, phaseStartCount: 0, calls: new Map() };
}

/** Takes one turn of a run at `now` (moving past the phases whose time or requests are over). */
export function takeRunTurn(run: ScenarioRun, operationId: string, phases: readonly PhaseBounds[], now: number): ScenarioTurn {
  for (;;) {
    const phase = phases[run.phase]!;
    if (run.phase >= phases.length - 1) break;
    const timeUp = phase.duration_ms !== undefined && now - run.phaseStartedAt >= phase.duration_ms;
    const countUp = phase.requests !== undefined && run.count - run.phaseStartCount >= phase.requests;
    if (!timeUp && !countUp) break;
    run.phase += 1;
    run.phaseStartedAt = timeUp ? run.phaseStartedAt + phase.duration_ms! : now;
    run.phaseStartCount = run.count;
    run.calls.clear();
  }
  const calls = (run.calls.get(operationId) ?? 0) + 1;
  run.calls.set(operationId, calls);
  return { ordinal: run.count++, phase: run.phase, calls };
}

/** A fixed window at `now`: the decision, and the window to keep. */
export function decideRate(
  window: { startedAt: number; count: number } | undefined,
  now: number,
  limit: number,
  windowMs: number,
): { decision: RateDecision; window: { startedAt: number; count: number } } {
  let current = window;
  if (!current || now - current.startedAt >= windowMs || now < current.startedAt) current = { startedAt: now, count: 0 };
  const resetMs = current.startedAt + windowMs - now;
  if (current.count >= limit) return { decision: { allowed: false, limit, remaining: 0, resetMs }, window: current };
  current = { startedAt: current.startedAt, count: current.count + 1 };
  return { decision: { allowed: true, limit, remaining: limit - current.count, resetMs }, window: current };
}
