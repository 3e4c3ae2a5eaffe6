import { describe, expect, it } from "vitest";
import { checkParameterSchemas, lazyParameters } from "./validators.ts";
import { warm } from "./operations.ts";

// A file of its own: the schema registered below is invalid on purpose, and stays registered.
describe("the parameter schemas' meta-schema check (warm(), off the request path)", () => {
  it("passes every parameter schema of the spec", () => {
    expect(() => checkParameterSchemas()).not.toThrow();
    expect(() => warm()).not.toThrow();
  });

  it("throws on an invalid one, naming where it is, although it compiles", () => {
    const lazy = lazyParameters([{ name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, $comment: 7 } }], "GET /broken query");
    // Ajv compiles without the meta-schema (the first request should not pay for compiling it)...
    expect(lazy!.get()({ page: "2" })).toBe(true);
    // ...so warm() is where an invalid parameter schema fails.
    expect(() => warm()).toThrow(/GET \/broken query parameters is invalid: .*\$comment must be string/);
  });
});
