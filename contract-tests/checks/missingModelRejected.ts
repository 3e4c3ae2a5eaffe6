import { defineCheck, expectError } from "./check.ts";

/** A request without `model` gets 400 invalid_request. */
export const missingModelRejected = defineCheck({
  name: "missingModelRejected",
  title: "Request without model not refused",
  rule: "seed §4.2 rule 4 and §7: missing model field → 400 invalid_request",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "missing-model",
  run: (exchange, _ctx, fail) => expectError(exchange, 400, "invalid_request", fail, "seed §4.2 rule 4"),
});
