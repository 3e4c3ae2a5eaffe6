import { declaredStatusFor, declaredStatuses, responsesPointer } from "../spec-info.ts";
import { defineCheck } from "./check.ts";

/** The status is one the spec declares for the operation. */
export const statusIsDocumented = defineCheck({
  name: "statusIsDocumented",
  title: "Undocumented HTTP status code",
  rule: "spec: responses of the operation",
  provenance: "seed",
  applies: (exchange) => exchange.operationId !== null && exchange.response !== null,
  run: (exchange, _ctx, fail) => {
    const operationId = exchange.operationId!;
    const status = exchange.response!.status;
    if (declaredStatusFor(operationId, status)) return null;
    return fail(`Received: ${status}\nDocumented: ${declaredStatuses(operationId).join(", ")}`, {
      schemaPath: responsesPointer(operationId),
    });
  },
});
