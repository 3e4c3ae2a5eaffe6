import { bodyOf, defineCheck, received } from "./check.ts";

/** page_size bounds the users of a page. */
export const usersPageSizeHonoured = defineCheck({
  name: "usersPageSizeHonoured",
  title: "page_size not honoured",
  rule: "designed: listUsers page and page_size parameters",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "users-page" && exchange.labels.pageSize !== undefined,
  run: (exchange, _ctx, fail) => {
    const users = bodyOf(exchange)?.users;
    if (exchange.response?.status !== 200 || !Array.isArray(users)) return fail(`Received: ${received(exchange)}\nExpected: 200 with users`);
    return users.length <= exchange.labels.pageSize! ? null : fail(`Received: ${users.length} users for page_size ${exchange.labels.pageSize}`);
  },
});
