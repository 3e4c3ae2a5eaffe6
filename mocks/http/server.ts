/**
 * The HTTP adapter: node:http ⇄ MockRequest/MockResponse, and nothing else. Plain node:http
 * rather than Fastify because the core already routes, validates and serializes; a framework
 * would do that work a second time on the hot path.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createMock, type MockApp, type MockOptions } from "../app.ts";
import { DROP_CONNECTION, type MockRequest, type MockResponse } from "../core/deps.ts";
import { toErrorBody } from "../core/errors.ts";

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
}

/**
 * Starts the mock on a port (0: a free one).
 * @example const server = await startServer({ port: 0 }); await fetch(`${server.url}/api/users`); await server.close();
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const app = createMock(options);
  const { config } = app.deps;
  const host = options.host ?? config.host;
  const port = options.port ?? config.port;
  app.deps.config.host = host;
  const server = createServer({ requestTimeout: config.requestTimeoutMs, headersTimeout: config.headersTimeoutMs }, (req, res) => {
    void serve(app, req, res);
  });
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  app.deps.config.port = address.port;
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    server,
    app,
    close: () => shutdown(server, config.shutdownGraceMs),
  };
}

async function shutdown(server: Server, graceMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive connections that go idle after close() would hold it open: sweep them as
  // in-flight requests finish, and cut whatever is left when the grace period ends.
  server.closeIdleConnections();
  const sweeper = setInterval(() => server.closeIdleConnections(), 25);
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

async function serve(app: MockApp, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const abort = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) abort.abort(new Error("client disconnected"));
  });
  try {
    const request = await readRequest(req, app.deps.config.bodyLimitBytes, abort.signal);
    const response = await app.handle(request);
    await writeResponse(res, response, request.bodyTooLarge === true, abort.signal);
  } catch (error) {
    if (abort.signal.aborted) return;
    app.deps.log.error({ err: error }, "adapter failure");
    if (!res.headersSent) {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify(toErrorBody("provider_error", "The mock failed unexpectedly.")));
    } else {
      res.destroy();
    }
  }
}

function readRequest(req: IncomingMessage, limit: number, signal: AbortSignal): Promise<MockRequest> {
  const url = new URL(req.url ?? "/", "http://mock.invalid");
  const query: Record<string, string> = {};
  for (const [key, value] of url.searchParams) if (!(key in query)) query[key] = value;
  const request: MockRequest = {
    method: (req.method ?? "GET").toUpperCase(),
    path: url.pathname,
    query,
    headers: req.headers as Record<string, string | undefined>,
    signal,
  };
  const declared = Number(req.headers["content-length"] ?? "0");
  // Refuse a declared oversize at once, without buffering a byte of it.
  if (declared > limit) {
    request.bodyTooLarge = true;
    req.resume();
    return Promise.resolve(request);
  }
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") {
    req.resume();
    return Promise.resolve(request);
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.bodyTooLarge = true;
        chunks.length = 0;
        req.pause();
        req.removeAllListeners("data");
        resolve(request);
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!request.bodyTooLarge) {
        request.rawBody = Buffer.concat(chunks, size);
        resolve(request);
      }
    });
    req.on("error", reject);
  });
}

async function writeResponse(res: ServerResponse, response: MockResponse, closeAfter: boolean, signal: AbortSignal): Promise<void> {
  const headers: Record<string, string | number> = { ...response.headers };
  if (closeAfter) headers.connection = "close";
  if (response.stream) {
    res.writeHead(response.status, headers);
    res.flushHeaders();
    const iterator = response.stream[Symbol.asyncIterator]();
    try {
      while (!signal.aborted) {
        const next = await iterator.next();
        if (next.done) break;
        if (next.value === DROP_CONNECTION) {
          res.destroy();
          return;
        }
        if (!res.write(next.value)) await drained(res, signal);
      }
    } finally {
      // Runs the generator's finally (releases its stream slot) when the client went away.
      await iterator.return?.();
    }
    if (!signal.aborted) res.end();
    return;
  }
  const payload = response.bytes ?? (response.body === undefined ? undefined : Buffer.from(JSON.stringify(response.body)));
  if (payload) headers["content-length"] = payload.byteLength;
  res.writeHead(response.status, headers);
  res.end(payload);
}

function drained(res: ServerResponse, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      signal.removeEventListener("abort", done);
      resolve();
    };
    res.on("drain", done);
    signal.addEventListener("abort", done, { once: true });
  });
}
