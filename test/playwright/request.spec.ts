// An API test with Playwright's own request fixture under the ai-gateway-kit/playwright fixture:
// its calls to the mock, and to the app's gateway URL (gatewayBaseUrl), join the test's session
// with no header of the test's, force() answers them, and no browser starts (the launch options
// point at none, so a launch would fail the test).
import { expect, test } from "ai-gateway-kit/playwright";

const APP_GATEWAY = "http://gateway.example.test/client/v2/ai";

test.use({ launchOptions: { executablePath: "/nonexistent/chromium" }, gatewayBaseUrl: APP_GATEWAY });

test("the request fixture's calls join the test's session, and force() answers them, with no browser", async ({ request, gateway }) => {
  const authorization = `Bearer ${gateway.keys.default}`;
  const submitted = await request.post(`${gateway.url}/client/v2/ai/generations`, { headers: { authorization }, data: { model: "kling-v1", input: { prompt: "A paper boat" } } });
  const taskId = ((await submitted.json()) as { data: { task_id: number } }).data.task_id;
  await gateway.clock.advance(5000);
  const polled = await request.get(`${APP_GATEWAY}/tasks/${taskId}`, { headers: { authorization } });
  expect(((await polled.json()) as { data: { status: string } }).data.status).toBe("completed");

  gateway.force("createChatCompletion", 503, { times: 1 });
  const chat = (headers: Record<string, string>) =>
    request.post(`${gateway.url}/client/v2/ai/chat/completions`, { headers: { authorization, ...headers }, data: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] } });
  // The forced status wins over the request's own Prefer, once.
  expect((await chat({ Prefer: "code=429" })).status()).toBe(503);
  expect((await chat({})).status()).toBe(200);

  expect((await gateway.journal()).map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
    "POST /client/v2/ai/generations 200",
    `GET /client/v2/ai/tasks/${taskId} 200`,
    "POST /client/v2/ai/chat/completions 503",
    "POST /client/v2/ai/chat/completions 200",
  ]);
});
