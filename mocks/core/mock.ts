/**
 * The transport-free core: one entry point, `respond(request)`, from a plain request to a plain
 * response, built from what it is given (the operation table, one handler per operation, the
 * control routes and the deps) and importing none of them. Transports (node:http, MSW, ...)
 * are thin adapters over it. The request runs through the stages `lifecycle.ts` lists; its
 * answer, whatever it is, is decorated and journaled here. Expected failures are MockErrors,
 * and any other throw is a bug, logged and answered with the spec's 500 body.
 */
import { clip } from "./clip.ts";
import { corsHeaders } from "./cors.ts";
import type { Deps, MockRequest, MockResponse } from "./deps.ts";
import { MockError } from "./errors.ts";
import type { Exchange } from "./exchange.ts";
import { runLifecycle, type CoreParts } from "./lifecycle.ts";
import { NO_CONTROLS } from "./prefer.ts";
import { error } from "./respond.ts";
import { isControlPath } from "./stages.ts";
import { sessionKey, StateUnavailableError, type JournalEntry } from "../state/state.ts";

export type { CoreParts };

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
      wallStartedAt: Date.now(),
      operation: null,
      params: {},
      query: request.query,
      controls: NO_CONTROLS,
      team: undefined,
      body: undefined,
      baseUrl: "",
      result: undefined,
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
      exchange.wallStartedAt = Date.now();
      response = await runLifecycle(exchange, parts);
    } catch (thrown) {
      response = toResponse(thrown, exchange, deps);
    }
    return finish(response, exchange, parts);
  };
}

/** The request id of a request the state could not open (503 state_unavailable). */
const UNKNOWN_REQUEST_ID = "req_unavailable";

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
function finish(response: MockResponse, exchange: Exchange, { deps, facts }: CoreParts): MockResponse {
  const { request } = exchange;
  const control = isControlPath(request.path);
  const cors = corsHeaders(request, control ? deps.config.controlCorsOrigins : deps.config.corsOrigins);
  Object.assign(response.headers, exchange.extraHeaders, cors, { "x-request-id": exchange.requestId });
  const body = response.body as { error?: { code?: string } } | undefined;
  const entry: JournalEntry = {
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
  if (exchange.weather !== undefined) entry.weather = exchange.weather;
  // Headers are never logged: they carry API keys. `time` is pino's own; the entry's is `at`.
  // Logged before the verdict's facts join the entry: they go to the journal only.
  const level = control ? "debug" : "info";
  if (deps.log.isLevelEnabled(level)) {
    const { time, ...fields } = entry;
    deps.log[level]({ ...fields, at: time }, `${entry.method} ${entry.path} ${response.status}`);
  }
  // The control surface stays out of the journal (the status page polls it) and out of info logs.
  if (!control && exchange.requestId !== UNKNOWN_REQUEST_ID) {
    facts?.(exchange, response, deps, entry);
    deps.store.record(exchange.session, entry);
  }
  return response;
}
