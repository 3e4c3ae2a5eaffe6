/**
 * Defects of the five kinds a single try of a rule never sees (issue 26): a state that does not
 * stay put, an identifier issued twice, a rule that breaks under another parameter, a limit
 * measured the wrong way, a listed value refused. Each names the check that must catch it; the
 * self-test requires that check, not just any failure.
 */
import { MOCK_MODELS } from "../config.ts";
import { OCR_LIMIT_BYTES, smallPngBase64 } from "../inputs/images.ts";
import { operation } from "../spec-info.ts";
import type { Defect, ProxyRequest, ProxyResponse } from "./fault-proxy.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const CHAT = operation("createChatCompletion").path;
const GENERATE = operation("createGeneration").path;
const TASKS = operation("getTask").path.replace(/\{[^}]+\}$/, "");
const OCR = operation("recognizeImageText").path;
const USERS = operation("listUsers").path;
const NON_LLM_MODELS = new Set(Object.entries(MOCK_MODELS).filter(([m]) => m !== "llm").map(([, id]) => id));

const pathOf = (request: ProxyRequest) => new URL(request.url, "http://proxy").pathname;
const ok = (response: ProxyResponse) => response.status >= 200 && response.status < 300;

function json(buffer: Buffer): Json | undefined {
  try {
    const value = JSON.parse(buffer.toString("utf8")) as unknown;
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

function editJson(response: ProxyResponse, edit: (body: Json) => void): ProxyResponse {
  const body = (response.headers["content-type"] ?? "").startsWith("application/json") ? json(response.body) : undefined;
  if (!body) return response;
  edit(body);
  return { ...response, body: Buffer.from(JSON.stringify(body)) };
}

const withJson = (request: ProxyRequest, body: Json): ProxyRequest => ({ ...request, body: Buffer.from(JSON.stringify(body)) });

function invalidRequest(message: string): ProxyResponse {
  return {
    status: 400,
    headers: { "content-type": "application/json", "x-request-id": "req_fault_proxy" },
    body: Buffer.from(JSON.stringify({ error: { code: "invalid_request", message, type: "invalid_request_error" } })),
  };
}

/** Decoded bytes of an image_base64 value, its data URI prefix left out. */
const decodedBytes = (value: string) => (value.replace(/^data:[^,]*,/, "").length * 3) / 4;

/** Tasks already answered as completed, per session of a run. */
function completedSeen(): (request: ProxyRequest, taskId: unknown) => boolean {
  const seen = new Set<string>();
  return (request, taskId) => {
    const key = `${request.headers["x-mock-session"] ?? ""}:${String(taskId)}`;
    const before = seen.has(key);
    seen.add(key);
    return before;
  };
}

const reverted = completedSeen();
let reads = 0;

export const FIVE_QUESTION_DEFECTS: readonly Defect[] = [
  // Does a state stay put?
  {
    name: "a completed task reads as processing again later",
    kind: "state",
    caughtBy: "taskStatusOnlyMovesForward",
    groups: ["getTask"],
    breaks: "seed §3: completed is final",
    response: (req, res) =>
      pathOf(req).startsWith(TASKS) && ok(res)
        ? editJson(res, (b) => {
            if (b.data?.status !== "completed" || !reverted(req, b.data.task_id)) return;
            b.data.status = "processing";
            delete b.data.output;
          })
        : res,
  },
  {
    name: "a completed task's video_url names another file when read again",
    kind: "state",
    caughtBy: "taskOutputStaysPut",
    groups: ["getTask"],
    breaks: "seed §3 and §2.4: the output of a completed task",
    response: (req, res) =>
      pathOf(req).startsWith(TASKS) && ok(res)
        ? editJson(res, (b) => {
            if (typeof b.data?.output?.video_url === "string") b.data.output.video_url = b.data.output.video_url.replace(/(\.\w+)?(\?|$)/, `-read-${++reads}$1$2`);
          })
        : res,
  },
  // Is an identifier unique?
  {
    name: "every async submission gets task_id 1001",
    kind: "identifier",
    caughtBy: "identifiersUnique",
    groups: ["createGeneration"],
    breaks: "seed §2.3 and §2.4: data.task_id is the task's identifier",
    response: (req, res) => (pathOf(req) === GENERATE && ok(res) ? editJson(res, (b) => b.data?.status === "processing" && (b.data.task_id = 1001)) : res),
  },
  {
    name: "every OCR answer has the same request_id",
    kind: "identifier",
    caughtBy: "identifiersUnique",
    groups: ["recognizeImageText"],
    breaks: "seed §2.5: request_id is a unique request identifier",
    response: (req, res) => (pathOf(req) === OCR && ok(res) ? editJson(res, (b) => b.data && (b.data.request_id = "ocr_fixed")) : res),
  },
  {
    name: "the user list gives its second user the first one's id",
    kind: "identifier",
    caughtBy: "identifiersUnique",
    groups: ["listUsers"],
    breaks: "seed §2.6: a user's id",
    response: (req, res) => (pathOf(req) === USERS && ok(res) ? editJson(res, (b) => Array.isArray(b.users) && b.users.length > 1 && (b.users[1].id = b.users[0].id)) : res),
  },
  // Does the rule hold under another parameter?
  {
    name: "a streaming chat request without a key is answered",
    kind: "parameters",
    caughtBy: "missingKeyUnauthorized",
    groups: ["createChatCompletion"],
    breaks: "seed §5 rule 1: a missing key gets 401, streaming or not",
    request: (req) => (pathOf(req) === CHAT && !req.headers.authorization && json(req.body)?.stream === true ? { ...req, headers: { ...req.headers, authorization: "Bearer sk-mock-default" } } : req),
  },
  {
    name: "a non-LLM model is accepted on chat when stream is true",
    kind: "parameters",
    caughtBy: "nonLlmModelRejectedOnChat",
    groups: ["createChatCompletion"],
    breaks: "seed §4.1 rule 1: a non-LLM model gets 400, streaming or not",
    request: (req) => {
      const body = json(req.body);
      return pathOf(req) === CHAT && body?.stream === true && NON_LLM_MODELS.has(body.model) ? withJson(req, { ...body, model: MOCK_MODELS.llm }) : req;
    },
  },
  {
    name: "temperature out of range is clamped when stream is true",
    kind: "parameters",
    caughtBy: "temperatureOutOfRangeRejected",
    groups: ["createChatCompletion"],
    breaks: "seed §8: temperature 0 to 2, streaming or not",
    request: (req) => {
      const body = json(req.body);
      return body?.stream === true && typeof body.temperature === "number" && (body.temperature < 0 || body.temperature > 2)
        ? withJson(req, { ...body, temperature: Math.min(2, Math.max(0, body.temperature)) })
        : req;
    },
  },
  {
    name: "max_tokens is ignored when stream is true",
    kind: "parameters",
    caughtBy: "maxTokensHonoured",
    groups: ["createChatCompletion"],
    breaks: "seed §4.1: max_tokens is the maximum tokens in the response, streaming or not",
    request: (req) => {
      const body = json(req.body);
      if (pathOf(req) !== CHAT || body?.stream !== true || typeof body.max_tokens !== "number") return req;
      const { max_tokens: _dropped, ...rest } = body;
      return withJson(req, rest);
    },
  },
  {
    name: "the data URI prefix is stripped only for image/png",
    kind: "parameters",
    caughtBy: "ocrDataUriPrefixStripped",
    groups: ["recognizeImageText"],
    breaks: "seed §4.4 rule 1: data:image/<type>;base64, for any type",
    request: (req) => {
      const data = json(req.body)?.image_base64;
      return pathOf(req) === OCR && typeof data === "string" && data.startsWith("data:") && !data.startsWith("data:image/png;") ? invalidRequest("image_base64 is not valid base64.") : req;
    },
  },
  // Is the limit measured the way the rule measures it?
  {
    name: "the OCR size limit counts base64 characters, not decoded bytes",
    kind: "limit",
    caughtBy: "ocrLimitMeasuredDecoded",
    groups: ["recognizeImageText"],
    breaks: "seed §8: 8 MB, measured after base64 decoding",
    request: (req) => {
      const data = json(req.body)?.image_base64;
      return pathOf(req) === OCR && typeof data === "string" && data.length > 8_000_000 ? invalidRequest("image_base64 exceeds 8 MB.") : req;
    },
  },
  {
    name: "the OCR size limit is skipped for a data URI",
    kind: "limit",
    caughtBy: "ocrInvalidImageRejected",
    groups: ["recognizeImageText"],
    breaks: "seed §4.4 rules 1-2: the prefix is stripped, then an image over 8 MB gets 400",
    request: (req) => {
      const body = json(req.body);
      const data = body?.image_base64;
      return pathOf(req) === OCR && typeof data === "string" && data.startsWith("data:") && decodedBytes(data) > OCR_LIMIT_BYTES ? withJson(req, { ...body, image_base64: smallPngBase64() }) : req;
    },
  },
  // Is every value the seed lists accepted?
  {
    name: "a system message is refused on chat completions",
    kind: "listed-values",
    caughtBy: "validRequestSucceeds",
    groups: ["createChatCompletion"],
    breaks: "seed §2.1: role values system, user, assistant",
    request: (req) => {
      const messages = json(req.body)?.messages;
      return pathOf(req) === CHAT && Array.isArray(messages) && messages.some((m: Json) => m?.role === "system") ? invalidRequest("messages[0].role must be user or assistant.") : req;
    },
  },
  {
    name: "an assistant message is refused on generations",
    kind: "listed-values",
    caughtBy: "validRequestSucceeds",
    groups: ["createGeneration"],
    breaks: "seed §2.1: role values system, user, assistant",
    request: (req) => {
      const messages = json(req.body)?.messages;
      return pathOf(req) === GENERATE && Array.isArray(messages) && messages.some((m: Json) => m?.role === "assistant") ? invalidRequest("role assistant is not supported.") : req;
    },
  },
  {
    name: "half_to_full 0 is refused",
    kind: "listed-values",
    caughtBy: "validRequestSucceeds",
    groups: ["recognizeImageText"],
    breaks: "seed §4.4: half_to_full 1 converts, 0 disables",
    request: (req) => (pathOf(req) === OCR && json(req.body)?.half_to_full === 0 ? invalidRequest("half_to_full must be 1.") : req),
  },
];
