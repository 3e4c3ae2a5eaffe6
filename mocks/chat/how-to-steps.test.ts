import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { schemaAjv } from "../../test/support/json-schema.ts";
import { howToReply } from "./how-tos.ts";
import { howToSteps } from "./how-to-steps.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();
const object = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const text = { type: "string" };
const numberedSteps = object({ steps: { type: "array", items: object({ step: { type: "number" }, instruction: text }) } });
const titledSteps = object({ title: text, steps: { type: "array", items: text } });

/** The document the mock answers `prompt` with, for `schema`; checked against the schema. */
async function documentFor(prompt: string, schema: Record<string, unknown>): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "how_to", strict: true, schema } } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const document = JSON.parse(result.body.choices[0].message.content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  return document;
}

describe("a how-to's steps as a structured output: the real steps the chat answers with", () => {
  it("numbers a recipe's steps 1..N with its real instructions ('How do I make pancakes?')", async () => {
    const { steps } = await documentFor("How do I make pancakes?", numberedSteps);
    expect(steps.map((step: any) => step.step)).toEqual(steps.map((_: unknown, i: number) => i + 1));
    expect(steps[0].instruction).toMatch(/whisk the flour/i);
    expect(steps.map((step: any) => step.instruction).join(" ")).toMatch(/flip/i);
  });

  it("writes the steps of changing a flat tire, from loosening the lug nuts to fitting the spare", async () => {
    for (const schema of [numberedSteps, titledSteps]) {
      const { steps } = await documentFor("Steps to change a flat tire", schema);
      const written = steps.map((step: any) => (typeof step === "string" ? step : step.instruction)).join("\n");
      expect(written).toMatch(/lug nuts/);
      expect(written).toMatch(/jack/i);
      expect(written).toMatch(/spare/);
      expect(written).not.toMatch(/Gather everything you need|Read through the plan/);
    }
  });

  it("sets up a React project with the real commands: create the project, install, start the dev server", async () => {
    const { steps } = await documentFor("How to set up a React project", titledSteps);
    expect(steps.join("\n")).toMatch(/npm create vite@latest/);
    expect(steps.join("\n")).toMatch(/npm run dev/);
    expect(steps.some((step: string) => /\*\*/.test(step))).toBe(false);
  });

  it("gives the plain chat the same steps: 'Steps to change a flat tire' is a how-to it knows", () => {
    expect(howToReply("Steps to change a flat tire")).toMatch(/^To change a flat tire:/);
    expect(howToReply("How do I change a flat tire?")).toMatch(/lug nuts/);
    expect(howToReply("How to set up a React project")).toMatch(/Vite/);
    expect(howToSteps("Steps to change a flat tire")?.[0]?.title).toBe("Get somewhere safe");
  });

  it("leaves the steps of a how-to the tables do not hold to the other passes", () => {
    expect(howToSteps("How do I build a treehouse on a budget?")).toBeUndefined();
  });
});
