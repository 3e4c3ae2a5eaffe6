// The one-line helper in Vitest Browser Mode: the mock runs in the test's page, MSW's service
// worker hands it the page's requests, and the openai SDK talks to it as to the real gateway.
import OpenAI from "openai";
import { expect, it } from "vitest";
import type { components } from "ai-gateway-kit/types";
import { useGatewayMock } from "ai-gateway-kit/vitest";

const gateway = useGatewayMock({ taskDurationMs: 5000 }); // MSW's setupWorker, http://127.0.0.1:4010, manual clock
// gateway.url is known once the mock has started (beforeAll): make the client in the test.
const client = () => new OpenAI({ baseURL: `${gateway.url}/client/v2/ai`, apiKey: gateway.keys.default, dangerouslyAllowBrowser: true });

it("answers a chat completion", async () => {
  const completion = await client().chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Say hello." }] });
  expect(completion.choices[0]?.message.content).toBe("Hello!");
  expect((await gateway.journal()).map((entry) => entry.operationId)).toEqual(["createChatCompletion"]);
});

it("streams a chat completion", async () => {
  const stream = await client().chat.completions.create({ model: "gpt-4o-mini", stream: true, messages: [{ role: "user", content: "Tell me a story." }] });
  let text = "";
  for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
  expect(text.trim()).not.toBe("");
});

it("finishes a video task when the test moves the clock", async () => {
  const openai = client();
  const submitted = await openai.post<components["schemas"]["AsyncSubmission"]>("/generations", { body: { model: "kling-v1", input: { prompt: "A paper boat" } } });
  expect(submitted.data.status).toBe("processing");
  gateway.clock.advance(5000); // the task's five seconds pass at once
  const task = await openai.get<{ data: components["schemas"]["Task"] }>(`/tasks/${submitted.data.task_id}`);
  expect(task.data.status).toBe("completed");
});
