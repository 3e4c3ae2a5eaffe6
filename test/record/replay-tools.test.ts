/**
 * Tool calls under replay: a recorded tool-call stream is replayed as recorded (its deltas, in
 * order), and a tool request no fixture matches gets the generated mock's tool calls.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { testMock } from "../support/harness.ts";
import { fixtureDir, type FixtureDir } from "./support/fixtures.ts";

const CHAT_PATH = "/client/v2/ai/chat/completions";
const weather = { type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } };
const body = (content: string, extra: Record<string, unknown> = {}) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content }], tools: [weather], tool_choice: "required", ...extra });

describe("replay of tool calls", () => {
  let fixtures: FixtureDir;
  beforeEach(() => (fixtures = fixtureDir()));
  afterEach(() => fixtures.remove());

  it("replays a recorded tool-call stream delta by delta", async () => {
    // Recorded from the generated mock itself: the frames a real upstream would have sent.
    const source = testMock();
    const request = body("Weather in Paris?", { stream: true });
    const { events } = await source.readStream(await source.call("POST", CHAT_PATH, { body: request }));
    fixtures.write("createChatCompletion/0001.json", {
      kind: "exchange",
      operation: "createChatCompletion",
      recordedAt: "2026-11-25T12:00:00.000Z",
      request: { method: "POST", path: CHAT_PATH, query: {}, headers: {}, body: request },
      response: { status: 200, headers: { "content-type": "text/event-stream" }, headersAtMs: 0, endAtMs: 0, frames: events.map((data) => ({ atMs: 0, data })), end: "complete" },
    });
    const replay = testMock({ fixturesDir: fixtures.dir, fixturesStrict: true });
    const replayed = await replay.readStream(await replay.call("POST", CHAT_PATH, { body: request }));
    expect(replayed.events).toEqual(events);
    expect(events.some((e) => typeof e === "object" && e.choices?.[0]?.delta?.tool_calls?.[0]?.function?.name === "get_weather")).toBe(true);
  });

  it("answers a tool request no fixture matches with generated tool calls", async () => {
    fixtures.write("createChatCompletion/0001.json", {
      kind: "exchange",
      operation: "createChatCompletion",
      recordedAt: "2026-11-25T12:00:00.000Z",
      request: { method: "POST", path: CHAT_PATH, query: {}, headers: {}, body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "hello" }] } },
      response: { status: 200, headers: { "content-type": "application/json" }, headersAtMs: 0, endAtMs: 0, body: { id: "x", object: "chat.completion", created: 1, model: "gpt-4o-mini", choices: [], usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, cost: "0" } } },
    });
    const answer = await testMock({ fixturesDir: fixtures.dir }).call("POST", CHAT_PATH, { body: body("Weather in Oslo?") });
    expect(answer.body.choices[0].finish_reason).toBe("tool_calls");
    expect(JSON.parse(answer.body.choices[0].message.tool_calls[0].function.arguments).city).toBe("Oslo");
  });
});
