/**
 * What the spec layer takes from the platform, in Node: the spec documents read from disk and
 * the schema compilers loaded on first use. `platform.browser.ts` is the same surface for a page
 * (the browser build, `scripts/build-browser.ts`, picks it): documents embedded at build time,
 * validators compiled ahead of time, no compiler at all.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Ajv2020, ValidateFunction } from "ajv/dist/2020.js";

// Ajv, ajv-formats and fast-json-stringify are CommonJS and are loaded when the first schema
// compiles, not when this module loads: a mock that has not validated anything yet should not
// pay for them at start-up.
const require = createRequire(import.meta.url);

type Json = Record<string, unknown>;

/** The parsed OpenAPI document (`npm run generate` writes this JSON copy of the YAML: parsing JSON is far faster). */
export function readSpecDocument(): Json {
  return JSON.parse(readFileSync(new URL("../generated/openapi.json", import.meta.url), "utf8")) as Json;
}

// Read once, at load, as the server always has; a promise because a page loads them lazily.
const specYaml = readFileSync(new URL("./openapi.yaml", import.meta.url), "utf8");
const controlYaml = readFileSync(new URL("./control.yaml", import.meta.url), "utf8");

/** spec/openapi.yaml as text, for serving it. */
export function readSpecYaml(): Promise<string> {
  return Promise.resolve(specYaml);
}

/** spec/control.yaml as text, for serving it. */
export function readControlYaml(): Promise<string> {
  return Promise.resolve(controlYaml);
}

/** The generated OpenAPI 3.2 view, read on its first request: few runs ever ask for it. */
let spec32Yaml: string | undefined;
export function readSpec32Yaml(): Promise<string> {
  return Promise.resolve((spec32Yaml ??= readFileSync(new URL("../generated/openapi-3.2.yaml", import.meta.url), "utf8")));
}

/** Ajv (JSON Schema 2020-12) and ajv-formats, for compiling schemas at run time. */
export function loadAjv(): { Ajv2020: new (options: Json) => Ajv2020; addFormats: (ajv: Ajv2020) => Ajv2020 } {
  const { Ajv2020 } = require("ajv/dist/2020") as { Ajv2020: new (options: Json) => Ajv2020 };
  const addFormats = (require("ajv-formats") as { default: (ajv: Ajv2020) => Ajv2020 }).default;
  return { Ajv2020, addFormats };
}

/** A validator compiled ahead of time under this key (see spec/standalone.ts); Node compiles at run time instead. */
export function precompiledValidator(_key: string): ValidateFunction | undefined {
  return undefined;
}

/** Loads validators compiled ahead of time that are not at hand yet (a page's chunks); Node has nothing to load. */
export function loadValidators(_keys: readonly string[]): Promise<void> | undefined {
  return undefined;
}

/** fast-json-stringify's compiler (it generates code with new Function: Node only). */
export function loadSerializerCompiler(): ((schema: Json) => (value: unknown) => string) | undefined {
  return require("fast-json-stringify") as (schema: Json) => (value: unknown) => string;
}
