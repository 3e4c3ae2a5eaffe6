/**
 * Defects the mutation self-test injects between the suite and the mock, one at a time. Each
 * breaks exactly one rule (of the seed, unless it says designed); the suite must catch each.
 */
import { MOCK_KEYS, MOCK_MODELS } from "../config.ts";
import { INVALID_KEY } from "../cases/common.ts";
import { OCR_LIMIT_BYTES, smallPngBase64 } from "../inputs/images.ts";
import { operation } from "../spec-info.ts";
import type { Defect, ProxyRequest, ProxyResponse } from "./fault-proxy.ts";
import { FIVE_QUESTION_DEFECTS } from "./defects-five-questions.ts";

/** The largest response body the self-test's runs read (the default, 32 MiB, is a lot to pad per request). */
export const SELF_TEST_MAX_BODY_BYTES = 4 * 1024 * 1024;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CHAT = operation("createChatCompletion").path;
const GENERATE = operation("createGeneration").path;
const TASKS = operation("getTask").path.replace(/\{[^}]+\}$/, "");
const OCR = operation("recognizeImageText").path;
const USERS = operation("listUsers").path;

function pathOf(request: ProxyRequest): string {
  return new URL(request.url, "http://proxy").pathname;
}

function isJson(response: ProxyResponse): boolean {
  return (response.headers["content-type"] ?? "").startsWith("application/json");
}

/** Rewrites a JSON response body; other responses pass unchanged. */
function editJson(response: ProxyResponse, edit: (body: Json) => void): ProxyResponse {
  if (!isJson(response)) return response;
  const body = JSON.parse(response.body.toString("utf8")) as Json;
  edit(body);
  return { ...response, body: Buffer.from(JSON.stringify(body)) };
}

function requestJson(request: ProxyRequest): Json | undefined {
  try {
    const value = JSON.parse(request.body.toString("utf8")) as unknown;
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

function withJson(request: ProxyRequest, body: Json): ProxyRequest {
  return { ...request, body: Buffer.from(JSON.stringify(body)) };
}

function ok(response: ProxyResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

function errorResponse(status: number, code: string, type: string, message: string): ProxyResponse {
  return {
    status,
    headers: { "content-type": "application/json", "x-request-id": "req_fault_proxy" },
    body: Buffer.from(JSON.stringify({ error: { code, message, type } })),
  };
}

const [C, G, T, O, U, P] = ["createChatCompletion", "createGeneration", "getTask", "recognizeImageText", "listUsers", "protocol"] as const;

const NON_LLM_MODELS = new Set(Object.entries(MOCK_MODELS).filter(([m]) => m !== "llm").map(([, id]) => id));

export const DEFECTS: readonly Defect[] = [
  {
    name: "chat completion object constant is wrong",
    caughtBy: "bodyMatchesSchema",
    groups: [C],
    breaks: "seed §2.2: object is the constant chat.completion",
    response: (req, res) => (pathOf(req) === CHAT && ok(res) ? editJson(res, (b) => (b.object = "chat.completions")) : res),
  },
  {
    name: "chat completion field choices renamed to choice",
    caughtBy: "bodyMatchesSchema",
    groups: [C],
    breaks: "seed §2.2: choices",
    response: (req, res) =>
      pathOf(req) === CHAT && ok(res)
        ? editJson(res, (b) => {
            b.choice = b.choices;
            delete b.choices;
          })
        : res,
  },
  {
    name: "chat completion created is a string",
    caughtBy: "bodyMatchesSchema",
    groups: [C],
    breaks: "seed §2.2: created is an integer (Unix seconds)",
    response: (req, res) => (pathOf(req) === CHAT && ok(res) ? editJson(res, (b) => (b.created = String(b.created))) : res),
  },
  {
    name: "usage.cost is a number",
    caughtBy: "llmAnswersChatCompletion",
    groups: [C, G],
    breaks: "seed §2.2: cost is a string holding a decimal amount",
    response: (req, res) =>
      (pathOf(req) === CHAT || pathOf(req) === GENERATE) && ok(res)
        ? editJson(res, (b) => {
            if (b.usage) b.usage.cost = Number(b.usage.cost);
          })
        : res,
  },
  {
    name: "generations answer 201 instead of 200",
    caughtBy: "statusIsDocumented",
    groups: [G],
    breaks: "spec/seed: 200 on success",
    response: (req, res) => (pathOf(req) === GENERATE && res.status === 200 ? { ...res, status: 201 } : res),
  },
  {
    name: "unknown model gets error code not_found",
    caughtBy: "unknownModelNotFound",
    groups: [C, G],
    breaks: "seed §4.2 rule 5 and §7: 404 model_not_found",
    response: (req, res) => (res.status === 404 && pathOf(req) !== USERS ? editJson(res, (b) => b.error?.code === "model_not_found" && (b.error.code = "not_found")) : res),
  },
  {
    name: "unknown model answered 400 invalid_request",
    caughtBy: "unknownModelNotFound",
    groups: [C, G],
    breaks: "seed §4.2 rule 5: 404 model_not_found",
    response: (_req, res) =>
      res.status === 404 && isJson(res) && JSON.parse(res.body.toString()).error?.code === "model_not_found"
        ? errorResponse(400, "invalid_request", "invalid_request_error", "Unknown model.")
        : res,
  },
  {
    name: "401 turned into 200",
    caughtBy: "missingKeyUnauthorized",
    groups: [T, U],
    breaks: "seed §5 rule 1: missing or invalid key → 401 unauthorized",
    response: (_req, res) => (res.status === 401 ? { ...res, status: 200 } : res),
  },
  {
    name: "invalid key accepted",
    caughtBy: "invalidKeyUnauthorized",
    groups: [C, T],
    breaks: "seed §5 rule 1: invalid key → 401 unauthorized",
    request: (req) => (req.headers.authorization === `Bearer ${INVALID_KEY}` ? { ...req, headers: { ...req.headers, authorization: `Bearer ${MOCK_KEYS.apiKey}` } } : req),
  },
  {
    name: "team not authorized is let through",
    caughtBy: "unauthorizedTeamForbidden",
    groups: [C, G, O],
    breaks: "seed §5 rule 2: team not authorized → 403 forbidden",
    request: (req) =>
      req.headers.authorization === `Bearer ${MOCK_KEYS.restrictedApiKey}` || req.headers.authorization === `Bearer ${MOCK_KEYS.noLlmApiKey}`
        ? { ...req, headers: { ...req.headers, authorization: `Bearer ${MOCK_KEYS.apiKey}` } }
        : req,
  },
  {
    name: "non-LLM model accepted on chat completions",
    caughtBy: "nonLlmModelRejectedOnChat",
    groups: [C],
    breaks: "seed §4.1 rule 1: a non-LLM model gets 400",
    request: (req) => {
      const body = requestJson(req);
      return pathOf(req) === CHAT && body && NON_LLM_MODELS.has(body.model) ? withJson(req, { ...body, model: MOCK_MODELS.llm }) : req;
    },
  },
  {
    name: "missing model accepted",
    caughtBy: "missingModelRejected",
    groups: [C, G],
    breaks: "seed §4.2 rule 4: missing model → 400 invalid_request",
    request: (req) => {
      const body = requestJson(req);
      return (pathOf(req) === CHAT || pathOf(req) === GENERATE) && body && body.model === undefined && Array.isArray(body.messages)
        ? withJson(req, { ...body, model: MOCK_MODELS.llm })
        : req;
    },
  },
  {
    name: "temperature out of range is clamped instead of refused",
    caughtBy: "temperatureOutOfRangeRejected",
    groups: [C],
    breaks: "seed §8: temperature 0 to 2; §4.2 rule 4: invalid parameters → 400",
    request: (req) => {
      const body = requestJson(req);
      return body && typeof body.temperature === "number" && (body.temperature < 0 || body.temperature > 2)
        ? withJson(req, { ...body, temperature: Math.min(2, Math.max(0, body.temperature)) })
        : req;
    },
  },
  {
    name: "invalid parameters answered 500",
    caughtBy: "invalidParametersRejected",
    groups: [G],
    breaks: "seed §4.2 rule 4: invalid parameters → 400 invalid_request, never 5xx",
    response: (req, res) =>
      pathOf(req) === GENERATE && res.status === 400 ? errorResponse(500, "provider_error", "server_error", "Upstream provider failure.") : res,
  },
  {
    name: "async submission task_id is a string",
    caughtBy: "asyncSubmissionForModality",
    groups: [G, T],
    breaks: "seed §2.3: data.task_id is an integer",
    response: (req, res) =>
      pathOf(req) === GENERATE && ok(res) ? editJson(res, (b) => b.data?.status === "processing" && (b.data.task_id = String(b.data.task_id))) : res,
  },
  {
    name: "sync envelope without meta.provider",
    caughtBy: "syncEnvelopeForModality",
    groups: [G],
    breaks: "seed §2.3: meta.provider",
    response: (req, res) => (pathOf(req) === GENERATE && ok(res) ? editJson(res, (b) => b.meta?.latency_ms !== undefined && delete b.meta.provider) : res),
  },
  {
    name: "task never completes",
    caughtBy: "taskReachesFinalStatus",
    groups: [T],
    breaks: "seed §3 and §4.3: tasks reach completed or failed",
    response: (req, res) =>
      pathOf(req).startsWith(TASKS) && ok(res)
        ? editJson(res, (b) => {
            if (!b.data) return;
            b.data.status = "processing";
            delete b.data.output;
            delete b.data.error;
            b.data.progress = 50;
          })
        : res,
  },
  {
    name: "completed task without output",
    caughtBy: "completedTaskHasOutput",
    groups: [T],
    breaks: "seed §2.4: data.output is present when completed",
    response: (req, res) => (pathOf(req).startsWith(TASKS) && ok(res) ? editJson(res, (b) => b.data?.status === "completed" && delete b.data.output) : res),
  },
  {
    name: "task poll answers with another task id",
    caughtBy: "taskIdMatchesSubmission",
    groups: [T],
    breaks: "seed §2.4: data.task_id is the task's identifier",
    response: (req, res) => (pathOf(req).startsWith(TASKS) && ok(res) ? editJson(res, (b) => b.data && (b.data.task_id = Number(b.data.task_id) + 1)) : res),
  },
  {
    name: "stream without [DONE]",
    caughtBy: "streamEndsWithDone",
    groups: [C, G],
    breaks: "designed (OpenAI's format, seed §1 compatibility): the stream ends with data: [DONE]",
    response: (_req, res) =>
      (res.headers["content-type"] ?? "").startsWith("text/event-stream")
        ? { ...res, body: Buffer.from(res.body.toString("utf8").replace(/data: \[DONE\]\s*$/, "")) }
        : res,
  },
  {
    name: "OCR 8 MB limit not enforced",
    caughtBy: "ocrInvalidImageRejected",
    groups: [O],
    breaks: "seed §4.4 rule 2 and §8: an image over 8 MB (decoded) → 400",
    request: (req) => {
      const body = requestJson(req);
      const data = typeof body?.image_base64 === "string" ? body.image_base64 : "";
      return pathOf(req) === OCR && (data.length * 3) / 4 > OCR_LIMIT_BYTES ? withJson(req, { ...body, image_base64: smallPngBase64() }) : req;
    },
  },
  {
    name: "OCR data URI prefix not stripped",
    caughtBy: "ocrDataUriPrefixStripped",
    groups: [O],
    breaks: "seed §4.4 rule 1: a data:image/...;base64, prefix is stripped",
    request: (req) => {
      const body = requestJson(req);
      return pathOf(req) === OCR && typeof body?.image_base64 === "string" && body.image_base64.startsWith("data:")
        ? errorResponse(400, "invalid_request", "invalid_request_error", "image_base64 is not valid base64.")
        : req;
    },
  },
  {
    name: "OCR line_rects with 3 numbers",
    caughtBy: "ocrBoxesHaveFourNumbers",
    groups: [O],
    breaks: "seed §2.5: one box per line, [x1, y1, x2, y2]",
    response: (req, res) =>
      pathOf(req) === OCR && ok(res) ? editJson(res, (b) => Array.isArray(b.data?.line_rects) && (b.data.line_rects = b.data.line_rects.map((r: number[]) => r.slice(0, 3)))) : res,
  },
  {
    name: "OCR probability 1.2",
    caughtBy: "ocrProbabilitiesInRange",
    groups: [O],
    breaks: "seed §2.5: line_probs from 0.0 to 1.0",
    response: (req, res) =>
      pathOf(req) === OCR && ok(res) ? editJson(res, (b) => Array.isArray(b.data?.line_probs) && (b.data.line_probs = b.data.line_probs.map(() => 1.2))) : res,
  },
  {
    name: "OCR arrays of different lengths",
    caughtBy: "ocrArraysAgree",
    groups: [O],
    breaks: "seed §2.5: one text, box and confidence per line",
    response: (req, res) =>
      pathOf(req) === OCR && ok(res) ? editJson(res, (b) => Array.isArray(b.data?.line_texts) && b.data.line_texts.push("EXTRA LINE")) : res,
  },
  {
    name: "OCR filter_thresh ignored",
    caughtBy: "ocrFilterThreshApplied",
    groups: [O],
    breaks: "seed §4.4: filter_thresh filters results by confidence",
    request: (req) => {
      const body = requestJson(req);
      if (pathOf(req) !== OCR || body?.filter_thresh === undefined) return req;
      const { filter_thresh: _dropped, ...rest } = body;
      return withJson(req, rest);
    },
  },
  {
    name: "OCR half_to_full ignored",
    caughtBy: "ocrHalfToFullApplied",
    groups: [O],
    breaks: "seed §4.4: half_to_full 1 converts half-width characters to full-width",
    request: (req) => {
      const body = requestJson(req);
      return pathOf(req) === OCR && body?.half_to_full === 1 ? withJson(req, { ...body, half_to_full: 0 }) : req;
    },
  },
  {
    name: "max_tokens ignored",
    caughtBy: "maxTokensHonoured",
    groups: [C],
    breaks: "seed §4.1: max_tokens is the maximum tokens in the response",
    request: (req) => {
      const body = requestJson(req);
      if (pathOf(req) !== CHAT || typeof body?.max_tokens !== "number" || body.max_tokens > 16) return req;
      const { max_tokens: _dropped, ...rest } = body;
      return withJson(req, rest);
    },
  },
  {
    name: "gateway sends a huge body",
    caughtBy: "bodyWithinLimit",
    groups: [U],
    breaks: "designed: a body the suite can read (CONTRACT_MAX_BODY_BYTES; the self-test reads 4 MiB)",
    // Valid JSON, only padded: nothing but the size is wrong.
    response: (req, res) => (pathOf(req) === USERS && ok(res) ? { ...res, body: Buffer.concat([res.body, Buffer.alloc(SELF_TEST_MAX_BODY_BYTES, " ")]) } : res),
  },
  {
    name: "users total missing",
    caughtBy: "bodyMatchesSchema",
    groups: [U],
    breaks: "seed §2.6: the list has users and total",
    response: (req, res) => (pathOf(req) === USERS && ok(res) ? editJson(res, (b) => delete b.total) : res),
  },
  {
    name: "users list requires a key",
    caughtBy: "usersListedWithoutKey",
    groups: [U],
    breaks: "seed §4: GET /api/users needs no auth headers",
    request: (req) =>
      pathOf(req) === USERS && !req.headers.authorization ? errorResponse(401, "unauthorized", "authentication_error", "Missing API key.") : req,
  },
  {
    name: "users answered as text/plain",
    caughtBy: "contentTypeMatches",
    groups: [U],
    breaks: "seed §4: JSON bodies (Content-Type application/json)",
    response: (req, res) => (pathOf(req) === USERS && ok(res) ? { ...res, headers: { ...res.headers, "content-type": "text/plain" } } : res),
  },
  {
    name: "error body without type",
    caughtBy: "bodyMatchesSchema",
    groups: [T, U, P],
    breaks: "seed §7: error.code, error.message, error.type",
    response: (_req, res) => (res.status >= 400 ? editJson(res, (b) => b.error && delete b.error.type) : res),
  },
  {
    name: "chat completion created in milliseconds",
    caughtBy: "createdIsUnixSeconds",
    groups: [C],
    breaks: "seed §2.2: created is Unix time in seconds",
    response: (req, res) => (pathOf(req) === CHAT && ok(res) ? editJson(res, (b) => typeof b.created === "number" && (b.created *= 1000)) : res),
  },
  {
    name: "a non-LLM model with stream true answered as an event stream",
    caughtBy: "streamOnlyForLlmModels",
    groups: [G],
    breaks: "seed §4.2: stream is for LLM models only",
    request: (req) => {
      const body = requestJson(req);
      if (pathOf(req) !== GENERATE || body?.stream !== true || !NON_LLM_MODELS.has(body.model)) return req;
      return { status: 200, headers: { "content-type": "text/event-stream", "x-request-id": "req_fault_proxy" }, body: Buffer.from('data: {"data":{}}\n\ndata: [DONE]\n\n') };
    },
  },
  {
    name: "a task forced to fail completes",
    caughtBy: "forcedTaskOutcomeHappened",
    groups: [T],
    breaks: "mock control (designed, strict): Prefer: task=failed ends the task failed",
    request: (req) => {
      const { prefer, ...headers } = req.headers;
      return prefer?.includes("task=failed") ? { ...req, headers } : req;
    },
  },
  {
    name: "a body sent as text/plain is accepted",
    caughtBy: "nonJsonContentTypeRejected",
    groups: [P],
    breaks: "seed §5: Content-Type application/json is required (designed: 400 invalid_request)",
    request: (req) => (req.headers["content-type"] === "text/plain" ? { ...req, headers: { ...req.headers, "content-type": "application/json" } } : req),
  },
  {
    name: "GIF images refused",
    caughtBy: "validRequestSucceeds",
    groups: [O],
    breaks: "seed §8: JPEG, PNG, GIF, BMP and WebP are supported",
    request: (req) =>
      pathOf(req) === OCR && String(requestJson(req)?.image_base64 ?? "").startsWith("R0lGOD") ? errorResponse(400, "invalid_request", "invalid_request_error", "Unsupported image.") : req,
  },
  {
    name: "a completed video task's output without video_url",
    caughtBy: "completedVideoHasVideoUrl",
    groups: [T],
    breaks: "seed §2.4: for video, output holds video_url",
    response: (req, res) =>
      pathOf(req).startsWith(TASKS) && ok(res) ? editJson(res, (b) => b.data?.output && (b.data.output = { result_url: b.data.output.video_url })) : res,
  },
  {
    name: "time_elapsed without a unit",
    caughtBy: "bodyMatchesSchema",
    groups: [O],
    breaks: "seed §2.5: processing time as text with a unit suffix",
    response: (req, res) => (pathOf(req) === OCR && ok(res) ? editJson(res, (b) => b.data && (b.data.time_elapsed = String(Number.parseFloat(b.data.time_elapsed)))) : res),
  },
  {
    name: "wrong method answered 500",
    caughtBy: "wrongMethodNotServerError",
    groups: [P],
    breaks: "seed §7: 5xx is an upstream failure; a wrong method is a client error",
    response: (_req, res) => (res.status === 405 ? errorResponse(500, "provider_error", "server_error", "Internal error.") : res),
  },
  ...FIVE_QUESTION_DEFECTS,
];
