import { defineCheck, expectError } from "./check.ts";

/** An id no task has gets 404 task_not_found. */
export const unknownTaskNotFound = defineCheck({
  name: "unknownTaskNotFound",
  title: "Unknown task not answered 404",
  rule: "designed: GET /client/v2/ai/tasks/{task_id} 404 task_not_found",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "unknown-task",
  run: (exchange, _ctx, fail) => expectError(exchange, 404, "task_not_found", fail, "designed TaskNotFound"),
});
