import type { components } from "../../generated/api.d.ts";
import type { Handler } from "../core/context.ts";
import { MockError } from "../core/errors.ts";
import { taskStateAt, type TaskRecord } from "../state/task-lifecycle.ts";
import { SAMPLE_VIDEO } from "../assets/index.ts";
import { coverUrl, videoUrl } from "../assets/urls.ts";

type Task = components["schemas"]["Task"];

/** GET /client/v2/ai/tasks/{task_id}: the task as of now; another team's task is a 404 too. */
export const getTask: Handler<"getTask"> = async (ctx) => {
  const { deps, session, team } = ctx;
  const id = ctx.params.task_id;
  const now = deps.clock.now();
  const task = await deps.store.findTask(session, id, now);
  if (!task || task.team !== team!.id) throw new MockError("task_not_found", `No task with id ${id}.`, { param: "task_id" });
  return { status: 200, body: { code: 200, message: "success", data: taskView(task, now, ctx.request.baseUrl) } };
};

/** A task record rendered as the spec's Task at `now`: output when completed, error when failed. */
export function taskView(task: TaskRecord, now: number, baseUrl: string): Task {
  const state = taskStateAt(task, now);
  const task_id = task.id;
  // After task_id and status, in the order the mock has always sent them.
  const rest = {
    model: task.model,
    progress: state.progress,
    created_at: Math.floor(task.createdAt / 1000),
    updated_at: Math.floor(state.updatedAt / 1000),
  };
  if (state.status === "completed") {
    const output = {
      video_url: videoUrl(baseUrl, task.id),
      duration: task.videoSeconds,
      cover_url: coverUrl(baseUrl, task.id),
      width: SAMPLE_VIDEO.width,
      height: SAMPLE_VIDEO.height,
    };
    return { task_id, status: "completed", ...rest, output };
  }
  if (state.status === "failed") {
    const { code, message } = task.failure ?? { code: "provider_error", message: "The task failed." };
    return { task_id, status: "failed", ...rest, error: { code, message, type: TASK_ERROR_TYPES[code] } };
  }
  return { task_id, status: state.status, ...rest };
}

/** The error body's `type` of each task error code, as the gateway's errors pair them (mocks/core/errors.ts). */
const TASK_ERROR_TYPES: Record<NonNullable<Task["error"]>["code"], string> = {
  provider_error: "server_error",
  timeout: "server_error",
  content_policy_violation: "invalid_request_error",
};
