import { defineCheck, received } from "./check.ts";

/** A known path with the wrong method answers 405 method_not_allowed with Allow. */
export const wrongMethodAnswered405 = defineCheck({
  name: "wrongMethodAnswered405",
  title: "Wrong method not answered 405 with Allow",
  rule: "designed (info.description): 405 method_not_allowed with an Allow header",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "wrong-method" && exchange.response !== null,
  run: (exchange, _ctx, fail) => {
    const response = exchange.response!;
    const allow = response.headers.allow;
    const code = (response.json as { error?: { code?: unknown } } | undefined)?.error?.code;
    if (response.status === 405 && code === "method_not_allowed" && allow) return null;
    return fail(`Received: ${received(exchange)}, Allow ${allow === undefined ? "absent" : JSON.stringify(allow)}\nExpected: 405 method_not_allowed with Allow`);
  },
});
