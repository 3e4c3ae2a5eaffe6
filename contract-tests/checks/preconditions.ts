/**
 * Preconditions before verdicts. The seed does not order its rules: a request without a key and
 * without a model may get 401 (auth first) or 400 (validation first), and both gateways are right.
 * So a check built for one rule declares which earlier outcomes make it not applicable, and the
 * report says "not applicable: answered 401 first" instead of blaming the gateway.
 *
 * An earlier outcome only explains an answer when the request really could have failed it:
 * - auth (401 unauthorized): the request did not carry a key known to be valid. Live, the keys
 *   the user configured are known valid (the preflight proved each one); in recorded traffic
 *   (HAR) no key is known, so any 401 may be the gateway's honest verdict on the key.
 * - team (403 forbidden): recorded, always (no key is known to belong to a team with every
 *   feature); live, CONTRACT_API_KEY is meant to, and a 403 to it says its team lacks the feature:
 *   the key's fault, not the gateway's (key-lacks.ts reports the case not run, with the fix),
 *   unless the same key was answered 2xx for that feature earlier in the run: then the team has
 *   it, and the 403 is judged.
 * - rate (429 rate_limited): always; rate limits are weather, judged only by retryAfterOn429.
 * - body (400): the request body breaks the spec's request schema, so refusing it first is legal.
 * Live and HAR runs share this table and this logic; only `offline` differs.
 *
 * One outcome explains every check's failure but a few: a body past CONTRACT_MAX_BODY_BYTES was
 * not read whole, so only bodyWithinLimit judges it (the status line and headers arrived whole
 * and are still judged). One reason, not a schema failure per missing byte. So is a body a
 * recording does not hold (a HAR without `content.text`): nothing of it can be judged.
 */
import { validateRequestBody } from "../../spec/operations.ts";
import type { Exchange } from "../target.ts";
import type { CheckContext } from "./check.ts";

export type Precondition = "auth" | "team" | "rate" | "body" | "cut";

/** What each precondition looks like when it failed first. */
const ANSWER: Record<Exclude<Precondition, "cut">, number> = { auth: 401, team: 403, rate: 429, body: 400 };

/** Checks of a stream's end: a stream the reader cut at its budget has no end to judge. */
const WHOLE_STREAM: readonly Precondition[] = ["cut"];

const EARLIER: readonly Precondition[] = ["auth", "team", "rate"];

/**
 * The checks that judge a request built for one rule, and the earlier outcomes that make them
 * not applicable. A check that is absent here has no precondition (response-shape checks apply
 * to every answer; `usersListedWithoutKey` is about auth itself).
 */
export const PRECONDITIONS: Readonly<Record<string, readonly Precondition[]>> = {
  // Built for a body or parameter rule: an auth, team or rate outcome may come first.
  missingModelRejected: EARLIER,
  invalidParametersRejected: EARLIER,
  malformedJsonRejected: EARLIER,
  nonJsonContentTypeRejected: EARLIER,
  nonLlmModelRejectedOnChat: EARLIER,
  temperatureOutOfRangeRejected: EARLIER,
  temperatureBoundaryAccepted: EARLIER,
  unknownModelNotFound: EARLIER,
  ocrInvalidImageRejected: EARLIER,
  ocrLimitBoundaryAccepted: EARLIER,
  ocrLimitMeasuredDecoded: EARLIER,
  ocrDataUriPrefixStripped: EARLIER,
  invalidTaskIdRejected: EARLIER,
  unknownTaskNotFound: EARLIER,
  validRequestSucceeds: EARLIER,
  // Built for an auth rule: a rate limit, or a body the gateway validates first, may come first.
  missingKeyUnauthorized: ["rate", "body"],
  invalidKeyUnauthorized: ["rate", "body"],
  // Built for the team rule: the restricted key itself may be refused (recorded traffic), or the body.
  unauthorizedTeamForbidden: ["auth", "rate", "body"],
  taskHiddenFromOtherTeam: ["auth", "rate"],
  // Judge how a stream ended: not applicable when we cut it (streamWithinBudget reports the cut).
  streamEndsWithDone: WHOLE_STREAM,
  streamLastChunkHasFinishReason: WHOLE_STREAM,
  streamUsageChunkWhenAsked: WHOLE_STREAM,
  streamHasContent: WHOLE_STREAM,
};

/** The feature a request needs: its model's modality, else its endpoint's (OCR, chat). */
export function featureOf(exchange: Exchange): string {
  if (exchange.labels.modality) return exchange.labels.modality;
  if (exchange.operationId === "recognizeImageText") return "ocr";
  if (exchange.operationId === "createChatCompletion") return "llm";
  return "this endpoint";
}

/** The Bearer key a request carried, when it carried one. */
function bearerOf(exchange: Exchange): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(exchange.request.headers.authorization ?? "");
  return match?.[1];
}

function explains(precondition: Precondition, exchange: Exchange, ctx: CheckContext): boolean {
  const { config } = ctx;
  const key = bearerOf(exchange);
  switch (precondition) {
    case "auth": {
      if (ctx.offline) return true;
      const configured = [config.apiKey, config.restrictedApiKey, config.otherApiKey, config.noLlmApiKey];
      return key === undefined || !configured.includes(key);
    }
    case "team":
      return ctx.offline === true || key !== config.apiKey || !(ctx.granted?.has(featureOf(exchange)) ?? false);
    case "rate":
      return true;
    case "cut":
      return false;
    case "body":
      return exchange.operationId !== null && exchange.request.json !== undefined && validateRequestBody(exchange.operationId, exchange.request.json).length > 0;
  }
}

/** Checks that judge what arrives before the body (status, headers), so a body too large to read does not excuse them. */
const JUDGED_WITHOUT_BODY: ReadonlySet<string> = new Set([
  "responseReceived",
  "bodyWithinLimit",
  "statusIsDocumented",
  "contentTypeMatches",
  "requiredHeadersPresent",
  "requestIdPresent",
  "retryAfterOn429",
]);

/**
 * Why a check does not apply to this exchange ("answered 401 first"), or null when it does.
 * @example notApplicableBecause("missingModelRejected", exchange, { config, isMock: false, offline: true }) // "answered 401 first"
 */
export function notApplicableBecause(checkName: string, exchange: Exchange, ctx: CheckContext): string | null {
  const status = exchange.response?.status;
  if (status === undefined) return null;
  if (exchange.bodyTooLarge && !JUDGED_WITHOUT_BODY.has(checkName)) {
    return `the body was too large to read whole (more than ${exchange.bodyTooLarge.maxBytes} bytes, CONTRACT_MAX_BODY_BYTES); bodyWithinLimit reports it`;
  }
  if (exchange.bodyNotRecorded !== undefined && !JUDGED_WITHOUT_BODY.has(checkName)) return `no body to judge: ${exchange.bodyNotRecorded}`;
  for (const precondition of PRECONDITIONS[checkName] ?? []) {
    if (precondition === "cut") {
      if (exchange.stream?.cut) return `the stream was cut at its budget (${exchange.stream.cut})`;
    } else if (ANSWER[precondition] === status && explains(precondition, exchange, ctx)) return `answered ${status} first`;
  }
  return null;
}
