/**
 * The transport-free core: handle(request) → response, as one straight list of stages:
 *
 *   preflight → control surface → route (404/405) → body size (413) → controls (400)
 *   → auth (401) → rate limit (429) → forced status → parse + validate (400) → named example
 *   → delay → handler → decorate (request id, CORS, rate headers) → journal
 *
 * Expected failures are MockErrors thrown by a stage; any other throw is a bug, logged and
 * answered with the spec's 500 body. Nothing here touches sockets, timers or Date.
 */
import { serializerFor } from "../../spec/serializers.ts";
import { operations, resolveRef, spec, validateParameters } from "../../spec/validators.ts";
import type { OperationInfo, ValidationIssue } from "../../spec/validators.ts";
import type { Team } from "../config/teams.ts";
import { handleControl } from "../control/control.ts";
import { hashSeed, seededRandom, type Random } from "../data/random.ts";
import { defaultHandlers } from "../handlers/index.ts";
import type { Session } from "../state/store.ts";
import type { HandlerContext, Handlers } from "./context.ts";
import { readControls, type Controls } from "./controls.ts";
import type { Deps, MockRequest, MockResponse } from "./deps.ts";
import { codeForStatus, MockError } from "./errors.ts";
import { describeIssues } from "./issues.ts";
import { error, json, sse } from "./respond.ts";
import { readJsonBody, type ParsedBody } from "./request-body.ts";
import { matchRoute, nearestPath } from "./routes.ts";
import type { OperationId } from "./types.ts";
import { baseUrlOf } from "./base-url.ts";
import { corsHeaders, preflight } from "./cors.ts";

/** The core's entry point, bound to its deps. */
export type Handle = (request: MockRequest) => Promise<MockResponse>;

/**
 * The same entry point for a transport on a hot path: it answers synchronously whenever no
 * stage waits (no delay, no stream, no async handler), a plain value instead of a promise.
 * Four awaits per request were a measurable share of a chat completion's time.
 */
export type Respond = (request: MockRequest) => MockResponse | Promise<MockResponse>;

/**
 * Builds the core over its deps.
 * @example const handle = createHandle(deps); const res = await handle({ method: "GET", path: "/api/users", query: {}, headers: {} });
 */
export function createHandle(deps: Deps, handlers: Handlers = defaultHandlers): Handle {
  return promised(createRespond(deps, handlers));
}

/** The promise-always entry point over a synchronous-when-possible one. */
export function promised(respond: Respond): Handle {
  return async (request) => respond(request);
}

/**
 * Builds the synchronous-when-possible core over its deps.
 * @example const respond = createRespond(deps); const res = await respond({ method: "GET", path: "/api/users", query: {}, headers: {} });
 */
export function createRespond(deps: Deps, handlers: Handlers = defaultHandlers): Respond {
  return function respond(request) {
    const exchange: Exchange = {
      request,
      requestId: deps.store.nextRequestId(),
      session: deps.store.session(request.headers["x-mock-session"]),
      startedAt: deps.clock.now(),
      operationId: null,
      model: null,
      extraHeaders: {},
    };
    let outcome: MockResponse | Promise<MockResponse>;
    try {
      outcome = dispatch(exchange, deps, handlers);
    } catch (thrown) {
      return finish(toResponse(thrown, exchange, deps), exchange, deps);
    }
    if (outcome instanceof Promise) {
      return outcome.then(
        (response) => finish(response, exchange, deps),
        (thrown: unknown) => finish(toResponse(thrown, exchange, deps), exchange, deps),
      );
    }
    return finish(outcome, exchange, deps);
  };
}

/** One request's way through the core: what the stages learn, for the journal and the headers. */
interface Exchange {
  request: MockRequest;
  requestId: string;
  session: Session;
  startedAt: number;
  operationId: string | null;
  model: string | null;
  extraHeaders: Record<string, string>;
}

/** Decorates a response (extra, CORS and request-id headers), then journals and logs it. */
function finish(response: MockResponse, exchange: Exchange, deps: Deps): MockResponse {
  const { request } = exchange;
  Object.assign(response.headers, exchange.extraHeaders, corsHeaders(request, deps.config.corsOrigins), { "x-request-id": exchange.requestId });
  const body = response.body as { error?: { code?: string } } | undefined;
  const entry = {
    id: exchange.requestId,
    time: exchange.startedAt,
    method: request.method,
    path: request.path,
    operationId: exchange.operationId,
    status: response.status,
    durationMs: deps.clock.now() - exchange.startedAt,
    model: exchange.model,
    errorCode: body?.error?.code ?? null,
  };
  // The control surface stays out of the journal (the status page polls it) and out of info logs.
  const control = request.path === "/__mock" || request.path.startsWith("/__mock/");
  if (!control) exchange.session.journal.record(entry);
  // Headers are never logged: they carry API keys.
  const level = control ? "debug" : "info";
  if (deps.log.isLevelEnabled(level)) deps.log[level](entry, `${request.method} ${request.path} ${response.status}`);
  return response;
}

function toResponse(thrown: unknown, exchange: Exchange, deps: Deps): MockResponse {
  if (thrown instanceof MockError) {
    return error(thrown.code, thrown.message, { param: thrown.param, headers: thrown.headers });
  }
  deps.log.error({ err: thrown, requestId: exchange.requestId, path: exchange.request.path }, "unhandled error in the mock core");
  return error("provider_error", "The mock failed unexpectedly; see its log for this request id.");
}

function dispatch(exchange: Exchange, deps: Deps, handlers: Handlers): MockResponse | Promise<MockResponse> {
  const { request } = exchange;
  // 1. CORS preflight answers before anything else: browsers send it without credentials.
  if (request.method === "OPTIONS") return preflight(request, deps.config.corsOrigins);

  // 2. The control surface is not part of the public API.
  if (request.path === "/__mock" || request.path.startsWith("/__mock/")) return handleControl(request, exchange.session, deps);

  // 3. Route.
  const route = matchRoute(request.method, request.path);
  if (route.kind === "none") {
    throw new MockError("not_found", `No endpoint at ${request.method} ${request.path}. Did you mean ${describePath(nearestPath(request.path))}?`);
  }
  if (route.kind === "method") {
    throw new MockError("method_not_allowed", `${request.path} does not accept ${request.method}; it accepts ${route.allow.join(", ")}.`, {
      headers: { allow: route.allow.join(", ") },
    });
  }
  const operation = operations.get(route.match.operationId)!;
  exchange.operationId = operation.operationId;

  // 4. A body over the limit was refused by the adapter before it was read.
  if (request.bodyTooLarge) {
    throw new MockError("payload_too_large", `Request body exceeds ${deps.config.bodyLimitBytes} bytes.`);
  }

  // 5. Mock controls (Prefer / __query).
  const controls = readControls(request);

  // 6. Auth.
  const key = bearerKey(request.headers.authorization);
  const team = operation.secured ? authenticate(key, deps) : undefined;

  // 7. Rate limit per key.
  if (key && deps.config.rateLimitRequests > 0) applyRateLimit(key, exchange, deps);

  // 8. A forced status answers now, with the spec's body for it.
  if (controls.code !== undefined && controls.code !== 200) return forcedResponse(controls.code, operation, controls);

  // 9. Parse and validate against the spec.
  const parsed = operation.hasRequestBody ? readJsonBody(request, operation.operationId) : undefined;
  const body = parsed?.body;
  const query = stripControls(request.query);
  const params = route.match.params;
  const issues = requestIssues(operation.operationId, params, query, parsed);
  if (issues.length > 0) {
    const { message, param } = describeIssues(issues);
    throw new MockError("invalid_request", message, { param });
  }
  exchange.model = typeof (body as { model?: unknown })?.model === "string" ? (body as { model: string }).model : null;

  // 10. A named example from the spec, when asked for.
  if (controls.example !== undefined) return exampleResponse(controls.example, operation, 200);

  // 11-12. Added latency, then the operation's handler.
  const context = new RequestContext(
    operation.operationId as OperationId,
    request,
    body as never,
    query as never,
    params as never,
    deps,
    exchange.session,
    team,
    controls,
    exchange.requestId,
    baseUrlOf(request, deps),
    exchange.startedAt,
    parsed,
  );
  const handler = handlers[operation.operationId as OperationId] as (ctx: RequestContext) => ReturnType<Handlers[OperationId]>;
  if (controls.delayMs) return deps.clock.sleep(controls.delayMs, request.signal).then(() => runHandler(handler, context));
  return runHandler(handler, context);
}

function runHandler(
  handler: (ctx: RequestContext) => ReturnType<Handlers[OperationId]>,
  context: RequestContext,
): MockResponse | Promise<MockResponse> {
  const result = handler(context);
  return result instanceof Promise ? result.then((settled) => toHandlerResponse(settled, context)) : toHandlerResponse(result, context);
}

function toHandlerResponse(result: Awaited<ReturnType<Handlers[OperationId]>>, context: RequestContext): MockResponse {
  if ("stream" in result) return sse(result.stream, result.headers);
  const response = json(result.status, result.body, result.headers);
  response.serialize = serializerFor(context.operationId, result.status);
  return response;
}

/** Issues of the parameters and the body, without those the handler checks itself; no allocation when all is well. */
function requestIssues(
  operationId: string,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
  parsed: ParsedBody | undefined,
): readonly ValidationIssue[] {
  const inPath = validateParameters(operationId, "path", params);
  const inQuery = validateParameters(operationId, "query", query);
  const inBody = parsed?.issues ?? [];
  if (inPath.length + inQuery.length + inBody.length === 0) return inBody;
  return [...inPath, ...inQuery, ...inBody].filter((issue) => !deferredToHandler(operationId, issue));
}

/**
 * One request as its handler sees it. The content seed hashes the whole body, so it is computed
 * on first use: OCR never asks, and hashing a megabyte of base64 cost milliseconds. A class, so
 * the lazy seed is a prototype getter: a getter in an object literal made every request slower.
 */
class RequestContext implements HandlerContext<OperationId> {
  #seed: number | undefined;

  constructor(
    readonly operationId: OperationId,
    readonly request: MockRequest,
    readonly body: never,
    readonly query: never,
    readonly params: never,
    readonly deps: Deps,
    readonly session: Session,
    readonly team: Team | undefined,
    readonly controls: Controls,
    readonly requestId: string,
    readonly baseUrl: string,
    readonly startedAt: number,
    private readonly parsed: ParsedBody | undefined,
  ) {}

  get seed(): number {
    if (this.#seed === undefined) {
      const base = this.deps.config.seed;
      const { controls } = this;
      this.#seed =
        controls.seed !== undefined
          ? hashSeed(base, controls.seed)
          : contentSeed(base, this.operationId, this.parsed, this.params, this.query);
    }
    return this.#seed;
  }

  random(salt?: unknown): Random {
    return seededRandom(salt === undefined ? this.seed : hashSeed(this.seed, salt));
  }
}

function describePath(template: string): string {
  const op = [...operations.values()].find((o) => o.path === template);
  return op ? `${op.method.toUpperCase()} ${template}` : template;
}

function bearerKey(header: string | undefined): string | undefined {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

function authenticate(key: string | undefined, deps: Deps): Team {
  if (!key) throw new MockError("unauthorized", "Missing API key. Send 'Authorization: Bearer <API_KEY>'.");
  const team = deps.teams.teamForKey(key);
  // Never echo the key: it would end up in client logs.
  if (!team) throw new MockError("unauthorized", "Invalid API key.");
  return team;
}

function applyRateLimit(key: string, exchange: Exchange, deps: Deps): void {
  const decision = exchange.session.rate.take(key, deps.clock.now());
  const resetSeconds = Math.max(1, Math.ceil(decision.resetMs / 1000));
  exchange.extraHeaders["x-ratelimit-limit-requests"] = String(decision.limit);
  exchange.extraHeaders["x-ratelimit-remaining-requests"] = String(decision.remaining);
  exchange.extraHeaders["x-ratelimit-reset-requests"] = `${resetSeconds}s`;
  if (!decision.allowed) {
    throw new MockError("rate_limited", `Too many requests. Retry after ${resetSeconds} seconds.`, {
      headers: { "retry-after": String(resetSeconds), "retry-after-ms": String(Math.max(0, Math.ceil(decision.resetMs))) },
    });
  }
}

function forcedResponse(status: number, operation: OperationInfo, controls: Controls): MockResponse {
  const declared = [...operation.responses.keys()];
  if (!declared.includes(String(status))) {
    throw new MockError(
      "invalid_request",
      `Mock control code=${status}: ${operation.operationId} does not declare that status (it declares ${declared.join(", ")}).`,
      { param: "code" },
    );
  }
  if (controls.example !== undefined) return exampleResponse(controls.example, operation, status);
  if (status < 400) return exampleResponse(undefined, operation, status);
  const code = codeForStatus(status, operation.operationId);
  if (!code) throw new MockError("invalid_request", `Mock control code=${status} has no error code.`, { param: "code" });
  const headers: Record<string, string> = status === 429 ? { "retry-after": "1", "retry-after-ms": "1000" } : {};
  return error(code, `Forced by the mock control code=${status}.`, { headers });
}

/**
 * The request's content seed: hashing a body's canonical form costs more than the rest of a
 * small request's validation, so a remembered body keeps its seed (bodies with path or query
 * parameters hash those too, and are not remembered this way).
 */
function contentSeed(
  base: number,
  operationId: string,
  parsed: ParsedBody | undefined,
  params: Record<string, unknown>,
  query: Record<string, unknown>,
): number {
  const compute = () => hashSeed(base, operationId, contentOf(parsed?.body), params, query);
  if (parsed === undefined || !isEmpty(params) || !isEmpty(query)) return compute();
  let seed = parsed.seeds.get(base);
  if (seed === undefined) parsed.seeds.set(base, (seed = compute()));
  return seed;
}

function isEmpty(record: Record<string, unknown>): boolean {
  for (const _ in record) return false;
  return true;
}

function stripControls(query: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (!key.startsWith("__")) result[key] = value;
  return result;
}

/** `input` of a generation is checked by the handler against the model's own input schema. */
function deferredToHandler(operationId: string, issue: ValidationIssue): boolean {
  return operationId === "createGeneration" && (issue.pointer === "/input" || issue.pointer.startsWith("/input/"));
}

/**
 * The part of a body that decides content: the conversation or input, the model and OpenAI's
 * `seed`. Sampling parameters (stop, max_tokens, temperature, stream) shape the same reply
 * rather than pick another, so a UI toggling them sees consistent text.
 */
function contentOf(body: unknown): unknown {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return body;
  const { model, messages, input, seed, ...rest } = body as Record<string, unknown>;
  if (model === undefined) return rest;
  return { model, messages, input, seed };
}


function exampleResponse(name: string | undefined, operation: OperationInfo, status: number): MockResponse {
  const path = (spec.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[operation.path]!;
  const response = resolveRef<{ content?: Record<string, { examples?: Record<string, unknown> }> }>(
    path[operation.method]!.responses[String(status)],
  );
  const examples = response.content?.["application/json"]?.examples ?? {};
  const names = Object.keys(examples);
  const chosen = name ?? names[0];
  if (chosen === undefined || !(chosen in examples)) {
    throw new MockError(
      "invalid_request",
      `Mock control example=${name}: ${operation.operationId} ${status} has no such example (it has ${names.join(", ") || "none"}).`,
      { param: "example" },
    );
  }
  const example = resolveRef<{ value: unknown }>(examples[chosen]);
  return json(status, structuredClone(example.value));
}
