/**
 * The prose answer to a conversation that ends in tool results: the step of an agent loop
 * (openai's runTools, the AI SDK's multi-step generateText, LangChain's tool loop) where the
 * model has what it asked for and answers. It is written as a model writes it, from each call
 * (its name and arguments), its result and the user's question ("today"), one sentence (or a
 * list, set apart as a paragraph) per result in the order of the `tool` messages, deterministically:
 *
 * - an error (`{"error": …}`, text starting "Error"): "The get weather call failed: city not found."
 * - an action's bare acknowledgement (`{"status":"ok"}`, `"OK"`, `{}`, `null`, `{"status":"error",
 *   "message": …}`), confirmed from the call and the request (result-acks.ts): "Done — the kitchen
 *   lights are off.", "I've sent the email to Sam.", "I couldn't turn off the kitchen lights: Hub offline."
 * - arithmetic (a tool named for an operation with two numbers, a calculator with an
 *   `expression`): "3 × 12 = 36"; neighbouring ones join: "3 × 12 = 36, and 11 + 49 = 60."
 * - an object with a place (its own `city`, `location`…, or the call's): "In Paris, the
 *   temperature is 14 °C with rain." Temperatures take their unit from the field's name, a unit
 *   field or the call's `unit`; conditions read as an adjective ("it is sunny") or a noun ("with rain").
 *   A question about what to do in it ("Should I bring an umbrella?") gets the verdict (weather-verdicts.ts).
 * - a record of a well-known shape (result-records.ts): a quote ("Apple (AAPL) is trading at
 *   $227.48, down 0.8% today."), an order ("Order 4821 has shipped with UPS and should arrive on
 *   9 December 2026."), a person, a count ("There are 42 users."), a yes or a no ("I sent the
 *   email to bob@example.com.", "Yes, it is available.");
 * - a list of plain values, answering the question (result-values.ts): "The Model 3 is available
 *   in red, white and black.", "There are no colors available for the Model 3.";
 * - a list of records, at the top or in an object's one list field (result-lists.ts): "You have
 *   3 events today: Standup at 09:30, …", a numbered list when longer, led by the record the question
 *   picks ("The cheapest flight is JetBlue, at 199.": result-picks.ts); a search's hits answered
 *   from their snippets with their links (result-hits.ts);
 * - another object: its first fields as "the <field words> is <value>" (ISO dates as "9 December
 *   2026"), after "Here is the user:" for a getter (`get_user`) or "The create order call
 *   returned:" for any other tool.
 * - text: the answer itself ("The time is 14:05." for a getter); a search tool's "The search found: …".
 *
 * - a translation tool's result: `"good morning" in Japanese is "おはようございます".`
 *
 * Several results of one tool that the question compares ("Which is higher, Apple or
 * Microsoft?") are led by the comparison (result-comparisons.ts).
 *
 * Results are untrusted and may be anything (not JSON, huge, with a field named `constructor`):
 * lookups are Maps, what is parsed and described is capped, and nothing here throws.
 */
import type { components } from "../../generated/api.d.ts";
import { operationOfTool, type Operation } from "./arithmetic.ts";
import { capitalized } from "./reply.ts";
import { ackAnswer, acknowledgementOf } from "./result-acks.ts";
import { listAnswer, nounOf, wrappedList } from "./result-lists.ts";
import { availabilityAnswer } from "./result-availability.ts";
import { comparedAnswer } from "./result-comparisons.ts";
import { pickedAnswer } from "./result-picks.ts";
import { recordAnswer } from "./result-records.ts";
import { valuesAnswer, valuesField } from "./result-values.ts";
import { LANGUAGE_CODES } from "./language.ts";
import {
  acronymOf,
  argIn,
  type Call,
  counted,
  fieldWords,
  formatNumber,
  isNumber,
  isRecord,
  isScalar,
  listed,
  MAX_VALUE_CHARS,
  momentOf,
  momentText,
  normalizedKey,
  oneLine,
  pluralWord,
  textIn,
  withStop,
} from "./result-words.ts";
import { lastUserText, nameWords, textOf } from "./tools.ts";
import { hasTemperatureField, rainChanceOfField, WEATHER_QUESTION, weatherReadingOf, weatherVerdict, withArticle } from "./weather-verdicts.ts";

type RequestMessage = components["schemas"]["ChatMessage"];
type ToolCall = components["schemas"]["ToolCall"];

/** One result's answer: a whole sentence, or an arithmetic clause that joins its neighbours into one sentence. */
interface Part {
  text: string;
  arithmetic: boolean;
}

/** A JSON document, told apart from text that is not one (`undefined` is no JSON value). */
interface Parsed {
  value: unknown;
}

/** Results answered one by one; past these a loop of hundreds of calls gets one closing sentence, not a page. */
const MAX_RESULTS = 16;
/** Longest result (or arguments) parsed: a model summarises a huge document, it does not read it all, and neither do we. */
const MAX_JSON_CHARS = 256 * 1024;
/** Fields of an object said; a model picks the first few rather than reciting a record. */
const MAX_FIELDS = 8;
/** Longest text result quoted, and longest value within a sentence. */
const MAX_TEXT_CHARS = 200;
/** Fields of a nested object said, and items of a list named rather than counted. */
const MAX_NESTED_FIELDS = 3;
const MAX_LISTED_ITEMS = 3;

/**
 * The prose answer to the tool results the conversation ends with: one sentence per result
 * (arithmetic results joined into one), in the order of the `tool` messages, each matched to
 * its call by `tool_call_id`. Never throws: results or arguments that are not JSON, an id no
 * call has and huge results all get a sentence.
 *
 * @example
 * // multiply({"a":3,"b":12}) returned 36, add({"a":11,"b":49}) returned 60
 * replyFromToolResults(messages); // "3 × 12 = 36, and 11 + 49 = 60."
 * @example
 * // weather({"location":"San Francisco"}) returned {"location":"San Francisco","temperature":71}
 * replyFromToolResults(messages); // "In San Francisco, the temperature is 71°."
 * @example
 * // getWeather(…) returned {"city":"Paris","tempC":14,"conditions":"rain"}
 * replyFromToolResults(messages); // "In Paris, the temperature is 14 °C with rain."
 */
export function replyFromToolResults(messages: readonly RequestMessage[]): string {
  const calls = callsById(messages);
  const results = trailingResults(messages);
  if (results.length === 0) return "I have no tool results to go on.";
  const question = lastUserText(messages);
  const read = results.slice(0, MAX_RESULTS).map((message) => {
    const call = calls.get(message.tool_call_id ?? "");
    return [call === undefined ? undefined : readCall(call), textOf(message)] as const;
  });
  const parts = read.map(([call, text]) => answerOne(call, text, question));
  const sentences = sentencesOf(parts);
  // "Which is higher, Apple or Microsoft?": the comparison first, then each result (result-comparisons.ts).
  const compared = comparedAnswer(read.map(([call, text]) => [call, parsedJson(text)?.value] as const), question);
  if (compared !== undefined) sentences.unshift(compared);
  const more = results.length - MAX_RESULTS;
  if (more > 0) sentences.push(`I also got ${more} more ${more === 1 ? "result" : "results"}.`);
  // Sentences run on; a list (several lines) stands apart from its neighbours as a paragraph.
  return sentences.reduce((said, next, i) => (i === 0 ? next : `${said}${said.includes("\n") || next.includes("\n") ? "\n\n" : " "}${next}`), "");
}

/** Every call of the conversation by its id (a Map: an id is caller text). */
function callsById(messages: readonly RequestMessage[]): Map<string, ToolCall> {
  const calls = new Map<string, ToolCall>();
  for (const message of messages) {
    if (!Array.isArray(message.tool_calls)) continue;
    for (const call of message.tool_calls) calls.set(call.id, call);
  }
  return calls;
}

/** The `tool` messages the conversation ends with: the results of the last round of calls. */
function trailingResults(messages: readonly RequestMessage[]): readonly RequestMessage[] {
  let start = messages.length;
  while (start > 0 && messages[start - 1]!.role === "tool") start--;
  return messages.slice(start);
}

/** A call's name and arguments; arguments that are not a JSON object read as none. */
function readCall(call: ToolCall): Call {
  const name = typeof call.function?.name === "string" ? call.function.name.slice(0, 200) : "";
  const args = typeof call.function?.arguments === "string" ? parsedJson(call.function.arguments)?.value : undefined;
  return { name, args: new Map(isRecord(args) ? Object.entries(args) : []) };
}

/** `text` as JSON, or undefined when it is not JSON or too long to read. */
function parsedJson(text: string): Parsed | undefined {
  if (text.length > MAX_JSON_CHARS) return undefined;
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

/** The start of an object or a list of values (`{"`, `[1`, `[{`), not of text in brackets ("[INFO] done"). */
const LOOKS_LIKE_JSON = /^\s*(?:\{\s*["}]|\[\s*[-\d"[{\]])/;

/** The answer to one result, by the first rule that fits (see the top of this file); `question` is the user's last message. */
function answerOne(call: Call | undefined, text: string, question: string): Part {
  const json = parsedJson(text);
  const failure = failureOf(json, text);
  if (failure !== undefined) return sentence(`${callPhrase(call)} failed: ${withStop(failure)}`);
  // "OK", "done" after an action: confirmed from the call (result-acks.ts).
  if (json === undefined) {
    const acknowledged = ackedAnswer(call, text, question);
    if (acknowledged !== undefined) return sentence(acknowledged);
    // A document too big to read, or a broken one: said as such, not quoted as if it were prose.
    if (LOOKS_LIKE_JSON.test(text.slice(0, 100))) {
      return sentence(text.length > MAX_JSON_CHARS ? `${callPhrase(call)} returned a large result (${text.length} characters).` : `${callPhrase(call)} returned a result that is not valid JSON.`);
    }
    return sentence(translationAnswer(call, text) ?? textAnswer(call, text));
  }
  const value = json.value;
  const translated = translationAnswer(call, value);
  if (translated !== undefined) return sentence(translated);
  const sum = arithmeticOf(call, value);
  if (sum !== undefined) return { text: sum, arithmetic: true };
  const acknowledged = ackedAnswer(call, value, question);
  if (acknowledged !== undefined) return sentence(acknowledged);
  if (typeof value === "string") return sentence(textAnswer(call, value));
  if (isRecord(value)) return sentence(weatherAdvice(call, value, question) ?? valuesOfField(call, value, question) ?? shapedAnswer(call, value, question) ?? objectAnswer(call, value));
  if (Array.isArray(value)) {
    // ["red", "white", "black"]: the user's question answered with them (result-values.ts).
    const values = valuesAnswer(call, value, question);
    if (values !== undefined) return sentence(values);
    const said = withPick(listAnswer(call, value, question), call, value, question);
    if (said !== undefined) return sentence(said);
  }
  return sentence(valueAnswer(call, value));
}

const sentence = (text: string): Part => ({ text, arithmetic: false });

/** The confirmation of an action whose result only acknowledges it (`{"status":"ok"}`, `null`, "done"), or undefined. */
function ackedAnswer(call: Call | undefined, value: unknown, question: string): string | undefined {
  const ack = acknowledgementOf(value);
  return ack === undefined ? undefined : ackAnswer(call, ack, question);
}

/** Sentences from the parts: neighbouring arithmetic clauses make one sentence, as a model lists sums. */
function sentencesOf(parts: readonly Part[]): string[] {
  const sentences: string[] = [];
  let sums: string[] = [];
  const flush = () => {
    // "a, and b": two results of one question read as one answer, the comma as in "3 × 12 = 36, and 11 + 49 = 60".
    if (sums.length === 1) sentences.push(`${sums[0]}.`);
    else if (sums.length > 1) sentences.push(`${sums.slice(0, -1).join(", ")}, and ${sums[sums.length - 1]}.`);
    sums = [];
  };
  for (const part of parts) {
    if (part.arithmetic) {
      sums.push(part.text);
      continue;
    }
    flush();
    sentences.push(part.text);
  }
  flush();
  return sentences;
}

// ---------------------------------------------------------------------------------------------
// Failures

/** Keys of an error object that hold its message, in the order they are read. */
const MESSAGE_KEYS = ["message", "detail", "description", "reason", "error"];

/** The failure a result reports, or undefined when it reports none. */
function failureOf(json: Parsed | undefined, text: string): string | undefined {
  const value = json?.value;
  if (isRecord(value) && Object.hasOwn(value, "error")) return errorMessage(value.error, value);
  const plain = typeof value === "string" ? value : json === undefined ? text : undefined;
  if (plain === undefined) return undefined;
  // "Error: city not found", "ERROR - timeout": the convention of tool runners returning text.
  const lead = /^\s*error\b[\s:.\-–—]*/i.exec(plain.slice(0, 100));
  if (lead === null) return undefined;
  return oneLine(plain.slice(lead[0].length), MAX_TEXT_CHARS) || "no reason given";
}

/** The message of an `error` field; undefined when it says there is none (`null`, `false`, ""). */
function errorMessage(error: unknown, result: Record<string, unknown>): string | undefined {
  if (error === null || error === false || error === "" || error === undefined) return undefined;
  if (typeof error === "string") return oneLine(error, MAX_TEXT_CHARS) || "no reason given";
  if (typeof error === "number") return `error ${formatNumber(error)}`;
  // `{"error": true, "message": "…"}` keeps the message beside the flag.
  const holder = isRecord(error) ? error : result;
  for (const key of MESSAGE_KEYS) {
    const message = Object.hasOwn(holder, key) ? holder[key] : undefined;
    if (typeof message === "string" && message.trim() !== "") return oneLine(message, MAX_TEXT_CHARS);
  }
  return isRecord(error) && Object.keys(error).length > 0 ? describeValue(error) : "no reason given";
}

// ---------------------------------------------------------------------------------------------
// Arithmetic

/**
 * The sign of each operation (arithmetic.ts names a tool's). × and ÷ as a model writes them in
 * prose; + and the ASCII hyphen-minus, not U+2212, because the real minus sign looks like a
 * hyphen but is not one, so a test typing "20 - 5" would fail on it; ^ for powers, as in
 * plain-text chat.
 */
const SIGNS: ReadonlyMap<Operation, string> = new Map([
  ["multiply", "×"],
  ["add", "+"],
  ["subtract", "-"],
  ["divide", "÷"],
  ["power", "^"],
]);
/** The argument keys a calculator's expression may have. */
const EXPRESSION_KEYS = ["expression", "expr", "formula", "input", "query"];

/** "3 × 12 = 36" when the call is arithmetic and the result a number; else undefined. */
function arithmeticOf(call: Call | undefined, value: unknown): string | undefined {
  const result = numberIn(value);
  if (call === undefined || result === undefined) return undefined;
  const operation = operationOfTool(nameWords(call.name));
  const sign = operation === undefined || operation === "any" ? undefined : SIGNS.get(operation);
  const operands = sign === undefined ? undefined : operandsOf(call.args);
  if (sign !== undefined && operands !== undefined) {
    return `${operands.map((n, i) => operand(n, i, sign)).join(sign === "^" ? "^" : ` ${sign} `)} = ${formatNumber(result)}`;
  }
  const expression = operation === "any" ? calculatorExpression(call) : undefined;
  return expression === undefined ? undefined : `${expression} = ${formatNumber(result)}`;
}

/** The numbers operated on: exactly two numeric arguments, or one argument that is a short list of numbers (`sum({numbers: [1, 2, 3]})`). */
function operandsOf(args: ReadonlyMap<string, unknown>): number[] | undefined {
  const numbers = [...args.values()].filter(isNumber);
  if (numbers.length === 2) return numbers;
  const [only] = args.values();
  if (args.size === 1 && Array.isArray(only) && only.length >= 2 && only.length <= 10 && only.every(isNumber)) return only;
  return undefined;
}

/** An operand as written in the sum: a negative one after the first (or any in a power) in parentheses, "10 - (-5)". */
function operand(n: number, index: number, sign: string): string {
  return n < 0 && (index > 0 || sign === "^") ? `(${formatNumber(n)})` : formatNumber(n);
}

/** A calculator's expression, tidied ("2 + 2 =" → "2 + 2"), or undefined when it has none. */
function calculatorExpression(call: Call): string | undefined {
  for (const key of EXPRESSION_KEYS) {
    const expression = call.args.get(key);
    if (typeof expression !== "string") continue;
    const tidy = oneLine(expression, MAX_VALUE_CHARS).replace(/[\s=?]+$/, "");
    if (tidy !== "") return tidy;
  }
  return undefined;
}

/** The number a result is: a number, a numeric string, or an object whose only field is a number (`{"result": 36}`). */
function numberIn(value: unknown): number | undefined {
  if (isNumber(value)) return value;
  if (typeof value === "string" && /^\s*-?\d{1,30}(?:\.\d{1,30})?\s*$/.test(value)) return Number(value);
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 1 && isNumber(value[keys[0]!])) return value[keys[0]!] as number;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Objects

/** Field names (lowercase, letters and digits only) that name where a result is about. */
const PLACE_KEYS = new Set(["location", "city", "cityname", "place", "country", "region", "address", "town"]);
/** Temperature fields: `temperature`, `temp`, `tempC`, `temperature_f`, `temperature_2m`, `feels_like`… and the unit their name says. */
const TEMPERATURE_KEY = /^(temperature|temp|feelslike|apparenttemperature)(?:2m)?(c|f|celsius|fahrenheit)?$/;
/** Fields that name a temperature's unit, and the signs of the units they may say. */
const UNIT_KEYS = new Set(["unit", "units", "scale", "temperatureunit", "tempunit"]);
const UNIT_SIGNS = new Map<string, string>([
  ...["c", "celsius", "°c", "metric", "centigrade"].map((word): [string, string] => [word, "°C"]),
  ...["f", "fahrenheit", "°f", "imperial"].map((word): [string, string] => [word, "°F"]),
  ...["k", "kelvin"].map((word): [string, string] => [word, "K"]),
]);
/** Fields that say the weather's conditions; `description` and `summary` only beside a temperature (elsewhere they describe anything). */
const CONDITION_KEYS = new Set(["conditions", "condition", "weather", "sky", "skies", "forecast", "outlook"]);
const WEAK_CONDITION_KEYS = new Set(["description", "summary"]);
/** Conditions said with "it is" ("it is clear"); the rest, and words in -y, tell themselves apart as nouns ("with rain") and adjectives ("it is sunny"). */
const CONDITION_ADJECTIVES = new Set(["clear", "overcast", "fair", "dry", "humid", "hot", "cold", "warm", "mild", "cool", "calm", "freezing", "wet", "fine", "bright", "dull", "grey", "gray"]);
/** Humidity fields, said as a percentage. */
const HUMIDITY_KEYS = new Set(["humidity", "relativehumidity", "humiditypercent"]);
/** A tool's first word that makes it a lookup of what the rest of its name says (`get_user` → "the user"). */
const GETTERS = new Set(["get", "fetch", "retrieve", "lookup", "look", "load", "read", "find", "query", "show", "list", "check", "search"]);
/** A verb that makes text a sentence rather than a value: "The weather in Tokyo is sunny", "It's 60 degrees". */
const SENTENCE_VERB = /\S\s+(?:is|are|was|were|will|has|have|had)\s+\S|\b(?:it|that|there|he|she|they)['’](?:s|re|ll)\b/i;
/** Words that make a tool a search, whose text is "what the search found". */
const SEARCH_WORDS = new Set(["search", "find", "lookup", "query", "browse", "google", "bing"]);

/**
 * The answer to an object of a well-known shape: a quote, an order, a person, a count, a yes or
 * a no (result-records.ts), or a list in its one list field (result-lists.ts); undefined for
 * any other object. The `error` field left here is null or false: not a field to read.
 */
function shapedAnswer(call: Call | undefined, result: Record<string, unknown>, question: string): string | undefined {
  const record = Object.hasOwn(result, "error") ? Object.fromEntries(Object.entries(result).filter(([key]) => key !== "error")) : result;
  const known = recordAnswer(call, record);
  if (known !== undefined) return known;
  const wrapped = wrappedList(record);
  return wrapped === undefined ? undefined : withPick(listAnswer(call, wrapped.items, question, wrapped), call, wrapped.items, question, wrapped.key);
}

/** A list's answer led by the record the question picks out of it ("The cheapest flight is JetBlue, at $199."), when it picks one (result-picks.ts). */
function withPick(said: string | undefined, call: Call | undefined, items: readonly unknown[], question: string, key?: string): string | undefined {
  if (said === undefined) return undefined;
  // "Am I free tomorrow afternoon?": yes or no from the events in that window (result-availability.ts).
  const availability = availabilityAnswer(items, question);
  if (availability !== undefined) return availability;
  const pick = pickedAnswer(items, question, nounOf(call, key));
  if (pick !== undefined) return `${pick}${said.includes("\n") ? "\n\n" : " "}${said}`;
  // "Do I have any meetings tomorrow?" is a yes-or-no question: "Yes, you have 2 events tomorrow: …".
  if (ASKS_WHETHER_ANY.test(question.slice(0, 200)) && /^(?:You have|I found) /.test(said)) return `${/^(?:You have no|I found 0) /.test(said) ? "No" : "Yes"}, ${said.charAt(0).toLowerCase()}${said.slice(1)}`;
  return said;
}

/** A question whether there are any of the things a list result holds. */
const ASKS_WHETHER_ANY = /^\s*(?:(?:so|and|ok(?:ay)?),?\s+)?(?:do i have|have i got|are there|is there|did i (?:get|receive|have)|did anyone|has anyone|do we have|any)\b/i;

/** The answer to an object whose only field is a list of values (`{"colors": ["red", "white"]}`), or undefined. */
function valuesOfField(call: Call | undefined, result: Record<string, unknown>, question: string): string | undefined {
  const field = valuesField(result);
  return field === undefined ? undefined : valuesAnswer(call, field.items, question, field.key);
}

/**
 * The answer to a question about what to do in the weather ("Should I bring an umbrella?", "Do
 * I need a jacket?") from a weather result: the verdict, with the readings it rests on
 * (weather-verdicts.ts); undefined for other questions and results.
 */
function weatherAdvice(call: Call | undefined, result: Record<string, unknown>, question: string): string | undefined {
  const lower = question.slice(0, 300).toLowerCase();
  if (!WEATHER_QUESTION.test(lower)) return undefined;
  const fields = new Map(Object.entries(result).map(([key, value]) => [normalizedKey(key), value]));
  if (!/weather|forecast|climate/i.test(call?.name ?? "") && !hasTemperatureField(fields)) return undefined;
  const place = placeIn(new Map(Object.entries(result))) ?? placeIn(call?.args);
  return weatherVerdict(lower, weatherReadingOf(fields, Object.fromEntries(call?.args ?? [])), place === undefined ? "" : ` in ${place.name}`);
}

/** The answer to an object result: by its place when it has one, else by the tool. */
function objectAnswer(call: Call | undefined, result: Record<string, unknown>): string {
  // A Map: a field named `constructor` is a field, not Object's. An `error` left here is null or
  // false (a failure was answered before): it says there is none, which a model would not say.
  const fields = new Map(Object.entries(result).filter(([key]) => key !== "error"));
  if (fields.size === 0) return `${callPhrase(call)} returned nothing.`;
  const place = placeIn(fields) ?? placeIn(call?.args);
  if (place !== undefined) {
    const rest = new Map([...fields].filter(([key]) => !place.keys.includes(key)));
    const clauses = clausesOf(rest, call?.args, true);
    if (clauses.length > 0) return `In ${place.name}, ${listed(clauses)}.`;
  }
  const clauses = clausesOf(fields, call?.args, hasTemperature(fields));
  return `${leadOf(call)}: ${listed(clauses)}.`;
}

/** Where a result is about: its place fields' text (two at most, "Paris, France"), and the fields said so. */
function placeIn(fields: ReadonlyMap<string, unknown> | undefined): { name: string; keys: string[] } | undefined {
  const names: string[] = [];
  const keys: string[] = [];
  for (const [key, value] of fields ?? []) {
    if (typeof value !== "string" || !PLACE_KEYS.has(normalizedKey(key))) continue;
    const name = oneLine(value, MAX_VALUE_CHARS);
    if (name === "" || names.length === 2) continue;
    keys.push(key);
    if (!names.includes(name)) names.push(name);
  }
  return names.length > 0 ? { name: names.join(", "), keys } : undefined;
}

/**
 * The clauses that say an object's fields, in their order, at most MAX_FIELDS: "the name is
 * Alice". With `weather` (a place or a temperature) temperatures carry their unit and conditions
 * read as weather: "the temperature is 14 °C with rain", "it is sunny", "the humidity is 80%".
 */
function clausesOf(fields: ReadonlyMap<string, unknown>, args: ReadonlyMap<string, unknown> | undefined, weather: boolean): string[] {
  const temperatures = weather && hasTemperature(fields);
  // A unit argument is no field of the result: its key must not hide one.
  const unit = temperatures ? (unitIn(fields) ?? { sign: unitIn(args)?.sign, key: undefined }) : undefined;
  const clauses: string[] = [];
  let temperatureAt: number | undefined;
  let withConditions: string | undefined;
  let saidConditions = false;
  let chance: number | undefined;
  for (const [key, value] of fields) {
    if (clauses.length >= MAX_FIELDS) break;
    const normal = normalizedKey(key);
    if (unit?.key === key) continue; // said with the temperature
    const reading = temperatures ? temperatureOf(normal, value, unit?.sign) : undefined;
    if (reading?.feels) {
      clauses.push(`it feels like ${reading.text}`);
    } else if (reading !== undefined) {
      // A second reading in another unit goes beside the first: "14 °C (57 °F)".
      if (temperatureAt === undefined) temperatureAt = clauses.push(`the temperature is ${reading.text}`) - 1;
      else clauses[temperatureAt] += ` (${reading.text})`;
    } else if (weather && !saidConditions && typeof value === "string" && isConditionKey(normal, temperatures) && value.trim() !== "") {
      saidConditions = true;
      const conditions = conditionsOf(value);
      if (conditions.adjective) clauses.push(`it is ${conditions.text}`);
      else if (temperatures) withConditions = conditions.text;
      else clauses.push(`there ${pluralWord(conditions.text) ? "are" : "is"} ${conditions.text}`);
    } else if (weather && (chance = rainChanceOfField(normal, value)) !== undefined) {
      // A "precipitation" probability may be snow: said as the field says it.
      clauses.push(`there is ${withArticle(chance)} chance of ${/rain/.test(normal) ? "rain" : "precipitation"}`);
    } else if (weather && HUMIDITY_KEYS.has(normal) && isNumber(value) && value >= 0 && value <= 100) {
      clauses.push(`the humidity is ${formatNumber(value)}%`);
    } else {
      clauses.push(fieldClause(key, value));
    }
  }
  if (withConditions !== undefined) {
    if (temperatureAt !== undefined) clauses[temperatureAt] += ` with ${withConditions}`;
    else clauses.push(`there ${pluralWord(withConditions) ? "are" : "is"} ${withConditions}`); // only a "feels like"
  }
  return clauses;
}

function hasTemperature(fields: ReadonlyMap<string, unknown>): boolean {
  for (const [key, value] of fields) if (TEMPERATURE_KEY.test(normalizedKey(key)) && isTemperatureValue(value)) return true;
  return false;
}

/** A reading: a number, or text with one ("14°C"); `{"temp": "/tmp/x"}` is a folder, not a temperature. */
const isTemperatureValue = (value: unknown): boolean => isNumber(value) || (typeof value === "string" && /\d/.test(value.slice(0, MAX_VALUE_CHARS)));

function isConditionKey(normal: string, temperatures: boolean): boolean {
  return CONDITION_KEYS.has(normal) || (temperatures && WEAK_CONDITION_KEYS.has(normal));
}

/** A temperature as said ("14 °C", "71"), and whether it is a "feels like"; undefined when the field is not one. */
function temperatureOf(normal: string, value: unknown, unit: string | undefined): { text: string; feels: boolean } | undefined {
  const match = TEMPERATURE_KEY.exec(normal);
  if (match === null || !isTemperatureValue(value)) return undefined;
  const feels = match[1] === "feelslike" || match[1] === "apparenttemperature";
  // The field's own unit ("tempF") wins over a unit field or argument, which may say another reading's.
  const sign = match[2] !== undefined ? UNIT_SIGNS.get(match[2]) : unit;
  const number = numberIn(value);
  if (number === undefined) return { text: oneLine(String(value), MAX_VALUE_CHARS), feels };
  // No unit said anywhere: a degree sign, as a model writes it, without guessing the scale from the place.
  return { text: sign === undefined ? `${formatNumber(number)}°` : `${formatNumber(number)} ${sign}`, feels };
}

/** The unit a result's unit field (or the call's `unit` argument) says, and the field's key (said with the temperature, not again). */
function unitIn(fields: ReadonlyMap<string, unknown> | undefined): { sign: string; key: string } | undefined {
  for (const [key, value] of fields ?? []) {
    if (typeof value !== "string" || !UNIT_KEYS.has(normalizedKey(key))) continue;
    const sign = UNIT_SIGNS.get(value.trim().toLowerCase());
    if (sign !== undefined) return { sign, key };
  }
  return undefined;
}

/** Conditions as said mid-sentence ("Light rain" → "light rain"), and whether they read as an adjective ("sunny", "partly cloudy", "clear"). */
function conditionsOf(value: string): { text: string; adjective: boolean } {
  const line = oneLine(value, MAX_VALUE_CHARS);
  // Lowercase a capital that only starts the text; "UV warning" keeps its capitals.
  const text = /^\p{Lu}[\p{Ll}\s'-]*$/u.test(line) ? line.toLowerCase() : line;
  const last = text.toLowerCase().split(" ").pop() ?? "";
  return { text, adjective: CONDITION_ADJECTIVES.has(last) || (last.length >= 4 && last.endsWith("y")) };
}

/** "the name is Alice", "the tags are red, green and blue", "it is in stock". */
function fieldClause(key: string, value: unknown): string {
  const words = fieldWords(key);
  if (typeof value === "boolean") return flagClause(words, value);
  return `the ${words} ${pluralWord(words) ? "are" : "is"} ${describeValue(value)}`;
}

/** A yes/no field as a model says it: `in_stock: true` → "it is in stock", `has_wifi: false` → "it has no wifi", `can_edit` → "it can edit". */
function flagClause(words: string, value: boolean): string {
  const [verb, rest] = /^(is|has|can) (.+)$/.exec(words)?.slice(1) ?? ["is", words];
  if (verb === "has") return value ? `it has ${rest}` : `it has no ${rest}`;
  if (verb === "can") return value ? `it can ${rest}` : `it cannot ${rest}`;
  return value ? `it is ${rest}` : `it is not ${rest}`;
}

/**
 * A value in a few words: text shortened, numbers as numbers, yes/no, "none"; a list named
 * when short and plain ("red, green and blue"), else counted ("12 items"); a nested object by
 * its first fields ("city Paris, zip 75001"), deeper ones counted.
 */
function describeValue(value: unknown, depth = 0): string {
  if (typeof value === "string") {
    // An ISO date as a person writes it: "2026-12-09" → "9 December 2026"; other text as it is.
    const moment = /^\s*\d{4}-\d\d-\d\d/.test(value) ? momentOf(value) : undefined;
    return moment === undefined ? oneLine(value, MAX_VALUE_CHARS) || "empty" : momentText(moment);
  }
  if (isNumber(value)) return formatNumber(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) {
    if (value.length === 0) return "empty";
    if (value.length <= MAX_LISTED_ITEMS && value.every(isScalar)) return listed(value.map((item) => describeValue(item, depth + 1)));
    return counted(value.length, "item");
  }
  if (isRecord(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return "empty";
    if (depth > 0) return counted(keys.length, "field");
    return keys
      .slice(0, MAX_NESTED_FIELDS)
      .map((key) => `${fieldWords(key)} ${describeValue(value[key], depth + 1)}`)
      .join(", ");
  }
  return "none";
}

/** The answer to a result that is a number, a boolean, a list or null. */
function valueAnswer(call: Call | undefined, value: unknown): string {
  if (value === null || (Array.isArray(value) && value.length === 0)) return `${callPhrase(call)} returned nothing.`;
  const subject = subjectOf(call);
  if (Array.isArray(value)) {
    // "I found 3 users" when the tool lists a plural; else what the list holds.
    if (subject !== undefined && pluralWord(subject) && !value.every(isScalar)) return `I found ${value.length} ${subject}.`;
    return `${callPhrase(call)} returned ${describeValue(value)}.`;
  }
  const said = typeof value === "boolean" ? String(value) : describeValue(value);
  if (subject !== undefined) return `The ${subject} ${pluralWord(subject) ? "are" : "is"} ${said}.`;
  return `${callPhrase(call)} returned ${said}.`;
}

// ---------------------------------------------------------------------------------------------
// Translations

/** The fields of a translation result that hold the translated text, and the call's arguments that hold the text and the language. */
const TRANSLATION_KEYS = ["translation", "translatedtext", "translated", "result", "text", "output"];
const SOURCE_KEYS = ["text", "q", "sourcetext", "input", "phrase", "content"];
const TARGET_KEYS = ["targetlanguage", "targetlang", "target", "to", "tolanguage", "language", "lang", "targetlocale"];
/** Languages by their ISO 639-1 code, for a target written as one ("ja"). */
const LANGUAGE_NAMES = new Map(Object.entries(LANGUAGE_CODES).map(([name, code]) => [code, name]));

/**
 * A translation tool's result said as a model says it: `"good morning" in Japanese is
 * "おはようございます".`; undefined for any other call or a result without the text.
 */
function translationAnswer(call: Call | undefined, value: unknown): string | undefined {
  if (call === undefined || !/translat/i.test(call.name)) return undefined;
  const translated = typeof value === "string" ? value : isRecord(value) ? textIn(value, TRANSLATION_KEYS, MAX_TEXT_CHARS) : undefined;
  if (translated === undefined || translated.trim() === "" || /^\s*error\b/i.test(translated)) return undefined;
  const source = argIn(call.args, SOURCE_KEYS);
  const target = argIn(call.args, TARGET_KEYS);
  const code = typeof target === "string" ? target.trim().toLowerCase().slice(0, 2) : "";
  const language = typeof target !== "string" || target.trim() === "" ? undefined : target.trim().length <= 5 ? (LANGUAGE_NAMES.get(code) ?? target.trim()) : capitalized(oneLine(target, 40));
  const text = `"${oneLine(translated, MAX_TEXT_CHARS)}"`;
  if (typeof source !== "string" || source.trim() === "") return language === undefined ? `The translation is ${text}.` : `In ${language}, that's ${text}.`;
  return language === undefined ? `"${oneLine(source, MAX_VALUE_CHARS)}" translates to ${text}.` : `"${oneLine(source, MAX_VALUE_CHARS)}" in ${language} is ${text}.`;
}

// ---------------------------------------------------------------------------------------------
// Text

/** The answer to a text result: the text itself, as a getter's value ("The time is 14:05."), or what a search found. */
function textAnswer(call: Call | undefined, text: string): string {
  const line = oneLine(text, MAX_TEXT_CHARS);
  if (line === "") return `${callPhrase(call)} returned nothing.`;
  if (call !== undefined && nameWords(call.name).some((word) => SEARCH_WORDS.has(word))) return `The search found: ${withStop(line)}`;
  const subject = subjectOf(call);
  // A short value, not a sentence of its own: "14:05", "Sunny, 21 °C". A sentence without its
  // stop ("The weather in Tokyo is sunny", the Agents SDK's example) is the answer as it stands.
  if (subject !== undefined && line.length <= 60 && !/[.!?…](?:\s|$)/.test(line) && !SENTENCE_VERB.test(line)) return `The ${subject} ${pluralWord(subject) ? "are" : "is"} ${line}.`;
  return withStop(capitalized(line));
}

// ---------------------------------------------------------------------------------------------
// Words

/** How a sentence names the call: "The get weather call", or "The tool call" when no call has the result's id. */
function callPhrase(call: Call | undefined): string {
  const words = call === undefined ? [] : nameWords(call.name);
  return `The ${words.length > 0 ? words.join(" ") : "tool"} call`;
}

/** What a lookup tool looks up: `get_user` → "user", `look_up_order_status` → "order status"; undefined for other tools. */
function subjectOf(call: Call | undefined): string | undefined {
  if (call === undefined) return undefined;
  const words = nameWords(call.name);
  if (!GETTERS.has(words[0] ?? "")) return undefined;
  const rest = words.slice(words[1] === "up" ? 2 : 1);
  return rest.length > 0 ? rest.map((word) => acronymOf(word)).join(" ") : undefined;
}

/** What an object's fields follow: "Here is the user" for a lookup, "The create order call returned" for other tools. */
function leadOf(call: Call | undefined): string {
  const subject = subjectOf(call);
  if (subject === undefined) return `${callPhrase(call)} returned`;
  return `Here ${pluralWord(subject) ? "are" : "is"} the ${subject}`;
}

