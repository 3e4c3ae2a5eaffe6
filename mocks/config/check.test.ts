/** The settings' schemas are valid JSON Schema, and their mistakes read as one line naming the place. */
import { readFileSync } from "node:fs";
import { Ajv2020 } from "ajv/dist/2020.js";
import { AJV_OPTIONS, renderConfigValidators } from "../../scripts/config-validators.ts";
import { describe, expect, it } from "vitest";
import { check, describeExpected } from "./check.ts";
import { inFile } from "./files.ts";
import { DEFAULT_CONFIG, loadConfig } from "./config.ts";
import { configSchema, KEYS_FILE_SCHEMA, MODELS_FILE_SCHEMA } from "./schema.ts";

describe("the settings' schemas", () => {
  it.each([
    ["the configuration", configSchema(DEFAULT_CONFIG)],
    ["a keys file", KEYS_FILE_SCHEMA],
    ["a models file", MODELS_FILE_SCHEMA],
  ])("%s is valid JSON Schema 2020-12 (checked here, not at start-up)", (_, schema) => {
    const ajv = new Ajv2020({ ...AJV_OPTIONS, keywords: [...AJV_OPTIONS.keywords], logger: false });
    expect(ajv.validateSchema(schema), JSON.stringify(ajv.errors)).toBe(true);
  });

  it("are what generated/config-validators.js was compiled from (run `npm run generate` when this fails)", () => {
    expect(readFileSync(new URL("../../generated/config-validators.js", import.meta.url), "utf8")).toBe(renderConfigValidators());
  });

  it("accept the defaults", () => {
    expect(() => check("config", { ...DEFAULT_CONFIG, publicUrl: "http://x", stateUrl: "redis://r", keysFile: "k", modelsFile: "m", fixturesDir: "f", controlToken: "t" }, () => "defaults")).not.toThrow();
  });
});

describe("a mistake", () => {
  it("names the variable, what was expected and what was given", () => {
    expect(() => loadConfig({ MOCK_TASK_FAILURE_RATE: "2" })).toThrow("MOCK_TASK_FAILURE_RATE: expected a number from 0 to 1, got 2");
    expect(() => loadConfig({ MOCK_CONTROL: "maybe" })).toThrow('MOCK_CONTROL: expected true or false (on/off, 1/0 in a variable or flag), got "maybe"');
    expect(() => loadConfig({ MOCK_STATE_URL: "http://x" })).toThrow('MOCK_STATE_URL: expected a redis:// URL, got "http://x"');
  });

  it("names the option of the code that creates the mock, with the nearest known key", () => {
    expect(() => loadConfig({}, { taskDuration: 5 } as never)).toThrow('option config.taskDuration: unknown setting "taskDuration" (did you mean taskDurationMs?)');
    expect(() => loadConfig({}, { taskFailureRate: 3 })).toThrow("option config.taskFailureRate: expected a number from 0 to 1, got 3");
  });

  it("in a file names the file and the JSON pointer", () => {
    expect(() => check("keysFile", { keys: { "sk-1": "team-default" }, teams: { ops: { features: ["chat"] } } }, inFile("MOCK_KEYS_FILE", "/k.json"))).toThrow(
      'MOCK_KEYS_FILE (/k.json) at /teams/ops/features/0: expected one of llm, image, ocr, video, tts, stt, digital_human, got "chat"',
    );
  });

  it("reads the accepted values in words", () => {
    expect(describeExpected({ type: "integer", minimum: 0, maximum: 65535 })).toBe("an integer from 0 to 65535");
    expect(describeExpected({ type: "array", items: { type: "string" } })).toBe("a list of strings");
  });

  it("accepts what the variables always accepted: auto workers, on/off, a list, a URL with a trailing slash", () => {
    expect(loadConfig({ MOCK_WORKERS: "auto", MOCK_OCR_FETCH: "yes", MOCK_OCR_FETCH_ALLOW_HOSTS: "a.example, b.example", MOCK_PUBLIC_URL: "https://m.example/" })).toMatchObject({
      workers: 0,
      ocrFetch: true,
      ocrFetchAllowHosts: ["a.example", "b.example"],
      publicUrl: "https://m.example",
    });
  });
});
