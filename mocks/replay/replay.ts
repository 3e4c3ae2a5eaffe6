/**
 * Replay: recorded answers in front of the generated mock, as a wrapper around the core's one
 * entry point. A request a fixture matches gets the recorded status, headers and body after
 * the recorded latency, a stream its events at their recorded offsets, a task poll the status
 * recorded at that point of the task's life, all on the mock's clock (so /__mock/clock moves
 * them) and scaled by `speed`. Anything else goes to the core, or, strict, gets a 404 that
 * says which fixture came nearest. The control surface and preflights always go to the core.
 *
 * Replay keeps the core's rules (issue 27, issue 30):
 *   - auth: a request the mock would refuse (no key, an unknown key) is answered only by a
 *     fixture recorded as refused (401), else by the core's own 401; a valid key never gets a
 *     recorded 401;
 *   - streams: a replayed stream takes a slot of MOCK_MAX_STREAMS like a generated one;
 *   - sessions: "identical requests answer in turn" and replayed task starts are kept in the
 *     state per X-Mock-Session (shared by workers and replicas on Redis), and a reset (of the
 *     session, or ?all=1) clears them with the rest of the session; a replayed answer carries
 *     its request id and is journaled.
 */
import { operationTable } from "../../spec/operations.ts";
import { corsHeaders } from "../core/cors.ts";
import { type Deps, type MockRequest, type MockResponse, type StreamFrame } from "../core/deps.ts";
import type { Respond } from "../core/mock.ts";
import { error } from "../core/respond.ts";
import { StateUnavailableError, type Session } from "../state/state.ts";
import type { ExchangeFixture, LoadedFixture, RecordedFrame, TaskFixture } from "../fixtures/fixture.ts";
import { loadFixtures } from "../fixtures/fixture-files.ts";
import type { ReplayLimits } from "../fixtures/bounds.ts";
import { FixtureIndex, parseText } from "./match.ts";
import { Redactor } from "../fixtures/redact.ts";
import { sseFrame, writeEvents } from "../stream/sse.ts";

export interface ReplayOptions {
  /** An unmatched request gets 404 instead of the generated mock. */
  strict?: boolean;
  /** 1: recorded timing; 2: twice as fast; 0: no waiting (tasks jump to their last poll). */
  speed?: number;
  /** Load bounds (mocks/fixtures/bounds.ts). */
  limits?: Partial<ReplayLimits>;
}

/** Wraps the core's `respond` with replay. */
export type ReplayWrapper = (respond: Respond, deps: Deps) => Respond;

// Headers that describe the recorded transfer, not the answer; the transport sets its own.
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"]);
// Lateness of an event past which the following events keep their gaps rather than catch up.
const RESYNC_AFTER_MS = 8;

/**
 * Loads and validates every fixture of a directory (throws a FixtureError naming a bad file)
 * and returns the wrapper.
 * @example const respond = loadReplay("fixtures", { strict: true })(createCore(parts), deps);
 */
export function loadReplay(dir: string, options: ReplayOptions = {}): ReplayWrapper {
  return replayFixtures(loadFixtures(dir, options.limits), options);
}

/** The wrapper over fixtures already loaded. */
export function replayFixtures(fixtures: readonly LoadedFixture[], options: ReplayOptions = {}): ReplayWrapper {
  const index = new FixtureIndex(fixtures);
  // Recorded bodies have their secret fields redacted; so must the body they are compared with.
  const redactor = new Redactor();
  const speed = options.speed ?? 1;
  const scaled = (ms: number) => (speed === 0 ? 0 : ms / speed);
  return (respond, deps) =>
    async function replay(request: MockRequest): Promise<MockResponse> {
      if (request.method === "OPTIONS" || request.path === "/__mock" || request.path.startsWith("/__mock/")) return respond(request);
      const startedAt = deps.clock.now();
      const routed = operationTable.route(request.method, request.path);
      const operation = routed.kind === "match" ? routed.operation.operationId : null;
      const isRefused = routed.kind === "match" && refused(routed.operation.secured, request, deps);
      // Nothing recorded for a refused request of this operation: the core refuses it as the mock would.
      if (isRefused && !index.hasRefused(operation!)) return respond(request);
      try {
        if (routed.kind === "match" && operation === "getTask" && !isRefused) {
          const task = index.task(routed.params.task_id ?? "");
          if (task) {
            const begun = await deps.store.begin(request.headers["x-mock-session"]);
            // The task's life starts at its submission, else at its first poll, in this session.
            const start = await deps.store.mark(begun.session, `task:${task.fixture.taskId}`, startedAt, true);
            const poll = pollAt(task.fixture, speed === 0 ? Infinity : (startedAt - start) * speed);
            return journaled(withCors(poll, request, deps), request, begun, operation, startedAt, deps);
          }
        }
        const found = index.find({ operation, method: request.method, path: request.path, query: request.query, body: comparedBody(request, redactor) }, options.strict === true);
        // A fixture answers only a request of its own auth class: refused (401) or let in.
        const candidates = found.kind === "match" ? found.candidates.filter((c) => (c.fixture.response.status === 401) === isRefused) : [];
        if (candidates.length === 0) {
          if (isRefused) return respond(request);
          if (options.strict) return withCors(error("not_found", `[replay] ${found.kind === "miss" ? found.reason : "The matching fixtures were recorded for requests the mock would refuse (401)."}`), request, deps);
          return respond(request);
        }
        // A replayed answer is a request of the session like any other: its request id, its journal entry.
        const begun = await deps.store.begin(request.headers["x-mock-session"]);
        // Identical requests answer in turn, counted in the session's state (a reset starts them again).
        const turn = await deps.store.takeTurn(begun.session, `turn:${candidates.map((c) => c.id).join(",")}`);
        const chosen = candidates[turn % candidates.length]!;
        const { response } = chosen.fixture;
        if (response.frames && deps.streams.open >= deps.config.maxConcurrentStreams) {
          const refusedStream = error("rate_limited", `Too many concurrent streams (limit ${deps.config.maxConcurrentStreams}). Retry shortly.`, { headers: { "retry-after": "1", "retry-after-ms": "1000" } });
          return journaled(withCors(refusedStream, request, deps), request, begun, operation, startedAt, deps);
        }
        const taskId = (response.body as { data?: { task_id?: unknown } } | undefined)?.data?.task_id;
        if (taskId !== undefined && index.task(String(taskId))) await deps.store.mark(begun.session, `task:${String(taskId)}`, startedAt, false);
        if (!response.frames) await deps.clock.sleep(scaled(response.endAtMs ?? response.headersAtMs ?? 0), request.signal);
        else await deps.clock.sleep(scaled(response.headersAtMs ?? 0), request.signal);
        return journaled(withCors(answer(chosen.fixture, startedAt, scaled, request, deps), request, deps), request, begun, operation, startedAt, deps);
      } catch (thrown) {
        // The state cannot be reached: the core answers (503 state_unavailable) as for its own answers.
        if (thrown instanceof StateUnavailableError) return respond(request);
        throw thrown;
      }
    };
}

/** Whether the core would refuse the request for its key (401). */
function refused(secured: boolean, request: MockRequest, deps: Deps): boolean {
  if (!secured) return false;
  const key = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "")?.[1];
  return key === undefined || deps.teams.teamForKey(key) === undefined;
}

function answer(fixture: ExchangeFixture, startedAt: number, scaled: (ms: number) => number, request: MockRequest, deps: Deps): MockResponse {
  const { response } = fixture;
  const headers = replayedHeaders(response.headers);
  if (response.frames) {
    return { status: response.status, headers, stream: framesAt(response.frames, response.end === "dropped", startedAt, scaled, request, deps) };
  }
  if (response.body !== undefined) return { status: response.status, headers, body: response.body, serialize: JSON.stringify };
  return { status: response.status, headers, bytes: Buffer.from(response.text ?? "") };
}

/**
 * The recorded events, each when its recorded offset (from the request's start) comes round on
 * the mock's clock. Each waits for its offset from an anchor, not for a gap after the previous
 * one, so the usual millisecond of timer lateness does not add up over a stream; an event that
 * goes out clearly late (a stalled event loop) moves the anchor, so the events after it keep
 * their recorded gaps instead of bursting out to catch up.
 */
function framesAt(
  frames: readonly RecordedFrame[],
  dropped: boolean,
  startedAt: number,
  scaled: (ms: number) => number,
  request: MockRequest,
  deps: Deps,
): AsyncGenerator<StreamFrame> {
  const source = { count: frames.length, frame: (i: number) => sseFrame(frames[i]!.data, frames[i]!.event) };
  return writeEvents(() => source, {
    clock: deps.clock,
    signal: () => request.signal,
    offsets: () => frames.map((frame) => scaled(frame.atMs)),
    startAt: startedAt,
    resyncAfterMs: RESYNC_AFTER_MS,
    fault: dropped ? { kind: "drop", afterChunks: frames.length } : undefined,
    // A replayed stream holds a slot of MOCK_MAX_STREAMS, as a generated one does.
    slot: deps.streams,
  });
}

/** The poll recorded last before `elapsedMs` of the task's life (its first poll before that). */
function pollAt(task: TaskFixture, elapsedMs: number): MockResponse {
  let chosen = task.polls[0]!;
  for (const poll of task.polls) if (poll.atMs <= elapsedMs) chosen = poll;
  const headers = replayedHeaders(chosen.headers ?? { "content-type": "application/json" });
  if (chosen.body !== undefined) return { status: chosen.status, headers, body: chosen.body, serialize: JSON.stringify };
  return { status: chosen.status, headers, bytes: Buffer.from(chosen.text ?? "") };
}

function replayedHeaders(recorded: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(recorded)) if (!TRANSFER_HEADERS.has(name)) out[name] = value;
  return out;
}

/** The request id on the answer, and the session's journal entry, as the core gives its own answers. */
function journaled(response: MockResponse, request: MockRequest, begun: { requestId: string; session: Session }, operation: string | null, startedAt: number, deps: Deps): MockResponse {
  response.headers["x-request-id"] = begun.requestId;
  const model = /"model"\s*:\s*"([^"]{1,128})"/.exec(request.body ? Buffer.from(request.body.bytes().subarray(0, 4096)).toString("utf8") : "")?.[1] ?? null;
  const code = (response.body as { error?: { code?: unknown } } | undefined)?.error?.code;
  deps.store.record(begun.session, {
    id: begun.requestId,
    time: startedAt,
    method: request.method.slice(0, 16),
    path: request.path.slice(0, deps.config.echoMaxChars),
    operationId: operation,
    status: response.status,
    durationMs: deps.clock.now() - startedAt,
    model: model === null ? null : model.slice(0, deps.config.echoMaxChars),
    errorCode: typeof code === "string" ? code : null,
  });
  return response;
}

function withCors(response: MockResponse, request: MockRequest, deps: Deps): MockResponse {
  Object.assign(response.headers, corsHeaders(request, deps.config.corsOrigins));
  return response;
}

/**
 * The request body as the matcher compares it, redacted as the recorder redacted it: parsed
 * JSON (also when sent as text), else the text with secret fields replaced, else undefined.
 */
function comparedBody(request: MockRequest, redactor: Redactor): unknown {
  if (!request.body || request.body.byteLength === 0) return undefined;
  const bytes = request.body.bytes();
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  const parsed = parseText(text);
  if (typeof parsed !== "string") return redactor.body(parsed);
  return parseText(redactor.text(text, request.headers["content-type"]));
}
