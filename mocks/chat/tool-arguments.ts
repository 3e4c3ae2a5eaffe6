/**
 * The tool calls of an answer: per chosen tool an id (`call_` and 24 letters and digits, from
 * the request's seed) and arguments generated from the tool's `parameters` schema. A schema
 * that yields no arguments (not JSON Schema, contradictory, too large) is a 400 naming `tools`.
 */
import type { components } from "../../generated/api.d.ts";
import { MockError } from "../core/errors.ts";
import { hashSeed, seededRandom } from "../data/random.ts";
import type { Memo } from "../state/memo.ts";
import { generateDocument } from "./schema-documents.ts";

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

/** A tool without `parameters` takes an empty object, as OpenAI's functions do. */
const NO_PARAMETERS = Object.freeze({ type: "object", properties: {} });

/**
 * The calls of `tools`, each with arguments valid for its `parameters`.
 * @example await toolCalls([weatherTool], seed, memo, ["Paris"]) // [{ id: "call_…", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }]
 */
export async function toolCalls(tools: readonly Tool[], allTools: readonly Tool[], seed: number, memo: Memo, words: readonly string[]): Promise<ToolCall[]> {
  const calls: ToolCall[] = [];
  for (const tool of tools) {
    const { name } = tool.function;
    const schema = (tool.function.parameters ?? NO_PARAMETERS) as Record<string, unknown>;
    const generated = await generateDocument(schema, hashSeed(seed, name), memo, { words });
    if ("problem" in generated) {
      throw new MockError("invalid_request", `tools[${allTools.indexOf(tool)}].function.parameters (${name}): ${generated.message}.`, { param: "tools" });
    }
    calls.push({ id: toolCallId(hashSeed(seed, "call", calls.length, name)), type: "function", function: { name, arguments: generated.text } });
  }
  return calls;
}
