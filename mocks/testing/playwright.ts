/**
 * The gateway mock as a Playwright Test fixture: `import { test, expect } from
 * "ai-gateway-kit/playwright"`. Each worker starts one HTTP mock on a free port of 127.0.0.1,
 * over a manual clock (or uses the mock at MOCK_URL when it is set, shared by every worker);
 * each test gets a session of its own: the page's requests to the mock carry
 * `X-Mock-Session: <session>`, `gateway.clock.advance()`, `gateway.journal()` and
 * `gateway.tasks()` act on that session, and the session is reset after the test. Parallel
 * tests therefore never see each other's tasks or journal, even on one shared mock, and
 * `gateway.force()` forces an error on this test's page only.
 * @playwright/test is an optional peer dependency: only this entry imports it.
 */
import { test as base, expect } from "@playwright/test";
import type { MockConfig } from "../config/config.ts";
import type { KeysFile } from "../config/teams.ts";
import type { JournalEntry } from "../state/state.ts";
import { manualClock } from "../state/clock.ts";
import { startServer } from "../transports/http/server.ts";
import { KEYS } from "./keys.ts";
import type { DeclaredStatus, OperationId } from "../../client/types.ts";
import { forcedPrefer, operationOf } from "../test-controls/test-controls.ts";

export { expect, KEYS };
export type { JournalEntry } from "../state/state.ts";

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
   * runs beside it. It adds the `Prefer: code=…` the app could send; requests from Node are not touched.
   * @example gateway.force("createChatCompletion", 429, { times: 1 });
   */
  force<O extends OperationId>(operationId: O, status: DeclaredStatus<O>, options?: { times?: number }): void;
  /** Stops forcing one operation, or every one. */
  unforce(operationId?: OperationId): void;
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
export const test = base.extend<{ gateway: Gateway }, GatewayWorkerFixtures>({
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
  gateway: async ({ gatewayServer, context }, use, testInfo) => {
    const { url } = gatewayServer;
    const session = `pw-${testInfo.workerIndex}-${testInfo.testId}-${testInfo.retry}`;
    const headers = { "x-mock-session": session };
    const mock = new URL(url);
    /** Per operation, the Prefer value force() adds and how many requests are left to force. */
    const forced = new Map<OperationId, { prefer: string; left: number }>();
    /** The Prefer value to add to a page's request, spending one of its rule's `times`. */
    const preferFor = (method: string, target: URL): string | undefined => {
      const operationId = operationOf(method, target.pathname.slice(mock.pathname.replace(/\/+$/, "").length));
      const rule = operationId === undefined ? undefined : forced.get(operationId);
      if (operationId === undefined || rule === undefined) return undefined;
      if (--rule.left <= 0) forced.delete(operationId);
      return rule.prefer;
    };
    // The page's requests to the mock join this test's session; nothing else is touched.
    await context.route(
      (target) => target.origin === mock.origin,
      (route) => {
        const request = route.request();
        const sent = request.headers();
        const prefer = preferFor(request.method(), new URL(request.url()));
        // Last, so it wins over a code the page itself prefers, as the test helpers' force() does.
        const extra: Record<string, string> = prefer === undefined ? {} : { prefer: sent.prefer ? `${sent.prefer}, ${prefer}` : prefer };
        return route.continue({ headers: { ...sent, ...headers, ...extra } });
      },
    );
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
    });
    await control(url, session, "/reset", {});
  },
});
