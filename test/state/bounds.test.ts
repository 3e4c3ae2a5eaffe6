/**
 * The state's bounds (issue 13's STATE bounds), one case each, run against both implementations
 * of the state: in-process, and Redis (a real redis-server this file starts, when installed).
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMock, type MockApp } from "../../mocks/app.ts";
import { loadConfig, type MockConfig } from "../../mocks/config/config.ts";
import { TEST_CONFIG } from "../support/harness.ts";
import { hasRedis, sayWhyRedisTestsSkip, startRedis, type RunningRedis } from "./redis-server.ts";
import { bodyFromBytes } from "../../mocks/body/index.ts";

const quiet = pino({ level: "silent" });
let redis: RunningRedis | undefined;
let prefixes = 0;
const apps: MockApp[] = [];

sayWhyRedisTestsSkip("the state bounds against Redis");
beforeAll(async () => {
  if (hasRedis) redis = await startRedis();
});
afterAll(async () => {
  for (const app of apps) await app.deps.store.close();
  await redis?.stop();
});

interface Backend {
  name: string;
  skip: boolean;
  make(config: Partial<MockConfig>): Promise<MockApp>;
}

const backends: Backend[] = [
  { name: "in-process state", skip: false, make: async (config) => createMock({ config: { ...TEST_CONFIG, ...config }, log: quiet }) },
  {
    name: "Redis state",
    skip: !hasRedis,
    async make(config) {
      const app = createMock({ config: { ...TEST_CONFIG, ...config, stateUrl: redis!.url, statePrefix: `bounds${++prefixes}:` }, log: quiet });
      apps.push(app);
      await app.deps.store.ready?.();
      return app;
    },
  },
];

const AUTH = "Bearer sk-mock-default";

function client(app: MockApp) {
  const call = async (method: string, path: string, session: string, options: { body?: unknown; query?: Record<string, string> } = {}) => {
    const headers: Record<string, string> = { host: "127.0.0.1:4010", authorization: AUTH, "x-mock-session": session };
    let rawBody: Uint8Array | undefined;
    if (options.body !== undefined) {
      rawBody = Buffer.from(JSON.stringify(options.body));
      headers["content-type"] = "application/json";
    }
    const response = await app.respond({ method, path, query: options.query ?? {}, headers, body: rawBody && bodyFromBytes(rawBody) });
    return { status: response.status, body: response.body as any };
  };
  return {
    call,
    submit: async (session: string) => {
      const { status, body } = await call("POST", "/client/v2/ai/generations", session, { body: { model: "kling-v1", input: { prompt: "a boat" } } });
      expect(status).toBe(200);
      return body.data.task_id as number;
    },
    poll: async (session: string, id: number) => (await call("GET", `/client/v2/ai/tasks/${id}`, session)).status,
  };
}

describe("the state bounds are read from their environment variables", () => {
  it("reads MOCK_JOURNAL_MAX_ENTRIES, MOCK_SESSION_CAP, MOCK_TASK_CAP, MOCK_SESSION_TASK_CAP and MOCK_RATE_WINDOWS_MAX", () => {
    const config = loadConfig({
      MOCK_JOURNAL_MAX_ENTRIES: "11",
      MOCK_SESSION_CAP: "12",
      MOCK_TASK_CAP: "13",
      MOCK_SESSION_TASK_CAP: "14",
      MOCK_RATE_WINDOWS_MAX: "15",
    });
    expect([config.journalMaxEntries, config.sessionCap, config.taskCap, config.sessionTaskCap, config.rateWindowsMax]).toEqual([11, 12, 13, 14, 15]);
  });

  it("refuses a cap of 0 tasks, sessions or windows, which would keep nothing", () => {
    expect(() => loadConfig({ MOCK_TASK_CAP: "0" })).toThrow(/MOCK_TASK_CAP/);
    expect(() => loadConfig({ MOCK_SESSION_CAP: "0" })).toThrow(/MOCK_SESSION_CAP/);
    expect(() => loadConfig({ MOCK_RATE_WINDOWS_MAX: "0" })).toThrow(/MOCK_RATE_WINDOWS_MAX/);
  });
});

for (const backend of backends) {
  describe.skipIf(backend.skip)(`with ${backend.name}`, () => {
    it("keeps MOCK_JOURNAL_MAX_ENTRIES entries of all sessions together, each session reading its own", async () => {
      const { call } = client(await backend.make({ journalMaxEntries: 10 }));
      for (let i = 0; i < 8; i++) await call("GET", "/api/users", "a");
      for (let i = 0; i < 8; i++) await call("GET", "/api/users", "b");
      const a = (await call("GET", "/__mock/journal", "a")).body;
      const b = (await call("GET", "/__mock/journal", "b")).body;
      expect([a.entries.length, b.entries.length]).toEqual([2, 8]);
      expect(new Set([...a.entries, ...b.entries].map((e: { id: string }) => e.id)).size).toBe(10);
    });

    it("drops a session's journal entries and tasks on its reset, and only its own (a session named with / and quotes too)", async () => {
      const { call, submit, poll } = client(await backend.make({}));
      const odd = 'team/a "b"';
      const kept = await submit("other");
      const gone = await submit(odd);
      for (let i = 0; i < 3; i++) await call("GET", "/api/users", odd);
      for (let i = 0; i < 2; i++) await call("GET", "/api/users", "other");
      expect((await call("GET", "/__mock/journal", odd)).body.entries.length).toBe(4);
      expect((await call("POST", "/__mock/reset", odd)).status).toBe(200);
      expect(await poll(odd, gone)).toBe(404);
      expect(await poll("other", kept)).toBe(200);
      // The reset's own line and the poll above remain; the four before the reset are gone.
      const left = (await call("GET", "/__mock/journal", odd)).body.entries.map((e: { path: string }) => e.path);
      expect(left).not.toContain("/api/users");
      const other = (await call("GET", "/__mock/journal", "other")).body.entries.map((e: { path: string }) => e.path);
      expect(other.filter((path: string) => path === "/api/users")).toHaveLength(2);
    });

    it("evicts the oldest task of all sessions at MOCK_TASK_CAP", async () => {
      const { submit, poll } = client(await backend.make({ taskCap: 3, sessionTaskCap: 10 }));
      const first = await submit("a");
      const second = await submit("a");
      const third = await submit("b");
      const fourth = await submit("b");
      expect(await poll("a", first)).toBe(404);
      expect([await poll("a", second), await poll("b", third), await poll("b", fourth)]).toEqual([200, 200, 200]);
    });

    it("evicts a session's oldest task at MOCK_SESSION_TASK_CAP, leaving other sessions' tasks alone", async () => {
      const { submit, poll } = client(await backend.make({ sessionTaskCap: 2 }));
      const other = await submit("b");
      const ids = [await submit("a"), await submit("a"), await submit("a")];
      expect(await Promise.all(ids.map((id) => poll("a", id)))).toEqual([404, 200, 200]);
      expect(await poll("b", other)).toBe(200);
    });

    it("counts a task the session cap evicted out of the global cap too: one eviction, not two, when both caps are reached at once", async () => {
      const { submit, poll } = client(await backend.make({ taskCap: 3, sessionTaskCap: 2 }));
      const [a1, a2, b1] = [await submit("a"), await submit("a"), await submit("b")];
      const a3 = await submit("a");
      expect([await poll("a", a1), await poll("a", a2), await poll("b", b1), await poll("a", a3)]).toEqual([404, 200, 200, 200]);
    });

    it("keeps MOCK_SESSION_CAP sessions, the least recently used out first with its tasks", async () => {
      const { submit, poll, call } = client(await backend.make({ sessionCap: 2 }));
      const a = await submit("a");
      const b = await submit("b");
      await call("GET", "/api/users", "a");
      await call("GET", "/api/users", "c");
      expect(await poll("a", a)).toBe(200);
      expect(await poll("b", b)).toBe(404);
    });

    it("keeps MOCK_RATE_WINDOWS_MAX rate windows, the least recently used forgotten first", async () => {
      const { call } = client(await backend.make({ rateLimitRequests: 2, rateWindowsMax: 2 }));
      const chat = (session: string) =>
        call("POST", "/client/v2/ai/chat/completions", session, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] } });
      expect([(await chat("a")).status, (await chat("a")).status, (await chat("a")).status]).toEqual([200, 200, 429]);
      await chat("b");
      await chat("c");
      // a's window was the least recently used of three: forgotten, so a starts a new one.
      expect((await chat("a")).status).toBe(200);
    });

    it("runs on the state it names", async () => {
      expect((await backend.make({})).deps.store.kind).toBe(backend.name.startsWith("Redis") ? "redis" : "memory");
    });

    it("pages GET /__mock/tasks by limit and next_cursor, oldest first, until next_cursor is null", async () => {
      const { submit, call } = client(await backend.make({}));
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push(await submit("pages"));
      const seen: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: Record<string, string> = { limit: "2", ...(cursor ? { cursor } : {}) };
        const { status, body } = await call("GET", "/__mock/tasks", "pages", { query });
        expect(status).toBe(200);
        seen.push(...body.tasks.map((t: { task_id: number }) => t.task_id));
        cursor = body.next_cursor;
        pages += 1;
      } while (cursor !== null && pages < 10);
      expect(seen).toEqual(ids);
      expect(pages).toBe(3);
    });

    it("pages GET /__mock/journal with 100 entries by default", async () => {
      const { call } = client(await backend.make({}));
      for (let i = 0; i < 105; i++) await call("GET", "/api/users", "journal");
      const first = (await call("GET", "/__mock/journal", "journal")).body;
      expect(first.entries.length).toBe(100);
      const rest = (await call("GET", "/__mock/journal", "journal", { query: { cursor: first.next_cursor } })).body;
      expect([rest.entries.length, rest.next_cursor]).toEqual([5, null]);
    });

    it("refuses a limit outside 1..1000 and a cursor it did not issue with 400 invalid_request naming the parameter", async () => {
      const { call } = client(await backend.make({}));
      for (const [query, param] of [
        [{ limit: "0" }, "limit"],
        [{ limit: "1001" }, "limit"],
        [{ limit: "1e3" }, "limit"],
        [{ cursor: "bm9wZQ" }, "cursor"],
        [{ cursor: Buffer.from("j.5").toString("base64url") }, "cursor"],
      ] as const) {
        const { status, body } = await call("GET", "/__mock/tasks", "bad", { query });
        expect([status, body.error.code, body.error.param], JSON.stringify(query)).toEqual([400, "invalid_request", param]);
      }
    });
  });
}
