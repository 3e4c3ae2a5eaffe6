/**
 * The mock as a child process of the benchmark and the soak: config as JSON in BENCH_CONFIG,
 * the URL on stdout as one JSON line, and an IPC channel to fill the task store and read
 * memory from inside the process (run with --expose-gc for the memory figures).
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import pino from "pino";
import type { MockConfig } from "../../mocks/config/config.ts";
import { startServer } from "../../mocks/transports/http/server.ts";
import { warm } from "../../spec/operations.ts";

export type ServerMessage =
  | { type: "fill"; count: number; team: string; model: string }
  | { type: "memory" }
  | { type: "stats" }
  | { type: "loop" }
  | { type: "stop" };

/** Event-loop delay since start: a histogram, and stalls counted by a 20 ms heartbeat. */
export interface LoopReport {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  /** Heartbeats that came more than 100 ms late. */
  stalls: number;
  longestStallMs: number;
}

export interface MemoryReport {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

const config = JSON.parse(process.env.BENCH_CONFIG ?? "{}") as Partial<MockConfig>;
const running = await startServer({
  port: 0,
  host: "127.0.0.1",
  config: { logLevel: "silent", ...config },
  log: pino({ level: "silent" }),
});
const { deps } = running.app;
// Ready means warm: what `npm start` loads 300 ms after listening (validators, serializers, the
// tokenizer, ~0.4 s of one-off work) is loaded before the URL is announced, so the load that
// follows measures the steady state, and the stall detector below starts after it.
warm();

const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const HEARTBEAT_MS = 20;
let stalls = 0;
let longestStallMs = 0;
let expected = performance.now() + HEARTBEAT_MS;
setInterval(() => {
  const late = performance.now() - expected;
  if (late > 100) {
    stalls += 1;
    longestStallMs = Math.max(longestStallMs, late);
  }
  expected = performance.now() + HEARTBEAT_MS;
}, HEARTBEAT_MS).unref();

function loop(): LoopReport {
  return {
    maxMs: loopDelay.max / 1e6,
    p99Ms: loopDelay.percentile(99) / 1e6,
    meanMs: loopDelay.mean / 1e6,
    stalls,
    longestStallMs,
  };
}

function memory(): MemoryReport {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
  return { rss, heapUsed, external, arrayBuffers };
}

/** Adds tasks exactly as createGeneration's submitTask builds them (same fields, shared strings). */
async function fill(count: number, team: string, model: string): Promise<number[]> {
  const { session } = await deps.store.begin(undefined);
  const now = deps.clock.now();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const task = await deps.store.addTask(
      session,
      {
        team,
        model,
        createdAt: now,
        durationMs: deps.config.taskDurationMs,
        outcome: "completed",
        failure: null,
        videoSeconds: 5,
        forced: null,
        forcedAt: 0,
      },
      now,
    );
    if (i === 0 || i === count - 1) ids.push(task.id);
  }
  return ids;
}

process.on("message", (raw) => {
  const message = raw as ServerMessage;
  switch (message.type) {
    case "fill": {
      void fill(message.count, message.team, message.model).then(([first, last]) => process.send?.({ type: "filled", first, last }));
      return;
    }
    case "memory":
      process.send?.({ type: "memory", memory: memory() });
      return;
    case "stats":
      void deps.store.stats().then((store) => process.send?.({ type: "stats", store, streams: deps.streams.open }));
      return;
    case "loop":
      process.send?.({ type: "loop", loop: loop() });
      return;
    case "stop":
      void running.close().then(() => process.exit(0));
      return;
  }
});
process.on("SIGTERM", () => void running.close().then(() => process.exit(0)));
// The benchmark went away without stopping us: go too.
process.on("disconnect", () => process.exit(0));
process.stdout.write(`${JSON.stringify({ url: running.url, pid: process.pid })}\n`);
