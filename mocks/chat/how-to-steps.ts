/**
 * The steps of a how-to asked as a structured output: "How do I make pancakes?", "Steps to change
 * a flat tire", "How to set up a React project" with a schema of `steps` (strings, or objects of
 * a number and an instruction). The faker and the generic step sentences wrote "Gather
 * everything you need for a flat tire." and "Read through the plan once before you start."; the
 * plain chat already answers these from its tables (how-tos.ts, account-how-tos.ts, recipes.ts),
 * so the document takes the same real steps, one per numbered line or bullet of that answer.
 *
 * A look at the document's keys (a list of steps) comes before the prompt is read; the new list
 * is kept only where the caller's schema accepts it, else as many steps as the list holds.
 */
import { howToReply } from "./how-tos.ts";
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";
import { dishIn } from "./recipes.ts";

type Json = Record<string, unknown>;

/** Lists of a how-to's steps, by their name's last word in the singular. */
const STEP_LISTS: ReadonlySet<string> = new Set(["step", "instruction", "direction"]);
/** Fields of a step that hold its number. */
const NUMBER_KEYS: ReadonlySet<string> = new Set(["step", "number", "stepnumber", "order", "index", "no", "position", "sequence"]);
/** Fields of a step that hold what to do. */
const TEXT_KEYS: ReadonlySet<string> = new Set(["instruction", "instructions", "description", "text", "action", "detail", "details", "content", "how", "explanation", "body", "step", "directions"]);
/** Fields of a step that hold a short name of it. */
const TITLE_KEYS: ReadonlySet<string> = new Set(["title", "name", "heading", "summary", "label"]);
/** A numbered line or a bullet of an answer: "1. **Heat the water** to…", "- **Keep the same schedule**: go…". */
const LINE = /^\s*(?:\d{1,2}\.|[-*])\s+(.+)$/;

/** One step: its short name (the bold words of the line) and the whole instruction. */
export interface HowToStep {
  title: string;
  instruction: string;
}

/**
 * The steps of the how-to `prompt` asks for, as the plain chat answers it: a dish's recipe
 * steps, else the numbered lines or bullets of the how-to's answer; undefined for a how-to the
 * tables do not hold.
 * @example howToSteps("Steps to change a flat tire")?.[0]?.title // "Get somewhere safe"
 */
export function howToSteps(prompt: string): HowToStep[] | undefined {
  const dish = dishIn(prompt);
  if (dish) return dish.steps.map((step) => ({ title: step.replace(/[,;:.].*$/, ""), instruction: step }));
  const answer = howToReply(prompt.trim());
  if (answer === undefined) return undefined;
  const steps: HowToStep[] = [];
  for (const line of answer.split("\n")) {
    const text = LINE.exec(line)?.[1];
    if (text === undefined) continue;
    const title = /^\*\*([^*]+)\*\*/.exec(text)?.[1]?.replace(/[:.]$/, "") ?? text.replace(/[,;:.].*$/, "");
    // "**Keep the same schedule**: go to bed…" → "Keep the same schedule: go to bed…".
    const instruction = text.replace(/\*\*/g, "").replace(/`/g, "");
    steps.push({ title, instruction: /[.!?)]$/.test(instruction) ? instruction : `${instruction}.` });
  }
  return steps.length > 0 ? steps : undefined;
}

/**
 * `document` with its list of steps (as deep as a list inside a top-level object) the real
 * steps of the how-to the prompt asks for, where `validate` accepts it.
 * @example withHowToSteps({ steps: [{ step: 3, instruction: "Gather everything you need for a flat tire." }] }, "Steps to change a flat tire", check)
 * // { steps: [{ step: 1, instruction: "Get somewhere safe: pull over on flat, firm ground…" }, …] }
 */
export function withHowToSteps(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const path = stepList(document as Json, 0);
  if (!path) return document;
  const steps = howToSteps(prompt);
  if (!steps) return document;
  const copy = structuredClone(document) as Json;
  const holder = path.length === 1 ? copy : (copy[path[0]!] as Json);
  const key = path[path.length - 1]!;
  const list = holder[key] as unknown[];
  const template = list[0];
  if (template === undefined) return document;
  const write = (step: HowToStep, i: number): unknown => (typeof template === "string" ? step.instruction : typeof template === "object" && template !== null && !Array.isArray(template) ? written(template as Json, step, i) : undefined);
  if (typeof template !== "string" && (template === null || typeof template !== "object" || Array.isArray(template))) return document;
  // Every step where the schema takes them, else as many as the list holds (its maxItems, or a count the prompt asked).
  holder[key] = steps.map(write);
  if (validate(copy)) return copy;
  holder[key] = steps.slice(0, list.length).map(write);
  if (list.length <= steps.length && validate(copy)) return copy;
  return document;
}

/** The step `template` (an item of the caller's list) with `step`'s number, name and instruction. */
function written(template: Json, step: HowToStep, index: number): Json {
  const next = structuredClone(template);
  const keys = Object.keys(next);
  // A `step` field is the step's number when it is one, its text when it is text.
  const hasText = keys.some((key) => TEXT_KEYS.has(normalisedKey(key)) && normalisedKey(key) !== "step" && typeof next[key] === "string");
  for (const key of keys) {
    const normal = normalisedKey(key);
    if (typeof next[key] === "number" && NUMBER_KEYS.has(normal)) next[key] = index + 1;
    else if (typeof next[key] === "string" && TITLE_KEYS.has(normal)) next[key] = step.title;
    else if (typeof next[key] === "string" && TEXT_KEYS.has(normal) && (normal !== "step" || !hasText)) next[key] = step.instruction;
  }
  return next;
}

/** Where the list of steps is: [key] or [key of a top-level object, key]. */
function stepList(node: Json, depth: number): string[] | undefined {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      if (STEP_LISTS.has(singular(wordsOf(key).pop() ?? ""))) return [key];
    } else if (depth === 0 && value !== null && typeof value === "object") {
      const inner = stepList(value as Json, 1);
      if (inner) return [key, ...inner];
    }
  }
  return undefined;
}
