/**
 * Fields a recorded body carries that the spec does not declare. Ajv cannot say this: the
 * spec leaves objects open (an extra field is valid), yet an extra field is exactly what a
 * team wants to learn about their gateway. The walk follows $ref, allOf/anyOf/oneOf and
 * array items; of an anyOf/oneOf it keeps the branches whose required fields the value has
 * (the chat completion, not the envelope), and an object that declares no properties at all
 * (the seed's "model-specific" `data`) is free-form and never reported.
 */
import { spec } from "./validators.ts";

type Json = Record<string, unknown>;

/** A field the spec does not declare, and where the declaring object schema sits. */
export interface UndeclaredField {
  /** JSON pointer of the field in the value. */
  pointer: string;
  /** The field's JSON type. */
  type: string;
  /** Spec location (#/components/schemas/...) of the object schema that should declare it. */
  schemaLocation: string;
}

interface Located {
  schema: Json;
  location: string;
}

const MAX_DEPTH = 32;
const MAX_FINDINGS = 200;

/** Undeclared fields of `value` against the schema at a spec location ("#/components/schemas/X" or a $ref-able pointer). */
export function undeclaredFields(value: unknown, schemaLocation: string): UndeclaredField[] {
  const out: UndeclaredField[] = [];
  walk(value, [at(schemaLocation)], "", out, 0);
  return out;
}

/** The node at a location, its own $ref not yet followed (deref does, noting where it leads). */
function at(location: string): Located {
  let node: unknown = spec;
  for (const raw of location.replace(/^#\//, "").split("/")) node = (node as Json | undefined)?.[raw.replaceAll("~1", "/").replaceAll("~0", "~")];
  return { schema: (node as Json | undefined) ?? {}, location };
}

/** The schema behind a $ref chain, with the location it came from. */
function deref(located: Located): Located {
  let { schema, location } = located;
  for (let hops = 0; typeof schema.$ref === "string" && hops < 10; hops++) {
    location = schema.$ref as string;
    schema = at(location).schema;
  }
  return { schema, location };
}

/** The schema and its allOf/anyOf/oneOf branches that apply to the value, flattened. */
function branches(located: Located, value: unknown, depth = 0): Located[] {
  const own = deref(located);
  if (depth > 8) return [own];
  const out: Located[] = [own];
  const { schema, location } = own;
  for (const keyword of ["allOf", "anyOf", "oneOf"] as const) {
    const list = schema[keyword];
    if (!Array.isArray(list)) continue;
    let parts = list.map((branch, i) => ({ schema: branch as Json, location: `${location}/${keyword}/${i}` }));
    if (keyword !== "allOf") {
      const fitting = parts.filter((p) => requiredPresent(deref(p).schema, value));
      if (fitting.length > 0) parts = fitting;
    }
    for (const part of parts) out.push(...branches(part, value, depth + 1));
  }
  return out;
}

function requiredPresent(schema: Json, value: unknown): boolean {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return true;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return required.every((name) => name in (value as Json));
}

function walk(value: unknown, schemas: Located[], pointer: string, out: UndeclaredField[], depth: number): void {
  if (depth > MAX_DEPTH || out.length >= MAX_FINDINGS || value === null || typeof value !== "object") return;
  const all = schemas.flatMap((s) => branches(s, value));
  if (Array.isArray(value)) {
    const items = all.filter((s) => s.schema.items && typeof s.schema.items === "object").map((s) => ({ schema: s.schema.items as Json, location: `${s.location}/items` }));
    if (items.length > 0) value.forEach((item, i) => walk(item, items, `${pointer}/${i}`, out, depth + 1));
    return;
  }
  const declaring = all.filter((s) => s.schema.properties && typeof s.schema.properties === "object");
  // A map (additionalProperties with a schema) or a free-form object: nothing is undeclared.
  const open = all.some((s) => (s.schema.additionalProperties && typeof s.schema.additionalProperties === "object") || s.schema.patternProperties);
  for (const [name, item] of Object.entries(value as Json)) {
    const child = `${pointer}/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    const declared = declaring.filter((s) => Object.hasOwn(s.schema.properties as Json, name));
    if (declared.length === 0) {
      if (declaring.length > 0 && !open) out.push({ pointer: child, type: jsonType(item), schemaLocation: declaring[0]!.location });
      continue;
    }
    const next = declared.map((s) => ({ schema: (s.schema.properties as Json)[name] as Json, location: `${s.location}/properties/${name}` }));
    walk(item, next, child, out, depth + 1);
  }
}

/** The JSON type of a value, as JSON Schema names it. */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}
