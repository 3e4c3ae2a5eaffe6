import { defineCheck, expectError } from "./check.ts";

/** A body that is not JSON gets 400 invalid_request, never 5xx. */
export const malformedJsonRejected = defineCheck({
  name: "malformedJsonRejected",
  title: "Malformed JSON not refused",
  rule: "seed §4 (request bodies are JSON) and §7: invalid parameters → 400 invalid_request",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "malformed-json",
  run: (exchange, _ctx, fail) => expectError(exchange, 400, "invalid_request", fail, "seed §4, §7"),
});
