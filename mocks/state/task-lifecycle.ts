/**
 * A task's state is a pure function of its record and the time: no timers run per task, so a
 * store of 100,000 tasks costs memory only, and moving the clock moves every task.
 */
import type { components } from "../../generated/api.d.ts";
export type TaskStatus = components["schemas"]["TaskStatus"];
export type TaskOutcome = "completed" | "failed";

export interface TaskFailure {
  code: components["schemas"]["TaskError"]["code"];
  message: string;
}

export interface TaskRecord {
  readonly id: number;
  readonly team: string;
  readonly model: string;
  readonly createdAt: number;
  durationMs: number;
  outcome: TaskOutcome;
  failure: TaskFailure | null;
  /** Seconds of video the task produces. */
  readonly videoSeconds: number;
  /** Set by the control surface: the status is pinned from `forcedAt` on. */
  forced: TaskStatus | null;
  forcedAt: number;
  /** The share of its duration after which a failing task stopped (a scenario's `fail_at_percent`); default 0.6. */
  failAt?: number;
}

export interface TaskState {
  status: TaskStatus;
  progress: number;
  updatedAt: number;
}

/** Where a task stands at `now`. A failed task stops where it was, so progress stays < 100. */
export function taskStateAt(task: TaskRecord, now: number): TaskState {
  const doneAt = task.createdAt + task.durationMs;
  if (task.forced) {
    const progress = task.forced === "completed" ? 100 : Math.min(99, progressAt(task, task.forcedAt));
    return { status: task.forced, progress, updatedAt: task.forcedAt };
  }
  if (now < doneAt) return { status: "processing", progress: progressAt(task, now), updatedAt: task.createdAt };
  if (task.outcome === "completed") return { status: "completed", progress: 100, updatedAt: doneAt };
  return { status: "failed", progress: progressAt(task, task.createdAt + task.durationMs * (task.failAt ?? 0.6)), updatedAt: doneAt };
}

function progressAt(task: TaskRecord, now: number): number {
  if (task.durationMs <= 0) return 0;
  const fraction = Math.max(0, Math.min(1, (now - task.createdAt) / task.durationMs));
  return Math.min(99, Math.floor(fraction * 100));
}
