import { bodyOf, defineCheck, received } from "./check.ts";

/** A page past the end returns no users (and still the total). */
export const usersPastEndIsEmpty = defineCheck({
  name: "usersPastEndIsEmpty",
  title: "Page past the end not empty",
  rule: "designed: listUsers page — a page past the end returns no users",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "users-past-end",
  run: (exchange, _ctx, fail) => {
    const users = bodyOf(exchange)?.users;
    return exchange.response?.status === 200 && Array.isArray(users) && users.length === 0
      ? null
      : fail(`Received: ${received(exchange)}${Array.isArray(users) ? ` with ${users.length} users` : ""}\nExpected: 200 with no users`);
  },
});
