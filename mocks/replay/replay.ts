/**
 * Replay: recorded answers as an answer source of the core (core/lifecycle.ts). A request a
 * fixture matches gets the recorded status, headers and body after the recorded latency, a
 * stream its events at their recorded offsets, a task poll the status recorded at that point of
 * the task's life, all on the mock's clock (so /__mock/clock moves them) and scaled by `speed`.
 * Anything else goes to the core's handlers, or, strict, gets a 404 that says which fixture came
 * nearest.
 *
 * A replayed request runs the core's lifecycle like a live one (issue 27, issue 30): the control
 * surface and preflights stay the core's; then
 *   - auth: a request the mock refuses (no key, an unknown key) is answered only by a fixture
 *     recorded as refused (401), else by the core's own 401; a valid key never gets a recorded 401;
 *   - the rate limit counts it, `Prefer: code=NNN` and the session's scenario force their
 *     statuses over the recording, `Prefer: delay=` adds to the recorded latency and
 *     `Prefer: stream=` cuts a replayed stream; `Prefer: task=` and `Prefer: example=` ask for the
 *     mock's own answer, so the handler gives it;
 *   - streams: a replayed stream takes a slot of MOCK_MAX_STREAMS like a generated one;
 *   - sessions: "identical requests answer in turn" and replayed task starts are kept in the
 *     state per X-Mock-Session (shared by workers and replicas on Redis), and a reset (of the
 *     session, or ?all=1) clears them with the rest of the session; the core gives a replayed
 *     answer its request id, CORS and rate headers, and journals it.
 */
import type { Deps, MockResponse, StreamFrame } from "../core/deps.ts";
import { MockError, toErrorBody } from "../core/errors.ts";
import type { Exchange } from "../core/exchange.ts";
import { streamErrorMessage } from "../core/prefer.ts";
import type { AnswerSource } from "../core/lifecycle.ts";
import type { ExchangeFixture, LoadedFixture, RecordedFrame, TaskFixture } from "../fixtures/fixture.ts";
import { loadFixtures } from "../fixtures/fixture-files.ts";
import type { ReplayLimits } from "../fixtures/bounds.ts";
import { FixtureIndex, parseText } from "./match.ts";
import { Redactor } from "../fixtures/redact.ts";
import { sseFrame, writeEvents, type StreamFault } from "../stream/sse.ts";

export type { AnswerSource } from "../core/lifecycle.ts";

export interface ReplayOptions {
  /** An unmatched request gets 404 instead of the generated mock. */
  strict?: boolean;
  /** 1: recorded timing; 2: twice as fast; 0: no waiting (tasks jump to their last poll). */
  speed?: number;
  /** Load bounds (mocks/fixtures/bounds.ts). */
  limits?: Partial<ReplayLimits>;
}

// Headers that describe the recorded transfer, not the answer; the transport sets its own.
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"]);
// Lateness of an event past which the following events keep their gaps rather than catch up.
const RESYNC_AFTER_MS = 8;

/**
 * Loads and validates every fixture of a directory (throws a FixtureError naming a bad file)
 * and returns them as the core's answer source.
 * @example const respond = createCore({ ...parts, answers: loadReplay("fixtures", { strict: true }) });
 */
export function loadReplay(dir: string, options: ReplayOptions = {}): AnswerSource {
  return replayFixtures(loadFixtures(dir, options.limits), options);
}

/** The answer source over fixtures already loaded. */
export function replayFixtures(fixtures: readonly LoadedFixture[], options: ReplayOptions = {}): AnswerSource {
  const index = new FixtureIndex(fixtures);
  // Recorded bodies have their secret fields redacted; so must the body they are compared with.
  const redactor = new Redactor();
  const speed = options.speed ?? 1;
  const scaled = (ms: number) => (speed === 0 ? 0 : ms / speed);
  const strict = options.strict === true;

  /** The recorded answer of a request of one auth class (refused: the fixtures recorded as 401), if one matches. */
  async function recorded(exchange: Exchange, deps: Deps, refusedClass: boolean, strictMiss: boolean): Promise<MockResponse | undefined> {
    const { request } = exchange;
    const operation = exchange.operation?.operationId ?? null;
    const found = index.find({ operation, method: request.method, path: request.path, query: request.query, body: comparedBody(exchange, redactor) }, strictMiss);
    // A fixture answers only a request of its own auth class: refused (401) or let in.
    const candidates = found.kind === "match" ? found.candidates.filter((c) => (c.fixture.response.status === 401) === refusedClass) : [];
    if (candidates.length === 0) {
      if (!strictMiss) return undefined;
      throw new MockError("not_found", `[replay] ${found.kind === "miss" ? found.reason : "The matching fixtures were recorded for requests the mock would refuse (401)."}`);
    }
    // Identical requests answer in turn, counted in the session's state (a reset starts them again).
    const turn = await deps.store.takeTurn(exchange.session, `turn:${candidates.map((c) => c.id).join(",")}`);
    const chosen = candidates[turn % candidates.length]!;
    const { response } = chosen.fixture;
    if (response.frames && deps.streams.open >= deps.config.maxConcurrentStreams) {
      throw new MockError("rate_limited", `Too many concurrent streams (limit ${deps.config.maxConcurrentStreams}). Retry shortly.`, { headers: { "retry-after": "1", "retry-after-ms": "1000" } });
    }
    const taskId = (response.body as { data?: { task_id?: unknown } } | undefined)?.data?.task_id;
    if (taskId !== undefined && index.task(String(taskId))) await deps.store.mark(exchange.session, `task:${String(taskId)}`, exchange.startedAt, false);
    exchange.model = modelOf(exchange, deps.config.echoMaxChars);
    const delayMs = exchange.controls.delayMs ?? 0;
    if (!response.frames) await deps.clock.sleep(scaled(response.endAtMs ?? response.headersAtMs ?? 0) + delayMs, request.signal);
    else await deps.clock.sleep(scaled(response.headersAtMs ?? 0) + delayMs, request.signal);
    return answer(chosen.fixture, scaled, exchange, deps);
  }

  return {
    // A path the spec lacks: what was recorded for it, else the core's 404 or 405 (strict too).
    unrouted: (exchange, deps) => recorded(exchange, deps, false, false),
    // Nothing recorded for a refused request of this operation: the core refuses it as the mock would.
    refused: (exchange, deps) => (index.hasRefused(exchange.operation!.operationId) ? recorded(exchange, deps, true, false) : undefined),
    async answer(exchange, deps) {
      // A forced task outcome or a named example is the mock's own answer, not a recording.
      if (exchange.controls.task !== undefined || exchange.controls.example !== undefined) return undefined;
      if (exchange.operation!.operationId === "getTask") {
        const task = index.task(String(exchange.params.task_id ?? ""));
        if (task) {
          // The task's life starts at its submission, else at its first poll, in this session.
          const start = await deps.store.mark(exchange.session, `task:${task.fixture.taskId}`, exchange.startedAt, true);
          return pollAt(task.fixture, speed === 0 ? Infinity : (exchange.startedAt - start) * speed);
        }
      }
      return recorded(exchange, deps, false, strict);
    },
  };
}

/** The `model` a request body names, for the journal (validation, which reads it for live answers, comes later). */
function modelOf(exchange: Exchange, echoMaxChars: number): string | null {
  const body = exchange.request.body;
  const model = /"model"\s*:\s*"([^"]{1,128})"/.exec(body ? Buffer.from(body.bytes().subarray(0, 4096)).toString("utf8") : "")?.[1];
  return model === undefined ? null : model.slice(0, echoMaxChars);
}

function answer(fixture: ExchangeFixture, scaled: (ms: number) => number, exchange: Exchange, deps: Deps): MockResponse {
  const { response } = fixture;
  const headers = replayedHeaders(response.headers);
  if (response.frames) {
    // Prefer: stream= cuts a replayed stream as it cuts a generated one; else a recorded drop is replayed.
    const fault = exchange.controls.stream ?? (response.end === "dropped" ? { kind: "drop" as const, afterChunks: response.frames.length } : undefined);
    return { status: response.status, headers, stream: framesAt(response.frames, fault, scaled, exchange, deps) };
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
  fault: StreamFault | undefined,
  scaled: (ms: number) => number,
  exchange: Exchange,
  deps: Deps,
): AsyncGenerator<StreamFrame> {
  const source = { count: frames.length, frame: (i: number) => sseFrame(frames[i]!.data, frames[i]!.event) };
  return writeEvents(() => source, {
    clock: deps.clock,
    signal: () => exchange.request.signal,
    offsets: () => frames.map((frame) => scaled(frame.atMs)),
    startAt: exchange.startedAt,
    resyncAfterMs: RESYNC_AFTER_MS,
    fault,
    errorEvent: (cut) => toErrorBody("provider_error", streamErrorMessage(exchange.controls, cut)),
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

/**
 * The request body as the matcher compares it, redacted as the recorder redacted it: parsed
 * JSON (also when sent as text), else the text with secret fields replaced, else undefined.
 */
function comparedBody({ request }: Exchange, redactor: Redactor): unknown {
  if (!request.body || request.body.byteLength === 0) return undefined;
  const bytes = request.body.bytes();
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  const parsed = parseText(text);
  if (typeof parsed !== "string") return redactor.body(parsed);
  return parseText(redactor.text(text, request.headers["content-type"]));
}
