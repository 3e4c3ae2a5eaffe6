/**
 * A tool-call answer as the `chat.completion.chunk` objects OpenAI streams, in order: plain
 * data, framed by whoever writes the stream. Per choice, the role delta; then per call a delta
 * naming it (`index`, `id`, `type`, `function.name`, empty `arguments`) and deltas carrying
 * fragments of `function.arguments` (one token each) with only the call's `index`; then the
 * closing delta with `finish_reason: "tool_calls"`, and the usage chunk when it was asked for.
 */
import type { components } from "../../generated/api.d.ts";
import type { ToolCall } from "./tool-arguments.ts";
import { tokenEnds } from "./tokens.ts";

type Chunk = components["schemas"]["ChatCompletionChunk"];

/** What the chunks are made of: a completion plan (completion.ts) as far as tool calls need it. */
export interface ToolCallPlan {
  id: string;
  created: number;
  model: string;
  includeUsage: boolean;
  content: {
    readonly choices: readonly { readonly index: number; readonly finishReason: string | null; readonly toolCalls?: readonly ToolCall[] }[];
    readonly usage: components["schemas"]["Usage"];
    readonly systemFingerprint: string;
  };
}
type Delta = Chunk["choices"][number]["delta"];

export interface ToolCallChunks {
  /** The role deltas, one per choice. */
  opening: Chunk[];
  /** The tool-call deltas: what pacing spaces and stream faults count. */
  deltas: Chunk[];
  /** The finish_reason deltas and the usage chunk. */
  closing: Chunk[];
}

/** A string's pieces at its token ends: joined, the string. */
export function fragments(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const end of tokenEnds(text)) {
    pieces.push(text.slice(start, end));
    start = end;
  }
  if (start < text.length) pieces.push(text.slice(start));
  return pieces;
}

/**
 * The chunks of a planned answer whose choices are tool calls.
 * @example toolCallChunks(plan).deltas[0].choices[0].delta.tool_calls[0].function.name === "get_weather"
 */
export function toolCallChunks(plan: ToolCallPlan): ToolCallChunks {
  const chunk = (index: number, delta: Delta, finishReason: string | null): Chunk => ({
    id: plan.id,
    object: "chat.completion.chunk",
    created: plan.created,
    model: plan.model,
    system_fingerprint: plan.content.systemFingerprint,
    choices: [{ index, delta, finish_reason: finishReason }],
    ...(plan.includeUsage ? { usage: null } : {}),
  });
  const result: ToolCallChunks = { opening: [], deltas: [], closing: [] };
  for (const choice of plan.content.choices) {
    result.opening.push(chunk(choice.index, { role: "assistant", content: null }, null));
    for (const [index, call] of (choice.toolCalls ?? []).entries()) {
      result.deltas.push(chunk(choice.index, { tool_calls: [{ index, id: call.id, type: "function", function: { name: call.function.name, arguments: "" } }] }, null));
      for (const piece of fragments(call.function.arguments)) {
        result.deltas.push(chunk(choice.index, { tool_calls: [{ index, function: { arguments: piece } }] }, null));
      }
    }
    result.closing.push(chunk(choice.index, {}, choice.finishReason));
  }
  if (plan.includeUsage) {
    result.closing.push({ id: plan.id, object: "chat.completion.chunk", created: plan.created, model: plan.model, system_fingerprint: plan.content.systemFingerprint, choices: [], usage: plan.content.usage });
  }
  return result;
}
