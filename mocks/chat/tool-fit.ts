/**
 * Which of two tools that fit one ask a model calls: the one whose required arguments the
 * message gives. "Look up user 42" gives a user's id, so of `search_users` ({query}) and
 * `get_user` ({user_id}) it calls `get_user`; "Find users named Alice" gives a name and no id,
 * so it calls `search_users` and never `get_user` with an id it would have to invent. Tools
 * that work on other things ("get_weather" beside them) are not siblings and stay as they are.
 */
import type { components } from "../../generated/api.d.ts";
import type { Ask, ToolAction } from "./tool-asks.ts";
import { stem, toolVerbs } from "./tool-asks.ts";

type Tool = components["schemas"]["ChatTool"];

/** A property that holds a record's id or number: `user_id`, `userId`, `id`, `order_number`. */
const ID_PROPERTY = /(?:^|[_-])id$|[a-z]Id$|^id$|(?:^|[_-])(?:number|num|no)$|[a-z](?:Number|Num)$/;

/** A record named by its number or code: "user 42", "order #1234", "id 7", "invoice number 12", "product sku-123". */
const NUMBERED = /\b([a-z]+)\s+(#\s*|no\.?\s*|number\s+|id\s*[:=]?\s*)?(?:[a-z]{1,4}-?)?\d+\b|#\s*\d+\b/g;

/** Words before a number that make it an id whatever the record: "id 42", "number 7". */
const ID_WORDS = new Set(["id", "number", "no", "num"]);

/**
 * The tools of `tied` (indexes of `tools`, all asked equally well by `ask`) a model calls.
 * Siblings, the tied tools whose object the ask names, keep those that need an id when the
 * message gives one for that object, and those that need none when it gives none; both when it
 * gives an id and a name ("Find user 7 and users named Bob").
 * @example bestFits(ask("look", "user", "42"), [0, 1], [searchUsers, getUser], actions, "look up user 42") // [1]
 */
export function bestFits(ask: Ask, tied: readonly number[], tools: readonly Tool[], actions: readonly (ToolAction | undefined)[], lower: string): number[] {
  if (tied.length < 2) return [...tied];
  const siblings = tied.filter((i) => [...ask.objects].some((word) => actions[i]?.objects.has(word)));
  if (siblings.length < 2) return [...tied];
  const needsId = siblings.filter((i) => requiresId(tools[i]!));
  if (needsId.length === 0 || needsId.length === siblings.length) return [...tied];
  const things = new Set(siblings.flatMap((i) => [...actions[i]!.objects].filter((word) => ask.objects.has(word))));
  // "Find user 7 and users named Bob" asks for two records, and each sibling has what it needs
  // ("the user named Bob with id 7" is one, got by its id).
  const id = givesId(lower, things);
  if (id && lower.includes(" and ") && givesName(lower)) return [...tied];
  const keep = id ? needsId : siblings.filter((i) => !needsId.includes(i));
  return tied.filter((i) => !siblings.includes(i) || keep.includes(i));
}

/**
 * Of the tools in `kept` that work on one thing the ask names, those of the ask's own verb, when
 * some are and others are only of its kind: "Read the file config.yaml" calls `read_file`, not
 * `list_files` beside it (both get files). Tools of other things stay: "Find flights and hotels"
 * calls `search_flights` beside `find_hotels`.
 * @example ownVerbFits(ask("read", "file"), [0, 1], [readFile, listFiles], actions) // [0]
 */
export function ownVerbFits(ask: Ask, kept: readonly number[], tools: readonly Tool[], actions: readonly (ToolAction | undefined)[]): number[] {
  if (kept.length < 2) return [...kept];
  const things = (i: number) => [...ask.objects].filter((word) => actions[i]?.objects.has(word));
  const own = kept.filter((i) => things(i).length > 0 && toolVerbs(nameWordsOf(tools[i]!.function.name), tools[i]!.function.description ?? "").includes(ask.verb));
  if (own.length === 0) return [...kept];
  const ownThings = new Set(own.flatMap(things));
  return kept.filter((i) => own.includes(i) || !things(i).some((word) => ownThings.has(word)));
}

/** A tool name's words: `read_file` → read, file; `listFiles` → list, files. */
function nameWordsOf(name: string): string[] {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[\s_-]+/).filter(Boolean);
}

/** Whether a tool's parameters require a record's id or number (`get_user`'s `user_id`). */
export function requiresId(tool: Tool): boolean {
  const required = (tool.function.parameters as { required?: unknown } | undefined)?.required;
  return Array.isArray(required) && required.some((name) => typeof name === "string" && ID_PROPERTY.test(name));
}

/** A record named by its name: "users named Bob", "a customer called Ann Lee", "whose name is Kim". */
const NAMED = /\b(?:named|called|name\s+is|by\s+the\s+name(?:\s+of)?|with\s+the\s+name)\s+\S/;

/** Whether the message names a record by its name, as a search takes it (a cheap word check first). */
function givesName(lower: string): boolean {
  return (lower.includes("name") || lower.includes("called")) && NAMED.test(lower);
}

/**
 * Whether the message gives the number of one of `things` ("user 42"), or an id outright ("with
 * id 42", "#1234"); not a number of something else ("users older than 30"). A cheap digit check first.
 */
function givesId(lower: string, things: ReadonlySet<string>): boolean {
  if (!/\d/.test(lower)) return false;
  for (const match of lower.matchAll(NUMBERED)) {
    const word = match[1];
    if (word === undefined || match[2] !== undefined || ID_WORDS.has(word) || things.has(stem(word))) return true;
  }
  return false;
}

/** The required property of a tool that holds a record's id (`book_flight`'s `flight_id`), or undefined when it requires none. */
export function requiredIdKey(tool: Tool): string | undefined {
  const required = (tool.function.parameters as { required?: unknown } | undefined)?.required;
  return Array.isArray(required) ? required.find((name): name is string => typeof name === "string" && ID_PROPERTY.test(name)) : undefined;
}

/** Whether the message (lowercase) gives the number or code of one of `things` ("flight 512", "#1234", "id 7"). */
export const messageGivesId = (lower: string, things: ReadonlySet<string>): boolean => givesId(lower, things);
