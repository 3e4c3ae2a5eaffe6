/**
 * What the verdict on the client needs to know of a request, beside its journal line: a few
 * facts, each only where it applies, so an ordinary 200 adds nothing and costs a few checks.
 * The journal carries them (bounded as it is, and shared through Redis like it).
 */
import type { Deps, MockResponse } from "../core/deps.ts";
import type { Exchange } from "../core/exchange.ts";
import { contentHash } from "../data/random.ts";
import type { JournalEntry } from "../state/state.ts";

/** Statuses a retry of the same request cannot fix. */
const NOT_RETRYABLE = new Set([400, 401, 403, 404]);

/** Adds the facts of one answered request to its journal entry (CoreParts.facts). */
export function verdictFacts(exchange: Exchange, response: MockResponse, deps: Deps, entry: JournalEntry): void {
  const { operation } = exchange;
  if (!operation) return;
  const { status } = response;
  const body = response.body as { data?: { task_id?: unknown; status?: unknown } } | undefined;
  if (status === 429 || status === 503) {
    const ms = Number(response.headers["retry-after-ms"] ?? Number(response.headers["retry-after"]) * 1000);
    if (Number.isFinite(ms)) entry.retryAfterMs = ms;
  }
  const submitted = status === 200 && typeof body?.data?.task_id === "number" && operation.method === "post";
  if (NOT_RETRYABLE.has(status) || submitted) entry.key = requestKey(exchange);
  if (submitted) entry.taskId = body!.data!.task_id as number;
  const polled = exchange.params.task_id;
  if (polled !== undefined && operation.method === "get") {
    const id = Number(polled);
    if (Number.isSafeInteger(id)) entry.taskId = id;
    if (status === 200 && typeof body?.data?.status === "string") entry.taskStatus = body.data.status;
  }
  if (status === 401 || deps.weather?.active) {
    const credential = exchange.request.headers.authorization;
    if (credential !== undefined) entry.auth = contentHash("auth", credential).toString(36);
  }
  const { startedAt, wallStartedAt } = exchange;
  const wallMs = Date.now() - wallStartedAt;
  // Where the clock runs with real time (the system clock, never moved) the journal's times are
  // real already; a millisecond apart is the two readings' own gap.
  if (Math.abs(wallStartedAt - startedAt) > 1 || Math.abs(wallMs - entry.durationMs) > 1) {
    entry.wallAt = wallStartedAt;
    entry.wallMs = wallMs;
  }
  const fault = exchange.controls.stream;
  if (fault && response.stream) entry.streamFault = fault.kind;
}

/** A fingerprint of what was asked: method, path and body (parsed when validation read it, else its text). */
function requestKey(exchange: Exchange): string {
  const { request } = exchange;
  const body = exchange.body !== undefined ? exchange.body : request.body && request.body.byteLength <= 65_536 ? request.body.text() : request.body?.byteLength;
  return contentHash(request.method, request.path, body ?? null).toString(36);
}
