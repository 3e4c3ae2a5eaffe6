import { describe, expect, it } from "vitest";
import { isDesigned, schemaNames, spec, validateSchema } from "./validators.ts";
import { compileAllSchemas, operations, validateParameters, validateRequestBody, validateResponseBody } from "./operations.ts";

describe("the shared validators", () => {
  it("compile every response and component schema of the spec", () => {
    const responses = [...operations.values()].reduce((n, op) => n + [...op.responses.values()].reduce((m, r) => m + r.contentTypes.length, 0), 0);
    expect(compileAllSchemas()).toBe(responses + schemaNames.length);
  });

  it("know all five operations of the seed by operationId", () => {
    expect([...operations.keys()].sort()).toEqual(
      ["createChatCompletion", "createGeneration", "getTask", "listUsers", "recognizeImageText"].sort(),
    );
  });

  it("require the bearer key everywhere except GET /api/users", () => {
    for (const op of operations.values()) expect(op.secured, op.operationId).toBe(op.operationId !== "listUsers");
  });

  it("report a seed rule violation with seed provenance and the field at fault", () => {
    const [issue] = validateRequestBody("createChatCompletion", { model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }], temperature: 2.5 });
    expect(issue).toMatchObject({ part: "body", pointer: "/temperature", keyword: "maximum", param: "temperature", provenance: "seed" });
    expect(issue!.schemaPath).toBe("#/components/schemas/ChatParameters/properties/temperature/maximum");
  });

  it("accept temperature at 0 and 2, the seed's bounds", () => {
    for (const temperature of [0, 2]) {
      expect(validateRequestBody("createChatCompletion", { model: "m", messages: [{ role: "user", content: "x" }], temperature })).toEqual([]);
    }
  });

  it("report a designed rule violation with designed provenance", () => {
    const issues = validateRequestBody("createChatCompletion", { model: "m", messages: [{ role: "user", content: "x" }], max_tokens: 0 });
    expect(issues).toHaveLength(1);
    expect(issues[0]!.provenance).toBe("designed");
  });

  it("treat a missing designed field as designed and a missing seed field as seed", () => {
    const failedWithoutError = validateSchema("Task", { task_id: 1, status: "failed" });
    expect(failedWithoutError.find((i) => i.keyword === "required")?.provenance).toBe("designed");
    const completedWithoutOutput = validateSchema("Task", { task_id: 1, status: "completed" });
    expect(completedWithoutOutput.find((i) => i.keyword === "required")?.provenance).toBe("seed");
  });

  it("coerce query parameters and enforce their bounds", () => {
    const query: Record<string, unknown> = { page: "3" };
    expect(validateParameters("listUsers", "query", query)).toEqual([]);
    expect(query.page).toBe(3);
    expect(validateParameters("listUsers", "query", { page_size: "0" })[0]?.param).toBe("page_size");
  });

  it("constrain each error status to its seed code", () => {
    const wrong = validateResponseBody("createGeneration", 404, "application/json", {
      error: { code: "invalid_request", message: "x", type: "invalid_request_error" },
    });
    expect(wrong.map((i) => i.message)).toContain('response/error/code must be equal to constant: "model_not_found"');
  });

  it("treat the OCR endpoint's error bodies and undeclared-by-seed statuses as designed", () => {
    const wrongOcrError = validateResponseBody("recognizeImageText", 400, "application/json", { error: { code: "x" } });
    expect(wrongOcrError.length).toBeGreaterThan(0);
    expect(wrongOcrError.every((i) => i.provenance === "designed")).toBe(true);
    expect(operations.get("getTask")!.responses.get("404")!.provenance).toBe("designed");
    expect(operations.get("createGeneration")!.responses.get("404")!.provenance).toBe("seed");
    const wrongGatewayError = validateResponseBody("createGeneration", 400, "application/json", { error: { code: "x" } });
    expect(wrongGatewayError.some((i) => i.provenance === "seed")).toBe(true);
  });

  it("say when a status has no schema for the operation", () => {
    expect(validateResponseBody("listUsers", 418, "application/json", {})[0]?.keyword).toBe("status");
  });

  it("mark designed nodes, and only those, as designed", () => {
    const schemas = (spec.components as Record<string, any>).schemas;
    expect(isDesigned(schemas.DigitalHumanInput)).toBe(true);
    expect(isDesigned(schemas.DigitalHumanInput.properties.script)).toBe(true);
    expect(isDesigned(schemas.ChatCompletion)).toBe(false);
    expect(isDesigned(schemas.Usage.properties.cost)).toBe(false);
  });
});
