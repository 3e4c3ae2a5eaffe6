import { defineCheck, received } from "./check.ts";
import { taskData } from "./task.ts";

/** Polling ends in completed or failed before CONTRACT_TASK_TIMEOUT_MS. Judged on a flow's last poll. */
export const taskReachesFinalStatus = defineCheck({
  name: "taskReachesFinalStatus",
  title: "Task never finished",
  rule: "seed §3 and §4.3: clients poll until completed (failed is the other final status)",
  provenance: "seed",
  applies: (exchange, ctx) => exchange.scenario === "task-poll" && ctx.flow?.ended !== undefined,
  run: (exchange, ctx, fail) => {
    const ended = ctx.flow!.ended;
    if (ended === "final") return null;
    if (ended === "timeout") {
      return fail(`Received: status ${JSON.stringify(taskData(exchange)?.status)} after ${ctx.config.taskTimeoutMs} ms (CONTRACT_TASK_TIMEOUT_MS)\nExpected: completed or failed`);
    }
    return fail(`Received: ${received(exchange)} while polling\nExpected: the task, until completed or failed`);
  },
});
