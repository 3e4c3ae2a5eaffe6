import { ERRORS, toErrorBody, type ErrorCode } from "./errors.ts";
import type { MockResponse, StreamFrame } from "./deps.ts";

export const JSON_TYPE = "application/json";
export const SSE_TYPE = "text/event-stream";

/** A JSON response; Content-Type is exactly application/json. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): MockResponse {
  return { status, headers: { "content-type": JSON_TYPE, ...headers }, body };
}

/** The spec's error body for a code, at the code's status. */
export function error(
  code: ErrorCode,
  message?: string,
  options: { param?: string | null; status?: number; headers?: Record<string, string> } = {},
): MockResponse {
  const body = toErrorBody(code, message, options.param ?? null);
  const status = options.status ?? ERRORS[code].status;
  return json(status, body, options.headers);
}

/**
 * A server-sent event stream of frames written by the SSE writer (stream/sse.ts). No Connection header of its own: the
 * transport says keep-alive or close as the client asked (a fixed keep-alive held sockets open
 * for seconds after streams whose client had sent Connection: close).
 */
export function sse(frames: AsyncIterable<StreamFrame>, headers: Record<string, string> = {}): MockResponse {
  return {
    status: 200,
    headers: { "content-type": SSE_TYPE, "cache-control": "no-cache", ...headers },
    stream: frames,
  };
}

/** Raw bytes with their content type. */
export function bytes(body: Uint8Array, contentType: string, headers: Record<string, string> = {}): MockResponse {
  return { status: 200, headers: { "content-type": contentType, ...headers }, bytes: body };
}
