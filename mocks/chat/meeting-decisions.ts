/**
 * The decisions of meeting notes the user gives ("Summarize these meeting notes: We decided to
 * move the launch to March. Sarah will update the roadmap by Friday. We agreed to hire two
 * engineers.") for a schema's `decisions` list: the sentences that say something was decided,
 * agreed or approved, as the notes write them. The faker and the text passes wrote `["We"]`; a
 * model lists "We decided to move the launch to March." and "We agreed to hire two engineers.".
 * The action items of the same notes are action-items.ts's.
 *
 * A look at the document's keys (a list of decisions) and a cue in the prompt (a word of deciding
 * and a given text) come before the notes are read; the new list is kept only where the caller's
 * schema accepts it.
 */
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** Fields of a decision that hold what was decided. */
const TEXT_KEYS: ReadonlySet<string> = new Set(["decision", "description", "text", "summary", "title", "what", "detail", "details", "content", "outcome"]);
/** A sentence that records a decision: "We decided to…", "The team agreed on…", "Budget approved". */
const DECIDED = /\b(?:decided|decide|decision|agreed|agree|approved|approve|chose|chosen|settled\s+on|resolved|concluded|signed\s+off|will\s+go\s+with|going\s+with|greenlit|voted)\b/i;
/** The cue before any reading: a word of deciding (the stems of DECIDED). */
const CUE = /decid|decision|agree|approv|chose|chosen|settled|resolved|conclude|signed off|go(?:ing)? with|greenlit|voted/i;

/**
 * The decisions of the notes `prompt` gives, in their order, as written (a full stop at the end).
 * @example decisionsIn("Meeting notes: We decided to move the launch to March. Sarah will update the roadmap.") // ["We decided to move the launch to March."]
 */
export function decisionsIn(prompt: string): string[] {
  const colon = prompt.indexOf(":");
  const text = (colon >= 0 ? prompt.slice(colon + 1) : prompt).trim();
  const decisions: string[] = [];
  for (const raw of text.slice(0, 4000).split(/(?<=[.!?;])\s+|\n+/)) {
    const sentence = raw.trim().replace(/^[-*•\d.)\s]+/, "").replace(/^["'“‘]|["'”’]$/g, "").trim();
    if (sentence.length < 8 || !DECIDED.test(sentence) || sentence.endsWith("?")) continue;
    decisions.push(/[.!]$/.test(sentence) ? sentence : `${sentence.replace(/[;,]$/, "")}.`);
    if (decisions.length >= 20) break;
  }
  return decisions;
}

/**
 * `document` with its list of decisions (`decisions`, `key_decisions`, as deep as a list inside a
 * top-level object) the decisions of the notes the prompt gives, where `validate` accepts it.
 * @example withDecisions({ summary: "…", decisions: ["We"] }, "Summarize: We decided to move the launch to March.", check)
 * // { summary: "…", decisions: ["We decided to move the launch to March."] }
 */
export function withDecisions(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  if (!/[:\n]/.test(prompt) || !CUE.test(prompt)) return document;
  const path = decisionList(document as Json, 0);
  if (!path) return document;
  const decisions = decisionsIn(prompt);
  if (decisions.length === 0) return document;
  const copy = structuredClone(document) as Json;
  const holder = path.length === 1 ? copy : (copy[path[0]!] as Json);
  const key = path[path.length - 1]!;
  const list = holder[key] as unknown[];
  const template = list.find((item) => item !== null && typeof item === "object" && !Array.isArray(item)) as Json | undefined;
  if (template === undefined && !list.every((item) => typeof item === "string")) return document;
  holder[key] = decisions.map((decision) => (template === undefined ? decision : written(template, decision)));
  return validate(copy) ? copy : document;
}

/** The decision `template` (an item of the caller's list) with `decision` in its text fields. */
function written(template: Json, decision: string): Json {
  const next = structuredClone(template);
  for (const key of Object.keys(next)) if (typeof next[key] === "string" && TEXT_KEYS.has(normalisedKey(key))) next[key] = decision;
  return next;
}

/** Where the list of decisions is: [key] or [key of a top-level object, key]. */
function decisionList(node: Json, depth: number): string[] | undefined {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      if (singular(wordsOf(key).pop() ?? "") === "decision") return [key];
    } else if (depth === 0 && value !== null && typeof value === "object") {
      const inner = decisionList(value as Json, 1);
      if (inner) return [key, ...inner];
    }
  }
  return undefined;
}
