/**
 * The typed client against the mock, once over HTTP (a server on 127.0.0.1 and a free port) and
 * once through the MSW handlers (no port): chat, the stream and its faults, every declared error
 * status, the unified endpoint's families and a task waited to completed by moving the mock's
 * manual clock instead of waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { declaredStatuses } from "../generated/statuses.ts";
import { gatewayMock, type GatewayMock } from "../mocks/testing/index.ts";
import {
  createGatewayClient,
  isApiError,
  isAsyncSubmission,
  isImageGeneration,
  prefer,
  StreamError,
  StreamInterruptedError,
  TaskTimeoutError,
  UnexpectedResponseError,
  type ChatCompletionChunk,
  type GatewayClient,
  type Schemas,
  type Timers,
} from "./index.ts";

const messages: Schemas["ChatMessage"][] = [{ role: "user", content: "Write a haiku about the sea." }];
const chat = { model: "gpt-4o-mini", messages };

/** waitForTask's time is the mock's: each wait moves its manual clock, no real time passes. */
function mockTimers(gateway: GatewayMock): Timers & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    now: () => gateway.clock.now(),
    sleep: async (ms) => {
      waits.push(ms);
      gateway.clock.advance(ms);
    },
  };
}

async function collect(stream: AsyncIterable<ChatCompletionChunk>): Promise<ChatCompletionChunk[]> {
  const chunks: ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe.each(["http", "msw"] as const)("the typed client over %s", (mode) => {
  const gateway = gatewayMock({ mode, taskDurationMs: 5000, onUnhandledRequest: "error" });
  let client: GatewayClient;
  let timers: ReturnType<typeof mockTimers>;

  beforeAll(async () => {
    await gateway.start();
    timers = mockTimers(gateway);
    // Created after start: in msw mode the handlers patch the global fetch the client uses.
    client = createGatewayClient({ baseUrl: gateway.url, apiKey: gateway.keys.default, timers });
  });
  afterAll(() => gateway.stop());

  it("creates a chat completion and reads it without a cast", async () => {
    const result = await client.createChatCompletion(chat);
    if (!result.ok) throw new Error(`expected 200, got ${result.status} ${result.error.code}`);
    expect(result.status).toBe(200);
    expect(result.data.object).toBe("chat.completion");
    expect(result.data.choices[0]?.message.content).toMatch(/\S/);
    expect(result.requestId).toMatch(/\S/);
  });

  it("streams typed chunks from the assistant's role to the finish reason, ending at [DONE]", async () => {
    const chunks = await collect(client.stream(chat));
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((chunk) => chunk.object === "chat.completion.chunk")).toBe(true);
    expect(chunks[0]?.choices[0]?.delta.role).toBe("assistant");
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe("stop");
    const text = chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("");
    const whole = await client.createChatCompletion(chat);
    expect(whole.ok && whole.data.choices[0]?.message.content).toBe(text);
  });

  it("streams an LLM generation from the unified endpoint the same way", async () => {
    const chunks = await collect(client.streamGeneration({ model: "gpt-4o-mini", messages }));
    expect(chunks[0]?.choices[0]?.delta.role).toBe("assistant");
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe("stop");
    const refused = await collect(client.streamGeneration({ model: "gpt-9", messages })).catch((error: unknown) => error);
    expect(isApiError(refused, "createGeneration") && refused.result.status === 404 && refused.result.error.code).toBe("model_not_found");
  });

  it("throws a StreamError with the event's code when the stream fails after two content chunks", async () => {
    const seen: ChatCompletionChunk[] = [];
    const failure = await (async () => {
      for await (const chunk of client.stream(chat, { headers: prefer("createChatCompletion", { stream: "error-after-2" }) })) seen.push(chunk);
    })().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StreamError);
    expect((failure as StreamError).code).toBe("provider_error");
    // The role chunk, then the two content chunks the fault lets through.
    expect(seen.map((chunk) => chunk.choices[0]?.delta.role ?? "content")).toEqual(["assistant", "content", "content"]);
  });

  it("throws a StreamInterruptedError when the connection drops before [DONE]", async () => {
    const failure = await collect(client.stream(chat, { headers: prefer("createChatCompletion", { stream: "drop-after-1" }) })).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StreamInterruptedError);
  });

  it("stops the stream with the signal's reason when aborted", async () => {
    const controller = new AbortController();
    const seen: ChatCompletionChunk[] = [];
    const failure = await (async () => {
      for await (const chunk of client.stream(chat, { signal: controller.signal })) {
        seen.push(chunk);
        controller.abort(new Error("the user closed the tab"));
      }
    })().catch((error: unknown) => error);
    expect(seen).toHaveLength(1);
    expect((failure as Error).message).toBe("the user closed the tab");
  });

  it("throws an ApiError whose result narrows like the method's when a stream is refused", async () => {
    const failure = await collect(client.stream({ model: "gpt-9", messages })).catch((error: unknown) => error);
    if (!isApiError(failure, "createChatCompletion")) throw new Error(`expected an ApiError, got ${String(failure)}`);
    expect(failure.status).toBe(404);
    expect(failure.result.status === 404 && failure.result.error.code).toBe("model_not_found");
  });

  it.each(declaredStatuses.createChatCompletion.filter((status) => status !== 200))(
    "answers a forced %i as a value whose error code is the one the spec gives that status",
    async (status) => {
      const result = await client.createChatCompletion(chat, { headers: prefer("createChatCompletion", { code: status }) });
      expect(result.ok).toBe(false);
      expect(result.status).toBe(status);
      const expected = { 400: "invalid_request", 401: "unauthorized", 403: "forbidden", 404: "model_not_found", 413: "payload_too_large", 429: "rate_limited", 500: "provider_error", 503: "service_unavailable" }[status];
      expect(result.error?.code).toBe(expected);
    },
  );

  it("answers real mistakes with their declared statuses: no key, an unknown model, a bad parameter", async () => {
    const anonymous = createGatewayClient({ baseUrl: gateway.url });
    const noKey = await anonymous.createChatCompletion(chat);
    expect(noKey.status === 401 && noKey.error.code).toBe("unauthorized");
    const unknown = await client.createChatCompletion({ model: "gpt-9", messages });
    expect(unknown.status === 404 && unknown.error.code).toBe("model_not_found");
    const invalid = await client.createChatCompletion({ ...chat, temperature: 3 });
    expect(invalid.status === 400 && invalid.error).toMatchObject({ code: "invalid_request", param: "temperature" });
  });

  it("answers an LLM generation with a chat completion and an image generation with its envelope", async () => {
    const llm = await client.createGeneration({ model: "gpt-4o-mini", messages });
    expect(llm.ok && llm.data.object).toBe("chat.completion");
    const image = await client.createGeneration({ model: "flux-schnell", input: { prompt: "A lighthouse", width: 320, height: 200 } });
    if (!image.ok || !isImageGeneration(image.data)) throw new Error("expected an image envelope");
    expect(image.data.data.images[0]).toMatchObject({ width: 320, height: 200 });
  });

  it("submits a video and waits for it to complete, moving the mock's clock with backoff", async () => {
    const submitted = await client.createGeneration({ model: "kling-v1", input: { prompt: "A paper boat", duration: 5 } });
    if (!submitted.ok || !isAsyncSubmission(submitted.data)) throw new Error("expected an async submission");
    const before = timers.waits.length;
    const task = await client.waitForTask(submitted.data.data.task_id, { pollMs: 1000, maxPollMs: 2000, timeoutMs: 60_000 });
    expect(task.status).toBe("completed");
    if (task.status === "completed") expect(task.output.video_url).toMatch(/^http/);
    // 1000, then ×1.5, then capped at 2000: 5000 ms of mock time in four waits.
    expect(timers.waits.slice(before)).toEqual([1000, 1500, 2000, 2000]);
  });

  it("waits a task to failed when the submission asks for it", async () => {
    const submitted = await client.createGeneration(
      { model: "kling-v1", input: { prompt: "A storm" } },
      { headers: prefer("createGeneration", { task: "failed" }) },
    );
    if (!submitted.ok || !isAsyncSubmission(submitted.data)) throw new Error("expected an async submission");
    const task = await client.waitForTask(submitted.data.data.task_id, { pollMs: 2500 });
    expect(task.status).toBe("failed");
    if (task.status === "failed") expect(task.error.code).toMatch(/\S/);
  });

  it("gives up with a TaskTimeoutError that says what it saw last", async () => {
    const submitted = await client.createGeneration({ model: "kling-v1", input: { prompt: "A slow one" } });
    if (!submitted.ok || !isAsyncSubmission(submitted.data)) throw new Error("expected an async submission");
    const failure = await client.waitForTask(submitted.data.data.task_id, { pollMs: 1000, timeoutMs: 2000 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TaskTimeoutError);
    expect((failure as TaskTimeoutError).lastTask?.status).toBe("processing");
  });

  it("waits as long as a 429's Retry-After says, then goes on polling", async () => {
    const submitted = await client.createGeneration({ model: "kling-v1", input: { prompt: "A busy day" } });
    if (!submitted.ok || !isAsyncSubmission(submitted.data)) throw new Error("expected an async submission");
    gateway.force("getTask", 429, { times: 1 });
    const before = timers.waits.length;
    const task = await client.waitForTask(submitted.data.data.task_id, { pollMs: 5000 });
    expect(task.status).toBe("completed");
    // The forced 429 says Retry-After-Ms: 1000; then the usual 5000 ms between polls.
    expect(timers.waits.slice(before)).toEqual([1000, 5000]);
  });

  it("stops waiting with the signal's reason when aborted", async () => {
    const submitted = await client.createGeneration({ model: "kling-v1", input: { prompt: "Never mind" } });
    if (!submitted.ok || !isAsyncSubmission(submitted.data)) throw new Error("expected an async submission");
    const controller = new AbortController();
    const waiting = client.waitForTask(submitted.data.data.task_id, { pollMs: 100, signal: controller.signal });
    controller.abort(new Error("the user navigated away"));
    await expect(waiting).rejects.toThrow("the user navigated away");
  });

  it("throws an ApiError when the task is unknown", async () => {
    const failure = await client.waitForTask(987_654_321).catch((error: unknown) => error);
    expect(isApiError(failure, "getTask") && failure.result.status === 404 && failure.result.error.code).toBe("task_not_found");
  });
});

describe("the typed client and answers the spec does not declare", () => {
  const answering = (status: number, body: string, type = "application/json") =>
    createGatewayClient({ baseUrl: "http://gateway.invalid", fetch: async () => new Response(body, { status, headers: { "content-type": type } }) });

  it("throws an UnexpectedResponseError for an undeclared status instead of typing it", async () => {
    const failure = await answering(418, '{"error":{"code":"teapot","message":"no","type":"x"}}').listUsers().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnexpectedResponseError);
    expect((failure as UnexpectedResponseError).status).toBe(418);
  });

  it("takes undefined for an optional option as its default (what exactOptionalPropertyTypes projects pass)", async () => {
    const seen: Request[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      seen.push(input as Request);
      return Response.json({ users: [], total: 0 });
    };
    const keyFromEnv: string | undefined = undefined;
    const client = createGatewayClient({ baseUrl: "http://gateway.invalid", apiKey: keyFromEnv, headers: undefined, fetch, timers: undefined });
    const page = await client.listUsers({ page: undefined, page_size: 2 }, { signal: undefined, headers: prefer("listUsers", { code: 429, delay: undefined }) });
    expect(page.ok).toBe(true);
    expect(seen[0]?.url).toBe("http://gateway.invalid/api/users?page_size=2");
    expect(seen[0]?.headers.get("authorization")).toBeNull();
    expect(seen[0]?.headers.get("prefer")).toBe("code=429");
  });

  it("throws an UnexpectedResponseError for a declared error status without the spec's error body", async () => {
    const failure = await answering(500, "<html>gateway timeout</html>", "text/html").listUsers().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(UnexpectedResponseError);
    expect((failure as Error).message).toContain("<html>");
  });
});
