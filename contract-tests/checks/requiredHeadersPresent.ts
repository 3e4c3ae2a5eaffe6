import { declaredHeaders, declaredStatusFor, type DeclaredHeader } from "../spec-info.ts";
import { defineCheck } from "./check.ts";

/** Retry-After has its own check (present and a usable value), so a missing one is reported once. */
const OWN_CHECKS = new Set(["retry-after"]);

function required(operationId: string, status: number): DeclaredHeader[] {
  const declared = declaredStatusFor(operationId, status);
  if (!declared) return [];
  return declaredHeaders(operationId, declared).filter((h) => h.required && !OWN_CHECKS.has(h.name));
}

/** Headers the spec marks required for the response (X-Request-Id on every one) are present. */
export const requiredHeadersPresent = defineCheck({
  name: "requiredHeadersPresent",
  title: "Missing required header",
  rule: "spec: headers of the response marked required (X-Request-Id is designed)",
  provenance: "seed",
  applies: (exchange) =>
    exchange.operationId !== null && exchange.response !== null && required(exchange.operationId, exchange.response.status).length > 0,
  run: (exchange, _ctx, fail) => {
    const missing = required(exchange.operationId!, exchange.response!.status).filter((h) => !exchange.response!.headers[h.name]?.trim());
    if (missing.length === 0) return null;
    return fail(`Missing: ${missing.map((h) => h.name).join(", ")}`, {
      provenance: missing.some((h) => h.provenance === "seed") ? "seed" : "designed",
    });
  },
});
