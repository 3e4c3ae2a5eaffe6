/**
 * LEGAL variants: our mock turned, through the fault proxy, into a different gateway that still
 * honours every seed rule. Every variant hides the mock's control surface (/__mock) and ignores
 * `Prefer`, as a real gateway does, then differs in one way the seed leaves open. The suite must
 * report no error against any of them (warnings allowed): a false alarm is as serious a bug as a
 * missed defect. A variant that needs the user to say what the gateway accepts carries that
 * configuration (CONTRACT_INPUT_*), as the README tells a real user to.
 */
import { MOCK_MODELS } from "../config.ts";
import { operation } from "../spec-info.ts";
import type { ProxyRequest, ProxyResponse, ProxyRewrite } from "./fault-proxy.ts";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface LegalVariant {
  name: string;
  /** Why the seed allows it (its section, or "not shown"). */
  legalBecause: string;
  /** Settings a user of such a gateway gives the suite. */
  env?: Record<string, string>;
  request?(request: ProxyRequest): ProxyRequest | ProxyResponse;
  response?(request: ProxyRequest, response: ProxyResponse): ProxyResponse;
}

const GENERATE = operation("createGeneration").path;
const OCR = operation("recognizeImageText").path;
const TASKS = operation("getTask").path.replace(/\{[^}]+\}$/, "");

function pathOf(request: ProxyRequest): string {
  return new URL(request.url, "http://proxy").pathname;
}

function ok(response: ProxyResponse): boolean {
  return response.status >= 200 && response.status < 300;
}

function jsonOf(buffer: Buffer): Json | undefined {
  try {
    const value = JSON.parse(buffer.toString("utf8")) as unknown;
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

function isJson(response: ProxyResponse): boolean {
  return (response.headers["content-type"] ?? "").startsWith("application/json");
}

/** Rewrites a JSON response body; other responses pass unchanged. */
function editJson(response: ProxyResponse, edit: (body: Json) => Json | void): ProxyResponse {
  if (!isJson(response)) return response;
  const body = jsonOf(response.body);
  if (!body) return response;
  const edited = edit(body) ?? body;
  return { ...response, body: Buffer.from(JSON.stringify(edited)) };
}

function withJson(request: ProxyRequest, body: Json): ProxyRequest {
  return { ...request, body: Buffer.from(JSON.stringify(body)) };
}

/** The gateway's own 400, in the seed's error body. */
function invalidRequest(message: string): ProxyResponse {
  return {
    status: 400,
    headers: { "content-type": "application/json", "x-request-id": "req_variant" },
    body: Buffer.from(JSON.stringify({ error: { code: "invalid_request", message, type: "invalid_request_error" } })),
  };
}

/** A /generations request for one of the mock's models. */
function generationFor(request: ProxyRequest, model: string): Json | undefined {
  if (pathOf(request) !== GENERATE) return undefined;
  const body = jsonOf(request.body);
  return body?.model === model ? body : undefined;
}

/** Answers of a /generations request for a model, rewritten when 2xx. */
function editGeneration(model: string, edit: (body: Json) => Json | void) {
  return (request: ProxyRequest, response: ProxyResponse): ProxyResponse =>
    generationFor(request, model) && ok(response) ? editJson(response, edit) : response;
}

/** What every variant shares: no control surface, no Prefer, like any real gateway. */
export const PLAIN_GATEWAY: Pick<LegalVariant, "request"> = {
  request: (request) => {
    if (pathOf(request).startsWith("/__mock")) {
      return {
        status: 404,
        headers: { "content-type": "application/json", "x-request-id": "req_variant" },
        body: Buffer.from(JSON.stringify({ error: { code: "not_found", message: "Not found.", type: "invalid_request_error" } })),
      };
    }
    const { prefer: _ignored, ...headers } = request.headers;
    return { ...request, headers };
  },
};

const ownVoices = new Set(["nova", "shimmer"]);
const ownModes = new Set(["standard", "precise"]);

/** Every 5th request of a proxy answered 429 (a fresh counter per variant use). */
function occasionalRateLimit(): LegalVariant["request"] {
  let count = 0;
  return (request) => {
    count++;
    if (count % 5 !== 0) return request;
    return {
      status: 429,
      headers: { "content-type": "application/json", "x-request-id": "req_variant", "retry-after": "1" },
      body: Buffer.from(JSON.stringify({ error: { code: "rate_limited", message: "Too many requests.", type: "rate_limit_error" } })),
    };
  };
}

/** Result URLs of task outputs signed afresh on every read (a new expiring signature each time). */
function freshSignatures(): LegalVariant["response"] {
  let reads = 0;
  return (request, response) =>
    pathOf(request).startsWith(TASKS) && ok(response)
      ? editJson(response, (body) => {
          const output = body.data?.output;
          if (!output || typeof output !== "object") return;
          for (const [key, value] of Object.entries(output)) {
            if (typeof value === "string" && /^https?:/.test(value)) output[key] = `${value}${value.includes("?") ? "&" : "?"}X-Signature=${++reads}`;
          }
        })
      : response;
}

/** The legal variants, each a function so per-run state (a counter) starts fresh. */
export const LEGAL_VARIANTS: readonly (() => LegalVariant)[] = [
  () => ({ name: "a plain gateway (no /__mock, no Prefer)", legalBecause: "the control surface and Prefer are our mock's, not the seed's" }),
  () => ({
    name: "image data as one {url}",
    legalBecause: "seed §2.3: data is a model-specific result; its fields are not shown",
    response: editGeneration(MOCK_MODELS.image, (body) => {
      body.data = { url: body.data.images[0].url };
    }),
  }),
  () => ({
    name: "text to speech in another audio format",
    legalBecause: "seed §2.3: model-specific data not shown",
    response: editGeneration(MOCK_MODELS.tts, (body) => {
      body.data = { audio_url: String(body.data.audio_url).replace(/\.wav/, ".flac"), format: "flac" };
    }),
  }),
  () => ({
    name: "speech to text with text only",
    legalBecause: "seed §2.3: model-specific data not shown",
    response: editGeneration(MOCK_MODELS.stt, (body) => {
      body.data = { text: body.data.text };
    }),
  }),
  () => ({
    name: "time_elapsed with another unit suffix",
    legalBecause: "seed §2.5: processing time as text with a unit suffix (which unit is not said)",
    response: (request, response) => {
      const isOcr = pathOf(request) === OCR || generationFor(request, MOCK_MODELS.ocr) !== undefined;
      if (!isOcr || !ok(response)) return response;
      return editJson(response, (body) => {
        const ms = Number.parseFloat(String(body.data.time_elapsed));
        body.data.time_elapsed = `${(ms / 1000).toFixed(3)} sec`;
      });
    },
  }),
  () => ({
    name: "digital-human output under another field name",
    legalBecause: "seed §2.4: output holds video_url for video; other modalities' output not shown",
    response: (request, response) =>
      pathOf(request).startsWith(TASKS) && ok(response)
        ? editJson(response, (body) => {
            const data = body.data;
            if (data?.model === MOCK_MODELS.digital_human && data.output) data.output = { result_url: data.output.video_url };
          })
        : response,
  }),
  () => ({
    name: "a gateway that accepts only its own TTS voices",
    legalBecause: "seed §4.2: voice is a string; which voices exist is not shown",
    env: { CONTRACT_INPUT_TTS: JSON.stringify({ text: "Your order has shipped.", voice: "nova" }) },
    request: (request) => {
      const body = generationFor(request, MOCK_MODELS.tts);
      if (!body || typeof body.input !== "object" || body.input === null) return request;
      if (!ownVoices.has(body.input.voice)) return invalidRequest(`input.voice must be one of ${[...ownVoices].join(", ")}`);
      return withJson(request, { ...body, input: { ...body.input, voice: "alloy" } });
    },
  }),
  () => ({
    name: "a gateway that accepts only its own OCR modes",
    legalBecause: "seed §4.4: mode is a string; allowed values not shown",
    env: { CONTRACT_INPUT_OCR: JSON.stringify({ mode: "precise" }) },
    request: (request) => {
      const body = pathOf(request) === OCR ? jsonOf(request.body) : undefined;
      if (!body || body.mode === undefined) return request;
      if (!ownModes.has(body.mode)) return invalidRequest(`mode must be one of ${[...ownModes].join(", ")}`);
      return withJson(request, { ...body, mode: "general" });
    },
  }),
  () => ({
    name: "another digital-human input",
    legalBecause: "seed §4.2: input is model-specific; the digital-human input is not shown",
    env: { CONTRACT_INPUT_DIGITAL_HUMAN: JSON.stringify({ text: "Welcome to our quarterly update.", presenter: "p1" }) },
    request: (request) => {
      const body = generationFor(request, MOCK_MODELS.digital_human);
      if (!body || typeof body.input !== "object" || body.input === null) return request;
      const { text, presenter } = body.input as { text?: unknown; presenter?: unknown };
      if (typeof text !== "string" || text === "" || typeof presenter !== "string") return invalidRequest("input needs text and presenter");
      return withJson(request, { ...body, input: { script: text, avatar: "anna" } });
    },
  }),
  () => ({
    name: "occasional 429 with Retry-After",
    legalBecause: "seed §7 and §8: too frequent requests get 429 rate_limited; thresholds not shown",
    env: { CONTRACT_RATE_LIMIT_MAX_WAIT_MS: "20", CONTRACT_RATE_LIMIT_RETRIES: "5" },
    request: occasionalRateLimit(),
  }),
  () => ({
    name: "no X-Request-Id header",
    legalBecause: "X-Request-Id is designed; the seed shows no response headers",
    response: (_request, response) => {
      const { "x-request-id": _dropped, ...headers } = response.headers;
      return { ...response, headers };
    },
  }),
  () => ({
    name: "extra fields in every JSON answer",
    legalBecause: "the seed lists fields it shows, never that others are absent",
    response: (_request, response) => (isJson(response) ? editJson(response, (body) => ({ ...body, trace_id: "t-1" })) : response),
  }),
  () => ({
    name: "OCR errors in another body shape",
    legalBecause: "seed §7: the error body shape of the OCR endpoint is not shown",
    response: (request, response) =>
      pathOf(request) === OCR && response.status >= 400 ? editJson(response, (body) => ({ code: response.status, message: body.error?.message ?? "error" })) : response,
  }),
  () => ({
    name: "image sizes of 1024 only",
    legalBecause: "seed §4.2: width and height are integers; which sizes a model supports is not shown",
    request: (request) => {
      const body = generationFor(request, MOCK_MODELS.image);
      const input = body?.input as { width?: unknown; height?: unknown } | undefined;
      if (!input || typeof input !== "object") return request;
      if ((input.width ?? 1024) !== 1024 || (input.height ?? 1024) !== 1024) return invalidRequest("width and height must be 1024");
      return request;
    },
  }),
  // Issue 26: gateways a stricter reading of the five questions could mistake for faulty ones.
  () => ({
    name: "result URLs signed afresh on every read",
    legalBecause: "seed §2.4: output holds video_url (string, URL); an expiring signature in its query may change per read",
    response: freshSignatures(),
  }),
  () => ({
    name: "the OCR size limit at 8,000,000 decoded bytes",
    legalBecause: "seed §8: 8 MB measured after base64 decoding; whether a MB is 10^6 or 2^20 bytes is not said",
    request: (request) => {
      const data = pathOf(request) === OCR ? jsonOf(request.body)?.image_base64 : undefined;
      return typeof data === "string" && (data.replace(/^data:[^,]*,/, "").length * 3) / 4 > 8_000_000 ? invalidRequest("image exceeds 8 MB") : request;
    },
  }),
];

/** A variant as the fault proxy takes it: the plain gateway first, then the variant's rewrites. */
export function asProxyRewrite(variant: LegalVariant): ProxyRewrite {
  return {
    name: variant.name,
    breaks: `nothing: ${variant.legalBecause}`,
    groups: [],
    request: (request) => {
      const plain = PLAIN_GATEWAY.request!(request);
      if ("status" in plain) return plain;
      return variant.request ? variant.request(plain) : plain;
    },
    ...(variant.response ? { response: variant.response } : {}),
  };
}
