/** Submit a video, then poll its task with exponential backoff until it is completed or failed. */
import type { components } from "ai-gateway-kit/types";

type Task = components["schemas"]["Task"];
export type Gateway = { baseUrl: string; apiKey: string };
export interface PollOptions extends Gateway {
  firstDelayMs?: number;
  maxDelayMs?: number;
  onUpdate?: (task: Task) => void; // e.g. drive a progress bar from task.progress
  wait?: (ms: number) => Promise<void>;
}

async function call<T>({ baseUrl, apiKey }: Gateway, path: string, body?: unknown): Promise<T> {
  const headers = { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" };
  const res = await fetch(baseUrl + path, body ? { method: "POST", headers, body: JSON.stringify(body) } : { headers });
  const answer: unknown = await res.json();
  if (!res.ok) {
    const { error } = answer as components["schemas"]["ErrorBody"];
    throw Object.assign(new Error(error.message), { status: res.status, code: error.code });
  }
  return answer as T;
}

/** Starts a text-to-video task and returns its id. */
export async function submitVideo(gateway: Gateway, prompt: string, model = "kling-v1"): Promise<number> {
  const submitted = await call<components["schemas"]["AsyncSubmission"]>(gateway, "/client/v2/ai/generations", { model, input: { prompt } });
  return submitted.data.task_id;
}

/** Polls until the task is final: 0.5 s, 1 s, 2 s … up to maxDelayMs between polls. */
export async function pollTask(taskId: number, options: PollOptions): Promise<Task> {
  const { firstDelayMs = 500, maxDelayMs = 5000, onUpdate, wait = (ms) => new Promise((r) => setTimeout(r, ms)) } = options;
  for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    const task = (await call<components["schemas"]["TaskResponse"]>(options, `/client/v2/ai/tasks/${taskId}`)).data;
    onUpdate?.(task);
    if (task.status === "completed" || task.status === "failed") return task;
    await wait(delay);
  }
}
