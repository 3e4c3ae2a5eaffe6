import { describe, expect, it } from "vitest";
import { bodyFromBytes } from "../body/index.ts";
import type { MockRequest } from "./deps.ts";
import { MockError } from "./errors.ts";
import { readJsonBody } from "./request-body.ts";

const request = (text: string | Uint8Array, contentType: string | undefined = "application/json"): MockRequest => ({
  method: "POST",
  path: "/client/v2/ai/chat/completions",
  query: {},
  headers: contentType === undefined ? {} : { "content-type": contentType },
  body: bodyFromBytes(typeof text === "string" ? Buffer.from(text) : text),
});

function refusal(req: MockRequest): string {
  try {
    readJsonBody(req);
  } catch (error) {
    expect(error).toBeInstanceOf(MockError);
    expect((error as MockError).status).toBe(400);
    return (error as MockError).message;
  }
  throw new Error("expected a 400");
}

describe("the JSON request body", () => {
  it("parses a fresh object for every request, even for the same text", () => {
    const text = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "same" }] });
    const first = readJsonBody(request(text));
    const again = readJsonBody(request(text));
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
  });

  it("accepts application/json with parameters and +json media types", () => {
    expect(readJsonBody(request("{}", "application/json; charset=utf-8"))).toEqual({});
    expect(readJsonBody(request("{}", "application/vnd.api+json"))).toEqual({});
  });

  it.each([
    ["no body", "", "A JSON request body is required."],
    ["another media type", "{}", "Content-Type must be application/json", "text/plain"],
    
    ["invalid JSON", "{nope", "not valid JSON"],
    ["nesting deeper than 128 levels", "[".repeat(200) + "]".repeat(200), "nests deeper than 128"],
  ] as [string, string, string, string?][])("refuses %s with a 400 that says why", (_name, text, message, contentType = "application/json") => {
    expect(refusal(request(text, contentType))).toContain(message);
  });

  it("refuses a body without bytes as a missing body", () => {
    expect(refusal({ ...request("{}"), body: bodyFromBytes(new Uint8Array()) })).toContain("A JSON request body is required.");
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(refusal(request(Uint8Array.from([0x7b, 0xff, 0x7d])))).toContain("not valid UTF-8");
  });
});
