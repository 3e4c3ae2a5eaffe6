/**
 * Replay: recorded answers in front of the generated mock, as a wrapper around the core's one
 * entry point. A request a fixture matches gets the recorded status, headers and body after
 * the recorded latency, a stream its events at their recorded offsets, a task poll the status
 * recorded at that point of the task's life, all on the mock's clock (so /__mock/clock moves
 * them) and scaled by `speed`. Anything else goes to the core, or, strict, gets a 404 that
 * says which fixture came nearest. The control surface and preflights always go to the core.
 */
import { operationTable } from "../../spec/operations.ts";
import { corsHeaders } from "../core/cors.ts";
import { type Deps, type MockRequest, type MockResponse, type StreamFrame } from "../core/deps.ts";
import type { Respond } from "../core/mock.ts";
import { error } from "../core/respond.ts";
import type { ExchangeFixture, LoadedFixture, RecordedFrame, TaskFixture } from "../fixtures/fixture.ts";
import { loadFixtures } from "../fixtures/fixture-files.ts";
import { FixtureIndex } from "./match.ts";
import { Redactor } from "../fixtures/redact.ts";
import { sseFrame, writeEvents } from "../stream/sse.ts";

export interface ReplayOptions {
  /** An unmatched request gets 404 instead of the generated mock. */
  strict?: boolean;
  /** 1: recorded timing; 2: twice as fast; 0: no waiting (tasks jump to their last poll). */
  speed?: number;
}

/** Wraps the core's `respond` with replay. */
export type ReplayWrapper = (respond: Respond, deps: Deps) => Respond;

// Headers that describe the recorded transfer, not the answer; the transport sets its own.
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date"]);
// Lateness of an event past which the following events keep their gaps rather than catch up.
const RESYNC_AFTER_MS = 8;
// Replayed tasks whose start is remembered (a Map in insertion order: oldest forgotten first).
const MAX_TASK_STARTS = 10_000;

/**
 * Loads and validates every fixture of a directory (throws a FixtureError naming a bad file)
 * and returns the wrapper.
 * @example const respond = loadReplay("fixtures", { strict: true })(createCore(parts), deps);
 */
export function loadReplay(dir: string, options: ReplayOptions = {}): ReplayWrapper {
  return replayFixtures(loadFixtures(dir), options);
}

/** The wrapper over fixtures already loaded. */
export function replayFixtures(fixtures: readonly LoadedFixture[], options: ReplayOptions = {}): ReplayWrapper {
  const index = new FixtureIndex(fixtures);
  // Recorded bodies have their secret fields redacted; so must the body they are compared with.
  const redactor = new Redactor();
  const speed = options.speed ?? 1;
  const scaled = (ms: number) => (speed === 0 ? 0 : ms / speed);
  return (respond, deps) => {
    const taskStarts = new Map<string, number>();
    const started = (taskId: string, at: number) => {
      taskStarts.delete(taskId);
      taskStarts.set(taskId, at);
      if (taskStarts.size > MAX_TASK_STARTS) taskStarts.delete(taskStarts.keys().next().value!);
    };
    return async function replay(request: MockRequest): Promise<MockResponse> {
      if (request.method === "OPTIONS" || request.path === "/__mock" || request.path.startsWith("/__mock/")) return respond(request);
      const startedAt = deps.clock.now();
      const routed = operationTable.route(request.method, request.path);
      const operation = routed.kind === "match" ? routed.operation.operationId : null;
      if (routed.kind === "match" && operation === "getTask") {
        const task = index.task(routed.params.task_id ?? "");
        if (task) {
          if (!taskStarts.has(task.fixture.taskId)) started(task.fixture.taskId, startedAt);
          return withCors(pollAt(task.fixture, speed === 0 ? Infinity : (startedAt - taskStarts.get(task.fixture.taskId)!) * speed), request, deps);
        }
      }
      const found = index.find({ operation, method: request.method, path: request.path, query: request.query, body: redactor.body(bodyOf(request)) });
      if (found.kind === "miss") {
        if (options.strict) return withCors(error("not_found", `[replay] ${found.reason}`), request, deps);
        return respond(request);
      }
      const { response } = found.fixture;
      const taskId = (response.body as { data?: { task_id?: unknown } } | undefined)?.data?.task_id;
      if (taskId !== undefined && index.task(String(taskId))) started(String(taskId), startedAt);
      if (!response.frames) await deps.clock.sleep(scaled(response.endAtMs ?? response.headersAtMs ?? 0), request.signal);
      else await deps.clock.sleep(scaled(response.headersAtMs ?? 0), request.signal);
      return withCors(answer(found.fixture, startedAt, scaled, request, deps), request, deps);
    };
  };
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
    signal: request.signal,
    offsets: () => frames.map((frame) => scaled(frame.atMs)),
    startAt: startedAt,
    resyncAfterMs: RESYNC_AFTER_MS,
    fault: dropped ? { kind: "drop", afterChunks: frames.length } : undefined,
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

function withCors(response: MockResponse, request: MockRequest, deps: Deps): MockResponse {
  Object.assign(response.headers, corsHeaders(request, deps.config.corsOrigins));
  return response;
}

/** The request body as the matcher compares it: parsed JSON, else text, else undefined. */
function bodyOf(request: MockRequest): unknown {
  if (!request.body || request.body.byteLength === 0) return undefined;
  const bytes = request.body.bytes();
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
