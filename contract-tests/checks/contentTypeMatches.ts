import { declaredMediaTypes, declaredStatusFor } from "../spec-info.ts";
import { defineCheck } from "./check.ts";

/** The Content-Type is one the spec declares for the status. */
export const contentTypeMatches = defineCheck({
  name: "contentTypeMatches",
  title: "Undocumented Content-Type",
  rule: "seed §4: JSON bodies; spec: content of the response",
  provenance: "seed",
  applies: (exchange) =>
    exchange.operationId !== null &&
    exchange.response !== null &&
    declaredStatusFor(exchange.operationId, exchange.response.status) !== undefined,
  run: (exchange, _ctx, fail) => {
    const response = exchange.response!;
    const declared = declaredMediaTypes(exchange.operationId!, declaredStatusFor(exchange.operationId!, response.status)!);
    if (declared.length === 0) return null;
    if (response.mediaType === null) return fail(`Received: no Content-Type header\nDocumented: ${declared.join(", ")}`);
    if (declared.includes(response.mediaType)) return null;
    return fail(`Received: ${response.headers["content-type"]}\nDocumented: ${declared.join(", ")}`);
  },
});
