import { defineCheck, expectError } from "./check.ts";

/**
 * A body sent without Content-Type: application/json is refused. The seed requires the header
 * (§5) but does not say what happens without it: our 400 invalid_request is designed.
 */
export const nonJsonContentTypeRejected = defineCheck({
  name: "nonJsonContentTypeRejected",
  title: "Body without Content-Type application/json accepted",
  rule: "seed §4 and §5: request bodies are JSON, Content-Type application/json is required; designed: 400 invalid_request",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "wrong-content-type",
  run: (exchange, _ctx, fail) => expectError(exchange, 400, "invalid_request", fail, `Content-Type ${exchange.request.headers["content-type"] ?? "(none)"}`, "designed"),
});
