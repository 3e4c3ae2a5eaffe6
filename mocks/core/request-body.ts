/**
 * The JSON request body: present, of a JSON media type, UTF-8, JSON and not too deep, each with
 * a 400 that says what is wrong. The body's views (mocks/body) parse it; every body is parsed
 * afresh: clients rarely repeat one, and a memo keyed by body text only flattered a benchmark
 * that did.
 */
import { MockError } from "./errors.ts";
import type { MockRequest } from "./deps.ts";

/**
 * The parsed JSON body of a request, or a MockError(400).
 * @example const value = readJsonBody(request);
 */
export function readJsonBody(request: MockRequest): unknown {
  const { body } = request;
  if (!body || body.byteLength === 0) throw new MockError("invalid_request", "A JSON request body is required.");
  const contentType = contentTypeOf(request.headers["content-type"]);
  if (contentType !== "application/json" && !contentType.endsWith("+json")) {
    throw new MockError("invalid_request", `Content-Type must be application/json, not '${contentType || "(none)"}'.`);
  }
  const parsed = body.json();
  if ("problem" in parsed) throw new MockError("invalid_request", parsed.problem);
  // JSON.parse takes any depth, but everything after it that walks a value recursively (the
  // content hash, validators, logs) would overflow the stack on a few thousand levels.
  if (deeperThan(parsed.value, MAX_JSON_DEPTH)) {
    throw new MockError("invalid_request", `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  return parsed.value;
}

/** The media type of a Content-Type header, lower-case, without parameters. */
function contentTypeOf(header: string | undefined): string {
  // The common case, exactly what every JSON client sends, skips the string surgery.
  if (header === "application/json") return header;
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

const MAX_JSON_DEPTH = 128;

/** Whether a parsed JSON value nests deeper than `limit`; recursion stops at the limit. */
function deeperThan(value: unknown, limit: number): boolean {
  if (value === null || typeof value !== "object") return false;
  if (limit === 0) return true;
  if (Array.isArray(value)) {
    for (const item of value) if (deeperThan(item, limit - 1)) return true;
    return false;
  }
  for (const key in value) if (deeperThan((value as Record<string, unknown>)[key], limit - 1)) return true;
  return false;
}
