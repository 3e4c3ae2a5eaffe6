import { describe, expect, it } from "vitest";
import { testMock } from "../test/support/harness.ts";
import { jsonText } from "../mocks/core/deps.ts";
import { cutAtKey, holeTemplate, isPlainShape, quoterFor } from "./serializers.ts";
import { operations, operationTable } from "./operations.ts";

const serializerFor = (operationId: string, status: number) => operationTable.get(operationId).serializer(status);

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
    expect(isPlainShape({ type: ["string", "null"] })).toBe(true); // nullable: written as JSON.stringify does
    expect(isPlainShape({ type: ["string", "integer"] })).toBe(false);
    expect(isPlainShape({ type: ["object", "null"], properties: { a: leaf } })).toBe(true); // null, or the object
    expect(isPlainShape({ type: ["object", "null"] })).toBe(false);
    expect(isPlainShape({ type: ["array", "null"], items: leaf })).toBe(true); // a token's bytes: null, or the list
    expect(isPlainShape({ type: ["array", "null"], items: { type: "object" } })).toBe(false);
    expect(isPlainShape({ type: "object", properties: { a: { anyOf: [leaf, { type: "integer" }] } } })).toBe(false);
    expect(isPlainShape({ type: "object", properties: { a: leaf }, if: { required: ["a"] }, then: {} })).toBe(false);
  });

  it("write every success example of the spec as JSON.stringify does", () => {
    let checked = 0;
    for (const op of operations.values()) {
      for (const [status, response] of op.responses) {
        if (!status.startsWith("2")) continue;
        for (const value of response.examples.values()) {
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
      { model: "gpt-4o-mini", messages: [{ role: "user", content: 'Say "é😀"' }], logprobs: true, top_logprobs: 2, max_tokens: 6 },
    ];
    const ok = (result: { status: number; body: unknown }) => {
      expect(result.status).toBe(200);
      return result.body;
    };
    for (const body of chats) bodies.push(["createChatCompletion", ok(await mock.call("POST", "/client/v2/ai/chat/completions", { body }))]);
    for (const query of [{}, { page: "2", page_size: "3" }] as Record<string, string>[]) bodies.push(["listUsers", ok(await mock.call("GET", "/api/users", { query, key: null }))]);
    // OpenAI's gateways write `"logprobs": null` on a choice: the compiled serializer writes it as JSON.stringify does.
    bodies.push(["createChatCompletion", { ...(bodies[0]![1] as object), choices: (bodies[0]![1] as { choices: object[] }).choices.map((choice) => ({ ...choice, logprobs: null })) }]);
    // And OpenAI's own nulls inside it: a refusal's `content`, a token's `bytes`.
    const token = { token: "\u00e9", logprob: -0.5, bytes: null, top_logprobs: [{ token: "x", logprob: -2, bytes: null }] };
    const nulls = [{ content: null, refusal: [token] }, { content: [token, { ...token, bytes: [195, 169] }], refusal: null }];
    bodies.push(["createChatCompletion", { ...(bodies[0]![1] as object), choices: (bodies[0]![1] as { choices: object[] }).choices.flatMap((choice) => nulls.map((logprobs) => ({ ...choice, logprobs }))) }]);
    for (const [operationId, body] of bodies) {
      expect(serializerFor(operationId, 200)).not.toBe(JSON.stringify);
      expect(serializerFor(operationId, 200)(body)).toBe(JSON.stringify(body));
    }
  });

  it("write a repeated chat completion, its planned parts shared through the memo, as JSON.stringify does", async () => {
    const mock = testMock();
    const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: 'Say "hi"\u2028twice' }] };
    // The memo keeps a conversation on its second request: the third is the first repeat from it.
    await mock.call("POST", "/client/v2/ai/chat/completions", { body });
    const first = await mock.call("POST", "/client/v2/ai/chat/completions", { body });
    const again = await mock.call("POST", "/client/v2/ai/chat/completions", { body });
    expect((again.response.body as Json).choices).toBe((first.response.body as Json).choices);
    expect(mock.deps.memo.stats()).toMatchObject({ hits: 1, misses: 2 });
    for (const result of [first, again]) {
      expect(serializerFor("createChatCompletion", 200)(result.response.body)).toBe(JSON.stringify(result.response.body));
      expect(jsonText(result.response)).toBe(JSON.stringify(result.response.body));
    }
  });
});

describe("a template cut at a hole", () => {
  it("writes a value that differs only in that string as the serializer would", () => {
    const chunk = (text: string) => ({ id: "c1", choices: [{ index: 0, delta: { content: text } }], usage: null });
    const template = holeTemplate(JSON.stringify, chunk)!;
    for (const text of ["plain", 'quo"ted', "line\nbreak", ""]) {
      expect(template.before + JSON.stringify(text) + template.after).toBe(JSON.stringify(chunk(text)));
    }
  });

  it("is undefined when the serializer does not write the hole exactly once", () => {
    expect(holeTemplate(() => "{}", (hole) => ({ text: hole }))).toBeUndefined();
    expect(holeTemplate(JSON.stringify, (hole) => ({ a: hole, b: hole }))).toBeUndefined();
  });
});

describe("the pieces a kept body is written from", () => {
  it("cut a serializer's text where a top-level key starts, never inside a string", () => {
    expect(cutAtKey('{"id":"a","choices":[1]}', "choices")).toEqual(['{"id":"a"', ',"choices":[1]}']);
    expect(cutAtKey(JSON.stringify({ id: ',"choices":' }), "choices")).toBeUndefined();
  });

  it("quote parts of a text exactly as JSON.stringify does", () => {
    for (const text of ["plain words", 'a "quote"', "line\nbreak", "\u2028 and \ud800"]) {
      const quote = quoterFor(text);
      for (const part of [text, text.slice(0, 3), text.slice(2)]) expect(quote(part)).toBe(JSON.stringify(part));
    }
  });
});
