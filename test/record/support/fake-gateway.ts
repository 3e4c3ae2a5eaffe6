/**
 * "The real gateway" for record/replay tests: the mock behind a small transforming proxy that
 * answers the way a real deployment might differ from the spec: extra fields, another model
 * name, a seed field of another type, a missing field, another status, another content type,
 * a designed field in another shape, and some latency of its own.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeGateway {
  url: string;
  close(): Promise<void>;
}

/** Added before each request is forwarded. */
export const GATEWAY_LATENCY_MS = 40;
export const GATEWAY_MODEL = "gpt-4o-mini-2024-07-18";
export const GATEWAY_TRACE = "gw-trace-7f3a";

type Json = Record<string, any>;

/** What the gateway does to a JSON answer of a path. */
function transform(method: string, path: string, body: Json): { status?: number; contentType?: string; body: Json } {
  if (path === "/client/v2/ai/chat/completions" && body.choices) {
    // An extra field, the dated model name, and cost as a number where the seed says string.
    return { body: { ...body, x_gateway_trace: GATEWAY_TRACE, model: GATEWAY_MODEL, usage: { ...body.usage, cost: Number(body.usage.cost) } } };
  }
  if (path === "/client/v2/ai/generations" && body.data?.task_id !== undefined) return { status: 202, body };
  if (path === "/client/v2/ai/generations" && body.meta) {
    const { provider: _provider, ...meta } = body.meta;
    return { body: { ...body, meta: { ...meta, region: "eu-west-1" } } };
  }
  if (path.startsWith("/client/v2/ai/tasks/") && body.data) return { body: { ...body, data: { ...body.data, progress: `${body.data.progress}%` } } };
  if (method === "GET" && path.startsWith("/api/users")) return { contentType: "application/vnd.gateway.users+json", body };
  return { body };
}

/** Each `data: {json}` line of a stream gets the trace field. */
function transformLine(line: string): string {
  if (!line.startsWith("data: {")) return line;
  try {
    return `data: ${JSON.stringify({ ...JSON.parse(line.slice(6)), x_gateway_trace: GATEWAY_TRACE })}`;
  } catch {
    return line;
  }
}

function relay(upstream: string, req: IncomingMessage, res: ServerResponse, body: Buffer): void {
  const outgoing = request(`${upstream}${req.url}`, { method: req.method, headers: { ...req.headers, host: new URL(upstream).host } }, (answer) => {
    const type = String(answer.headers["content-type"] ?? "");
    const headers = { ...answer.headers };
    delete headers["content-length"];
    if (type.startsWith("text/event-stream")) {
      res.writeHead(answer.statusCode ?? 500, headers);
      res.flushHeaders();
      let pending = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk: string) => {
        const lines = (pending + chunk).split("\n");
        pending = lines.pop() ?? "";
        if (lines.length > 0) res.write(`${lines.map(transformLine).join("\n")}\n`);
      });
      answer.on("end", () => res.end(pending));
      return;
    }
    const chunks: Buffer[] = [];
    answer.on("data", (chunk: Buffer) => chunks.push(chunk));
    answer.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      if (!type.startsWith("application/json")) return void res.writeHead(answer.statusCode ?? 500, headers).end(text);
      const changed = transform(req.method ?? "GET", (req.url ?? "").split("?")[0]!, JSON.parse(text) as Json);
      if (changed.contentType) headers["content-type"] = changed.contentType;
      res.writeHead(changed.status ?? answer.statusCode ?? 500, headers).end(JSON.stringify(changed.body));
    });
  });
  outgoing.on("error", () => res.destroy());
  outgoing.end(body);
}

/** Starts the gateway in front of `upstream` on 127.0.0.1 and a free port. */
export async function startFakeGateway(upstream: string): Promise<FakeGateway> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => setTimeout(() => relay(upstream, req, res, Buffer.concat(chunks)), GATEWAY_LATENCY_MS));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
