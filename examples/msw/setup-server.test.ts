// The gateway inside a vitest file with MSW's setupServer: no server process, no port.
import { setupServer } from "msw/node";
import OpenAI from "openai";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { createGatewayHandlers, manualClock } from "ai-gateway-kit/msw";

const gateway = createGatewayHandlers({ clock: manualClock(), pacing: false, taskDurationMs: 5000 });
const server = gateway.attach(setupServer(...gateway.handlers)); // attach: the openai SDK retries a 429 or 5xx only with it

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => gateway.reset());
afterAll(() => server.close());

it("streams a chat answer", async () => {
  // Made after server.listen(): the SDK keeps the fetch it finds when it is constructed.
  const openai = new OpenAI({ baseURL: "http://127.0.0.1:4010/client/v2/ai", apiKey: "sk-mock-default" });
  const stream = await openai.chat.completions.create({
    model: "gpt-4o-mini",
    messages: [{ role: "user", content: "Hello!" }],
    stream: true,
  });
  let text = "";
  for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
  expect(text).not.toBe("");
});

it("finishes a video task when the test moves the clock", async () => {
  const headers = { Authorization: "Bearer sk-mock-default", "Content-Type": "application/json" };
  const base = "http://127.0.0.1:4010/client/v2/ai";
  const body = JSON.stringify({ model: "kling-v1", input: { prompt: "A paper boat" } });
  const submitted = await fetch(`${base}/generations`, { method: "POST", headers, body });
  const { data } = (await submitted.json()) as { data: { task_id: number } };
  gateway.clock.advance(5000);
  const task = (await (await fetch(`${base}/tasks/${data.task_id}`, { headers })).json()) as { data: { status: string } };
  expect(task.data.status).toBe("completed");
});
