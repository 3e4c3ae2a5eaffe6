/**
 * Assembles the mock: config, catalog, teams, store, clock and memo as deps; the operation
 * table, the default handlers and the control routes; and the core over them. The one place
 * that knows all the parts: the core imports none of them.
 */
import type { Logger } from "pino";
import { operationTable } from "../spec/operations.ts";
import { loadCatalog } from "./config/catalog.ts";
import { loadConfig, type MockConfig } from "./config/config.ts";
import { loadTeams, type KeysFile } from "./config/teams.ts";
import { controlRoutes } from "./control-surface/index.ts";
import type { Deps } from "./core/deps.ts";
import { createCore, type Respond } from "./core/mock.ts";
import { defaultHandlers } from "./handlers/index.ts";
import { createLogger } from "./logger.ts";
import { loadReplay } from "./replay/replay.ts";
import { systemClock, type Clock } from "./state/clock.ts";
import { Memo } from "./state/memo.ts";
import { createState } from "./state/index.ts";
import { WeatherBook } from "./weather/book.ts";
import { verdictFacts } from "./verdict/record.ts";
import { Metrics } from "./metrics/metrics.ts";

export interface MockApp {
  deps: Deps;
  /** The core: a request in, a promised response out. */
  respond: Respond;
}

export interface MockOptions {
  config?: Partial<MockConfig>;
  clock?: Clock;
  log?: Logger;
  /** Teams and keys merged over the built-in ones, inline (where there is no file system); else `config.keysFile`. */
  keys?: KeysFile;
  /** A scenario ("weather") for every session that sets none (spec/control.yaml: Scenario); `deps.weather.ready()` says whether it is valid. */
  scenario?: unknown;
}

/**
 * Builds the mock over its deps, transport-free.
 * @example const { respond } = createMock({ config: { taskDurationMs: 100 }, clock: manualClock() });
 */
export function createMock(options: MockOptions = {}): MockApp {
  const config = loadConfig(process.env, options.config);
  const clock = options.clock ?? systemClock();
  const log = options.log ?? createLogger(config.logLevel);
  const deps: Deps = {
    config,
    clock,
    catalog: loadCatalog(config.modelsFile),
    teams: loadTeams(options.keys ?? config.keysFile),
    log,
    store: createState(config, clock, log),
    memo: new Memo({ maxEntries: config.memoMaxEntries, maxBytes: config.memoMaxBytes }),
    streams: { open: 0 },
  };
  const weather = new WeatherBook(operationTable, deps.store, () => clock.now(), () => deps.streams.open);
  deps.weather = weather;
  if (options.scenario !== undefined) void weather.setDefault(options.scenario).catch(() => undefined);
  const metrics = new Metrics();
  // Recorded fixtures answer first when there are any (ai-gateway-kit mock --fixtures DIR), inside the core's lifecycle.
  const answers = config.fixturesDir
    ? loadReplay(config.fixturesDir, {
        strict: config.fixturesStrict,
        speed: config.replaySpeed,
        limits: { maxFiles: config.fixturesMaxFiles, maxFileBytes: config.fixturesMaxFileBytes, maxTotalBytes: config.fixturesMaxBytes, maxTotalFrames: config.fixturesMaxFrames },
      })
    : undefined;
  const respond = createCore({
    operations: operationTable,
    handlers: defaultHandlers,
    control: [...controlRoutes, ...metrics.routes()],
    deps,
    facts(exchange, response, factDeps, entry) {
      metrics.observe(exchange, response, factDeps);
      verdictFacts(exchange, response, factDeps, entry);
    },
    ...(answers ? { answers } : {}),
  });
  return { deps, respond };
}
