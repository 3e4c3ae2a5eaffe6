/**
 * Real clients against the gateway as MSW handlers in `setupServer`: no port is open, and the
 * base URL is on `.invalid` (RFC 2606), a name no resolver answers, so every answer below came
 * from the handlers. One line sets it up; time moves only when a test advances the clock.
 */
import OpenAI from "openai";
import createClient from "openapi-fetch";
import { describe, expect, it, vi } from "vitest";
import type { components, paths } from "../../generated/api.d.ts";
import { useGatewayMock } from "../../mocks/testing/vitest.ts";

type Task = components["schemas"]["Task"];

const gateway = useGatewayMock({ baseUrl: "http://gateway.mock.invalid", taskDurationMs: 5000, onUnhandledRequest: "error" });

const messages = [{ role: "user" as const, content: "Give me three tips for naming variables." }];

function openai(apiKey: string = gateway.keys.default): OpenAI {
  return new OpenAI({ baseURL: `${gateway.url}/client/v2/ai`, apiKey, maxRetries: 0 });
}

function api(apiKey: string = gateway.keys.default) {
  return createClient<paths>({ baseUrl: gateway.url, headers: { Authorization: `Bearer ${apiKey}` } });
}

/** The error a call rejects with (the test fails if it resolves). */
async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (value) => expect.fail(`expected the call to fail, it returned ${JSON.stringify(value).slice(0, 200)}`),
    (error: unknown) => error,
  );
}

describe("the openai package over MSW", () => {
  it("creates a chat completion", async () => {
    const completion = await openai().chat.completions.create({ model: "gpt-4o-mini", messages });
    expect(completion.object).toBe("chat.completion");
    expect(completion.choices[0]?.message.content).toMatch(/\S/);
    expect(completion.choices[0]?.finish_reason).toBe("stop");
  });

  it("streams the same text it answers without streaming", async () => {
    const client = openai();
    const whole = await client.chat.completions.create({ model: "gpt-4o-mini", messages });
    const stream = await client.chat.completions.create({ model: "gpt-4o-mini", messages, stream: true });
    let text = "";
    const finishReasons: (string | null)[] = [];
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? "";
      finishReasons.push(chunk.choices[0]?.finish_reason ?? null);
    }
    expect(text).toBe(whole.choices[0]?.message.content);
    expect(finishReasons.at(-1)).toBe("stop");
  });

  it.each([
    { status: 400, errorClass: OpenAI.BadRequestError, code: "invalid_request", apiKey: undefined, model: "flux-schnell" },
    { status: 401, errorClass: OpenAI.AuthenticationError, code: "unauthorized", apiKey: "sk-nobody", model: "gpt-4o-mini" },
    { status: 404, errorClass: OpenAI.NotFoundError, code: "model_not_found", apiKey: undefined, model: "no-such-model" },
  ])("throws $errorClass.name with code $code for status $status", async ({ status, errorClass, code, apiKey, model }) => {
    const error = await rejection(openai(apiKey).chat.completions.create({ model, messages }));
    expect(error).toBeInstanceOf(errorClass);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(status);
    expect((error as InstanceType<typeof OpenAI.APIError>).code).toBe(code);
  });

  it("throws RateLimitError when a 429 is forced with Prefer", async () => {
    const error = await rejection(openai().chat.completions.create({ model: "gpt-4o-mini", messages }, { headers: { Prefer: "code=429" } }));
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
  });

  it("fails the for-await loop when the stream's connection drops midway", async () => {
    const stream = await openai().chat.completions.create({ model: "gpt-4o-mini", messages, stream: true }, { headers: { Prefer: "stream=drop-after-2" } });
    const chunks: unknown[] = [];
    const error = await rejection(
      (async () => {
        for await (const chunk of stream) chunks.push(chunk);
      })(),
    );
    expect(error).toBeInstanceOf(Error);
    // The role delta and the two content chunks "drop-after-2" promises, then the cut.
    expect(chunks).toHaveLength(3);
    expect(gateway.app.deps.streams.open).toBe(0);
  });
});

describe("openapi-fetch with the generated paths over MSW", () => {
  it("lists users with typed query parameters", async () => {
    const { data, error } = await api().GET("/api/users", { params: { query: { page: 1, page_size: 5 } } });
    expect(error).toBeUndefined();
    expect(data?.users).toHaveLength(5);
  });

  it("polls a video task to completed by advancing the clock, without waiting", async () => {
    const client = api();
    const submitted = await client.POST("/client/v2/ai/generations", { body: { model: "kling-v1", input: { prompt: "A paper boat", duration: 5 } } });
    const taskId = (submitted.data as components["schemas"]["AsyncSubmission"]).data.task_id;
    const poll = async (): Promise<Task> => {
      const { data, error } = await client.GET("/client/v2/ai/tasks/{task_id}", { params: { path: { task_id: taskId } } });
      if (error) throw new Error(`getTask failed: ${error.error.code}`);
      return data.data;
    };
    const statuses: string[] = [(await poll()).status];
    gateway.clock.advance(2500);
    statuses.push((await poll()).status);
    gateway.clock.advance(2500);
    const final = await poll();
    statuses.push(final.status);
    expect(statuses).toEqual(["processing", "processing", "completed"]);
    expect(final.output?.video_url).toMatch(/^http:\/\/gateway\.mock\.invalid\//);
    const video = await fetch(final.output!.video_url);
    expect(video.headers.get("content-type")).toBe("video/mp4");
  });

  it("returns the spec's error body on the error branch for another team's task", async () => {
    const { data } = await api().POST("/client/v2/ai/generations", { body: { model: "kling-v1", input: { prompt: "Clouds" } } });
    const taskId = (data as components["schemas"]["AsyncSubmission"]).data.task_id;
    const other = await api(gateway.keys.other).GET("/client/v2/ai/tasks/{task_id}", { params: { path: { task_id: taskId } } });
    expect(other.response.status).toBe(404);
    expect(other.error?.error.code).toBe("task_not_found");
  });
});

describe("plain fetch over MSW", () => {
  it("records each request in the journal the helper exposes", async () => {
    await fetch(`${gateway.url}/api/users`, { headers: { Authorization: `Bearer ${gateway.keys.default}` } });
    await fetch(`${gateway.url}/client/v2/ai/chat/completions`, { method: "POST", body: JSON.stringify({ model: "gpt-4o-mini", messages }) });
    expect((await gateway.journal()).map((entry) => [entry.operationId, entry.status])).toEqual([
      ["listUsers", 200],
      ["createChatCompletion", 401],
    ]);
  });

  it("starts each test with an empty journal (reset after each test)", async () => {
    expect((await gateway.journal())).toEqual([]);
  });

  it("keeps tasks per session (X-Mock-Session)", async () => {
    const headers = (session: string) => ({ Authorization: `Bearer ${gateway.keys.default}`, "Content-Type": "application/json", "X-Mock-Session": session });
    const submit = await fetch(`${gateway.url}/client/v2/ai/generations`, {
      method: "POST",
      headers: headers("test-a"),
      body: JSON.stringify({ model: "kling-v1", input: { prompt: "Rain" } }),
    });
    const { data } = (await submit.json()) as { data: { task_id: number } };
    const mine = await fetch(`${gateway.url}/client/v2/ai/tasks/${data.task_id}`, { headers: headers("test-a") });
    const theirs = await fetch(`${gateway.url}/client/v2/ai/tasks/${data.task_id}`, { headers: headers("test-b") });
    expect([mine.status, theirs.status]).toEqual([200, 404]);
    expect((await gateway.journal("test-a"))).toHaveLength(2);
  });

  it("passes the client's abort to the mock: a delayed answer stops waiting on the clock", async () => {
    const controller = new AbortController();
    const call = fetch(`${gateway.url}/api/users`, { headers: { Prefer: "delay=60000" }, signal: controller.signal });
    await vi.waitFor(() => expect(gateway.clock.pending).toBe(1));
    controller.abort();
    await expect(call).rejects.toThrow();
    await vi.waitFor(() => expect(gateway.clock.pending).toBe(0));
    expect((await gateway.journal()).at(-1)?.status).toBe(499);
  });

  it("moves the mock's clock through the control surface too", async () => {
    const before = gateway.clock.now();
    const response = await fetch(`${gateway.url}/__mock/clock`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ advance_ms: 60_000 }),
    });
    expect(response.status).toBe(200);
    expect(gateway.clock.now()).toBe(before + 60_000);
  });
});
