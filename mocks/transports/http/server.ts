/**
 * The HTTP adapter: node:http ⇄ MockRequest/MockResponse, and nothing else. Plain node:http
 * rather than Fastify because the core already routes, validates and serializes; a framework
 * would do that work a second time on the hot path.
 */
import { isAscii } from "node:buffer";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { createMock, type MockApp, type MockOptions } from "../../app.ts";
import type { WeatherBook } from "../../weather/book.ts";
import { loadScenarioFile } from "../../weather/file.ts";
import { bodyFrom, type BodySource, type RawBody } from "../../body/index.ts";
import { DROP_CONNECTION, jsonText, type MockRequest, type MockResponse, type StreamFrame } from "../../core/deps.ts";
import { toErrorBody } from "../../core/errors.ts";
import { sessionKey } from "../../state/state.ts";
import { AbandonedStreams, drainedWithin, STALL_MS, type StreamTag } from "./abandoned-streams.ts";
import { serveHalfClosedClients } from "./half-close.ts";
import { listenTracked } from "./listen.ts";
import { TurnWriter } from "./turn-writer.ts";

export interface RunningServer {
  /** http://host:port of the listening server. */
  url: string;
  server: Server;
  app: MockApp;
  /** Stops accepting, lets in-flight requests finish (up to the grace period), then closes. */
  close(): Promise<void>;
}

export interface ServerOptions extends MockOptions {
  port?: number;
  host?: string;
  /** A scenario file (MOCK_SCENARIO_FILE), the default of every session; a bad one fails the start with a ScenarioFileError. */
  scenarioFile?: string;
}

/**
 * Starts the mock on a port (0: a free one).
 * @example const server = await startServer({ port: 0 }); await fetch(`${server.url}/api/users`); await server.close();
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const app = createMock(options);
  const { config } = app.deps;
  // A shared state must answer before the mock says it listens: a wrong MOCK_STATE_URL fails here, clearly.
  try {
    await app.deps.store.ready?.();
  } catch (error) {
    await app.deps.store.close();
    throw new Error(`[mock] MOCK_STATE_URL: ${(error as Error).message}`, { cause: error });
  }
  // A scenario file is checked before the mock listens: a bad one fails the start (exit 2), naming where.
  if (options.scenarioFile !== undefined) await loadScenarioFile(options.scenarioFile, app.deps.weather as WeatherBook);
  await app.deps.weather?.ready();
  const host = options.host ?? config.host;
  const port = options.port ?? config.port;
  app.deps.config.host = host;
  const writer = new TurnWriter();
  const streams = new AbandonedStreams((tag, how) => {
    app.deps.log.info({ requestId: tag.requestId, session: tag.session, how }, "client abandoned a stream (left it open without reading)");
    app.deps.store.amend({ id: tag.session }, tag.requestId, { streamEnd: "abandoned" }).catch((error: unknown) => {
      app.deps.log.warn({ err: (error as Error).message, requestId: tag.requestId }, "could not mark an abandoned stream in the journal");
    });
  });
  const server = createServer(
    {
      maxHeaderSize: config.maxHeaderBytes,
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.headersTimeoutMs,
      // Node checks both timeouts only this often (30 s by default), so a slow client would
      // hold its socket up to 30 s past its deadline; check at a quarter of the shorter one.
      connectionsCheckingInterval: checkingInterval(config.headersTimeoutMs, config.requestTimeoutMs),
    },
    (req, res) => serve(app, writer, streams, req, res),
  );
  server.keepAliveTimeout = 5000;
  streams.watch(server);
  // A client that half-closes after its request still gets a delayed answer or a paced stream
  // whole; one that left is still noticed (its sleep, slot and fetches end): half-close.ts.
  serveHalfClosedClients(server);
  server.on("clientError", (err, socket) => refuseUnparsable(err as NodeJS.ErrnoException, socket as Socket));
  const sockets = await listenTracked(server, port, host);
  const address = server.address() as AddressInfo;
  app.deps.config.port = address.port;
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    server,
    app,
    close: () => shutdown(server, sockets, config.shutdownGraceMs).finally(() => app.deps.store.close()),
  };
}

function checkingInterval(headersTimeoutMs: number, requestTimeoutMs: number): number {
  const shortest = Math.min(...[headersTimeoutMs, requestTimeoutMs].filter((ms) => ms > 0), 4000);
  return Math.max(25, Math.floor(shortest / 4));
}

async function shutdown(server: Server, sockets: ReadonlySet<Socket>, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Connections without a response in progress would hold close() open: keep-alive ones that
  // went idle, and ones that never sent a request (clients and browsers open spares ahead of
  // time; Node's closeIdleConnections() leaves those). Sweep them as in-flight requests
  // finish, and cut whatever is left when the grace period ends.
  const sweep = () => {
    for (const socket of sockets) if (!(socket as { _httpMessage?: unknown })._httpMessage) socket.destroy();
  };
  sweep();
  const sweeper = setInterval(sweep, 25);
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, graceMs);
  });
  await Promise.race([closed, grace]);
  clearInterval(sweeper);
  clearTimeout(timer);
  await closed;
}

/**
 * Per-request link between the socket and the core. The AbortSignal, and the close listener
 * behind it, exist only once the core asks for the signal (streams, delays, fetches): most
 * requests never do, and a listener and an AbortController per request were a measurable
 * share of the hot path.
 */
class Exchange {
  private controller: AbortController | undefined;

  constructor(private readonly res: ServerResponse) {}

  /** The client went away before the response finished (Node marks the response destroyed on close). */
  get gone(): boolean {
    return this.res.destroyed && !this.res.writableFinished;
  }

  get signal(): AbortSignal {
    if (!this.controller) {
      const controller = (this.controller = new AbortController());
      if (this.gone) controller.abort(new Error("client disconnected"));
      else this.res.once("close", () => this.gone && controller.abort(new Error("client disconnected")));
    }
    return this.controller.signal;
  }
}

/**
 * A request Node's parser refused (a malformed target or header, a header section over
 * --max-http-header-size): the spec's 400 body instead of Node's bare status line (431 for
 * oversize headers, which the spec does not declare), then close. A timeout stays a 408.
 */
function refuseUnparsable(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable || err.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  // A client too slow to send its request keeps Node's 408: it is a timeout, not a bad request.
  const timedOut = err.code === "ERR_HTTP_REQUEST_TIMEOUT";
  const message = timedOut
    ? "The request did not arrive in time."
    : err.code === "HPE_HEADER_OVERFLOW"
      ? "The request headers are too large."
      : "The request could not be parsed as HTTP.";
  const body = JSON.stringify(toErrorBody("invalid_request", message));
  socket.end(
    `HTTP/1.1 ${timedOut ? "408 Request Timeout" : "400 Bad Request"}\r\ncontent-type: application/json\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
  );
}

/** One request through the core: the body is read with stream callbacks, then the core answers. */
function serve(app: MockApp, writer: TurnWriter, streams: AbandonedStreams, req: IncomingMessage, res: ServerResponse): void {
  streams.request(req.socket);
  const exchange = new Exchange(res);
  const fail = (error: unknown) => failed(app, res, exchange, error);
  readRequest(req, app.deps.config.bodyLimitBytes, exchange, (request: HttpRequest) => {
    app.respond(request)
      .then((response) => {
        // The core is done with the body. node:http keeps the request object until the
        // connection's next request, and a megabyte kept per connection outlived young-
        // generation collections, which copied it over and over.
        request.release();
        if (response.stream) {
          const tag = { session: sessionKey(req.headers["x-mock-session"] as string | undefined), requestId: response.headers["x-request-id"] ?? "" };
          return writeStream(res, response, request.bodyTooLarge === true, exchange, writer, streams, tag);
        }
        return writeResponse(res, response, request.bodyTooLarge === true, exchange, writer, fail);
      })
      .catch(fail);
  }, fail);
}

function failed(app: MockApp, res: ServerResponse, exchange: Exchange, error: unknown): void {
  if (exchange.gone) return;
  app.deps.log.error({ err: error }, "adapter failure");
  if (!res.headersSent) {
    res.writeHead(500, { "content-type": "application/json" });
    res.end(JSON.stringify(toErrorBody("provider_error", "The mock failed unexpectedly.")));
  } else {
    res.destroy();
  }
}

/**
 * A MockRequest whose signal comes from the exchange, built on first use (a class: a getter in
 * an object literal is slow to create). The body stays in the chunks it arrived in until someone
 * asks: an ASCII body becomes its text with no Buffer in between, the bytes only on demand.
 */
class HttpRequest implements MockRequest {
  bodyTooLarge?: boolean;
  body?: BodySource;

  constructor(
    readonly method: string,
    readonly path: string,
    readonly query: Record<string, string>,
    readonly headers: Record<string, string | undefined>,
    private readonly exchange: Exchange,
  ) {}

  get signal(): AbortSignal {
    return this.exchange.signal;
  }

  /** Lets go of the body (its chunks, bytes and text) once the core has answered. */
  release(): void {
    this.body?.release();
    this.body = undefined;
  }

  /** The body as it arrived; read by the body reader when it ends. */
  setBody(chunks: Buffer[], size: number): void {
    this.body = bodyFrom(new ChunkedBody(chunks, size));
  }
}

/**
 * A body in the chunks it arrived in, until someone asks: an ASCII body becomes its text with no
 * Buffer in between, the bytes only on demand.
 */
class ChunkedBody implements RawBody {
  #chunks: Buffer[] | undefined;
  #raw: Buffer | undefined;
  #pieces: string[] | undefined | null = null;

  constructor(
    chunks: Buffer[],
    readonly byteLength: number,
  ) {
    this.#chunks = chunks;
  }

  /** The body's bytes, joined on first use (a megabyte joined is a megabyte of garbage per request). */
  bytes(): Uint8Array {
    const chunks = this.#chunks;
    if (this.#raw === undefined && chunks) this.#raw = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, this.byteLength);
    return this.#raw ?? new Uint8Array();
  }

  /**
   * An ASCII body as latin1 (the same text, no UTF-8 decoding), one string per chunk; else
   * undefined and the bytes are decoded. Chunk by chunk: the pieces live briefly in V8's young
   * generation, where joined Buffers of a megabyte counted as external memory and forced a full
   * collection every few OCR requests.
   */
  pieces(): readonly string[] | undefined {
    if (this.#pieces === null) this.#pieces = asciiPieces(this.#chunks);
    return this.#pieces;
  }

  release(): void {
    this.#chunks?.splice(0);
    this.#chunks = undefined;
    this.#raw = undefined;
    this.#pieces = undefined;
  }
}

/** The text of ASCII chunks, one string each (latin1 is the same text, copied without decoding), else undefined. */
function asciiPieces(chunks: Buffer[] | undefined): string[] | undefined {
  if (!chunks) return undefined;
  const pieces: string[] = [];
  for (const chunk of chunks) {
    if (!isAscii(chunk)) return undefined;
    pieces.push(chunk.toString("latin1"));
  }
  return pieces;
}

/**
 * Path and first value of each query parameter of a request target, without the URL parser:
 * it throws on targets Node accepts (`//x:99999/`, `http://h:99999/x`), and it would resolve
 * dots and read `//host/path` as a host, where the core must see the path as sent. The path
 * stays percent-encoded (the core decodes parameters and answers 400 to a bad escape); an
 * absolute-form target (RFC 9112 §3.2.2) is reduced to its path.
 */
export function splitTarget(target: string): { path: string; query: Record<string, string> } {
  const query: Record<string, string> = {};
  let path = target;
  const absolute = ABSOLUTE_FORM.exec(path);
  if (absolute) path = path.slice(absolute[0].length) || "/";
  const mark = path.indexOf("?");
  if (mark >= 0) {
    // URLSearchParams decodes leniently and never throws.
    for (const [key, value] of new URLSearchParams(path.slice(mark + 1))) if (!(key in query)) query[key] = value;
    path = path.slice(0, mark);
  }
  const hash = path.indexOf("#");
  if (hash >= 0) path = path.slice(0, hash);
  return { path, query };
}
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

/** Reads the request (its body up to the limit) and hands it on; `failed` gets a stream error. */
function readRequest(
  req: IncomingMessage,
  limit: number,
  exchange: Exchange,
  read: (request: HttpRequest) => void,
  failed: (error: unknown) => void,
): void {
  const { path, query } = splitTarget(req.url ?? "/");
  const request = new HttpRequest((req.method ?? "GET").toUpperCase(), path, query, req.headers as Record<string, string | undefined>, exchange);
  const declared = Number(req.headers["content-length"] ?? "0");
  // Refuse a declared oversize at once, without buffering a byte of it.
  if (declared > limit) {
    request.bodyTooLarge = true;
    req.resume();
    return read(request);
  }
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") {
    req.resume();
    return read(request);
  }
  new BodyReader(req, request, limit, read).start(failed);
}

/** Collects a body's chunks; an undeclared oversize stops reading and marks the request. */
class BodyReader {
  private chunks: Buffer[] = [];
  private size = 0;

  constructor(
    private readonly req: IncomingMessage,
    private readonly request: HttpRequest,
    private readonly limit: number,
    private readonly read: (request: HttpRequest) => void,
  ) {}

  start(failed: (error: unknown) => void): void {
    this.req.on("data", (chunk: Buffer) => this.onData(chunk));
    this.req.on("end", () => this.onEnd());
    this.req.on("error", failed);
  }

  private onData(chunk: Buffer): void {
    this.size += chunk.length;
    if (this.size > this.limit) {
      this.request.bodyTooLarge = true;
      this.chunks.length = 0;
      this.req.pause();
      this.req.removeAllListeners("data");
      this.read(this.request);
      return;
    }
    this.chunks.push(chunk);
  }

  private onEnd(): void {
    if (this.request.bodyTooLarge) return;
    this.request.setBody(this.chunks, this.size);
    this.read(this.request);
  }
}

/**
 * Writes a JSON or byte body in one go, with the other answers of this turn of the event loop
 * (a stream goes to writeStream). The
 * response's headers object is the core's own, fresh for this request, so the length is added
 * to it in place.
 */
function writeResponse(
  res: ServerResponse,
  response: MockResponse,
  closeAfter: boolean,
  exchange: Exchange,
  writer: TurnWriter,
  fail: (error: unknown) => void,
): Promise<void> | undefined {
  // The core answers 499 when the client left first: there is nobody to write to.
  if (exchange.gone) return undefined;
  const headers: Record<string, string | number> = response.headers;
  if (closeAfter) headers.connection = "close";
  if (response.bytes) {
    headers["content-length"] = response.bytes.byteLength;
    writer.write(res, response.status, headers, response.bytes, fail);
    return undefined;
  }
  // A string body goes out in one write with the head; a Buffer would cost a second one.
  const text = jsonText(response);
  if (text !== undefined) headers["content-length"] = Buffer.byteLength(text);
  writer.write(res, response.status, headers, text, fail);
  return undefined;
}

/** Writes a stream over time; the promise settles when it ends. */
async function writeStream(
  res: ServerResponse,
  response: MockResponse,
  closeAfter: boolean,
  exchange: Exchange,
  writer: TurnWriter,
  streams: AbandonedStreams,
  tag: StreamTag,
): Promise<void> {
  // The core answers 499 when the client left first: there is nobody to write to.
  if (exchange.gone) return;
  const headers: Record<string, string | number> = response.headers;
  if (closeAfter) headers.connection = "close";
  const stream = response.stream!;
  // Node detaches the socket from the response when it ends.
  const socket = res.socket;
  res.writeHead(response.status, headers);
  const iterator = stream[Symbol.asyncIterator]();
  // The head leaves with the first frame when that is ready at once (an unpaced stream): one
  // write instead of two. A stream whose first frame waits (a paced one until its first token,
  // a replayed one at its recorded offset) sends its head alone first, so the client sees it start.
  const first = iterator.next();
  // Awaited in the loop below, or never when the client left first: then its failure is no news.
  first.catch(() => undefined);
  // Frames produced in one turn of the event loop (all of them when pacing is off) go out in
  // one write at the end of the turn, with the other answers of the turn: a syscall per frame
  // was most of an unpaced stream's cost. A paced frame waits on a timer, so it still leaves
  // on its own, on time. The end waits for the uncork: end() would flush at once.
  let corked = false;
  let ended = false;
  const uncork = () => {
    if (!corked) return;
    corked = false;
    res.uncork();
    if (ended && !exchange.gone) res.end();
  };
  try {
    if ((await Promise.race([first, nextMacrotask()])) === NOT_YET) res.flushHeaders();
    for (let pending: Promise<IteratorResult<StreamFrame>> | undefined = first; !exchange.gone; pending = undefined) {
      const next = await (pending ?? iterator.next());
      if (next.done) break;
      if (next.value === DROP_CONNECTION) {
        // The frames before the cut go out first: "drop-after-N" promises N of them.
        if (corked) uncork();
        res.destroy();
        return;
      }
      if (!corked) {
        corked = true;
        res.cork();
        writer.atTurnEnd(uncork);
      }
      if (!res.write(next.value) && !(await drainedWithin(res, STALL_MS))) {
        // The client stopped taking the stream's bytes and left the connection open.
        streams.stalled(tag);
        res.destroy();
        return;
      }
    }
  } finally {
    // Runs the generator's finally (releases its stream slot) when the client went away.
    await iterator.return?.();
  }
  if (exchange.gone) return;
  streams.ended(socket, tag);
  if (corked) ended = true;
  else res.end();
}

const NOT_YET = Symbol("not yet");

/** Resolves after the pending I/O callbacks have run: later than anything already settled. */
function nextMacrotask(): Promise<typeof NOT_YET> {
  return new Promise((resolve) => setImmediate(resolve, NOT_YET));
}
