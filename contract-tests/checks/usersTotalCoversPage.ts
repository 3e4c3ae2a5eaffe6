import { bodyOf, defineCheck, succeeded } from "./check.ts";

/** `total` counts all users, so it is never below the users of one page. */
export const usersTotalCoversPage = defineCheck({
  name: "usersTotalCoversPage",
  title: "User total smaller than the page",
  rule: "seed §2.6 and §4.5: a paginated list with users and their total",
  provenance: "seed",
  applies: (exchange) => {
    const body = bodyOf(exchange);
    return exchange.operationId === "listUsers" && succeeded(exchange) && Array.isArray(body?.users) && Number.isInteger(body?.total);
  },
  run: (exchange, _ctx, fail) => {
    const body = bodyOf(exchange)!;
    const count = (body.users as unknown[]).length;
    return (body.total as number) >= count ? null : fail(`Received: total ${String(body.total)} with ${count} users on the page`);
  },
});
