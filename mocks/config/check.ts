/**
 * Checks a setting's source against its JSON Schema with Ajv, and says what was wrong in one
 * line: the source (variable, file and JSON pointer, flag or option), what was expected and
 * what was given; an unknown key gets the nearest known name. Ajv loads (through createRequire,
 * which the mock's bundle serves) only when there is something to check, so a start with no
 * settings does not pay for it.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { resolve } from "node:path";
import type { Ajv2020, ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import { didYouMean } from "../../cli/suggest.ts";
import type { JsonSchema } from "./schema.ts";

const require = createRequire(import.meta.url);

/** A mistake in the mock's configuration: the message is the one line a user reads (exit 2, no stack). */
export class ConfigError extends Error {
  override name = "ConfigError";
}

let ajv: Ajv2020 | undefined;
const compiled = new WeakMap<JsonSchema, ValidateFunction>();

function validator(schema: JsonSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    if (!ajv) {
      const { Ajv2020: AjvClass } = require("ajv/dist/2020") as typeof import("ajv/dist/2020.js");
      // validateSchema: false skips compiling the 2020-12 meta-schema (~0.3 s, most of the cost of
      // a first check at start-up); check.test.ts checks these schemas against it instead.
      ajv = new AjvClass({ allErrors: true, verbose: true, strict: true, strictTypes: false, validateSchema: false, keywords: ["x-expected", "x-env", "x-flag"] });
    }
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

/** The words for what a schema accepts: "an integer from 0 to 65535", "one of info, debug". */
export function describeExpected(schema: JsonSchema): string {
  if (schema["x-expected"]) return schema["x-expected"];
  if (schema.enum) return `one of ${schema.enum.join(", ")}`;
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.anyOf) return schema.anyOf.map(describeExpected).join(" or ");
  const { minimum: min, maximum: max } = schema;
  switch (schema.type) {
    case "integer":
    case "number": {
      const noun = schema.type === "integer" ? "an integer" : "a number";
      if (min !== undefined && max !== undefined) return `${noun} from ${min} to ${max}`;
      if (min !== undefined) return min === 0 ? `${noun} ≥ 0` : `${noun} ≥ ${min}`;
      return noun;
    }
    case "boolean":
      return "true or false (on/off, 1/0 in a variable or flag)";
    case "string":
      return schema.minLength ? "a non-empty string" : "a string";
    case "array":
      return schema.items ? `a list of ${describeExpected(schema.items).replace(/^an? /, "")}s` : "a list";
    case "object":
      return "an object";
    default:
      return "a value";
  }
}

/** A value as the user wrote it, short. */
export function shown(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Where a value came from, as the error names it: `(pointer) => "MOCK_SEED"`. */
export type Where = (pointer: string, key: string | undefined) => string;

/** The first of Ajv's errors, as one line. An anyOf's own error wins over its branches'. */
function sentence(errors: ErrorObject[], data: unknown, where: Where): string {
  // An unknown key says the most (it is often why a required one is "missing"); an anyOf's own
  // error says more than its branches'.
  const first =
    errors.find((e) => e.keyword === "additionalProperties") ??
    errors.find((e) => e.keyword === "anyOf" && errors[0]!.instancePath.startsWith(e.instancePath)) ??
    errors[0]!;
  const pointer = first.instancePath;
  const key = pointer.split("/")[1]?.replace(/~1/g, "/").replace(/~0/g, "~");
  if (first.keyword === "additionalProperties") {
    const name = (first.params as { additionalProperty: string }).additionalProperty;
    const known = Object.keys((first.parentSchema as JsonSchema).properties ?? {}).filter((k) => !k.startsWith("$"));
    const child = `${pointer}/${name}`;
    return `${where(child, pointer === "" ? name : key)}: unknown setting "${name}"${didYouMean(name, known)}`;
  }
  if (first.keyword === "required") {
    const name = (first.params as { missingProperty: string }).missingProperty;
    return `${where(pointer, key)}: "${name}" is missing`;
  }
  if (first.keyword === "minProperties" || first.keyword === "minItems") {
    return `${where(pointer, key)}: expected at least ${(first.params as { limit: number }).limit} ${first.keyword === "minItems" ? "item" : "entry"}, got none`;
  }
  return `${where(pointer, key)}: expected ${describeExpected(first.parentSchema as JsonSchema)}, got ${shown(first.data ?? data)}`;
}

/** Throws a ConfigError naming the first thing `data` gets wrong against `schema`. */
export function check(schema: JsonSchema, data: unknown, where: Where): void {
  const validate = validator(schema);
  if (!validate(data)) throw new ConfigError(sentence(validate.errors ?? [], data, where));
}

/** Line and column of a character offset, for JSON parse errors. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split("\n");
  return `line ${before.length}, column ${before.at(-1)!.length + 1}`;
}

/**
 * Reads and parses a JSON file, naming it and the setting that pointed at it when it is
 * missing or not JSON.
 * @example readJsonFile("keys.json", "MOCK_KEYS_FILE")
 */
export function readJsonFile(path: string, setting: string): unknown {
  const absolute = resolve(path);
  let text: string;
  try {
    text = readFileSync(absolute, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(`${setting}: cannot read ${absolute} (${code === "ENOENT" ? "no such file" : code ?? (error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const at = /position (\d+)/.exec(message);
    const place = at ? ` at ${lineAndColumn(text, Number(at[1]))}` : "";
    throw new ConfigError(`${setting} (${absolute}): not JSON${place}: ${message.replace(/ in JSON at position \d+.*$/, "")}`);
  }
}

/** `where` for a file: `MOCK_KEYS_FILE (/abs/keys.json) at /teams/ops`. */
export function inFile(setting: string, path: string, rewrite: (pointer: string) => string = (p) => p): Where {
  return (pointer) => `${setting} (${resolve(path)})${pointer ? ` at ${rewrite(pointer)}` : ""}`;
}
