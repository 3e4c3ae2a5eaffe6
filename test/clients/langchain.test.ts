/** LangChain JS's ChatOpenAI pointed at the mock with `configuration.baseURL`. */
import { HumanMessage, SystemMessage } from "@langchain/core/messages";
import { ChatOpenAI } from "@langchain/openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../mocks/transports/http/server.ts";
import { journal, KEY, startMock } from "../support/mock.ts";

let mock: RunningServer;

function chat(options: { model?: string; session?: string; streamUsage?: boolean } = {}): ChatOpenAI {
  return new ChatOpenAI({
    model: options.model ?? "gpt-4o-mini",
    apiKey: KEY,
    temperature: 0.3,
    maxRetries: 0,
    streamUsage: options.streamUsage ?? true,
    configuration: {
      baseURL: `${mock.url}/client/v2/ai`,
      defaultHeaders: options.session ? { "X-Mock-Session": options.session } : {},
    },
  });
}

beforeAll(async () => {
  mock = await startMock();
});

afterAll(async () => {
  await mock?.close();
});

describe("LangChain's ChatOpenAI", () => {
  it("answers invoke with an AI message and token usage", async () => {
    const session = "langchain-invoke";
    const message = await chat({ session }).invoke([new SystemMessage("You are a helpful assistant."), new HumanMessage("What is a contract test?")]);
    expect(typeof message.content === "string" && message.content.trim()).toBeTruthy();
    expect(message.response_metadata.finish_reason).toBe("stop");
    expect(message.usage_metadata?.output_tokens).toBeGreaterThan(0);
    const calls = await journal(mock.url, session);
    expect(calls.map((entry) => [entry.operationId, entry.status])).toEqual([["createChatCompletion", 200]]);
  });

  it("streams chunks that join into the invoked reply", async () => {
    const model = chat();
    const prompt = "Tell me about streaming responses.";
    const whole = await model.invoke(prompt);
    let text = "";
    let chunks = 0;
    for await (const chunk of await model.stream(prompt)) {
      text += typeof chunk.content === "string" ? chunk.content : "";
      chunks += 1;
    }
    expect(chunks).toBeGreaterThan(1);
    expect(text).toBe(whole.content);
  });

  it("reports usage on the streamed chunks when streamUsage is on", async () => {
    let outputTokens = 0;
    for await (const chunk of await chat({ streamUsage: true }).stream("Count to five.")) {
      outputTokens += chunk.usage_metadata?.output_tokens ?? 0;
    }
    expect(outputTokens).toBeGreaterThan(0);
  });

  it("rejects with the mock's status for an unknown model", async () => {
    const error = await chat({ model: "gpt-does-not-exist" }).invoke("Hi").then(
      () => expect.fail("expected invoke to fail"),
      (error: unknown) => error as { status?: number; code?: string; lc_error_code?: string },
    );
    expect(error.status).toBe(404);
    expect(error.code).toBe("model_not_found");
  });
});
