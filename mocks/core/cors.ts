/**
 * CORS, so a frontend on another port works out of the box. Preflights echo the requested
 * headers: OpenAI SDKs send their own (x-stainless-*, openai-*), and listing them by hand would
 * break with every SDK release.
 */
import type { MockRequest, MockResponse } from "./deps.ts";

const EXPOSED = [
  "x-request-id",
  "retry-after",
  "retry-after-ms",
  "x-ratelimit-limit-requests",
  "x-ratelimit-remaining-requests",
  "x-ratelimit-reset-requests",
].join(", ");

const ANY_ORIGIN: Readonly<Record<string, string>> = Object.freeze({
  "access-control-allow-origin": "*",
  "access-control-expose-headers": EXPOSED,
});

function allowedOrigin(origin: string | undefined, allowed: string): string | undefined {
  if (allowed.trim() === "*") return "*";
  if (!origin) return undefined;
  return allowed.split(",").map((s) => s.trim()).includes(origin) ? origin : undefined;
}

/** CORS headers for an ordinary response. */
export function corsHeaders(request: MockRequest, allowed: string): Readonly<Record<string, string>> {
  // The default: the same two headers on every response, built once.
  if (allowed === "*") return ANY_ORIGIN;
  const origin = allowedOrigin(request.headers.origin, allowed);
  if (!origin) return {};
  const headers: Record<string, string> = { "access-control-allow-origin": origin, "access-control-expose-headers": EXPOSED };
  if (origin !== "*") headers.vary = "Origin";
  return headers;
}

/** The answer to an OPTIONS preflight. */
export function preflight(request: MockRequest, allowed: string): MockResponse {
  const origin = allowedOrigin(request.headers.origin, allowed);
  const headers: Record<string, string> = {};
  if (origin) {
    headers["access-control-allow-methods"] = "GET, POST, OPTIONS";
    headers["access-control-allow-headers"] =
      request.headers["access-control-request-headers"] ?? "authorization, content-type, prefer, x-mock-session";
    headers["access-control-max-age"] = "600";
  }
  return { status: 204, headers };
}
