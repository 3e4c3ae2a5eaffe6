/**
 * The tool calls of an answer: per chosen tool an id (`call_` and 24 letters and digits, from
 * the request's seed) and arguments generated from the tool's `parameters` schema. A schema
 * that yields no arguments (not JSON Schema, contradictory, too large) is a 400 naming `tools`.
 */
import type { components } from "../../generated/api.d.ts";
import { MockError } from "../core/errors.ts";
import { hashSeed, seededRandom } from "../data/random.ts";
import type { Memo } from "../state/memo.ts";
import { operationOfTool, sumsFor, sumsIn, type Sum } from "./arithmetic.ts";
import { generateDocument, type DocumentHints } from "./schema-documents.ts";
import { nameWords } from "./tools.ts";
import { tickerOf } from "./tickers.ts";
import { fieldOfListed, listedObjectsOf } from "./listed-objects.ts";

type Schemas = components["schemas"];
type Tool = Schemas["ChatTool"];
export type ToolCall = Schemas["ToolCall"];

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A tool call id: `call_` and 24 characters, from `seed`. */
export function toolCallId(seed: number): string {
  const random = seededRandom(seed);
  let id = "call_";
  for (let i = 0; i < 24; i++) id += ID_ALPHABET[random.int(0, ID_ALPHABET.length - 1)];
  return id;
}

/** Most calls of one tool for the things one message names. */
const MAX_REPEATED_CALLS = 5;

/** A tool without `parameters` takes an empty object, as OpenAI's functions do. */
const NO_PARAMETERS = Object.freeze({ type: "object", properties: {} });

/**
 * The calls of `tools`, each with arguments valid for its `parameters`.
 * @example await toolCalls([weatherTool], [weatherTool], seed, memo, { words: ["Paris"], prompt: "Weather in Paris?" }) // [{ id: "call_…", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }]
 */
export async function toolCalls(
  tools: readonly Tool[],
  allTools: readonly Tool[],
  seed: number,
  memo: Memo,
  conversation: DocumentHints,
  parallel = true,
): Promise<ToolCall[]> {
  const calls: ToolCall[] = [];
  let wordsTaken = 0;
  let emailsTaken = 0;
  let peopleTaken = 0;
  /**
   * Calls `tool` (for `sum`, with its numbers); true when it took a word (or an email address,
   * or a person) the user wrote and the message lists another after it.
   */
  const call = async (tool: Tool, repeat: number, sum?: Sum): Promise<boolean> => {
    const { name, description } = tool.function;
    const schema = (tool.function.parameters ?? NO_PARAMETERS) as Record<string, unknown>;
    const documentSeed = repeat === 0 ? hashSeed(seed, name) : hashSeed(seed, name, repeat);
    const hints: DocumentHints = sum
      ? { ...conversation, name, description, wordsTaken, emailsTaken, peopleTaken, numbers: sum.operands, expression: sum.text, call: true }
      : { ...conversation, name, description, wordsTaken, emailsTaken, peopleTaken, call: true };
    const generated = await generateDocument(schema, documentSeed, memo, hints);
    if ("problem" in generated) {
      throw new MockError("invalid_request", `tools[${allTools.indexOf(tool)}].function.parameters (${name}): ${generated.message}.`, { param: "tools" });
    }
    calls.push({ id: toolCallId(hashSeed(seed, "call", calls.length, name)), type: "function", function: { name, arguments: generated.text } });
    const { words } = generated;
    const took = generated.wordsTaken > wordsTaken;
    const tookEmail = generated.emailsTaken > emailsTaken;
    wordsTaken = generated.wordsTaken;
    emailsTaken = generated.emailsTaken;
    // "Create users Alice Johnson and Bob Lee" → create_user twice, a person each.
    const person = nextPersonListed(conversation, peopleTaken, generated.value);
    if (person !== undefined) peopleTaken++;
    if (person === true) return true;
    // "an email to ilan@example.com and katia@example.com" → send_email twice.
    const emails = conversation.reading?.emails ?? [];
    if (tookEmail && emailsTaken < emails.length) return listedTogether(conversation.prompt ?? "", emails[emailsTaken - 1]!, emails[emailsTaken]!);
    return (
      took &&
      wordsTaken < words.length &&
      isTopLevelArgument(generated.value, words[wordsTaken - 1]!) &&
      listedTogether(conversation.prompt ?? "", words[wordsTaken - 1]!, words[wordsTaken]!)
    );
  };
  // Each tool takes the next of the things the user named: "weather in Rome and the time in Tokyo".
  let more = false;
  for (const tool of tools) {
    // A tool named for an operation does each sum of it the user wrote, with that sum's numbers:
    // "What is 3 * 12? Also, what is 11 + 49?" → multiply(3, 12), add(11, 49).
    const operation = operationOfTool(nameWords(tool.function.name));
    const sums = operation === undefined ? [] : (conversation.reading?.sums ?? sumsIn(conversation.prompt ?? ""));
    const own = operation === undefined ? [] : sumsFor(operation, sums).slice(0, parallel ? MAX_REPEATED_CALLS : 1);
    if (own.length === 0) {
      more = await call(tool, 0);
      continue;
    }
    for (const [repeat, sum] of own.entries()) await call(tool, repeat, sum);
    more = false;
  }
  // One tool, and the user lists more of what it took: one call for each, as models call in
  // parallel ("weather in Paris and Tokyo" → get_weather twice).
  while (parallel && tools.length === 1 && more && calls.length < MAX_REPEATED_CALLS) more = await call(tools[0]!, calls.length);
  // One tool that acts on one thing, and the ask lists several: "Lock the back door and the garage" → lock_door for each.
  if (parallel && tools.length === 1 && calls.length === 1) repeatForListed(calls, tools[0]!, conversation.prompt ?? "", seed);
  return calls;
}

/**
 * Makes the one call `calls` holds once for each thing the ask lists (listed-objects.ts), when
 * it took them (or the first of them) in a plain text field: "Turn off the kitchen and bedroom
 * lights" → set_light({room: "kitchen", on: false}) and set_light({room: "bedroom", on: false}).
 */
function repeatForListed(calls: ToolCall[], tool: Tool, prompt: string, seed: number): void {
  const listed = listedObjectsOf(prompt);
  if (listed === undefined) return;
  const made = calls[0]!;
  const args: unknown = JSON.parse(made.function.arguments);
  if (args === null || typeof args !== "object" || Array.isArray(args)) return;
  const field = fieldOfListed(args as Record<string, unknown>, listed);
  const properties = (tool.function.parameters as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties;
  const property = field === undefined ? undefined : properties?.[field.key];
  // A field of set values (an enum, a pattern, a format) takes no thing as written.
  if (field === undefined || property === undefined || property.type !== "string" || property.enum !== undefined || property.pattern !== undefined || property.format !== undefined) return;
  const { name } = made.function;
  calls.length = 0;
  for (const [i, item] of listed.items.slice(0, MAX_REPEATED_CALLS).entries()) {
    const value = field.capitalised ? item.charAt(0).toUpperCase() + item.slice(1) : item;
    calls.push({ id: i === 0 ? made.id : toolCallId(hashSeed(seed, "call", i, name)), type: "function", function: { name, arguments: JSON.stringify({ ...(args as Record<string, unknown>), [field.key]: value }) } });
  }
}

/**
 * Whether the call holds `word` as one of its own arguments (`{"city": "Paris"}`), not inside a
 * nested object: "an order for Jane Doe, 12 Main St, Springfield" is one order whose address
 * takes "Main St", and the words after it are more of that address, not more orders.
 */
function isTopLevelArgument(args: unknown, word: string): boolean {
  if (args === null || typeof args !== "object" || Array.isArray(args)) return false;
  // A company a `ticker` took is written as its symbol ("Apple" → "AAPL").
  const symbol = tickerOf(word);
  return Object.values(args).some((value) => value === word || value === symbol || (Array.isArray(value) && value.includes(word)));
}

/**
 * For a call that took the `taken`-th person the user named (`{"name": "Alice Johnson"}`): true
 * when the message lists the next one with it ("Alice Johnson and Bob Lee"), false when not;
 * undefined when the call took no person.
 */
function nextPersonListed(conversation: DocumentHints, taken: number, args: unknown): boolean | undefined {
  const people = conversation.reading?.people ?? [];
  const person = people[taken];
  // A person in a list (`attendees: ["Alice", "Bob"]`) is one call's, not one call each.
  if (person === undefined || args === null || typeof args !== "object" || !Object.values(args).includes(person)) return undefined;
  const next = people[taken + 1];
  return next !== undefined && listedTogether(conversation.prompt ?? "", person, next);
}

/** Whether `next` follows `word` in `prompt` as the next item of a list: "Paris, Rome and Tokyo". */
function listedTogether(prompt: string, word: string, next: string): boolean {
  let at = prompt.indexOf(word);
  let nextAt = at < 0 ? -1 : prompt.indexOf(next, at + word.length);
  // "weather in paris and tokyo": places the message wrote in lower case, taken as a model writes them.
  if (nextAt < 0 && (at < 0 || prompt.indexOf(next) < 0)) {
    const lower = prompt.toLowerCase();
    at = lower.indexOf(word.toLowerCase());
    nextAt = at < 0 ? -1 : lower.indexOf(next.toLowerCase(), at + word.length);
  }
  if (nextAt < 0) return false;
  return /^\s*(?:,|&|\band\b|\bor\b|\bvs\.?|\bversus\b)(?:\s*(?:and|or))?\s*(?:\w+\s+){0,2}$/i.test(prompt.slice(at + word.length, nextAt));
}
