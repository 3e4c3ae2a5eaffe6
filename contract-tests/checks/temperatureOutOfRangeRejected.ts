import { defineCheck, expectError } from "./check.ts";

/** temperature just outside 0..2 gets 400 invalid_request. */
export const temperatureOutOfRangeRejected = defineCheck({
  name: "temperatureOutOfRangeRejected",
  title: "Temperature out of range accepted",
  rule: "seed §4.1, §8 and §4.2 rule 4: temperature 0 to 2; invalid parameters → 400 invalid_request",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "temperature-out-of-range",
  run: (exchange, _ctx, fail) =>
    expectError(exchange, 400, "invalid_request", fail, `temperature ${JSON.stringify((exchange.request.json as { temperature?: unknown }).temperature)}`),
});
