/**
 * @jest-environment jest-fixed-jsdom
 */
// A React or Vue app's Jest test runs in jsdom: MSW's jest-fixed-jsdom is jest-environment-jsdom
// with Node's fetch, streams and AbortSignal kept and the browser export condition dropped.
import { setupServer } from "msw/node";
import OpenAI from "openai";
import { createGatewayHandlers, manualClock } from "ai-gateway-kit/msw";

const gateway = createGatewayHandlers({ clock: manualClock(), pacing: false });
const server = gateway.attach(setupServer(...gateway.handlers)); // attach: the openai SDK retries a 429 or 5xx only with it

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => gateway.reset());
afterAll(() => server.close());

test("streams a chat through the openai SDK beside a document", async () => {
  expect(document.body).toBeTruthy();
  // jsdom has a window, so the SDK asks to be told that a test is no browser page.
  const openai = new OpenAI({ baseURL: "http://127.0.0.1:4010/client/v2/ai", apiKey: "sk-mock-default", dangerouslyAllowBrowser: true });
  const stream = await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello!" }], stream: true });
  let text = "";
  for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
  expect(text).not.toBe("");
});
