import { defineCheck, expectError } from "./check.ts";

/** A task id that is not a positive integer gets 400 invalid_request. */
export const invalidTaskIdRejected = defineCheck({
  name: "invalidTaskIdRejected",
  title: "Invalid task id not refused",
  rule: "seed §4.3 types task_id as an integer; designed: the task endpoint's 400 invalid_request (x-designed-responses)",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "invalid-task-id",
  run: (exchange, _ctx, fail) => expectError(exchange, 400, "invalid_request", fail, "designed 400 of getTask"),
});
