import pino, { type Logger } from "pino";
import { loadCatalog } from "./config/catalog.ts";
import { loadConfig, type MockConfig } from "./config/config.ts";
import { loadTeams } from "./config/teams.ts";
import type { Deps } from "./core/deps.ts";
import { createRespond, promised, type Handle, type Respond } from "./core/handle.ts";
import { systemClock, type Clock } from "./state/clock.ts";
import { Store } from "./state/store.ts";

export interface MockApp {
  deps: Deps;
  /** The core: a request in, a promised response out. */
  handle: Handle;
  /** The same core, answering synchronously when nothing waits (for the HTTP adapter's hot path). */
  respond: Respond;
}

export interface MockOptions {
  config?: Partial<MockConfig>;
  clock?: Clock;
  log?: Logger;
}

/**
 * Wires config, catalog, teams, store and clock into the transport-free core.
 * @example const { handle } = createMock({ config: { taskDurationMs: 100 }, clock: manualClock() });
 */
export function createMock(options: MockOptions = {}): MockApp {
  const config = loadConfig(process.env, options.config);
  const deps: Deps = {
    config,
    clock: options.clock ?? systemClock(),
    catalog: loadCatalog(config.modelsFile),
    teams: loadTeams(config.keysFile),
    log: options.log ?? pino({ level: config.logLevel }),
    store: new Store({
      taskCap: config.taskCap,
      taskTtlMs: config.taskTtlMs,
      journalSize: config.journalSize,
      sessionCap: config.sessionCap,
      rateLimitRequests: config.rateLimitRequests,
      rateLimitWindowMs: config.rateLimitWindowMs,
    }),
    streams: { open: 0 },
  };
  const respond = createRespond(deps);
  return { deps, respond, handle: promised(respond) };
}
