/** Every check, in report order: the conformance checks of every response first, then the rules, by name. */
import type { Check } from "./check.ts";
import { asyncSubmissionForModality } from "./asyncSubmissionForModality.ts";
import { bodyMatchesSchema } from "./bodyMatchesSchema.ts";
import { bodyWithinLimit } from "./bodyWithinLimit.ts";
import { completedTaskHasOutput } from "./completedTaskHasOutput.ts";
import { completedVideoHasVideoUrl } from "./completedVideoHasVideoUrl.ts";
import { contentTypeMatches } from "./contentTypeMatches.ts";
import { createdIsUnixSeconds } from "./createdIsUnixSeconds.ts";
import { forcedStatusReturned } from "./forcedStatusReturned.ts";
import { identifiersUnique } from "./identifiersUnique.ts";
import { forcedTaskOutcomeHappened } from "./forcedTaskOutcomeHappened.ts";
import { invalidKeyUnauthorized } from "./invalidKeyUnauthorized.ts";
import { invalidParametersRejected } from "./invalidParametersRejected.ts";
import { invalidTaskIdRejected } from "./invalidTaskIdRejected.ts";
import { llmAnswersChatCompletion } from "./llmAnswersChatCompletion.ts";
import { malformedJsonRejected } from "./malformedJsonRejected.ts";
import { maxTokensHonoured } from "./maxTokensHonoured.ts";
import { missingKeyUnauthorized } from "./missingKeyUnauthorized.ts";
import { missingModelRejected } from "./missingModelRejected.ts";
import { nonLlmModelRejectedOnChat } from "./nonLlmModelRejectedOnChat.ts";
import { nonJsonContentTypeRejected } from "./nonJsonContentTypeRejected.ts";
import { ocrArraysAgree } from "./ocrArraysAgree.ts";
import { ocrBoxesHaveFourNumbers } from "./ocrBoxesHaveFourNumbers.ts";
import { ocrDataUriPrefixStripped } from "./ocrDataUriPrefixStripped.ts";
import { ocrFilterThreshApplied } from "./ocrFilterThreshApplied.ts";
import { ocrHalfToFullApplied } from "./ocrHalfToFullApplied.ts";
import { ocrInvalidImageRejected } from "./ocrInvalidImageRejected.ts";
import { ocrLimitBoundaryAccepted } from "./ocrLimitBoundaryAccepted.ts";
import { ocrLimitMeasuredDecoded } from "./ocrLimitMeasuredDecoded.ts";
import { ocrProbabilitiesInRange } from "./ocrProbabilitiesInRange.ts";
import { requestIdPresent } from "./requestIdPresent.ts";
import { requiredHeadersPresent } from "./requiredHeadersPresent.ts";
import { responseReceived } from "./responseReceived.ts";
import { retryAfterOn429 } from "./retryAfterOn429.ts";
import { statusIsDocumented } from "./statusIsDocumented.ts";
import { streamAnsweredAsEventStream } from "./streamAnsweredAsEventStream.ts";
import { streamChunksMatchSchema } from "./streamChunksMatchSchema.ts";
import { streamDropHasNoDone } from "./streamDropHasNoDone.ts";
import { streamEndsWithDone } from "./streamEndsWithDone.ts";
import { streamErrorEventEndsStream } from "./streamErrorEventEndsStream.ts";
import { streamHasContent } from "./streamHasContent.ts";
import { streamHasNoEventLines } from "./streamHasNoEventLines.ts";
import { streamIdsConsistent } from "./streamIdsConsistent.ts";
import { streamLastChunkHasFinishReason } from "./streamLastChunkHasFinishReason.ts";
import { streamOnlyForLlmModels } from "./streamOnlyForLlmModels.ts";
import { streamStartsWithRole } from "./streamStartsWithRole.ts";
import { streamUsageChunkWhenAsked } from "./streamUsageChunkWhenAsked.ts";
import { streamWithinBudget } from "./streamWithinBudget.ts";
import { streamedToolCallsWellFormed } from "./streamedToolCallsWellFormed.ts";
import { structuredOutputMatchesSchema } from "./structuredOutputMatchesSchema.ts";
import { toolCallsWellFormed } from "./toolCallsWellFormed.ts";
import { syncEnvelopeForModality } from "./syncEnvelopeForModality.ts";
import { taskHiddenFromOtherTeam } from "./taskHiddenFromOtherTeam.ts";
import { taskIdMatchesSubmission } from "./taskIdMatchesSubmission.ts";
import { taskOutputStaysPut } from "./taskOutputStaysPut.ts";
import { taskReachesFinalStatus } from "./taskReachesFinalStatus.ts";
import { taskStatusOnlyMovesForward } from "./taskStatusOnlyMovesForward.ts";
import { temperatureBoundaryAccepted } from "./temperatureBoundaryAccepted.ts";
import { temperatureOutOfRangeRejected } from "./temperatureOutOfRangeRejected.ts";
import { unauthorizedTeamForbidden } from "./unauthorizedTeamForbidden.ts";
import { unknownModelNotFound } from "./unknownModelNotFound.ts";
import { unknownPathNotFound } from "./unknownPathNotFound.ts";
import { unknownTaskNotFound } from "./unknownTaskNotFound.ts";
import { usersListedWithoutKey } from "./usersListedWithoutKey.ts";
import { usersPageSizeHonoured } from "./usersPageSizeHonoured.ts";
import { usersPastEndIsEmpty } from "./usersPastEndIsEmpty.ts";
import { usersTotalCoversPage } from "./usersTotalCoversPage.ts";
import { validRequestSucceeds } from "./validRequestSucceeds.ts";
import { wrongMethodAnswered405 } from "./wrongMethodAnswered405.ts";
import { wrongMethodNotServerError } from "./wrongMethodNotServerError.ts";

export const CHECKS: readonly Check[] = [
  responseReceived,
  bodyWithinLimit,
  statusIsDocumented,
  contentTypeMatches,
  createdIsUnixSeconds,
  bodyMatchesSchema,
  requiredHeadersPresent,
  requestIdPresent,
  retryAfterOn429,
  asyncSubmissionForModality,
  completedTaskHasOutput,
  completedVideoHasVideoUrl,
  forcedStatusReturned,
  forcedTaskOutcomeHappened,
  identifiersUnique,
  invalidKeyUnauthorized,
  invalidParametersRejected,
  invalidTaskIdRejected,
  llmAnswersChatCompletion,
  malformedJsonRejected,
  maxTokensHonoured,
  missingKeyUnauthorized,
  missingModelRejected,
  nonLlmModelRejectedOnChat,
  nonJsonContentTypeRejected,
  ocrArraysAgree,
  ocrBoxesHaveFourNumbers,
  ocrDataUriPrefixStripped,
  ocrFilterThreshApplied,
  ocrHalfToFullApplied,
  ocrInvalidImageRejected,
  ocrLimitBoundaryAccepted,
  ocrLimitMeasuredDecoded,
  ocrProbabilitiesInRange,
  streamAnsweredAsEventStream,
  streamChunksMatchSchema,
  streamDropHasNoDone,
  streamEndsWithDone,
  streamErrorEventEndsStream,
  streamHasContent,
  streamHasNoEventLines,
  streamIdsConsistent,
  streamLastChunkHasFinishReason,
  streamOnlyForLlmModels,
  streamStartsWithRole,
  streamUsageChunkWhenAsked,
  streamWithinBudget,
  streamedToolCallsWellFormed,
  structuredOutputMatchesSchema,
  syncEnvelopeForModality,
  taskHiddenFromOtherTeam,
  taskIdMatchesSubmission,
  taskOutputStaysPut,
  taskReachesFinalStatus,
  taskStatusOnlyMovesForward,
  temperatureBoundaryAccepted,
  temperatureOutOfRangeRejected,
  toolCallsWellFormed,
  unauthorizedTeamForbidden,
  unknownModelNotFound,
  unknownPathNotFound,
  unknownTaskNotFound,
  usersListedWithoutKey,
  usersPageSizeHonoured,
  usersPastEndIsEmpty,
  usersTotalCoversPage,
  validRequestSucceeds,
  wrongMethodAnswered405,
  wrongMethodNotServerError,
];

/** Checks run only when a case asks (they judge a whole flow, on its last exchange). */
export const EXPLICIT_CHECKS: ReadonlySet<string> = new Set(["taskReachesFinalStatus", "forcedTaskOutcomeHappened"]);

/** A check by name; throws for an unknown name (a bug in a case). */
export function checkNamed(name: string): Check {
  const check = CHECKS.find((c) => c.name === name);
  if (!check) throw new Error(`[contract] unknown check ${name}`);
  return check;
}

export type { Check, CheckContext, Failure, Flow, Severity } from "./check.ts";
