/**
 * Waiting for an async task: poll, back off, stop at `completed` or `failed`. Time comes from
 * `Timers`, so a test moves the mock's clock instead of waiting, and a page or a server uses the
 * real one.
 */
import { ApiError, TaskTimeoutError, UnexpectedResponseError } from "./errors.ts";
import type { ApiResult, FinishedTask, Schemas } from "./types.ts";

/** The time `waitForTask` reads and waits on. */
export interface Timers {
  /** Milliseconds, from any origin. */
  now(): number;
  /** Resolves after `ms`; rejects with the signal's reason when it aborts. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

export interface WaitOptions {
  /** First wait between polls, in ms (default 1000). */
  pollMs?: number | undefined;
  /** Longest wait between polls (default 10 × pollMs). */
  maxPollMs?: number | undefined;
  /** Give up after this long (default 600000, ten minutes). */
  timeoutMs?: number | undefined;
  signal?: AbortSignal | undefined;
}

/** Real time: performance.now and setTimeout. */
export const realTimers: Timers = {
  now: () => performance.now(),
  sleep: (ms, signal) =>
    new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal!.reason);
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener("abort", onAbort);
        resolve();
      }, ms);
      signal?.addEventListener("abort", onAbort, { once: true });
    }),
};

const BACKOFF = 1.5;

/** Retry-After-Ms, else Retry-After in seconds, in ms; undefined when neither is a number. */
function retryAfterMs(response: Response): number | undefined {
  const ms = Number(response.headers.get("retry-after-ms") ?? Number.NaN);
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const seconds = Number(response.headers.get("retry-after") ?? Number.NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/** The task if it is final, checked for what the spec promises of a final task. */
function finished(task: Schemas["Task"]): FinishedTask | undefined {
  if (task.status === "processing") return undefined;
  if (task.status === "completed" && task.output) return { ...task, status: "completed", output: task.output };
  if (task.status === "failed" && task.error) return { ...task, status: "failed", error: task.error };
  throw new UnexpectedResponseError("getTask", 200, JSON.stringify(task), `a ${task.status} task without its ${task.status === "completed" ? "output" : "error"}`);
}

/** Polls `getTask` until the task is final (see GatewayClient.waitForTask). */
export async function waitForTask(
  getTask: (taskId: number, signal?: AbortSignal) => Promise<ApiResult<"getTask">>,
  taskId: number,
  { pollMs = 1000, maxPollMs = pollMs * 10, timeoutMs = 600_000, signal }: WaitOptions,
  timers: Timers = realTimers,
): Promise<FinishedTask> {
  const start = timers.now();
  let interval = pollMs;
  let last: Schemas["Task"] | undefined;
  for (;;) {
    signal?.throwIfAborted();
    const result = await getTask(taskId, signal);
    let wait: number;
    if (result.ok) {
      const task = result.data.data;
      last = task;
      const done = finished(task);
      if (done) return done;
      wait = interval;
      interval = Math.min(interval * BACKOFF, maxPollMs);
    } else if (result.status === 429 || result.status === 503) {
      wait = retryAfterMs(result.response) ?? interval;
    } else {
      throw new ApiError("getTask", result);
    }
    const left = timeoutMs - (timers.now() - start);
    if (left <= 0) throw new TaskTimeoutError(taskId, timeoutMs, last);
    await timers.sleep(Math.min(wait, left), signal);
  }
}
