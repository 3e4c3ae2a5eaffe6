import { defineCheck, succeeded } from "./check.ts";
import { taskData } from "./task.ts";

/**
 * A task the mock was told to end a certain way (Prefer: task=failed) ends that way. Mock-only,
 * so designed: a warning, and an error in strict mode, where "it completed instead" must fail
 * rather than pass as "not exercised". Judged on a flow's last poll.
 */
export const forcedTaskOutcomeHappened = defineCheck({
  name: "forcedTaskOutcomeHappened",
  title: "Forced task outcome did not happen",
  rule: "mock control (designed): Prefer: task=<status> makes the task end in that status",
  provenance: "designed",
  applies: (exchange, ctx) => exchange.scenario === "task-poll" && exchange.labels.forcedTaskOutcome !== undefined && ctx.flow?.ended === "final" && succeeded(exchange),
  run: (exchange, _ctx, fail) => {
    const status = taskData(exchange)?.status;
    if (status === exchange.labels.forcedTaskOutcome) return null;
    return fail(`Sent: Prefer: task=${exchange.labels.forcedTaskOutcome}\nReceived: the task ended ${JSON.stringify(status)}`);
  },
});
