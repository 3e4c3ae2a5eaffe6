import { defineCheck } from "./check.ts";

/** `stream: true` with a non-LLM model on /generations is never answered with an event stream. */
export const streamOnlyForLlmModels = defineCheck({
  name: "streamOnlyForLlmModels",
  title: "Non-LLM model answered as a stream",
  rule: "seed §4.2: stream is for LLM models only",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "stream-non-llm" && exchange.response !== null,
  run: (exchange, _ctx, fail) =>
    exchange.response!.mediaType === "text/event-stream"
      ? fail(`Sent: stream true for the ${exchange.labels.modality} model ${exchange.labels.model}\nReceived: ${exchange.response!.status} text/event-stream\nExpected: no stream (stream is for LLM models only)`)
      : null,
});
