import { validateSchema } from "../../spec/validators.ts";
import { requestedStream } from "../sse.ts";
import { answeredJson, defineCheck, failFromIssues, succeeded } from "./check.ts";

/** On the unified endpoint an LLM model answers a chat completion object (not an envelope). */
export const llmAnswersChatCompletion = defineCheck({
  name: "llmAnswersChatCompletion",
  title: "LLM generation is not a chat completion",
  rule: "seed §4.2 rule 1: for an LLM model the response is a chat completion object (2.2)",
  provenance: "seed",
  applies: (exchange) =>
    exchange.operationId === "createGeneration" &&
    exchange.labels.modality === "llm" &&
    (exchange.scenario === "valid" || exchange.scenario === "generated" || exchange.scenario === "temperature-boundary") &&
    !requestedStream(exchange) &&
    succeeded(exchange) &&
    // A body of another type is contentTypeMatches' reason; one that is not JSON, bodyMatchesSchema's.
    answeredJson(exchange) &&
    exchange.response?.jsonError === undefined,
  run: (exchange, _ctx, fail) => {
    if (exchange.response!.json === undefined) return fail(`Received: ${exchange.response!.mediaType ?? "no"} body, not a JSON chat completion`);
    const issues = validateSchema("ChatCompletion", exchange.response!.json);
    return issues.length === 0 ? null : failFromIssues(fail, issues, "The body is not a chat completion:");
  },
});
