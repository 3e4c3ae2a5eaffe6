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
import { inlineSchema } from "./inline-schema.ts";
import { loadSerializerCompiler } from "./platform.ts";

type Json = Record<string, unknown>;
export type Serialize = (value: unknown) => string;

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
 * plain shape, else JSON.stringify. The operation table calls it once per response status. The
 * browser build has no compiler (fast-json-stringify generates code with new Function, which a
 * strict CSP refuses): it writes with JSON.stringify, the same bytes for a plain shape.
 * @example compileSerializer("ChatCompletion")(body) === JSON.stringify(body)
 */
export function compileSerializer(schemaName: string): Serialize {
  const build = loadSerializerCompiler();
  if (!build) return JSON.stringify;
  const schema = inlineSchema(schemaName);
  if (!isPlainShape(schema)) return JSON.stringify;
  return build(schema);
}

/** The marker `holeTemplate` puts where the varying string goes: nothing a serializer escapes. */
const HOLE = "~~hole~~";

/**
 * A serializer's text for values that differ from `sample` in one string only: the text
 * before and after that string, cut from what the serializer writes for `sample` with the
 * marker in its place. `before + JSON.stringify(s) + after` is then exactly what it writes for
 * the value with `s` there, without running it again (a stream writes one chunk per token).
 * `place` puts the marker into a copy of the sample. Undefined when the marker is not written once.
 * @example holeTemplate(JSON.stringify, (h) => ({ a: 1, text: h })) // { before: '{"a":1,"text":', after: "}" }
 */
export function holeTemplate(serialize: Serialize, place: (hole: string) => unknown): { before: string; after: string } | undefined {
  const text = serialize(place(HOLE));
  const quoted = `"${HOLE}"`;
  const at = text.indexOf(quoted);
  if (at < 0 || text.indexOf(quoted, at + 1) >= 0) return undefined;
  return { before: text.slice(0, at), after: text.slice(at + quoted.length) };
}
