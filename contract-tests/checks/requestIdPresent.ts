import { defineCheck } from "./check.ts";

/** Every response carries a non-empty X-Request-Id. */
export const requestIdPresent = defineCheck({
  name: "requestIdPresent",
  title: "Missing X-Request-Id",
  rule: "designed: components.headers.X-Request-Id, required on every response",
  provenance: "designed",
  applies: (exchange) => exchange.response !== null,
  run: (exchange, _ctx, fail) =>
    exchange.response!.headers["x-request-id"]?.trim() ? null : fail("Received: no x-request-id header"),
});
