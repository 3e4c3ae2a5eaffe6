import { defineCheck, succeeded } from "./check.ts";
import { taskData } from "./task.ts";

/**
 * A completed video task's output holds video_url, a URL. The seed says so for video only; that
 * a digital-human task's output has the same field is our design, so there it is a warning.
 */
export const completedVideoHasVideoUrl = defineCheck({
  name: "completedVideoHasVideoUrl",
  title: "Completed task output without video_url",
  rule: "seed §2.4: for video, data.output holds video_url (string, URL); designed for other async modalities",
  provenance: "seed",
  applies: (exchange) => {
    const data = taskData(exchange);
    return exchange.scenario === "task-poll" && succeeded(exchange) && data?.status === "completed" && data.output !== null && typeof data.output === "object";
  },
  run: (exchange, _ctx, fail) => {
    const url = (taskData(exchange)!.output as { video_url?: unknown }).video_url;
    if (typeof url === "string" && URL.canParse(url)) return null;
    const modality = exchange.labels.modality;
    return fail(`Received: data.output.video_url ${url === undefined ? "absent" : JSON.stringify(url)} (a ${modality ?? "task of unknown modality"})\nExpected: a URL`, {
      provenance: modality === "video" ? "seed" : "designed",
    });
  },
});
