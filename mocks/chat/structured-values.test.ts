/**
 * Values a `json_schema` answer writes where a model reads the request: the person a sign-up
 * names, a weather report's conditions, the products a comparison names, a pasted resume's
 * facts, the count a list of the kind asked takes, a staff list's roles and departments.
 * Asked through the chat-completions handler, as a client would.
 */
import { describe, expect, it } from "vitest";
import { schemaAjv } from "../../test/support/json-schema.ts";
import { testMock } from "../../test/support/harness.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();

type Json = Record<string, unknown>;

/** A strict object schema of `properties`, all required. */
const object = (properties: Json): Json => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const string = { type: "string" };
const number = { type: "number" };
const strings = { type: "array", items: string };

/** The parsed document the mock answers `prompt` with, for `schema` (checked against it). */
async function documentFor(prompt: string, schema: Json, seed?: number): Promise<any> {
  const body = {
    model: "gpt-4o-mini",
    messages: [{ role: "user", content: prompt }],
    response_format: { type: "json_schema", json_schema: { name: "out", strict: true, schema } },
    ...(seed === undefined ? {} : { seed }),
  };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const document = JSON.parse(result.body.choices[0].message.content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  return document;
}

describe("a sign-up's name is the person the prompt names, not its verb", () => {
  it.each([
    ["Sign up Alice", "Alice"],
    ["Register Bob Lee with bob@example.com", "Bob Lee"],
  ])("%s → %s", async (prompt, name) => {
    const withEmail = await documentFor(prompt, object({ name: string, email: string }));
    expect(withEmail.name).toBe(name);
    const alone = await documentFor(prompt, object({ name: string }));
    expect(alone.name).toBe(name);
  });

  it("keeps the address the user wrote", async () => {
    expect((await documentFor("Register Bob Lee with bob@example.com", object({ name: string, email: string }))).email).toBe("bob@example.com");
  });
});
