import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { schemaAjv } from "../../test/support/json-schema.ts";
import { decisionsIn } from "./meeting-decisions.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();
const object = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const text = { type: "string" };
const NOTES = "Summarize these meeting notes: We decided to move the launch to March. Sarah will update the roadmap by Friday. We agreed to hire two engineers.";
const meetingSummary = object({
  summary: text,
  decisions: { type: "array", items: text },
  action_items: { type: "array", items: object({ owner: text, task: text, due: text }) },
});

async function documentFor(prompt: string, schema: Record<string, unknown>): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "meeting", strict: true, schema } } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const document = JSON.parse(result.body.choices[0].message.content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  return document;
}

describe("a meeting's decisions: the sentences of the notes that decide or agree something", () => {
  it("lists what was decided and agreed, not the tasks, and the tasks as action items", async () => {
    const document = await documentFor(NOTES, meetingSummary);
    expect(document.decisions).toEqual(["We decided to move the launch to March.", "We agreed to hire two engineers."]);
    expect(document.action_items[0]).toEqual({ owner: "Sarah", task: "Update the roadmap", due: "Friday" });
  });

  it("writes decisions as objects of the caller's fields", async () => {
    const schema = object({ decisions: { type: "array", items: object({ decision: text }) } });
    const { decisions } = await documentFor("Meeting minutes:\n- The board approved the 2025 budget.\n- Tom will send the slides.", schema);
    expect(decisions).toEqual([{ decision: "The board approved the 2025 budget." }]);
  });

  it("reads only the given notes, after the colon", () => {
    expect(decisionsIn("Notes from the decision meeting: Budget approved; Ana will book the room")).toEqual(["Budget approved."]);
    expect(decisionsIn("Notes: Ana will book the room.")).toEqual([]);
  });
});
