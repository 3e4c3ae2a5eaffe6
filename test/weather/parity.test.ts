/**
 * The same scenario and seed give the same journal over the HTTP server, the MSW handlers and
 * two workers sharing one Redis: the statuses, the weather each request met (statuses, delays,
 * which streams break and where) and the streams' bytes. The in-process mocks run on manual
 * clocks started at the same time; the workers on the shared clock, frozen at that time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayMock, manualClock, type GatewayMock, type Scenario } from "../../mocks/testing/index.ts";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import type { JournalEntry } from "../../mocks/state/state.ts";
import { hasRedis, sayWhyRedisTestsSkip, startRedis, type RunningRedis } from "../state/redis-server.ts";

const START = Date.UTC(2026, 2, 1, 9, 30);
const SCENARIO: Scenario = {
  seed: 42,
  phases: [
    { requests: 4, script: [{ operation: "createChatCompletion", statuses: [429, 200, 503] }] },
    {
      errors: [
        { operation: "createChatCompletion", status: 429, rate: 0.15, retry_after_ms: 1500 },
        { status: 500, rate: 0.1 },
      ],
      stream_faults: [
        { kind: "error", rate: 0.25, after: { min: 0, max: 4 } },
        { kind: "drop", rate: 0.25, after: { min: 1, max: 3 } },
      ],
      tasks: { duration: { lognormal: { median_ms: 5000, sigma: 0.5 } }, failure_rate: 0.4 },
    },
  ],
};

const mocks: Record<"http" | "msw", GatewayMock> = {
  http: gatewayMock({ mode: "http", clock: manualClock(START), scenario: SCENARIO }),
  msw: gatewayMock({ mode: "msw", clock: manualClock(START), scenario: SCENARIO, baseUrl: "http://parity.weather.test", onUnhandledRequest: "bypass" }),
};
let redis: RunningRedis | undefined;
/** Two workers on one Redis, each with the scenario as its default (as MOCK_SCENARIO_FILE gives it) and the test helpers' unpaced streams. */
const workers: RunningServer[] = [];
sayWhyRedisTestsSkip("the scenario parity over two Redis workers");

beforeAll(async () => {
  await mocks.http.start();
  await mocks.msw.start();
  if (!hasRedis) return;
  redis = await startRedis();
  for (let i = 0; i < 2; i++) {
    workers.push(await startServer({ port: 0, host: "127.0.0.1", scenario: SCENARIO, config: { stateUrl: redis.url, statePrefix: "parity:", logLevel: "silent", streamTtftMs: 0, streamTokensPerSecond: 0 } }));
  }
  await fetch(`${workers[0]!.url}/__mock/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ set_ms: START, freeze: true }) });
});
afterAll(async () => {
  await mocks.http.stop();
  await mocks.msw.stop();
  for (const worker of workers) await worker.close();
  await redis?.stop();
});

/**
 * A fixed mix of calls; what each answered (a broken stream reads as its bytes up to the break).
 * With several base URLs, the calls go to each in turn.
 */
async function drive(urls: string[], session?: string): Promise<string[]> {
  const seen: string[] = [];
  const headers = { authorization: "Bearer sk-mock-default", "content-type": "application/json", ...(session ? { "x-mock-session": session } : {}) };
  for (let i = 0; i < 30; i++) {
    const url = urls[i % urls.length]!;
    const kind = i % 3;
    const body =
      kind === 2
        ? { model: "kling-v1", input: { prompt: `boat ${i}` } }
        : { model: "gpt-4o-mini", messages: [{ role: "user", content: `Question ${i}` }], stream: kind === 1 };
    const path = kind === 2 ? "/client/v2/ai/generations" : "/client/v2/ai/chat/completions";
    const res = await fetch(`${url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    let text: string;
    try {
      text = await res.text();
    } catch {
      text = "(connection dropped)";
    }
    seen.push(`${res.status} ${res.headers.get("retry-after") ?? "-"} ${text.includes("[DONE]") ? "done" : text.includes("stream=") ? "error-event" : text === "(connection dropped)" ? "dropped" : "-"}`);
  }
  return seen;
}

type Seen = Pick<JournalEntry, "status" | "weather" | "operationId">;
const strip = (entries: readonly JournalEntry[]): Seen[] => entries.map(({ status, weather, operationId }) => ({ status, weather, operationId }));

/**
 * A worker's journal of the session; lines are written behind the answers, so it is read until
 * all 30 are there (boundedly). Each worker writes its lines in batches of its own, so the shared
 * journal holds them in the order the batches reached Redis, not the requests' order: the entries
 * are compared as a set (sorted), the answers, in order, by drive().
 */
async function workerJournal(url: string, session: string): Promise<JournalEntry[]> {
  let entries: JournalEntry[] = [];
  for (let attempt = 0; attempt < 40 && entries.length < 30; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    entries = ((await (await fetch(`${url}/__mock/journal?limit=100`, { headers: { "x-mock-session": session } })).json()) as { entries: JournalEntry[] }).entries;
  }
  return entries;
}
const sorted = (entries: Seen[]) => entries.map((entry) => JSON.stringify(entry)).sort();

let inProcess: { answers: string[]; journal: Seen[] } | undefined;

describe("a scenario over HTTP and over MSW", () => {
  it("gives the same answers and the same journal", async () => {
    const http = await drive([mocks.http.url]);
    const msw = await drive([mocks.msw.url]);
    expect(msw).toEqual(http);
    const journal = strip(await mocks.http.journal());
    inProcess = { answers: http, journal };
    expect(strip(await mocks.msw.journal())).toEqual(journal);
    // The weather did something of each kind, so the comparison means something.
    const notes = journal.map((entry) => entry.weather ?? "").join(" ");
    for (const kind of ["429", "503", "stream=error-after-", "stream=drop-after-", "task=failed", "task=completed", "task_ms="]) expect(notes).toContain(kind);
  });
});

describe.skipIf(!hasRedis)("a scenario over two workers sharing one Redis", () => {
  it("gives the answers and journal of the single server when the calls alternate between the workers (the default scenario)", async () => {
    expect(inProcess, "the in-process parity test runs first").toBeDefined();
    const [a, b] = workers as [RunningServer, RunningServer];
    expect(await drive([a.url, b.url], "alternating")).toEqual(inProcess!.answers);
    expect(sorted(strip(await workerJournal(b.url, "alternating")))).toEqual(sorted(inProcess!.journal));
  });

  it("gives them too for a scenario set through one worker and first met on the other, and a reset through either clears it on both", async () => {
    const [a, b] = workers as [RunningServer, RunningServer];
    // Another seed than the workers' default, so the session's own scenario shows.
    const posted: Scenario = { ...SCENARIO, seed: 7 };
    const headers = { "content-type": "application/json", "x-mock-session": "posted" };
    const scenarioOn = async (url: string) => ((await (await fetch(`${url}/__mock/scenario`, { headers })).json()) as { scenario: Scenario }).scenario;
    expect((await fetch(`${mocks.http.url}/__mock/scenario`, { method: "POST", headers, body: JSON.stringify(posted) })).status).toBe(200);
    const single = await drive([mocks.http.url], "posted");
    const singleJournal = strip(await mocks.http.journal("posted"));
    expect(singleJournal).not.toEqual(inProcess!.journal);

    expect((await fetch(`${a.url}/__mock/scenario`, { method: "POST", headers, body: JSON.stringify(posted) })).status).toBe(200);
    expect(await scenarioOn(b.url)).toEqual(posted);
    expect(await drive([b.url, a.url, a.url], "posted")).toEqual(single);
    expect(sorted(strip(await workerJournal(a.url, "posted")))).toEqual(sorted(singleJournal));

    expect((await fetch(`${b.url}/__mock/reset`, { method: "POST", headers })).status).toBe(200);
    expect(await scenarioOn(a.url)).toEqual(SCENARIO);
  });
});

describe("a scenario's latency over HTTP, MSW and two Redis workers", () => {
  // Drawn delays and times to first token, jittered by the seed: the same numbers wherever the requests go.
  const LATENCY: Scenario = {
    seed: 5,
    phases: [{ latency: { response: { uniform: { min_ms: 100, max_ms: 900 } }, ttft: { lognormal: { median_ms: 300, sigma: 0.5 } }, inter_token: { fixed_ms: 0 } } }],
  };
  const SESSION = "latency";
  const headers = { authorization: "Bearer sk-mock-default", "content-type": "application/json", "x-mock-session": SESSION };

  /** Ten calls (plain and streamed chats in turn), each answered once its clock has been moved past its delay. */
  async function driveSlow(urls: string[], advance: (ms: number) => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: `Question ${i}` }], stream: i % 2 === 1 };
      let settled = false;
      const answer = fetch(`${urls[i % urls.length]}/client/v2/ai/chat/completions`, { method: "POST", headers, body: JSON.stringify(body) })
        .then(async (res) => `${res.status} ${(await res.text()).includes("[DONE]") ? "done" : "-"}`)
        .finally(() => (settled = true));
      for (let step = 0; step < 100 && !settled; step++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        await advance(100);
      }
      seen.push(await answer);
    }
    return seen;
  }
  const notes = (entries: readonly JournalEntry[]) => entries.map((entry) => entry.weather ?? "");

  it("gives the same delays and times to first token, in the same order", async () => {
    const post = (url: string) => fetch(`${url}/__mock/scenario`, { method: "POST", headers, body: JSON.stringify(LATENCY) });
    expect((await post(mocks.http.url)).status).toBe(200);
    expect((await post(mocks.msw.url)).status).toBe(200);
    const http = await driveSlow([mocks.http.url], async (ms) => mocks.http.clock.advance(ms));
    const msw = await driveSlow([mocks.msw.url], async (ms) => mocks.msw.clock.advance(ms));
    expect(msw).toEqual(http);
    expect(http.every((answer) => answer.startsWith("200"))).toBe(true);
    const journal = strip(await mocks.http.journal(SESSION));
    expect(strip(await mocks.msw.journal(SESSION))).toEqual(journal);
    // Every call met a drawn delay and time to first token (chat completions can stream), and the draws differ.
    const drawn = notes(await mocks.http.journal(SESSION));
    for (const [i, note] of drawn.entries()) expect(note, `call ${i}`).toMatch(/^delay=\d+ ttft=\d+$/);
    expect(new Set(drawn).size).toBeGreaterThan(5);

    if (!hasRedis) return;
    const [a, b] = workers as [RunningServer, RunningServer];
    expect((await post(a.url)).status).toBe(200);
    const advanceShared = async (ms: number) => {
      await fetch(`${a.url}/__mock/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advance_ms: ms }) });
    };
    expect(await driveSlow([a.url, b.url], advanceShared)).toEqual(http);
    // (workerJournal reads for up to a second, waiting for 30 lines: these 10 are there by then.)
    expect(sorted(strip(await workerJournal(b.url, SESSION)))).toEqual(sorted(journal));
  }, 60_000);
});
