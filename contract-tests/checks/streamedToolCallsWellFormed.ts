import { streamOf } from "../sse.ts";
import type { Exchange } from "../target.ts";
import { defineCheck, succeeded } from "./check.ts";
import { toolCallFinishReasons } from "./tools.ts";

interface DeltaCall {
  index?: unknown;
  id?: unknown;
  type?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

/** The tool-call deltas of a streamed answer, in order. */
function deltaCalls(exchange: Exchange): { calls: DeltaCall[]; finishReasons: unknown[] } {
  const chunks = (streamOf(exchange)?.chunks ?? []) as { choices?: { delta?: { tool_calls?: DeltaCall[] }; finish_reason?: unknown }[] }[];
  const choices = chunks.flatMap((chunk) => (chunk && Array.isArray(chunk.choices) ? chunk.choices : []));
  return { calls: choices.flatMap((choice) => choice.delta?.tool_calls ?? []), finishReasons: choices.map((c) => c.finish_reason).filter((r) => r != null) };
}

/**
 * Streamed tool calls as OpenAI sends them: each call's first delta has its index, id, type and
 * name; later deltas of it carry argument fragments that join to a JSON document; the answer
 * closes with finish_reason tool_calls. A stream max_tokens cut (finish_reason length) has no
 * whole call to judge.
 */
export const streamedToolCallsWellFormed = defineCheck({
  name: "streamedToolCallsWellFormed",
  title: "Malformed streamed tool call",
  rule: "designed: ChatCompletionChunk.choices.delta.tool_calls — a naming delta per call, then argument fragments",
  provenance: "designed",
  applies: (exchange, ctx) => exchange.scenario === "tool-call-stream" && succeeded(exchange) && streamOf(exchange) !== undefined && deltaCalls(exchange).finishReasons.at(-1) !== "length" && (ctx.isMock || deltaCalls(exchange).calls.length > 0),
  run: (exchange, _ctx, fail) => {
    const { calls, finishReasons } = deltaCalls(exchange);
    if (calls.length === 0) return fail("Received: no tool_calls delta\nExpected: a streamed tool call (tool_choice required)");
    const joined = new Map<number, string>();
    for (const call of calls) {
      if (typeof call.index !== "number") return fail(`Received: a tool_calls delta without index: ${JSON.stringify(call)}`);
      if (!joined.has(call.index)) {
        if (typeof call.id !== "string" || call.type !== "function" || typeof call.function?.name !== "string") {
          return fail(`Received: first delta of call ${call.index} ${JSON.stringify(call)}\nExpected: index, id, type "function" and function.name`);
        }
        joined.set(call.index, "");
      }
      joined.set(call.index, joined.get(call.index)! + (typeof call.function?.arguments === "string" ? call.function.arguments : ""));
    }
    for (const [index, text] of joined) {
      try {
        JSON.parse(text);
      } catch {
        return fail(`Received: call ${index}'s argument fragments join to ${JSON.stringify(text).slice(0, 200)}\nExpected: a JSON document`);
      }
    }
    const expected = toolCallFinishReasons(exchange);
    return expected.includes(String(finishReasons.at(-1))) ? null : fail(`Received: finish_reason ${JSON.stringify(finishReasons.at(-1))}\nExpected: ${expected.map((r) => JSON.stringify(r)).join(" or ")}`);
  },
});
