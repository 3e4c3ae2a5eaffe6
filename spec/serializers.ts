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
 * spec's examples and on the mock's own bodies. The operation table (`operations.ts`) holds
 * one serializer per response status.
 */
import { createRequire } from "node:module";
import { inlineSchema } from "./inline-schema.ts";

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
  for (const key of Object.keys(node)) if (!PLAIN_KEYWORDS.has(key)) return false;
  // A nullable primitive (`[string, null]`, a tool-call answer's content) is written exactly too.
  if (Array.isArray(node.type)) return node.type.length === 2 && node.type[1] === "null" && PRIMITIVES.includes(node.type[0]);
  if (typeof node.type !== "string") return false;
  if (node.type === "object") {
    const properties = node.properties as Json | undefined;
    return properties !== undefined && Object.values(properties).every(isPlainShape);
  }
  if (node.type === "array") return isPlainShape(node.items);
  return PRIMITIVES.includes(node.type);
}

const PRIMITIVES: readonly unknown[] = ["string", "integer", "number", "boolean", "null"];

/**
 * The serializer of a component schema: compiled fast-json-stringify code when the schema is a
 * plain shape, else JSON.stringify. The operation table calls it once per response status.
 * @example compileSerializer("ChatCompletion")(body) === JSON.stringify(body)
 */
export function compileSerializer(schemaName: string): Serialize {
  const schema = inlineSchema(schemaName);
  if (!isPlainShape(schema)) return JSON.stringify;
  const build = require("fast-json-stringify") as (schema: Json) => Serialize;
  return build(schema);
}
