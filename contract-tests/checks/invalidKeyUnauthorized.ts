import { defineCheck, expectError } from "./check.ts";

/** A protected operation called with an invalid key gets 401 unauthorized. */
export const invalidKeyUnauthorized = defineCheck({
  name: "invalidKeyUnauthorized",
  title: "Invalid API key not refused",
  rule: "seed §5 rule 1: key invalid → 401 unauthorized",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "invalid-key",
  run: (exchange, _ctx, fail) => expectError(exchange, 401, "unauthorized", fail, "seed §5 rule 1"),
});
