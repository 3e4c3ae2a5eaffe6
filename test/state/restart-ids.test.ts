/**
 * Task ids survive a Redis restart (issue 27 #24): Redis keeps no data across it, so its id
 * counter would start again, and a client still polling an old id would get a newer task of
 * its session (someone else's prompt). The replica goes on past the ids it handed out.
 */
import { bodyFromBytes } from "../../mocks/body/index.ts";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMock, type MockApp } from "../../mocks/app.ts";
import { TEST_CONFIG } from "../support/harness.ts";
import { hasRedis, sayWhyRedisTestsSkip, startRedis, type RunningRedis } from "./redis-server.ts";

let redis: RunningRedis | undefined;
let app: MockApp | undefined;
sayWhyRedisTestsSkip("task ids across a Redis restart");
beforeAll(async () => {
  if (hasRedis) redis = await startRedis();
});
afterAll(async () => {
  await app?.deps.store.close();
  await redis?.stop();
});

const call = (method: string, path: string, body?: unknown) =>
  app!.respond({
    method,
    path,
    query: {},
    headers: { host: "127.0.0.1:4010", authorization: "Bearer sk-mock-default", "x-mock-session": "restart", ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? bodyFromBytes(Buffer.from(JSON.stringify(body))) : undefined,
  });

async function submit(): Promise<number> {
  // Right after the restart the replica may still be reconnecting: a task then answers 503 with
  // Retry-After (a chat would not wait at all), so the submission is retried, boundedly.
  let answer = await call("POST", "/client/v2/ai/generations", { model: "kling-v1", input: { prompt: "a cat", duration: 5 } });
  for (let attempt = 0; attempt < 200 && answer.status === 503; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    answer = await call("POST", "/client/v2/ai/generations", { model: "kling-v1", input: { prompt: "a cat", duration: 5 } });
  }
  expect(answer.status).toBe(200);
  return (answer.body as { data: { task_id: number } }).data.task_id;
}

describe.skipIf(!hasRedis)("task ids across a Redis restart", () => {
  it("answers an old id 404 after the restart, and hands out new ids past it", async () => {
    app = createMock({ config: { ...TEST_CONFIG, stateUrl: redis!.url, statePrefix: "restart:" }, log: pino({ level: "silent" }) });
    await app.deps.store.ready?.();
    const old = [await submit(), await submit()];
    await redis!.stop();
    await redis!.start();
    const fresh = await submit();
    expect(fresh).toBeGreaterThan(Math.max(...old));
    expect((await call("GET", `/client/v2/ai/tasks/${old[0]}`)).status).toBe(404);
  }, 30_000);
});
