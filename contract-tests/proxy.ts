/**
 * The validating proxy: forwards every request to the upstream untouched and, once the answer
 * is complete, checks the exchange with the suite's HAR checks (contract-tests/har.ts: the same
 * checks, the operation table, the same severities as a live run). Bodies are kept up to a cap
 * for checking; the client always gets the upstream's bytes as they come. No Prism, no mock code.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { request as httpsRequest } from "node:https";
import type { AddressInfo, Socket } from "node:net";
import type { ContractConfig } from "./config.ts";
import { serveHalfClosedClients } from "../mocks/transports/http/half-close.ts";
import { upstreamUrl } from "../mocks/transports/http/upstream-url.ts";
import { scrub } from "../mocks/fixtures/redact.ts";
import { DEFAULT_PROXY_LIMITS, type ProxyLimits } from "../mocks/fixtures/bounds.ts";
import { checkHar, harSecrets, type HarEntry, type HarHeader } from "./har.ts";
import type { FailureRecord } from "./report/format.ts";

/** The proxy's options; its bounds (PROXY_BOUNDS in mocks/fixtures/bounds.ts, docs/bounds.md) among them, each absent: its default. */
export interface ProxyOptions extends Partial<ProxyLimits> {
  upstream: string;
  port?: number;
  host?: string;
  config: ContractConfig;
  /** Largest body kept for checking (default 8 MiB); a larger exchange is forwarded, not checked. */
  maxBodyBytes?: number;
  /**
   * Silence from the upstream, in ms, before the proxy gives up on it (default 120000): its
   * client gets a 504 before the upstream's head, or its connection cut after it.
   */
  upstreamIdleMs?: number;
  /** Called with the failures of each checked exchange (none: it passed). */
  onExchange?: (exchange: { method: string; url: string; status: number; failures: FailureRecord[] }) => void;
  /**
   * Called for each exchange forwarded but not checked, with why: the upstream went silent, could
   * not be reached or answered what the proxy cannot pass on (the client got the proxy's 502 or
   * 504, or a cut after the head), or a body was past `maxBodyBytes`. Its URL is scrubbed as
   * onExchange's is.
   */
  onUnchecked?: (exchange: { method: string; url: string; status: number; reason: string }) => void;
}

export interface RunningProxy {
  url: string;
  /** Exchanges checked, and failures by severity, so far. */
  stats(): { checked: number; errors: number; warnings: number };
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer", "host"]);

const harHeaders = (headers: IncomingHttpHeaders): HarHeader[] =>
  Object.entries(headers).flatMap(([name, value]) => (value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v }))));

/** Chunks up to a cap; past it, only that there was more. */
function capped(cap: number): { push(chunk: Buffer): void; text(): string | undefined } {
  let chunks: Buffer[] = [];
  let size = 0;
  return {
    push(chunk) {
      size += chunk.length;
      if (size > cap) chunks = [];
      else chunks.push(chunk);
    },
    text: () => (size > cap ? undefined : Buffer.concat(chunks).toString("utf8")),
  };
}


/** An error answer of the proxy's own; past the head, the connection is cut instead. */
function fail(res: ServerResponse, status: number, code: "invalid_request" | "provider_error", message: string): void {
  if (res.writableEnded) return;
  if (res.headersSent) return void res.destroy();
  const body = JSON.stringify({ error: { code, message, type: "proxy_error" } });
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body), connection: "close" }).end(body);
}

/**
 * Starts the proxy.
 * @example const proxy = await startProxy({ upstream: "https://gw.example.com", config: loadConfig({}) });
 */
export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const upstream = new URL(options.upstream);
  const cap = options.maxBodyBytes ?? DEFAULT_PROXY_LIMITS.maxBodyBytes;
  const idleMs = options.upstreamIdleMs ?? DEFAULT_PROXY_LIMITS.upstreamIdleMs;
  const counts = { checked: 0, errors: 0, warnings: 0 };
  // One exchange at a time through the checks: the report stays in the order answers ended.
  let checking = Promise.resolve();

  const judge = (entry: HarEntry) => {
    checking = checking.then(async () => {
      const report = await checkHar({ log: { entries: [entry] } }, { config: options.config, allowNoApiRequest: true, keysRecorded: true });
      const failures = report.cases.flatMap((c) => c.failures);
      counts.checked++;
      for (const failure of failures) failure.severity === "error" ? counts.errors++ : counts.warnings++;
      // The failures come scrubbed from checkHar; the URL is scrubbed of the same secrets (a key
      // standing in the path, a secret query parameter) before anyone prints it.
      const url = scrub(entry.request.url, harSecrets([entry]));
      options.onExchange?.({ method: entry.request.method, url, status: entry.response.status, failures });
    }).catch(() => undefined);
  };

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const target = upstreamUrl(upstream, req.url);
    if (!target) {
      req.resume();
      return fail(res, 400, "invalid_request", "The proxy forwards only origin-form request targets (a path starting with '/').");
    }
    let reported = false;
    /** Reports the exchange as not checked, once (a timeout's destroy also raises an error). */
    const unchecked = (status: number, reason: string) => {
      if (reported || !options.onUnchecked) return;
      reported = true;
      const request = { method: req.method ?? "GET", url: target.href, headers: harHeaders(req.headers) };
      options.onUnchecked({ method: request.method, url: scrub(target.href, harSecrets([{ request }])), status, reason });
    };
    /** The proxy's own error to the client (a cut past the head), and the exchange reported unchecked. */
    const giveUp = (status: number, message: string) => {
      unchecked(res.headersSent ? res.statusCode : status, message);
      fail(res, status, "provider_error", message);
    };
    const headers: IncomingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
    headers["accept-encoding"] = "identity"; // a compressed answer could not be checked
    const requestBody = capped(cap);
    const send = target.protocol === "https:" ? httpsRequest : httpRequest;
    const outgoing = send(target, { method: req.method, headers }, (answer) => {
      const status = answer.statusCode ?? 0;
      // A status the proxy cannot repeat to its client (099, a 1xx as the final answer) is the
      // upstream's fault: the client gets a 502 that says so, and the proxy lives on.
      if (!(status >= 200 && status <= 599)) {
        answer.destroy();
        return giveUp(502, `The upstream ${upstream.origin} answered status ${status}, which the proxy cannot pass on.`);
      }
      const passed: IncomingHttpHeaders = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) passed[name] = value;
      try {
        res.writeHead(status, passed as Record<string, string>);
      } catch (error) {
        answer.destroy();
        return giveUp(502, `The upstream ${upstream.origin} answered headers the proxy cannot pass on (${(error as NodeJS.ErrnoException).code ?? "invalid"}).`);
      }
      res.flushHeaders();
      const responseBody = capped(cap);
      answer.on("data", (chunk: Buffer) => {
        responseBody.push(chunk);
        if (!res.write(chunk)) {
          answer.pause();
          res.once("drain", () => answer.resume());
        }
      });
      answer.on("end", () => {
        res.end();
        const requestText = requestBody.text();
        const responseText = responseBody.text();
        if (requestText === undefined || responseText === undefined) {
          return unchecked(status, `a ${requestText === undefined ? "request" : "response"} body past the ${cap} bytes kept for checking (--max-body-bytes): forwarded whole, not checked`);
        }
        judge({
          request: {
            method: req.method ?? "GET",
            url: target.href,
            headers: harHeaders(req.headers),
            ...(requestText ? { postData: { mimeType: req.headers["content-type"] ?? "", text: requestText } } : {}),
          },
          response: { status: answer.statusCode ?? 502, headers: harHeaders(answer.headers), content: { mimeType: answer.headers["content-type"] ?? "", text: responseText } },
        });
      });
      answer.on("error", () => res.destroy());
    });
    // An upstream that never answers, or goes silent mid-stream, is given up on (as in the
    // recorder): no byte for idleMs, and the client gets a 504 (or, past the head, a cut).
    outgoing.setTimeout(idleMs, () => {
      outgoing.destroy();
      giveUp(504, `The upstream ${upstream.origin} sent nothing for ${idleMs} ms.`);
    });
    // 101 Switching Protocols: the proxy checks HTTP exchanges, not the protocol after one.
    outgoing.on("upgrade", (_answer, socket) => {
      socket.destroy();
      giveUp(502, `The upstream ${upstream.origin} switched protocols (101), which the proxy does not pass on.`);
    });
    outgoing.on("error", (error) => {
      giveUp(502, `The proxy could not reach the upstream ${upstream.origin}: ${(error as NodeJS.ErrnoException).code ?? error.message}.`);
    });
    res.on("close", () => {
      if (!res.writableFinished) outgoing.destroy();
    });
    req.on("data", (chunk: Buffer) => {
      requestBody.push(chunk);
      outgoing.write(chunk);
    });
    req.on("end", () => outgoing.end());
  };

  const server: Server = createServer(forward);
  // A client that half-closes after its request still gets a slow upstream's answer; one that
  // left is still noticed, and its upstream request cancelled (res 'close' above).
  serveHalfClosedClients(server);
  const sockets = new Set<Socket>();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 4020, options.host ?? "127.0.0.1", () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`,
    stats: () => ({ ...counts }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }).then(() => checking),
  };
}
