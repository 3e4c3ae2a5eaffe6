// The same with the one-line helper: started, reset after each test and stopped for you.
import OpenAI from "openai";
import { expect, it } from "vitest";
import { useGatewayMock } from "ai-gateway-kit/vitest";

const gateway = useGatewayMock(); // MSW handlers at http://127.0.0.1:4010, manual clock

it("answers a chat and journals it", async () => {
  const openai = new OpenAI({ baseURL: `${gateway.url}/client/v2/ai`, apiKey: gateway.keys.default });
  const completion = await openai.chat.completions.create({
    model: "gpt-4o-mini",
    messages: [{ role: "user", content: "Hello!" }],
  });
  expect(completion.choices[0]?.message.content).toBeTruthy();
  expect((await gateway.journal()).map((entry) => entry.operationId)).toEqual(["createChatCompletion"]);
});

it("throws the openai error classes the real gateway would cause", async () => {
  const openai = new OpenAI({ baseURL: `${gateway.url}/client/v2/ai`, apiKey: "sk-wrong", maxRetries: 0 });
  const call = openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });
  await expect(call).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
});
