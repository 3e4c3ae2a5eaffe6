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
  // A nullable primitive (`[string, null]`, a tool-call answer's content) is written exactly too,
  // and so is a nullable object or array of plain parts (a choice's `logprobs`, a token's `bytes`).
  if (Array.isArray(node.type)) {
    if (node.type.length !== 2 || node.type[1] !== "null") return false;
    if (node.type[0] === "object") return isPlainShape({ ...node, type: "object" });
    if (node.type[0] === "array") return isPlainShape({ ...node, type: "array" });
    return PRIMITIVES.includes(node.type[0]);
  }
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

/**
 * A serializer's text cut where a top-level property starts (`,"key":`): the head before it and
 * the rest from it; undefined when the text has no such place. A value is kept whole across
 * requests and only its head written again (a repeated chat completion: same choices, new id).
 * @example cutAtKey('{"id":"a","choices":[]}', "choices") // ['{"id":"a"', ',"choices":[]}']
 */
export function cutAtKey(text: string, key: string): [head: string, rest: string] | undefined {
  // `,"key":` cannot occur inside a JSON string, whose quotes are escaped.
  const at = text.indexOf(`,${JSON.stringify(key)}:`);
  return at < 0 ? undefined : [text.slice(0, at), text.slice(at)];
}

/**
 * A serializer's text for `sample` cut at the places `marks` (JSON texts the sample carries:
 * `"~~id~~"`, `4102444800123`) are written, each once and in order; `fill` writes a value
 * that differs from the sample only there, given each place's JSON text, without running the
 * serializer. Undefined when a mark is not found once, in order.
 * @example templateAt(JSON.stringify, { id: "~~id~~", n: 1 }, ['"~~id~~"'])!(['"a"']) // '{"id":"a","n":1}'
 */
export function templateAt(serialize: Serialize, sample: unknown, marks: readonly string[]): ((texts: readonly string[]) => string) | undefined {
  let text = serialize(sample);
  const parts: string[] = [];
  for (const mark of marks) {
    const at = text.indexOf(mark);
    if (at < 0 || text.indexOf(mark, at + mark.length) >= 0) return undefined;
    parts.push(text.slice(0, at));
    text = text.slice(at + mark.length);
  }
  parts.push(text);
  return (texts) => {
    let out = parts[0]!;
    for (let i = 0; i < texts.length; i++) out += texts[i]! + parts[i + 1]!;
    return out;
  };
}

/** What JSON.stringify escapes in a string: quote, backslash, controls and (lone) surrogates. */
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

const plainQuote = (text: string): string => `"${text}"`;

/**
 * How to write parts of `text` as JSON strings, exactly as JSON.stringify does: when the whole
 * text has nothing to escape, no part has, and a part is quoted as it is (JSON.stringify of each
 * of a stream's tokens was a third of rendering it).
 * @example quoterFor("plain words")("words") // '"words"'
 */
export function quoterFor(text: string): (part: string) => string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify : plainQuote;
}
