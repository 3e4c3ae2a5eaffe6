/**
 * The gateway mock for a test run, framework-neutral: in-process on a free port of 127.0.0.1
 * (`mode: "http"`) or as MSW handlers in `setupServer` (`mode: "msw"`, no port at all), over a
 * manual clock by default. In a page (Vitest Browser Mode) the browser build takes
 * start.browser.ts: MSW's `setupWorker`, and no mode "http". `start`, `reset` and `stop` are for
 * the test framework's hooks; `mocks/testing/vitest.ts` registers them with vitest in one line.
 */
import type { MockApp } from "../app.ts";
import type { MockConfig } from "../config/config.ts";
import { manualClock, type Clock, type ManualClock } from "../state/clock.ts";
import type { GatewayJournalEntry, TestControls } from "../test-controls/test-controls.ts";
import { KEYS } from "./keys.ts";
import type { Scenario } from "../weather/scenario.ts";
import { readJournal } from "../state/read-journal.ts";
import { judge, type Verdict, type VerdictOptions } from "../verdict/verdict.ts";
import { startMock } from "./start.ts";
import type { RunningMock } from "./msw-mode.ts";
import type { GatewayMockOptions, MswServer } from "./options.ts";

export type { GatewayMockOptions, MswServer } from "./options.ts";

export type { Scenario, Verdict, VerdictOptions };
export type { Finding, FindingCode } from "../verdict/verdict.ts";

export { KEYS, manualClock };
export { systemClock, type Clock, type ManualClock } from "../state/clock.ts";
export type { ClosedJournalEntry, ForceOptions, GatewayJournalEntry, UnmatchedJournalEntry } from "../test-controls/test-controls.ts";
export { prefer, type PreferControls } from "../../client/prefer.ts";
/** A fixture file of `ai-gateway-kit record` / `mock --fixtures` (generated from spec/fixtures.schema.json). */
export type { FixtureExchange, FixtureFile, FixtureTask } from "../../generated/fixtures.d.ts";

export interface GatewayMock<C extends Clock = ManualClock> {
  start(): Promise<void>;
  /** Forgets every session's tasks, journal and rate windows (between tests). */
  reset(): void;
  stop(): Promise<void>;
  /** Where the gateway answers (its origin: append /client/v2/ai for OpenAI clients). */
  readonly url: string;
  readonly keys: typeof KEYS;
  readonly clock: C;
  /** A session's request journal (X-Mock-Session; default requests without one), oldest first: a union by operationId and status, bodies typed. */
  journal(session?: string): Promise<GatewayJournalEntry[]>;
  /**
   * Answers an operation's requests with a status it declares, until reset (or `times` of them).
   * @example gateway.force("createGeneration", 429); // gateway.force("listUsers", 401) does not compile
   */
  force: TestControls["force"];
  /** Stops forcing one operation, or every one. */
  unforce: TestControls["unforce"];
  /** The core and its deps, once started. */
  readonly app: MockApp;
  /** The MSW server (mode "msw"), for `server.use(...)` overrides within one test (reset removes them; lasting ones go in `handlers`). */
  readonly msw: MswServer | undefined;
  /** Sets a session's scenario, as POST /__mock/scenario does (default: requests without X-Mock-Session); a bad one rejects naming the field. */
  setScenario(scenario: Scenario, session?: string): Promise<void>;
  /** What the session's client did wrong (GET /__mock/verdict), from its journal. */
  verdict(session?: string, options?: VerdictOptions): Promise<Verdict>;
}

/** Test defaults: no pacing, no logs. */
const TESTING: Partial<MockConfig> = { streamTtftMs: 0, streamTokensPerSecond: 0, logLevel: "silent" };

/**
 * A gateway mock for a test file.
 * @example
 * const gateway = gatewayMock({ mode: "msw" });
 * beforeAll(gateway.start); afterEach(gateway.reset); afterAll(gateway.stop);
 */
export function gatewayMock<C extends Clock = ManualClock>(options: GatewayMockOptions<C> = {}): GatewayMock<C> {
  const clock = options.clock ?? (manualClock() as Clock as C);
  const config: Partial<MockConfig> = { ...TESTING, ...options.config };
  if (options.taskDurationMs !== undefined) config.taskDurationMs = options.taskDurationMs;
  if (options.seed !== undefined) config.seed = options.seed;
  let running: RunningMock | undefined;
  const started = () => {
    if (!running) throw new Error("[ai-gateway-kit] the gateway mock is not started: call start() first (or use useGatewayMock).");
    return running;
  };
  return {
    async start() {
      if (running) return;
      running = await startMock({ options, clock, config });
    },
    reset() {
      if (!running) return;
      running.app.deps.store.reset();
      running.app.deps.memo.clear();
      running.controls.clear();
      running.msw?.resetHandlers();
    },
    async stop() {
      const current = running;
      running = undefined;
      await current?.stop();
    },
    get url() {
      return started().url;
    },
    keys: KEYS,
    clock,
    journal: (session) => started().controls.journal(session),
    force: (operationId, status, options) => started().controls.force(operationId, status, options),
    unforce: (operationId) => started().controls.unforce(operationId),
    get app() {
      return started().app;
    },
    get msw() {
      return running?.msw;
    },
    verdict: async (session, verdictOptions) => judge(await readJournal(started().app.deps.store, session), verdictOptions),
    async setScenario(scenario, session) {
      const { deps } = started().app;
      const { session: opened } = await deps.store.begin(session);
      await deps.weather!.set(opened, scenario);
    },
  };
}
