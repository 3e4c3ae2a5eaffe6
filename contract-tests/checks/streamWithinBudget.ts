import { budgetOverruns } from "../stream-watch.ts";
import { defineCheck } from "./check.ts";

/**
 * A stream keeps the run's time budgets (time to first event, largest gap, whole stream) and is
 * not cut by them. The seed states no timing: a warning by default, an error when the user marks
 * the budgets required (stream.required).
 */
export const streamWithinBudget = defineCheck({
  name: "streamWithinBudget",
  title: "Stream over its time budget",
  rule: "designed: contract.config.json stream.ttftMs, stream.maxGapMs, stream.totalMs (errors with stream.required)",
  provenance: "designed",
  applies: (exchange) => exchange.stream !== undefined && exchange.response !== null,
  run: (exchange, _ctx, fail) => {
    const watch = exchange.stream!;
    const overruns = budgetOverruns(watch);
    if (overruns.length === 0) return null;
    const failure = fail(`Received: ${watch.events} events, ${overruns.join("; ")}`);
    return watch.budgets.required ? { ...failure, severity: "error" } : failure;
  },
});
