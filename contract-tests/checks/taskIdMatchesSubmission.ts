import { defineCheck, succeeded } from "./check.ts";
import { taskData } from "./task.ts";

/** A poll answers about the task it asked for. */
export const taskIdMatchesSubmission = defineCheck({
  name: "taskIdMatchesSubmission",
  title: "Task poll answered about another task",
  rule: "seed §2.4 and §4.3: data.task_id is the polled task's identifier",
  provenance: "seed",
  applies: (exchange, ctx) => exchange.scenario === "task-poll" && ctx.flow?.taskId !== undefined && succeeded(exchange),
  run: (exchange, ctx, fail) => {
    const id = taskData(exchange)?.task_id;
    return id === ctx.flow!.taskId ? null : fail(`Received: data.task_id ${JSON.stringify(id)}\nExpected: ${ctx.flow!.taskId}`);
  },
});
