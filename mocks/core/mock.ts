/**
 * The transport-free core: one entry point, `respond(request)`, from a plain request to a plain
 * response, built from what it is given (the operation table, one handler per operation, the
 * control routes and the deps) and importing none of them. Transports (node:http, MSW, ...)
 * are thin adapters over it. The stages run in `stages.ts` order; expected failures are
 * MockErrors, and any other throw is a bug, logged and answered with the spec's 500 body.
 */
import type { Operation, OperationTable } from "../../spec/operations.ts";
import { decodeBase64 } from "../data/base64.ts";
import { toBase36 } from "../data/base36.ts";
import { contentHash, hashSeed, seededRandom, type Random } from "../data/random.ts";
import { baseUrlOf } from "./base-url.ts";
import type { HandlerContext, HandlerResult, Handlers, RequestInfo } from "./context.ts";
import { handleControl } from "./control-surface.ts";
import { NO_CONTROLS } from "./controls.ts";
import { corsHeaders } from "./cors.ts";
import type { ControlRoute, Deps, MockRequest, MockResponse } from "./deps.ts";
import { MockError } from "./errors.ts";
import type { Exchange } from "./exchange.ts";
import type { DecodedBase64 } from "./long-literals.ts";
import { error, json, sse } from "./respond.ts";
import {
  answerPreflight,
  applyRateLimit,
  authenticate,
  checkBodySize,
  checkTarget,
  clip,
  exampleResponse,
  forcedStatus,
  isControlPath,
  readMockControls,
  route,
  validate,
} from "./stages.ts";
import type { OperationId } from "./types.ts";
import { sessionKey, StateUnavailableError } from "../state/state.ts";

/** What the core is built from. */
export interface CoreParts {
  operations: OperationTable;
  handlers: Handlers;
  /** Routes of the control surface under /__mock (none: it answers 404). */
  control: readonly ControlRoute[];
  deps: Deps;
}

/** The core: a request in, a promised response out. */
export type Respond = (request: MockRequest) => Promise<MockResponse>;

/**
 * Builds the core from its parts.
 * @example const respond = createCore({ operations: operationTable, handlers, control: [], deps });
 * const res = await respond({ method: "GET", path: "/api/users", query: {}, headers: {} });
 */
export function createCore(parts: CoreParts): Respond {
  const { deps } = parts;
  return async function respond(request) {
    const exchange: Exchange = {
      request,
      // Placeholders until the state's begin() answers (it may not: then 503 with these).
      requestId: UNKNOWN_REQUEST_ID,
      session: { id: sessionKey(request.headers["x-mock-session"]) },
      startedAt: deps.clock.now(),
      operation: null,
      params: {},
      query: request.query,
      controls: NO_CONTROLS,
      team: undefined,
      body: undefined,
      model: null,
      extraHeaders: {},
    };
    let response: MockResponse;
    try {
      const begun = await deps.store.begin(request.headers["x-mock-session"]);
      exchange.requestId = begun.requestId;
      exchange.session = begun.session;
      // begin() brought the shared clock's offset: read the time again.
      exchange.startedAt = deps.clock.now();
      response = await run(exchange, parts);
    } catch (thrown) {
      response = toResponse(thrown, exchange, deps);
    }
    return finish(response, exchange, deps);
  };
}

/** The request id of a request the state could not open (503 state_unavailable). */
const UNKNOWN_REQUEST_ID = "req_unavailable";

async function run(exchange: Exchange, parts: CoreParts): Promise<MockResponse> {
  const { deps, operations, handlers } = parts;
  const { request } = exchange;
  const preflight = answerPreflight(exchange, deps);
  if (preflight) return preflight;
  checkTarget(exchange, deps);
  checkBodySize(exchange, deps);
  if (isControlPath(request.path)) return handleControl(exchange, parts.control, deps);
  const operation = route(exchange, operations, deps.config.echoMaxChars);
  readMockControls(exchange, deps);
  authenticate(exchange, operation, deps);
  // Awaited only when on: an await costs every request a turn of the microtask queue.
  if (deps.config.rateLimitRequests > 0 && exchange.team) await applyRateLimit(exchange, deps);
  const baseUrl = baseUrlOf(request, deps.config);
  const forced = forcedStatus(exchange, operation, baseUrl);
  if (forced) return forced;
  validate(exchange, operation, deps.config.echoMaxChars);
  const { controls } = exchange;
  if (controls.delayMs) await deps.clock.sleep(controls.delayMs, request.signal);
  const context = new Context(exchange, deps, baseUrl);
  const handler = handlers[operation.operationId as OperationId] as (ctx: Context) => ReturnType<Handlers[OperationId]>;
  const result = await handler(context);
  if (controls.example !== undefined) return replacedByExample(result, exchange, baseUrl);
  return toResponse200(result, operation.serializer(200));
}

function toResponse200(result: HandlerResult<OperationId>, serialize: (body: unknown) => string): MockResponse {
  if ("stream" in result) return sse(result.stream, result.headers);
  const response = json(result.status, result.body, result.headers);
  response.serialize = serialize;
  if (result.text !== undefined) response.text = result.text;
  return response;
}

/** The handler's answer gives way to the named example; a stream it opened is closed. */
function replacedByExample(result: HandlerResult<OperationId>, exchange: Exchange, baseUrl: string): MockResponse {
  if ("stream" in result) void result.stream[Symbol.asyncIterator]().return?.();
  return exampleResponse(exchange.controls.example, exchange.operation!, 200, baseUrl);
}

function toResponse(thrown: unknown, exchange: Exchange, deps: Deps): MockResponse {
  if (thrown instanceof MockError) return error(thrown.code, thrown.message, { param: thrown.param, headers: thrown.headers });
  if (thrown instanceof StateUnavailableError) {
    return error("state_unavailable", thrown.publicMessage, { headers: { "retry-after": "1" } });
  }
  // A client that went away during a delay or a fetch: nobody reads the answer, and it is no bug.
  if (exchange.request.signal?.aborted) return { status: CLIENT_CLOSED, headers: {} };
  deps.log.error({ err: thrown, requestId: exchange.requestId, path: clip(exchange.request.path, deps.config.echoMaxChars) }, "unhandled error in the mock core");
  return error("provider_error", "The mock failed unexpectedly; see its log for this request id.");
}

/** Journaled for a request whose client left before its answer (nginx's convention). */
export const CLIENT_CLOSED = 499;

/** Decorates a response (rate, CORS and request-id headers), then journals and logs it. */
function finish(response: MockResponse, exchange: Exchange, deps: Deps): MockResponse {
  const { request } = exchange;
  const control = isControlPath(request.path);
  const cors = corsHeaders(request, control ? deps.config.controlCorsOrigins : deps.config.corsOrigins);
  Object.assign(response.headers, exchange.extraHeaders, cors, { "x-request-id": exchange.requestId });
  const body = response.body as { error?: { code?: string } } | undefined;
  const entry = {
    id: exchange.requestId,
    time: exchange.startedAt,
    method: clip(request.method, 16),
    path: clip(request.path, deps.config.echoMaxChars),
    operationId: exchange.operation?.operationId ?? null,
    status: response.status,
    durationMs: deps.clock.now() - exchange.startedAt,
    model: exchange.model,
    errorCode: body?.error?.code ?? null,
  };
  // The control surface stays out of the journal (the status page polls it) and out of info logs.
  if (!control && exchange.requestId !== UNKNOWN_REQUEST_ID) deps.store.record(exchange.session, entry);
  // Headers are never logged: they carry API keys. `time` is pino's own; the entry's is `at`.
  const level = control ? "debug" : "info";
  if (deps.log.isLevelEnabled(level)) {
    const { time, ...fields } = entry;
    deps.log[level]({ ...fields, at: time }, `${entry.method} ${entry.path} ${response.status}`);
  }
  return response;
}

/**
 * A request's facts for its handler. The signal is the transport's, read on first use: node:http
 * builds an AbortSignal only when asked, and building one for every request cost 8 µs.
 */
class RequestFacts implements RequestInfo {
  constructor(
    readonly id: string,
    readonly startedAt: number,
    readonly baseUrl: string,
    private readonly source: MockRequest,
  ) {}

  get signal(): AbortSignal | undefined {
    return this.source.signal;
  }
}

/**
 * One request as its handler sees it. The content seed hashes the whole body, so it is computed
 * on first use: OCR never asks, and hashing a megabyte of base64 costs milliseconds.
 */
class Context implements HandlerContext<OperationId> {
  #hash: number | undefined;
  readonly #decoded: readonly DecodedBase64[] | undefined;
  readonly #operation: Operation;
  readonly operationId: OperationId;
  readonly body: never;
  readonly query: never;
  readonly params: never;
  readonly team;
  readonly session;
  readonly controls;
  readonly request: RequestInfo;

  constructor(
    exchange: Exchange,
    readonly deps: Deps,
    baseUrl: string,
  ) {
    this.#operation = exchange.operation!;
    this.operationId = this.#operation.operationId as OperationId;
    this.body = exchange.body as never;
    this.query = exchange.query as never;
    this.params = exchange.params as never;
    this.team = exchange.team;
    this.session = exchange.session;
    this.controls = exchange.controls;
    this.request = new RequestFacts(exchange.requestId, exchange.startedAt, baseUrl, exchange.request);
    this.#decoded = exchange.decodedBase64;
  }

  /** The 53-bit hash of the request's content, computed once. */
  get #contentHash(): number {
    this.#hash ??= contentHash(this.deps.config.seed, this.operationId, contentOf(this.body), this.params, this.query);
    return this.#hash;
  }

  get seed(): number {
    const fixed = this.controls.seed;
    return fixed !== undefined ? hashSeed(this.deps.config.seed, fixed) : this.#contentHash >>> 0;
  }

  get contentKey(): string {
    const fixed = this.controls.seed;
    const hash = toBase36(this.#contentHash);
    return fixed !== undefined ? `${hash}s${fixed}` : hash;
  }

  random(salt?: unknown): Random {
    return seededRandom(salt === undefined ? this.seed : hashSeed(this.seed, salt));
  }

  serialize(body: unknown): string {
    return this.#operation.serializer(200)(body);
  }

  base64(text: string): Uint8Array | undefined {
    // Equal text is found by length first, then one native comparison: no decoding.
    if (this.#decoded) for (const known of this.#decoded) if (known.base64 === text) return known.bytes;
    return decodeBase64(text);
  }

  base64Literal(value: string): { head: string; bytes: Uint8Array } | undefined {
    // The body's own string matches at once (V8 compares the pointer first); an equal copy,
    // by its characters.
    if (this.#decoded) for (const known of this.#decoded) if (Object.is(known.literal, value)) return known;
    return undefined;
  }
}

/**
 * The part of a body that decides content: the conversation or input, the model and OpenAI's
 * `seed`. Sampling parameters (stop, max_tokens, temperature, stream) shape the same reply
 * rather than pick another, so a UI toggling them sees consistent text.
 */
function contentOf(body: unknown): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  // The four fields read one by one: a rest pattern copies the whole body on every request.
  if (record.model !== undefined) return { model: record.model, messages: record.messages, input: record.input, seed: record.seed };
  const { model: _model, messages: _messages, input: _input, seed: _seed, ...rest } = record;
  return rest;
}
