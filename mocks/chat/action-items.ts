/**
 * The action items of a text the user gives ("Extract the action items from: 'John will send the
 * report by Monday. Maria needs to book the venue. We should all review the budget.'"): one item
 * per sentence that gives someone something to do, with who does it ("John"; nobody in
 * particular for "we all"), the task as an imperative ("Send the report") and when it is due as
 * the text writes it ("Monday"; null when it says nothing). The faker and the to-do filler wrote
 * two items "Decide what done looks like for budget".
 *
 * A cue (a word of tasks and a given text) and a look at the document's keys come before the
 * text is read; the new list is kept only where the caller's schema accepts it.
 */
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** One action the text gives: who, what, by when (null where it says nothing). */
export interface ActionItem {
  owner: string | null;
  task: string;
  due: string | null;
  /** The sentence as written. */
  sentence: string;
  /** The item as a line of a list of plain strings: who, then what and by when ("Priya: update the press kit by Friday"). */
  line: string;
}

/** Lists of actions, by the last word of their name in the singular (`action_items` also by its first). */
const ACTION_LISTS: ReadonlySet<string> = new Set(["action", "task", "todo", "followup", "assignment", "actionitem", "nextstep"]);
const OWNER_KEYS: ReadonlySet<string> = new Set(["owner", "assignee", "assignedto", "person", "who", "responsible", "responsibleperson", "name"]);
const TASK_KEYS: ReadonlySet<string> = new Set(["task", "action", "description", "title", "item", "text", "what", "todo", "actionitem"]);
const DUE_KEYS: ReadonlySet<string> = new Set(["due", "duedate", "deadline", "by", "when", "dueby", "date"]);

/** Who a sentence gives a task to ("John", "Maria and Tom", "We all"), then the verb of obligation. */
const ACTION = /^(?:(?:and|also|then|so)\s+)?(?<who>\p{Lu}[\p{L}'-]+(?:\s+(?:and|&)\s+\p{Lu}[\p{L}'-]+)?|we|i|you|everyone|everybody|the\s+team|the\s+\p{L}+\s+team),?\s+(?:(?:all|also|both)\s+)?(?:will|please|can\s+you|could\s+you|can|shall|should|must|need(?:s)?\s+to|ha(?:s|ve)\s+to|(?:is|are)\s+going\s+to|(?:is|are)\s+to|agreed\s+to|promised\s+to|offered\s+to|volunteered\s+to|to|'ll)\s+(?:(?:all|also|both|please)\s+)?(?<what>\p{L}.*)$/iu;
/** An imperative sentence ("Send the invoice by Friday"): a task for nobody in particular. */
const IMPERATIVE = /^(?:please\s+)?(?<what>(?:send|book|review|update|call|email|schedule|prepare|write|finish|draft|check|confirm|follow\s+up|share|order|fix|set\s+up|organi[sz]e|submit|contact|plan|create)\b.*)$/iu;
/** When a task is due, at its end: "by Monday", "before the 5th", "by end of week". */
const DUE = /\s+(?:by|before|on|until|no\s+later\s+than|due)\s+(?<due>(?:(?:next|this|the)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|today|tonight|eod|eow|end\s+of\s+(?:the\s+)?(?:day|week|month|quarter)|week|month|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+\p{L}+)?|\d{1,2}\/\d{1,2}(?:\/\d{2,4})?|\d{4}-\d{2}-\d{2})(?:\s+(?:morning|afternoon|evening|at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?))?)$/iu;
/** When a task is due without a word before it, at its end: "next week", "tomorrow". */
const BARE_DUE = /\s+(?<due>(?:next|this)\s+(?:week|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|today|tonight)$/iu;
/** Who speaks a transcript's line: "Sarah:", "- Mike Chen:". */
const SPEAKER = /^\s*(?:[-*•]\s*)?(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?)\s*:\s+/u;
/**
 * Where a text's sentences end, and where one sentence gives a second person a task after a
 * comma ("Priya please update the press kit by Friday, and Tom will book the venue").
 */
const SENTENCE_BREAK = /(?<=[.!?;])\s+|\n+|,\s+(?:and\s+)?(?=\p{Lu}\p{Ll}+,?\s+(?:will|please|should|must|needs?\s+to|has\s+to|is\s+going\s+to|'ll)\b)/u;
/** People who are nobody in particular: the whole group. */
const EVERYONE = /^(?:we|everyone|everybody|the\s+team|you)$/i;

/** Whether a prompt may give a text of action items: a word of tasks or of a meeting's notes, and a text (a colon, a quote, a line break). */
export function mayGiveActions(prompt: string): boolean {
  return /action|task|to-?do|follow[- ]?up|next step|assign|meeting|notes|minutes|transcript/i.test(prompt) && /[:\n"'“]/.test(prompt);
}

/**
 * The action items of the text `prompt` gives, in its order; empty when it gives none.
 * @example actionItemsIn("Extract the action items from: 'John will send the report by Monday.'") // [{ owner: "John", task: "Send the report", due: "Monday", … }]
 */
export function actionItemsIn(prompt: string): ActionItem[] {
  const colon = prompt.indexOf(":");
  const text = (colon >= 0 ? prompt.slice(colon + 1) : prompt).trim().replace(/^["'“‘]|["'”’]$/g, "");
  const items: ActionItem[] = [];
  // A transcript's lines open with who speaks ("Sarah: I'll send the budget by Friday"): their "I" is the speaker.
  const sentences = text
    .slice(0, 4000)
    .split(/\n+/)
    .flatMap((line) => {
      const speaker = SPEAKER.exec(line);
      const said = speaker ? line.slice(speaker[0].length) : line;
      return said.split(SENTENCE_BREAK).map((raw) => ({ raw, speaker: speaker?.[1] }));
    });
  for (const { raw, speaker } of sentences) {
    const sentence = raw.trim().replace(/^[-*•\d.)\s]+/, "").replace(/["'”’]$/, "").replace(/[.!?;]+$/, "").replace(/^(I|we|you)['’]ll\b/i, "$1 will");
    if (sentence.length < 4) continue;
    const match = ACTION.exec(sentence) ?? IMPERATIVE.exec(sentence);
    if (!match?.groups) continue;
    const who = match.groups.who?.trim();
    let what = match.groups.what!.trim();
    const due = DUE.exec(what) ?? BARE_DUE.exec(what);
    if (due) what = what.slice(0, due.index).trim();
    if (what.length < 3) continue;
    const owner = who === undefined || EVERYONE.test(who) ? null : who === "I" || who === "i" ? (speaker ?? "Me") : who;
    const task = what.charAt(0).toUpperCase() + what.slice(1);
    const when = due ? ` ${due[0].trim()}` : "";
    items.push({ owner, task, due: due?.groups?.due ?? null, sentence, line: owner === null ? `${task}${when}` : `${owner}: ${what}${when}` });
    if (items.length >= 20) break;
  }
  return items;
}

/**
 * `document` with its list of action items (`action_items`, `tasks`, as deep as a list inside a
 * top-level object) the items of the text the prompt gives, where `validate` accepts it.
 */
export function withActionItems(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !mayGiveActions(prompt)) return document;
  const path = actionList(document as Json, 0);
  if (!path) return document;
  const items = actionItemsIn(prompt);
  if (items.length === 0) return document;
  const copy = structuredClone(document) as Json;
  const holder = path.length === 1 ? copy : (copy[path[0]!] as Json);
  const key = path[path.length - 1]!;
  const list = holder[key] as unknown[];
  const template = list.find((item) => item !== null && typeof item === "object" && !Array.isArray(item)) as Json | undefined;
  if (template === undefined && list.length > 0 && !list.every((item) => typeof item === "string")) return document;
  holder[key] = items.map((item) => (template === undefined ? item.line : written(template, item, { owner: "null", due: "null" })));
  if (validate(copy)) return copy;
  // A schema that refuses null for nobody in particular takes the group ("Everyone"), and for no
  // due day says so, each field on its own: a nullable `due` beside a string `owner` stays null,
  // not "Not specified". One that refuses the words of a due day keeps its own document.
  if (template !== undefined) {
    for (const unsaid of UNSAID_FALLBACKS) {
      holder[key] = items.map((item) => written(template, item, unsaid));
      if (validate(copy)) return copy;
    }
  }
  return document;
}

/** What an action item's owner and due day say when the text gives none: null where the schema allows it, else words. */
interface Unsaid {
  owner: "null" | "words";
  due: "null" | "words";
}
/** The fallbacks tried after null for both, nearest to null first. */
const UNSAID_FALLBACKS: readonly Unsaid[] = [
  { owner: "words", due: "null" },
  { owner: "null", due: "words" },
  { owner: "words", due: "words" },
];

/** The item `template` (an item of the caller's list) with `item`'s values in its owner, task and due fields. */
function written(template: Json, item: ActionItem, unsaid: Unsaid): Json {
  const next = structuredClone(template);
  for (const key of Object.keys(next)) {
    const normal = normalisedKey(key);
    if (OWNER_KEYS.has(normal)) next[key] = item.owner ?? (unsaid.owner === "null" ? null : "Everyone");
    else if (TASK_KEYS.has(normal)) next[key] = item.task;
    else if (DUE_KEYS.has(normal)) next[key] = item.due ?? (unsaid.due === "null" ? null : "Not specified");
  }
  return next;
}

/** Where the list of actions is: [key] or [key of a top-level object, key]. */
function actionList(node: Json, depth: number): string[] | undefined {
  for (const [key, value] of Object.entries(node)) {
    if (Array.isArray(value)) {
      const words = wordsOf(key).map(singular);
      if (ACTION_LISTS.has(words.join("")) || ACTION_LISTS.has(words[words.length - 1] ?? "") || (words[0] === "action" && words.length === 2)) return [key];
    } else if (depth === 0 && value !== null && typeof value === "object") {
      const inner = actionList(value as Json, 1);
      if (inner) return [key, ...inner];
    }
  }
  return undefined;
}
