/**
 * What a request costs in Redis commands, counted by the redis-server this file starts (INFO
 * commandstats): a request that needs no shared state makes no round trip before it is
 * answered, and its writes behind the answers go, for every request of one event-loop turn,
 * in one command; a task's creation and its read are one command each.
 */
import { bodyFromBytes } from "../../mocks/body/index.ts";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMock, type MockApp } from "../../mocks/app.ts";
import { TEST_CONFIG } from "../support/harness.ts";
import { hasRedis, sayWhyRedisTestsSkip, startRedis, type RunningRedis } from "./redis-server.ts";

let redis: RunningRedis | undefined;
let app: MockApp | undefined;

sayWhyRedisTestsSkip("the Redis round trips of a request");
beforeAll(async () => {
  if (!hasRedis) return;
  redis = await startRedis();
  app = createMock({ config: { ...TEST_CONFIG, stateUrl: redis.url, statePrefix: "trips:" }, log: pino({ level: "silent" }) });
  await app.deps.store.ready?.();
});
afterAll(async () => {
  await app?.deps.store.close();
  await redis?.stop();
});

/**
 * Commands redis-server ran, by name, since the last call (from a client of its own). The
 * commands a script runs count under their own names too, so a request's commands are told
 * by the top-level ones the mock sends: EVALSHA (a script), GET, MGET, INCRBY, PUBLISH.
 */
async function commandsSince(): Promise<Record<string, number>> {
  const { Redis } = await import("ioredis");
  const client = new Redis(redis!.url);
  try {
    const info = await client.info("commandstats");
    await client.config("RESETSTAT");
    const counts: Record<string, number> = {};
    for (const [, name, calls] of info.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)) counts[name!] = Number(calls);
    delete counts.info;
    delete counts.config;
    return counts;
  } finally {
    client.disconnect();
  }
}

/** The reads redis-server made from its clients' sockets, and the GETs it ran, since the last reset. */
async function readsSince(): Promise<{ reads: number; gets: number }> {
  const { Redis } = await import("ioredis");
  const client = new Redis(redis!.url);
  try {
    const info = `${await client.info("stats")}\n${await client.info("commandstats")}`;
    return {
      reads: Number(/^total_reads_processed:(\d+)/m.exec(info)![1]),
      gets: Number(/^cmdstat_get:calls=(\d+)/m.exec(info)?.[1] ?? 0),
    };
  } finally {
    client.disconnect();
  }
}

/** The shared counter request-id blocks are reserved from. */
async function requestIdCounter(): Promise<number> {
  const { Redis } = await import("ioredis");
  const client = new Redis(redis!.url);
  try {
    return Number(await client.get("trips:ids:request"));
  } finally {
    client.disconnect();
  }
}

const turn = () => new Promise((resolve) => setImmediate(resolve));
const request = (method: string, path: string, body?: unknown) =>
  app!.respond({
    method,
    path,
    query: {},
    headers: { host: "127.0.0.1:4010", authorization: "Bearer sk-mock-default", "x-mock-session": "trips", ...(body ? { "content-type": "application/json" } : {}) },
    body: body === undefined ? undefined : bodyFromBytes(Buffer.from(JSON.stringify(body))),
  });
const chat = (i: number) => request("POST", "/client/v2/ai/chat/completions", { model: "gpt-4o-mini", messages: [{ role: "user", content: `hello ${i}` }] });

describe.skipIf(!hasRedis)("Redis round trips of one mock on Redis state", () => {
  beforeAll(async () => {
    // Each script once, so Redis has them all (the first use of a script sends it whole).
    const created = await request("POST", "/client/v2/ai/generations", { model: "kling-v1", input: { prompt: "warm-up" } });
    await request("GET", `/client/v2/ai/tasks/${(created.body as { data: { task_id: number } }).data.task_id}`);
    await chat(-1);
    await turn();
  });

  it("answers 50 concurrent chats with no Redis read, their session uses and journal lines in one write", async () => {
    const reservedBefore = await requestIdCounter();
    await commandsSince();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => chat(i)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    await turn();
    await turn();
    const ran = await commandsSince();
    // One write-behind script for the turn (a second when the answers straddle two turns).
    expect(ran.evalsha).toBeGreaterThanOrEqual(1);
    expect(ran.evalsha).toBeLessThanOrEqual(2);
    expect([ran.get, ran.mget, ran.eval, ran.publish]).toEqual([undefined, undefined, undefined, undefined]);
    // Ids come from a block reserved ahead: at most one reservation (1,000 ids) for 50 requests.
    // (The INCRBYs redis-server counted include the write-behind script's own: one step of the
    // sessions' counter and one of the journal's per script, not per line.)
    expect((await requestIdCounter()) - reservedBefore).toBeLessThanOrEqual(1000);
    expect(ran.incrby ?? 0).toBeLessThanOrEqual(1 + 2 * ran.evalsha!);
    expect(ran.incr).toBeUndefined();
    expect(ran.rpush).toBeGreaterThanOrEqual(1);
    expect(ran.rpush).toBeLessThanOrEqual(ran.evalsha!);
  });

  it("creates a task with one script and reads it with one GET", async () => {
    await commandsSince();
    const created = await request("POST", "/client/v2/ai/generations", { model: "kling-v1", input: { prompt: "a boat" } });
    expect(created.status).toBe(200);
    const afterCreate = await commandsSince();
    // The creation script, and behind it the write-behind of the turn the request began in (its
    // session use) and of the turn it was answered in (its journal line): under load both are
    // shared with the other requests of those turns.
    expect(afterCreate.evalsha).toBeLessThanOrEqual(3);
    expect([afterCreate.get, afterCreate.mget, afterCreate.eval]).toEqual([undefined, undefined, undefined]);
    await turn();
    await commandsSince();
    const id = (created.body as { data: { task_id: number } }).data.task_id;
    const polled = await request("GET", `/client/v2/ai/tasks/${id}`);
    expect(polled.status).toBe(200);
    const afterPoll = await commandsSince();
    expect(afterPoll.get).toBe(1);
    // Besides, the write-behinds of the poll's session use and journal line (as for the creation).
    expect(afterPoll.evalsha ?? 0).toBeLessThanOrEqual(2);
    expect([afterPoll.mget, afterPoll.eval]).toEqual([undefined, undefined]);
  });

  it("runs 7 commands inside Redis for a creation below both caps (8 before: the session's own count is read only near its cap)", async () => {
    const created = await request("POST", "/client/v2/ai/generations", { model: "kling-v1", input: { prompt: "counted" } });
    const { id, ...draft } = (await app!.deps.store.findTask({ id: "trips" }, (created.body as { data: { task_id: number } }).data.task_id, Date.now()))!;
    // Let the requests' writes behind the answers go before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await commandsSince();
    const task = await app!.deps.store.addTask({ id: "trips" }, draft, Date.now());
    expect(task.id).toBeGreaterThan(id);
    // The counting client's own commands (its HELLO, its CONFIG RESETSTAT) aside.
    const { evalsha, hello: _hello, "config|resetstat": _reset, ...inside } = await commandsSince();
    expect(evalsha).toBe(1);
    // ZCARD of the global index, INCR of the id, SET (PX) of the task, ZADD + PEXPIRE of both indexes.
    expect(inside).toEqual({ zcard: 1, incr: 1, set: 1, zadd: 2, pexpire: 2 });
  });

  it("asks nothing more of Redis for a session with no scenario while another has one; one script per request of the one that has", async () => {
    const weathered = { id: "weathered" };
    await app!.deps.weather!.set(weathered, { seed: 1, phases: [{ errors: [{ status: 500, rate: 0.5 }] }] });
    await turn();
    await commandsSince();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => chat(100 + i)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    await turn();
    await turn();
    const ran = await commandsSince();
    expect(ran.evalsha).toBeLessThanOrEqual(2);
    // The scenario turn's script is the one that runs HMGET and HINCRBY.
    expect([ran.get, ran.mget, ran.eval, ran.publish, ran.hmget, ran.hincrby]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    for (let i = 0; i < 5; i++) {
      const weatheredChat = await app!.respond({
        method: "POST",
        path: "/client/v2/ai/chat/completions",
        query: {},
        headers: { host: "127.0.0.1:4010", authorization: "Bearer sk-mock-default", "x-mock-session": "weathered", "content-type": "application/json" },
        body: bodyFromBytes(Buffer.from(JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: `rain ${i}` }] }))),
      });
      expect([200, 500]).toContain(weatheredChat.status);
    }
    const weatheredRan = await commandsSince();
    expect(weatheredRan.hincrby).toBe(5);
    await app!.deps.store.reset(weathered);
    expect(app!.deps.store.scenarioCount).toBe(0);
  });

  it("sends the commands of requests answered in one event-loop turn in one socket write", async () => {
    const created = await request("POST", "/client/v2/ai/generations", { model: "kling-v1", input: { prompt: "a boat" } });
    const id = (created.body as { data: { task_id: number } }).data.task_id;
    await turn();
    await turn();
    await commandsSince();
    const polls = await Promise.all(Array.from({ length: 20 }, () => request("GET", `/client/v2/ai/tasks/${id}`)));
    expect(polls.map((p) => p.status)).toEqual(Array(20).fill(200));
    await turn();
    await turn();
    const { reads, gets } = await readsSince();
    expect(gets).toBe(20);
    // The 20 GETs in one read of redis-server's, the write-behind of their session use and
    // journal lines in a few more, and this check's own connection (its ready check and two
    // INFOs): well under one read per command.
    expect(reads).toBeLessThan(10);
  });

  it("counts the writes waiting and dropped in /__mock/stats", async () => {
    const stats = await request("GET", "/__mock/stats");
    expect(stats.status).toBe(200);
    expect((stats.body as { store: object }).store).toMatchObject({ writesPending: expect.any(Number), writesDropped: 0 });
  });
});
