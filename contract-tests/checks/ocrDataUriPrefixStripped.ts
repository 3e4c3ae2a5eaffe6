import { defineCheck, received, succeeded } from "./check.ts";

/** image_base64 with a data:image/...;base64, prefix is accepted like plain base64. */
export const ocrDataUriPrefixStripped = defineCheck({
  name: "ocrDataUriPrefixStripped",
  title: "Data URI prefix not stripped",
  rule: "seed §4.4 rule 1: a data:image/<type>;base64, prefix in image_base64 is stripped",
  provenance: "seed",
  applies: (exchange) => exchange.scenario === "ocr-data-uri",
  run: (exchange, _ctx, fail) => (succeeded(exchange) ? null : fail(`Received: ${received(exchange)}\nExpected: 2xx`)),
});
