/**
 * The page's configuration check (validators.browser.ts) reads the schemas instead of running
 * Ajv's generated code: on the same inputs it accepts and refuses as Ajv does, and its first
 * error is worded the same by check.ts's sentence (the keyword, the place and the value).
 */
import { describe, expect, it } from "vitest";
import * as ajv from "./validators.ts";
import * as page from "./validators.browser.ts";

const CASES: [keyof typeof ajv, unknown][] = [
  ["config", { port: 4010, logLevel: "info" }],
  ["config", { port: "abc" }],
  ["config", { port: 99999 }],
  ["config", { taskFailureRate: 2 }],
  ["config", { logLevel: "verbose" }],
  ["config", { prot: 4015 }],
  ["config", { keysFile: "" }],
  ["keysFile", [1, 2, 3]],
  ["keysFile", { key: {} }],
  ["keysFile", { keys: {} }],
  ["keysFile", { teams: { t: { features: ["llm"] } }, keys: { "sk-1": "t" } }],
  ["keysFile", { teams: { t: { features: ["teleport"] } }, keys: { "sk-1": "t" } }],
  ["modelsFile", { models: [] }],
  ["modelsFile", { models: [{ id: "m" }] }],
];

describe("the page's configuration check", () => {
  it.each(CASES)("%s %j: the same verdict and first complaint as Ajv's", (name, value) => {
    const expected = ajv[name](value);
    const got = page[name](value);
    expect(got).toBe(expected);
    if (!expected) {
      const keywords = (ajv[name].errors ?? []).map((e) => `${e.keyword} ${e.instancePath}`);
      const first = page[name].errors![0]!;
      expect(keywords).toContain(`${first.keyword} ${first.instancePath}`);
    }
  });
});
