/**
 * For a project that calls the gateway with openapi-fetch and the generated `paths`, not the
 * kit's client: `toApiResult` narrows its answers by status, and `readChatStream` reads the body
 * of `parseAs: "stream"` as typed chunks. Against the mock through its MSW handlers (no port).
 */
import createClient from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { paths } from "../generated/api.d.ts";
import { gatewayMock } from "../mocks/testing/index.ts";
import { prefer, readChatStream, StreamError, StreamInterruptedError, toApiResult, UnexpectedResponseError, type ChatCompletionChunk, type Schemas } from "./index.ts";

const messages: Schemas["ChatMessage"][] = [{ role: "user", content: "Write a haiku about the sea." }];
const body = { model: "gpt-4o-mini", messages };

async function collect(stream: AsyncIterable<ChatCompletionChunk>): Promise<ChatCompletionChunk[]> {
  const chunks: ChatCompletionChunk[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe("openapi-fetch's answers with toApiResult and readChatStream", () => {
  const gateway = gatewayMock({ mode: "msw", onUnhandledRequest: "error" });
  let api: ReturnType<typeof createClient<paths>>;

  beforeAll(async () => {
    await gateway.start();
    // Created after start: the handlers patch the global fetch openapi-fetch uses.
    api = createClient<paths>({ baseUrl: gateway.url, headers: { Authorization: `Bearer ${gateway.keys.default}` } });
  });
  afterAll(() => gateway.stop());

  const stream = (headers: Record<string, string> = {}) =>
    api.POST("/client/v2/ai/chat/completions", { body: { ...body, stream: true }, parseAs: "stream", headers });

  it("reads a streamed chat completion as chunks from the assistant's role to the finish reason", async () => {
    const { data, error } = await stream();
    if (error) throw new Error(`expected a stream, got ${error.error.code}`);
    const chunks = await collect(readChatStream(data));
    expect(chunks[0]?.choices[0]?.delta.role).toBe("assistant");
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe("stop");
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? "").join("")).toMatch(/\S/);
  });

  it("throws StreamError on an error event and StreamInterruptedError on a cut or a missing body", async () => {
    const failed = await collect(readChatStream((await stream(prefer("createChatCompletion", { stream: "error-after-2" }))).data)).catch((error: unknown) => error);
    expect(failed instanceof StreamError && failed.code).toBe("provider_error");
    const cut = await collect(readChatStream((await stream(prefer("createChatCompletion", { stream: "drop-after-1" }))).data)).catch((error: unknown) => error);
    expect(cut).toBeInstanceOf(StreamInterruptedError);
    await expect(collect(readChatStream(null))).rejects.toBeInstanceOf(StreamInterruptedError);
  });

  it("narrows a forced 429 by status to its code, and a 200 to its data", async () => {
    const limited = toApiResult("createChatCompletion", await api.POST("/client/v2/ai/chat/completions", { body, headers: prefer("createChatCompletion", { code: 429 }) }));
    expect(limited.status === 429 && limited.error.code).toBe("rate_limited");
    expect(limited.requestId).toMatch(/\S/);
    const ok = toApiResult("createChatCompletion", await api.POST("/client/v2/ai/chat/completions", { body }));
    expect(ok.ok && typeof ok.data !== "string" && ok.data.object).toBe("chat.completion");
    const missing = toApiResult("getTask", await api.GET("/client/v2/ai/tasks/{task_id}", { params: { path: { task_id: 987_654_321 } } }));
    expect(missing.status === 404 && missing.error.code).toBe("task_not_found");
  });

  it("narrows a refused stream by status before reading it", async () => {
    const refused = toApiResult("createChatCompletion", await stream(prefer("createChatCompletion", { code: 401 })));
    expect(refused.status === 401 && refused.error.code).toBe("unauthorized");
    const streamed = toApiResult("createChatCompletion", await stream());
    if (!streamed.ok) throw new Error(`expected a stream, got ${streamed.status}`);
    expect((await collect(readChatStream(streamed.data))).length).toBeGreaterThan(2);
  });

  it("throws an UnexpectedResponseError for a status the operation does not declare", () => {
    const response = new Response('{"error":{"code":"teapot","message":"no","type":"x"}}', { status: 418 });
    expect(() => toApiResult("listUsers", { error: { error: { code: "teapot" } }, response })).toThrow(UnexpectedResponseError);
  });
});
