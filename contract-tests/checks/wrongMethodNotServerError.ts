import { defineCheck, received } from "./check.ts";

/** A method the path does not support is the client's fault: 4xx, never 5xx. */
export const wrongMethodNotServerError = defineCheck({
  name: "wrongMethodNotServerError",
  title: "Wrong method answered with a server error",
  rule: "seed §7: 5xx means an upstream failure; a request the API does not define is a client error",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "wrong-method" && exchange.response !== null,
  run: (exchange, _ctx, fail) => {
    const status = exchange.response!.status;
    return status >= 400 && status < 500 ? null : fail(`Received: ${received(exchange)}\nExpected: 4xx`);
  },
});
