import { defineCheck, succeeded } from "./check.ts";
import { taskData } from "./task.ts";

/**
 * The output with the query of every URL dropped: a gateway may sign its result URLs afresh on
 * each read (an expiring signature), which still names the same file.
 */
function withoutQueries(value: unknown): unknown {
  if (typeof value === "string" && /^https?:\/\//.test(value)) {
    try {
      const url = new URL(value);
      return `${url.origin}${url.pathname}`;
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map(withoutQueries);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutQueries(v)]));
  return value;
}

/** A completed task's output, read again later, is the output it was completed with. */
export const taskOutputStaysPut = defineCheck({
  name: "taskOutputStaysPut",
  title: "Finished task's output changed",
  rule: "seed §3 and §2.4: completed is a final state, and data.output is present when completed; a later read shows the same output",
  provenance: "seed",
  applies: (exchange, ctx) =>
    exchange.scenario === "task-poll" &&
    succeeded(exchange) &&
    taskData(exchange)?.status === "completed" &&
    (ctx.flow?.history ?? []).some((e) => succeeded(e) && taskData(e)?.status === "completed"),
  run: (exchange, ctx, fail) => {
    const first = ctx.flow!.history.find((e) => succeeded(e) && taskData(e)?.status === "completed")!;
    const before = JSON.stringify(withoutQueries(taskData(first)?.output));
    const now = JSON.stringify(withoutQueries(taskData(exchange)?.output));
    return before === now ? null : fail(`Received: output ${now} (#${exchange.seq})\nFirst completed with: ${before} (#${first.seq})`, { pointer: "/data/output" });
  },
});
