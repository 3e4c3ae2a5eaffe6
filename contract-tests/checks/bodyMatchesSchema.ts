import { operationTable } from "../../spec/operations.ts";
import { answerSchemaFor, declaredMediaTypes, declaredStatusFor } from "../spec-info.ts";
import { asyncSubmissionForModality } from "./asyncSubmissionForModality.ts";
import { defineCheck, failFromIssues, type Check } from "./check.ts";
import { llmAnswersChatCompletion } from "./llmAnswersChatCompletion.ts";
import { syncEnvelopeForModality } from "./syncEnvelopeForModality.ts";

/**
 * Checks that judge a generation's body as the one answer its model's modality asks for. Where
 * one applies, the body's schema reasons are its own: one defect, one failure.
 */
const ANSWER_CHECKS: readonly Check[] = [llmAnswersChatCompletion, syncEnvelopeForModality, asyncSubmissionForModality];

/**
 * A JSON body validates against the schema the spec declares for its status. Of a union (the
 * unified endpoint's answers) the reasons are those of the branch the request asked for (its
 * model's modality), else of the branch the body comes closest to.
 */
export const bodyMatchesSchema = defineCheck({
  name: "bodyMatchesSchema",
  title: "Response violates the schema",
  rule: "spec: schema of the response",
  provenance: "seed",
  applies: (exchange, ctx) => {
    const response = exchange.response;
    if (exchange.operationId === null || !response || response.mediaType === null) return false;
    const status = declaredStatusFor(exchange.operationId, response.status);
    return (
      status !== undefined &&
      declaredMediaTypes(exchange.operationId, status).includes(response.mediaType) &&
      (response.mediaType === "application/json" || response.mediaType.endsWith("+json")) &&
      (response.jsonError !== undefined || !ANSWER_CHECKS.some((check) => check.applies(exchange, ctx)))
    );
  },
  run: (exchange, _ctx, fail) => {
    const response = exchange.response!;
    if (response.jsonError !== undefined) return fail(`Received: a body that is not JSON (${response.jsonError})`);
    const status = declaredStatusFor(exchange.operationId!, response.status)!;
    const modality = exchange.labels.modality;
    const wanted = modality === undefined ? undefined : answerSchemaFor(modality);
    const judged = operationTable.get(exchange.operationId!).judgeResponse(status, response.mediaType!, response.json, wanted);
    if (judged.issues.length === 0) return null;
    const as = judged.branch === undefined ? "" : ` (judged as ${judged.branch}, ${judged.branchGiven ? `the answer for a ${modality} model` : "the closest of its shapes"})`;
    return failFromIssues(fail, judged.issues, `The ${status} ${response.mediaType} body does not match the spec${as}:`);
  },
});
