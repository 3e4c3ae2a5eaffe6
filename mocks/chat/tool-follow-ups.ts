/**
 * Tool calls in a conversation that has already called tools: the next turns of an agent loop
 * (the AI SDK's useChat, openai's runTools, a LangChain agent), where the user goes on talking
 * about what the tool found. A model reads the whole conversation, not the last message alone:
 *
 * - a follow-up that names no tool ("And tomorrow?", "And for 5 people?") calls again the tool
 *   the assistant called before;
 * - a follow-up's call keeps the earlier call's arguments and puts the new message's values on
 *   top ("And tomorrow?" after get_weather({"city":"Paris"}) → {"city":"Paris","date":<tomorrow>}):
 *   an argument the message does not write is never invented where the conversation names it;
 * - a question the last result already answers ("Should I bring an umbrella?" after a result
 *   with "Cloudy", "Is it warm?" after 18°) is answered in prose from that result, as a model
 *   answers from what it has rather than calling the tool again.
 *
 * Everything here starts from the earlier calls: a conversation without any pays one backwards
 * scan of its messages.
 */
import type { components } from "../../generated/api.d.ts";
import type { ConversationReading } from "./conversation-reading.ts";
import { companyIn, tickerOf } from "./tickers.ts";
import { messageText } from "./message-text.ts";
import { hasTemperatureField, WEATHER_QUESTION, weatherReadingOf, weatherVerdict } from "./weather-verdicts.ts";

type Schemas = components["schemas"];
type RequestMessage = Schemas["ChatMessage"];
type Tool = Schemas["ChatTool"];
type ToolCall = Schemas["ToolCall"];

/** A call the assistant made before the last user message, with the result it got (parsed when JSON). */
export interface EarlierCall {
  name: string;
  args: Record<string, unknown>;
  result: unknown;
}

/** Longest arguments or result read (a model reads a result; a huge one is not worth parsing here). */
const MAX_JSON_CHARS = 64 * 1024;

/**
 * The calls of the last assistant turn that called tools before the last user message, with
 * their results; empty when none did (or the conversation ends in tool results: that loop's
 * answer is tool-results-reply.ts's).
 * @example earlierCalls(messages) // [{ name: "get_weather", args: { city: "Paris" }, result: { temperature: 18, conditions: "Cloudy" } }]
 */
export function earlierCalls(messages: readonly RequestMessage[]): EarlierCall[] {
  let user = messages.length - 1;
  while (user >= 0 && messages[user]!.role !== "user") user--;
  if (user < 0) return [];
  for (let i = user - 1; i >= 0; i--) {
    const calls = messages[i]!.role === "assistant" ? messages[i]!.tool_calls : undefined;
    if (!calls || calls.length === 0) continue;
    const results = new Map<string, unknown>();
    for (const message of messages.slice(i + 1, user)) if (message.role === "tool" && message.tool_call_id !== undefined) results.set(message.tool_call_id, parsed(textOf(message)));
    return calls.map((call) => {
      const args = parsed(call.function.arguments);
      return { name: call.function.name, args: isRecord(args) ? args : {}, result: results.get(call.id) };
    });
  }
  return [];
}

/** A short follow-up that names no tool: "And tomorrow?", "And for 5 people?", "What about in Celsius?", "How about Friday?". */
const FOLLOW_UP = /^\s*(?:and|also|plus|ok(?:ay)?,?\s+(?:and|what about|how about)|(?:and\s+)?(?:what|how)\s+about)\b[^.?!\n]{1,60}[?.!]?\s*$/i;

/**
 * The tools a follow-up naming none calls: those the assistant called in its last turn of calls
 * (offered still); empty when the message is no follow-up or nothing was called.
 * @example followUpTools("and tomorrow?", messages, tools) // [get_weather]
 */
export function followUpTools(lower: string, messages: readonly RequestMessage[], tools: readonly Tool[]): Tool[] {
  if (lower.length > 80 || !FOLLOW_UP.test(lower)) return [];
  const names = new Set(earlierCalls(messages).map((call) => call.name));
  return tools.filter((tool) => names.has(tool.function.name));
}

/**
 * The calls with the earlier call of each one's tool as their base: the new message's values on
 * top of the earlier arguments. A generated value is the message's when it writes it (a place,
 * a number, an enum's value), when it names a day or a time for a date's or a time's value, or
 * when the argument is new; else the earlier call's value stays. Arguments the tool's schema no
 * longer has are dropped. Calls of a tool not called before are as generated.
 * @example withEarlierArguments(calls, messages, tools, reading) // "And tomorrow?": get_weather {"city":"Paris","date":"2026-03-13"}
 */
export function withEarlierArguments(calls: readonly ToolCall[], messages: readonly RequestMessage[], tools: readonly Tool[], reading: ConversationReading): readonly ToolCall[] {
  const earlier = earlierCalls(messages);
  if (earlier.length === 0) return calls;
  const bases = new Map(earlier.map((call) => [call.name, call.args]));
  let named: ((value: unknown) => boolean) | undefined;
  return calls.map((call) => {
    const base = bases.get(call.function.name);
    const generated = parsed(call.function.arguments);
    if (base === undefined || Object.keys(base).length === 0 || !isRecord(generated)) return call;
    const schema = tools.find((tool) => tool.function.name === call.function.name)?.function.parameters as Record<string, unknown> | undefined;
    const properties = isRecord(schema?.properties) ? schema.properties : undefined;
    // "What about in Celsius?": the unit's word, not a city named Celsius.
    const enumWords = new Set(Object.entries(generated).flatMap(([key, value]) => (typeof value === "string" && isRecord(properties?.[key]) && Array.isArray((properties[key] as Record<string, unknown>).enum) ? [value.toLowerCase()] : [])));
    const merged: Record<string, unknown> = {};
    const keys = properties ? Object.keys(properties) : [...new Set([...Object.keys(base), ...Object.keys(generated)])];
    for (const key of keys) {
      const property = properties?.[key];
      const value = generated[key];
      const borrowed = typeof value === "string" && enumWords.has(value.toLowerCase()) && !(isRecord(property) && Array.isArray(property.enum));
      const fresh = !(key in base) || (!borrowed && written(value, isRecord(property) ? property : {}, reading));
      // An earlier value stays when the conversation named it ("Paris", a day, a count), not a
      // text the earlier call composed: "Send another one to Alice saying I'm late" writes a new body.
      if (key in generated && (fresh || !(named ??= conversationNames(messages))(base[key]))) merged[key] = value;
      else if (key in base) merged[key] = base[key];
    }
    return { ...call, function: { ...call.function, arguments: JSON.stringify(merged) } };
  });
}

/** Most characters of the earlier messages read for the values they name. */
const MAX_CONVERSATION_CHARS = 32 * 1024;

/**
 * Whether an earlier call's value is one the conversation before the last user message names:
 * a number, a yes/no, a day or a time, a word without spaces (a ticker, an id, a file), or text
 * its messages (the user's, the assistant's, the tools') write ("Paris", "New York").
 */
function conversationNames(messages: readonly RequestMessage[]): (value: unknown) => boolean {
  let text: string | undefined;
  return (value) => {
    if (typeof value === "number" || typeof value === "boolean") return true;
    if (typeof value !== "string" || value.length === 0) return false;
    if (MOMENT.test(value) || (value.length <= 40 && !/\s/.test(value))) return true;
    if (text === undefined) {
      let last = messages.length - 1;
      while (last >= 0 && messages[last]!.role !== "user") last--;
      text = messages.slice(0, Math.max(0, last)).map(textOf).join("\n").slice(-MAX_CONVERSATION_CHARS).toLowerCase();
    }
    return text.includes(value.toLowerCase());
  };
}

/** ISO dates and times: a value a message writes as a day or a time ("tomorrow", "at 3pm"). */
const MOMENT = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}|$)|^\d{2}:\d{2}/;

/** Whether the message writes `value`, an argument generated for it. */
function written(value: unknown, property: Record<string, unknown>, reading: ConversationReading): boolean {
  if (typeof value === "number") return reading.numbers.includes(value);
  if (typeof value === "boolean") return false;
  if (typeof value !== "string" || value.length === 0) return false;
  if (MOMENT.test(value)) {
    const schedule = reading.schedule;
    return schedule !== undefined && (schedule.days.length > 0 || schedule.times.length > 0 || schedule.at !== undefined);
  }
  const lower = value.toLowerCase();
  if (reading.lowerPrompt.includes(lower)) return true;
  // An optional enum is written only when the message names its value (or another word for it: "in °C").
  if (Array.isArray(property.enum)) return false;
  // "what about sf?" → "San Francisco"; "and Apple?", "what about apple?" → "AAPL".
  if (reading.words.some((word) => word === value || tickerOf(word) === value)) return true;
  const company = /^[A-Z.]{1,6}$/.test(value) ? companyIn(reading.lowerPrompt) : undefined;
  return company !== undefined && tickerOf(company) === value;
}

const WEATHER_TOOL = /weather|forecast|climate/i;
const PLACE_KEY = /^(?:city|location|place|town|name)$/;

/**
 * The prose answer to a question the last result already answers: a weather question ("Should
 * I bring an umbrella?", "Is it warm?") after a result with conditions or a temperature, when
 * the message names no other place and no day. Undefined when the result does not cover it.
 * @example answerFromEarlierResult(messages, reading) // "You probably won't need one: it's cloudy in Paris, with no rain in the forecast I have."
 */
export function answerFromEarlierResult(messages: readonly RequestMessage[], reading: ConversationReading, chosen: readonly string[] = []): string | undefined {
  const lower = reading.lowerPrompt;
  if (lower.length > 200 || !WEATHER_QUESTION.test(lower)) return undefined;
  const schedule = reading.schedule;
  if (schedule !== undefined && (schedule.days.length > 0 || schedule.times.length > 0 || schedule.at !== undefined)) return undefined;
  const earlier = earlierCalls(messages);
  // "Is it warm? And email Bob the plan": a tool not called before is still called.
  if (chosen.some((name) => !earlier.some((call) => call.name === name))) return undefined;
  for (const call of earlier) {
    if (!isRecord(call.result)) continue;
    const fields = new Map(Object.entries(call.result).map(([key, value]) => [key.toLowerCase().replace(/[^a-z]/g, ""), value]));
    // A weather tool's result, or one with a temperature: a product's `description` says nothing of rain.
    if (!WEATHER_TOOL.test(call.name) && !hasTemperatureField(fields)) continue;
    const place = placeOf(fields) ?? placeOf(new Map(Object.entries(call.args).map(([key, value]) => [key.toLowerCase().replace(/[^a-z]/g, ""), value])));
    // "Should I bring an umbrella in London?": another place, another call.
    if (reading.words.some((word) => word !== place && !/^(?:Should|Is|Do|Does|Will|Thanks|Thank|Great|Ok|Okay|Cool|Nice|Perfect)$/.test(word))) return undefined;
    const verdict = weatherVerdict(lower, weatherReadingOf(fields, call.args, assistantUnit(messages)), place === undefined ? "" : ` in ${place}`);
    if (verdict !== undefined) return verdict;
  }
  return undefined;
}

/** The place a result or a call names. */
function placeOf(fields: ReadonlyMap<string, unknown>): string | undefined {
  for (const [key, value] of fields) if (PLACE_KEY.test(key) && typeof value === "string" && value.length > 0 && value.length <= 60) return value;
  return undefined;
}

/** The unit the assistant's last prose wrote a temperature in ("18°C" → "c"). */
function assistantUnit(messages: readonly RequestMessage[]): "c" | "f" | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.role !== "assistant" || message.tool_calls?.length) continue;
    const unit = /°\s?([CF])\b/.exec(textOf(message))?.[1];
    return unit === "F" ? "f" : unit === "C" ? "c" : undefined;
  }
  return undefined;
}

/** Text of a message's content (parts joined). */
const textOf: (message: RequestMessage) => string = messageText;

/** A JSON value parsed from `text`, or the text itself when it is no JSON (or too long to read). */
function parsed(text: string | null | undefined): unknown {
  if (typeof text !== "string" || text.length > MAX_JSON_CHARS) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
