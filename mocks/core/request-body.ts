/**
 * The JSON request body: decoded, parsed and depth-checked, each with a 400 that says what is
 * wrong. Every body is parsed afresh: clients rarely repeat one, and a memo keyed by body text
 * only flattered a benchmark that did.
 */
import { MockError } from "./errors.ts";
import { LONG_LITERAL_CHARS, parseWithLongLiterals, type DecodedBase64 } from "../body/long-literals.ts";
import type { MockRequest } from "./deps.ts";

/** A request's parsed JSON body, and the base64 literals decoded while reading it. */
export interface JsonRequestBody {
  value: unknown;
  decoded: readonly DecodedBase64[];
}

/**
 * The parsed JSON body of a request, or a MockError(400).
 * @example const { value } = readJsonBody(request);
 */
export function readJsonBody(request: MockRequest): JsonRequestBody {
  const text = bodyText(request);
  const pieces = request.bodyPieces;
  // Pieces as a socket hands them over; a body trickled in thousands of tiny ones is joined.
  return parseJson(text, pieces !== undefined && pieces.length > 1 && pieces.length <= MAX_PIECES ? pieces : undefined);
}

/** More pieces than this (a body of a megabyte in reads of under 256 bytes) are read joined. */
const MAX_PIECES = 4096;

const NONE_DECODED: readonly DecodedBase64[] = Object.freeze([]);

// Stateless between calls (no `stream` option), so one decoder serves every request.
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The request body as text, or a 400 that says what is wrong with it. */
function bodyText(request: MockRequest): string {
  // The transport's text when it has one: then the bytes are never joined.
  const decoded = request.bodyText;
  const raw = decoded === undefined ? request.rawBody : undefined;
  if (decoded === "" || (decoded === undefined && (!raw || raw.length === 0))) {
    throw new MockError("invalid_request", "A JSON request body is required.");
  }
  const contentType = contentTypeOf(request.headers["content-type"]);
  if (contentType !== "application/json" && !contentType.endsWith("+json")) {
    throw new MockError("invalid_request", `Content-Type must be application/json, not '${contentType || "(none)"}'.`);
  }
  if (decoded !== undefined) return decoded;
  try {
    return UTF8.decode(raw!);
  } catch {
    throw new MockError("invalid_request", "The request body is not valid UTF-8.");
  }
}

/** The media type of a Content-Type header, lower-case, without parameters. */
function contentTypeOf(header: string | undefined): string {
  // The common case, exactly what every JSON client sends, skips the string surgery.
  if (header === "application/json") return header;
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

/** The body text as JSON, or a 400 that says what is wrong with it. */
function parseJson(text: string, pieces: readonly string[] | undefined): JsonRequestBody {
  // A long base64 literal is cut out of JSON.parse's way; the reader declines anything else.
  const fast = text.length >= LONG_LITERAL_CHARS ? parseWithLongLiterals(pieces ?? text) : undefined;
  let value: unknown;
  if (fast) value = fast.value;
  else {
    try {
      value = JSON.parse(text);
    } catch (cause) {
      throw new MockError("invalid_request", `The request body is not valid JSON: ${(cause as Error).message}`);
    }
  }
  // JSON.parse takes any depth, but everything after it that walks a value recursively (the
  // content hash, validators, logs) would overflow the stack on a few thousand levels.
  if (deeperThan(value, MAX_JSON_DEPTH)) {
    throw new MockError("invalid_request", `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  return { value, decoded: fast?.decoded ?? NONE_DECODED };
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
