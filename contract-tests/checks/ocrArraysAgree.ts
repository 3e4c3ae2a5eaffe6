import { defineCheck } from "./check.ts";
import { ocrResultOf } from "./ocr.ts";

/** line_texts, line_rects and line_probs have one entry per line. */
export const ocrArraysAgree = defineCheck({
  name: "ocrArraysAgree",
  title: "OCR arrays of different lengths",
  rule: "seed §2.5: one box per line, one confidence per line",
  provenance: "seed",
  applies: (exchange) => {
    const result = ocrResultOf(exchange);
    return result !== undefined && [result.line_texts, result.line_rects, result.line_probs].every(Array.isArray);
  },
  run: (exchange, _ctx, fail) => {
    const r = ocrResultOf(exchange)!;
    const [texts, rects, probs] = [r.line_texts, r.line_rects, r.line_probs].map((a) => (a as unknown[]).length);
    return texts === rects && rects === probs ? null : fail(`Received: ${texts} line_texts, ${rects} line_rects, ${probs} line_probs`);
  },
});
