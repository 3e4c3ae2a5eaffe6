/**
 * The typed client and the typed control plane in a vitest file, as docs/typed-client.md shows
 * them (each of the page's code blocks is a piece of this file, checked below). MSW handlers, a
 * manual clock: no port, no real waiting.
 */
import { readFileSync } from "node:fs";
import createClient from "openapi-fetch";
import { beforeAll, describe, expect, it } from "vitest";
import type { paths } from "ai-gateway-kit/types";
import { useGatewayMock } from "ai-gateway-kit/vitest";
import {
  createGatewayClient,
  isApiError,
  isAsyncSubmission,
  readChatStream,
  StreamError,
  toApiResult,
  type GatewayClient,
} from "ai-gateway-kit/client";

const gateway = useGatewayMock({ taskDurationMs: 5000 });
let client: GatewayClient;
beforeAll(() => {
  client = createGatewayClient({
    baseUrl: gateway.url,
    apiKey: gateway.keys.default,
    // waitForTask's time is the mock's: a wait moves its clock instead of passing.
    timers: { now: () => gateway.clock.now(), sleep: async (ms) => gateway.clock.advance(ms) },
  });
});

const messages = [{ role: "user" as const, content: "Write a haiku about the sea." }];

describe("the typed client", () => {
  it("narrows an answer by status", async () => {
    const result = await client.createChatCompletion({ model: "gpt-4o-mini", messages });
    switch (result.status) {
      case 200:
        expect(result.data.choices[0]?.message.content).toMatch(/\S/);
        break;
      case 429: // result.error.code is "rate_limited" here, and nothing else
        throw new Error(`retry after ${result.response.headers.get("retry-after")} s`);
      default:
        throw new Error(`${result.status} ${result.error.code}: ${result.error.message}`);
    }
  });

  it("streams typed chunks", async () => {
    let text = "";
    try {
      for await (const chunk of client.stream({ model: "gpt-4o-mini", messages })) {
        text += chunk.choices[0]?.delta.content ?? "";
      }
    } catch (error) {
      if (error instanceof StreamError) console.error(`stream failed: ${error.code}`);
      else if (isApiError(error, "createChatCompletion") && error.result.status === 401) console.error("check the key");
      throw error;
    }
    expect(text).toMatch(/\S/);
  });

  it("waits for a video", async () => {
    const submitted = await client.createGeneration({ model: "kling-v1", input: { prompt: "A paper boat" } });
    if (!submitted.ok || !isAsyncSubmission(submitted.data)) throw new Error("not a video submission");
    const task = await client.waitForTask(submitted.data.data.task_id, { pollMs: 1000, timeoutMs: 60_000 });
    if (task.status === "failed") throw new Error(task.error.message);
    expect(task.output.video_url).toMatch(/\.mp4$/);
  });

  it("forces a declared status and reads the journal", async () => {
    gateway.force("createGeneration", 429, { times: 1 });
    const limited = await client.createGeneration({ model: "gpt-4o-mini", messages });
    expect(limited.status === 429 && limited.error.code).toBe("rate_limited");

    const [entry] = await gateway.journal();
    if (entry?.operationId === "createGeneration" && entry.status === 429) {
      expect(entry.errorCode).toBe("rate_limited"); // typed "rate_limited"
      expect(entry.requestBody?.model).toBe("gpt-4o-mini");
    } else throw new Error("expected the forced request");
  });
});

describe("openapi-fetch with the types alone", () => {
  it("narrows by the media type it reads, and the unified endpoint's union with the kit's guards", async () => {
    const [baseUrl, key] = [gateway.url, gateway.keys.default];
    const api = createClient<paths, "application/json">({ baseUrl, headers: { Authorization: `Bearer ${key}` } });
    const chat = await api.POST("/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages } });
    expect(chat.data?.choices[0]?.message.content).toMatch(/\S/); // a ChatCompletion, not a string
    const video = await api.POST("/client/v2/ai/generations", { body: { model: "kling-v1", input: { prompt: "Snow" } } });
    if (!video.data || !isAsyncSubmission(video.data)) throw new Error("expected a task");
    expect(video.data.data.task_id).toBeGreaterThan(0); // a number, without a cast
  });

  it("reads a stream as typed chunks and narrows an error by status, with two helpers of the kit", async () => {
    const [baseUrl, key] = [gateway.url, gateway.keys.default];
    const api = createClient<paths, "application/json">({ baseUrl, headers: { Authorization: `Bearer ${key}` } });
    const streamed = await api.POST("/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages, stream: true }, parseAs: "stream" });
    if (streamed.error) throw new Error(`stream refused: ${streamed.error.error.code}`);
    let text = "";
    for await (const chunk of readChatStream(streamed.data)) text += chunk.choices[0]?.delta.content ?? ""; // a ChatCompletionChunk
    expect(text).toMatch(/\S/);

    gateway.force("createChatCompletion", 429, { times: 1 });
    const result = toApiResult("createChatCompletion", await api.POST("/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages } }));
    if (result.status === 429) expect(result.error.code).toBe("rate_limited"); // this status's code, not every error's
    else throw new Error(`expected the forced 429, got ${result.status}`);
  });
});

describe("docs/typed-client.md and the README", () => {
  it("show only code from this file", () => {
    const page = readFileSync(new URL("../docs/typed-client.md", import.meta.url), "utf8");
    const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    const readmeBlocks = [...readme.matchAll(/<!-- not-run: an excerpt of examples\/typed-client\.test\.ts[^\n]*\n```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(readmeBlocks).toHaveLength(1);
    const source = readFileSync(new URL(import.meta.url), "utf8");
    const blocks = [...page.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    const lines = (text: string) => text.split("\n").map((line) => line.trim()).filter(Boolean);
    const sourceLines = new Set(lines(source));
    for (const block of [...blocks, ...readmeBlocks]) expect(lines(block).filter((line) => !sourceLines.has(line))).toEqual([]);
  });
});
