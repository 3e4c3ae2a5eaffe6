/** Shared set-up of the client, example and browser tests: a quiet, fast mock on a free port. */
import type { MockConfig } from "../../mocks/config/config.ts";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import type { JournalEntry } from "../../mocks/state/state.ts";

export const KEY = "sk-mock-default";
export const RESTRICTED_KEY = "sk-mock-restricted";

/** Streams without pacing and short tasks, so tests never wait on the mock's realism. */
export const FAST: Partial<MockConfig> = { taskDurationMs: 200, streamTtftMs: 0, streamTokensPerSecond: 0, logLevel: "silent" };

/** Starts the mock on 127.0.0.1 and a free port. */
export function startMock(config: Partial<MockConfig> = {}): Promise<RunningServer> {
  return startServer({ port: 0, host: "127.0.0.1", config: { ...FAST, ...config } });
}

/** The request journal of a session (the default one without an id). */
export async function journal(url: string, session?: string): Promise<JournalEntry[]> {
  const response = await fetch(`${url}/__mock/journal`, { headers: session ? { "x-mock-session": session } : {} });
  if (!response.ok) throw new Error(`GET /__mock/journal answered ${response.status}`);
  return ((await response.json()) as { entries: JournalEntry[] }).entries;
}
