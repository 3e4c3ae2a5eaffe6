import { describe, expect, it } from "vitest";
import type { MockRequest } from "./deps.ts";
import { MockError } from "./errors.ts";
import { readJsonBody } from "./request-body.ts";

const request = (text: string | Uint8Array, contentType: string | undefined = "application/json"): MockRequest => ({
  method: "POST",
  path: "/client/v2/ai/chat/completions",
  query: {},
  headers: contentType === undefined ? {} : { "content-type": contentType },
  rawBody: typeof text === "string" ? Buffer.from(text) : text,
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
    const first = readJsonBody(request(text)).value;
    const again = readJsonBody(request(text)).value;
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(Object.isFrozen(first)).toBe(false);
  });

  it("accepts application/json with parameters and +json media types", () => {
    expect(readJsonBody(request("{}", "application/json; charset=utf-8")).value).toEqual({});
    expect(readJsonBody(request("{}", "application/vnd.api+json")).value).toEqual({});
  });

  it.each([
    ["no body", "", "A JSON request body is required."],
    ["another media type", "{}", "Content-Type must be application/json", "text/plain"],
    
    ["invalid JSON", "{nope", "not valid JSON"],
    ["nesting deeper than 128 levels", "[".repeat(200) + "]".repeat(200), "nests deeper than 128"],
  ] as [string, string, string, string?][])("refuses %s with a 400 that says why", (_name, text, message, contentType = "application/json") => {
    expect(refusal(request(text, contentType))).toContain(message);
  });

  it("hands on the bytes of a long base64 literal it decoded, and reads the body the transport gave as text", () => {
    const png = Buffer.alloc(100_000, 7);
    const text = JSON.stringify({ image_base64: `data:image/png;base64,${png.toString("base64")}`, filter_thresh: 0.5 });
    const { value, decoded } = readJsonBody({ ...request(new Uint8Array()), bodyText: text });
    expect(value).toEqual(JSON.parse(text));
    expect(decoded).toHaveLength(1);
    expect(Buffer.from(decoded[0]!.bytes)).toEqual(png);
    expect(readJsonBody(request(JSON.stringify({ short: png.subarray(0, 30).toString("base64") }))).decoded).toEqual([]);
  });

  it("refuses an empty text from the transport as a missing body", () => {
    expect(refusal({ ...request("{}"), bodyText: "" })).toContain("A JSON request body is required.");
  });

  it("refuses bytes that are not UTF-8", () => {
    expect(refusal(request(Uint8Array.from([0x7b, 0xff, 0x7d])))).toContain("not valid UTF-8");
  });
});
