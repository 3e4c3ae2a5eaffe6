/**
 * The work of each stage of a request's lifecycle, one function per stage; `lifecycle.ts` lists
 * the stages in order and runs them. A function returns nothing to let the request go on, a
 * response to answer it, or throws a MockError for an expected failure. None of them touches
 * sockets, timers or Date.
 */
import type { Team } from "../config/teams.ts";
import { ERRORS, MockError, codeForStatus, type ErrorCode } from "./errors.ts";
import { forcedStatusMessage, readControls, NO_CONTROLS } from "./prefer.ts";
import type { Deps, MockResponse } from "./deps.ts";
import type { Exchange } from "./exchange.ts";
import { describeIssues } from "./issues.ts";
import { clip } from "./clip.ts";

export { clip };
import { readJsonBody } from "./request-body.ts";
import { error, json } from "./respond.ts";
import { preflight } from "./cors.ts";
import { notServedHint, wrongBaseHint } from "./openai-paths.ts";
import { bearerKey, invalidKeyMessage, missingKeyMessage } from "./key-hints.ts";
import type { Operation, OperationTable } from "../../spec/operations.ts";
import type { ValidationIssue } from "../../spec/validators.ts";

/** Stage "preflight" (lifecycle.ts): a CORS preflight answers before anything else: browsers send it without credentials. */
export function answerPreflight(exchange: Exchange, deps: Deps): MockResponse | undefined {
  if (exchange.request.method !== "OPTIONS") return undefined;
  return preflight(exchange.request, isControlPath(exchange.request.path) ? deps.config.controlCorsOrigins : deps.config.corsOrigins);
}

/** Stage "parse target" (lifecycle.ts): a request target the core will not read: too long, or with bytes no path may hold. */
export function checkTarget(exchange: Exchange, deps: Deps): void {
  const { path } = exchange.request;
  if (path.length > deps.config.maxPathBytes) {
    throw new MockError("invalid_request", `The request path is longer than ${deps.config.maxPathBytes} bytes.`);
  }
  if (!path.startsWith("/")) throw new MockError("invalid_request", "The request target must be a path starting with '/'.");
}

/** Stage "parse target" (lifecycle.ts): a body over the limit was refused by the transport before it was read. */
export function checkBodySize(exchange: Exchange, deps: Deps): void {
  if (exchange.request.bodyTooLarge) {
    throw new MockError("payload_too_large", `Request body exceeds ${deps.config.bodyLimitBytes} bytes.`);
  }
}

/** Whether a path belongs to the control surface. */
export function isControlPath(path: string): boolean {
  return path === "/__mock" || path.startsWith("/__mock/");
}

/** Stage "route" (lifecycle.ts): the operation of the request, or 404/405. */
export function route(exchange: Exchange, table: OperationTable, echoMaxChars: number): Operation {
  const { method, path } = exchange.request;
  const found = table.route(method, path);
  if (found.kind === "none") {
    const asked = `No endpoint at ${clip(method, 20)} ${clip(path, echoMaxChars)}.`;
    const elsewhere = notServedHint(path, table.paths.keys());
    if (elsewhere !== undefined) throw new MockError("not_found", `${asked} ${elsewhere}`);
    const nearest = table.nearestPath(path);
    const methods = table.paths.get(nearest)?.join("/") ?? "";
    const base = wrongBaseHint(path, nearest, table.paths.keys());
    throw new MockError("not_found", `${asked} Did you mean ${methods} ${nearest}?${base === undefined ? "" : ` ${base}`}`);
  }
  if (found.kind === "method") {
    throw new MockError("method_not_allowed", `${clip(path, echoMaxChars)} does not accept ${clip(method, 20)}; it accepts ${found.allow.join(", ")}.`, {
      headers: { allow: found.allow.join(", ") },
    });
  }
  exchange.operation = found.operation;
  exchange.params = found.params;
  return found.operation;
}

/** Stage "controls" (lifecycle.ts): the mock controls of the request (Prefer / `__` query), unless the deployment turned them off. */
export function readMockControls(exchange: Exchange, deps: Deps): void {
  const { request } = exchange;
  if (!deps.config.controlEnabled) {
    exchange.controls = NO_CONTROLS;
    exchange.query = request.query;
    return;
  }
  exchange.controls = readControls(request);
  exchange.query = withoutControls(request.query);
}

/** Stage "auth" (lifecycle.ts): the caller's team from the bearer key, on operations that need one. */
export function authenticate(exchange: Exchange, operation: Operation, deps: Deps): void {
  if (!operation.secured) return;
  const key = bearerKey(exchange.request.headers.authorization);
  if (!key) throw new MockError("unauthorized", missingKeyMessage(exchange.request));
  const team = deps.teams.teamForKey(key);
  // Never echo the key: it would end up in client logs.
  if (!team) throw new MockError("unauthorized", invalidKeyMessage(deps.teams));
  exchange.team = team;
}

/**
 * Stage "rate" (lifecycle.ts): the rate limit, counted per valid key: a window per arbitrary bearer string would let
 * any client grow the mock's memory without a key.
 */
export async function applyRateLimit(exchange: Exchange, deps: Deps): Promise<void> {
  if (deps.config.rateLimitRequests <= 0) return;
  const team: Team | undefined = exchange.team;
  if (!team) return;
  const key = bearerKey(exchange.request.headers.authorization)!;
  const decision = await deps.store.takeRate(exchange.session, key, deps.clock.now());
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

/** Stage "forced status" (lifecycle.ts): a forced status answers now, with the spec's body for it. */
export function forcedStatus(exchange: Exchange, operation: Operation, baseUrl: string): MockResponse | undefined {
  const status = exchange.controls.code;
  if (status === undefined || status === 200) return undefined;
  const declared = [...operation.responses.keys()];
  if (!declared.includes(String(status))) {
    throw new MockError(
      "invalid_request",
      `Mock control code=${status}: ${operation.operationId} does not declare that status (it declares ${declared.join(", ")}).`,
      { param: "code" },
    );
  }
  if (status < 400) return exampleResponse(exchange.controls.example, operation, status, baseUrl);
  const code = (operation.responses.get(String(status))?.errorCode as ErrorCode | undefined) ?? codeForStatus(status);
  if (!code) throw new MockError("invalid_request", `Mock control code=${status} has no error code.`, { param: "code" });
  // A 429 and a 503 say when to come back, as a gateway's rate limit and a load balancer do; the
  // SDKs' retries wait that long instead of their own short backoff.
  const retryAfterMs = exchange.controls.retryAfterMs ?? 1000;
  const headers: Record<string, string> =
    status === 429 || status === 503 ? { "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))), "retry-after-ms": String(retryAfterMs) } : {};
  return error(code, forcedStatusMessage(exchange.controls, status, ERRORS[code].message), { headers });
}

/** Stage "validate" (lifecycle.ts): path and query parameters and the body, decoded and checked against the spec. */
export function validate(exchange: Exchange, operation: Operation, echoMaxChars: number): void {
  const params = decodeParams(exchange.params);
  const query = { ...exchange.query };
  const issues: ValidationIssue[] = [...operation.validateParameters("path", params), ...operation.validateParameters("query", query)];
  if (operation.hasRequestBody) {
    const body = readJsonBody(exchange.request);
    exchange.body = body;
    const model = (body as { model?: unknown } | null)?.model;
    exchange.model = typeof model === "string" ? clip(model, echoMaxChars) : null;
    for (const issue of operation.validateBody(body)) if (!deferredToHandler(operation, issue)) issues.push(issue);
  }
  if (issues.length > 0) {
    const { message, param } = describeIssues(issues);
    throw new MockError("invalid_request", message, { param });
  }
  exchange.params = params;
  exchange.query = query;
}

/**
 * Stage "serialize" (lifecycle.ts): a named example of the spec in place of the generated answer (`Prefer: example=`). It
 * comes after the handler, so an example passes the same auth, team and model checks.
 */
export function exampleResponse(name: string | undefined, operation: Operation, status: number, baseUrl: string | undefined): MockResponse {
  const examples = operation.responses.get(String(status))?.examples ?? new Map<string, unknown>();
  const chosen = name ?? examples.keys().next().value;
  if (chosen === undefined || !examples.has(chosen)) {
    throw new MockError(
      "invalid_request",
      `Mock control example=${clip(name ?? "", 64)}: ${operation.operationId} ${status} has no such example (it has ${[...examples.keys()].join(", ") || "none"}).`,
      { param: "example" },
    );
  }
  const text = JSON.stringify(examples.get(chosen));
  // The spec's examples show result URLs on the default address; answer with this server's.
  return json(status, JSON.parse(baseUrl ? text.replaceAll(EXAMPLE_BASE_URL, baseUrl) : text));
}

/** The base URL the spec's examples use in result URLs. */
const EXAMPLE_BASE_URL = "http://127.0.0.1:4010";

/** Path parameters percent-decoded; a malformed escape is a 400 naming the parameter. */
function decodeParams(raw: Record<string, unknown>): Record<string, unknown> {
  const decoded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    try {
      decoded[name] = decodeURIComponent(value as string);
    } catch {
      throw new MockError("invalid_request", `path/${name} has a malformed percent-escape.`, { param: name });
    }
  }
  return decoded;
}

/** A body field the handler checks itself (the spec's `x-checked-by-handler`, compiled by the table). */
function deferredToHandler(operation: Operation, issue: ValidationIssue): boolean {
  for (const field of operation.handlerChecked) if (issue.pointer === `/${field}` || issue.pointer.startsWith(`/${field}/`)) return true;
  return false;
}

function withoutControls(query: Record<string, string>): Record<string, string> {
  let stripped: Record<string, string> | undefined;
  for (const key in query) {
    if (!key.startsWith("__")) continue;
    stripped ??= { ...query };
    delete stripped[key];
  }
  return stripped ?? query;
}
