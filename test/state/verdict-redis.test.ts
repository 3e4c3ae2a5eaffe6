/**
 * The verdict on two mock processes sharing one Redis: the facts it reads travel in the journal,
 * which is shared, so a client that alternates between workers is judged on all it did, by either.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import { abandonAStream } from "../support/careless-reader.ts";
import { hasRedis, sayWhyRedisTestsSkip, startRedis, type RunningRedis } from "./redis-server.ts";

let redis: RunningRedis | undefined;
const workers: RunningServer[] = [];
sayWhyRedisTestsSkip("the verdict over Redis");

beforeAll(async () => {
  if (!hasRedis) return;
  redis = await startRedis();
  for (let i = 0; i < 2; i++) {
    // Paced at 150 tokens a second, as in test/verdict/abandoned-stream.test.ts: the careless
    // reader stops reading mid-stream, and the stream (about 1 s) ends and its idle connection
    // is probed within the test's wait. Unpaced, a long story can reach the reader whole with
    // the connection's end before it pauses: its socket then closes by itself, as a reader's does.
    workers.push(await startServer({ port: 0, host: "127.0.0.1", config: { stateUrl: redis.url, statePrefix: "verdict:", logLevel: "silent", taskDurationMs: 60_000, streamTtftMs: 50, streamTokensPerSecond: 150 } }));
  }
});
afterAll(async () => {
  for (const worker of workers) await worker.close();
  await redis?.stop();
});

const headers = { authorization: "Bearer sk-mock-default", "content-type": "application/json", "x-mock-session": "alternating" };

describe.skipIf(!hasRedis)("the verdict over two workers on one Redis", () => {
  it("sees a tight poll whose polls went to different workers, from either worker", async () => {
    const [a, b] = workers as [RunningServer, RunningServer];
    const submitted = (await (await fetch(`${a.url}/client/v2/ai/generations`, { method: "POST", headers, body: JSON.stringify({ model: "kling-v1", input: { prompt: "Rain" } }) })).json()) as {
      data: { task_id: number };
    };
    for (const worker of [b, a, b]) expect((await fetch(`${worker.url}/client/v2/ai/tasks/${submitted.data.task_id}`, { headers })).status).toBe(200);
    // Journal lines are written behind the answers: another replica sees one about 10 ms late
    // (docs/shared-state.md), so each worker is asked until it has seen all four, boundedly.
    type Verdict = { findings: { code: string; message: string; requests: string[] }[] };
    const verdictOf = async (url: string): Promise<Verdict> => {
      let verdict: Verdict = { findings: [] };
      for (let attempt = 0; attempt < 40 && !/ 2 times /.test(verdict.findings[0]?.message ?? ""); attempt++) {
        if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25));
        verdict = (await (await fetch(`${url}/__mock/verdict`, { headers })).json()) as Verdict;
      }
      return verdict;
    };
    for (const worker of [a, b]) {
      const verdict = await verdictOf(worker.url);
      // One finding per task: both fast polls, whichever worker answered them.
      expect(verdict.findings.map((finding) => finding.code)).toEqual(["poll-faster-than-floor"]);
      expect(verdict.findings[0]!.message).toMatch(/ 2 times sooner than the floor/);
      expect(verdict.findings[0]!.requests).toHaveLength(3);
    }
  });

  it("sees a stream abandoned on one worker from the other (the mark is written into the shared journal line)", async () => {
    const [a, b] = workers as [RunningServer, RunningServer];
    a.server.keepAliveTimeout = 100;
    const { requestId, socket } = await abandonAStream(a.url, "abandoning");
    try {
      type Verdict = { findings: { code: string; requests: string[] }[] };
      let verdict: Verdict = { findings: [] };
      for (let attempt = 0; attempt < 40 && verdict.findings.length === 0; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        verdict = (await (await fetch(`${b.url}/__mock/verdict`, { headers: { "x-mock-session": "abandoning" } })).json()) as Verdict;
      }
      expect(verdict.findings).toMatchObject([{ code: "abandoned-stream", requests: [requestId] }]);
      // The amended line still reads as the request's entry (times kept exactly).
      const entries = ((await (await fetch(`${b.url}/__mock/journal`, { headers: { "x-mock-session": "abandoning" } })).json()) as { entries: { id: string; time: number; streamEnd?: string }[] }).entries;
      expect(entries).toMatchObject([{ id: requestId, streamEnd: "abandoned" }]);
      expect(Number.isInteger(entries[0]!.time)).toBe(true);
    } finally {
      socket.destroy();
    }
  });
});
