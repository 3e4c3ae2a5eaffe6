import { defineCheck, succeeded } from "./check.ts";
import { STATUS_RANK, taskData } from "./task.ts";

/** Polls never see a task go back to processing, or change a final status. */
export const taskStatusOnlyMovesForward = defineCheck({
  name: "taskStatusOnlyMovesForward",
  title: "Task status moved backwards",
  rule: "seed §3: processing → completed or failed; completed and failed are final",
  provenance: "seed",
  applies: (exchange, ctx) => exchange.scenario === "task-poll" && ctx.flow !== undefined && succeeded(exchange),
  run: (exchange, ctx, fail) => {
    const status = String(taskData(exchange)?.status);
    const seen = ctx.flow!.history.filter(succeeded).map((e) => String(taskData(e)?.status));
    const final = seen.find((s) => STATUS_RANK[s] === 1);
    if (final !== undefined && status !== final) return fail(`Received: ${status} after ${final}\nSeen before: ${seen.join(" → ")}`);
    return null;
  },
});
