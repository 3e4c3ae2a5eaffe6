import { defineCheck } from "./check.ts";

/** A 429 says when to retry: Retry-After in whole seconds. */
export const retryAfterOn429 = defineCheck({
  name: "retryAfterOn429",
  title: "429 without a usable Retry-After",
  rule: "seed §7 (retry after a cooldown); designed: components.headers.Retry-After, integer seconds",
  provenance: "designed",
  applies: (exchange) => exchange.response?.status === 429,
  run: (exchange, _ctx, fail) => {
    const value = exchange.response!.headers["retry-after"];
    if (value !== undefined && /^\d+$/.test(value.trim())) return null;
    return fail(`Received: Retry-After ${value === undefined ? "absent" : JSON.stringify(value)}\nExpected: a non-negative integer of seconds`);
  },
});
