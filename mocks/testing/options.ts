/**
 * The options of `gatewayMock()` and the MSW server it hands out, apart from index.ts so that
 * the ways of starting it (msw-mode.ts, start.ts, start.browser.ts) can name them without
 * importing the module that imports them.
 */
import type { MockConfig } from "../config/config.ts";
import type { KeysFile } from "../config/teams.ts";
import type { Clock, ManualClock } from "../state/clock.ts";
import type { Scenario } from "../weather/scenario.ts";

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
  /**
   * "msw": handlers in MSW's setupServer (msw must be installed), or in a page (Vitest Browser
   * Mode) its setupWorker; "http": a real server on a free port (Node only). Default "msw".
   */
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
  /** In a page (mode "msw"): where it serves MSW's worker script. Default /mockServiceWorker.js, where Vitest Browser Mode serves msw's own. */
  workerUrl?: string | undefined;
}
