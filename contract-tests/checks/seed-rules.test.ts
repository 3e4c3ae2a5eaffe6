/**
 * Every check that can fail with an error rests on a line of the seed document (the service's
 * interface document): the table quotes it. A new error-level check without a seed line fails
 * here, and so does a quote the seed does not contain (when the seed is at hand: CONTRACT_SEED_DOC,
 * or the team's shared copy).
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { CHECKS } from "./index.ts";

/** Check → the seed's section and its words, verbatim. */
export const SEED_LINES: Readonly<Record<string, { section: string; quote: string }>> = {
  responseReceived: { section: "§1", quote: "behind HTTP JSON endpoints" },
  statusIsDocumented: { section: "§7", quote: "| HTTP status | error.code | Meaning |" },
  contentTypeMatches: { section: "§1", quote: "behind HTTP JSON endpoints" },
  createdIsUnixSeconds: { section: "§2.2", quote: "| created | integer | Unix time in seconds |" },
  bodyMatchesSchema: { section: "§2 (the seed view of each schema)", quote: "## 2. Resources and their fields" },
  requiredHeadersPresent: { section: "§5 (only seed-stated headers are errors)", quote: "| Header | Required | Value |" },
  asyncSubmissionForModality: { section: "§4.2 rule 3", quote: "For video and digital human models, the response is the async submission envelope (2.3)" },
  completedTaskHasOutput: { section: "§2.4", quote: "| data.output | object | Present when completed" },
  completedVideoHasVideoUrl: { section: "§2.4", quote: "for video it holds video_url (string, URL)" },
  invalidKeyUnauthorized: { section: "§5 rule 1", quote: "When the key is invalid or missing, then HTTP 401 with code unauthorized." },
  invalidParametersRejected: { section: "§4.2 rule 4", quote: "When the `model` field is missing or parameters are invalid, then HTTP 400 with code invalid_request." },
  llmAnswersChatCompletion: { section: "§4.2 rule 1", quote: "For an LLM model, the response is a chat completion object (2.2)" },
  malformedJsonRejected: { section: "§4", quote: "Request bodies are JSON (Content-Type application/json)." },
  maxTokensHonoured: { section: "§4.1", quote: "| max_tokens | integer | no | Maximum tokens in the response |" },
  missingKeyUnauthorized: { section: "§5 rule 1", quote: "When the key is invalid or missing, then HTTP 401 with code unauthorized." },
  missingModelRejected: { section: "§4.2 rule 4", quote: "When the `model` field is missing or parameters are invalid, then HTTP 400 with code invalid_request." },
  nonLlmModelRejectedOnChat: { section: "§4.1 rule 1", quote: "When `model` is not an LLM model (image, video, audio), then the response is HTTP 400." },
  ocrArraysAgree: { section: "§2.5", quote: "| line_probs | number[] | Confidence per line, 0.0 to 1.0 |" },
  ocrBoxesHaveFourNumbers: { section: "§2.5", quote: "| line_rects | number[][] | One box per line: [x1, y1, x2, y2] |" },
  ocrDataUriPrefixStripped: { section: "§4.4 rule 1", quote: "A data URI prefix in image_base64 (of the form data:image/<type>;base64,) is stripped if present." },
  ocrFilterThreshApplied: { section: "§4.4", quote: "| filter_thresh | float | no | Confidence threshold for filtering results |" },
  ocrHalfToFullApplied: { section: "§4.4", quote: "| half_to_full | integer | no | 1 converts half-width characters to full-width, 0 disables |" },
  ocrInvalidImageRejected: { section: "§4.4 rule 2", quote: "When no image is provided, base64 is invalid, the URL is invalid, or the image exceeds 8 MB, then HTTP 400." },
  ocrProbabilitiesInRange: { section: "§2.5", quote: "| line_probs | number[] | Confidence per line, 0.0 to 1.0 |" },
  streamOnlyForLlmModels: { section: "§4.2", quote: "| stream | boolean | no | LLM models only; default false |" },
  syncEnvelopeForModality: { section: "§4.2 rule 2", quote: "For image, audio and OCR models, the response is the synchronous envelope (2.3)." },
  taskIdMatchesSubmission: { section: "§2.4", quote: "| data.task_id | integer | Task identifier |" },
  taskReachesFinalStatus: { section: "§4.3", quote: "Clients poll until status is completed (failed is the other final status shown)." },
  taskStatusOnlyMovesForward: { section: "§3", quote: "Async task states: processing, completed, failed." },
  temperatureBoundaryAccepted: { section: "§8", quote: "| temperature range | 0 to 2 | chat completions |" },
  temperatureOutOfRangeRejected: { section: "§4.1", quote: "| temperature | number | no | 0 to 2; default depends on the model |" },
  unauthorizedTeamForbidden: { section: "§5 rule 2", quote: "When the team is not authorized for the feature, then HTTP 403 with code forbidden." },
  unknownModelNotFound: { section: "§4.2 rule 5", quote: "When the model does not exist, then HTTP 404 with code model_not_found." },
  usersListedWithoutKey: { section: "§4", quote: "All endpoints except GET /api/users need the headers described in section 5." },
  usersTotalCoversPage: { section: "§2.6", quote: "The list response is an object with `users` (array of user) and `total` (integer)." },
  validRequestSucceeds: { section: "§4 (only requests the seed or the user vouches for are errors)", quote: "## 4. Endpoints" },
  wrongMethodNotServerError: { section: "§7", quote: "| 500 | provider_error | Upstream provider failure |" },
  identifiersUnique: { section: "§2.5", quote: "| request_id | string | Unique request identifier |" },
  taskOutputStaysPut: { section: "§3", quote: "when completed, `data.output` is present." },
  ocrLimitMeasuredDecoded: { section: "§8", quote: "| Maximum image size | 8 MB, measured after base64 decoding | OCR endpoint |" },
};

/** The seed: CONTRACT_SEED_DOC, else the team's shared copy beside the repository (../shared/seeds/). */
const SEED_DOC = process.env.CONTRACT_SEED_DOC ?? fileURLToPath(new URL("../../../shared/seeds/000_3b57f9e1202e1860.txt", import.meta.url));

describe("error-level checks", () => {
  const errorLevel = CHECKS.filter((check) => check.provenance === "seed").map((check) => check.name);

  it("each rest on a quoted seed line", () => {
    expect(errorLevel.filter((name) => !SEED_LINES[name])).toEqual([]);
  });

  it("quote only checks that can fail with an error", () => {
    expect(Object.keys(SEED_LINES).filter((name) => !errorLevel.includes(name))).toEqual([]);
  });

  it.each(errorLevel)("%s names its seed section in its rule", (name) => {
    const check = CHECKS.find((c) => c.name === name)!;
    expect(check.rule).toMatch(/seed §|spec:/);
  });

  // Skipped, saying why, where the seed is not at hand (a fresh clone without the team's copy).
  it.skipIf(!existsSync(SEED_DOC))(`quote the seed verbatim${existsSync(SEED_DOC) ? "" : ` (skipped: no seed document at ${SEED_DOC}; set CONTRACT_SEED_DOC)`}`, () => {
    const seed = readFileSync(SEED_DOC, "utf8");
    const missing = Object.entries(SEED_LINES).filter(([, line]) => !seed.includes(line.quote)).map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
