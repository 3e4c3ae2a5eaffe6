/**
 * Which fixture answers a request. A fixture answers when the operation and path are the
 * same, the model is the same, and the body is equal, or (when the fixture names `match.fields`)
 * equal in those fields; the query likewise (`match.query`). Several fixtures matching one
 * request answer in turn (the caller counts the turns, per session), so a recorded sequence of
 * identical calls replays as a sequence.
 *
 * Matching is by index, not by comparing a request with every fixture: each fixture is filed
 * under a hash of the fields it compares, and a request is hashed the same way once per kind
 * of comparison its operation's fixtures use (almost always one). Ten thousand fixtures of one
 * operation cost a request one lookup, not ten thousand deep comparisons on the event loop.
 */
import { isDeepStrictEqual } from "node:util";
import type { ExchangeFixture, LoadedFixture, TaskFixture } from "../fixtures/fixture.ts";
import { contentHash } from "../data/random.ts";

/** A request as the matcher sees it. */
export interface Wanted {
  /** operationId, or null for a path the spec does not declare. */
  operation: string | null;
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, or the text of a non-JSON one; undefined without a body. */
  body: unknown;
}

/** A fixture in the index: `id` names it for the turn counters. */
export interface IndexedFixture {
  id: number;
  file: string;
  fixture: ExchangeFixture;
}

/** `compared`: how many fixtures were compared in full to find the answer (the index's whole point). */
export type MatchResult = ({ kind: "match"; candidates: IndexedFixture[] } | { kind: "miss"; reason: string }) & { compared: number };

/** How a fixture is compared: which body fields and query names, and whether its model counts. */
interface Comparison {
  fields: string[] | undefined;
  query: string[] | undefined;
  model: boolean;
}

interface Group {
  /** One bucket map per kind of comparison the group's fixtures use. */
  comparisons: Map<string, { comparison: Comparison; buckets: Map<string, IndexedFixture[]> }>;
  /** Every fixture of the group, for the miss message (its first few only are compared). */
  all: IndexedFixture[];
}

// A miss message compares the request with at most this many fixtures of its operation.
const NEAREST_SAMPLE = 50;

export class FixtureIndex {
  private readonly groups = new Map<string, Group>();
  private readonly tasks = new Map<string, { file: string; fixture: TaskFixture }>();
  /** Operations with a fixture recorded as refused (401). */
  private readonly refused = new Set<string>();
  private count = 0;

  constructor(fixtures: readonly LoadedFixture[]) {
    for (const { file, fixture } of fixtures) {
      if (fixture.kind === "task") {
        this.tasks.set(fixture.taskId, { file, fixture });
        continue;
      }
      // An incomplete recording would replay as a broken answer: it stays on disk, out of replay.
      if (fixture.response.truncated || fixture.request.truncated) continue;
      const key = keyOf(fixture.operation, fixture.request.method, fixture.request.path);
      let group = this.groups.get(key);
      if (!group) this.groups.set(key, (group = { comparisons: new Map(), all: [] }));
      const comparison: Comparison = { fields: fixture.match?.fields, query: fixture.match?.query, model: modelOf(recordedBody(fixture)) !== undefined };
      const comparisonKey = JSON.stringify(comparison);
      let filed = group.comparisons.get(comparisonKey);
      if (!filed) group.comparisons.set(comparisonKey, (filed = { comparison, buckets: new Map() }));
      const entry: IndexedFixture = { id: this.count++, file, fixture };
      const hash = hashOf(comparison, fixture.request.method, fixture.request.path, fixture.request.query ?? {}, recordedBody(fixture));
      const bucket = filed.buckets.get(hash);
      if (bucket) bucket.push(entry);
      else filed.buckets.set(hash, [entry]);
      group.all.push(entry);
      if (fixture.response.status === 401) this.refused.add(key);
    }
  }

  /** Whether a fixture of the operation was recorded refused (401): only those answer refused requests. */
  hasRefused(operation: string): boolean {
    return this.refused.has(operation);
  }

  get size(): number {
    return this.count + this.tasks.size;
  }

  /** The recorded polls of a task id, if any. */
  task(taskId: string): { file: string; fixture: TaskFixture } | undefined {
    return this.tasks.get(taskId);
  }

  /** Every fixture that matches (in file order), or (with `explain`) why none does. */
  find(wanted: Wanted, explain = true): MatchResult {
    const group = this.groups.get(keyOf(wanted.operation, wanted.method, wanted.path));
    const candidates: IndexedFixture[] = [];
    let compared = 0;
    for (const { comparison, buckets } of group?.comparisons.values() ?? []) {
      const bucket = buckets.get(hashOf(comparison, wanted.method, wanted.path, wanted.query, wanted.body));
      // A hash is a filter: each candidate is still compared in full.
      for (const entry of bucket ?? []) {
        compared++;
        if (differences(entry.fixture, wanted).length === 0) candidates.push(entry);
      }
    }
    if (candidates.length > 0) return { kind: "match", candidates: candidates.sort((a, b) => a.id - b.id), compared };
    // Why none matched is for strict mode's 404; a miss that falls through to the mock skips it.
    if (!explain) return { kind: "miss", reason: "", compared };
    const all = group?.all ?? [];
    return { kind: "miss", reason: missReason(all, wanted), compared: compared + Math.min(all.length, NEAREST_SAMPLE) };
  }
}

function missReason(all: readonly IndexedFixture[], wanted: Wanted): string {
  const what = `${wanted.method} ${wanted.path}${wanted.operation ? ` (${wanted.operation}${modelOf(wanted.body) ? `, model ${modelOf(wanted.body)}` : ""})` : ""}`;
  if (all.length === 0) return `No fixture was recorded for ${what}.`;
  let nearest: { entry: IndexedFixture; differs: string[] } | undefined;
  for (const entry of all.slice(0, NEAREST_SAMPLE)) {
    const differs = differences(entry.fixture, wanted);
    if (differs.length > 0 && (!nearest || differs.length < nearest.differs.length)) nearest = { entry, differs };
  }
  if (!nearest) return `No fixture answers ${what} as it is now.`;
  return `No fixture matches ${what}. ${all.length} fixture(s) of this operation; the nearest, ${nearest.entry.file}, differs in ${nearest.differs.join(", ")}. Name the fields to compare in its "match": {"fields": [...]}.`;
}

function keyOf(operation: string | null, method: string, path: string): string {
  return operation ?? `${method} ${path}`;
}

/** The body a fixture compares: the JSON body, else its text (as JSON when it is JSON). */
function recordedBody(fixture: ExchangeFixture): unknown {
  const { request } = fixture;
  if (request.body !== undefined) return request.body;
  return request.text === undefined ? undefined : parseText(request.text);
}

/** Text that is JSON compares as the JSON it holds (a client sending JSON as text/plain). */
export function parseText(text: string): unknown {
  const first = text.trimStart()[0];
  if (first === "{" || first === "[") {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON: compared as text.
    }
  }
  return text;
}

/** The hash of what a comparison looks at. */
function hashOf(comparison: Comparison, method: string, path: string, query: Record<string, string>, body: unknown): string {
  const compared = {
    method,
    path,
    model: comparison.model ? (modelOf(body) ?? null) : null,
    query: comparison.query ? comparison.query.map((name) => query[name] ?? null) : canonical(query),
    body: comparison.fields ? comparison.fields.map((field) => canonical(valueAt(body, field))) : canonical(body),
  };
  // 53 bits name a bucket; a collision only puts one more fixture through the full comparison.
  return contentHash(compared).toString(36);
}

/** A value as text with object keys sorted, so equal values hash equal. */
function canonical(value: unknown): string {
  if (value === undefined) return "~";
  return JSON.stringify(value, (_key, v: unknown) => (v !== null && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v));
}

/** What keeps a fixture from answering a request: [] when it answers. */
export function differences(fixture: ExchangeFixture, wanted: Wanted): string[] {
  const out: string[] = [];
  const { request, match } = fixture;
  if (request.method !== wanted.method) out.push("method");
  if (request.path !== wanted.path) out.push("path");
  const recorded = recordedBody(fixture);
  const recordedModel = modelOf(recorded);
  if (recordedModel !== undefined && recordedModel !== modelOf(wanted.body)) out.push("model");
  const recordedQuery = request.query ?? {};
  const queryNames = match?.query ?? [...new Set([...Object.keys(recordedQuery), ...Object.keys(wanted.query)])];
  for (const name of queryNames) if (recordedQuery[name] !== wanted.query[name]) out.push(`query.${name}`);
  if (match?.fields) {
    for (const field of match.fields) if (!isDeepStrictEqual(valueAt(recorded, field), valueAt(wanted.body, field))) out.push(`body.${field}`);
  } else if (!isDeepStrictEqual(recorded, wanted.body)) {
    out.push(bodyDifference(recorded, wanted.body));
  }
  return out;
}

/** The top-level body fields that differ, for a helpful miss message. */
function bodyDifference(recorded: unknown, wanted: unknown): string {
  if (!isObject(recorded) || !isObject(wanted)) return "body";
  const names = [...new Set([...Object.keys(recorded), ...Object.keys(wanted)])].filter((k) => !isDeepStrictEqual(recorded[k], wanted[k]));
  return names.length === 0 ? "body" : names.map((n) => `body.${n}`).join(", ");
}

function modelOf(body: unknown): string | undefined {
  const model = isObject(body) ? body.model : undefined;
  return typeof model === "string" ? model : undefined;
}

/** The value at a dotted path (`input.prompt`, `messages.0.content`). */
function valueAt(value: unknown, path: string): unknown {
  let current = value;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
