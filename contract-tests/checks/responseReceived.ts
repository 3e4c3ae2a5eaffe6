import { defineCheck } from "./check.ts";

/** Every request gets a whole HTTP response (a stream the case asked to drop excepted). */
export const responseReceived = defineCheck({
  name: "responseReceived",
  title: "No complete response",
  rule: "seed §4: every endpoint answers with an HTTP response",
  provenance: "seed",
  applies: (exchange) => !(exchange.scenario === "stream-fault" && exchange.labels.streamFault === "drop"),
  run: (exchange, _ctx, fail) => {
    if (!exchange.response) return fail(`Received: no response (${exchange.error ?? "unknown error"})`);
    if (exchange.error) return fail(`Received: status ${exchange.response.status}, then the body was cut short (${exchange.error})`);
    return null;
  },
});
