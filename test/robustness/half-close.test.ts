/**
 * A client that half-closes right after its request (socket.end(): a FIN after the request,
 * as raw sockets, some curl options and HTTP/1.0-era tools do) has said "no more requests", not
 * "I am gone": it still reads the answer. The mock's HTTP transport and the validating proxy
 * answer it when the answer takes its time (Prefer: delay, a paced stream, a slow upstream). A
 * client that really goes away still frees its stream slot and cancels the upstream request.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../contract-tests/config.ts";
import { startProxy, type RunningProxy } from "../../contract-tests/proxy.ts";
import type { FailureRecord } from "../../contract-tests/report/format.ts";
import type { MockConfig } from "../../mocks/config/config.ts";
import { startRecorder } from "../../mocks/record/recorder.ts";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import { rawExchange } from "../support/raw-http.ts";

const KEY = "sk-mock-default";
const CHAT = "/client/v2/ai/chat/completions";
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function mock(config: Partial<MockConfig> = {}): Promise<RunningServer> {
  const server = await startServer({ port: 0, host: "127.0.0.1", config: { logLevel: "silent", ...config }, log: pino({ level: "silent" }) });
  closers.push(() => server.close());
  return server;
}

async function upstream(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function proxy(to: string, seen: { status: number; failures: FailureRecord[] }[] = []): Promise<RunningProxy> {
  const running = await startProxy({ upstream: to, port: 0, config: loadConfig({ CONTRACT_BASE_URL: to }), onExchange: (e) => seen.push(e) });
  closers.push(() => running.close());
  return running;
}

const portOf = (url: string) => Number(new URL(url).port);

/** A request as bytes; `connection` is "" (keep-alive) or a Connection header line. */
function request(method: string, path: string, headers: string, body = "", connection = ""): Buffer {
  const length = body ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` : "";
  return Buffer.from(`${method} ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\n${headers}${length}${connection}\r\n${body}`);
}

const chat = (extra: Record<string, unknown> = {}) => JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "half-closed" }], ...extra });

async function until(condition: () => boolean, limitMs = 5000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > limitMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** An upstream that never answers, counting the requests it holds open. */
async function silentUpstream(): Promise<{ url: string; seen: () => number; open: () => number }> {
  let seen = 0;
  let open = 0;
  const gateway = await upstream((req) => {
    seen++;
    open++;
    req.socket.on("close", () => open--);
  });
  return { url: gateway.url, seen: () => seen, open: () => open };
}

/**
 * A client that sends its request and leaves once the upstream has it, as an aborted fetch does:
 * its socket closed, a FIN like a half-close's.
 */
async function leaveOnceSeen(port: number, seen: () => number): Promise<void> {
  const socket = connect(port, "127.0.0.1", () => socket.write(request("GET", "/api/users", "")));
  socket.on("error", () => {});
  await until(() => seen() === 1);
  socket.destroy();
}

const CONNECTIONS = [
  ["keep-alive", ""],
  ["Connection: close", "Connection: close\r\n"],
] as const;

describe("the mock's HTTP transport, to a client that half-closes after its request", () => {
  it.each(CONNECTIONS)("answers a delayed request (Prefer: delay) whole (%s)", async (_how, connection) => {
    const server = await mock();
    const answer = await rawExchange(portOf(server.url), request("POST", CHAT, "Prefer: delay=150\r\n", chat(), connection));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ object: "chat.completion" });
  });

  it("sends a paced stream to its end, then frees the stream slot", async () => {
    const server = await mock({ streamTtftMs: 50, streamTokensPerSecond: 200 });
    const answer = await rawExchange(portOf(server.url), request("POST", CHAT, "", chat({ stream: true })));
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(answer.body.toString()).toMatch(/"finish_reason":"stop"[\s\S]*data: \[DONE\]\n\n$/);
    await until(() => server.app.deps.streams.open === 0);
  });

  it("still frees the stream slot of a client that half-closes, then goes away mid-stream", async () => {
    const server = await mock({ streamTtftMs: 20, streamTokensPerSecond: 20, maxConcurrentStreams: 1 });
    await new Promise<void>((resolve) => {
      const socket = connect(portOf(server.url), "127.0.0.1", () => socket.end(request("POST", CHAT, "", chat({ stream: true }))));
      socket.on("error", () => {});
      socket.once("data", () => socket.destroy());
      socket.on("close", () => resolve());
    });
    await until(() => server.app.deps.streams.open === 0);
    // The one slot is free again: a new stream is accepted.
    const next = await fetch(`${server.url}${CHAT}`, { method: "POST", headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" }, body: chat({ stream: true }) });
    expect(next.status).toBe(200);
    await next.body?.cancel();
  });
});

describe("the validating proxy, to a client that half-closes after its request", () => {
  const slowJson = '{"data":[],"total":0}';

  it.each(CONNECTIONS)("forwards a slow upstream's answer and checks the exchange (%s)", async (_how, connection) => {
    const gateway = await upstream((_req, res) => void setTimeout(() => res.writeHead(200, { "content-type": "application/json" }).end(slowJson), 150));
    const seen: { status: number; failures: FailureRecord[] }[] = [];
    const running = await proxy(gateway.url, seen);
    const answer = await rawExchange(portOf(running.url), request("GET", "/api/users", "", "", connection));
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(slowJson);
    await until(() => seen.length === 1);
    expect(seen[0]!.status).toBe(200);
  });

  it("still cancels the upstream request of a client that goes away while the upstream is slow", async () => {
    const gateway = await silentUpstream();
    const running = await proxy(gateway.url);
    await leaveOnceSeen(portOf(running.url), gateway.seen);
    await until(() => gateway.open() === 0);
  });
});

describe("the recorder, to a client that goes away while the upstream is slow", () => {
  it("still cancels the upstream request", async () => {
    const gateway = await silentUpstream();
    const out = mkdtempSync(join(tmpdir(), "half-close-"));
    const recorder = await startRecorder({ upstream: gateway.url, out, port: 0, log: pino({ level: "silent" }) });
    closers.push(async () => {
      await recorder.close();
      rmSync(out, { recursive: true, force: true });
    });
    await leaveOnceSeen(portOf(recorder.url), gateway.seen);
    await until(() => gateway.open() === 0);
  });
});

