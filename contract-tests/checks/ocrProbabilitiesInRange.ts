import { defineCheck } from "./check.ts";
import { ocrResultOf } from "./ocr.ts";

/** Each confidence is a number from 0.0 to 1.0. */
export const ocrProbabilitiesInRange = defineCheck({
  name: "ocrProbabilitiesInRange",
  title: "OCR confidence outside 0..1",
  rule: "seed §2.5: line_probs, confidence per line, 0.0 to 1.0",
  provenance: "seed",
  applies: (exchange) => Array.isArray(ocrResultOf(exchange)?.line_probs),
  run: (exchange, _ctx, fail) => {
    const probs = ocrResultOf(exchange)!.line_probs as unknown[];
    const bad = probs.findIndex((p) => typeof p !== "number" || !(p >= 0 && p <= 1));
    return bad === -1 ? null : fail(`Received: line_probs[${bad}] = ${JSON.stringify(probs[bad])}`, { pointer: `/data/line_probs/${bad}` });
  },
});
