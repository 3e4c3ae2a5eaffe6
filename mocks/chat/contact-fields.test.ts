import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { schemaAjv } from "../../test/support/json-schema.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();
const object = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const text = { type: "string" };

async function documentFor(prompt: string, schema: Record<string, unknown>): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "contact", strict: true, schema } } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const document = JSON.parse(result.body.choices[0].message.content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  return document;
}

describe("a contact's details extracted from a given text: as the text writes them, none made up", () => {
  it("copies the name, email, phone and company the text gives", async () => {
    const prompt = "Extract the contact info: Reach Jane Doe at jane@acme.io or +1 555 123 4567, she works at Acme Corp.";
    expect(await documentFor(prompt, object({ name: text, email: text, phone: text, company: text }))).toEqual({
      name: "Jane Doe",
      email: "jane@acme.io",
      phone: "+1 555 123 4567",
      company: "Acme Corp",
    });
  });

  it("reads an email signature into a `contact` object, with the job title it writes", async () => {
    const prompt = "Extract the contact details from this email signature:\nJohn Smith\nSales Director, Globex Inc\n(212) 555-0199\njsmith@globex.com";
    const { contact } = await documentFor(prompt, object({ contact: object({ full_name: text, job_title: text, company: text, phone_number: text, email: text }) }));
    expect(contact).toEqual({ full_name: "John Smith", job_title: "Sales Director", company: "Globex Inc", phone_number: "(212) 555-0199", email: "jsmith@globex.com" });
  });
});
