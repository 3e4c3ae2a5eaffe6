/**
 * Item 22 of issue 27 on Redis: the clock never passes the end of the Date range, also when two
 * replicas are asked to move it at once. Each replica's own check sees the clock before either
 * move lands, so the bound is checked where the move is applied: in the one script that moves
 * the shared clock. The move that would carry it past gets the spec's 400; the other lands.
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyFromBytes } from "../../mocks/body/index.ts";
import { createMock, type MockApp } from "../../mocks/app.ts";
import type { MockResponse } from "../../mocks/core/deps.ts";
import { MAX_DATE_MS } from "../../mocks/state/clock.ts";
import { TEST_CONFIG } from "../support/harness.ts";
import { hasRedis, sayWhyRedisTestsSkip, startRedis, type RunningRedis } from "./redis-server.ts";

let redis: RunningRedis | undefined;
const apps: MockApp[] = [];
sayWhyRedisTestsSkip("the clock's Date-range bound across replicas");
beforeAll(async () => {
  if (hasRedis) redis = await startRedis();
});
afterAll(async () => {
  for (const app of apps) await app.deps.store.close();
  await redis?.stop();
});

async function replica(prefix: string): Promise<MockApp> {
  const app = createMock({ config: { ...TEST_CONFIG, stateUrl: redis!.url, statePrefix: prefix }, log: pino({ level: "silent" }) });
  apps.push(app);
  await app.deps.store.ready?.();
  return app;
}

function clock(app: MockApp, body?: Record<string, unknown>): Promise<MockResponse> {
  return app.respond({
    method: body ? "POST" : "GET",
    path: "/__mock/clock",
    query: {},
    headers: { host: "127.0.0.1:4010", ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: bodyFromBytes(Buffer.from(JSON.stringify(body))) } : {}),
  });
}

describe.skipIf(!hasRedis)("the shared clock at the end of the Date range (22)", () => {
  it.each([
    ["running", false],
    ["frozen", true],
  ])("%s: two concurrent advances through two replicas do not add up past it; the one that would overflow gets 400", async (_how, frozen) => {
    const [a, b] = [await replica(`clock-range-${frozen}:`), await replica(`clock-range-${frozen}:`)];
    const start = MAX_DATE_MS - 10_000;
    expect((await clock(a, { set_ms: start, freeze: frozen })).status).toBe(200);
    const answers = await Promise.all([clock(a, { advance_ms: 6_000 }), clock(b, { advance_ms: 6_000 })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.status === 400)!;
    expect(refused.body).toMatchObject({ error: { code: "invalid_request", type: "invalid_request_error", message: `The clock would pass ${MAX_DATE_MS} ms, the end of the Date range.` } });
    for (const app of [a, b]) {
      const now = ((await clock(app)).body as { now_ms: number }).now_ms;
      expect(now).toBeLessThanOrEqual(MAX_DATE_MS);
      // One advance landed, not two, and none was lost.
      expect(now).toBeGreaterThanOrEqual(start + 6_000);
      expect(now).toBeLessThan(start + 12_000);
    }
  });

  it("refuses a set past the end, leaving the clock where it was", async () => {
    const a = await replica("clock-range-set:");
    const answer = await clock(a, { set_ms: MAX_DATE_MS, advance_ms: 1 });
    expect(answer.status).toBe(400);
    expect(((await clock(a)).body as { now_ms: number }).now_ms).toBeLessThan(MAX_DATE_MS - 1_000_000);
  });
});
