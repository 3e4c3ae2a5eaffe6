/**
 * A real redis-server for the shared-state tests: started by the test on 127.0.0.1 and a free
 * port, stopped (by its own pid) by the same test. Without the redis-server binary (the Debian
 * package `redis-server`) the tests that need it are skipped, and say so.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** Whether this machine has redis-server. */
export const hasRedis = spawnSync("redis-server", ["--version"], { stdio: "ignore" }).status === 0;

/** Prints the one visible reason line when the Redis tests cannot run. */
export function sayWhyRedisTestsSkip(what: string): void {
  if (!hasRedis) console.log(`[skip] ${what}: redis-server is not installed (Debian package redis-server; .ci/run installs it).`);
}

export interface RunningRedis {
  url: string;
  port: number;
  /** Stops it (the data is gone unless it persists). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts redis-server on a free port, without persistence; or, given a directory, with an
 * append-only file synced on every write there, so what it acknowledged survives a restart.
 */
export async function startRedis(options: { persistIn?: string } = {}): Promise<RunningRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const persistence = options.persistIn
    ? ["--appendonly", "yes", "--appendfsync", "always", "--dir", options.persistIn]
    : ["--appendonly", "no"];
  const start = async () => {
    const proc = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", ...persistence, "--protected-mode", "yes"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let out = "";
      const onData = (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes("Ready to accept connections")) {
          proc.stdout!.off("data", onData);
          proc.stdout!.resume();
          resolve();
        }
      };
      proc.stdout!.on("data", onData);
      proc.stderr!.resume();
      proc.once("exit", (code) => reject(new Error(`redis-server exited with ${code}: ${out.slice(-500)}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    child = undefined;
    if (!proc || proc.exitCode !== null) return;
    const exited = new Promise((resolve) => proc.once("exit", resolve));
    proc.kill("SIGTERM");
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}/0`, port, stop, start };
}
