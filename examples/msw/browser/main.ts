/// <reference lib="dom" />
// The gateway in a browser page: MSW's service worker answers, the mock runs in this page.
import type { components } from "ai-gateway-kit/types";
import { setupWorker } from "msw/browser";
import { createGatewayHandlers } from "ai-gateway-kit/msw";

const gateway = createGatewayHandlers({ taskDurationMs: 5000 }); // http://127.0.0.1:4010
await setupWorker(...gateway.handlers).start({ onUnhandledRequest: "bypass", quiet: true });

const api = `${gateway.baseUrl}/client/v2/ai`;
const headers = { Authorization: "Bearer sk-mock-default", "Content-Type": "application/json" };
const post = async <T>(path: string, body: unknown) =>
  (await (await fetch(`${api}${path}`, { method: "POST", headers, body: JSON.stringify(body) })).json()) as T;
const $ = (id: string) => document.getElementById(id) as HTMLElement & HTMLImageElement;

async function streamChat(): Promise<void> {
  const body = JSON.stringify({ model: "gpt-4o-mini", stream: true, messages: [{ role: "user", content: "Say hello." }] });
  const response = await fetch(`${api}/chat/completions`, { method: "POST", headers, body });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  $("answer").dataset.state = "streaming";
  let buffer = "";
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const frames = (buffer += read.value).split("\n\n");
    buffer = frames.pop()!;
    for (const frame of frames) {
      const data = frame.replace(/^data: /, "");
      if (data === "[DONE]") $("answer").dataset.state = "done";
      else $("answer").textContent += JSON.parse(data).choices[0]?.delta?.content ?? "";
    }
  }
}

async function imageAndTask(): Promise<void> {
  const image = await post<{ data: components["schemas"]["ImageGenerationData"] }>("/generations", {
    model: "flux-schnell",
    input: { prompt: "A red bicycle", width: 240, height: 150 },
  });
  Object.assign($("image"), { src: image.data.images[0]!.url, hidden: false });
  const submitted = await post<components["schemas"]["AsyncSubmission"]>("/generations", { model: "kling-v1", input: { prompt: "A paper boat" } });
  $("task").textContent = `Task ${submitted.data.task_id}: ${submitted.data.status}`;
  gateway.clock.advance(5000); // no waiting: the task's time passes at once
  const task = (await (await fetch(`${api}/tasks/${submitted.data.task_id}`, { headers })).json()) as { data: components["schemas"]["Task"] };
  $("task").textContent = `Task ${task.data.task_id}: ${task.data.status}`;
  $("task").dataset.state = task.data.status;
  Object.assign($("cover"), { src: task.data.output?.cover_url, hidden: false });
}

await Promise.all([streamChat(), imageAndTask()]);
