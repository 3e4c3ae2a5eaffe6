/**
 * Workers on every core (MOCK_WORKERS=N or auto): the primary forks N workers with node:cluster;
 * each runs the whole mock (cli/mock-main.ts) and they share one listening port, the primary
 * handing out connections. In-process state cannot be shared between processes, so more than
 * one worker needs MOCK_STATE_URL; a SIGTERM or SIGINT to the primary stops every worker
 * gracefully (each finishes its in-flight requests), then the primary.
 */
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";
import type { MockConfig } from "../../config/config.ts";

/** How many workers the config asks for (0 = auto: one per core). */
export function workerCount(config: MockConfig): number {
  return config.workers === 0 ? availableParallelism() : config.workers;
}

/** Why the mock must not start with this many workers, or undefined when it may. */
export function refusal(config: MockConfig, workers: number): string | undefined {
  if (workers > 1 && !config.stateUrl) {
    return `[mock] MOCK_WORKERS=${config.workers === 0 ? "auto" : config.workers} runs ${workers} processes, but the state is in-process and cannot be shared between them (a task created in one worker would be unknown to the next). Set MOCK_STATE_URL=redis://host:port/db, or run one worker.`;
  }
  return undefined;
}

/** What a worker tells the primary. */
export interface WorkerMessage {
  type: "listening";
  url: string;
}

/** The address without a password, for the banner and logs. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/[^@/]*@/, "//***@");
}

/**
 * Runs the primary: forks the workers, resolves with the URL once all listen. A worker that
 * dies on its own is replaced; `stop()` stops every worker gracefully and waits for them.
 */
export async function startPrimary(workers: number, log: Logger): Promise<{ url: string; stop(): Promise<void> }> {
  // Until every worker listens, a worker that exits fails the start (a wrong MOCK_STATE_URL
  // would otherwise be retried forever); after that, one that dies is replaced.
  let started = false;
  let stopping = false;
  const live = new Set<Worker>();
  const fork = (): Promise<string> => {
    const worker = cluster.fork();
    live.add(worker);
    worker.once("exit", (code, signal) => {
      live.delete(worker);
      if (stopping || !started) return;
      log.error({ pid: worker.process.pid, code, signal }, "worker died; starting another");
      fork().catch((error: unknown) => log.error({ err: error }, "could not replace a worker"));
    });
    return new Promise<string>((resolve, reject) => {
      worker.on("message", (message: WorkerMessage) => {
        if (message?.type === "listening") resolve(message.url);
      });
      worker.once("exit", (code) => reject(new Error(`a worker exited with code ${code} before listening`)));
    });
  };
  const stop = async () => {
    stopping = true;
    const exits = [...live].map((worker) => new Promise((resolve) => worker.once("exit", resolve)));
    for (const worker of live) worker.process.kill("SIGTERM");
    await Promise.all(exits);
  };
  let urls: string[];
  try {
    urls = await Promise.all(Array.from({ length: workers }, fork));
  } catch (error) {
    await stop();
    throw error;
  }
  started = true;
  return { url: urls[0]!, stop };
}
