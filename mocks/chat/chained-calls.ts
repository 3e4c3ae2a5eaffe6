/**
 * Calls that wait for another call's result, as an agent makes them over two steps: "Find the
 * cheapest flight from NYC to LA next Friday and book it" with `search_flights` and
 * `book_flight({flight_id})` first searches (the message gives no flight's id, and a model does
 * not invent one), then, when the search's results come back, books the flight they pick:
 * `book_flight({"flight_id": "B6200"})`, the cheapest one's id.
 *
 * - Step one (`waitingForResults`): of the tools chosen for a message, one that requires a
 *   record's id the message does not give waits, when another chosen tool finds or lists those
 *   records (`search_flights` beside `book_flight`, `list_orders` beside `cancel_order`).
 * - Step two (`callsAfterResults`): after the results, the tools that waited are called with the
 *   id of the record the message picks ("the cheapest", "the earliest": result-picks.ts), or of
 *   the only record found. When the results pick none (several records, no superlative), the
 *   answer stays the prose about the results: a model asks which one.
 */
import type { components } from "../../generated/api.d.ts";
import { wrappedList } from "./result-lists.ts";
import { pickedRecord } from "./result-picks.ts";
import { isRecord } from "./result-words.ts";
import { stem } from "./tool-asks.ts";
import { messageGivesId, requiredIdKey } from "./tool-fit.ts";
import { lastUserText, nameWords } from "./tools.ts";
import { messageText } from "./message-text.ts";

type Schemas = components["schemas"];
type RequestMessage = Schemas["ChatMessage"];
type Tool = Schemas["ChatTool"];
type ToolCall = Schemas["ToolCall"];

/** A tool's first words that make it find or list records, not act on one. */
const FINDERS = new Set(["search", "find", "list", "query", "lookup", "look", "get", "browse", "fetch"]);
/** Longest result read for records. */
const MAX_RESULT_CHARS = 256 * 1024;

/** A call made after the results: the tool, the property that takes the id and the picked record's id. */
export interface WaitedCall {
  tool: Tool;
  key: string;
  id: string | number;
}

/** The calls to make after the results, and the tools that wait on a record the results do not pick. */
export interface AfterResults {
  calls: WaitedCall[];
  unpicked: Tool[];
}

/** A tool that waits for a record's id: the property that takes it and the thing it is the id of ("flight"). */
interface Waiting {
  tool: Tool;
  key: string;
  thing: string;
}

/**
 * The tools of `chosen` to call now: without those that need an id another chosen tool's results
 * will give. `prompt` is the user's message.
 * @example waitingForResults([searchFlights, bookFlight], "Find the cheapest flight to LA and book it") // [searchFlights]
 */
export function waitingForResults<T extends Tool>(chosen: readonly T[], prompt: string): T[] {
  if (chosen.length < 2) return [...chosen];
  const lower = prompt.slice(0, 2000).toLowerCase();
  return chosen.filter((tool) => {
    const waiting = waitingOf(tool);
    if (waiting === undefined || messageGivesId(lower, new Set([waiting.thing]))) return true;
    return !chosen.some((other) => other !== tool && finds(other, waiting.thing));
  });
}

/**
 * The calls to make after the results a conversation ends with: the tools the user's message
 * chose that waited (`chooseFor` chooses for the conversation up to that message), each with the
 * id of the record the results pick. Empty when none waited or the results pick no one record.
 */
export function callsAfterResults(messages: readonly RequestMessage[], chooseFor: (upToMessage: readonly RequestMessage[]) => readonly Tool[]): AfterResults {
  const none: AfterResults = { calls: [], unpicked: [] };
  let user = messages.length - 1;
  while (user >= 0 && messages[user]!.role !== "user") user--;
  if (user < 0) return none;
  const called = new Set<string>();
  const resultIds = new Set<string>();
  for (const message of messages.slice(user + 1)) {
    for (const call of message.tool_calls ?? []) called.add(call.function.name);
    if (message.role === "tool" && typeof message.tool_call_id === "string") resultIds.add(message.tool_call_id);
  }
  const chosen = chooseFor(messages.slice(0, user + 1));
  const waiting = chosen.filter((tool) => !called.has(tool.function.name)).map(waitingOf).filter((w): w is Waiting => w !== undefined);
  if (waiting.length === 0) return none;
  const question = lastUserText(messages);
  const records = resultRecords(messages.slice(user + 1));
  const calls: WaitedCall[] = [];
  const unpicked: Tool[] = [];
  for (const wait of waiting) {
    const withIds = records.filter((record) => idOf(record, wait) !== undefined);
    const picked = withIds.length === 1 ? withIds[0] : pickedRecord(withIds, question);
    const id = picked === undefined ? undefined : idOf(picked, wait);
    if (id !== undefined) calls.push({ tool: wait.tool, key: wait.key, id });
    else if (withIds.length > 1) unpicked.push(wait.tool);
  }
  return { calls, unpicked };
}

/**
 * What a model asks after results that list several records when the message asked to act on
 * one without saying which ("…and book one"): "Which one would you like me to book?", from the
 * verb of the tool that waits; undefined when none waits.
 */
export function whichOneQuestion(unpicked: readonly Tool[]): string | undefined {
  const verb = unpicked.length === 0 ? undefined : nameWords(unpicked[0]!.function.name)[0];
  return verb === undefined ? undefined : `Which one would you like me to ${verb}?`;
}

/** `calls` with the id each waited-for tool takes from the results put in its arguments (the rest as they were made). */
export function withWaitedIds(calls: readonly ToolCall[], waited: readonly WaitedCall[]): ToolCall[] {
  if (waited.length === 0) return [...calls];
  return calls.map((call) => {
    const wait = waited.find((w) => w.tool.function.name === call.function.name);
    if (wait === undefined) return call;
    let args: Record<string, unknown> = {};
    try {
      const parsed = JSON.parse(call.function.arguments) as unknown;
      if (isRecord(parsed)) args = parsed;
    } catch {
      // arguments the mock made are JSON; an empty object is the fallback
    }
    return { ...call, function: { ...call.function, arguments: JSON.stringify({ ...args, [wait.key]: wait.id }) } };
  });
}

/** The id a tool requires and the thing it identifies: `flight_id` → "flight"; a bare `id` is of the tool's object (`book_flight` → "flight"). */
function waitingOf(tool: Tool): Waiting | undefined {
  const key = requiredIdKey(tool);
  if (key === undefined) return undefined;
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase().split(/[\s_-]+/).filter(Boolean);
  const named = words.slice(0, -1).pop();
  const thing = named ?? nameWords(tool.function.name).at(-1);
  return thing === undefined ? undefined : { tool, key, thing: stem(thing) };
}

/** Whether a tool finds or lists the `thing` records (`search_flights` finds "flight"), without needing one's id itself. */
function finds(tool: Tool, thing: string): boolean {
  const words = nameWords(tool.function.name);
  return FINDERS.has(words[0] ?? "") && words.slice(1).some((word) => stem(word) === thing) && requiredIdKey(tool) === undefined;
}

/** The records the results hold: a list at the top, in an object's one list field, or an object alone. */
function resultRecords(messages: readonly RequestMessage[]): Record<string, unknown>[] {
  const records: Record<string, unknown>[] = [];
  for (const message of messages) {
    if (message.role !== "tool") continue;
    const text = messageText(message);
    if (text.length > MAX_RESULT_CHARS) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      continue;
    }
    const list = Array.isArray(value) ? value : isRecord(value) ? (wrappedList(value)?.items ?? [value]) : [];
    for (const item of list.slice(0, 50)) if (isRecord(item)) records.push(item);
  }
  return records;
}

/** A record's id for `wait`: its field of the same name (`flight_id`), else its `id`, else `<thing>Id`. */
function idOf(record: Record<string, unknown>, wait: Waiting): string | number | undefined {
  const wanted = new Set([wait.key.toLowerCase().replace(/[^a-z0-9]/g, ""), "id", `${wait.thing}id`]);
  for (const key of Object.keys(record).slice(0, 100)) {
    if (!wanted.has(key.toLowerCase().replace(/[^a-z0-9]/g, ""))) continue;
    const value = record[key];
    if ((typeof value === "string" && value.trim() !== "" && value.length <= 200) || (typeof value === "number" && Number.isFinite(value))) return value;
  }
  return undefined;
}
