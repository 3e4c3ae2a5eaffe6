import { defineCheck, expectError } from "./check.ts";

/** Another team's key cannot read a task: the same 404 as an unknown id. */
export const taskHiddenFromOtherTeam = defineCheck({
  name: "taskHiddenFromOtherTeam",
  title: "Task readable by another team",
  rule: "designed: a task is visible only to the team that created it (404 task_not_found)",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "foreign-task",
  run: (exchange, _ctx, fail) => expectError(exchange, 404, "task_not_found", fail, "designed isolation"),
});
