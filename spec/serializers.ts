/**
 * Response serializers compiled from the spec's response schemas with fast-json-stringify
 * (Fastify's serializer): code generated once per schema that writes the declared properties
 * in order, about twice as fast as JSON.stringify on the mock's hottest bodies.
 *
 * fast-json-stringify writes what the schema declares, not what the value holds: it drops
 * undeclared properties and coerces a wrong type or const. That is right for a server whose
 * bodies are typed from the same spec (the mock's handlers are, through generated/), but it
 * must not happen silently where the schema says less than the value carries, so a schema is
 * compiled only when every node of it is a plain shape (one type, properties, items, const,
 * enum and the bounds below); for anything else (anyOf, if/then, open objects, union types)
 * the answer is JSON.stringify. `serializers.test.ts` proves both give the same bytes on the
 * spec's examples and on the mock's own bodies.
 */
import { createRequire } from "node:module";
import { inlineSchema } from "./inline-schema.ts";
import { operations, resolveRef, spec } from "./validators.ts";

type Json = Record<string, unknown>;
export type Serialize = (value: unknown) => string;

const require = createRequire(import.meta.url);

/** Keywords whose meaning the compiled code keeps exactly (or, for bounds, need not know). */
const PLAIN_KEYWORDS = new Set([
  "type",
  "properties",
  "required",
  "items",
  "const",
  "enum",
  "title",
  "format",
  "pattern",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "minItems",
  "maxItems",
  "uniqueItems",
]);

/** Whether fast-json-stringify writes exactly what JSON.stringify would for every valid value. */
export function isPlainShape(schema: unknown): boolean {
  if (schema === null || typeof schema !== "object" || Array.isArray(schema)) return false;
  const node = schema as Json;
  if (typeof node.type !== "string") return false;
  for (const key of Object.keys(node)) if (!PLAIN_KEYWORDS.has(key)) return false;
  if (node.type === "object") {
    const properties = node.properties as Json | undefined;
    return properties !== undefined && Object.values(properties).every(isPlainShape);
  }
  if (node.type === "array") return isPlainShape(node.items);
  return ["string", "integer", "number", "boolean", "null"].includes(node.type);
}

/** operationId → status → serializer (nested, so a lookup builds no key string). */
const compiled = new Map<string, Map<number, Serialize>>();

/**
 * The serializer for the JSON body of `operationId`'s `status` response: compiled from its
 * schema on first use, or JSON.stringify when the schema is not a plain shape.
 * @example serializerFor("createChatCompletion", 200)(body) === JSON.stringify(body)
 */
export function serializerFor(operationId: string, status: number): Serialize {
  let byStatus = compiled.get(operationId);
  if (byStatus === undefined) compiled.set(operationId, (byStatus = new Map()));
  let serialize = byStatus.get(status);
  if (serialize === undefined) byStatus.set(status, (serialize = compile(schemaNameOf(operationId, status))));
  return serialize;
}

/** Compiles the serializers of every success response now (the mock does it after listening). */
export function warmSerializers(): void {
  for (const op of operations.values()) {
    for (const status of op.responses.keys()) if (/^2\d\d$/.test(status)) serializerFor(op.operationId, Number(status));
  }
}

function compile(schemaName: string | undefined): Serialize {
  if (schemaName === undefined) return JSON.stringify;
  const schema = inlineSchema(schemaName);
  if (!isPlainShape(schema)) return JSON.stringify;
  const build = require("fast-json-stringify") as (schema: Json) => Serialize;
  return schema.type === "object" ? withFrozenParts(schema, build) : build(schema);
}

/**
 * A plain object schema's serializer that writes each frozen part once. Handlers share frozen
 * objects between requests (a planned reply's choices and usage are the same for every
 * request that repeats a conversation), and escaping a reply's text again for each request
 * was a third of a chat completion's core time. A property whose value is a frozen object or
 * array is written by its own compiled code on first sight and remembered by identity (a
 * frozen value cannot change); the other properties are written fresh, in schema order, each
 * by its own compiled code. Same bytes as the whole schema's code: serializers.test.ts.
 */
export function withFrozenParts(schema: Json, build: (schema: Json) => Serialize): Serialize {
  const properties = Object.entries(schema.properties as Record<string, Json>);
  if (!properties.some(([, sub]) => sub.type === "object" || sub.type === "array")) return build(schema);
  const writers = properties.map(([name, sub]) => ({
    name,
    key: `${JSON.stringify(name)}:`,
    write: build(sub),
    nested: sub.type === "object" || sub.type === "array",
  }));
  const written = new WeakMap<object, string>();
  return (value) => {
    const object = value as Json;
    let out = "";
    for (const { name, key, write, nested } of writers) {
      const part = object[name];
      if (part === undefined) continue;
      let text: string | undefined;
      if (nested && part !== null && typeof part === "object" && Object.isFrozen(part)) {
        text = written.get(part);
        if (text === undefined) written.set(part, (text = write(part)));
      } else {
        text = write(part);
      }
      out += out === "" ? `{${key}${text}` : `,${key}${text}`;
    }
    return out === "" ? "{}" : `${out}}`;
  };
}

/** The component schema named by a response's application/json content, if it names one. */
function schemaNameOf(operationId: string, status: number): string | undefined {
  const op = operations.get(operationId);
  if (!op) throw new Error(`[spec] unknown operationId ${operationId}`);
  const raw = (spec.paths as Record<string, Record<string, Json>>)[op.path]![op.method]!;
  const response = resolveRef<Json>((raw.responses as Json)[String(status)]);
  const media = (response?.content as Json | undefined)?.["application/json"] as Json | undefined;
  const ref = (media?.schema as Json | undefined)?.$ref;
  return typeof ref === "string" && ref.startsWith("#/components/schemas/") ? ref.slice("#/components/schemas/".length) : undefined;
}
