/** Protocol hygiene across the API: wrong methods, unknown paths, malformed JSON. */
import { operations } from "../../spec/operations.ts";
import type { ContractCase } from "./case.ts";
import { pathTemplates } from "../spec-info.ts";
import { CHAT_MESSAGES, endpoint, FULL, SMOKE_AND_FULL } from "./common.ts";

const GROUP = "protocol";
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/** A concrete path for a template (path parameters get a plausible value). */
function concrete(template: string): string {
  return template.replace(/\{[^}]+\}/g, "1");
}

export const protocolCases: ContractCase[] = [
  {
    group: GROUP,
    title: "answers a method a path does not support with 4xx, never 5xx",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      for (const [template, declared] of pathTemplates()) {
        for (const method of METHODS.filter((m) => !declared.includes(m))) {
          await ctx.send({
            operationId: null,
            scenario: "wrong-method",
            method,
            path: concrete(template),
            ...(method === "GET" || method === "DELETE" ? {} : { json: {} }),
            labels: { note: `declared: ${declared.join(", ")}` },
          });
        }
      }
    },
  },
  {
    group: GROUP,
    title: "answers a path the API does not have with 404 not_found",
    profiles: SMOKE_AND_FULL,
    billable: 0,
    async run(ctx) {
      await ctx.send({ operationId: null, scenario: "unknown-path", method: "GET", path: "/client/v2/ai/no-such-endpoint" });
      await ctx.send({ operationId: null, scenario: "unknown-path", method: "POST", path: "/client/v2/ai/generation", json: {} });
    },
  },
  {
    group: GROUP,
    title: "refuses a JSON body sent as text/plain with 400 invalid_request",
    profiles: FULL,
    // A gateway that accepts it anyway runs the model.
    billable: 1,
    async run(ctx) {
      const model = ctx.config.models.llm;
      if (!model) ctx.skip("no llm model configured (CONTRACT_MODEL_LLM)");
      await ctx.send({
        ...endpoint("createChatCompletion"),
        scenario: "wrong-content-type",
        body: JSON.stringify({ model, messages: CHAT_MESSAGES, max_tokens: 16 }),
        headers: { "content-type": "text/plain" },
      });
    },
  },
  {
    group: GROUP,
    title: "refuses a body that is not JSON with 400 invalid_request on every operation with a body",
    profiles: FULL,
    billable: 0,
    async run(ctx) {
      for (const op of [...operations.values()].filter((o) => o.hasRequestBody)) {
        await ctx.send({
          ...endpoint(op.operationId),
          scenario: "malformed-json",
          body: '{"model": "gpt-4o-mini", "messages": [',
          headers: { "content-type": "application/json" },
        });
      }
    },
  },
];
