import { describe, expect, it } from "vitest";
import { conform, KEYS, testMock, type TestMock } from "../../test/support/harness.ts";

const submit = async (mock: TestMock, headers: Record<string, string> = {}, key: string = KEYS.default) =>
  (await mock.call("POST", "/client/v2/ai/generations", { key, headers, body: { model: "kling-v1", input: { prompt: "boat" } } })).body.data
    .task_id as number;
const poll = (mock: TestMock, id: number | string, key: string = KEYS.default, headers: Record<string, string> = {}) =>
  mock.call("GET", `/client/v2/ai/tasks/${id}`, { key, headers });

describe("GET /client/v2/ai/tasks/{task_id}", () => {
  it("moves a task from processing to completed after the task duration, with progress rising", async () => {
    const mock = testMock({ taskDurationMs: 1000 });
    const id = await submit(mock);
    const first = await poll(mock, id);
    expect(first.body.data).toMatchObject({ task_id: id, status: "processing", progress: 0 });
    expect(conform("getTask", first)).toEqual([]);
    mock.clock.advance(500);
    const half = await poll(mock, id);
    expect(half.body.data.status).toBe("processing");
    expect(half.body.data.progress).toBe(50);
    expect(half.body.data.output).toBeUndefined();
    mock.clock.advance(500);
    const done = await poll(mock, id);
    expect(done.body.data).toMatchObject({ status: "completed", progress: 100 });
    expect(done.body.data.output.video_url).toMatch(/^http:\/\/127\.0\.0\.1:4010\/__mock\/assets\/video\/task_\d+\.mp4$/);
    expect(conform("getTask", done)).toEqual([]);
  });

  it("serves a real MP4 behind video_url", async () => {
    const mock = testMock({ taskDurationMs: 0 });
    const id = await submit(mock);
    const url = new URL((await poll(mock, id)).body.data.output.video_url);
    const file = await mock.call("GET", url.pathname);
    expect(file.headers["content-type"]).toBe("video/mp4");
    expect(Buffer.from(file.response.bytes!).subarray(4, 8).toString()).toBe("ftyp");
  });

  it("ends failed with an error code and message when asked with Prefer: task=failed", async () => {
    const mock = testMock();
    const id = await submit(mock, { prefer: "task=failed" });
    mock.clock.advance(1000);
    const result = await poll(mock, id);
    expect(result.body.data.status).toBe("failed");
    expect(result.body.data.error).toEqual({ code: "provider_error", message: "The provider failed to render the video.", type: "server_error" });
    expect(result.body.data.progress).toBeLessThan(100);
    expect(conform("getTask", result)).toEqual([]);
  });

  it("fails tasks at the configured failure rate", async () => {
    const mock = testMock({ taskFailureRate: 1 });
    const id = await submit(mock);
    mock.clock.advance(1000);
    expect((await poll(mock, id)).body.data.status).toBe("failed");
  });

  it("never moves a final status back", async () => {
    const mock = testMock();
    const id = await submit(mock);
    mock.clock.advance(5000);
    for (let i = 0; i < 3; i++) {
      mock.clock.advance(1000);
      expect((await poll(mock, id)).body.data.status).toBe("completed");
    }
  });

  it("hides a task from another team behind the same 404 as an unknown id", async () => {
    const mock = testMock();
    const id = await submit(mock);
    const foreign = await poll(mock, id, KEYS.other);
    const unknown = await poll(mock, 999_999);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe("task_not_found");
    expect(unknown.body.error.code).toBe("task_not_found");
    expect(conform("getTask", foreign)).toEqual([]);
  });

  it("keeps sessions apart: a task of one X-Mock-Session is unknown in another", async () => {
    const mock = testMock();
    const id = await submit(mock, { "x-mock-session": "alice" });
    expect((await poll(mock, id, KEYS.default, { "x-mock-session": "alice" })).status).toBe(200);
    expect((await poll(mock, id, KEYS.default, { "x-mock-session": "bob" })).status).toBe(404);
  });

  it.each(["abc", "0", "1.5"])("answers 400 invalid_request for the task id %s", async (id) => {
    const result = await poll(testMock(), id);
    expect(result.status).toBe(400);
    expect(result.body.error.param).toBe("task_id");
  });

  it("evicts the oldest task beyond the store cap", async () => {
    const mock = testMock({ taskCap: 3 });
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await submit(mock));
    expect((await poll(mock, ids[0]!)).status).toBe(404);
    expect((await poll(mock, ids[3]!)).status).toBe(200);
    expect((await mock.deps.store.stats()).tasks).toBe(3);
  });

  it("forgets tasks after their time to live", async () => {
    const mock = testMock({ taskTtlMs: 10_000 });
    const id = await submit(mock);
    mock.clock.advance(9_999);
    expect((await poll(mock, id)).status).toBe(200);
    mock.clock.advance(1);
    expect((await poll(mock, id)).status).toBe(404);
  });
});
