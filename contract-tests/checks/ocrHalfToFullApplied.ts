import { defineCheck, requestBodyOf } from "./check.ts";
import { ocrResultOf } from "./ocr.ts";

/** Half-width forms: printable ASCII (except space) and half-width katakana. */
const HALF_WIDTH = /[\u0021-\u007e\uff61-\uff9f]/u;

/** With half_to_full 1, recognized text holds no half-width characters. */
export const ocrHalfToFullApplied = defineCheck({
  name: "ocrHalfToFullApplied",
  title: "half_to_full not applied",
  rule: "seed §4.4: half_to_full 1 converts half-width characters to full-width",
  provenance: "seed",
  applies: (exchange) => requestBodyOf(exchange)?.half_to_full === 1 && Array.isArray(ocrResultOf(exchange)?.line_texts),
  run: (exchange, _ctx, fail) => {
    const texts = ocrResultOf(exchange)!.line_texts as unknown[];
    const index = texts.findIndex((t) => typeof t === "string" && HALF_WIDTH.test(t));
    return index === -1 ? null : fail(`Sent: half_to_full 1\nReceived: line_texts[${index}] = ${JSON.stringify(texts[index])}`, { pointer: `/data/line_texts/${index}` });
  },
});
