/**
 * Structured outputs as an app asks for them (the openai SDK's `zodResponseFormat`, the AI SDK's
 * `generateObject`): one user message and a strict `json_schema` response format, answered by the
 * in-process mock. For the tests of documents the mock writes from a prompt.
 */
import { expect } from "vitest";
import { testMock } from "./harness.ts";

const PATH = "/client/v2/ai/chat/completions";

/** A strict object schema of `properties`, every one required, as zod's helpers emit it. */
export const strict = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });

export interface StructuredAsk {
  /** The response format's `name` (some families read it as a cue, as a model would). */
  name?: string;
  /** The request's `seed`, for answers that must hold for every seed. */
  seed?: number;
}

/** The document the mock answers `prompt` with, for the strict json_schema `schema`. */
export async function structuredAnswer(prompt: string, schema: object, { name = "out", seed }: StructuredAsk = {}): Promise<any> {
  const result = await testMock().call("POST", PATH, {
    body: {
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: prompt }],
      response_format: { type: "json_schema", json_schema: { name, strict: true, schema } },
      ...(seed === undefined ? {} : { seed }),
    },
  });
  expect(result.status).toBe(200);
  return JSON.parse(result.body.choices[0].message.content);
}

/** The object the mock answers `prompt` with for a `json_object` response format (the prompt names the keys). */
export async function jsonObjectAnswer(prompt: string): Promise<any> {
  const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_object" } } });
  expect(result.status).toBe(200);
  return JSON.parse(result.body.choices[0].message.content);
}
