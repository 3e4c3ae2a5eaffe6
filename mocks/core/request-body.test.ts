import { describe, expect, it } from "vitest";
import type { MockRequest } from "./deps.ts";
import { MockError } from "./errors.ts";
import { readJsonBody } from "./request-body.ts";

const OP = "createChatCompletion";
const request = (text: string, contentType = "application/json"): MockRequest => ({
  method: "POST",
  path: "/client/v2/ai/chat/completions",
  query: {},
  headers: { "content-type": contentType },
  rawBody: Buffer.from(text),
});
const chat = (content: string) => JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content }] });

describe("the JSON request body, remembered by its exact text", () => {
  it("hands every request with the same text one frozen body, and another text its own", () => {
    const first = readJsonBody(request(chat("same")), OP);
    const again = readJsonBody(request(chat("same")), OP);
    expect(again.body).toBe(first.body);
    expect(Object.isFrozen(first.body)).toBe(true);
    expect(Object.isFrozen((first.body as { messages: object[] }).messages[0])).toBe(true);
    expect(readJsonBody(request(chat("other")), OP).body).not.toBe(first.body);
  });

  it("validates the same text against each operation's own schema", () => {
    const text = JSON.stringify({ model: "gpt-4o-mini", input: { prompt: "a lighthouse" } });
    const asGeneration = readJsonBody(request(text), "createGeneration");
    const asChat = readJsonBody(request(text), OP);
    expect(asGeneration.issues.map((i) => i.pointer)).not.toContain("/messages");
    expect(asChat.issues.map((i) => i.pointer)).toContain("/messages");
    expect(readJsonBody(request(text), "createGeneration").issues).toEqual(asGeneration.issues);
  });

  it("remembers a body's validation issues with it", () => {
    const text = JSON.stringify({ model: "gpt-4o-mini" });
    const first = readJsonBody(request(text), OP);
    expect(first.issues.map((i) => i.pointer)).toContain("/messages");
    expect(readJsonBody(request(text), OP).issues).toEqual(first.issues);
  });

  it("refuses malformed JSON, a wrong content type and bad UTF-8 every time, remembering none", () => {
    for (let i = 0; i < 2; i++) {
      expect(() => readJsonBody(request("{not json"), OP)).toThrow(/not valid JSON/);
      expect(() => readJsonBody(request(chat("x"), "text/plain"), OP)).toThrow(/Content-Type must be application\/json/);
      expect(() => readJsonBody({ ...request(""), rawBody: Buffer.from([0x7b, 0xff, 0x7d]) }, OP)).toThrow(MockError);
    }
    expect(() => readJsonBody(request("[".repeat(200) + "]".repeat(200)), OP)).toThrow(/nests deeper than 128/);
  });

  it("parses long bodies afresh and leaves them unfrozen", () => {
    const text = chat("x".repeat(20_000));
    const first = readJsonBody(request(text), OP);
    expect(Object.isFrozen(first.body)).toBe(false);
    expect(readJsonBody(request(text), OP).body).not.toBe(first.body);
  });

  it("stays bounded: the oldest body is forgotten once 1,000 others came after it", () => {
    const oldest = readJsonBody(request(chat("oldest")), OP).body;
    for (let i = 0; i < 1000; i++) readJsonBody(request(chat(`filler ${i}`)), OP);
    expect(readJsonBody(request(chat("oldest")), OP).body).not.toBe(oldest);
  });
});
