/**
 * The gateway mock for a test run, framework-neutral: in-process on a free port of 127.0.0.1
 * (`mode: "http"`) or as MSW handlers in `setupServer` (`mode: "msw"`, no port at all), over a
 * manual clock by default. `start`, `reset` and `stop` are for the test framework's hooks;
 * `mocks/testing/vitest.ts` registers them with vitest in one line.
 */
import type { MockApp } from "../app.ts";
import type { MockConfig } from "../config/config.ts";
import type { KeysFile } from "../config/teams.ts";
import { startServer, type RunningServer } from "../transports/http/server.ts";
import { manualClock, type Clock, type ManualClock } from "../state/clock.ts";
import { installTestControls, type GatewayJournalEntry, type TestControls } from "../test-controls/test-controls.ts";
import { KEYS } from "./keys.ts";
import type { Scenario } from "../weather/scenario.ts";
import { readJournal } from "../state/read-journal.ts";
import { judge, type Verdict, type VerdictOptions } from "../verdict/verdict.ts";

export type { Scenario, Verdict, VerdictOptions };
export type { Finding, FindingCode } from "../verdict/verdict.ts";

export { KEYS, manualClock };
export { systemClock, type Clock, type ManualClock } from "../state/clock.ts";
export type { ClosedJournalEntry, ForceOptions, GatewayJournalEntry, UnmatchedJournalEntry } from "../test-controls/test-controls.ts";
export { prefer, type PreferControls } from "../../client/prefer.ts";
/** A fixture file of `ai-gateway-kit record` / `mock --fixtures` (generated from spec/fixtures.schema.json). */
export type { FixtureExchange, FixtureFile, FixtureTask } from "../../generated/fixtures.d.ts";

/**
 * The part of MSW's `SetupServer` the kit hands out (`gateway.msw`), written here so that these
 * types compile without msw installed: msw is an optional peer, and mode "http" needs none.
 */
export interface MswServer {
  /** Handlers for the current test, before the others; `reset()` removes them (MSW's `resetHandlers`). */
  use(...handlers: unknown[]): void;
  resetHandlers(...handlers: unknown[]): void;
  listHandlers(): ReadonlyArray<unknown>;
}

export interface GatewayMockOptions<C extends Clock = ManualClock> {
  /** "msw": handlers in MSW's setupServer (msw must be installed); "http": a real server on a free port. Default "msw". */
  mode?: "msw" | "http" | undefined;
  /** Base URL the MSW handlers answer under (mode "msw"). Default http://127.0.0.1:4010. */
  baseUrl?: string | undefined;
  /** Extra teams and keys: a keys file's path, or the same shape inline. */
  keys?: string | KeysFile | undefined;
  taskDurationMs?: number | undefined;
  seed?: number | undefined;
  /** Default a manual clock: time moves only by `clock.advance(ms)`. */
  clock?: C | undefined;
  /** Other settings; streams are unpaced and logs silent unless set here. */
  config?: Partial<MockConfig> | undefined;
  /** MSW's policy for requests no handler matches (mode "msw"). Default MSW's ("warn"). */
  onUnhandledRequest?: "bypass" | "warn" | "error" | undefined;
  /** A scenario ("weather") for every session that sets none (spec/control.yaml: Scenario); start() rejects a bad one, naming the field. */
  scenario?: Scenario | undefined;
  /**
   * Your app's own MSW handlers (mode "msw": `http.get("https://api.example.com/me", …)`), served
   * before the gateway's and kept across resets. A process has one MSW server at a time: a test
   * file that already calls `setupServer` passes its handlers here instead.
   */
  handlers?: readonly unknown[] | undefined;
}

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
 * The origin of the test's document in a DOM environment (vitest's jsdom or happy-dom), else
 * undefined. Its fetch sends that Origin, and happy-dom's applies CORS, so the control surface,
 * which refuses other origins' pages, would refuse the test's own requests to `/__mock` where the
 * MSW mode answers them: mode "http" lets that one origin in (the mock is the test's own, on loopback).
 */
function documentOrigin(): string | undefined {
  const scope = globalThis as { document?: unknown; location?: { origin?: string } };
  const origin = scope.document === undefined ? undefined : scope.location?.origin;
  return origin?.startsWith("http") ? origin : undefined;
}

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
  let running: { url: string; app: MockApp; controls: TestControls; msw?: MswServer; stop(): Promise<void> } | undefined;
  const started = () => {
    if (!running) throw new Error("[ai-gateway-kit] the gateway mock is not started: call start() first (or use useGatewayMock).");
    return running;
  };
  return {
    async start() {
      if (running) return;
      if (options.mode === "http") {
        const server: RunningServer = await startServer({
          port: 0,
          host: "127.0.0.1",
          clock,
          config: { ...config, controlCorsOrigins: config.controlCorsOrigins ?? documentOrigin(), keysFile: typeof options.keys === "string" ? options.keys : config.keysFile },
          keys: typeof options.keys === "object" ? options.keys : undefined,
          scenario: options.scenario,
        });
        running = { url: server.url, app: server.app, controls: installTestControls(server.app), stop: () => server.close() };
        return;
      }
      // Loaded here so that mode "http" works without msw installed.
      const [{ setupServer }, { createGatewayHandlers }] = await Promise.all([import("msw/node"), import("../transports/msw/index.ts")]);
      const gateway = createGatewayHandlers({ baseUrl: options.baseUrl, keys: options.keys, clock, config, scenario: options.scenario });
      await gateway.ready();
      const msw = gateway.attach(setupServer(...((options.handlers ?? []) as typeof gateway.handlers), ...gateway.handlers));
      // msw 2 reads `onUnhandledRequest`, msw 3 `onUnhandledFrame` (each ignores the other's name).
      const onUnhandled = options.onUnhandledRequest ?? "warn";
      msw.listen({ onUnhandledRequest: onUnhandled, onUnhandledFrame: onUnhandled } as Parameters<typeof msw.listen>[0]);
      running = { url: gateway.baseUrl, app: gateway.app, controls: { ...gateway, clear: gateway.reset }, msw, stop: async () => msw.close() };
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
