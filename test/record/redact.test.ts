import { describe, expect, it } from "vitest";
import { Redactor, scrub } from "../../mocks/fixtures/redact.ts";

describe("redaction", () => {
  it("replaces secret-named fields at any depth, whatever their case", () => {
    expect(new Redactor().body({ a: { API_KEY: "x", list: [{ password: "p" }] }, model: "m" })).toEqual({ a: { API_KEY: "[REDACTED]", list: [{ password: "[REDACTED]" }] }, model: "m" });
  });

  it("finds the bearer key and cuts it out of any text, JSON-escaped or not", () => {
    const secrets = new Redactor().secretsOf({ authorization: "Bearer sk-abcdef123456" }, {});
    expect(secrets).toContain("sk-abcdef123456");
    expect(scrub('{"message":"bad key sk-abcdef123456"}', secrets)).toBe('{"message":"bad key [REDACTED]"}');
  });
});
