/**
 * The MSW transport: the gateway as request handlers for `setupServer` (Node) and `setupWorker`
 * (browser), served by the same core as the HTTP server. Like `mocks/transports/http/server.ts` it only
 * converts: a WHATWG Request into a MockRequest, a MockResponse into a Response. msw is a peer
 * dependency: only this entry imports it, and the test helper loads this file on start in msw mode.
 */
import { http, type HttpHandler } from "msw";
import { operationTable } from "../../../spec/operations.ts";
import { createMock, type MockApp, type MockOptions } from "../../app.ts";
import { didYouMean } from "../../config/suggest.ts";
import { ConfigError, type MockConfig } from "../../config/config.ts";
import type { KeysFile } from "../../config/teams.ts";
import { bodyFromBytes } from "../../body/index.ts";
import { DROP_CONNECTION, jsonText, type MockRequest, type MockResponse, type StreamFrame } from "../../core/deps.ts";
import { toErrorBody } from "../../core/errors.ts";
import type { Clock } from "../../state/clock.ts";
import { installTestControls, type GatewayJournalEntry, type TestControls } from "../../test-controls/test-controls.ts";
import type { Scenario } from "../../weather/scenario.ts";
import { readJournal } from "../../state/read-journal.ts";
import { judge, type Verdict, type VerdictOptions } from "../../verdict/verdict.ts";
import { DISPATCH_HEADER, duplicateDispatch, watchWorkerDispatches } from "./two-workers.ts";

export { manualClock, systemClock, type Clock, type ManualClock } from "../../state/clock.ts";
export type { KeysFile } from "../../config/teams.ts";
export type { JournalEntry } from "../../state/state.ts";
export type { ForceOptions, GatewayJournalEntry } from "../../test-controls/test-controls.ts";
export type { Scenario } from "../../weather/scenario.ts";
export type { Finding, FindingCode, Verdict, VerdictOptions } from "../../verdict/verdict.ts";

/** Where the handlers listen when no base URL is given: the HTTP server's default address. */
export const DEFAULT_BASE_URL = "http://127.0.0.1:4010";

export interface GatewayHandlersOptions<C extends Clock = Clock> {
  /** Origin (and optional path prefix) the handlers answer under. Default http://127.0.0.1:4010. */
  baseUrl?: string | undefined;
  /** Extra teams and keys: a keys file's path (Node), or the same shape inline (anywhere). */
  keys?: string | KeysFile | undefined;
  /** How long async tasks stay `processing` (default 5000 ms of the clock's time). */
  taskDurationMs?: number | undefined;
  /** Base seed of generated content. */
  seed?: number | undefined;
  /** The mock's clock: `manualClock()` to move time by hand; default the system clock (fake timers move it). */
  clock?: C | undefined;
  /**
   * Stream pacing: time to first token and tokens per second (default the server's, 250 ms and
   * 40/s); false sends at once. Paced streams sleep on the clock, so with a manual clock they
   * wait for `clock.advance()`: tests usually want `pacing: false`.
   */
  pacing?: false | { ttftMs?: number; tokensPerSecond?: number } | undefined;
  /** Any other setting of the mock (the environment is read as by the server, then these win). */
  config?: Partial<MockConfig> | undefined;
  log?: MockOptions["log"] | undefined;
  /** A scenario ("weather") for every session that sets none (spec/control.yaml: Scenario); `await gateway.ready()` says whether it is valid. */
  scenario?: Scenario | undefined;
}

export interface GatewayHandlers<C extends Clock = Clock> {
  /** MSW handlers: one per operation of the spec, the control surface, and a fallback for the rest of the base URL. */
  handlers: HttpHandler[];
  baseUrl: string;
  /** The clock given, else the system clock. */
  clock: C;
  /** The core and its deps (store, config, ...), as the HTTP server has them. */
  app: MockApp;
  /** Forgets every session's tasks, journal and rate windows, and the memo (as POST /__mock/reset?all=1). */
  reset(): void;
  /** The request journal of a session (X-Mock-Session; default the session of requests without one), oldest first, typed by operationId and status. */
  journal(session?: string): Promise<GatewayJournalEntry[]>;
  /** Answers an operation's requests with a status it declares (the compiler refuses others); `reset` ends it. */
  force: TestControls["force"];
  /** Stops forcing one operation, or every one. */
  unforce: TestControls["unforce"];
  /** Resolves once the `scenario` option is checked; rejects naming the bad field. */
  ready(): Promise<void>;
  /** What the session's client did wrong (GET /__mock/verdict), from its journal. */
  verdict(session?: string, options?: VerdictOptions): Promise<Verdict>;
  /**
   * Lets clients that cancel an error's body before retrying (the openai SDK) retry through
   * your `setupServer`: call once with it (the one-line helper does). See `releaseMockedCopies`.
   */
  attach<S extends MswLifeCycle>(server: S): S;
}

/** The part of MSW's `setupServer` (or `setupWorker`) that `attach` uses: its life-cycle events. */
export interface MswLifeCycle {
  events: { on(event: "response:mocked", listener: (args: { response: Response; request: Request }) => void): void };
}

/**
 * MSW request handlers for the whole gateway, backed by one stateful mock.
 * @example
 * const gateway = createGatewayHandlers({ clock: manualClock() });
 * const server = gateway.attach(setupServer(...gateway.handlers));
 * server.listen({ onUnhandledRequest: "error" });
 */
export function createGatewayHandlers<C extends Clock = Clock>(options: GatewayHandlersOptions<C> = {}): GatewayHandlers<C> {
  // A JavaScript caller's misspelt option would otherwise be ignored; settings under `config` are checked by loadConfig.
  for (const name of Object.keys(options)) {
    if (!OPTION_NAMES.includes(name)) throw new ConfigError(`createGatewayHandlers: unknown option "${name}"${didYouMean(name, OPTION_NAMES)} (settings go under config)`);
  }
  const base = new URL(options.baseUrl ?? DEFAULT_BASE_URL);
  const prefix = base.pathname.replace(/\/+$/, "");
  const baseUrl = `${base.origin}${prefix}`;
  // A line per request is the server's log; in a test run or a page it is noise.
  const config: Partial<MockConfig> = { logLevel: "warn", ...options.config };
  if (options.taskDurationMs !== undefined) config.taskDurationMs = options.taskDurationMs;
  if (options.seed !== undefined) config.seed = options.seed;
  const pacing = options.pacing === false ? { ttftMs: 0, tokensPerSecond: 0 } : options.pacing;
  if (pacing?.ttftMs !== undefined) config.streamTtftMs = pacing.ttftMs;
  if (pacing?.tokensPerSecond !== undefined) config.streamTokensPerSecond = pacing.tokensPerSecond;
  if (typeof options.keys === "string") config.keysFile = options.keys;
  // Result URLs must point where the handlers answer: the core reflects only a local Host.
  const reflected = base.protocol === "http:" && prefix === "" && LOCAL_HOST.test(base.hostname);
  if (config.publicUrl === undefined && !reflected) config.publicUrl = baseUrl;
  const app = createMock({
    config,
    clock: options.clock,
    log: options.log,
    keys: typeof options.keys === "object" ? options.keys : undefined,
    scenario: options.scenario,
  });
  const controls = installTestControls(app);
  // Two workers in one page dispatch each request to the handlers twice: only the first runs the core (two-workers.ts).
  watchWorkerDispatches(baseUrl);
  const resolver = ({ request }: { request: Request }) => duplicateDispatch(request) ?? serve(app, request, prefix);
  const handlers: HttpHandler[] = [];
  for (const [template, methods] of operationTable.paths) {
    const path = `${baseUrl}${template.replace(/\{([^}]+)\}/g, ":$1")}`;
    for (const method of methods) handlers.push(http[method.toLowerCase() as Lowercase<HttpMethod>](path, resolver));
  }
  handlers.push(http.all(`${baseUrl}/__mock/*`, resolver));
  // Unknown paths and methods get the core's own 404 and 405 (with the nearest path), as on the server.
  handlers.push(http.all(`${baseUrl}/*`, resolver));
  return {
    handlers,
    baseUrl,
    clock: app.deps.clock as C,
    app,
    reset() {
      app.deps.store.reset();
      app.deps.memo.clear();
      controls.clear();
    },
    journal: controls.journal,
    force: controls.force,
    unforce: controls.unforce,
    ready: () => app.deps.weather?.ready() ?? Promise.resolve(),
    verdict: async (session, verdictOptions) => judge(await readJournal(app.deps.store, session), verdictOptions),
    attach: (server) => releaseMockedCopies(server, baseUrl),
  };
}

/**
 * MSW's Node interceptor gives the client a mocked response and its "response:mocked" listeners
 * a copy (a tee of the same body). Cancelling one branch of a tee waits until the other is read
 * or cancelled too, and nothing reads the copy, so a client that cancels a body hangs for ever
 * (mswjs/interceptors#799). The openai SDK does exactly that to a 429's or 5xx's body before it
 * retries: a weather test with the SDK's default retries would time out. This cancels the copy
 * of the gateway's responses once every listener had its turn (a listener that read or locked
 * the copy keeps it), so the client's cancel goes through, and a cancelled stream reaches the core.
 */
export function releaseMockedCopies<S extends MswLifeCycle>(server: S, baseUrl: string): S {
  server.events.on("response:mocked", ({ response, request }) => {
    if (!request.url.startsWith(`${baseUrl}/`)) return;
    setTimeout(() => {
      if (response.body && !response.body.locked && !response.bodyUsed) response.body.cancel().catch(() => undefined);
    }, 0);
  });
  return server;
}

const OPTION_NAMES = ["baseUrl", "keys", "taskDurationMs", "seed", "clock", "pacing", "config", "log", "scenario"];

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
const LOCAL_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

/** One request through the core. */
async function serve(app: MockApp, request: Request, prefix: string): Promise<Response> {
  try {
    const mockRequest = await toMockRequest(request, prefix, app.deps.config.bodyLimitBytes);
    // A client that cancels the body (no abort) must wake a paced stream sleeping on the clock
    // too: the core hears of both through the request's signal.
    const cancelled = new AbortController();
    mockRequest.signal = eitherSignal(request.signal, cancelled);
    return toResponse(await app.respond(mockRequest), request, cancelled);
  } catch (error) {
    app.deps.log.error({ err: error }, "adapter failure");
    return new Response(JSON.stringify(toErrorBody("provider_error", "The mock failed unexpectedly.")), {
      status: 500,
      headers: { "content-type": "application/json" },
    });
  }
}

/** A WHATWG Request as the core sees a request: the Host a client would send, lower-case headers, first query values, raw body. */
export async function toMockRequest(request: Request, prefix = "", bodyLimitBytes = Infinity): Promise<MockRequest> {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
  // Fetch never exposes Host (a forbidden header); an HTTP client would send the URL's.
  const headers: Record<string, string | undefined> = { host: url.host };
  // Fetch lower-cases header names; happy-dom's Headers hands them on as the page wrote them.
  // The page's tag of a service worker dispatch (two-workers.ts) is the kit's, not the client's.
  request.headers.forEach((value, key) => {
    if (key.toLowerCase() !== DISPATCH_HEADER) headers[key.toLowerCase()] = value;
  });
  const path = prefix && url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) || "/" : url.pathname;
  const mockRequest: MockRequest = { method: request.method.toUpperCase(), path, query, headers, signal: request.signal };
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return mockRequest;
  if (Number(request.headers.get("content-length") ?? "0") > bodyLimitBytes) {
    mockRequest.bodyTooLarge = true;
    return mockRequest;
  }
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > bodyLimitBytes) mockRequest.bodyTooLarge = true;
  else mockRequest.body = bodyFromBytes(body);
  return mockRequest;
}

const NULL_BODY_STATUS = new Set([101, 103, 204, 205, 304]);

/** A signal that aborts when `signal` does or when `also` is aborted (AbortSignal.any, which older browsers lack). */
function eitherSignal(signal: AbortSignal, also: AbortController): AbortSignal {
  if (signal.aborted) also.abort(signal.reason);
  else signal.addEventListener("abort", () => also.abort(signal.reason), { once: true });
  return also.signal;
}

/**
 * A MockResponse as a WHATWG Response: JSON through the operation's serializer, bytes, or SSE
 * frames as a ReadableStream. `cancelled` is aborted when the client cancels a stream's body.
 */
export function toResponse(response: MockResponse, request?: Request, cancelled?: AbortController): Response {
  const init = { status: response.status, headers: response.headers };
  if (response.stream) return new Response(frameStream(response.stream, request?.signal, cancelled), init);
  // HEAD keeps the headers of GET (its length too) and sends no body, as over HTTP.
  if (NULL_BODY_STATUS.has(response.status) || request?.method === "HEAD") return new Response(null, { ...init, headers: withLength(response) });
  const bytes = bodyBytes(response);
  return new Response(bytes ?? null, { ...init, headers: withLength(response, bytes) });
}

/** The body as bytes: raw, or JSON through the operation's serializer. */
function bodyBytes(response: MockResponse): Uint8Array<ArrayBuffer> | undefined {
  if (response.bytes) return response.bytes as Uint8Array<ArrayBuffer>;
  const text = jsonText(response);
  return text === undefined ? undefined : new TextEncoder().encode(text);
}

/** The core's headers plus the body's length, as the HTTP server sends them. */
function withLength(response: MockResponse, bytes = bodyBytes(response)): Record<string, string> {
  if (!bytes || NULL_BODY_STATUS.has(response.status)) return response.headers;
  return { ...response.headers, "content-length": String(bytes.byteLength) };
}

/**
 * SSE frames as a byte stream, pulled one frame at a time so pacing is the core's. A dropped
 * connection errors the stream (the client sees a network error mid-body, as over HTTP); a
 * client that aborts or cancels ends the core's generator, releasing its stream slot.
 */
function frameStream(frames: AsyncIterable<StreamFrame>, signal: AbortSignal | undefined, cancelled?: AbortController): ReadableStream<Uint8Array> {
  const iterator = frames[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let finished = false;
  const finish = () => {
    if (finished) return undefined;
    finished = true;
    signal?.removeEventListener("abort", onAbort);
    return iterator.return?.();
  };
  let controllerRef: ReadableStreamDefaultController<Uint8Array> | undefined;
  const onAbort = () => {
    void finish();
    try {
      controllerRef?.error(signal?.reason ?? new DOMException("The client aborted the request.", "AbortError"));
    } catch {
      // already closed
    }
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controllerRef = controller;
      if (signal?.aborted) onAbort();
      else signal?.addEventListener("abort", onAbort, { once: true });
    },
    async pull(controller) {
      if (finished) return;
      try {
        const next = await iterator.next();
        if (finished) return;
        if (next.done) {
          await finish();
          controller.close();
        } else if (next.value === DROP_CONNECTION) {
          await finish();
          // The frames before the cut reach the client first ("drop-after-N" promises N of
          // them): an error empties every queue it passes, and a frame enqueued in this same
          // turn would still sit in the queues between this stream and the client's reader.
          await new Promise((resolve) => setTimeout(resolve, 0));
          controller.error(new TypeError("The mock dropped the connection."));
        } else {
          controller.enqueue(encoder.encode(next.value));
        }
      } catch (error) {
        await finish();
        controller.error(error);
      }
    },
    async cancel() {
      // A pull may be waiting on the core's generator (a paced stream asleep until its next
      // event): its return() waits for that to settle, so wake it first.
      const ending = finish();
      cancelled?.abort(new DOMException("The client cancelled the body.", "AbortError"));
      await ending;
    },
  });
}
