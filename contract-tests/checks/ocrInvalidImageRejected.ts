import { defineCheck, expectError } from "./check.ts";

/** No image, bad base64, a bad URL or an image over 8 MB gets 400. */
export const ocrInvalidImageRejected = defineCheck({
  name: "ocrInvalidImageRejected",
  title: "Invalid OCR image not refused",
  rule: "seed §4.4 rule 2 and §8: no image, invalid base64, invalid URL, image over 8 MB (after decoding) → 400",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "ocr-bad-image",
  run: (exchange, _ctx, fail) => expectError(exchange, 400, undefined, fail, `seed §4.4 rule 2 (${exchange.labels.badImage})`),
});
