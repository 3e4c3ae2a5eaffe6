/**
 * The JSON request body: decoded, parsed, depth-checked and validated against the operation's
 * request schema, each with a 400 that says what is wrong.
 *
 * Clients repeat bodies (retries, CI suites, a UI reloading, load tests), and for a small body
 * this work was most of the core's cost per request. It is a pure function of the operation
 * and the exact text, so recent results are remembered, bounded: the body comes back frozen
 * (one object shared by every request that sent the same text, so nothing may change it),
 * with its validation issues and the content seeds derived from it.
 */
import { validateRequestBody, type ValidationIssue } from "../../spec/validators.ts";
import type { MockRequest } from "./deps.ts";
import { MockError } from "./errors.ts";

export interface ParsedBody {
  /** The operation whose schema validated it. */
  operationId: string;
  text: string;
  body: unknown;
  /** Issues with the body, before any are deferred to the handler. */
  issues: readonly ValidationIssue[];
  /** Content seeds computed for this body, by base seed (one entry unless the config changes). */
  seeds: Map<number, number>;
}

/** Bodies remembered; each is about as large as its text. */
const MEMO_SIZE = 1000;
/** Longer bodies (OCR images, long conversations) are parsed afresh and never kept. */
const MEMO_MAX_TEXT = 16 * 1024;
/** By exact text (no key string built per request); an entry holds its operation, checked on use. */
const memo = new Map<string, ParsedBody>();

/**
 * The parsed, validated body of a request to `operationId`.
 * @example const { body, issues } = readJsonBody(request, "createChatCompletion");
 */
export function readJsonBody(request: MockRequest, operationId: string): ParsedBody {
  const text = bodyText(request);
  if (text.length > MEMO_MAX_TEXT) return parse(text, operationId, false);
  let parsed = memo.get(text);
  if (parsed === undefined || parsed.operationId !== operationId) {
    parsed = parse(text, operationId, true);
    if (memo.size >= MEMO_SIZE && !memo.has(text)) memo.delete(memo.keys().next().value as string);
    memo.set(text, parsed);
  }
  return parsed;
}

function parse(text: string, operationId: string, shared: boolean): ParsedBody {
  const body = parseJson(text);
  const issues = validateRequestBody(operationId, body);
  return { operationId, text, body: shared ? deepFreeze(body) : body, issues, seeds: new Map() };
}

// Stateless between calls (no `stream` option), so one decoder serves every request.
const UTF8 = new TextDecoder("utf-8", { fatal: true });

/** The request body as text, or a 400 that says what is wrong with it. */
function bodyText(request: MockRequest): string {
  const raw = request.rawBody;
  if (!raw || raw.length === 0) throw new MockError("invalid_request", "A JSON request body is required.");
  const contentType = contentTypeOf(request.headers["content-type"]);
  if (contentType !== "application/json" && !contentType.endsWith("+json")) {
    throw new MockError("invalid_request", `Content-Type must be application/json, not '${contentType || "(none)"}'.`);
  }
  try {
    return UTF8.decode(raw);
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
function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new MockError("invalid_request", `The request body is not valid JSON: ${(cause as Error).message}`);
  }
  // JSON.parse takes any depth, but everything after it that walks a value recursively (the
  // content hash, validators, logs) would overflow the stack on a few thousand levels.
  if (deeperThan(value, MAX_JSON_DEPTH)) {
    throw new MockError("invalid_request", `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`);
  }
  return value;
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

/** Freezes a parsed JSON value and everything in it (depth is already bounded). */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  return Object.freeze(value);
}
