/**
 * Checks a setting's source against its JSON Schema, and says what was wrong in one line: the
 * source (variable, file and JSON pointer, flag or option), what was expected and what was
 * given; an unknown key gets the nearest known name. The validators are Ajv's, compiled ahead of
 * time from mocks/config/schema.ts (`npm run generate`), so a start loads no compiler.
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import { didYouMean } from "./suggest.ts";
import * as compiled from "./validators.ts";
import type { JsonSchema } from "./schema.ts";

/** A mistake in the mock's configuration: the message is the one line a user reads (exit 2, no stack). */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** The schemas checked, each compiled by Ajv ahead of time (generated/config-validators.js). */
export type Checked = "config" | "keysFile" | "modelsFile";
const VALIDATORS: Record<Checked, ValidateFunction> = compiled;

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

/** Throws a ConfigError naming the first thing `data` gets wrong against the schema `name`. */
export function check(name: Checked, data: unknown, where: Where): void {
  const validate = VALIDATORS[name];
  if (!validate(data)) throw new ConfigError(sentence(validate.errors ?? [], data, where));
}


