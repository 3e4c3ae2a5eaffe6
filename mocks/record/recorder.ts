/**
 * The recording proxy: node:http in front of the real gateway. Each request is forwarded
 * untouched and each answer passed back chunk by chunk as it arrives (a stream stays a stream,
 * its timing kept), while a bounded copy of both becomes a fixture: secrets redacted, body
 * capped, every SSE event with its offset. Recording never changes what the client sees.
 */
import { serveHalfClosedClients } from "../transports/http/half-close.ts";
import { upstreamUrl } from "../transports/http/upstream-url.ts";
import { listenTracked } from "../transports/http/listen.ts";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import pino, { type Logger } from "pino";
import { operationTable } from "../../spec/operations.ts";
import { toErrorBody } from "../core/errors.ts";
import { isControlPath } from "../core/stages.ts";
import type { ExchangeFixture, RecordedRequest, RecordedResponse } from "../fixtures/fixture.ts";
import { FixtureWriter } from "./fixture-writer.ts";
import type { DriftReport } from "./drift-report.ts";
import { jsonDepth, Redactor } from "../fixtures/redact.ts";
import { mediaType } from "./drift.ts";
import { FrameRecorder } from "../fixtures/sse-frames.ts";
import { DEFAULT_RECORDER_LIMITS, type RecorderLimits } from "../fixtures/bounds.ts";

export interface RecorderOptions {
  /** The real gateway: http(s)://host[:port][/base]. */
  upstream: string;
  /** Fixtures directory (created). */
  out: string;
  port?: number;
  host?: string;
  /** Largest request or response body kept in a fixture; larger ones are forwarded, marked truncated. */
  maxBodyBytes?: number;
  /** Most fixture files written. */
  maxFixtures?: number;
  /** Most SSE events kept per stream. */
  maxFrames?: number;
  /** Every other bound (mocks/fixtures/bounds.ts); the three above win over these. */
  limits?: Partial<RecorderLimits>;
  /** Body and query fields redacted besides the defaults. */
  secretFields?: readonly string[];
  log?: Logger;
}

export interface RunningRecorder {
  url: string;
  /** Fixture files written so far. */
  readonly written: number;
  drift(): DriftReport;
  close(): Promise<void>;
}

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection, not to the exchange.
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "te", "trailer", "upgrade"]);
// Not worth keeping in a fixture: they describe the recording, not the gateway's answer.
const NOT_RECORDED = new Set([...HOP_BY_HOP, "host", "content-length", "date"]);

/**
 * Starts the recorder.
 * @example const recorder = await startRecorder({ upstream: "https://gw.example.com", out: "fixtures" });
 */
export async function startRecorder(options: RecorderOptions): Promise<RunningRecorder> {
  const upstream = new URL(options.upstream);
  if (upstream.protocol !== "http:" && upstream.protocol !== "https:") throw new Error(`--upstream must be an http(s) URL, got ${options.upstream}`);
  const log = options.log ?? pino({ level: "info" });
  const limits: RecorderLimits = {
    ...DEFAULT_RECORDER_LIMITS,
    ...options.limits,
    ...(options.maxBodyBytes !== undefined ? { maxBodyBytes: options.maxBodyBytes } : {}),
    ...(options.maxFixtures !== undefined ? { maxFixtures: options.maxFixtures } : {}),
    ...(options.maxFrames !== undefined ? { maxFrames: options.maxFrames } : {}),
  };
  const writer = new FixtureWriter(options.out, limits, log);
  const redactor = new Redactor(options.secretFields ?? []);
  const server = createServer((req, res) => forward(req, res, { upstream, writer, redactor, limits, log }));
  // A client may half-close right after its request (socket.end(): raw sockets, some curl
  // options): its answer, still on its way from the upstream, is forwarded and recorded. A
  // client that left sends the same FIN; it is still noticed (half-close.ts), which cancels the
  // upstream request below.
  serveHalfClosedClients(server);
  const sockets = await listenTracked(server, options.port ?? 4030, options.host ?? "127.0.0.1");
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`,
    get written() {
      return writer.count;
    },
    drift: () => writer.report(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

interface Context {
  upstream: URL;
  writer: FixtureWriter;
  redactor: Redactor;
  limits: RecorderLimits;
  log: Logger;
}

/** A copy of chunks up to a cap; past it, only the fact that there was more. */
class CappedBuffer {
  private chunks: Buffer[] = [];
  private size = 0;
  truncated = false;

  constructor(private readonly cap: number) {}

  push(chunk: Buffer): void {
    if (this.truncated) return;
    this.size += chunk.length;
    if (this.size > this.cap) {
      this.truncated = true;
      this.chunks = [];
      return;
    }
    this.chunks.push(chunk);
  }

  text(): string {
    return Buffer.concat(this.chunks).toString("utf8");
  }

  get empty(): boolean {
    return this.size === 0;
  }
}

/** Answers the recorder's client itself (the upstream was not asked, or failed), in the spec's error shape. */
function fail(res: ServerResponse, status: number, code: "invalid_request" | "provider_error", message: string): void {
  // Already answered (a 504 whose upstream then errors): nothing more to say, nothing to cut.
  if (res.writableEnded) return;
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify(toErrorBody(code, message));
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body), connection: "close" }).end(body);
}


function forward(req: IncomingMessage, res: ServerResponse, ctx: Context): void {
  const startedAt = performance.now();
  const since = () => Math.round((performance.now() - startedAt) * 10) / 10;
  const target = upstreamUrl(ctx.upstream, req.url);
  if (!target) {
    req.resume();
    return fail(res, 400, "invalid_request", "The recorder forwards only origin-form request targets (a path starting with '/').");
  }
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && name !== "host") headers[name] = value;
  // The one change to the request: a compressed answer would be recorded as unreadable bytes.
  headers["accept-encoding"] = "identity";
  const requestBody = new CappedBuffer(ctx.limits.maxBodyBytes);
  /** The recorder's own client closed the connection before the answer ended (`curl | head`, a closed tab). */
  let clientLeft = false;
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  const outgoing = send(target, { method: req.method, headers }, (answer) => {
    const headersAtMs = since();
    const status = answer.statusCode ?? 0;
    // A status the recorder cannot repeat to its client (099, 1xx as a final answer) is the
    // upstream's fault: the client gets a 502 that says so, and the proxy lives on.
    if (!(status >= 200 && status <= 599)) {
      answer.destroy();
      ctx.log.warn({ status, upstream: ctx.upstream.origin }, "upstream answered a status that cannot be passed on");
      return fail(res, 502, "provider_error", `The upstream ${ctx.upstream.origin} answered status ${status}, which the recorder cannot pass on.`);
    }
    try {
      res.writeHead(status, passedHeaders(answer.headers));
    } catch (error) {
      answer.destroy();
      return fail(res, 502, "provider_error", `The upstream ${ctx.upstream.origin} answered headers the recorder cannot pass on (${(error as NodeJS.ErrnoException).code ?? "invalid"}).`);
    }
    res.flushHeaders();
    const isStream = mediaType(answer.headers["content-type"]) === "text/event-stream";
    const frames = isStream ? new FrameRecorder({ maxFrames: ctx.limits.maxFrames, maxStreamBytes: ctx.limits.maxBodyBytes, maxEventBytes: ctx.limits.maxEventBytes }) : undefined;
    const decoder = new TextDecoder();
    const responseBody = new CappedBuffer(ctx.limits.maxBodyBytes);
    let dropped = false;
    answer.on("data", (chunk: Buffer) => {
      // A slow client slows the upstream down instead of filling the proxy's memory.
      if (!res.write(chunk)) {
        answer.pause();
        res.once("drain", () => answer.resume());
      }
      if (frames) {
        if (!frames.overflow) frames.feed(decoder.decode(chunk, { stream: true }), since());
      } else responseBody.push(chunk);
    });
    answer.on("aborted", () => (dropped = true));
    answer.on("error", () => (dropped = true));
    answer.on("close", () => {
      const endAtMs = since();
      if (dropped || !answer.complete) res.destroy();
      else res.end();
      const response: RecordedResponse = { status, headers: recordedHeaders(answer.headers, ctx.redactor), headersAtMs, endAtMs };
      if (frames) {
        response.frames = frames.frames;
        if (frames.overflow) {
          response.truncated = true;
          ctx.log.warn({ reason: frames.overflowReason, path: ctx.writer.secrets.scrub(clipped(splitTarget(req.url ?? "/").path)) }, "stream passed a recording bound: forwarded whole, recorded truncated");
        }
      } else if (responseBody.truncated) response.truncated = true;
      else if (!responseBody.empty) Object.assign(response, parseBody(responseBody.text(), answer.headers["content-type"], ctx));
      response.end = dropped || !answer.complete ? "dropped" : "complete";
      // A stream cut because the client left says nothing of the upstream: recorded, it would
      // read as the gateway dropping it, and replay would cut it every time.
      if (clientLeft && response.end === "dropped") {
        ctx.log.warn({ path: ctx.writer.secrets.scrub(clipped(splitTarget(req.url ?? "/").path)) }, "not recorded: the client closed the connection before the answer ended");
        return;
      }
      // The mock's control surface (the contract suite asks /__mock/health to learn whether it
      // checks a mock) is no operation of the gateway: forwarded, never recorded, or drift would
      // call it an undeclared operation and replay would answer it from a fixture.
      if (isControlPath(splitTarget(req.url ?? "/").path)) return;
      record(req, requestBody, response, startedAt, ctx);
    });
  });
  // An upstream that never answers, or goes silent mid-stream, is given up on.
  outgoing.setTimeout(ctx.limits.upstreamIdleMs, () => {
    ctx.log.error({ upstream: ctx.upstream.origin, idleMs: ctx.limits.upstreamIdleMs }, "upstream went silent");
    outgoing.destroy();
    fail(res, 504, "provider_error", `The upstream ${ctx.upstream.origin} sent nothing for ${ctx.limits.upstreamIdleMs} ms.`);
  });
  // 101 Switching Protocols: the recorder records HTTP exchanges, not the protocol after one.
  outgoing.on("upgrade", (_answer, socket) => {
    socket.destroy();
    fail(res, 502, "provider_error", `The upstream ${ctx.upstream.origin} switched protocols (101), which the recorder does not pass on.`);
  });
  outgoing.on("error", (error) => {
    ctx.log.error({ err: error, upstream: ctx.upstream.origin }, "upstream request failed");
    fail(res, 502, "provider_error", `The recorder could not reach the upstream ${ctx.upstream.origin}: ${(error as NodeJS.ErrnoException).code ?? error.message}.`);
  });
  // A client that leaves cancels the upstream request (and its stream) too.
  res.on("close", () => {
    if (res.writableFinished) return;
    clientLeft = true;
    outgoing.destroy();
  });
  req.on("data", (chunk: Buffer) => {
    requestBody.push(chunk);
    if (!outgoing.write(chunk)) {
      req.pause();
      outgoing.once("drain", () => req.resume());
    }
  });
  req.on("end", () => outgoing.end());
  req.on("error", () => outgoing.destroy());
}

function clipped(target: string | undefined): string {
  return (target ?? "").slice(0, 128);
}

function record(req: IncomingMessage, body: CappedBuffer, response: RecordedResponse, startedAt: number, ctx: Context): void {
  try {
    const { path, query } = splitTarget(req.url ?? "/");
    const method = (req.method ?? "GET").toUpperCase();
    const contentType = String(req.headers["content-type"] ?? "");
    const bodyText = body.truncated || body.empty ? undefined : body.text();
    // Every secret of the request is known before anything of the exchange is written, so a
    // key echoed by the upstream, or standing in the path, is cut out too.
    const secrets = ctx.redactor.secretsOf(req.headers, allValues(req.url ?? "/"), bodyText);
    const request: RecordedRequest = { method, path, query: ctx.redactor.query(query), headers: recordedHeaders(req.headers, ctx.redactor) };
    if (body.truncated) request.truncated = true;
    else if (bodyText !== undefined) Object.assign(request, parseBody(bodyText, contentType, ctx));
    const routed = operationTable.route(method, path);
    const fixture: ExchangeFixture = {
      kind: "exchange",
      operation: routed.kind === "match" ? routed.operation.operationId : null,
      recordedAt: new Date().toISOString(),
      request,
      response,
    };
    ctx.writer.exchange(fixture, startedAt, secrets);
  } catch (error) {
    // A fixture that cannot be written must not take the proxy down: the client has its answer.
    ctx.log.error({ err: error }, "could not record an exchange");
  }
}

/**
 * JSON bodies parsed (and redacted), anything else kept as text (redacted by name: form
 * bodies, JSON sent as text/plain, name=value pairs). A body nested deeper than maxJsonDepth
 * stays text: parsed, it would only be written as a pyramid of indentation.
 */
function parseBody(text: string, contentType: string | string[] | undefined, ctx: Context): { body: unknown } | { text: string } {
  if (/json/i.test(String(contentType ?? "")) && jsonDepth(text) <= ctx.limits.maxJsonDepth) {
    try {
      return { body: ctx.redactor.body(JSON.parse(text)) };
    } catch {
      // Not JSON after all: kept as the text it is.
    }
  }
  return { text: ctx.redactor.text(text, String(contentType ?? ""), ctx.limits.maxJsonDepth) };
}

function passedHeaders(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

function recordedHeaders(headers: IncomingHttpHeaders, redactor: Redactor): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || NOT_RECORDED.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return redactor.headers(out);
}

/** Path and first value of each query parameter, without the URL parser (which rejects targets Node accepts). */
function splitTarget(target: string): { path: string; query: Record<string, string> } {
  const mark = target.indexOf("?");
  const query: Record<string, string> = {};
  if (mark < 0) return { path: target, query };
  for (const [key, value] of new URLSearchParams(target.slice(mark + 1))) if (!(key in query)) query[key] = value;
  return { path: target.slice(0, mark), query };
}

/** Every value of each query parameter (a repeated ?api_key= carries a secret in each). */
function allValues(target: string): Record<string, string[]> {
  const mark = target.indexOf("?");
  const out: Record<string, string[]> = {};
  if (mark >= 0) for (const [key, value] of new URLSearchParams(target.slice(mark + 1))) (out[key] ??= []).push(value);
  return out;
}
