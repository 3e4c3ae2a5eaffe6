import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { systemClock } from "../state/clock.ts";
import { testMock } from "../../test/support/harness.ts";

const submit = { model: "kling-v1", input: { prompt: "boat" } };

describe("the /__mock control surface", () => {
  it("says it is the mock on /__mock/health", async () => {
    const result = await testMock().call("GET", "/__mock/health");
    expect(result.body).toMatchObject({ status: "ok", mock: true });
  });

  it("completes tasks at once when the clock is advanced", async () => {
    const mock = testMock({ taskDurationMs: 60_000 });
    const id = (await mock.call("POST", "/client/v2/ai/generations", { body: submit })).body.data.task_id;
    await mock.call("POST", "/__mock/clock", { body: { advance_ms: 60_000 } });
    expect((await mock.call("GET", `/client/v2/ai/tasks/${id}`)).body.data.status).toBe("completed");
  });

  it("forces a task's status and lists tasks", async () => {
    const mock = testMock();
    const id = (await mock.call("POST", "/client/v2/ai/generations", { body: submit })).body.data.task_id;
    const forced = await mock.call("POST", `/__mock/tasks/${id}`, { body: { status: "failed" } });
    expect(forced.body.status).toBe("failed");
    expect((await mock.call("GET", `/client/v2/ai/tasks/${id}`)).body.data.status).toBe("failed");
    const list = await mock.call("GET", "/__mock/tasks");
    expect(list.body.tasks.map((t: any) => t.task_id)).toEqual([id]);
  });

  it("resets one session without touching another", async () => {
    const mock = testMock();
    const a = (await mock.call("POST", "/client/v2/ai/generations", { body: submit, headers: { "x-mock-session": "a" } })).body.data.task_id;
    const b = (await mock.call("POST", "/client/v2/ai/generations", { body: submit, headers: { "x-mock-session": "b" } })).body.data.task_id;
    await mock.call("POST", "/__mock/reset", { headers: { "x-mock-session": "a" } });
    expect((await mock.call("GET", `/client/v2/ai/tasks/${a}`, { headers: { "x-mock-session": "a" } })).status).toBe(404);
    expect((await mock.call("GET", `/client/v2/ai/tasks/${b}`, { headers: { "x-mock-session": "b" } })).status).toBe(200);
  });

  it("rejects bad control input with 400", async () => {
    const mock = testMock();
    expect((await mock.call("POST", "/__mock/clock", { body: { advance_ms: -5 } })).status).toBe(400);
    expect((await mock.call("POST", "/__mock/clock", { raw: "nope" })).status).toBe(400);
  });

  it("requires its token beyond loopback, except for assets", async () => {
    const mock = testMock({ host: "0.0.0.0", controlToken: "t0ken" });
    expect((await mock.call("GET", "/__mock/journal")).status).toBe(401);
    expect((await mock.call("GET", "/__mock/journal", { headers: { "x-mock-token": "t0ken" } })).status).toBe(200);
    expect((await mock.call("GET", "/__mock/assets/video/x.mp4")).status).toBe(200);
  });

  it("refuses the control surface beyond loopback when no token is set", async () => {
    const mock = testMock({ host: "0.0.0.0" });
    expect((await mock.call("POST", "/__mock/reset")).status).toBe(401);
  });

  it("serves the public spec", async () => {
    const result = await testMock().call("GET", "/__mock/openapi.yaml");
    expect(Buffer.from(result.response.bytes!).toString()).toMatch(/^openapi: 3\.1\.0/);
  });
});

describe("freezing the clock through /__mock/clock", () => {
  const START = Date.UTC(2026, 0, 1);
  // The system clock over vitest's real time: Date and timers move only by vi.advanceTimersByTime.
  beforeEach(() => void vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"], now: START }));
  afterEach(() => void vi.useRealTimers());
  const frozenMock = (config = {}) => testMock({ taskDurationMs: 5000, ...config }, systemClock());
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  it("says on GET whether the clock is frozen", async () => {
    const mock = frozenMock();
    expect((await mock.call("GET", "/__mock/clock")).body).toEqual({ now_ms: START, now: "2026-01-01T00:00:00.000Z", frozen: false });
    const frozen = await mock.call("POST", "/__mock/clock", { body: { freeze: true } });
    expect(frozen.body).toEqual({ now_ms: START, now: "2026-01-01T00:00:00.000Z", frozen: true });
    expect((await mock.call("GET", "/__mock/clock")).body.frozen).toBe(true);
  });

  it("keeps a task processing while frozen, however long real time passes, and completes it after an advance", async () => {
    const mock = frozenMock();
    await mock.call("POST", "/__mock/clock", { body: { freeze: true } });
    const id = (await mock.call("POST", "/client/v2/ai/generations", { body: submit })).body.data.task_id;
    vi.advanceTimersByTime(60_000);
    expect((await mock.call("GET", "/__mock/clock")).body.now_ms).toBe(START);
    expect((await mock.call("GET", `/client/v2/ai/tasks/${id}`)).body.data.status).toBe("processing");
    const advanced = await mock.call("POST", "/__mock/clock", { body: { advance_ms: 5000 } });
    expect(advanced.body).toMatchObject({ now_ms: START + 5000, frozen: true });
    expect((await mock.call("GET", `/client/v2/ai/tasks/${id}`)).body.data.status).toBe("completed");
  });

  it("lets the clock run on from the frozen time on unfreeze, without a jump", async () => {
    const mock = frozenMock();
    await mock.call("POST", "/__mock/clock", { body: { freeze: true } });
    vi.advanceTimersByTime(30_000);
    const unfrozen = await mock.call("POST", "/__mock/clock", { body: { freeze: false } });
    expect(unfrozen.body).toMatchObject({ now_ms: START, frozen: false });
    vi.advanceTimersByTime(250);
    expect((await mock.call("GET", "/__mock/clock")).body).toMatchObject({ now_ms: START + 250, frozen: false });
  });

  it("freezes at set_ms, then moves the frozen time by advance_ms in the same request", async () => {
    const mock = frozenMock();
    const result = await mock.call("POST", "/__mock/clock", { body: { freeze: true, set_ms: START + 60_000, advance_ms: 1000 } });
    expect(result.body).toMatchObject({ now_ms: START + 61_000, frozen: true });
    vi.advanceTimersByTime(10_000);
    expect((await mock.call("GET", "/__mock/clock")).body.now_ms).toBe(START + 61_000);
  });

  it("holds a Prefer: delay while frozen until an advance moves the clock past it", async () => {
    const mock = frozenMock();
    await mock.call("POST", "/__mock/clock", { body: { freeze: true } });
    let answered = false;
    const pending = mock.call("GET", "/api/users", { headers: { prefer: "delay=300" } }).then((r) => ((answered = true), r));
    for (let i = 0; i < 5; i++) await nextTurn();
    vi.advanceTimersByTime(10_000);
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(answered).toBe(false);
    await mock.call("POST", "/__mock/clock", { body: { advance_ms: 300 } });
    expect((await pending).status).toBe(200);
  });

  it("runs on from the frozen reading after a reset of everything, and stays frozen after a session's reset", async () => {
    const mock = frozenMock();
    const { now_ms: at } = (await mock.call("POST", "/__mock/clock", { body: { freeze: true } })).body;
    await mock.call("POST", "/__mock/reset");
    expect((await mock.call("GET", "/__mock/clock")).body).toMatchObject({ frozen: true, now_ms: at });
    await mock.call("POST", "/__mock/reset", { query: { all: "1" } });
    const after = (await mock.call("GET", "/__mock/clock")).body;
    expect(after.frozen).toBe(false);
    expect(after.now_ms).toBeGreaterThanOrEqual(at);
    expect(after.now_ms - at).toBeLessThan(1000);
  });

  it.each([{ freeze: "yes" }, { freeze: 1 }, { freeze: null }, { freeze: true, advance_ms: -1 }])(
    "answers 400 invalid_request for %j and leaves the clock running",
    async (body) => {
      const mock = frozenMock();
      const result = await mock.call("POST", "/__mock/clock", { body });
      expect(result.status).toBe(400);
      expect(result.body).toEqual({
        error: { code: "invalid_request", type: "invalid_request_error", message: expect.any(String), param: "advance_ms" in body ? "advance_ms" : "freeze" },
      });
      expect((await mock.call("GET", "/__mock/clock")).body.frozen).toBe(false);
    },
  );
});

describe("the memo behind /__mock/stats and /__mock/reset", () => {
  const chat = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Tell me about lighthouses" }] };

  it("keeps a conversation on its second request and counts the third as a hit; a reset clears it", async () => {
    const mock = testMock();
    await mock.call("POST", "/client/v2/ai/chat/completions", { body: chat });
    const once = await mock.call("GET", "/__mock/stats");
    expect(once.body.memo).toMatchObject({ hits: 0, misses: 1, entries: 0, bytes: 0, seenOnce: 1 });
    await mock.call("POST", "/client/v2/ai/chat/completions", { body: chat });
    await mock.call("POST", "/client/v2/ai/chat/completions", { body: chat });
    const before = await mock.call("GET", "/__mock/stats");
    expect(before.body.memo).toMatchObject({ hits: 1, misses: 2, entries: 1, seenOnce: 0 });
    expect(before.body.memo.bytes).toBeGreaterThan(0);
    await mock.call("POST", "/client/v2/ai/chat/completions", { body: { ...chat, model: "gpt-4o" } });
    expect((await mock.call("GET", "/__mock/stats")).body.memo.seenOnce).toBe(1);
    await mock.call("POST", "/__mock/reset");
    const after = await mock.call("GET", "/__mock/stats");
    expect(after.body.memo).toMatchObject({ hits: 0, misses: 0, entries: 0, bytes: 0, seenOnce: 0 });
  });

  it("answers the same content after a reset as before it (the memo only saves work)", async () => {
    const mock = testMock();
    const first = await mock.call("POST", "/client/v2/ai/chat/completions", { body: chat });
    await mock.call("POST", "/__mock/reset");
    const again = await mock.call("POST", "/client/v2/ai/chat/completions", { body: chat });
    expect(again.body.choices).toEqual(first.body.choices);
    expect(again.body.usage).toEqual(first.body.usage);
  });

  it("keeps different prompts with the same Prefer: seed apart", async () => {
    const mock = testMock();
    const ask = (content: string) =>
      mock.call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }] }, headers: { prefer: "seed=7" } });
    const a = await ask("Write a Python function to parse CSV");
    const b = await ask("List tips for sourdough baking");
    expect(a.body.choices[0].message.content).not.toEqual(b.body.choices[0].message.content);
  });
});
