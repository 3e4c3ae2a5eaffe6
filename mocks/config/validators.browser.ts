/**
 * validators.ts for the browser build: the configuration schemas (mocks/config/schema.ts) are
 * small and use a handful of keywords, so a page checks them by reading them, not with Ajv's
 * generated code (11 KB gzipped, for options a page sets once). It reports the first error in
 * Ajv's shape (keyword, instancePath, params, parentSchema, data), which check.ts words.
 */
import type { ErrorObject, ValidateFunction } from "ajv";
import { configSchema, KEYS_FILE_SCHEMA, MODELS_FILE_SCHEMA, type JsonSchema, type MockConfig } from "./schema.ts";

type Found = Omit<ErrorObject, "schemaPath"> | undefined;

const error = (keyword: string, instancePath: string, params: Record<string, unknown>, parentSchema: JsonSchema, data: unknown): Found => ({
  keyword,
  instancePath,
  params,
  parentSchema: parentSchema as ErrorObject["parentSchema"],
  data,
});

function typeOk(type: string, value: unknown): boolean {
  switch (type) {
    case "integer":
      return Number.isInteger(value);
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "object":
      return value !== null && typeof value === "object" && !Array.isArray(value);
    case "array":
      return Array.isArray(value);
    case "null":
      return value === null;
    default:
      return typeof value === type;
  }
}

/** The first error of `value` against `schema`, or undefined. */
function firstError(schema: JsonSchema, value: unknown, path: string): Found {
  const s = schema as JsonSchema & Record<string, unknown>;
  if (s.anyOf) {
    const branches = s.anyOf as JsonSchema[];
    return branches.some((branch) => firstError(branch, value, path) === undefined) ? undefined : error("anyOf", path, {}, schema, value);
  }
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string];
    if (!types.some((type) => typeOk(type, value))) return error("type", path, { type: s.type }, schema, value);
  }
  if (s.enum && !(s.enum as unknown[]).includes(value)) return error("enum", path, { allowedValues: s.enum }, schema, value);
  if (s.const !== undefined && s.const !== value) return error("const", path, { allowedValue: s.const }, schema, value);
  if (typeof value === "number") {
    if (typeof s.minimum === "number" && value < s.minimum) return error("minimum", path, { limit: s.minimum }, schema, value);
    if (typeof s.maximum === "number" && value > s.maximum) return error("maximum", path, { limit: s.maximum }, schema, value);
  }
  if (typeof value === "string") {
    if (typeof s.minLength === "number" && value.length < s.minLength) return error("minLength", path, { limit: s.minLength }, schema, value);
    if (typeof s.pattern === "string" && !new RegExp(s.pattern, "u").test(value)) return error("pattern", path, { pattern: s.pattern }, schema, value);
  }
  if (Array.isArray(value)) {
    if (typeof s.minItems === "number" && value.length < s.minItems) return error("minItems", path, { limit: s.minItems }, schema, value);
    if (s.items) {
      for (const [i, item] of value.entries()) {
        const found = firstError(s.items as JsonSchema, item, `${path}/${i}`);
        if (found) return found;
      }
    }
  }
  if (typeOk("object", value)) {
    const object = value as Record<string, unknown>;
    const properties = (s.properties ?? {}) as Record<string, JsonSchema>;
    const keys = Object.keys(object);
    if (typeof s.minProperties === "number" && keys.length < s.minProperties) return error("minProperties", path, { limit: s.minProperties }, schema, value);
    for (const name of (s.required ?? []) as string[]) if (!(name in object)) return error("required", path, { missingProperty: name }, schema, value);
    for (const key of keys) {
      const pointer = `${path}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
      const own = properties[key];
      if (own) {
        const found = firstError(own, object[key], pointer);
        if (found) return found;
      } else if (s.additionalProperties === false) {
        return error("additionalProperties", path, { additionalProperty: key }, schema, value);
      } else if (s.additionalProperties && typeof s.additionalProperties === "object") {
        const found = firstError(s.additionalProperties as JsonSchema, object[key], pointer);
        if (found) return found;
      }
    }
  }
  return undefined;
}

function validatorOf(schema: () => JsonSchema): ValidateFunction {
  let read: JsonSchema | undefined;
  const validate = ((value: unknown) => {
    const found = firstError((read ??= schema()), value, "");
    validate.errors = found ? [found as ErrorObject] : null;
    return found === undefined;
  }) as ValidateFunction;
  return validate;
}

// Defaults only annotate the schema (for the docs): the settings' schema without them checks the same.
export const config = validatorOf(() => configSchema({} as MockConfig));
export const keysFile = validatorOf(() => KEYS_FILE_SCHEMA);
export const modelsFile = validatorOf(() => MODELS_FILE_SCHEMA);
