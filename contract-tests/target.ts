/**
 * The implementation under test, over fetch. Every call is recorded as an `Exchange` (what was
 * sent, what came back) for the checks and the report. `fetch` is injectable, so tests need no
 * network and no mocking library.
 */
import type { Modality, StreamBudgets } from "./config.ts";
import { readEventStream, type StreamWatch } from "./stream-watch.ts";
import { sendAgain } from "./probe.ts";

// A lost connection's retry lives with the probe (below this file), which the preflight shares.
export { CONNECTION_RETRY_PAUSES_MS, isConnectionLostBeforeAnswer, RETRY_PAUSE_MS } from "./probe.ts";

export interface RecordedRequest {
  method: string;
  url: string;
  /** Headers as sent, names in lower case. */
  headers: Record<string, string>;
  /** The JSON value sent, when the body was JSON. */
  json?: unknown;
  /** The body text as sent (cut to `BODY_KEEP_BYTES` once checked; see `bodyBytes`). */
  body?: string;
  bodyBytes: number;
}

export interface RecordedResponse {
  status: number;
  /** Headers as received, names in lower case. */
  headers: Record<string, string>;
  /** Content-Type without parameters, lower case; null when absent. */
  mediaType: string | null;
  text: string;
  /** Parsed body when the media type is JSON and it parsed. */
  json?: unknown;
  jsonError?: string;
}

/** What a case meant by a request, so checks know which rule applies. */
export type Scenario =
  | "valid"
  | "generated"
  | "invalid-parameters"
  | "missing-model"
  | "unknown-model"
  | "non-llm-on-chat"
  | "missing-key"
  | "invalid-key"
  | "restricted-team"
  | "temperature-boundary"
  | "temperature-out-of-range"
  | "task-poll"
  | "unknown-task"
  | "foreign-task"
  | "invalid-task-id"
  | "ocr-bad-image"
  | "ocr-data-uri"
  | "ocr-limit-boundary"
  /** An image under the OCR limit decoded, over it as base64 text. */
  | "ocr-limit-measure"
  | "users-without-key"
  | "users-page"
  | "users-past-end"
  | "wrong-method"
  | "unknown-path"
  | "malformed-json"
  | "forced-status"
  | "stream"
  | "stream-non-llm"
  | "wrong-content-type"
  /** A recorded exchange whose request shows no particular intent (HAR checks). */
  | "observed"
  | "stream-fault"
  | "tool-call"
  | "tool-call-stream"
  | "structured-output";

export interface ExchangeLabels {
  model?: string;
  modality?: Modality;
  /** What a mutated body breaks, and the provenance of the broken constraint. */
  mutation?: string;
  brokenProvenance?: "seed" | "designed";
  forcedStatus?: number;
  includeUsage?: boolean;
  streamFault?: "error" | "drop";
  pageSize?: number;
  /** Which invalid image an OCR request sends. */
  badImage?: string;
  /** Whether "the gateway accepts this request" is the seed's or the user's claim, or our guess. */
  requestProvenance?: "seed" | "designed";
  /** The setting that says what the gateway accepts (CONTRACT_INPUT_TTS), for the message. */
  inputSetting?: string;
  /** An outcome forced on the mock (Prefer: task=failed) the flow must show. */
  forcedTaskOutcome?: string;
  note?: string;
}

export interface Exchange {
  /** Order within the run. */
  seq: number;
  /** The spec operation the request targets; null for paths the spec does not have. */
  operationId: string | null;
  scenario: Scenario;
  labels: ExchangeLabels;
  request: RecordedRequest;
  /** Null when no response arrived at all. */
  response: RecordedResponse | null;
  /** Transport failure (refused, reset, timeout, body cut short). */
  error: string | null;
  /** A model-running call the service answered 2xx: what a real deployment bills. */
  billable: boolean;
  durationMs: number;
  /** How an event stream arrived, read under the stream budgets (live runs only). */
  stream?: StreamWatch;
  /**
   * Set when the body went past the largest body read (CONTRACT_MAX_BODY_BYTES): the read was
   * cancelled, `response.text` keeps only the body's start (BODY_KEEP_BYTES). The check
   * bodyWithinLimit fails; checks that judge the body have nothing whole to judge.
   */
  bodyTooLarge?: { maxBytes: number };
  /**
   * Set, with the reason, when a recording (a HAR) holds no body for the answer: the checks that
   * judge the body have nothing to judge; the status line and headers are still judged.
   */
  bodyNotRecorded?: string;
  /**
   * The first attempt's failure, when the connection was closed before any answer and the
   * request was sent again, up to twice (see `isConnectionLostBeforeAnswer`).
   */
  retriedAfter?: string;
  /**
   * Set when CONTRACT_REQUEST_TIMEOUT_MS ran out before the answer was whole: the gateway was too
   * slow for the setting, which no seed rule bounds, so the runner reports the case not finished
   * rather than judging a response that never came.
   */
  timedOut?: true;
}

/** Operations that run a model, so a 2xx answer costs money on a real deployment. */
export const BILLABLE_OPERATIONS: ReadonlySet<string> = new Set([
  "createChatCompletion",
  "createGeneration",
  "recognizeImageText",
]);

/** Shared cap of requests across every target of a run (CONTRACT_MAX_REQUESTS). */
export class Budget {
  used = 0;
  billable = 0;
  constructor(readonly limit: number = Number.POSITIVE_INFINITY) {}
  take(): void {
    if (this.used >= this.limit) throw new BudgetExhausted(this.limit);
    this.used++;
  }
  /** Takes one request if the budget has one left (a retry never ends a run). */
  tryTake(): boolean {
    if (this.used >= this.limit) return false;
    this.used++;
    return true;
  }
}

export class BudgetExhausted extends Error {
  override name = "BudgetExhausted";
  constructor(readonly limit: number) {
    super(`request budget exhausted (CONTRACT_MAX_REQUESTS=${limit})`);
  }
}

/**
 * Why a run stopped before its deadline (the target stopped answering, target-gone.ts): the
 * abort reason of the run's stop signal. Any other reason is the deadline's.
 */
export class RunStopReason extends Error {
  override name = "RunStopReason";
}

/** Why the run's stop signal fired, as cases report it: "the run's deadline passed (CONTRACT_DEADLINE)". */
export function stopReason(signal: AbortSignal): string {
  return signal.reason instanceof RunStopReason ? signal.reason.message : "the run's deadline passed (CONTRACT_DEADLINE)";
}

/** The run stopped (its deadline passed, or the target stopped answering): the case stops where it is. */
export class RunStopped extends Error {
  override name = "RunStopped";
  constructor(why: string) {
    super(`not finished: ${why}`);
  }
}

/** How often a request still waiting is announced: every 10 s, sooner for short timeouts. */
export function waitingNoticeMs(timeoutMs: number): number {
  return Math.min(10_000, Math.max(250, Math.round(timeoutMs / 4)));
}

export interface SendOptions {
  operationId: string | null;
  scenario: Scenario;
  method: string;
  /** Path with parameters filled in, e.g. /client/v2/ai/tasks/12. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** Bearer key; null sends no Authorization header; undefined sends the default key. */
  auth?: string | null;
  /** A JSON body (sent with Content-Type: application/json unless `headers` says otherwise). */
  json?: unknown;
  /** A verbatim body, for malformed input. */
  body?: string;
  labels?: ExchangeLabels;
}

export interface TargetOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  /** Sent on every request (the mock's X-Mock-Session when the target is the mock). */
  headers?: Record<string, string>;
  budget?: Budget;
  timeoutMs?: number;
  /** The run's stop (its deadline, or the target gone): once aborted, send() throws RunStopped. */
  signal?: AbortSignal;
  /**
   * Told when a request got no answer at all, with the fetch error; the exchange is recorded only
   * once it settles, so a run that stops then (target-gone.ts) leaves the request unjudged.
   */
  onLost?(cause: unknown): Promise<void>;
  /** Told, now and then, that a request is still waiting (names it and the timeout). */
  onWaiting?(line: string): void;
  /** Budgets an event stream is read under (it is cut at them); the request timeout then stops at the headers. */
  streamBudgets?: StreamBudgets;
  /** Largest response body read; past it the read is cancelled and the exchange fails "body too large". */
  maxBodyBytes?: number;
}

/** How much of a request body an exchange keeps once its checks ran. */
export const BODY_KEEP_BYTES = 64 * 1024;

/** Largest answer of the control surface read (mock detection). */
const CONTROL_MAX_BYTES = 1024 * 1024;

/** A response body this large or larger, unless TargetOptions.maxBodyBytes says otherwise (config: CONTRACT_MAX_BODY_BYTES). */
export const DEFAULT_MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

function lowerCaseHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    out[name.toLowerCase()] = value;
  });
  return out;
}

/** The media type of a Content-Type value: no parameters, lower case. */
export function mediaTypeOf(contentType: string | undefined | null): string | null {
  if (!contentType) return null;
  return contentType.split(";")[0]!.trim().toLowerCase() || null;
}

/** The Bearer key a request carried, or null. */
export function bearerKeyOf(exchange: Exchange): string | null {
  const header = Object.entries(exchange.request.headers).find(([name]) => name.toLowerCase() === "authorization")?.[1];
  return typeof header === "string" && /^Bearer /i.test(header) ? header.slice(7).trim() : null;
}

/** Whether a media type is JSON (application/json, or a +json type such as application/problem+json). */
export function isJsonMediaType(mediaType: string | null): boolean {
  return mediaType !== null && (mediaType === "application/json" || mediaType.endsWith("+json"));
}

/**
 * An HTTP client that records what it sends and receives.
 * @example
 * const target = new Target({ baseUrl: "http://127.0.0.1:4010", apiKey: "sk-mock-default" });
 * const exchange = await target.send({ operationId: "listUsers", scenario: "users-without-key", method: "GET", path: "/api/users", auth: null });
 */
export class Target {
  readonly exchanges: Exchange[] = [];
  readonly baseUrl: string;
  readonly budget: Budget;
  private readonly fetchFn: typeof fetch;
  private seq = 0;

  constructor(private readonly options: TargetOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.fetchFn = options.fetch ?? globalThis.fetch;
    this.budget = options.budget ?? new Budget();
  }

  /** Sends one request to the API and records it. Throws only BudgetExhausted and RunStopped. */
  async send(options: SendOptions): Promise<Exchange> {
    if (this.options.signal?.aborted) throw new RunStopped(stopReason(this.options.signal));
    this.budget.take();
    const url = new URL(this.baseUrl + options.path);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { accept: "application/json, text/event-stream" };
    for (const [name, value] of Object.entries(this.options.headers ?? {})) headers[name.toLowerCase()] = value;
    const key = options.auth === undefined ? this.options.apiKey : options.auth;
    if (key !== null) headers.authorization = `Bearer ${key}`;
    let body: string | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers["content-type"] = "application/json";
    }
    for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
    const request: RecordedRequest = {
      method: options.method.toUpperCase(),
      url: url.toString(),
      headers,
      ...(options.json !== undefined ? { json: options.json } : {}),
      ...(body !== undefined ? { body } : {}),
      bodyBytes: body === undefined ? 0 : Buffer.byteLength(body),
    };
    const exchange: Exchange = {
      seq: ++this.seq,
      operationId: options.operationId,
      scenario: options.scenario,
      labels: options.labels ?? {},
      request,
      response: null,
      error: null,
      billable: false,
      durationMs: 0,
    };
    const started = performance.now();
    const timeoutMs = this.options.timeoutMs ?? 30_000;
    // The request timeout; for an event stream it stops at the headers, the stream budgets take over.
    const timeoutController = new AbortController();
    const timeout = timeoutController.signal;
    const timeoutTimer = setTimeout(() => timeoutController.abort(new DOMException("The operation was aborted due to timeout", "TimeoutError")), timeoutMs);
    const waiting = this.announceWaiting(request, timeoutMs, started);
    const signal = this.options.signal ? AbortSignal.any([timeout, this.options.signal]) : timeout;
    const init: RequestInit & { signal: AbortSignal } = { method: request.method, headers, ...(body !== undefined ? { body } : {}), signal, redirect: "manual" };
    let lost: unknown;
    try {
      let response: Response;
      try {
        response = await this.fetchFn(url, init);
      } catch (cause) {
        // A server (or the load balancer before it) may close a kept-alive connection the moment
        // the next request goes out on it, or reset one now and then: the request is lost before
        // any answer, through no fault of the request. Browsers and the official SDKs send it
        // again (the OpenAI SDKs up to twice), so the suite does too, after a pause that lets the
        // other connections closed at the same moment be seen closed (a retry then opens a new
        // one). A gateway that drops the request every time still fails: every attempt fails.
        response = await this.resend(url, init, cause, exchange, timeoutMs);
      }
      const mediaType = mediaTypeOf(response.headers.get("content-type"));
      const budgets = this.options.streamBudgets;
      const maxBytes = this.options.maxBodyBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
      let text: string;
      let error: string | null;
      let tooLarge = false;
      if (mediaType === "text/event-stream" && budgets && response.body) {
        clearTimeout(timeoutTimer);
        const read = await readEventStream(response.body, started, budgets, (cause) => describeError(cause, timeoutMs), maxBytes);
        ({ text, error, tooLarge } = read);
        exchange.stream = read.watch;
      } else ({ text, error, tooLarge } = await readBody(response, timeoutMs, maxBytes));
      // Past the cap only the start is kept, as the report's excerpt (bodyWithinLimit).
      if (tooLarge) {
        text = text.slice(0, BODY_KEEP_BYTES);
        exchange.bodyTooLarge = { maxBytes };
      }
      const recorded: RecordedResponse = {
        status: response.status,
        headers: lowerCaseHeaders(response.headers),
        mediaType,
        text,
      };
      if (isJsonMediaType(mediaType) && error === null) {
        try {
          recorded.json = JSON.parse(text) as unknown;
        } catch (cause) {
          recorded.jsonError = (cause as Error).message;
        }
      }
      exchange.response = recorded;
      exchange.error = error;
    } catch (cause) {
      exchange.error = describeError(cause, timeoutMs);
      lost = cause;
    } finally {
      clearTimeout(timeoutTimer);
      if (waiting) clearInterval(waiting);
    }
    // Only the request's own timeout: a stop of the whole run (deadline, target gone) says so itself.
    if (timeout.aborted && !this.options.signal?.aborted && (exchange.response === null || exchange.error !== null)) exchange.timedOut = true;
    if (lost !== undefined && !signal.aborted) await this.options.onLost?.(lost);
    if (this.options.signal?.aborted) throw new RunStopped(stopReason(this.options.signal));
    exchange.durationMs = Math.round(performance.now() - started);
    exchange.billable =
      options.operationId !== null &&
      BILLABLE_OPERATIONS.has(options.operationId) &&
      exchange.response !== null &&
      exchange.response.status >= 200 &&
      exchange.response.status < 300;
    if (exchange.billable) this.budget.billable++;
    this.exchanges.push(exchange);
    return exchange;
  }

  /** Sends again a request lost before any answer (see send), within the request budget; records the first loss. */
  private resend(url: URL, init: RequestInit & { signal: AbortSignal }, lostWith: unknown, exchange: Exchange, timeoutMs: number): Promise<Response> {
    return sendAgain(this.fetchFn, url, init, lostWith, (cause) => {
      if (!this.budget.tryTake()) return false;
      exchange.retriedAfter ??= describeError(cause, timeoutMs);
      return true;
    });
  }

  /** Starts the "still waiting" notices of one request, when someone listens. */
  private announceWaiting(request: RecordedRequest, timeoutMs: number, started: number): ReturnType<typeof setInterval> | undefined {
    const onWaiting = this.options.onWaiting;
    if (!onWaiting) return undefined;
    const path = new URL(request.url).pathname;
    const timer = setInterval(() => {
      const waited = Math.round((performance.now() - started) / 1000);
      onWaiting(`[contract] still waiting on ${request.method} ${path}: ${waited} s so far, request timeout ${Math.round(timeoutMs / 1000)} s (CONTRACT_REQUEST_TIMEOUT_MS)`);
    }, waitingNoticeMs(timeoutMs));
    timer.unref();
    return timer;
  }

  /** Calls the mock's control surface (/__mock/...); not recorded, not counted. */
  async control(method: string, path: string, json?: unknown): Promise<{ status: number; json: unknown } | null> {
    try {
      const response = await this.fetchFn(new URL(`${this.baseUrl}/__mock/${path}`), {
        method,
        headers: {
          ...(this.options.headers ?? {}),
          ...(json !== undefined ? { "content-type": "application/json" } : {}),
        },
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        // The run's deadline ends a control call too (the mock detection of a target that hangs).
        signal: this.options.signal ? AbortSignal.any([AbortSignal.timeout(5000), this.options.signal]) : AbortSignal.timeout(5000),
        // A redirect elsewhere must not make another host's answer count as the mock's.
        redirect: "manual",
      });
      // The control surface answers small JSON; a larger answer is not the mock's.
      const { text, error } = await readBody(response, 5000, CONTROL_MAX_BYTES);
      if (error !== null) return { status: response.status, json: null };
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(text) as unknown;
      } catch {
        parsed = null;
      }
      return { status: response.status, json: parsed };
    } catch {
      return null;
    }
  }
}

/**
 * Reads a body as text chunk by chunk, so a stream cut short keeps what arrived. Past
 * `maxBytes` the read is cancelled (the connection with it): a gateway answering a 1 GB body
 * or an endless stream costs the run `maxBytes`, not its memory. What is kept of such a body
 * is its start, as an excerpt for the report.
 */
async function readBody(response: Response, timeoutMs: number, maxBytes: number): Promise<{ text: string; error: string | null; tooLarge: boolean }> {
  if (!response.body) return { text: "", error: null, tooLarge: false };
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > maxBytes) {
        await reader.cancel().catch(() => {});
        return { text: text.slice(0, BODY_KEEP_BYTES), error: null, tooLarge: true };
      }
      text += decoder.decode(value, { stream: true });
    }
    text += decoder.decode();
    return { text, error: null, tooLarge: false };
  } catch (cause) {
    return { text, error: describeError(cause, timeoutMs), tooLarge: false };
  }
}

function describeError(cause: unknown, timeoutMs: number): string {
  const error = cause as Error & { cause?: { code?: string; message?: string } };
  // "The operation was aborted due to timeout" names no timeout; say which one ran out.
  if (error.name === "TimeoutError") return `no answer within the request timeout of ${timeoutMs} ms (CONTRACT_REQUEST_TIMEOUT_MS)`;
  const inner = error.cause?.code ?? error.cause?.message;
  return inner ? `${error.message} (${inner})` : (error.message ?? String(cause));
}

/** Whether the target is our mock: its control surface answers the health check. */
export async function detectMock(target: Target): Promise<boolean> {
  const health = await target.control("GET", "health");
  const body = health?.json as { mock?: unknown } | null | undefined;
  return health?.status === 200 && body?.mock === true;
}
