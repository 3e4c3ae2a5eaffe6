import { declaredStatusFor } from "../spec-info.ts";
import { defineCheck } from "./check.ts";

/**
 * Responses the spec does not describe (unknown paths, wrong methods, undeclared statuses) carry
 * X-Request-Id too; declared responses are covered by requiredHeadersPresent.
 */
export const requestIdPresent = defineCheck({
  name: "requestIdPresent",
  title: "Missing X-Request-Id",
  rule: "designed: X-Request-Id on every response (components.headers.X-Request-Id)",
  provenance: "designed",
  applies: (exchange) =>
    exchange.response !== null && (exchange.operationId === null || declaredStatusFor(exchange.operationId, exchange.response.status) === undefined),
  run: (exchange, _ctx, fail) =>
    exchange.response!.headers["x-request-id"]?.trim() ? null : fail("Received: no x-request-id header"),
});
