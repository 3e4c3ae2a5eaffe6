/**
 * The fixture types (mocks/fixtures/fixture.ts) and spec/fixtures.schema.json describe the same
 * files: a fixture using every field the types allow passes the schema, whose objects admit no
 * other properties, so a field added to one and not the other fails here.
 */
import { describe, expect, it } from "vitest";
import { parseFixture } from "../../mocks/fixtures/fixture-files.ts";
import type { ExchangeFixture, TaskFixture } from "../../mocks/fixtures/fixture.ts";

const everyExchangeField: Required<ExchangeFixture> = {
  $schema: "../../spec/fixtures.schema.json",
  kind: "exchange",
  operation: "createChatCompletion",
  recordedAt: "2026-11-23T12:00:00.000Z",
  match: { fields: ["model"], query: ["page"] },
  request: { method: "POST", path: "/client/v2/ai/chat/completions", query: { page: "1" }, headers: { authorization: "[REDACTED]" }, body: { model: "m" }, text: "", truncated: false },
  response: {
    status: 200,
    headers: { "content-type": "text/event-stream" },
    headersAtMs: 1,
    endAtMs: 2,
    body: null,
    text: "",
    frames: [{ atMs: 1, event: "message", data: "[DONE]" }],
    end: "dropped",
    truncated: false,
  },
};

const everyTaskField: Required<TaskFixture> = {
  $schema: "../../spec/fixtures.schema.json",
  kind: "task",
  operation: "getTask",
  recordedAt: "2026-11-23T12:00:00.000Z",
  taskId: "1001",
  submission: "createGeneration/0001-kling-v1-200.json",
  polls: [{ atMs: 0, status: 200, headers: { "content-type": "application/json" }, body: { code: 200 }, text: "" }],
};

describe("the fixture schema and the fixture types", () => {
  it("accept the same exchange fields", () => {
    expect(parseFixture(JSON.stringify(everyExchangeField), "exchange.json")).toEqual(everyExchangeField);
  });

  it("accept the same task fields", () => {
    expect(parseFixture(JSON.stringify(everyTaskField), "task.json")).toEqual(everyTaskField);
  });

  it("refuse a field neither declares", () => {
    expect(() => parseFixture(JSON.stringify({ ...everyTaskField, note: "x" }), "task.json")).toThrow(/must NOT have additional properties \(note\)/);
  });
});
