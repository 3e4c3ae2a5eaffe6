// The gateway in a webpack app: MSW's service worker answers, the mock runs in this page, the
// official openai SDK talks to it.
import { createGatewayHandlers, manualClock } from "ai-gateway-kit/msw";
import { setupWorker } from "msw/browser";
import OpenAI from "openai";

// A manual clock: time passes only when the page says so; unpaced streams, which would wait on it.
const gateway = createGatewayHandlers({ clock: manualClock(), taskDurationMs: 5000, pacing: false }); // http://127.0.0.1:4010
await setupWorker(...gateway.handlers).start({ onUnhandledRequest: "bypass", quiet: true });

const baseURL = `${gateway.baseUrl}/client/v2/ai`;
const openai = new OpenAI({ apiKey: "sk-mock-default", baseURL, dangerouslyAllowBrowser: true });
const show = (id, text, state = "done") => Object.assign(document.getElementById(id), { textContent: text }).setAttribute("data-state", state);

async function chat() {
  const completion = await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Say hello." }] });
  show("chat", completion.choices[0].message.content);
}

async function streamed() {
  const stream = await openai.chat.completions.create({ model: "gpt-4o-mini", stream: true, messages: [{ role: "user", content: "Tell me a story." }] });
  let text = "";
  for await (const chunk of stream) show("stream", (text += chunk.choices[0]?.delta?.content ?? ""), "streaming");
  show("stream", text);
}

async function wrongKey() {
  const stranger = new OpenAI({ apiKey: "sk-wrong", baseURL, dangerouslyAllowBrowser: true });
  try {
    await stranger.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });
    show("auth", "accepted a wrong key", "failed");
  } catch (error) {
    show("auth", error instanceof OpenAI.AuthenticationError ? `AuthenticationError ${error.status}` : String(error));
  }
}

// Tool calls (and JSON answers) load their part of the mock on first use: this request fetches it.
async function toolCall() {
  const weather = { type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } };
  const completion = await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Weather in Paris?" }], tools: [weather], tool_choice: "required" });
  const call = completion.choices[0].message.tool_calls?.[0];
  show("tool", call ? `${call.function.name}(${call.function.arguments})` : "no tool call");
}

async function videoTask() {
  const submitted = await openai.post("/generations", { body: { model: "kling-v1", input: { prompt: "A paper boat" } } });
  show("task", `Task ${submitted.data.task_id}: ${submitted.data.status}`, submitted.data.status);
  gateway.clock.advance(5000); // no waiting: the task's five seconds pass at once
  const task = await openai.get(`/tasks/${submitted.data.task_id}`);
  show("task", `Task ${task.data.task_id}: ${task.data.status}`, task.data.status);
}

await Promise.all([chat(), streamed(), wrongKey(), toolCall(), videoTask()]);
