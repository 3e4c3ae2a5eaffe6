/**
 * A small fault-injecting HTTP proxy (node:http on 127.0.0.1, a free port): it forwards every
 * request to an upstream and can rewrite the request before, or the response after. With no
 * defect it is transparent. Bodies are buffered whole, so a defect sees the complete exchange;
 * an upstream that drops the connection mid-body is dropped the same way to the client.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface ProxyRequest {
  method: string;
  /** Path and query, e.g. /api/users?page=2 */
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ProxyResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One injected defect: a rewrite of the request (or an answer instead of forwarding) and/or of the response. */
/** What the proxy does to the traffic: a seeded defect, or a legal variant of the gateway. */
export interface ProxyRewrite {
  name: string;
  /** The seed (or designed) rule the defect breaks. */
  breaks: string;
  /**
   * Case groups the self-test runs against this defect: those of the operations it breaks (the
   * cheap ones when it breaks them all), so thirty whole-suite runs stay fast on a small machine.
   */
  groups: readonly string[];
  /** The check that must catch it (the self-test then requires that one, not just any failure). */
  caughtBy?: string;
  /** Which of the five questions it answers wrongly (issue 26), when it is one of those. */
  kind?: "state" | "identifier" | "parameters" | "limit" | "listed-values";
  request?(request: ProxyRequest): ProxyRequest | ProxyResponse;
  response?(request: ProxyRequest, response: ProxyResponse): ProxyResponse;
}

/** A seeded defect: a rewrite that breaks a rule, and the check that must catch it. */
export interface Defect extends ProxyRewrite {
  /** The check that must catch it: the self-test fails when only others do. */
  caughtBy: string;
}

export interface RunningProxy {
  url: string;
  close(): Promise<void>;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "host", "upgrade"]);

function flatten(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function isResponse(value: ProxyRequest | ProxyResponse): value is ProxyResponse {
  return "status" in value;
}

function forward(upstream: URL, request: ProxyRequest): Promise<{ response: ProxyResponse; dropped: boolean }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, "content-length": String(request.body.length) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        let dropped = false;
        const finish = () =>
          resolve({ response: { status: incoming.statusCode ?? 502, headers: flatten(incoming.headers), body: Buffer.concat(chunks) }, dropped });
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", finish);
        incoming.on("aborted", () => {
          dropped = true;
        });
        incoming.on("error", () => {
          dropped = true;
          finish();
        });
        incoming.on("close", () => {
          if (!incoming.complete) {
            dropped = true;
            finish();
          }
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/**
 * Starts a proxy in front of `upstream`, injecting `defect` (null: transparent).
 * @example const proxy = await startFaultProxy(mock.url, DEFECTS[0]); … await proxy.close();
 */
export async function startFaultProxy(upstream: string, defect: ProxyRewrite | null): Promise<RunningProxy> {
  const base = new URL(upstream);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      void (async () => {
        const original: ProxyRequest = { method: req.method ?? "GET", url: req.url ?? "/", headers: flatten(req.headers), body: Buffer.concat(chunks) };
        try {
          const rewritten = defect?.request ? defect.request(original) : original;
          let response: ProxyResponse;
          let dropped = false;
          if (isResponse(rewritten)) response = rewritten;
          else ({ response, dropped } = await forward(base, rewritten));
          if (defect?.response && !dropped) response = defect.response(original, response);
          res.writeHead(response.status, { ...response.headers, ...(dropped ? {} : { "content-length": String(response.body.length) }) });
          if (dropped) {
            res.write(response.body);
            res.destroy();
          } else res.end(response.body);
        } catch (cause) {
          res.writeHead(502, { "content-type": "text/plain" });
          res.end(`fault proxy: ${(cause as Error).message}`);
        }
      })();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
