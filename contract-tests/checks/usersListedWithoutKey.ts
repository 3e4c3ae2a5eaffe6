import { defineCheck, received } from "./check.ts";

/** GET /api/users needs no API key. */
export const usersListedWithoutKey = defineCheck({
  name: "usersListedWithoutKey",
  title: "User list refused without a key",
  rule: "seed §4: all endpoints except GET /api/users need the auth headers",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "users-without-key",
  run: (exchange, _ctx, fail) => (exchange.response?.status === 200 ? null : fail(`Received: ${received(exchange)}\nExpected: 200`)),
});
