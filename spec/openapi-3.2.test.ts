/**
 * The OpenAPI 3.2 view (generated/openapi-3.2.yaml, from spec/openapi.yaml by `npm run
 * generate`): valid OpenAPI 3.2 by @seriousme/openapi-schema-validator's 3.2 schema, its streams
 * described by `itemSchema`, and otherwise the 3.1 source itself. `npm run check:fresh` fails
 * when the committed file is not what the source generates.
 */
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { testMock } from "../test/support/harness.ts";
import { toOpenApi32 } from "../scripts/generate/openapi-3.2.ts";

type Json = Record<string, any>;

const view32Text = readFileSync(new URL("../generated/openapi-3.2.yaml", import.meta.url), "utf8");
const view32 = parse(view32Text) as Json;
const source = parse(readFileSync(new URL("./openapi.yaml", import.meta.url), "utf8")) as Json;

/** Every media type of every response, with where it is. */
function mediaTypes(document: Json): { where: string; type: string; media: Json }[] {
  const found: { where: string; type: string; media: Json }[] = [];
  for (const [path, item] of Object.entries(document.paths as Json)) {
    for (const [method, operation] of Object.entries(item as Json)) {
      for (const [status, response] of Object.entries(((operation as Json).responses ?? {}) as Json)) {
        for (const [type, media] of Object.entries(((response as Json).content ?? {}) as Json)) found.push({ where: `${method} ${path} ${status}`, type, media: media as Json });
      }
    }
  }
  return found;
}

describe("the OpenAPI 3.2 view", () => {
  it("is valid OpenAPI 3.2 by a 3.2-aware validator", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(view32));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.2");
  });

  it("would not pass as 3.1: the validator checks itemSchema against the version", async () => {
    const result = await new Validator().validate({ ...structuredClone(view32), openapi: "3.1.0" });
    expect(result.valid).toBe(false);
    expect(JSON.stringify(result.errors)).toContain("itemSchema");
  });

  it("describes each event of every stream with itemSchema: a chunk, an error body or [DONE]", () => {
    const streams = mediaTypes(view32).filter(({ type }) => type === "text/event-stream");
    expect(streams.map(({ where }) => where)).toEqual(["post /client/v2/ai/chat/completions 200", "post /client/v2/ai/generations 200"]);
    for (const { media } of streams) {
      expect(media.schema).toBeUndefined();
      expect(media.itemSchema.required).toEqual(["data"]);
      const payloads = media.itemSchema.properties.data.anyOf as Json[];
      expect(payloads.map((payload) => payload.contentSchema?.$ref ?? payload.const)).toEqual([
        "#/components/schemas/ChatCompletionChunk",
        "#/components/schemas/ErrorBody",
        "[DONE]",
      ]);
    }
  });

  it("is the 3.1 source in everything else", () => {
    const expected = toOpenApi32(source);
    expect(view32).toEqual(expected);
    // And the conversion touched only the version, the description and the stream media types.
    const rest = (document: Json) => {
      const copy = structuredClone(document);
      delete copy.openapi;
      delete copy.info.description;
      for (const { media } of mediaTypes(copy)) if ("itemSchema" in media || media.schema?.$ref === "#/components/schemas/ChatCompletionStream") delete media.itemSchema, delete media.schema;
      return copy;
    };
    expect(rest(view32)).toEqual(rest(source));
  });

  it("is served by the mock at /__mock/openapi-3.2.yaml", async () => {
    const result = await testMock().call("GET", "/__mock/openapi-3.2.yaml");
    expect(result.status).toBe(200);
    expect(result.headers["content-type"]).toMatch(/^application\/yaml/);
    expect(Buffer.from(result.response.bytes!).toString()).toBe(view32Text);
  });
});
