/**
 * Several mock processes on one Redis act as one mock: `npm start`'s own command, run twice (or
 * as a 2-worker cluster) against a real redis-server this file starts on a free port. Each test
 * stops what it started, by the child's pid.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { freePort, hasRedis, sayWhyRedisTestsSkip, startRedis, type RunningRedis } from "./redis-server.ts";

const ROOT = join(import.meta.dirname, "../..");
const AUTH = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };
const buildDir = mkdtempSync(join(tmpdir(), "mock-replicas-"));
let redis: RunningRedis | undefined;
let prefixes = 0;

sayWhyRedisTestsSkip("several mock processes on one Redis");
beforeAll(async () => {
  if (hasRedis) redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
  rmSync(buildDir, { recursive: true, force: true });
});

interface MockProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<number | null>;
}

/** Starts `npm start`'s command with this environment and waits until it answers (or exits). */
async function startMock(env: Record<string, string>): Promise<MockProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      MOCK_BUILD_DIR: join(buildDir, "dist"),
      MOCK_STREAM_TTFT_MS: "0",
      MOCK_STREAM_TPS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    return exited;
  };
  onTestFinished(async () => {
    await stop();
  });
  for (;;) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${url}/__mock/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, child, output: () => output, stop };
}

/** Two mock processes on the same Redis and key prefix. */
async function twoMocks(env: Record<string, string> = {}): Promise<[MockProcess, MockProcess]> {
  const shared = { MOCK_STATE_URL: redis!.url, MOCK_STATE_PREFIX: `replicas${++prefixes}:`, ...env };
  return Promise.all([startMock(shared), startMock(shared)]);
}

const submit = async (url: string) => {
  const response = await fetch(`${url}/client/v2/ai/generations`, { method: "POST", headers: AUTH, body: JSON.stringify({ model: "kling-v1", input: { prompt: "a boat" } }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { task_id: number } }).data.task_id;
};
const taskStatus = async (url: string, id: number) => {
  const response = await fetch(`${url}/client/v2/ai/tasks/${id}`, { headers: AUTH });
  return response.ok ? ((await response.json()) as { data: { status: string } }).data.status : response.status;
};
const advance = (url: string, ms: number) => fetch(`${url}/__mock/clock`, { method: "POST", headers: AUTH, body: JSON.stringify({ advance_ms: ms }) });
const clockOf = async (url: string) => ((await (await fetch(`${url}/__mock/clock`)).json()) as { now_ms: number }).now_ms;
interface ClockView {
  now_ms: number;
  frozen: boolean;
}
const clockViewOf = async (url: string) => (await (await fetch(`${url}/__mock/clock`)).json()) as ClockView;
const moveClock = async (url: string, body: object) => {
  const response = await fetch(`${url}/__mock/clock`, { method: "POST", headers: AUTH, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as ClockView;
};
const realWait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("refusing to start several workers without a shared state", () => {
  it("exits with a message naming MOCK_STATE_URL when MOCK_WORKERS=2 has no MOCK_STATE_URL", async () => {
    const mock = await startMock({ MOCK_WORKERS: "2" });
    expect(await mock.stop()).toBe(2);
    expect(mock.output()).toMatch(/MOCK_WORKERS=2 .*in-process.*Set MOCK_STATE_URL=redis:\/\//s);
  });
});

describe.skipIf(!hasRedis)("two mock processes on one Redis", () => {
  it("polls a task created through one to completed through the other", async () => {
    const [a, b] = await twoMocks({ MOCK_TASK_DURATION_MS: "60000" });
    const id = await submit(a.url);
    expect(await taskStatus(b.url, id)).toBe("processing");
    expect((await advance(a.url, 60_000)).status).toBe(200);
    expect(await taskStatus(b.url, id)).toBe("completed");
  });

  it("shows a clock advance made through one in the other, and a reset through one empties both", async () => {
    const [a, b] = await twoMocks();
    const before = await clockOf(a.url);
    await advance(b.url, 3_600_000);
    expect(await clockOf(a.url)).toBeGreaterThanOrEqual(before + 3_600_000);
    const id = await submit(a.url);
    expect(await taskStatus(b.url, id)).toBe("processing");
    expect((await fetch(`${b.url}/__mock/reset`, { method: "POST" })).status).toBe(200);
    expect(await taskStatus(a.url, id)).toBe(404);
  });

  it("shares a freeze: the other sees it at the same reading, a task stays processing, and an unfreeze through it reaches the first", async () => {
    const [a, b] = await twoMocks({ MOCK_TASK_DURATION_MS: "300" });
    const { now_ms: at } = await moveClock(a.url, { freeze: true });
    expect(await clockViewOf(b.url)).toMatchObject({ now_ms: at, frozen: true });
    const id = await submit(b.url);
    await realWait(600);
    expect(await taskStatus(b.url, id)).toBe("processing");
    expect(await taskStatus(a.url, id)).toBe("processing");
    expect(await clockViewOf(b.url)).toMatchObject({ now_ms: at, frozen: true });
    expect(await moveClock(a.url, { advance_ms: 300 })).toMatchObject({ now_ms: at + 300, frozen: true });
    expect(await taskStatus(b.url, id)).toBe("completed");
    // Running again from the frozen reading (give or take the milliseconds of a request), no jump.
    const runsOnFromFrozen = { now_ms: expect.toSatisfy((ms: number) => ms >= at + 300 && ms < at + 300 + 2000), frozen: false };
    expect(await moveClock(b.url, { freeze: false })).toMatchObject(runsOnFromFrozen);
    expect(await clockViewOf(a.url)).toMatchObject(runsOnFromFrozen);
  });

  it("holds a delayed answer on one while frozen, and answers it once an advance through the other passes the delay", async () => {
    const [a, b] = await twoMocks();
    await moveClock(a.url, { freeze: true });
    expect((await clockViewOf(b.url)).frozen).toBe(true);
    let answered = false;
    const delayed = fetch(`${b.url}/api/users`, { headers: { prefer: "delay=200" } }).then((r) => ((answered = true), r.status));
    await realWait(700);
    expect(answered).toBe(false);
    // No request reaches b now: it learns of the advance by reading the frozen clock itself.
    await moveClock(a.url, { advance_ms: 200 });
    expect(await delayed).toBe(200);
  });

  it("lets a frozen clock run on from its reading after a reset of everything, on both", async () => {
    const [a, b] = await twoMocks();
    const { now_ms: at } = await moveClock(a.url, { freeze: true });
    expect((await fetch(`${b.url}/__mock/reset?all=1`, { method: "POST" })).status).toBe(200);
    const seen = await clockViewOf(a.url);
    expect(seen.frozen).toBe(false);
    expect(seen.now_ms).toBeGreaterThanOrEqual(at);
    expect(seen.now_ms - at).toBeLessThan(5000);
  });

  it("answers the same tool calls and the same structured document through either", async () => {
    const [a, b] = await twoMocks();
    const tool = { type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" }, unit: { type: "string", enum: ["c", "f"] } }, required: ["city", "unit"] } } };
    const bodies = [
      { model: "gpt-4o-mini", messages: [{ role: "user", content: "Weather in Oslo?" }], tools: [tool], tool_choice: "required" },
      { model: "gpt-4o-mini", messages: [{ role: "user", content: "A form" }], response_format: { type: "json_schema", json_schema: { name: "f", schema: tool.function.parameters } } },
    ];
    for (const body of bodies) {
      const [x, y] = await Promise.all(
        [a, b].map(async (mock) => {
          const response = await fetch(`${mock.url}/client/v2/ai/chat/completions`, { method: "POST", headers: AUTH, body: JSON.stringify(body) });
          expect(response.status).toBe(200);
          return ((await response.json()) as { choices: unknown[] }).choices;
        }),
      );
      expect(x).toEqual(y);
    }
  });

  it("counts the rate limit of a key across both", async () => {
    const [a, b] = await twoMocks({ MOCK_RATE_LIMIT: "3", MOCK_RATE_WINDOW_MS: "3600000" });
    const statuses: number[] = [];
    for (const url of [a.url, b.url, a.url, b.url]) statuses.push((await fetch(`${url}/client/v2/ai/tasks/1`, { headers: AUTH })).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it("answers a clock change once every live replica has it, and 503 naming how many did not acknowledge within 2 s", async () => {
    const [a, b] = await twoMocks();
    const prefix = `replicas${prefixes}:`;
    // Subscribed like a replica, but never acknowledging: a hung one.
    const { Redis } = await import("ioredis");
    const hung = new Redis(redis!.url);
    onTestFinished(() => hung.disconnect());
    await hung.subscribe(`${prefix}clock`);
    const before = await clockOf(b.url);
    const response = await advance(a.url, 60_000);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    const { error } = (await response.json()) as { error: { code: string; type: string; message: string } };
    expect(error).toMatchObject({ code: "state_unavailable", type: "server_error" });
    expect(error.message).toMatch(/^The clock moved, but 1 of 3 replicas did not acknowledge the change within 2000 ms/);
    // The live replicas have it all the same.
    expect(await clockOf(b.url)).toBeGreaterThanOrEqual(before + 60_000);
    await hung.unsubscribe();
    expect((await advance(a.url, 1)).status).toBe(200);
  });

  it("reads the clock before serving when its subscription to clock changes dropped", async () => {
    const [a, b] = await twoMocks({ MOCK_TASK_DURATION_MS: "60000" });
    const id = await submit(a.url);
    // Past the start-up warm-up (main.ts compiles the validators 300 ms after listening, holding the
    // event loop): a replica whose loop is held when its subscription drops learns of the drop only
    // when the loop runs again, possibly after a request that came in meanwhile.
    await realWait(1500);
    const { Redis } = await import("ioredis");
    const admin = new Redis(redis!.url);
    onTestFinished(() => admin.disconnect());
    const subscribers = String(await admin.call("CLIENT", "LIST", "TYPE", "pubsub")).split("\n").filter((line) => line.includes("name=mock-clock"));
    expect(subscribers.length).toBe(2);
    for (const line of subscribers) await admin.call("CLIENT", "KILL", "ID", /\bid=(\d+)/.exec(line)![1]!);
    // Time for each replica to see its connection closed (it resubscribes 250 ms later): a replica
    // cannot know of a message it was never sent before it knows it is not subscribed.
    await realWait(100);
    // No replica hears this change; each must read the clock before its next answer.
    expect((await advance(a.url, 60_000)).status).toBe(200);
    expect(await taskStatus(b.url, id)).toBe("completed");
  });

  it("under load, answers chats while Redis is down and 503 with Retry-After where shared state is needed; after a restart it loses no acknowledged task or journal line and catches up the clock", { timeout: 60_000 }, async () => {
    // A Redis of its own that persists every write, so what it acknowledged outlives the restart.
    const dir = mkdtempSync(join(tmpdir(), "mock-redis-aof-"));
    const own = await startRedis({ persistIn: dir });
    onTestFinished(async () => {
      await own.stop();
      rmSync(dir, { recursive: true, force: true });
    });
    const env = { MOCK_STATE_URL: own.url, MOCK_STATE_PREFIX: "restart:", MOCK_TASK_DURATION_MS: "60000" };
    const [a, b] = await Promise.all([startMock(env), startMock(env)]);
    const acknowledged: number[] = [];
    /** Tasks each replica created, by its URL. */
    const createdBy = new Map<string, number>();
    const chats: number[] = [];
    const refusals: { status: number; retryAfter: string | null; error: unknown }[] = [];
    let loading = true;
    const load = async (url: string, n: number) => {
      for (let i = 0; loading; i++) {
        const chat = await fetch(`${url}/client/v2/ai/chat/completions`, {
          method: "POST",
          headers: AUTH,
          body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: `load ${n}.${i}` }] }),
        });
        chats.push(chat.status);
        await chat.arrayBuffer();
        const created = await fetch(`${url}/client/v2/ai/generations`, { method: "POST", headers: AUTH, body: JSON.stringify({ model: "kling-v1", input: { prompt: `boat ${n}.${i}` } }) });
        const body = (await created.json()) as { data: { task_id: number }; error: unknown };
        if (created.status === 200) {
          acknowledged.push(body.data.task_id);
          createdBy.set(url, (createdBy.get(url) ?? 0) + 1);
        }
        else refusals.push({ status: created.status, retryAfter: created.headers.get("retry-after"), error: body.error });
      }
    };
    const loaders = [load(a.url, 1), load(b.url, 2), load(a.url, 3)];
    await realWait(300);
    await own.stop();
    // Journaled while Redis is down: kept behind the answers until it is back.
    const probe = { ...AUTH, "x-mock-session": "outage-probe" };
    for (let i = 0; i < 5; i++) expect((await fetch(`${a.url}/api/users`, { headers: probe })).status).toBe(200);
    await realWait(500);
    await own.start();
    // Load on until both replicas create tasks again: each reconnects on its own (within its
    // retry interval, longer on a busy machine), and one that has not yet answers 503.
    const before = new Map(createdBy);
    const createdSince = (url: string) => (createdBy.get(url) ?? 0) - (before.get(url) ?? 0);
    while (createdSince(a.url) < 5 || createdSince(b.url) < 5) await realWait(50);
    loading = false;
    await Promise.all(loaders);

    expect(chats.length).toBeGreaterThan(10);
    expect(chats.filter((status) => status !== 200)).toEqual([]);
    expect(refusals.length).toBeGreaterThan(0);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ status: 503, retryAfter: "1", error: { code: "state_unavailable", type: "server_error" } });
    }
    const statuses = await Promise.all(acknowledged.map((id, i) => taskStatus(i % 2 ? a.url : b.url, id)));
    expect(statuses.filter((status) => status !== "processing")).toEqual([]);
    const journal = (await (await fetch(`${a.url}/__mock/journal`, { headers: probe })).json()) as { entries: { path: string }[] };
    expect(journal.entries.filter((entry) => entry.path === "/api/users").length).toBe(5);
    // The clock moved through one reaches the other after the restart.
    expect((await advance(a.url, 60_000)).status).toBe(200);
    expect(await taskStatus(b.url, acknowledged[0]!)).toBe("completed");
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null]);
  });
});

describe.skipIf(!hasRedis)("a 2-worker mock on one port (MOCK_WORKERS=2)", () => {
  it("serves through both workers as one mock, and stops every worker on SIGTERM", async () => {
    const mock = await startMock({ MOCK_WORKERS: "2", MOCK_STATE_URL: redis!.url, MOCK_STATE_PREFIX: `cluster${++prefixes}:`, MOCK_TASK_DURATION_MS: "60000" });
    // The first worker may answer before the primary has heard from both and printed its banner.
    while (!mock.output().includes("listening on") && mock.child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
    expect(mock.output()).toContain("(2 workers, state on redis://127.0.0.1");
    // Connections are handed to the workers in turn; fresh connections reach both.
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await submit(mock.url));
    await advance(mock.url, 60_000);
    for (const id of ids) expect(await taskStatus(mock.url, id)).toBe("completed");
    expect(await mock.stop()).toBe(0);
    expect(await fetch(`${mock.url}/api/users`).then(() => "answered", () => "refused")).toBe("refused");
  });

  it("passes the contract suite (npm run contract) as one mock", { timeout: 180_000 }, async () => {
    const mock = await startMock({ MOCK_WORKERS: "2", MOCK_STATE_URL: redis!.url, MOCK_STATE_PREFIX: `contract${++prefixes}:`, MOCK_TASK_DURATION_MS: "500" });
    const suite = spawn(process.execPath, ["--import", "tsx", "cli/contract.ts"], {
      cwd: ROOT,
      env: { ...process.env, CONTRACT_BASE_URL: mock.url, CONTRACT_REPORT_DIR: join(buildDir, "contract") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    suite.stdout!.on("data", (d: Buffer) => (output += d.toString()));
    suite.stderr!.on("data", (d: Buffer) => (output += d.toString()));
    onTestFinished(() => {
      if (suite.exitCode === null) suite.kill("SIGTERM");
    });
    const code = await new Promise<number | null>((resolve) => suite.once("exit", resolve));
    expect(output).toMatch(/PASS: no error-level violations/);
    expect(code, output.slice(-3000)).toBe(0);
  });
});
