import { defineCheck, succeeded } from "./check.ts";
import { taskData } from "./task.ts";

/** A completed task carries data.output, an object. */
export const completedTaskHasOutput = defineCheck({
  name: "completedTaskHasOutput",
  title: "Completed task without output",
  rule: "seed §2.4 and §3: data.output is present when completed",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "task-poll" && succeeded(exchange) && taskData(exchange)?.status === "completed",
  run: (exchange, _ctx, fail) => {
    const output = taskData(exchange)?.output;
    if (output !== null && typeof output === "object" && !Array.isArray(output)) return null;
    return fail(`Received: data.output ${output === undefined ? "absent" : JSON.stringify(output)}\nExpected: data.output, an object`);
  },
});
