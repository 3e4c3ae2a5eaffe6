import type { Exchange } from "../target.ts";
import { requestBodyOf } from "./check.ts";
import { defineCheck } from "./check.ts";
import { firstFinishReason, firstMessage, looksLikeJson, schemaComplaint } from "./tools.ts";

/**
 * With a json_schema response format the content is one JSON document valid for the schema. A
 * gateway answering prose (structured outputs not supported there) is not judged; the case
 * notes it. Nor is a refusal (message.refusal), or a document max_tokens cut (finish_reason
 * length). With `strict: false` the model is asked to follow the schema, not held to it (OpenAI's
 * JSON mode): the content is still one JSON document, its fit to the schema is not judged.
 */
export const structuredOutputMatchesSchema = defineCheck({
  name: "structuredOutputMatchesSchema",
  title: "Structured output does not fit its schema",
  rule: "designed: ResponseFormat json_schema — the content is one JSON document valid for the schema",
  provenance: "designed",
  applies: (exchange, ctx) =>
    exchange.scenario === "structured-output" &&
    firstMessage(exchange) !== undefined &&
    !refused(exchange) &&
    firstFinishReason(exchange) !== "length" &&
    (ctx.isMock || looksLikeJson(firstMessage(exchange)?.content)),
  run: (exchange, _ctx, fail) => {
    const content = firstMessage(exchange)?.content;
    let document: unknown;
    try {
      document = JSON.parse(String(content));
    } catch {
      return fail(`Received: content ${JSON.stringify(content)?.slice(0, 200)}\nExpected: one JSON document`);
    }
    const format = (requestBodyOf(exchange)?.response_format as { json_schema?: { schema?: unknown; strict?: unknown } } | undefined)?.json_schema;
    const complaint = format?.strict === false ? null : schemaComplaint(format?.schema, document);
    return complaint ? fail(`Received: ${JSON.stringify(document).slice(0, 200)}\nExpected: valid for response_format.json_schema.schema (${complaint})`) : null;
  },
});

/** Whether the model refused (OpenAI's message.refusal): a refusal is no document to judge. */
function refused(exchange: Exchange): boolean {
  const refusal = firstMessage(exchange)?.refusal;
  return typeof refusal === "string" && refusal !== "";
}
