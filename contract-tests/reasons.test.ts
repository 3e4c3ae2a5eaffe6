/**
 * One defect, one reason: a correct response produces none of the reasons listed. Each test runs
 * a case through the runner, as a run does, against a fake gateway answering one body.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { runCase, type ContractCase, type SuiteContext } from "./runner.ts";
import type { SendOptions } from "./target.ts";
import { Target } from "./target.ts";
import { example } from "./testing/exchanges.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function answering(body: unknown): SuiteContext {
  const fetch = (async () =>
    new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json", "x-request-id": "r" } })) as typeof globalThis.fetch;
  return { config: loadConfig({}), isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: "k", fetch }) };
}

function sending(...requests: SendOptions[]): ContractCase {
  return {
    group: "reasons",
    title: "sends one request",
    profiles: ["smoke", "full"],
    billable: 1,
    run: async (ctx) => {
      for (const request of requests) await ctx.send(request);
    },
  };
}

const CHAT = { operationId: "createChatCompletion", method: "POST", path: "/client/v2/ai/chat/completions" } as const;
/** The reasons of a failure: its "  - …" lines. */
const reasonsOf = (message: string): string[] => message.split("\n").filter((line) => line.startsWith("  - "));

describe("a tool-call chat response that fails for another reason", () => {
  it("lists only the missing created, not the null content tool calls are allowed", async () => {
    const body = example<Json>("ChatCompletion");
    delete body.created;
    body.choices[0].message = { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }] };
    body.choices[0].finish_reason = "tool_calls";
    const request = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Weather in Paris?" }], tools: [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } } } } }], tool_choice: "required" };
    const result = await runCase(sending({ ...CHAT, scenario: "tool-call", json: request }), answering(body));
    expect(result.failures.map((f) => f.check)).toEqual(["bodyMatchesSchema"]);
    expect(reasonsOf(result.failures[0]!.message)).toEqual([expect.stringContaining("must have required property 'created'")]);
    expect(result.failures[0]!.message).not.toContain("content");
  });
});

