/**
 * What GET /__mock/metrics asks of the state, against both implementations (in-process, and a
 * real redis-server this file starts when installed): every session's live tasks counted by their
 * status at the clock's now (on Redis read from the global index in steps of 1,000, so more than
 * 1,000 tasks are made here), and every session's journal, each session judged on its own.
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMock, type MockApp } from "../../mocks/app.ts";
import { bodyFromBytes } from "../../mocks/body/index.ts";
import type { MockConfig } from "../../mocks/config/config.ts";
import type { TaskDraft } from "../../mocks/state/state.ts";
import { TEST_CONFIG } from "../support/harness.ts";
import { hasRedis, sayWhyRedisTestsSkip, startRedis, type RunningRedis } from "./redis-server.ts";

const quiet = pino({ level: "silent" });
let redis: RunningRedis | undefined;
let prefixes = 0;
const apps: MockApp[] = [];

sayWhyRedisTestsSkip("the metrics' reads of the Redis state");
beforeAll(async () => {
  if (hasRedis) redis = await startRedis();
});
afterAll(async () => {
  for (const app of apps) await app.deps.store.close();
  await redis?.stop();
});

const backends = [
  { name: "in-process state", skip: false, stateUrl: () => undefined },
  { name: "Redis state", skip: !hasRedis, stateUrl: () => redis!.url },
];

async function make(stateUrl: string | undefined, config: Partial<MockConfig> = {}): Promise<MockApp> {
  const app = createMock({ config: { ...TEST_CONFIG, ...config, ...(stateUrl && { stateUrl, statePrefix: `metrics${++prefixes}:` }) }, log: quiet });
  apps.push(app);
  await app.deps.store.ready?.();
  // Frozen, so each task's status is a function of the time this test moves it to.
  await app.deps.store.freezeClock();
  return app;
}

async function call(app: MockApp, method: string, path: string, session: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { host: "127.0.0.1:4010", authorization: "Bearer sk-mock-default", "x-mock-session": session };
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await app.respond({ method, path, query: {}, headers, body: body === undefined ? undefined : bodyFromBytes(Buffer.from(JSON.stringify(body))) });
  return { status: response.status, body: response.body };
}

/** The samples of one family in the exposition, by their label text. */
async function scrape(app: MockApp, family: string): Promise<Record<string, number>> {
  const response = await app.respond({ method: "GET", path: "/__mock/metrics", query: {}, headers: { host: "127.0.0.1:4010" } });
  expect(response.status).toBe(200);
  const text = new TextDecoder().decode(response.bytes);
  const samples: Record<string, number> = {};
  for (const match of text.matchAll(new RegExp(`^${family}\\{([^}]*)\\} (\\S+)$`, "gm"))) samples[match[1]!] = Number(match[2]);
  return samples;
}

for (const backend of backends) {
  describe.skipIf(backend.skip)(`with ${backend.name}`, () => {
    it("counts every session's live tasks by their status at now (forced ones included, expired ones not), past 1,000 tasks", async () => {
      const app = await make(backend.stateUrl(), { taskCap: 5000 });
      const { store } = app.deps;
      const now = app.deps.clock.now();
      const draft = (over: Partial<TaskDraft>): TaskDraft => ({
        team: "team-default",
        model: "kling-v1",
        createdAt: now,
        durationMs: 60_000,
        outcome: "completed",
        failure: null,
        videoSeconds: 5,
        forced: null,
        forcedAt: 0,
        ...over,
      });
      const running: number[] = [];
      const done: number[] = [];
      for (let i = 0; i < 600; i++) running.push((await store.addTask({ id: "running" }, draft({}), now)).id);
      for (let i = 0; i < 400; i++) done.push((await store.addTask({ id: "done" }, draft({ createdAt: now - 2000, durationMs: 1000 }), now)).id);
      for (let i = 0; i < 200; i++) await store.addTask({ id: "failing" }, draft({ createdAt: now - 2000, durationMs: 1000, outcome: "failed" }), now);
      // Past the TTL (clock time): findTask answers 404 for them, and they are not counted.
      for (let i = 0; i < 5; i++) await store.addTask({ id: "failing" }, draft({ createdAt: now - app.deps.config.taskTtlMs - 1 }), now);
      for (const id of running.slice(0, 10)) expect(await store.forceTask({ id: "running" }, id, "failed", now)).toBeDefined();
      for (const id of done.slice(0, 3)) expect(await store.forceTask({ id: "done" }, id, "processing", now)).toBeDefined();

      expect(Object.fromEntries(await store.countTasksByStatus(now))).toEqual({ processing: 593, completed: 397, failed: 210 });
      expect(await scrape(app, "gateway_mock_tasks")).toEqual({ 'status="processing"': 593, 'status="completed"': 397, 'status="failed"': 210 });
      // A minute on, the running ones have completed; the forced ones keep their status.
      await store.advanceClock(60_000);
      expect(await scrape(app, "gateway_mock_tasks")).toEqual({ 'status="processing"': 3, 'status="completed"': 987, 'status="failed"': 210 });
    });

    it("reads every session's journal, each oldest first, and the metrics judge each session on its own", async () => {
      const app = await make(backend.stateUrl());
      const chat = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] };
      const script429 = { phases: [{ script: [{ operation: "createChatCompletion", statuses: [429] }] }] };
      for (const session of ["careless", "refused"]) expect((await call(app, "POST", "/__mock/scenario", session, script429)).status).toBe(200);
      // careless: a 429 retried at once (a finding); refused: one 429, then another session calls at once (none).
      expect((await call(app, "POST", "/client/v2/ai/chat/completions", "careless", chat)).status).toBe(429);
      expect((await call(app, "POST", "/client/v2/ai/chat/completions", "careless", chat)).status).toBe(200);
      expect((await call(app, "POST", "/client/v2/ai/chat/completions", "refused", chat)).status).toBe(429);
      expect((await call(app, "POST", "/client/v2/ai/chat/completions", "bystander", chat)).status).toBe(200);
      expect((await call(app, "GET", "/api/users", "careless")).status).toBe(200);

      const journals = await app.deps.store.journals();
      const shape = (session: string) => journals.get(session)?.filter((entry) => entry.operationId !== "setScenario").map((entry) => `${entry.operationId ?? entry.path} ${entry.status}`);
      expect(shape("careless")).toEqual(["createChatCompletion 429", "createChatCompletion 200", "listUsers 200"]);
      expect(shape("refused")).toEqual(["createChatCompletion 429"]);
      expect(shape("bystander")).toEqual(["createChatCompletion 200"]);
      const findings = await scrape(app, "gateway_mock_client_findings");
      expect(findings['code="retry-before-retry-after"']).toBe(1);
      expect(Object.values(findings).reduce((sum, count) => sum + count, 0)).toBe(1);
    });
  });
}
