/**
 * Replay's turns and task starts live in the state (issue 27 #12): on Redis two replicas share
 * them, per session, and a reset through either clears them.
 */
import { bodyFromBytes } from "../../mocks/body/index.ts";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMock, type MockApp } from "../../mocks/app.ts";
import { TEST_CONFIG } from "../support/harness.ts";
import { chatFixture, fixtureDir, type FixtureDir } from "../record/support/fixtures.ts";
import { hasRedis, sayWhyRedisTestsSkip, startRedis, type RunningRedis } from "./redis-server.ts";

let redis: RunningRedis | undefined;
let fixtures: FixtureDir;
const apps: MockApp[] = [];
sayWhyRedisTestsSkip("replay's turns shared by replicas");
beforeAll(async () => {
  fixtures = fixtureDir();
  fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "first"));
  fixtures.write("createChatCompletion/0002.json", chatFixture("hello", "second"));
  if (hasRedis) redis = await startRedis();
});
afterAll(async () => {
  for (const app of apps) await app.deps.store.close();
  await redis?.stop();
  fixtures.remove();
});

async function replica(): Promise<MockApp> {
  const app = createMock({ config: { ...TEST_CONFIG, fixturesDir: fixtures.dir, stateUrl: redis!.url, statePrefix: "replay-state:" }, log: pino({ level: "silent" }) });
  apps.push(app);
  await app.deps.store.ready?.();
  return app;
}

async function ask(app: MockApp, session: string): Promise<string> {
  const response = await app.respond({
    method: "POST",
    path: "/client/v2/ai/chat/completions",
    query: {},
    headers: { host: "127.0.0.1:4010", authorization: "Bearer sk-mock-default", "content-type": "application/json", "x-mock-session": session },
    body: bodyFromBytes(Buffer.from(JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hello" }] }))),
  });
  return (response.body as { choices: { message: { content: string } }[] }).choices[0]!.message.content;
}

describe.skipIf(!hasRedis)("replay on two replicas of one Redis", () => {
  it("answers identical requests in turn across both, per session, and starts again after a reset", async () => {
    const [a, b] = [await replica(), await replica()];
    expect(await ask(a, "s1")).toBe("first");
    expect(await ask(b, "s1")).toBe("second");
    expect(await ask(b, "s2")).toBe("first");
    await a.respond({ method: "POST", path: "/__mock/reset", query: {}, headers: { host: "127.0.0.1:4010", "x-mock-session": "s1" } });
    expect(await ask(b, "s1")).toBe("first");
  });
});
