import { validateSchema } from "../../spec/validators.ts";
import { answeredJson, defineCheck, failFromIssues, succeeded } from "./check.ts";

/** Video and digital-human models answer the async submission envelope. */
export const asyncSubmissionForModality = defineCheck({
  name: "asyncSubmissionForModality",
  title: "Wrong async submission envelope",
  rule: "seed §4.2 rule 3 and §2.3: data.task_id (integer), data.status processing, data.model, meta.tool/provider",
  provenance: "seed",
  applies: (exchange) =>
    exchange.operationId === "createGeneration" &&
    (exchange.labels.modality === "video" || exchange.labels.modality === "digital_human") &&
    (exchange.scenario === "valid" || exchange.scenario === "generated") &&
    succeeded(exchange) &&
    // A body of another type is contentTypeMatches' reason; one that is not JSON, bodyMatchesSchema's.
    answeredJson(exchange) &&
    exchange.response?.jsonError === undefined,
  run: (exchange, _ctx, fail) => {
    const issues = validateSchema("AsyncSubmission", exchange.response!.json);
    return issues.length === 0 ? null : failFromIssues(fail, issues, "The body is not an AsyncSubmission:");
  },
});
