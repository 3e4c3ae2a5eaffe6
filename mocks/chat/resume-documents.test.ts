/**
 * A pasted resume that gives no email gets none invented: left out when the schema lets it be,
 * null when it may be null, and only when it is a required string one made from the name.
 */
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { withResume } from "./resume-documents.ts";

const PATH = "/client/v2/ai/chat/completions";
const RESUME = "Jane Doe\nSoftware Engineer at Acme (2019-2023)\nSkills: Python, React, SQL\nEducation: BSc Computer Science, MIT, 2018";
const skills = { type: "array", items: { type: "string" } };
const schemaWith = (email: object, required: string[]) => ({ type: "object", properties: { name: { type: "string" }, email, skills }, required });
const accept = () => true;

async function parsed(resume: string, schema: object): Promise<Record<string, unknown>> {
  const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: resume }], response_format: { type: "json_schema", json_schema: { name: "resume", schema } } } });
  expect(result.status).toBe(200);
  return JSON.parse(result.body.choices[0].message.content);
}

describe("a resume's email", () => {
  it("is left out when optional, null when nullable, and firstname.lastname@example.com only when required", () => {
    const invented = { name: "Jane Doe", email: "mrodriguez@mail.example.net", skills: ["Leadership"] };
    expect(withResume(invented, RESUME, accept, schemaWith({ type: "string" }, ["name", "skills"]))).toEqual({ name: "Jane Doe", skills: ["Python", "React", "SQL"] });
    expect(withResume(invented, RESUME, accept, schemaWith({ type: ["string", "null"] }, ["name", "email", "skills"]))).toMatchObject({ email: null });
    expect(withResume(invented, RESUME, accept, schemaWith({ anyOf: [{ type: "string" }, { type: "null" }] }, ["name", "email", "skills"]))).toMatchObject({ email: null });
    expect(withResume(invented, RESUME, accept, schemaWith({ type: "string", format: "email" }, ["name", "email", "skills"]))).toMatchObject({ email: "jane.doe@example.com" });
  });

  it("is the one the resume gives, whatever the schema", () => {
    const invented = { name: "Jane Doe", email: "frank356@demo.net", skills: ["Leadership"] };
    expect(withResume(invented, `${RESUME}\nEmail: jane@doe.dev`, accept, schemaWith({ type: "string" }, ["name", "skills"]))).toMatchObject({ email: "jane@doe.dev" });
  });

  it("reaches the chat completion: no invented address in the document a frontend shows", async () => {
    const optional = await parsed(RESUME, schemaWith({ type: "string" }, ["name", "skills"]));
    expect(optional).not.toHaveProperty("email");
    const required = await parsed(RESUME, schemaWith({ type: "string", format: "email" }, ["name", "email", "skills"]));
    expect(required.email).toBe("jane.doe@example.com");
  });
});
