import { defineCheck, received } from "./check.ts";

/** A body breaking one constraint of the request schema gets 400 invalid_request. */
export const invalidParametersRejected = defineCheck({
  name: "invalidParametersRejected",
  title: "Invalid parameters not refused",
  rule: "seed §4.2 rule 4 and §7: invalid parameters → 400 invalid_request (never 2xx or 5xx)",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "invalid-body",
  run: (exchange, _ctx, fail) => {
    const body = exchange.response?.json as { error?: { code?: unknown } } | undefined;
    if (exchange.response?.status === 400 && body?.error?.code === "invalid_request") return null;
    return fail(`Mutation: ${exchange.labels.mutation ?? "?"}\nReceived: ${received(exchange)}\nExpected: 400 invalid_request`, {
      provenance: exchange.labels.brokenProvenance ?? "seed",
    });
  },
});
