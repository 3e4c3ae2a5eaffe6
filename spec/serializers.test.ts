import { describe, expect, it } from "vitest";
import { testMock } from "../mocks/testing/harness.ts";
import { createRequire } from "node:module";
import { isPlainShape, serializerFor, withFrozenParts, type Serialize } from "./serializers.ts";
import { operations, resolveRef, spec } from "./validators.ts";

type Json = Record<string, any>;

describe("response serializers compiled from the spec", () => {
  it("compile the plain-shape bodies and leave the rest to JSON.stringify", () => {
    expect(serializerFor("createChatCompletion", 200)).not.toBe(JSON.stringify);
    expect(serializerFor("listUsers", 200)).not.toBe(JSON.stringify);
    // GenerationResponse is a oneOf of envelopes: compiled code would pick one shape for all.
    expect(serializerFor("createGeneration", 200)).toBe(JSON.stringify);
    // Error bodies are written by the core's error path, not by a handler.
    expect(serializerFor("createChatCompletion", 400)).toBe(JSON.stringify);
  });

  it("call a schema plain only when every node is one type with declared properties", () => {
    const leaf = { type: "string" };
    expect(isPlainShape({ type: "object", properties: { a: leaf }, required: ["a"] })).toBe(true);
    expect(isPlainShape({ type: "array", items: { type: "object", properties: { a: { type: "integer", const: 1 } } } })).toBe(true);
    expect(isPlainShape({ type: "object" })).toBe(false); // open: any property may come
    expect(isPlainShape({ type: "object", properties: { a: leaf }, additionalProperties: true })).toBe(false);
    expect(isPlainShape({ type: ["string", "null"] })).toBe(false);
    expect(isPlainShape({ type: "object", properties: { a: { anyOf: [leaf, { type: "integer" }] } } })).toBe(false);
    expect(isPlainShape({ type: "object", properties: { a: leaf }, if: { required: ["a"] }, then: {} })).toBe(false);
  });

  it("write every success example of the spec as JSON.stringify does", () => {
    let checked = 0;
    for (const op of operations.values()) {
      const raw = (spec.paths as Json)[op.path][op.method] as Json;
      for (const [status, response] of Object.entries(raw.responses as Json)) {
        if (!status.startsWith("2")) continue;
        const examples = (resolveRef<Json>(response).content?.["application/json"]?.examples ?? {}) as Json;
        for (const example of Object.values(examples)) {
          const value = resolveRef<Json>(example).value;
          expect(JSON.parse(serializerFor(op.operationId, Number(status))(value))).toEqual(value);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(5);
  });

  it("write the mock's own bodies byte for byte as JSON.stringify does", async () => {
    const mock = testMock();
    const bodies: [string, unknown][] = [];
    const chats = [
      { model: "gpt-4o-mini", messages: [{ role: "user", content: "Write a haiku about the sea." }] },
      { model: "gpt-4o-mini", messages: [{ role: "user", content: 'Quote "this"\nand\u2028that' }], n: 3, max_tokens: 5 },
      { model: "gpt-4o", messages: [{ role: "system", content: "Be brief." }, { role: "user", content: "Hi" }], stop: ["."] },
    ];
    const ok = (result: { status: number; body: unknown }) => {
      expect(result.status).toBe(200);
      return result.body;
    };
    for (const body of chats) bodies.push(["createChatCompletion", ok(await mock.call("POST", "/client/v2/ai/chat/completions", { body }))]);
    for (const query of [{}, { page: "2", page_size: "3" }] as Record<string, string>[]) bodies.push(["listUsers", ok(await mock.call("GET", "/api/users", { query, key: null }))]);
    for (const [operationId, body] of bodies) {
      expect(serializerFor(operationId, 200)).not.toBe(JSON.stringify);
      expect(serializerFor(operationId, 200)(body)).toBe(JSON.stringify(body));
    }
  });

  it("write a frozen part once, remembered by identity, with the same bytes as the whole schema's code", () => {
    const build = createRequire(import.meta.url)("fast-json-stringify") as (schema: Json) => Serialize;
    const schema = {
      type: "object",
      properties: {
        id: { type: "string" },
        created: { type: "integer" },
        choices: { type: "array", items: { type: "object", properties: { text: { type: "string" } } } },
        usage: { type: "object", properties: { total: { type: "integer" } } },
      },
    };
    let nestedWrites = 0;
    const counting = (sub: Json): Serialize => {
      const write = build(sub);
      return sub.type === "array" || sub.type === "object" ? (v) => (nestedWrites++, write(v)) : write;
    };
    const parts = withFrozenParts(schema, counting);
    const whole = build(schema);
    const choices = Object.freeze([Object.freeze({ text: 'a "quoted"\nreply' })]);
    const usage = Object.freeze({ total: 7 });
    for (const [i, id] of ["one", "two", "three"].entries()) {
      const body = { id, created: 1_700_000_000 + i, choices, usage };
      expect(parts(body)).toBe(whole(body));
      expect(parts(body)).toBe(JSON.stringify(body));
    }
    expect(nestedWrites).toBe(2);
    // Unfrozen parts may change between requests, so they are written every time.
    const open = { id: "x", created: 1, choices: [{ text: "t" }], usage: { total: 1 } };
    expect(parts(open)).toBe(JSON.stringify(open));
    open.choices[0]!.text = "changed";
    expect(parts(open)).toBe(JSON.stringify(open));
    expect(nestedWrites).toBe(6);
    // An optional property left out is left out, as the compiled whole does.
    expect(parts({ id: "y", created: 2, choices })).toBe(whole({ id: "y", created: 2, choices }));
  });

  it("write a repeated chat completion, its choices and usage shared and frozen, as JSON.stringify does", async () => {
    const mock = testMock();
    const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: 'Say "hi"\u2028twice' }] };
    const first = await mock.call("POST", "/client/v2/ai/chat/completions", { body });
    const again = await mock.call("POST", "/client/v2/ai/chat/completions", { body });
    expect(Object.isFrozen((again.body as Json).choices)).toBe(true);
    expect((again.body as Json).choices).toBe((first.body as Json).choices);
    for (const result of [first, again]) expect(serializerFor("createChatCompletion", 200)(result.body)).toBe(JSON.stringify(result.body));
  });
});
