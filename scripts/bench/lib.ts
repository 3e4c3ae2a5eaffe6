/**
 * Process plumbing shared by the benchmark and the soak: start servers as child processes on
 * free loopback ports, wait for their first 200, read their memory, stop them by handle.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { createInterface } from "node:readline";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { MockConfig } from "../../mocks/config/config.ts";
import { ensureBuilt, transpileInto } from "../precompile.mjs";
import type { MemoryReport, ServerMessage } from "./mock-server.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const PRISM_CLI = fileURLToPath(new URL("../../node_modules/@stoplight/prism-cli/dist/index.js", import.meta.url));
export const AIMOCK_CLI = fileURLToPath(new URL("../../node_modules/@copilotkit/aimock/dist/cli.js", import.meta.url));
export const TSX_CLI = fileURLToPath(new URL("../../node_modules/tsx/dist/cli.mjs", import.meta.url));

export interface Child {
  name: string;
  url: string;
  process: ChildProcess;
  pid: number;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resident set size of a process in bytes, from /proc (Linux), or NaN elsewhere. */
export function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) * 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (user + system) a process has used, in milliseconds, from /proc (Linux), or NaN. */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return Number.NaN;
  }
}
// USER_HZ is 100 on every Linux Node supports.
const CLOCK_TICKS = 100;

function firstLine(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    const timer = setTimeout(() => reject(new Error("server did not report its URL in time")), timeoutMs);
    lines.once("line", (line) => {
      clearTimeout(timer);
      lines.close();
      child.stdout!.resume();
      resolve(line);
    });
    child.once("exit", (code) => reject(new Error(`server exited early with code ${code}`)));
  });
}

/** Where the benchmark keeps its compiled copy of the mock (as `npm start` keeps .start/). */
const BENCH_BUILD = join(ROOT, "reports", "bench-build");

/**
 * A server script compiled like `npm start` compiles the mock, so the benchmark measures the
 * code users run: plain node, no tsx loader, none of the __name() calls tsx's keepNames adds.
 * @param imports bench modules the script imports (the mock's own modules are in the build)
 */
async function compiled(script: string, ...imports: string[]): Promise<string> {
  await ensureBuilt(BENCH_BUILD);
  for (const file of imports) await transpileInto(join(ROOT, file), BENCH_BUILD);
  return await transpileInto(join(ROOT, script), BENCH_BUILD);
}

/** Starts scripts/bench/mock-server.ts (compiled) with a config; it reports its URL on stdout. */
export async function startMockChild(name: string, config: Partial<MockConfig>, nodeFlags: readonly string[] = []): Promise<Child> {
  const script = await compiled("scripts/bench/mock-server.ts");
  const child = spawn(process.execPath, ["--expose-gc", ...nodeFlags, script], {
    cwd: ROOT,
    env: { ...process.env, BENCH_CONFIG: JSON.stringify(config) },
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  const { url } = JSON.parse(await firstLine(child, 30_000)) as { url: string };
  return { name, url, process: child, pid: child.pid! };
}

/** Starts scripts/bench/bare-server.ts (compiled; fixtures come later over IPC). */
export async function startBareChild(): Promise<Child> {
  const script = await compiled("scripts/bench/bare-server.ts", "scripts/bench/fixtures.ts");
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit", "ipc"],
  });
  const { url } = JSON.parse(await firstLine(child, 30_000)) as { url: string };
  return { name: "bare node", url, process: child, pid: child.pid! };
}

/** Polls `url` until it answers 200; resolves with the time it took from `since`. */
export async function waitFor200(url: string, since: number, timeoutMs = 30_000): Promise<number> {
  for (;;) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (performance.now() - since > timeoutMs) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(3);
  }
}

/** Starts Prism's static mock of our spec on a free port, logging silenced like ours. */
export async function startPrism(): Promise<Child & { startupMs: number }> {
  const port = await freePort();
  const since = performance.now();
  const child = spawn(process.execPath, [PRISM_CLI, "mock", "spec/openapi.yaml", "-h", "127.0.0.1", "-p", String(port), "-v", "silent"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const startupMs = await waitFor200(`${url}/api/users`, since, 60_000);
  return { name: "prism", url, process: child, pid: child.pid!, startupMs };
}

/** Sends a message to a child and waits for its answer of the given type. */
/**
 * CopilotKit's aimock (a dev dependency, used only here) answering every chat request with one
 * catch-all fixture of `reply`, streams in `chunkSize`-character chunks. It serves OpenAI's own
 * path, /v1/chat/completions.
 */
export async function startAimock(reply: string, chunkSize: number, fixtureDir: string): Promise<Child> {
  const port = await freePort();
  writeFileSync(join(fixtureDir, "catch-all.json"), JSON.stringify({ fixtures: [{ match: {}, response: { content: reply } }] }));
  const since = performance.now();
  const child = spawn(
    process.execPath,
    [AIMOCK_CLI, "--port", String(port), "--host", "127.0.0.1", "--fixtures", fixtureDir, "--chunk-size", String(chunkSize), "--log-level", "silent"],
    { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    const ok = await fetch(`${url}/v1/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "ready?" }] }),
    }).then((r) => r.ok, () => false);
    if (ok) break;
    if (performance.now() - since > 30_000) throw new Error("aimock did not answer within 30 s");
    await sleep(50);
  }
  return { name: "aimock", url, process: child, pid: child.pid! };
}

export function ask<T>(child: Child, message: ServerMessage, answer: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (raw: unknown) => {
      const reply = raw as { type: string };
      if (reply.type !== answer) return;
      child.process.off("message", listener);
      resolve(reply as T);
    };
    child.process.on("message", listener);
    child.process.send(message);
  });
}

export async function memoryOf(child: Child): Promise<MemoryReport> {
  return (await ask<{ memory: MemoryReport }>(child, { type: "memory" }, "memory")).memory;
}

/** Stops a child we started: politely (IPC or SIGTERM), then by force after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  if (child.connected) child.send({ type: "stop" });
  else child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await exited;
  clearTimeout(timer);
}

export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const MB = 1024 * 1024;
export const fmtMb = (bytes: number): string => (Number.isFinite(bytes) ? `${(bytes / MB).toFixed(0)} MB` : "n/a");
