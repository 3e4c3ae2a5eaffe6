import { defineCheck } from "./check.ts";
import { ocrResultOf } from "./ocr.ts";

/** Each box is [x1, y1, x2, y2]: four numbers. */
export const ocrBoxesHaveFourNumbers = defineCheck({
  name: "ocrBoxesHaveFourNumbers",
  title: "OCR box is not four numbers",
  rule: "seed §2.5: line_rects is number[][], one box per line: [x1, y1, x2, y2]",
  provenance: "seed",
  applies: (exchange) => Array.isArray(ocrResultOf(exchange)?.line_rects),
  run: (exchange, _ctx, fail) => {
    const rects = ocrResultOf(exchange)!.line_rects as unknown[];
    const bad = rects.findIndex((box) => !Array.isArray(box) || box.length !== 4 || !box.every((n) => typeof n === "number" && Number.isFinite(n)));
    return bad === -1 ? null : fail(`Received: line_rects[${bad}] = ${JSON.stringify(rects[bad])}`, { pointer: `/data/line_rects/${bad}` });
  },
});
