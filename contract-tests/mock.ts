/**
 * Starts our mock in-process, for runs without CONTRACT_BASE_URL. Loaded lazily by URL so the
 * suite itself never imports mock code: it must run against a real server without it.
 */

/** The mock settings the suite starts it with: short tasks, pacing off, quiet. */
export const STARTED_MOCK_CONFIG = {
  taskDurationMs: 300,
  streamTtftMs: 0,
  streamTokensPerSecond: 0,
  logLevel: "silent",
} as const;

export interface RunningMock {
  url: string;
  close(): Promise<void>;
}

type StartServer = (options: { port: number; host: string; config?: Record<string, unknown> }) => Promise<RunningMock>;

/** Starts the mock on 127.0.0.1 and a free port. */
export async function startMock(config: Record<string, unknown> = {}): Promise<RunningMock> {
  const moduleUrl = new URL("../mocks/transports/http/server.ts", import.meta.url).href;
  let startServer: StartServer;
  try {
    ({ startServer } = (await import(moduleUrl)) as { startServer: StartServer });
  } catch (cause) {
    throw new Error(`[contract] cannot load the mock (${moduleUrl}); set CONTRACT_BASE_URL to test a running server`, { cause });
  }
  return startServer({ port: 0, host: "127.0.0.1", config: { ...STARTED_MOCK_CONFIG, ...config } });
}
