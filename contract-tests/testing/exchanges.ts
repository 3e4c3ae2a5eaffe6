/**
 * Hand-made exchanges for unit tests of checks and reports: no network, bodies taken from the
 * spec's own examples so they stay valid when the spec changes.
 */
import { namedExample } from "../../spec/validators.ts";
import { loadConfig } from "../config.ts";
import type { CheckContext, Flow } from "../checks/index.ts";
import type { Exchange, ExchangeLabels, Scenario } from "../target.ts";
import type { StreamWatch } from "../stream-watch.ts";

type Json = Record<string, unknown>;

/** A deep copy of a named example of the spec (components.examples.<name>.value). */
export function example<T = Json>(name: string): T {
  return structuredClone(namedExample(name)) as T;
}

export interface ExchangeSpec {
  operationId?: string | null;
  scenario?: Scenario;
  labels?: ExchangeLabels;
  method?: string;
  path?: string;
  request?: unknown;
  requestHeaders?: Record<string, string>;
  /** null: no response arrived. */
  status?: number | null;
  headers?: Record<string, string>;
  body?: unknown;
  /** A raw body (SSE, text); `body` is ignored when set. */
  text?: string;
  mediaType?: string | null;
  error?: string | null;
  /** How an event stream arrived (stream-watch.ts). */
  stream?: StreamWatch;
  /** The body went past the largest body read (target.ts). */
  bodyTooLarge?: { maxBytes: number };
}

let seq = 0;

/** Builds a recorded exchange; defaults to a 200 chat completion with an X-Request-Id. */
export function exchange(s: ExchangeSpec = {}): Exchange {
  const mediaType = s.mediaType === undefined ? (s.text !== undefined ? "text/event-stream" : "application/json") : s.mediaType;
  const body = s.body === undefined && s.text === undefined ? example("ChatCompletion") : s.body;
  const text = s.text ?? JSON.stringify(body);
  const requestBody = s.request === undefined ? undefined : JSON.stringify(s.request);
  return {
    seq: ++seq,
    operationId: s.operationId === undefined ? "createChatCompletion" : s.operationId,
    scenario: s.scenario ?? "valid",
    labels: s.labels ?? {},
    request: {
      method: s.method ?? "POST",
      url: `http://127.0.0.1:4010${s.path ?? "/client/v2/ai/chat/completions"}`,
      headers: { authorization: "Bearer sk-test-secret", ...(requestBody ? { "content-type": "application/json" } : {}), ...s.requestHeaders },
      ...(s.request !== undefined ? { json: s.request, body: requestBody } : {}),
      bodyBytes: requestBody ? Buffer.byteLength(requestBody) : 0,
    },
    response:
      s.status === null
        ? null
        : {
            status: s.status ?? 200,
            headers: { ...(mediaType ? { "content-type": mediaType } : {}), "x-request-id": "req_test", ...s.headers },
            mediaType,
            text,
            ...(mediaType === "application/json" && s.text === undefined ? { json: body } : {}),
          },
    error: s.error ?? null,
    billable: false,
    durationMs: 1,
    ...(s.stream ? { stream: s.stream } : {}),
    ...(s.bodyTooLarge ? { bodyTooLarge: s.bodyTooLarge } : {}),
  };
}

/** An error body of the gateway's shape. */
export function errorBody(code: string, type = "invalid_request_error"): Json {
  return { error: { code, message: `a ${code} error`, type } };
}

/** SSE text of chunks, each as one `data:` event, optionally ended by [DONE]. */
export function sse(chunks: unknown[], done = true): string {
  return `${[...chunks.map((c) => `data: ${JSON.stringify(c)}`), ...(done ? ["data: [DONE]"] : [])].join("\n\n")}\n\n`;
}

/** A well-formed stream: role, content, finish_reason, and optionally a usage chunk. */
export function streamChunks(withUsage = false): Json[] {
  const base = { id: "chatcmpl-1", object: "chat.completion.chunk", created: 1767225600, model: "gpt-4o-mini" };
  const chunks: Json[] = [
    { ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] },
    { ...base, choices: [{ index: 0, delta: { content: "Hello" }, finish_reason: null }] },
    { ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }] },
  ];
  if (withUsage) chunks.push({ ...base, choices: [], usage: { prompt_tokens: 3, completion_tokens: 1, total_tokens: 4, cost: "0.000001" } });
  return chunks;
}

/** A check context over the default configuration. */
export function context(flow?: Flow, strict = false): CheckContext {
  return { config: { ...loadConfig({}), strict }, isMock: false, ...(flow ? { flow } : {}) };
}
