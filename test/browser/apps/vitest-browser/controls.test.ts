// The helper's controls in Vitest Browser Mode, beside the documented example
// (examples/vitest-browser/gateway.test.ts): force, journal, scenario and verdict in the page,
// the reset between tests, and `gatewayMock` from ai-gateway-kit/testing refusing mode "http".
// (A start that fails beside a running mock is failed-start.test.ts, which runs before this file.)
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { gatewayMock } from "ai-gateway-kit/testing";
import { useGatewayMock } from "ai-gateway-kit/vitest";

const gateway = useGatewayMock();
const client = (apiKey: string = gateway.keys.default, maxRetries = 0) =>
  new OpenAI({ baseURL: `${gateway.url}/client/v2/ai`, apiKey, maxRetries, dangerouslyAllowBrowser: true });
const hello = (openai: OpenAI) => openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Say hello." }] });

describe("in sequence: the reset after each test keeps them apart", () => {
  it("forces a 429 on chat completions", async () => {
    gateway.force("createChatCompletion", 429);
    await expect(hello(client())).rejects.toBeInstanceOf(OpenAI.RateLimitError);
    expect((await gateway.journal()).map((entry) => [entry.operationId, entry.status])).toEqual([["createChatCompletion", 429]]);
  });

  it("starts the next test with no force and an empty journal", async () => {
    expect(await gateway.journal()).toEqual([]);
    expect((await hello(client())).choices[0]?.message.content).toBe("Hello!");
  });
});

it("plays a scenario, which the SDK's default retries outlast with no client finding", async () => {
  await gateway.setScenario({ phases: [{ script: [{ operation: "createChatCompletion", statuses: [429, 500], retry_after_ms: 300 }] }] });
  expect((await hello(client(gateway.keys.default, 2))).choices[0]?.message.content).toBe("Hello!");
  expect((await gateway.journal()).map((entry) => entry.status)).toEqual([429, 500, 200]);
  await expect(gateway).toHaveNoClientFindings();
});

it("finds a client that calls again with a key the gateway refused", async () => {
  const stranger = client("sk-wrong");
  for (let call = 0; call < 2; call++) await expect(hello(stranger)).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  expect((await gateway.verdict()).findings.map((finding) => finding.code)).toContain("called-after-401");
});

describe("gatewayMock from ai-gateway-kit/testing in a page", () => {
  it('refuses mode "http", naming mode "msw"', async () => {
    await expect(gatewayMock({ mode: "http" }).start()).rejects.toThrow(/mode "http" starts a server.*use mode "msw"/);
  });
});
