/**
 * What the tools answered, for a structured answer written after them: the last step of an agent
 * whose output is a schema (LangGraph's `responseFormat`, the Agents SDK's `outputType`, the AI
 * SDK's `output`). A model fills such a document from the results it has: the weather tool said
 * `{"temperature": 14, "conditions": "rain"}`, so the document's `temperature` is 14 and its
 * `conditions` "rain", and a `summary` says what the results say. The faker's values are for
 * what no result tells.
 *
 * Results are untrusted (any text, any size): parsing is capped, lookups are Maps, nothing throws.
 */
import type { components } from "../../generated/api.d.ts";
import { normalisedKey } from "./property-kinds.ts";
import { replyFromToolResults } from "./tool-results-reply.ts";
import { textOf } from "./tools.ts";

type RequestMessage = components["schemas"]["ChatMessage"];

/** The tool results' values by their keys, normalised, and the prose answer they make. */
export interface ToolFacts {
  /** `temperature_c`, `temperatureC` and `Temperature C` all key `temperaturec`. */
  readonly values: ReadonlyMap<string, string | number | boolean>;
  /** What a model says from the results ("In Paris, the temperature is 14 °C with rain."). */
  readonly summary: string;
}

/** Most characters of one result parsed; a longer one is read for its summary only. */
const MAX_RESULT_CHARS = 20_000;
/** How deep into a result's objects keys are read. */
const MAX_DEPTH = 3;
/** Fields that hold what a model says about the results. */
const SUMMARY_FIELDS = /^(?:summary|answer|response|result|reply|message|text|content|explanation|description|final_?answer|output)$/i;

/**
 * The facts of the tool results the conversation holds, or undefined when it holds none.
 * @example toolFacts(messages)?.values.get("temperature") // 14
 */
export function toolFacts(messages: readonly RequestMessage[]): ToolFacts | undefined {
  const results = messages.filter((message) => message.role === "tool");
  if (results.length === 0) return undefined;
  const values = new Map<string, string | number | boolean>();
  const read = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || value === null || typeof value !== "object") return;
    const entries = Array.isArray(value) ? value.slice(0, 20).map((item) => ["", item] as const) : Object.entries(value).slice(0, 100);
    for (const [key, inner] of entries) {
      if (typeof inner === "string" || typeof inner === "number" || typeof inner === "boolean") {
        const name = normalisedKey(key);
        if (name !== "" && !values.has(name)) values.set(name, inner);
      } else read(inner, depth + 1);
    }
  };
  for (const message of results) {
    const text = textOf(message);
    if (text.length > MAX_RESULT_CHARS || !/^\s*[[{]/.test(text)) continue;
    try {
      read(JSON.parse(text), 0);
    } catch {
      // Not JSON: its words reach the document through the summary.
    }
  }
  // The summary reads the results as the answer after them does; a handoff or an odd history may make it throw.
  let summary = "";
  try {
    summary = replyFromToolResults(messages);
  } catch {
    summary = "";
  }
  return { values, summary };
}

/**
 * `document` with the values the tool results give: each primitive field whose key a result
 * holds takes the result's value when it is of the field's type; a summary field takes what the
 * results say. Each change is kept only where `validate` accepts the document with it (an enum,
 * a pattern, a range the result's value does not fit keeps the faker's).
 */
export function withToolFacts(document: unknown, facts: ToolFacts, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object") return document;
  const copy = structuredClone(document) as Record<string, unknown> | unknown[];
  let changed = false;
  const visit = (node: Record<string, unknown> | unknown[], depth: number): void => {
    if (depth > MAX_DEPTH) return;
    for (const [key, value] of Object.entries(node)) {
      if (value !== null && typeof value === "object") {
        visit(value as Record<string, unknown>, depth + 1);
        continue;
      }
      if (Array.isArray(node)) continue;
      const fact = facts.values.get(normalisedKey(key));
      const next =
        fact !== undefined && typeof fact === typeof value
          ? fact
          : typeof value === "string" && facts.summary !== "" && SUMMARY_FIELDS.test(key)
            ? facts.summary
            : undefined;
      if (next === undefined || next === value) continue;
      node[key] = next;
      if (validate(copy)) changed = true;
      else node[key] = value;
    }
  };
  visit(copy, 0);
  return changed ? copy : document;
}
