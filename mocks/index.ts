/**
 * The public programmatic entry, `ai-gateway-kit/mock`: start the mock from a test setup and
 * stop it afterwards. A thin wrapper over the HTTP adapter (mocks/transports/http/server.ts), so the core
 * can change underneath without changing what users import.
 */
import type { Logger } from "pino";
import type { MockConfig } from "./config/config.ts";
import { startServer } from "./transports/http/server.ts";
import type { Clock } from "./state/clock.ts";

export type { MockConfig } from "./config/config.ts";

export interface StartMockOptions {
  /** Port to listen on; 0 (the default) picks a free one. */
  port?: number | undefined;
  /** Address to listen on; 127.0.0.1 by default. */
  host?: string | undefined;
  /** Settings over the defaults and the MOCK_* environment; logging is silent unless given. */
  config?: Partial<MockConfig> | undefined;
  clock?: Clock | undefined;
  log?: Logger | undefined;
}

export interface RunningMock {
  /** http://host:port of the listening mock. */
  url: string;
  /** The OpenAI-compatible base URL (`${url}/client/v2/ai`), for an OpenAI client's baseURL. */
  openaiBaseUrl: string;
  port: number;
  /** Stops accepting, lets in-flight requests finish, then closes. */
  close(): Promise<void>;
}

/**
 * Starts the mock on a free loopback port.
 * @example
 * const mock = await startMock({ config: { taskDurationMs: 200 } });
 * const res = await fetch(`${mock.url}/api/users`);
 * await mock.close();
 */
export async function startMock(options: StartMockOptions = {}): Promise<RunningMock> {
  const running = await startServer({
    port: options.port ?? 0,
    host: options.host ?? "127.0.0.1",
    config: { logLevel: "silent", ...options.config },
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  return {
    url: running.url,
    openaiBaseUrl: `${running.url}/client/v2/ai`,
    port: Number(new URL(running.url).port),
    close: () => running.close(),
  };
}
