/**
 * Properties of tool-call arguments and structured content over a generated family of JSON
 * Schemas (objects, arrays, enums, formats, nesting, `required`, `additionalProperties: false`):
 * every document validates with Ajv, a stream's deltas join to the whole answer, and the same
 * request gives the same answer.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { validFor } from "../../test/support/json-schema.ts";

const PATH = "/client/v2/ai/chat/completions";

const leaf: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({ type: fc.constant("string") }, { requiredKeys: ["type"] }),
  fc.record({ type: fc.constant("string"), minLength: fc.integer({ min: 0, max: 5 }), maxLength: fc.integer({ min: 6, max: 20 }) }),
  fc.record({ type: fc.constant("string"), format: fc.constantFrom("email", "date-time", "date", "uri", "uuid") }),
  fc.record({ type: fc.constant("string"), enum: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 4 }) }),
  fc.record({ type: fc.constant("integer"), minimum: fc.integer({ min: -50, max: 0 }), maximum: fc.integer({ min: 1, max: 50 }) }),
  fc.record({ type: fc.constant("number") }),
  fc.record({ type: fc.constant("boolean") }),
);

const names = fc.uniqueArray(fc.stringMatching(/^[a-z][a-z_]{0,9}$/), { minLength: 1, maxLength: 5 });

/** An object schema of `child` properties, some required, open or closed. */
const objectOf = (child: fc.Arbitrary<Record<string, unknown>>) =>
  names.chain((keys) =>
    fc.record({
      type: fc.constant("object"),
      properties: fc.tuple(...keys.map(() => child)).map((schemas) => Object.fromEntries(keys.map((key, i) => [key, schemas[i]]))),
      required: fc.subarray(keys),
      additionalProperties: fc.constant(false),
    }),
  );

const { schema } = fc.letrec<{ schema: Record<string, unknown>; node: Record<string, unknown> }>((tie) => ({
  node: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    leaf,
    fc.record({ type: fc.constant("array"), items: tie("node"), minItems: fc.integer({ min: 0, max: 2 }), maxItems: fc.integer({ min: 2, max: 4 }) }),
    objectOf(tie("node")),
  ),
  schema: objectOf(tie("node")),
}));

const prompt = fc.stringMatching(/^[A-Za-z ]{1,40}$/);

describe("documents generated from a family of JSON Schemas", () => {
  it("tool-call arguments validate with Ajv, and the same request gives the same calls", async () => {
    const mock = testMock();
    await fc.assert(
      fc.asyncProperty(schema, prompt, async (parameters, text) => {
        const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: text }], tools: [{ type: "function", function: { name: "fill", parameters } }], tool_choice: "required" };
        const first = await mock.call("POST", PATH, { body });
        expect(first.status, JSON.stringify(first.body)).toBe(200);
        const args = JSON.parse(first.body.choices[0].message.tool_calls[0].function.arguments);
        expect(validFor(parameters, args)).toBe(true);
        const again = await mock.call("POST", PATH, { body });
        expect(again.body.choices).toEqual(first.body.choices);
      }),
      { numRuns: 40 },
    );
  });

  it("structured content validates with Ajv, and its stream's deltas join to the whole answer", async () => {
    const mock = testMock();
    await fc.assert(
      fc.asyncProperty(schema, prompt, async (jsonSchema, text) => {
        // Not strict: the family holds open objects and non-object roots, which strict: true refuses (strict-schema.ts).
        const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: text }], response_format: { type: "json_schema", json_schema: { name: "doc", schema: jsonSchema } } };
        const whole = await mock.call("POST", PATH, { body });
        expect(whole.status, JSON.stringify(whole.body)).toBe(200);
        const content = whole.body.choices[0].message.content;
        expect(validFor(jsonSchema, JSON.parse(content))).toBe(true);
        const { events } = await mock.readStream(await mock.call("POST", PATH, { body: { ...body, stream: true } }));
        expect(events.filter((e) => typeof e === "object").map((e) => e.choices[0]?.delta?.content ?? "").join("")).toBe(content);
      }),
      { numRuns: 40 },
    );
  });

  it("streamed tool-call deltas join to the whole answer's arguments", async () => {
    const mock = testMock();
    await fc.assert(
      fc.asyncProperty(fc.array(schema, { minLength: 1, maxLength: 3 }), async (schemas) => {
        const tools = schemas.map((parameters, i) => ({ type: "function", function: { name: `tool_${i}`, parameters } }));
        const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: schemas.map((_, i) => `tool_${i}`).join(" and ") }], tools };
        const whole = await mock.call("POST", PATH, { body });
        expect(whole.status, JSON.stringify({ schemas, answer: whole.body })).toBe(200);
        const { events } = await mock.readStream(await mock.call("POST", PATH, { body: { ...body, stream: true } }));
        const deltas = events.filter((e) => typeof e === "object").flatMap((e) => e.choices[0]?.delta?.tool_calls ?? []);
        const joined = schemas.map((_, i) => deltas.filter((d: { index: number }) => d.index === i).map((d: { function: { arguments: string } }) => d.function.arguments).join(""));
        expect(joined).toEqual(whole.body.choices[0].message.tool_calls.map((call: { function: { arguments: string } }) => call.function.arguments));
      }),
      { numRuns: 20 },
    );
  });
});
