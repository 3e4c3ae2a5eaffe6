/**
 * The openai SDK's own retries through MSW. Before it retries a 429 or a 5xx the SDK cancels the
 * error's body, and MSW's Node interceptor keeps an unread copy of every mocked body whose tee
 * holds that cancel for ever (mswjs/interceptors#799): a weather test timed out instead of
 * retrying. The one-line helper attaches the fix; a file with its own setupServer calls
 * `gateway.attach(server)`.
 */
import { setupServer } from "msw/node";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGatewayHandlers } from "../../mocks/transports/msw/index.ts";
import { useGatewayMock, type Scenario } from "../../mocks/testing/vitest.ts";

const BURST: Scenario = { phases: [{ script: [{ operation: "createChatCompletion", statuses: [429, 500], retry_after_ms: 50 }] }] };
const ask = (openai: OpenAI) => openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });

describe("the one-line helper", () => {
  const gateway = useGatewayMock({ baseUrl: "http://sdk-retries.test" });

  it("lets the SDK retry a 429 and a 500 to an answer", async () => {
    await gateway.setScenario(BURST);
    const openai = new OpenAI({ baseURL: `${gateway.url}/client/v2/ai`, apiKey: gateway.keys.default });
    const completion = await ask(openai);
    expect(completion.choices[0]!.message.content).toBeTruthy();
    expect((await gateway.journal()).map((entry) => entry.status)).toEqual([429, 500, 200]);
  }, 5000);
});

describe("your own setupServer with gateway.attach(server)", () => {
  const gateway = createGatewayHandlers({ baseUrl: "http://sdk-retries-own.test", pacing: false });
  const server = gateway.attach(setupServer(...gateway.handlers));
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterAll(() => server.close());

  it("lets the SDK retry a 503 to an answer", async () => {
    gateway.force("createChatCompletion", 503);
    const openai = new OpenAI({ baseURL: `${gateway.baseUrl}/client/v2/ai`, apiKey: "sk-mock-default", maxRetries: 1 });
    const refused = ask(openai);
    // Forced for every call: the SDK retries once, then throws the 503's class.
    await expect(refused).rejects.toBeInstanceOf(OpenAI.InternalServerError);
    expect((await gateway.journal()).map((entry) => entry.status)).toEqual([503, 503]);
  }, 5000);

  it("still streams, and a client's cancel of a stream reaches the core", async () => {
    gateway.unforce();
    const openai = new OpenAI({ baseURL: `${gateway.baseUrl}/client/v2/ai`, apiKey: "sk-mock-default" });
    const stream = await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }], stream: true });
    let text = "";
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
    expect(text).not.toBe("");
  }, 5000);
});
