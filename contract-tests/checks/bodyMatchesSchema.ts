import { validateResponseBody } from "../../spec/operations.ts";
import { declaredMediaTypes, declaredStatusFor } from "../spec-info.ts";
import { defineCheck, failFromIssues } from "./check.ts";

/** A JSON body validates against the schema the spec declares for its status. */
export const bodyMatchesSchema = defineCheck({
  name: "bodyMatchesSchema",
  title: "Response violates the schema",
  rule: "spec: schema of the response",
  provenance: "seed",
  applies: (exchange) => {
    const response = exchange.response;
    if (exchange.operationId === null || !response || response.mediaType === null) return false;
    const status = declaredStatusFor(exchange.operationId, response.status);
    return (
      status !== undefined &&
      declaredMediaTypes(exchange.operationId, status).includes(response.mediaType) &&
      (response.mediaType === "application/json" || response.mediaType.endsWith("+json"))
    );
  },
  run: (exchange, _ctx, fail) => {
    const response = exchange.response!;
    if (response.jsonError !== undefined) return fail(`Received: a body that is not JSON (${response.jsonError})`);
    const status = declaredStatusFor(exchange.operationId!, response.status)!;
    const issues = validateResponseBody(exchange.operationId!, status, response.mediaType!, response.json);
    if (issues.length === 0) return null;
    return failFromIssues(fail, issues, `The ${status} ${response.mediaType} body does not match the spec:`);
  },
});
