/**
 * Limits that hold under abuse, each refusing cleanly (the spec's error body, an x-request-id,
 * and a server that keeps serving): the body size cap before buffering, header and request
 * timeouts against slow clients, the concurrent stream cap, the task store's cap and TTL, the
 * session cap, the rate limit, and bodies built to be expensive (deep, or one huge word).
 */
import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import type { MockConfig } from "../../mocks/config/config.ts";
import { countChatPromptTokens } from "../../mocks/chat/tokens.ts";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import { manualClock, type Clock } from "../../mocks/state/clock.ts";
import { validateSchema } from "../../spec/validators.ts";

const KEY = "sk-mock-default";
const AUTH = { authorization: `Bearer ${KEY}`, "content-type": "application/json" };
const CHAT = "/client/v2/ai/chat/completions";
const GENERATIONS = "/client/v2/ai/generations";

const running: RunningServer[] = [];

async function start(config: Partial<MockConfig> = {}, clock?: Clock): Promise<RunningServer> {
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    config: { logLevel: "silent", streamTtftMs: 0, streamTokensPerSecond: 0, ...config },
    log: pino({ level: "silent" }),
    ...(clock ? { clock } : {}),
  });
  running.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

/** A refusal is clean: the expected status and code, the spec's body, an x-request-id. */
async function expectRefusal(response: Response, status: number, code: string): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("application/json");
  expect(response.headers.get("x-request-id")).toMatch(/^req_/);
  const body = (await response.json()) as { error: { code: string } };
  expect(validateSchema("ErrorBody", body)).toEqual([]);
  expect(body.error.code).toBe(code);
}

interface RawResult {
  text: string;
  /** Milliseconds from connecting until the server closed the connection. */
  closedAfterMs: number;
}

/** Writes `head` (and whatever `then` writes) on a raw socket; resolves when the server closes it. */
function raw(server: RunningServer, head: string, then?: (socket: Socket) => void, limitMs = 10_000): Promise<RawResult> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), "127.0.0.1", () => {
      socket.write(head);
      then?.(socket);
    });
    let text = "";
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${limitMs} ms; got: ${text.slice(0, 200)}`));
    }, limitMs);
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      resolve({ text, closedAfterMs: performance.now() - started });
    });
  });
}

function statusOf(text: string): number {
  return Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
}

function jsonBodyOf(text: string): unknown {
  const body = text.slice(text.indexOf("\r\n\r\n") + 4);
  return JSON.parse(body);
}

describe("the body size cap", () => {
  it("answers 413 to a declared oversize at once, without the body ever being sent", async () => {
    const server = await start({ bodyLimitBytes: 64 * 1024 });
    const result = await raw(
      server,
      `POST ${GENERATIONS} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nContent-Length: ${2 ** 40}\r\n\r\n`,
    );
    expect(statusOf(result.text)).toBe(413);
    expect(result.text).toMatch(/\r\nconnection: close\r\n/i);
    expect(result.text).toMatch(/\r\nx-request-id: req_/i);
    const body = jsonBodyOf(result.text) as { error: { code: string } };
    expect(validateSchema("ErrorBody", body)).toEqual([]);
    expect(body.error.code).toBe("payload_too_large");
    expect(result.closedAfterMs).toBeLessThan(2000);
  });

  it("answers 413 to a chunked body as soon as it passes the cap, while the client is still sending", async () => {
    const limit = 256 * 1024;
    const server = await start({ bodyLimitBytes: limit });
    const { port } = new URL(server.url);
    let sent = 0;
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: CHAT, headers: { ...AUTH, "transfer-encoding": "chunked" } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", reject);
      const chunk = Buffer.alloc(16 * 1024, 0x20);
      // Keeps sending (never ends the body) until the answer arrives.
      const pump = () => {
        if (req.destroyed) return;
        sent += chunk.length;
        if (sent > 64 * limit) return reject(new Error("the server read far past its cap"));
        if (req.write(chunk)) setImmediate(pump);
        else req.once("drain", pump);
      };
      pump();
    });
    expect(status).toBe(413);
    expect(sent).toBeLessThan(64 * limit);
    // The server is still fine.
    expect((await fetch(`${server.url}/api/users`)).status).toBe(200);
  });

  it("accepts a body right at the cap", async () => {
    const server = await start({ bodyLimitBytes: 4096 });
    const body = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] });
    const padded = body.slice(0, -1) + " ".repeat(4096 - body.length) + "}";
    expect(Buffer.byteLength(padded)).toBe(4096);
    expect((await fetch(`${server.url}${CHAT}`, { method: "POST", headers: AUTH, body: padded })).status).toBe(200);
    await expectRefusal(await fetch(`${server.url}${CHAT}`, { method: "POST", headers: AUTH, body: `${padded} ` }), 413, "payload_too_large");
  });
});

describe("timeouts against slow clients", () => {
  it("closes a connection whose headers never finish (408 after the header timeout)", async () => {
    const server = await start({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const result = await raw(server, "GET /api/users HTTP/1.1\r\nHost: x\r\nX-Slow: ");
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(250);
    expect(result.closedAfterMs).toBeLessThan(1500);
    if (result.text) expect(statusOf(result.text)).toBe(408);
  });

  it("closes a connection that trickles its headers a byte at a time (slowloris)", async () => {
    const server = await start({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    let timer: NodeJS.Timeout | undefined;
    const result = await raw(server, "GET /api/users HTTP/1.1\r\n", (socket) => {
      timer = setInterval(() => socket.writable && socket.write("X"), 50);
    });
    clearInterval(timer);
    expect(result.closedAfterMs).toBeLessThan(1500);
  });

  it("closes a connection whose body stalls (408 after the request timeout), and keeps serving", async () => {
    const server = await start({ headersTimeoutMs: 300, requestTimeoutMs: 600 });
    const result = await raw(server, `POST ${CHAT} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"model":`);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(500);
    expect(result.closedAfterMs).toBeLessThan(2000);
    if (result.text) expect(statusOf(result.text)).toBe(408);
    expect((await fetch(`${server.url}/api/users`)).status).toBe(200);
  });
});

describe("the concurrent stream cap", () => {
  it("answers 429 with Retry-After past the cap, and frees the slots when streams end", async () => {
    // A first token that never comes: streams stay open until their clients leave.
    const server = await start({ maxConcurrentStreams: 3, streamTtftMs: 60_000, streamTokensPerSecond: 10 });
    const body = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }], stream: true });
    const controllers = [0, 1, 2].map(() => new AbortController());
    for (const controller of controllers) {
      const response = await fetch(`${server.url}${CHAT}`, { method: "POST", headers: AUTH, body, signal: controller.signal });
      expect(response.status).toBe(200);
    }
    expect(server.app.deps.streams.open).toBe(3);
    const refused = await fetch(`${server.url}${CHAT}`, { method: "POST", headers: AUTH, body });
    expect(refused.headers.get("retry-after")).toBe("1");
    await expectRefusal(refused, 429, "rate_limited");
    for (const controller of controllers) controller.abort();
    await until(() => server.app.deps.streams.open === 0);
    const again = await fetch(`${server.url}${CHAT}`, { method: "POST", headers: AUTH, body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] }) });
    expect(again.status).toBe(200);
  });
});

describe("the task store", () => {
  const submit = (server: RunningServer, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${GENERATIONS}`, { method: "POST", headers: { ...AUTH, ...headers }, body: JSON.stringify({ model: "kling-v1", input: { prompt: "a boat" } }) }).then(
      async (r) => ((await r.json()) as { data: { task_id: number } }).data.task_id,
    );
  const poll = (server: RunningServer, id: number) => fetch(`${server.url}/client/v2/ai/tasks/${id}`, { headers: AUTH });

  it("keeps at most its cap per session, evicting the oldest, which then answer a clean 404", async () => {
    const server = await start({ taskCap: 5 });
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await submit(server));
    expect(new Set(ids).size).toBe(8);
    expect((await server.app.deps.store.stats()).tasks).toBe(5);
    for (const id of ids.slice(0, 3)) await expectRefusal(await poll(server, id), 404, "task_not_found");
    for (const id of ids.slice(3)) expect((await poll(server, id)).status).toBe(200);
  });

  it("forgets tasks after their time to live", async () => {
    const clock = manualClock();
    const server = await start({ taskTtlMs: 60_000, taskDurationMs: 1000 }, clock);
    const first = await submit(server);
    expect((await poll(server, first)).status).toBe(200);
    clock.advance(60_000);
    await expectRefusal(await poll(server, first), 404, "task_not_found");
    const second = await submit(server);
    expect(second).toBeGreaterThan(first);
    expect((await server.app.deps.store.stats()).tasks).toBe(1);
  });

  it("keeps at most its cap of sessions, least recently used out first", async () => {
    const server = await start({ sessionCap: 3 });
    for (let i = 0; i < 20; i++) await fetch(`${server.url}/api/users`, { headers: { "x-mock-session": `s${i}` } });
    expect((await server.app.deps.store.stats()).sessions).toBeLessThanOrEqual(3);
  });

  it("keeps a bounded journal", async () => {
    const server = await start({ journalMaxEntries: 10 });
    for (let i = 0; i < 30; i++) await fetch(`${server.url}/api/users`);
    const journal = (await (await fetch(`${server.url}/__mock/journal`)).json()) as { entries: unknown[] };
    expect(journal.entries.length).toBe(10);
  });
});

describe("the rate limit", () => {
  it("answers 429 with Retry-After and the rate headers past the limit", async () => {
    const server = await start({ rateLimitRequests: 2, rateLimitWindowMs: 60_000 });
    const body = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] });
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}${CHAT}`, { method: "POST", headers: AUTH, body })).status).toBe(200);
    const refused = await fetch(`${server.url}${CHAT}`, { method: "POST", headers: AUTH, body });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("x-ratelimit-remaining-requests")).toBe("0");
    await expectRefusal(refused, 429, "rate_limited");
  });
});

describe("bodies built to be expensive", () => {
  it("refuses JSON nested thousands deep with a clean 400", async () => {
    const server = await start();
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    for (const [path, body] of [
      [GENERATIONS, `{"model":"kling-v1","input":{"prompt":"x","extra":${deep}}}`],
      [CHAT, `{"model":"gpt-4o-mini","messages":[{"role":"user","content":"hi"}],"metadata":{"x":${deep}}}`],
    ] as const) {
      await expectRefusal(await fetch(`${server.url}${path}`, { method: "POST", headers: AUTH, body }), 400, "invalid_request");
    }
  });

  it("answers a prompt of one megabyte-long word quickly, and counts natural prompts exactly", async () => {
    const server = await start();
    for (const content of ["é".repeat(1_000_000), " ".repeat(1_000_000), "!".repeat(1_000_000)]) {
      const started = performance.now();
      const response = await fetch(`${server.url}${CHAT}`, { method: "POST", headers: AUTH, body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content }] }) });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      expect(performance.now() - started).toBeLessThan(3000);
    }
    const words = ["hello", "world,", "über", "日本語", "it's", "\n", "1234567", "  ", "emoji🙂", "tab\t", "end."];
    let text = "";
    for (let i = 0; text.length < 20_000; i++) text += words[(i * 7) % words.length] + (i % 5 ? " " : "");
    const messages = [{ role: "system", content: "be brief" }, { role: "user", content: text }];
    const response = await fetch(`${server.url}${CHAT}`, { method: "POST", headers: AUTH, body: JSON.stringify({ model: "gpt-4o-mini", messages }) });
    const usage = ((await response.json()) as { usage: { prompt_tokens: number } }).usage;
    expect(usage.prompt_tokens).toBe(countChatPromptTokens(messages));
  });
});

async function until(condition: () => boolean, limitMs = 5000): Promise<void> {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > limitMs) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}
