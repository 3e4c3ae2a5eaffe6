import { defineCheck, requestBodyOf } from "./check.ts";
import { ocrResultOf } from "./ocr.ts";

/** With filter_thresh, no line below it is returned. */
export const ocrFilterThreshApplied = defineCheck({
  name: "ocrFilterThreshApplied",
  title: "Lines below filter_thresh returned",
  rule: "seed §4.4: filter_thresh is the confidence threshold for filtering results",
  provenance: "seed",
  applies: (exchange) => typeof requestBodyOf(exchange)?.filter_thresh === "number" && Array.isArray(ocrResultOf(exchange)?.line_probs),
  run: (exchange, _ctx, fail) => {
    const threshold = requestBodyOf(exchange)!.filter_thresh as number;
    const probs = ocrResultOf(exchange)!.line_probs as unknown[];
    const below = probs.findIndex((p) => typeof p === "number" && p < threshold);
    return below === -1 ? null : fail(`Sent: filter_thresh ${threshold}\nReceived: line_probs[${below}] = ${String(probs[below])}`, { pointer: `/data/line_probs/${below}` });
  },
});
