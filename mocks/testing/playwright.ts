/**
 * The gateway mock as a Playwright Test fixture: `import { test, expect } from
 * "ai-gateway-kit/playwright"`. Each worker starts one HTTP mock on a free port of 127.0.0.1,
 * over a manual clock (or uses the mock at MOCK_URL when it is set, shared by every worker);
 * each test gets a session of its own: the page's requests to the mock carry
 * `X-Mock-Session: <session>` (so do the `request` fixture's, and no browser starts for a test
 * that uses only `request` and `gateway`), `gateway.clock.advance()`, `gateway.journal()` and
 * `gateway.tasks()` act on that session, and the session is reset after the test. Parallel
 * tests therefore never see each other's tasks or journal, even on one shared mock, and
 * `gateway.force()` forces an error on this test's page only. An app that calls the gateway at a
 * fixed base URL (its own dev server's proxy, or the real gateway's) names it in the
 * `gatewayBaseUrl` option: the page's requests under it go to this test's mock instead.
 * @playwright/test is an optional peer dependency: only this entry imports it.
 */
import { test as base, expect } from "@playwright/test";
import type { MockConfig } from "../config/config.ts";
import type { KeysFile } from "../config/teams.ts";
import type { JournalEntry } from "../state/state.ts";
import type { Scenario } from "../weather/scenario.ts";
import type { Verdict, VerdictOptions } from "../verdict/verdict.ts";
import { manualClock } from "../state/clock.ts";
import { startServer } from "../transports/http/server.ts";
import { KEYS } from "./keys.ts";
import type { DeclaredStatus, OperationId } from "../../client/types.ts";
import { forcedPrefer, operationOf } from "../test-controls/test-controls.ts";
import { appGatewayBase, pageTargetOnMock } from "../test-controls/page-routing.ts";

export { expect, KEYS };
export type { JournalEntry } from "../state/state.ts";
export type { Scenario, Verdict, VerdictOptions };

/** The mock's view of a task of the session (GET /__mock/tasks). */
export interface SessionTask {
  task_id: number;
  status: string;
  [field: string]: unknown;
}

export interface Gateway {
  /** Where the mock answers (its origin: OpenAI clients use `${url}/client/v2/ai`). */
  url: string;
  /** This test's session (X-Mock-Session), set on the page's requests to the mock. */
  session: string;
  keys: typeof KEYS;
  clock: {
    /** Moves the mock's clock: tasks whose time has come complete at once. The clock is the mock's, shared by the sessions on it. */
    advance(ms: number): Promise<void>;
  };
  /** The session's request journal, oldest first. */
  journal(): Promise<JournalEntry[]>;
  /** The session's tasks, oldest first. */
  tasks(): Promise<SessionTask[]>;
  /** The headers that put a request of your own (from Node) in this session. */
  headers: Record<string, string>;
  /**
   * Answers the page's requests of the operation with a status it declares (the mock's body for
   * it), until the test ends (or for the next `times` of them): this test's page only, whatever
   * runs beside it. It adds the `Prefer: code=…` the app could send, to the page's requests and the
   * request fixture's; Node's own `fetch` is not touched.
   * @example gateway.force("createChatCompletion", 429, { times: 1 });
   */
  force<O extends OperationId>(operationId: O, status: DeclaredStatus<O>, options?: { times?: number }): void;
  /** Stops forcing one operation, or every one. */
  unforce(operationId?: OperationId): void;
  /** Sets the session's scenario ("weather"), as POST /__mock/scenario does; a bad one rejects with the mock's 400 naming the field. */
  setScenario(scenario: Scenario): Promise<void>;
  /** What the session's client did wrong (GET /__mock/verdict), from its journal. */
  verdict(options?: VerdictOptions): Promise<Verdict>;
}

export interface GatewayTestOptions {
  /**
   * The base URL your app's OpenAI client calls, as it would set `baseURL` (e.g. its dev
   * server's proxy, `http://localhost:5173/api` or `/api` beside Playwright's `baseURL`, or the
   * real gateway's `https://gw.example.com/client/v2/ai`): the page's requests under it go to this test's mock
   * (`${gateway.url}/client/v2/ai/…`), in its session, so an app built with a fixed URL needs no
   * shared mock, and each worker's mock keeps its clock to the one test it runs.
   */
  gatewayBaseUrl: string | undefined;
}

export interface GatewayWorkerOptions {
  /** Settings of the mock each worker starts (ignored with MOCK_URL). Streams are unpaced and logs silent unless set here. */
  gatewayConfig: Partial<MockConfig>;
  /** Extra teams and keys for the mock each worker starts (ignored with MOCK_URL). */
  gatewayKeys: KeysFile | undefined;
}

interface GatewayWorkerFixtures extends GatewayWorkerOptions {
  gatewayServer: { url: string };
}

/** The test's session on the mock, shared by the page's routes, the request fixture and `gateway`; reset after the test. */
interface GatewaySession {
  url: string;
  session: string;
  headers: Record<string, string>;
  /** Per operation, the Prefer value force() adds and how many requests are left to force. */
  forced: Map<OperationId, { prefer: string; left: number }>;
  /** Where a request goes on the mock, or undefined when it is not the gateway's. */
  onMock(target: URL): URL | undefined;
  /** The Prefer value to add to a request to the mock, spending one of its rule's `times`. */
  preferFor(method: string, target: URL): string | undefined;
}

/**
 * A request's headers in the session, with force()'s Prefer value last, so it wins over a code
 * the request itself prefers, as the test helpers' force() does.
 */
function withSession(sent: Record<string, string>, session: Record<string, string>, prefer: string | undefined): Record<string, string> {
  if (prefer === undefined) return { ...sent, ...session };
  const own = Object.keys(sent).find((name) => name.toLowerCase() === "prefer");
  const rest = Object.fromEntries(Object.entries(sent).filter(([name]) => name !== own));
  return { ...rest, ...session, prefer: own ? `${sent[own]}, ${prefer}` : prefer };
}

/** Test defaults, as the other test helpers have them: no pacing, no logs. */
const TESTING: Partial<MockConfig> = { streamTtftMs: 0, streamTokensPerSecond: 0, logLevel: "silent" };

/** A control request of the session; the mock's own error text when it refuses. */
async function control(url: string, session: string, path: string, body?: unknown): Promise<unknown> {
  const headers: Record<string, string> = { "x-mock-session": session };
  if (process.env.MOCK_CONTROL_TOKEN) headers["x-mock-token"] = process.env.MOCK_CONTROL_TOKEN;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${url}/__mock${path}`, { method: body === undefined ? "GET" : "POST", headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`[ai-gateway-kit] ${body === undefined ? "GET" : "POST"} /__mock${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** The query of GET /__mock/verdict for its thresholds. */
function verdictQuery(options: VerdictOptions): string {
  const query = new URLSearchParams();
  if (options.pollFloorMs !== undefined) query.set("poll_floor_ms", String(options.pollFloorMs));
  if (options.duplicateWindowMs !== undefined) query.set("duplicate_window_ms", String(options.duplicateWindowMs));
  if (options.minBackoffMs !== undefined) query.set("min_backoff_ms", String(options.minBackoffMs));
  return query.size === 0 ? "" : `?${query}`;
}

/** Every page of a paged control list (`next_cursor`). */
async function allPages<T>(url: string, session: string, path: string, key: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page = (await control(url, session, `${path}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`)) as Record<string, unknown>;
    items.push(...((page[key] as T[]) ?? []));
    cursor = (page.next_cursor as string | null) ?? null;
  } while (cursor);
  return items;
}

/**
 * Playwright's `test` with a `gateway` fixture.
 * @example
 * test("shows the answer", async ({ page, gateway }) => {
 *   await page.goto(`/?api=${gateway.url}/client/v2/ai&key=${gateway.keys.default}`);
 *   await gateway.clock.advance(5000);
 *   expect((await gateway.tasks())[0]?.status).toBe("completed");
 * });
 */
export const test = base.extend<{ gateway: Gateway; gatewaySession: GatewaySession } & GatewayTestOptions, GatewayWorkerFixtures>({
  gatewayBaseUrl: [undefined, { option: true }],
  gatewayConfig: [{}, { scope: "worker", option: true }],
  gatewayKeys: [undefined, { scope: "worker", option: true }],
  gatewayServer: [
    async ({ gatewayConfig, gatewayKeys }, use) => {
      const shared = process.env.MOCK_URL;
      if (shared) {
        await use({ url: shared.replace(/\/+$/, "") });
        return;
      }
      const server = await startServer({ port: 0, host: "127.0.0.1", clock: manualClock(), config: { ...TESTING, ...gatewayConfig }, keys: gatewayKeys });
      try {
        await use({ url: server.url });
      } finally {
        await server.close();
      }
    },
    { scope: "worker" },
  ],
  gatewaySession: async ({ gatewayServer, gatewayBaseUrl, baseURL }, use, testInfo) => {
    const { url } = gatewayServer;
    const session = `pw-${testInfo.workerIndex}-${testInfo.testId}-${testInfo.retry}`;
    const mock = new URL(url);
    const mockPrefix = mock.pathname.replace(/\/+$/, "");
    const appBase = appGatewayBase(gatewayBaseUrl, baseURL);
    const forced = new Map<OperationId, { prefer: string; left: number }>();
    await use({
      url,
      session,
      headers: { "x-mock-session": session },
      forced,
      onMock: (target) => pageTargetOnMock(target, mock, appBase),
      preferFor: (method, target) => {
        const operationId = operationOf(method, target.pathname.slice(mockPrefix.length));
        const rule = operationId === undefined ? undefined : forced.get(operationId);
        if (operationId === undefined || rule === undefined) return undefined;
        if (--rule.left <= 0) forced.delete(operationId);
        return rule.prefer;
      },
    });
    await control(url, session, "/reset", {});
  },
  // The page's requests to the mock (or to the app's base URL for it) join this test's session; nothing else is touched.
  context: async ({ context, gatewaySession }, use) => {
    const { onMock, preferFor, headers } = gatewaySession;
    await context.route(
      (target) => onMock(target) !== undefined,
      (route) => {
        const request = route.request();
        const sent = request.headers();
        const target = onMock(new URL(request.url()))!;
        const sending = withSession(sent, headers, preferFor(request.method(), target));
        if (target.href === request.url()) return route.continue({ headers: sending });
        if (target.protocol === new URL(request.url()).protocol) return route.continue({ url: target.href, headers: sending });
        // Playwright moves a request to another protocol (the app's https:// base, the mock's
        // http://) only by fetching it here: the page gets the answer whole, a stream at once.
        return route.fetch({ url: target.href, headers: sending, maxRedirects: 0 }).then(
          (response) => route.fulfill({ response }),
          // The mock cut the connection (Prefer: stream=drop-after-N), or the page went away.
          () => route.abort("connectionreset").catch(() => undefined),
        );
      },
    );
    await use(context);
  },
  // So do the request fixture's: the same APIRequestContext, its calls to the mock given the session's headers.
  request: async ({ request, gatewaySession, baseURL }, use) => {
    const { onMock, preferFor, headers } = gatewaySession;
    const METHODS: Record<string, string | undefined> = { fetch: undefined, get: "GET", post: "POST", put: "PUT", patch: "PATCH", delete: "DELETE", head: "HEAD" };
    await use(
      new Proxy(request, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (typeof property !== "string" || !(property in METHODS) || typeof value !== "function") return value;
          return (address: unknown, options: { method?: string; headers?: Record<string, string> } = {}) => {
            const onTheMock = typeof address === "string" ? onMock(new URL(address, baseURL)) : undefined;
            if (onTheMock === undefined) return (value as (...args: unknown[]) => unknown).call(target, address, options);
            const method = METHODS[property] ?? options.method?.toUpperCase() ?? "GET";
            return (value as (...args: unknown[]) => unknown).call(target, onTheMock.href, { ...options, headers: withSession(options.headers ?? {}, headers, preferFor(method, onTheMock)) });
          };
        },
      }),
    );
  },
  gateway: async ({ gatewaySession }, use) => {
    const { url, session, headers, forced } = gatewaySession;
    await use({
      url,
      session,
      keys: KEYS,
      headers,
      clock: {
        advance: async (ms) => {
          await control(url, session, "/clock", { advance_ms: ms });
        },
      },
      journal: () => allPages<JournalEntry>(url, session, "/journal", "entries"),
      tasks: () => allPages<SessionTask>(url, session, "/tasks", "tasks"),
      force: (operationId, status, options = {}) => {
        forced.set(operationId, { prefer: forcedPrefer(operationId, status), left: options.times ?? Infinity });
      },
      unforce: (operationId) => {
        if (operationId === undefined) forced.clear();
        else forced.delete(operationId);
      },
      setScenario: async (scenario) => {
        await control(url, session, "/scenario", scenario);
      },
      verdict: async (options = {}) => (await control(url, session, `/verdict${verdictQuery(options)}`)) as Verdict,
    });
  },
});
