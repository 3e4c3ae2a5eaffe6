import { describe, expect, it } from "vitest";
import { resolveRef, spec } from "./validators.ts";
import { operations, validateRequestBody, validateResponseBody } from "./operations.ts";

type Json = Record<string, any>;

interface ExampleCase {
  name: string;
  check(): unknown[];
}

/** Every example the spec carries, paired with the validation it must pass. */
function collectExamples(): ExampleCase[] {
  const cases: ExampleCase[] = [];
  for (const op of operations.values()) {
    const raw = (spec.paths as Json)[op.path][op.method] as Json;
    const requestExamples = (resolveRef<Json>(raw.requestBody ?? {}).content?.["application/json"]?.examples ?? {}) as Json;
    for (const [name, example] of Object.entries(requestExamples)) {
      cases.push({
        name: `${op.operationId} request example "${name}"`,
        check: () => validateRequestBody(op.operationId, resolveRef<Json>(example).value),
      });
    }
    for (const [status, response] of Object.entries(raw.responses as Json)) {
      const content = (resolveRef<Json>(response).content ?? {}) as Json;
      const json = content["application/json"];
      for (const [name, example] of Object.entries((json?.examples ?? {}) as Json)) {
        cases.push({
          name: `${op.operationId} ${status} example "${name}"`,
          check: () => validateResponseBody(op.operationId, status, "application/json", resolveRef<Json>(example).value),
        });
      }
    }
  }
  return cases;
}

const cases = collectExamples();

describe("the spec's examples", () => {
  it("cover every operation and every declared response status", () => {
    for (const op of operations.values()) {
      for (const status of op.responses.keys()) {
        expect(cases.some((c) => c.name.startsWith(`${op.operationId} ${status} `)), `${op.operationId} ${status}`).toBe(true);
      }
      if (op.hasRequestBody) expect(cases.some((c) => c.name.startsWith(`${op.operationId} request`))).toBe(true);
    }
  });

  it.each(cases.map((c) => [c.name, c] as const))("%s validates against its schema", (_name, example) => {
    expect(example.check()).toEqual([]);
  });
});
