/**
 * Graceful shutdown: requests in flight finish, new connections are refused, idle and
 * never-used connections do not hold the server open, a stream that would never end is cut
 * when the grace period ends, and the `npm start` process exits on SIGTERM within a bound.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pino from "pino";
import { describe, expect, it, onTestFinished } from "vitest";
import type { MockConfig } from "../../mocks/config/config.ts";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import { freePort } from "../support/free-port.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const AUTH = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };

function start(config: Partial<MockConfig> = {}): Promise<RunningServer> {
  return startServer({ port: 0, host: "127.0.0.1", config: { logLevel: "silent", ...config }, log: pino({ level: "silent" }) });
}

/** A GET that the mock holds for `delayMs`, on its own connection. */
function delayed(url: string, delayMs: number): Promise<number> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: "/api/users", agent: false, headers: { prefer: `delay=${delayMs}` } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

function refused(url: string): Promise<boolean> {
  const { port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), "127.0.0.1");
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", () => resolve(true));
  });
}

describe("graceful shutdown", () => {
  it("lets requests in flight finish, refuses new ones, and does not wait on idle or unused connections", async () => {
    const server = await start({ shutdownGraceMs: 5000 });
    const { port } = new URL(server.url);
    // A keep-alive connection gone idle after one request, and one that never sends a request.
    const idle = await fetch(`${server.url}/api/users`);
    await idle.arrayBuffer();
    const unused: Socket = connect(Number(port), "127.0.0.1");
    await new Promise((r) => unused.once("connect", r));
    unused.on("error", () => {});

    // In flight means the server has read them: on a loaded machine 50 ms was not always enough,
    // and a connection still in the listen backlog when the server closes is reset, not served.
    let received = 0;
    server.server.on("request", () => (received += 1));
    const inFlight = Array.from({ length: 5 }, () => delayed(server.url, 300));
    while (received < 5) await new Promise((r) => setTimeout(r, 5));
    const started = performance.now();
    const closing = server.close();
    expect(await refused(server.url)).toBe(true);
    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200]);
    await closing;
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(200);
    // Finishing the in-flight requests, not the 5 s grace period, decided when it closed.
    expect(took).toBeLessThan(1500);
    expect(unused.destroyed || unused.readableEnded).toBe(true);
  });

  it("cuts a stream that would not end when the grace period is over", async () => {
    const server = await start({ shutdownGraceMs: 300, streamTtftMs: 60_000, streamTokensPerSecond: 10 });
    const response = await fetch(`${server.url}/client/v2/ai/chat/completions`, {
      method: "POST",
      headers: AUTH,
      body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }], stream: true }),
    });
    expect(response.status).toBe(200);
    const reading = response.text().then(
      () => "ended",
      () => "cut",
    );
    const started = performance.now();
    await server.close();
    const took = performance.now() - started;
    expect(took).toBeGreaterThanOrEqual(250);
    expect(took).toBeLessThan(1500);
    expect(await reading).toBe("cut");
    await new Promise((r) => setTimeout(r, 20));
    expect(server.app.deps.streams.open).toBe(0);
  });

  it("exits the npm start process on SIGTERM after its in-flight request, within a bound", async () => {
    const port = await freePort();
    // `npm start`'s own command, with its compiled copy in a folder of this test's.
    const buildDir = mkdtempSync(join(tmpdir(), "mock-shutdown-"));
    onTestFinished(() => rmSync(buildDir, { recursive: true, force: true }));
    const child = spawn(process.execPath, ["scripts/start.mjs"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "silent", MOCK_BUILD_DIR: join(buildDir, "dist") },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once("exit", (code) => resolve({ code, at: performance.now() })));
    try {
      const url = `http://127.0.0.1:${port}`;
      for (let ready = false; !ready; ) {
        if (child.exitCode !== null) throw new Error(`mock exited early: ${stderr}`);
        ready = await fetch(`${url}/api/users`).then(
          (r) => r.ok,
          () => false,
        );
        if (!ready) await new Promise((r) => setTimeout(r, 50));
      }
      // Time for the request to reach the server even on a loaded machine: a request not yet
      // read when the signal comes is an idle connection, which shutdown rightly cuts.
      const inFlight = delayed(url, 1500);
      await new Promise((r) => setTimeout(r, 600));
      const signalledAt = performance.now();
      child.kill("SIGTERM");
      expect(await inFlight).toBe(200);
      const { code, at } = await exited;
      expect(code).toBe(0);
      expect(at - signalledAt).toBeLessThan(3000);
      expect(await refused(url)).toBe(true);
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
  }, 60_000);
});
