import { describe, expect, it } from "vitest";
import { specEnums } from "../../spec/operations.ts";
import { ERRORS, MockError, codeForStatus, toErrorBody } from "./errors.ts";
import { validateSchema } from "../../spec/validators.ts";

describe("the error registry", () => {
  it("has exactly the codes of the spec's ErrorCode enum, in both directions", () => {
    const specCodes = [...specEnums.errorCodes].sort();
    expect(Object.keys(ERRORS).sort()).toEqual(specCodes);
  });

  it("uses the seed's status for each seed code", () => {
    expect(ERRORS.invalid_request.status).toBe(400);
    expect(ERRORS.unauthorized.status).toBe(401);
    expect(ERRORS.forbidden.status).toBe(403);
    expect(ERRORS.model_not_found.status).toBe(404);
    expect(ERRORS.rate_limited.status).toBe(429);
    expect(ERRORS.provider_error.status).toBe(500);
  });

  it("answers 503 server_error for state_unavailable, the designed code of a shared state that is down", () => {
    expect(ERRORS.state_unavailable).toMatchObject({ status: 503, type: "server_error" });
  });

  it("gives a forced 503 service_unavailable, a gateway out of service, not the mock's own state_unavailable", () => {
    expect(codeForStatus(503)).toBe("service_unavailable");
    expect(ERRORS.service_unavailable).toEqual({ status: 503, type: "server_error", message: "The service is temporarily unavailable; retry shortly." });
  });

  it("builds bodies that validate against the spec's ErrorBody for every code", () => {
    for (const code of Object.keys(ERRORS) as (keyof typeof ERRORS)[]) {
      expect(validateSchema("ErrorBody", toErrorBody(code)), code).toEqual([]);
    }
  });

  it("gives a MockError the status and param of its code", () => {
    const error = new MockError("model_not_found", "nope", { param: "model" });
    expect([error.status, error.param, error.message]).toEqual([404, "model", "nope"]);
  });
});
