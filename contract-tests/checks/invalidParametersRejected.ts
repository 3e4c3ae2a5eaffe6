import { defineCheck, expectError } from "./check.ts";

/** A body breaking one constraint of the request schema gets 400 invalid_request. */
export const invalidParametersRejected = defineCheck({
  name: "invalidParametersRejected",
  title: "Invalid parameters not refused",
  rule: "seed §4.2 rule 4 and §7: invalid parameters → 400 invalid_request (never 2xx or 5xx)",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "invalid-parameters",
  run: (exchange, _ctx, fail) =>
    expectError(exchange, 400, "invalid_request", fail, `broke ${exchange.labels.mutation ?? "?"}`, exchange.labels.brokenProvenance ?? "seed"),
});
