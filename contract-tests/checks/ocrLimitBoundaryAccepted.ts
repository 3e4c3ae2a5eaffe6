import { defineCheck, received, succeeded } from "./check.ts";

/** An image of exactly 8 MiB after decoding is accepted (the limit is "exceeds 8 MB"). */
export const ocrLimitBoundaryAccepted = defineCheck({
  name: "ocrLimitBoundaryAccepted",
  title: "OCR image at the size limit refused",
  rule: "seed §4.4 rule 2 (exceeds 8 MB → 400); designed unit: 8 MiB = 8388608 bytes (x-max-decoded-bytes)",
  provenance: "designed",
  applies: (exchange) => exchange.scenario === "ocr-limit-boundary",
  run: (exchange, _ctx, fail) => (succeeded(exchange) ? null : fail(`Received: ${received(exchange)}\nExpected: 2xx for 8388608 decoded bytes`)),
});
