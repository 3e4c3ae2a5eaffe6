/**
 * The control surface under /__mock/ (not part of the public API; spec/control.yaml describes
 * it), over the routes the core is given. It is safe by default for a mock that runs next to
 * a browser visiting other sites: a page of another origin gets no CORS approval (unless
 * MOCK_CONTROL_CORS names it) and is refused outright when its request carries its Origin, so
 * it cannot reset the mock or move its clock even with a request that needs no preflight.
 * Without a token, requests must also name the mock by a loopback Host (DNS rebinding).
 * Beyond loopback every route but the public ones needs MOCK_CONTROL_TOKEN.
 */
import { isLoopback } from "../config/config.ts";
import { isLocalHostHeader } from "./base-url.ts";
import type { ControlRoute, Deps, MockResponse } from "./deps.ts";
import { clip } from "./clip.ts";
import { MockError } from "./errors.ts";
import type { Exchange } from "./exchange.ts";

/** Answers a request to the control surface from the given routes. */
export function handleControl(exchange: Exchange, routes: readonly ControlRoute[], deps: Deps): MockResponse | Promise<MockResponse> {
  const { request } = exchange;
  if (!deps.config.controlEnabled) throw new MockError("not_found", "The control surface is turned off (MOCK_CONTROL=off).");
  // Control bodies are a few bytes of JSON; a large one is a mistake or an attack, not a request.
  if (request.body && request.body.byteLength > deps.config.controlBodyLimitBytes) {
    throw new MockError("payload_too_large", `The control request body exceeds ${deps.config.controlBodyLimitBytes} bytes.`);
  }
  const path = request.path.slice("/__mock".length) || "/";
  const method = request.method === "HEAD" ? "GET" : request.method;
  let allowed: string[] | undefined;
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (!match) continue;
    if (route.method !== method) {
      (allowed ??= []).push(route.method);
      continue;
    }
    if (!route.public) guard(exchange, deps);
    return route.handle(request, match, exchange.session, deps);
  }
  if (allowed) {
    const allow = [...new Set(allowed)].join(", ");
    throw new MockError("method_not_allowed", `${clip(request.path, deps.config.echoMaxChars)} accepts ${allow}.`, { headers: { allow } });
  }
  throw new MockError("not_found", `No control endpoint at ${clip(request.path, deps.config.echoMaxChars)}. See GET /__mock/control.yaml.`);
}

/** Refuses a guarded control request from another web origin, or without the token where one is needed. */
function guard(exchange: Exchange, deps: Deps): void {
  const { headers, query } = exchange.request;
  const origin = headers.origin;
  if (origin !== undefined && !sameOrigin(origin, headers.host) && !listed(origin, deps.config.controlCorsOrigins)) {
    throw new MockError("forbidden", "The control surface does not answer pages of other origins (MOCK_CONTROL_CORS lists the allowed ones).");
  }
  const token = deps.config.controlToken;
  const needed = token !== undefined || !isLoopback(deps.config.host);
  if (!needed) {
    // Without a token, loopback is the only guard, and DNS rebinding defeats it: a page of
    // evil.example whose name now resolves to 127.0.0.1 is same-origin with itself, sends no
    // foreign Origin, and reaches the mock. Its requests still say `Host: evil.example`.
    const host = headers.host;
    if (host !== undefined && !isLocalHostHeader(host) && !isPublicHost(host, deps.config.publicUrl)) {
      throw new MockError(
        "forbidden",
        "The control surface answers requests addressed to a loopback name only; set MOCK_PUBLIC_URL or MOCK_CONTROL_TOKEN to reach it by another name.",
      );
    }
    return;
  }
  if (token === undefined || (headers["x-mock-token"] !== token && query.token !== token)) {
    throw new MockError("unauthorized", "The control surface needs its token (X-Mock-Token header or ?token=) when the mock listens beyond loopback.");
  }
}

function isPublicHost(host: string, publicUrl: string | undefined): boolean {
  return publicUrl !== undefined && URL.canParse(publicUrl) && new URL(publicUrl).host === host.toLowerCase();
}

function sameOrigin(origin: string, host: string | undefined): boolean {
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

function listed(origin: string, allowed: string): boolean {
  if (allowed.trim() === "*") return true;
  return allowed.split(",").map((s) => s.trim()).includes(origin);
}
