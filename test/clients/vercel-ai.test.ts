/**
 * The Vercel AI SDK through its OpenAI provider's Chat Completions model. It sends parameters
 * of its own on every call (stream_options, and others when set), which the mock must accept.
 */
import { createOpenAI } from "@ai-sdk/openai";
import { APICallError, generateText, streamText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../mocks/transports/http/server.ts";
import { startCutServer } from "../support/cut-server.ts";
import { journal, KEY, startMock } from "../support/mock.ts";

let mock: RunningServer;

function model(options: { apiKey?: string; session?: string; model?: string } = {}) {
  const provider = createOpenAI({
    baseURL: `${mock.url}/client/v2/ai`,
    apiKey: options.apiKey ?? KEY,
    headers: options.session ? { "X-Mock-Session": options.session } : {},
  });
  return provider.chat(options.model ?? "gpt-4o-mini");
}

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock?.close();
});

describe("the Vercel AI SDK", () => {
  it("generates text with generateText", async () => {
    const result = await generateText({ model: model(), prompt: "Explain what a mock server is in one paragraph." });
    expect(result.text).toMatch(/\S/);
    expect(result.finishReason).toBe("stop");
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(result.response.modelId).toBe("gpt-4o-mini");
  });

  it("passes system prompts and sampling parameters without being rejected", async () => {
    const session = "vercel-params";
    const result = await generateText({
      model: model({ session }),
      system: "You are terse.",
      prompt: "Say hello.",
      temperature: 0.2,
      topP: 0.9,
      maxOutputTokens: 64,
      stopSequences: ["\n\n\n"],
      seed: 7,
      presencePenalty: 0.1,
      frequencyPenalty: 0.1,
      maxRetries: 0,
    });
    expect(result.text).toMatch(/\S/);
    expect((await journal(mock.url, session)).map((entry) => entry.status)).toEqual([200]);
  });

  it("streams text with streamText", async () => {
    const result = streamText({ model: model(), prompt: "Write a short greeting for a chat UI." });
    const parts: string[] = [];
    for await (const part of result.textStream) parts.push(part);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.join("")).toBe(await result.text);
    expect((await result.text).trim()).not.toBe("");
    expect(await result.finishReason).toBe("stop");
    expect((await result.usage).outputTokens).toBeGreaterThan(0);
  });

  it("surfaces the mock's error code through APICallError", async () => {
    const error = await generateText({ model: model({ model: "gpt-does-not-exist" }), prompt: "Hi", maxRetries: 0 }).then(
      () => expect.fail("expected generateText to fail"),
      (error: unknown) => error,
    );
    expect(APICallError.isInstance(error)).toBe(true);
    const callError = error as APICallError;
    expect(callError.statusCode).toBe(404);
    expect(JSON.parse(callError.responseBody ?? "{}")).toMatchObject({ error: { code: "model_not_found" } });
  });

  it("tells a user of the provider's default model, which calls the Responses API, to use its chat model", async () => {
    const provider = createOpenAI({ baseURL: `${mock.url}/client/v2/ai`, apiKey: KEY });
    const error = await generateText({ model: provider("gpt-4o-mini"), prompt: "Hi", maxRetries: 0 }).then(
      () => expect.fail("expected generateText to fail"),
      (error: unknown) => error,
    );
    expect(APICallError.isInstance(error)).toBe(true);
    const callError = error as APICallError;
    expect(callError.statusCode).toBe(404);
    expect(callError.url).toBe(`${mock.url}/client/v2/ai/responses`);
    // The SDK's message is the mock's: the fix is on the first screen of the stack trace.
    expect(callError.message).toContain('createOpenAI({ baseURL }).chat("gpt-4o-mini")');
  });

  it("throws what a real connection cut gives when a stream drops midway: APICallError caused by TypeError terminated", async () => {
    const consume = async (chat: ReturnType<typeof model>, headers: Record<string, string>) => {
      const result = streamText({ model: chat, prompt: "Count to 20", maxRetries: 0, headers, onError: () => {} });
      const error = await (async () => {
        for await (const _part of result.fullStream);
      })().then(
        () => expect.fail("expected the stream to fail"),
        (error: unknown) => error as APICallError & { cause?: Error },
      );
      return [APICallError.isInstance(error), error.message, error.cause?.name, error.cause?.message];
    };
    const dropped = await consume(model(), { Prefer: "stream=drop-after-2" });
    const cut = await startCutServer();
    try {
      const real = await consume(createOpenAI({ baseURL: cut.baseURL, apiKey: KEY }).chat("gpt-4o-mini"), {});
      expect(dropped).toEqual(real);
      expect(dropped).toEqual([true, "Failed to process successful response", "TypeError", "terminated"]);
    } finally {
      await cut.close();
    }
  });
});
