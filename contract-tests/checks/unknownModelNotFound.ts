import { defineCheck, expectError } from "./check.ts";

/** A model that does not exist gets 404 model_not_found. */
export const unknownModelNotFound = defineCheck({
  name: "unknownModelNotFound",
  title: "Unknown model not answered 404 model_not_found",
  rule: "seed §4.2 rule 5 and §7: model does not exist → 404 model_not_found",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "unknown-model",
  // The seed says it of the unified endpoint; on chat completions the 404 is designed (its failure a warning), and says so.
  run: (exchange, _ctx, fail) =>
    expectError(exchange, 404, "model_not_found", fail, exchange.operationId === "createGeneration" ? "seed §4.2 rule 5" : "designed: seed §7 names model_not_found, §4.1 says nothing of unknown models"),
});
