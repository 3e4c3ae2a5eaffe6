/**
 * The verdict on the client: a catalogue of careless clients, each caught with its code, and
 * a well-behaved poller with no finding (openai.test.ts: the openai SDK with its default retries).
 */
import { describe, expect, it } from "vitest";
import { useGatewayMock, type FindingCode, type GatewayMock, type VerdictOptions } from "../../mocks/testing/vitest.ts";

const gateway = useGatewayMock({ mode: "msw", baseUrl: "http://verdict.test", onUnhandledRequest: "error", taskDurationMs: 3000 });
const KEY = "sk-mock-default";
const CHAT = "/client/v2/ai/chat/completions";
const chat = (extra: Record<string, unknown> = {}) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }], ...extra });

function call(mock: GatewayMock<any>, path: string, body?: unknown, key = KEY): Promise<Response> {
  return fetch(`${mock.url}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const submit = async (prompt = "A paper boat") =>
  ((await (await call(gateway, "/client/v2/ai/generations", { model: "kling-v1", input: { prompt } })).json()) as { data: { task_id: number } }).data.task_id;
/** Pins a task at `processing` (POST /__mock/tasks/{id}): a task stuck at the provider. */
const stick = async (id: number) =>
  expect((await fetch(`${gateway.url}/__mock/tasks/${id}`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"status":"processing"}' })).status).toBe(200);
const poll = async (id: number) => ((await (await call(gateway, `/client/v2/ai/tasks/${id}`)).json()) as { data: { status: string } }).data.status;

/** The codes of the session's findings, each once, sorted. */
async function codes(mock: GatewayMock<any> = gateway, options?: VerdictOptions): Promise<FindingCode[]> {
  return [...new Set((await mock.verdict(undefined, options)).findings.map((finding) => finding.code))].sort();
}
/**
 * A retry "at once" waits no clock time but a few ms of real time, which the verdict counts
 * too (a client may wait on real timers): on a loaded machine more than the default 100 ms.
 */
const AT_ONCE = { minBackoffMs: 2000 };

describe("careless clients, each caught with its code", () => {
  it("retries a 500 at once, without backoff: retry-without-backoff", async () => {
    await gateway.setScenario({ phases: [{ script: [{ operation: "createChatCompletion", statuses: [500, 500] }] }] });
    let res;
    do res = await call(gateway, CHAT, chat());
    while (res.status !== 200);
    expect(await codes(gateway, AT_ONCE)).toEqual(["retry-without-backoff"]);
    const { findings } = await gateway.verdict(undefined, AT_ONCE);
    expect(findings).toHaveLength(2);
    expect(findings[0]!.requests).toHaveLength(2);
    expect(findings[0]!.message).toMatch(/^Retried createChatCompletion \d+ ms after a 500, without backing off \(at least 2000 ms\)/);
  });

  // A rate limit's 429 and an outage's 503 both say when to come back.
  it.each([429, 503] as const)("ignores a %i's Retry-After: retry-before-retry-after, naming the status", async (status) => {
    await gateway.setScenario({ phases: [{ script: [{ operation: "createChatCompletion", statuses: [status], retry_after_ms: 1000 }] }] });
    expect((await call(gateway, CHAT, chat())).status).toBe(status);
    gateway.clock.advance(200);
    expect((await call(gateway, CHAT, chat())).status).toBe(200);
    expect(await codes()).toEqual(["retry-before-retry-after"]);
    expect((await gateway.verdict()).findings[0]!.message).toMatch(new RegExp(`^Called createChatCompletion \\d+ ms after a ${status} whose Retry-After asked for 1000 ms\\.$`));
  });

  it("polls a task every 100 ms: poll-faster-than-floor", async () => {
    const id = await submit();
    while ((await poll(id)) === "processing") gateway.clock.advance(100);
    expect(await codes()).toEqual(["poll-faster-than-floor"]);
    // One finding for the loop, not one per poll: 3000 ms of task, a poll every 100 ms.
    const { findings, counts } = await gateway.verdict();
    expect(counts["poll-faster-than-floor"]).toBe(1);
    expect(findings[0]!.message).toBe(`Polled task ${id} 30 times sooner than the floor, 100 ms after the previous poll (floor 1000 ms).`);
    const polls = (await gateway.journal()).filter((entry) => entry.operationId === "getTask");
    expect(findings[0]!.requests).toEqual([polls[0]!.id, polls[1]!.id, polls.at(-1)!.id]);
  });

  it("keeps polling after completion: poll-after-terminal", async () => {
    const id = await submit();
    for (let i = 0; i < 6; i++) {
      await poll(id);
      gateway.clock.advance(1000);
    }
    expect(await codes()).toEqual(["poll-after-terminal"]);
  });

  it("waits for completed alone and polls a failed task on and on: one poll-after-terminal that says so", async () => {
    const res = await fetch(`${gateway.url}/client/v2/ai/generations`, {
      method: "POST",
      headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json", prefer: "task=failed" },
      body: JSON.stringify({ model: "kling-v1", input: { prompt: "A storm" } }),
    });
    const id = ((await res.json()) as { data: { task_id: number } }).data.task_id;
    const seen: string[] = [];
    for (let i = 0; i < 12 && seen.at(-1) !== "completed"; i++) {
      seen.push(await poll(id));
      gateway.clock.advance(1000);
    }
    const polledOn = seen.length - 1 - seen.indexOf("failed");
    expect(polledOn).toBeGreaterThan(3);
    const { findings, counts } = await gateway.verdict();
    expect(findings.map((finding) => finding.code)).toEqual(["poll-after-terminal"]);
    expect(counts["poll-after-terminal"]).toBe(1);
    expect(findings[0]!.message).toBe(
      `Polled task ${id} ${polledOn} times after it was failed, a final status (failed is final too: a loop that waits for completed alone polls a failed task for ever).`,
    );
    const journal = await gateway.journal();
    const polls = journal.filter((entry) => entry.operationId === "getTask");
    const sawFailed = polls[seen.indexOf("failed")]!;
    expect(findings[0]!.requests).toEqual([sawFailed.id, polls[seen.indexOf("failed") + 1]!.id, polls.at(-1)!.id]);
  });

  it("polls a stuck task on and on, without a deadline: one poll-without-deadline per task, counting its polls", async () => {
    const id = await submit();
    await stick(id);
    // Every 30 s for ten minutes: 21 polls span exactly the default deadline, which is not past it.
    for (let i = 0; i < 21; i++) {
      expect(await poll(id)).toBe("processing");
      gateway.clock.advance(30_000);
    }
    expect(await codes()).toEqual([]);
    for (let i = 0; i < 4; i++) {
      await poll(id);
      gateway.clock.advance(30_000);
    }
    const { findings, counts } = await gateway.verdict();
    expect(findings.map((finding) => finding.code)).toEqual(["poll-without-deadline"]);
    expect(counts["poll-without-deadline"]).toBe(1);
    expect(findings[0]!.message).toBe(
      `Polled task ${id} 25 times while it stayed processing for 720 s (deadline 600 s): a loop without a deadline polls a stuck task for ever; give up after a deadline and show the user an error.`,
    );
    const polls = (await gateway.journal()).filter((entry) => entry.operationId === "getTask");
    expect(findings[0]!.requests).toEqual([polls[0]!.id, polls[21]!.id, polls.at(-1)!.id]);
  });

  it("finds a stuck task's poller at once when the test moves the clock past the deadline, one finding per task", async () => {
    const first = await submit("A storm");
    const second = await submit("A lighthouse");
    await stick(first);
    await stick(second);
    await poll(first);
    await poll(second);
    gateway.clock.advance(11 * 60_000);
    await poll(first);
    await poll(second);
    const { findings, counts } = await gateway.verdict();
    expect(findings.map((finding) => finding.message.slice(0, `Polled task ${first} 2 times`.length))).toEqual([`Polled task ${first} 2 times`, `Polled task ${second} 2 times`]);
    expect(counts["poll-without-deadline"]).toBe(2);
  });

  it("takes the deadline from poll_deadline_ms (pollDeadlineMs), and refuses a bad one", async () => {
    const id = await submit();
    await stick(id);
    await poll(id);
    gateway.clock.advance(90_000);
    await poll(id);
    expect(await codes()).toEqual([]);
    expect(await codes(gateway, { pollDeadlineMs: 60_000 })).toEqual(["poll-without-deadline"]);
    const served = (await (await fetch(`${gateway.url}/__mock/verdict?poll_deadline_ms=60000`)).json()) as { findings: { message: string }[] };
    expect(served.findings[0]!.message).toContain("for 90 s (deadline 60 s)");
    const refused = await fetch(`${gateway.url}/__mock/verdict?poll_deadline_ms=ten`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { param: string } }).error.param).toBe("poll_deadline_ms");
  });

  it("polls an id it never received: poll-unknown-task", async () => {
    await call(gateway, "/client/v2/ai/tasks/424242");
    expect(await codes()).toEqual(["poll-unknown-task"]);
  });

  it("retries a 400: retried-non-retryable", async () => {
    for (let i = 0; i < 3; i++) expect((await call(gateway, CHAT, { model: "gpt-4o-mini" })).status).toBe(400);
    expect(await codes()).toEqual(["retried-non-retryable"]);
  });

  it("submits the same generation twice (a double click): duplicate-submission", async () => {
    await submit("Rain");
    gateway.clock.advance(150);
    await submit("Rain");
    expect(await codes()).toEqual(["duplicate-submission"]);
  });

  it("sends again at once after a stream's error event: resent-after-stream-error", async () => {
    await gateway.setScenario({ phases: [{ requests: 1, stream_faults: [{ kind: "error", rate: 1, after: { min: 2, max: 2 } }] }, {}] });
    const broken = await (await call(gateway, CHAT, chat({ stream: true }))).text();
    expect(broken).toContain("Injected by the session's scenario (phase 1).");
    await (await call(gateway, CHAT, chat({ stream: true }))).text();
    expect(await codes(gateway, AT_ONCE)).toEqual(["resent-after-stream-error"]);
  });

  it("sends again at once after its stream was cut off: resent-after-stream-error, saying it was cut", async () => {
    await gateway.setScenario({ phases: [{ requests: 1, stream_faults: [{ kind: "drop", rate: 1, after: { min: 2, max: 2 } }] }, {}] });
    await expect((await call(gateway, CHAT, chat({ stream: true }))).text()).rejects.toThrow();
    await (await call(gateway, CHAT, chat({ stream: true }))).text();
    expect(await codes(gateway, AT_ONCE)).toEqual(["resent-after-stream-error"]);
    expect((await gateway.verdict(undefined, AT_ONCE)).findings[0]!.message).toMatch(/^Sent createChatCompletion again \d+ ms after its stream was cut off before its end, without backing off\.$/);
  });

  it("waits before sending again after a cut stream: no finding", async () => {
    await gateway.setScenario({ phases: [{ requests: 1, stream_faults: [{ kind: "drop", rate: 1, after: { min: 2, max: 2 } }] }, {}] });
    await expect((await call(gateway, CHAT, chat({ stream: true }))).text()).rejects.toThrow();
    gateway.clock.advance(2500);
    await (await call(gateway, CHAT, chat({ stream: true }))).text();
    expect(await codes(gateway, AT_ONCE)).toEqual([]);
  });

  it("keeps calling with a refused key: called-after-401", async () => {
    expect((await call(gateway, CHAT, chat(), "sk-revoked")).status).toBe(401);
    gateway.clock.advance(5000);
    expect((await call(gateway, "/client/v2/ai/tasks/1", undefined, "sk-revoked")).status).toBe(401);
    expect(await codes()).toContain("called-after-401");
  });

  it("fails the matcher with the findings listed", async () => {
    await call(gateway, "/client/v2/ai/tasks/424242");
    await expect(expect(gateway).toHaveNoClientFindings()).rejects.toThrow(/poll-unknown-task: Polled task 424242/);
  });

  it("is served at GET /__mock/verdict, with thresholds from the query", async () => {
    const id = await submit();
    await poll(id);
    gateway.clock.advance(500);
    await poll(id);
    const strict = (await (await fetch(`${gateway.url}/__mock/verdict`)).json()) as { findings: { code: string }[]; counts: Record<string, number> };
    expect(strict.findings.map((finding) => finding.code)).toEqual(["poll-faster-than-floor"]);
    expect(strict.counts["poll-faster-than-floor"]).toBe(1);
    const lenient = (await (await fetch(`${gateway.url}/__mock/verdict?poll_floor_ms=400`)).json()) as { findings: unknown[] };
    expect(lenient.findings).toEqual([]);
    expect((await fetch(`${gateway.url}/__mock/verdict?poll_floor_ms=-1`)).status).toBe(400);
  });
});

describe("well-behaved clients have no finding", () => {
  it("a poller that honours a floor and stops at completion", async () => {
    const id = await submit();
    while ((await poll(id)) === "processing") gateway.clock.advance(1000);
    await expect(gateway).toHaveNoClientFindings();
  });

  it("a poller with a deadline that gives up on a stuck task within it", async () => {
    const id = await submit();
    await stick(id);
    const deadline = gateway.clock.now() + 5 * 60_000;
    while ((await poll(id)) === "processing" && gateway.clock.now() < deadline) gateway.clock.advance(5000);
    await expect(gateway).toHaveNoClientFindings();
  });

});
