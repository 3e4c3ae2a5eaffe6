import { requestBodyOf } from "./check.ts";
import { defineCheck } from "./check.ts";
import { firstMessage, looksLikeJson, schemaComplaint } from "./tools.ts";

/**
 * With a json_schema response format the content is one JSON document valid for the schema. A
 * gateway answering prose (structured outputs not supported there) is not judged; the case
 * notes it. A cut document (finish_reason length) is not asked for by the case.
 */
export const structuredOutputMatchesSchema = defineCheck({
  name: "structuredOutputMatchesSchema",
  title: "Structured output does not fit its schema",
  rule: "designed: ResponseFormat json_schema — the content is one JSON document valid for the schema",
  provenance: "designed",
  applies: (exchange, ctx) => exchange.scenario === "structured-output" && firstMessage(exchange) !== undefined && (ctx.isMock || looksLikeJson(firstMessage(exchange)?.content)),
  run: (exchange, _ctx, fail) => {
    const content = firstMessage(exchange)?.content;
    let document: unknown;
    try {
      document = JSON.parse(String(content));
    } catch {
      return fail(`Received: content ${JSON.stringify(content)?.slice(0, 200)}\nExpected: one JSON document`);
    }
    const schema = (requestBodyOf(exchange)?.response_format as { json_schema?: { schema?: unknown } } | undefined)?.json_schema?.schema;
    const complaint = schemaComplaint(schema, document);
    return complaint ? fail(`Received: ${JSON.stringify(document).slice(0, 200)}\nExpected: valid for response_format.json_schema.schema (${complaint})`) : null;
  },
});
