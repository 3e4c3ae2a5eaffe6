/**
 * Which fixture answers a request. A fixture answers when the operation and path are the
 * same, the model is the same, and the body is equal, or (when the fixture names `match.fields`)
 * equal in those fields; the query likewise (`match.query`). Several fixtures matching one
 * request answer in turn, so a recorded sequence of identical calls replays as a sequence.
 */
import { isDeepStrictEqual } from "node:util";
import type { ExchangeFixture, LoadedFixture, TaskFixture } from "../fixtures/fixture.ts";

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

export type MatchResult = { kind: "match"; file: string; fixture: ExchangeFixture } | { kind: "miss"; reason: string };

interface Entry {
  file: string;
  fixture: ExchangeFixture;
  uses: number;
}

export class FixtureIndex {
  private readonly exchanges = new Map<string, Entry[]>();
  private readonly tasks = new Map<string, { file: string; fixture: TaskFixture }>();

  constructor(fixtures: readonly LoadedFixture[]) {
    for (const { file, fixture } of fixtures) {
      if (fixture.kind === "task") {
        this.tasks.set(fixture.taskId, { file, fixture });
        continue;
      }
      // An incomplete recording would replay as a broken answer: it stays on disk, out of replay.
      if (fixture.response.truncated || fixture.request.truncated) continue;
      const key = keyOf(fixture.operation, fixture.request.method, fixture.request.path);
      const list = this.exchanges.get(key) ?? [];
      list.push({ file, fixture, uses: 0 });
      this.exchanges.set(key, list);
    }
  }

  get size(): number {
    return [...this.exchanges.values()].reduce((n, list) => n + list.length, 0) + this.tasks.size;
  }

  /** The recorded polls of a task id, if any. */
  task(taskId: string): { file: string; fixture: TaskFixture } | undefined {
    return this.tasks.get(taskId);
  }

  /** The least used fixture that matches, or why none does. */
  find(wanted: Wanted): MatchResult {
    const list = this.exchanges.get(keyOf(wanted.operation, wanted.method, wanted.path)) ?? [];
    let best: Entry | undefined;
    let nearest: { entry: Entry; differs: string[] } | undefined;
    for (const entry of list) {
      const differs = differences(entry.fixture, wanted);
      if (differs.length === 0) {
        if (!best || entry.uses < best.uses) best = entry;
      } else if (!nearest || differs.length < nearest.differs.length) nearest = { entry, differs };
    }
    if (best) {
      best.uses++;
      return { kind: "match", file: best.file, fixture: best.fixture };
    }
    const what = `${wanted.method} ${wanted.path}${wanted.operation ? ` (${wanted.operation}${modelOf(wanted.body) ? `, model ${modelOf(wanted.body)}` : ""})` : ""}`;
    if (!nearest) return { kind: "miss", reason: `No fixture was recorded for ${what}.` };
    return {
      kind: "miss",
      reason: `No fixture matches ${what}. ${list.length} fixture(s) of this operation; the nearest, ${nearest.entry.file}, differs in ${nearest.differs.join(", ")}. Name the fields to compare in its "match": {"fields": [...]}.`,
    };
  }
}

function keyOf(operation: string | null, method: string, path: string): string {
  return operation ?? `${method} ${path}`;
}

/** What keeps a fixture from answering a request: [] when it answers. */
export function differences(fixture: ExchangeFixture, wanted: Wanted): string[] {
  const out: string[] = [];
  const { request, match } = fixture;
  if (request.method !== wanted.method) out.push("method");
  if (request.path !== wanted.path) out.push("path");
  const recordedModel = modelOf(request.body);
  if (recordedModel !== undefined && recordedModel !== modelOf(wanted.body)) out.push("model");
  const recordedQuery = request.query ?? {};
  const queryNames = match?.query ?? [...new Set([...Object.keys(recordedQuery), ...Object.keys(wanted.query)])];
  for (const name of queryNames) if (recordedQuery[name] !== wanted.query[name]) out.push(`query.${name}`);
  const recordedBody = request.body !== undefined ? request.body : request.text;
  if (match?.fields) {
    for (const field of match.fields) if (!isDeepStrictEqual(valueAt(recordedBody, field), valueAt(wanted.body, field))) out.push(`body.${field}`);
  } else if (!isDeepStrictEqual(recordedBody, wanted.body)) {
    out.push(bodyDifference(recordedBody, wanted.body));
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
