import { defineCheck, expectError } from "./check.ts";

/** The OpenAI-compatible endpoint refuses image, video and audio models with 400. */
export const nonLlmModelRejectedOnChat = defineCheck({
  name: "nonLlmModelRejectedOnChat",
  title: "Non-LLM model accepted on chat completions",
  rule: "seed §4.1 rule 1: a model that is not an LLM model gets HTTP 400",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "non-llm-on-chat",
  run: (exchange, _ctx, fail) => expectError(exchange, 400, undefined, fail, `seed §4.1 rule 1, model ${exchange.labels.model} (${exchange.labels.modality})`),
});
