// The gateway inside a Jest file with MSW's setupServer: no server process, no port.
// The kit is an ES module: Jest loads it in its ESM mode (see package.json beside this file).
import { setupServer } from "msw/node";
import OpenAI from "openai";
import { createGatewayHandlers, manualClock } from "ai-gateway-kit/msw";

const gateway = createGatewayHandlers({ clock: manualClock(), pacing: false, taskDurationMs: 5000 });
const server = gateway.attach(setupServer(...gateway.handlers)); // attach: the openai SDK retries a 429 or 5xx only with it

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => gateway.reset());
afterAll(() => server.close());

test("answers a chat, and throws the SDK's error class for a wrong key", async () => {
  const openai = new OpenAI({ baseURL: "http://127.0.0.1:4010/client/v2/ai", apiKey: "sk-mock-default" });
  const completion = await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello!" }] });
  expect(completion.choices[0].message.content).toBeTruthy();

  const wrong = new OpenAI({ baseURL: "http://127.0.0.1:4010/client/v2/ai", apiKey: "sk-wrong", maxRetries: 0 });
  const refused = wrong.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });
  await expect(refused).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
});

test("finishes a video task when the test moves the clock", async () => {
  const headers = { Authorization: "Bearer sk-mock-default", "Content-Type": "application/json" };
  const base = "http://127.0.0.1:4010/client/v2/ai";
  const body = JSON.stringify({ model: "kling-v1", input: { prompt: "A paper boat" } });
  const { data } = await (await fetch(`${base}/generations`, { method: "POST", headers, body })).json();
  gateway.clock.advance(5000);
  const task = await (await fetch(`${base}/tasks/${data.task_id}`, { headers })).json();
  expect(task.data.status).toBe("completed");
});
