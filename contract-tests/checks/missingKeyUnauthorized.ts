import { defineCheck, expectError } from "./check.ts";

/** A protected operation called without a key gets 401 unauthorized. */
export const missingKeyUnauthorized = defineCheck({
  name: "missingKeyUnauthorized",
  title: "Missing API key not refused",
  rule: "seed §5 rule 1: key missing → 401 unauthorized",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "missing-key",
  run: (exchange, _ctx, fail) => expectError(exchange, 401, "unauthorized", fail, "seed §5 rule 1"),
});
