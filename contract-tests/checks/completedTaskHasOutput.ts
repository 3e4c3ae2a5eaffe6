import { defineCheck, succeeded } from "./check.ts";
import { taskData } from "./task.ts";

/** A completed task carries output.video_url, a URL. */
export const completedTaskHasOutput = defineCheck({
  name: "completedTaskHasOutput",
  title: "Completed task without output.video_url",
  rule: "seed §2.4 and §3: data.output is present when completed; for video it holds video_url (URL)",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "task-poll" && succeeded(exchange) && taskData(exchange)?.status === "completed",
  run: (exchange, _ctx, fail) => {
    const output = taskData(exchange)?.output as { video_url?: unknown } | undefined;
    const url = output?.video_url;
    if (typeof url === "string" && URL.canParse(url)) return null;
    return fail(`Received: data.output ${output === undefined ? "absent" : `with video_url ${JSON.stringify(url)}`}\nExpected: data.output.video_url, a URL`);
  },
});
