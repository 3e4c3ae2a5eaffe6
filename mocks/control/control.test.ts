import { describe, expect, it } from "vitest";
import { testMock } from "../testing/harness.ts";

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

describe("the memo behind /__mock/stats and /__mock/reset", () => {
  const chat = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Tell me about lighthouses" }] };

  it("counts a repeated conversation as a hit, and a reset clears it", async () => {
    const mock = testMock();
    await mock.call("POST", "/client/v2/ai/chat/completions", { body: chat });
    await mock.call("POST", "/client/v2/ai/chat/completions", { body: chat });
    const before = await mock.call("GET", "/__mock/stats");
    expect(before.body.memo).toMatchObject({ hits: 1, misses: 1, entries: 1 });
    expect(before.body.memo.bytes).toBeGreaterThan(0);
    await mock.call("POST", "/__mock/reset");
    const after = await mock.call("GET", "/__mock/stats");
    expect(after.body.memo).toMatchObject({ hits: 0, misses: 0, entries: 0, bytes: 0 });
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
