/**
 * The same one-line helper with `mode: "http"`: the mock in-process on a free port of
 * 127.0.0.1, for clients that need a real socket; stopped after the file.
 */
import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { useGatewayMock } from "../../mocks/testing/vitest.ts";

const gateway = useGatewayMock({ mode: "http", taskDurationMs: 1000 });

describe("the test helper in http mode", () => {
  it("listens on 127.0.0.1 on a free port", () => {
    expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(gateway.msw).toBeUndefined();
  });

  it("serves the openai package over the socket and journals the call", async () => {
    const openai = new OpenAI({ baseURL: `${gateway.url}/client/v2/ai`, apiKey: gateway.keys.default, maxRetries: 0 });
    const completion = await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });
    expect(completion.choices[0]?.message.content).toMatch(/\S/);
    expect((await gateway.journal()).map((entry) => entry.operationId)).toEqual(["createChatCompletion"]);
  });

  it("finishes a task when the test advances the clock", async () => {
    const headers = { Authorization: `Bearer ${gateway.keys.default}`, "Content-Type": "application/json" };
    const submit = await fetch(`${gateway.url}/client/v2/ai/generations`, { method: "POST", headers, body: JSON.stringify({ model: "kling-v1", input: { prompt: "Snow" } }) });
    const { data } = (await submit.json()) as { data: { task_id: number } };
    gateway.clock.advance(1000);
    const task = (await (await fetch(`${gateway.url}/client/v2/ai/tasks/${data.task_id}`, { headers })).json()) as { data: { status: string } };
    expect(task.data.status).toBe("completed");
  });
});
