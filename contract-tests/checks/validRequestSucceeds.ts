import { defineCheck, received, succeeded } from "./check.ts";

/** A valid request with a valid key is answered 2xx. Generated bodies lean on designed fields. */
export const validRequestSucceeds = defineCheck({
  name: "validRequestSucceeds",
  title: "Valid request refused",
  rule: "seed §4: each endpoint answers its described response; spec: generated bodies are valid requests",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "valid" || exchange.scenario === "generated",
  run: (exchange, _ctx, fail) =>
    succeeded(exchange)
      ? null
      : fail(`Received: ${received(exchange)}\nExpected: 2xx for a request the spec says is valid`, {
          provenance: exchange.scenario === "generated" ? "designed" : "seed",
        }),
});
