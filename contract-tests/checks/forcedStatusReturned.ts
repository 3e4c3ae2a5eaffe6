import { defineCheck, received } from "./check.ts";

/** The mock answers the status a `Prefer: code=NNN` asked for (only run against the mock). */
export const forcedStatusReturned = defineCheck({
  name: "forcedStatusReturned",
  title: "Forced status not returned",
  rule: "mock control (issue 3): Prefer code=NNN forces a status the operation declares",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "forced-status",
  run: (exchange, _ctx, fail) =>
    exchange.response?.status === exchange.labels.forcedStatus ? null : fail(`Received: ${received(exchange)}\nExpected: ${exchange.labels.forcedStatus}`),
});
