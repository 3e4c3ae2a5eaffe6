import type { Exchange } from "../target.ts";
import { defineCheck } from "./check.ts";
import { firstFinishReason, firstMessage, requestTools, schemaComplaint, toolCallFinishReasons, toolNotStrict } from "./tools.ts";

const hasCalls = (exchange: Exchange) => (firstMessage(exchange)?.tool_calls?.length ?? 0) > 0;

/**
 * A tool-call answer is OpenAI's: ids, type function, a tool the request offered, arguments a
 * JSON document valid for its parameters, finish_reason tool_calls. A gateway that answers prose
 * (no tools here) is not judged: the case notes it as not supported; the mock always is. An
 * answer max_tokens cut (finish_reason length) has no whole call to judge.
 */
export const toolCallsWellFormed = defineCheck({
  name: "toolCallsWellFormed",
  title: "Malformed tool call",
  rule: "designed: ChatCompletion.choices.message.tool_calls — OpenAI's tool calls, arguments valid for the tool's parameters",
  provenance: "designed",
  applies: (exchange, ctx) => exchange.scenario === "tool-call" && firstMessage(exchange) !== undefined && firstFinishReason(exchange) !== "length" && (hasCalls(exchange) || ctx.isMock),
  run: (exchange, _ctx, fail) => {
    const calls = firstMessage(exchange)?.tool_calls ?? [];
    if (calls.length === 0) return fail("Received: a prose answer\nExpected: tool_calls (tool_choice required)");
    const finishReasons = toolCallFinishReasons(exchange);
    if (!finishReasons.includes(String(firstFinishReason(exchange)))) {
      return fail(`Received: finish_reason ${JSON.stringify(firstFinishReason(exchange))}\nExpected: ${finishReasons.map((r) => JSON.stringify(r)).join(" or ")}`);
    }
    const tools = requestTools(exchange);
    for (const [i, call] of calls.entries()) {
      const where = `tool_calls[${i}]`;
      if (typeof call.id !== "string" || call.id === "") return fail(`Received: ${where}.id ${JSON.stringify(call.id)}\nExpected: a non-empty string`);
      if (call.type !== "function") return fail(`Received: ${where}.type ${JSON.stringify(call.type)}\nExpected: "function"`);
      const name = call.function?.name;
      if (typeof name !== "string" || !tools.has(name)) return fail(`Received: ${where}.function.name ${JSON.stringify(name)}\nExpected: one of ${[...tools.keys()].join(", ")}`);
      let args: unknown;
      try {
        args = JSON.parse(String(call.function?.arguments));
      } catch {
        return fail(`Received: ${where}.function.arguments ${JSON.stringify(call.function?.arguments)?.slice(0, 200)}\nExpected: a JSON document as a string`);
      }
      const complaint = toolNotStrict(exchange, name) ? null : schemaComplaint(tools.get(name), args);
      if (complaint) return fail(`Received: ${where}.function.arguments ${JSON.stringify(args).slice(0, 200)}\nExpected: valid for the tool's parameters (${complaint})`);
    }
    return null;
  },
});
