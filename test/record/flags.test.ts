import { describe, expect, it } from "vitest";
import { parseRecordArgs } from "../../mocks/record/cli.ts";
import { mockFlags, UsageError } from "../../mocks/record/flags.ts";
import { Redactor, scrub } from "../../mocks/fixtures/redact.ts";

describe("record's flags", () => {
  it("reads the upstream, the directory, the port and the caps", () => {
    expect(parseRecordArgs(["--upstream", "https://gw.example.com", "--out=fx", "--port", "0", "--max-fixtures", "5", "--redact-field", "ssn"], {})).toMatchObject({
      upstream: "https://gw.example.com",
      out: "fx",
      port: 0,
      maxFixtures: 5,
      secretFields: ["ssn"],
    });
  });

  it("refuses a missing or non-http upstream and unknown options", () => {
    expect(() => parseRecordArgs([], {})).toThrow(/--upstream URL is required/);
    expect(() => parseRecordArgs(["--upstream", "ftp://x"], {})).toThrow(UsageError);
    expect(() => parseRecordArgs(["--upstream", "http://x", "--bogus"], {})).toThrow(/unknown option --bogus/);
  });
});

describe("mock's replay flags", () => {
  it("become the fixtures settings of the config", () => {
    expect(mockFlags(["--fixtures", "fx", "--strict", "--replay-speed", "2", "--port", "0"])).toEqual({ fixturesDir: "fx", fixturesStrict: true, replaySpeed: 2, port: 0 });
  });

  it("refuse a negative speed", () => {
    expect(() => mockFlags(["--replay-speed", "-1"])).toThrow(/--replay-speed must be a number >= 0/);
  });
});

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
