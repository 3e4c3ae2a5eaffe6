import { defineCheck, received, succeeded } from "./check.ts";

/** temperature 0 and 2, the ends of its range, are accepted. */
export const temperatureBoundaryAccepted = defineCheck({
  name: "temperatureBoundaryAccepted",
  title: "Temperature at a bound refused",
  rule: "seed §4.1 and §8: temperature range 0 to 2 (inclusive)",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "temperature-boundary",
  run: (exchange, _ctx, fail) =>
    succeeded(exchange) ? null : fail(`Sent: temperature ${JSON.stringify((exchange.request.json as { temperature?: unknown }).temperature)}\nReceived: ${received(exchange)}\nExpected: 2xx`),
});
