import type { Deps, MockRequest } from "./deps.ts";

/** Absolute base URL of this server as the client reached it, for URLs in results. */
export function baseUrlOf(request: MockRequest, deps: Deps): string {
  const host = request.headers.host ?? `${deps.config.host}:${deps.config.port}`;
  const proto = request.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  return `${proto}://${host}`;
}
