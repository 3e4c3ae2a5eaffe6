/**
 * Clients that go away mid-request or mid-stream leave nothing behind: no open stream slot, no
 * pending sleep or timer, no socket, no task, no outbound fetch, no listener warning; and the
 * server keeps serving. Checked through the server's and the store's own counters after many
 * such disconnects.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import { connect } from "node:net";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MockConfig } from "../../mocks/config/config.ts";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import { manualClock, type Clock } from "../../mocks/state/clock.ts";

const KEY = "sk-mock-default";
const AUTH = { authorization: `Bearer ${KEY}`, "content-type": "application/json" };
const CHAT = "/client/v2/ai/chat/completions";
const CLIENTS = 100;

const running: RunningServer[] = [];
const warnings: Error[] = [];
const onWarning = (warning: Error) => warnings.push(warning);

beforeEach(() => {
  warnings.length = 0;
  process.on("warning", onWarning);
});

afterEach(async () => {
  process.off("warning", onWarning);
  await Promise.all(running.splice(0).map((s) => s.close()));
});

async function start(config: Partial<MockConfig>, clock?: Clock): Promise<RunningServer> {
  const server = await startServer({
    port: 0,
    host: "127.0.0.1",
    config: { logLevel: "silent", ...config },
    log: pino({ level: "silent" }),
    ...(clock ? { clock } : {}),
  });
  running.push(server);
  return server;
}

function connections(server: Server): Promise<number> {
  return new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
}

/** Live timers and sockets of this process, by kind (what would leak). */
function resources(): { timers: number; sockets: number } {
  const info = process.getActiveResourcesInfo();
  return { timers: info.filter((r) => r === "Timeout").length, sockets: info.filter((r) => r === "TCPSocketWrap").length };
}

async function until(condition: () => boolean | Promise<boolean>, limitMs = 5000): Promise<void> {
  const started = performance.now();
  while (!(await condition())) {
    if (performance.now() - started > limitMs) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Opens a stream and cuts it once `chunks` frames have arrived (0: as soon as headers arrive). */
function streamThenCut(server: RunningServer, body: string, chunks: number, headers: Record<string, string> = {}): Promise<number> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: CHAT, headers: { ...AUTH, ...headers } }, (res) => {
      let frames = 0;
      if (chunks === 0) {
        req.destroy();
        return resolve(res.statusCode ?? 0);
      }
      res.on("data", (chunk: Buffer) => {
        frames += chunk.toString().split("\n\n").length - 1;
        if (frames >= chunks) {
          req.destroy();
          resolve(res.statusCode ?? 0);
        }
      });
      res.on("error", () => {});
    });
    req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    req.end(body);
  });
}

async function settled(server: RunningServer): Promise<void> {
  await until(async () => server.app.deps.streams.open === 0 && (await connections(server.server)) === 0);
}

describe("clients that disconnect", () => {
  it(`mid-request body (${CLIENTS} of them) leave no socket, task or timer, and the server keeps serving`, async () => {
    const server = await start({});
    const { port } = new URL(server.url);
    const before = { tasks: (await server.app.deps.store.stats()).tasks, ...resources() };
    await Promise.all(
      Array.from(
        { length: CLIENTS },
        (_, i) =>
          new Promise<void>((resolve) => {
            const socket = connect(Number(port), "127.0.0.1", () => {
              const path = i % 2 ? CHAT : "/client/v2/ai/generations";
              socket.write(`POST ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"model":"kling-v1","input":`);
              setTimeout(() => socket.destroy(), 5);
            });
            socket.on("close", () => resolve());
            socket.on("error", () => {});
          }),
      ),
    );
    await settled(server);
    expect((await server.app.deps.store.stats()).tasks).toBe(before.tasks);
    const after = resources();
    expect(after.timers).toBeLessThanOrEqual(before.timers);
    expect(after.sockets).toBeLessThanOrEqual(before.sockets);
    expect((await fetch(`${server.url}/api/users`)).status).toBe(200);
  });

  it(`mid-stream (${CLIENTS} paced streams) release every stream slot and every timer`, async () => {
    const server = await start({ streamTtftMs: 20, streamTokensPerSecond: 200 });
    const before = resources();
    const body = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Explain SSE in one paragraph." }], stream: true });
    const statuses = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => streamThenCut(server, body, i % 4)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    await settled(server);
    await until(() => resources().timers <= before.timers);
    expect(resources().sockets).toBeLessThanOrEqual(before.sockets);
    expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning")).toEqual([]);
    // Every slot came back: a full cap's worth of new streams is accepted.
    const ok = await fetch(`${server.url}${CHAT}`, { method: "POST", headers: AUTH, body });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toMatch(/data: \[DONE\]\n\n$/);
  });

  it("mid-stream and mid-delay leave no pending sleep on the clock", async () => {
    const clock = manualClock();
    const server = await start({ streamTtftMs: 1000, streamTokensPerSecond: 10 }, clock);
    const body = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }], stream: true });
    // Each stream sends its head, then sleeps on the clock until its first token (the role chunk
    // leaves with it), and is cut there.
    await Promise.all(Array.from({ length: 20 }, () => streamThenCut(server, body, 0)));
    // Each of these sleeps in the `delay` control before its handler runs, and is cut there.
    const { port } = new URL(server.url);
    let sleepingBeforeCut = 0;
    await Promise.all(
      Array.from(
        { length: 40 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const req = httpRequest({ host: "127.0.0.1", port, method: i % 2 ? "GET" : "POST", path: i % 2 ? "/api/users" : CHAT, headers: { ...AUTH, prefer: "delay=60000" } });
            req.on("error", () => resolve());
            req.end(i % 2 ? undefined : body);
            setTimeout(() => {
              sleepingBeforeCut = Math.max(sleepingBeforeCut, clock.pending);
              req.destroy();
              resolve();
            }, 30);
          }),
      ),
    );
    expect(sleepingBeforeCut).toBeGreaterThan(0);
    await settled(server);
    await until(() => clock.pending === 0);
    expect(clock.pending).toBe(0);
  });

  it("mid-OCR fetch abort the outbound request too", async () => {
    let upstreamOpen = 0;
    let upstreamSeen = 0;
    const upstream = createServer((req) => {
      // Never answers: the mock's fetch waits until its client goes away.
      upstreamOpen += 1;
      upstreamSeen += 1;
      req.socket.on("close", () => (upstreamOpen -= 1));
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const upstreamPort = (upstream.address() as { port: number }).port;
    try {
      const server = await start({ ocrFetch: true, ocrFetchTimeoutMs: 30_000, ocrFetchAllowHosts: ["127.0.0.1"] });
      const { port } = new URL(server.url);
      const body = JSON.stringify({ image_url: `http://127.0.0.1:${upstreamPort}/slow.png` });
      await Promise.all(
        Array.from(
          { length: 10 },
          () =>
            new Promise<void>((resolve) => {
              const req = httpRequest({ host: "127.0.0.1", port, method: "POST", path: "/client/v2/ai-stack/image-to-text", headers: AUTH });
              req.on("error", () => resolve());
              req.end(body);
              const wait = setInterval(() => {
                if (upstreamSeen > 0) {
                  clearInterval(wait);
                  setTimeout(() => {
                    req.destroy();
                    resolve();
                  }, 20);
                }
              }, 5);
            }),
        ),
      );
      await settled(server);
      await until(() => upstreamOpen === 0);
      expect(upstreamSeen).toBeGreaterThan(0);
    } finally {
      upstream.closeAllConnections();
      await new Promise<void>((resolve) => upstream.close(() => resolve()));
    }
  });
});
