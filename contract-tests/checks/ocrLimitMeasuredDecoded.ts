import { defineCheck, received, succeeded } from "./check.ts";

/**
 * The OCR size limit is measured on the decoded image, not on its base64 text: an image under
 * 8 MB decoded (under 8,000,000 bytes, so in either reading of "MB") whose base64 text is over
 * 8 MB in either reading must be accepted.
 */
export const ocrLimitMeasuredDecoded = defineCheck({
  name: "ocrLimitMeasuredDecoded",
  title: "OCR size limit measured on the base64 text",
  rule: "seed §8: maximum image size 8 MB, measured after base64 decoding",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "ocr-limit-measure",
  run: (exchange, _ctx, fail) =>
    succeeded(exchange) ? null : fail(`Sent: ${exchange.labels.note ?? "an image under 8 MB decoded"}, ${exchange.request.bodyBytes} bytes of request\nReceived: ${received(exchange)}\nExpected: 2xx (the limit counts decoded bytes)`),
});
