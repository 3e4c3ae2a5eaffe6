/**
 * The rules OpenAI's Structured Outputs hold a `strict: true` schema to (a `response_format`'s
 * `json_schema.schema`, a tool's `parameters`): the root is an object, and every object is closed
 * (`additionalProperties: false`) and lists each of its properties in `required` (an optional
 * value is written as nullable instead). OpenAI answers a schema that breaks them with a 400
 * before generating anything; so does the mock, or an app whose zod `.optional()` field passes
 * against the mock would first fail against the real model. The AI SDK sends `strict: true` by
 * default; openai's `zodResponseFormat` and `zodFunction` write schemas that keep the rules.
 */

/** Most schema nodes looked at: the request body's size bounds the schema, this bounds the walk. */
const MAX_NODES = 10_000;

/** Keywords whose value is one subschema, and those whose value is a list or a map of them. */
const ONE = ["items", "not", "additionalProperties", "contains"] as const;
const LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"] as const;
const MAPS = ["properties", "$defs", "definitions"] as const;

type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * What breaks the strict rules in `schema`, said with where (a JSON pointer) and what to change,
 * or undefined when it keeps them.
 * @example strictSchemaProblem({ type: "object", properties: { a: { type: "string" } }, required: [], additionalProperties: false }) // "at the root, 'required' must list every key in properties. Missing 'a' …"
 */
export function strictSchemaProblem(schema: unknown): string | undefined {
  if (!isNode(schema) || !isObjectSchema(schema)) {
    return `the root must be an object schema (type: "object"), as strict: true asks; put a list or a union in a property of an object, or send strict: false`;
  }
  const stack: [Node, string][] = [[schema, ""]];
  for (let seen = 0; stack.length > 0 && seen < MAX_NODES; seen++) {
    const [node, pointer] = stack.pop()!;
    if (isObjectSchema(node)) {
      const problem = objectProblem(node);
      if (problem) return `at ${pointer === "" ? "the root" : pointer}, ${problem}`;
    }
    for (const key of ONE) if (isNode(node[key])) stack.push([node[key], `${pointer}/${key}`]);
    for (const key of LISTS) {
      const list = node[key];
      if (Array.isArray(list)) list.forEach((sub, i) => isNode(sub) && stack.push([sub, `${pointer}/${key}/${i}`]));
    }
    for (const key of MAPS) {
      const map = node[key];
      if (isNode(map)) for (const [name, sub] of Object.entries(map)) if (isNode(sub)) stack.push([sub, `${pointer}/${key}/${escape(name)}`]);
    }
  }
  return undefined;
}

/** Whether a node describes an object: `type: "object"` (alone or in a list) or `properties` without a type. */
function isObjectSchema(node: Node): boolean {
  const type = node.type;
  if (type === "object" || (Array.isArray(type) && type.includes("object"))) return true;
  return type === undefined && isNode(node.properties);
}

/** What an object schema lacks of the strict rules, in OpenAI's words and with the fix. */
function objectProblem(node: Node): string | undefined {
  if (node.additionalProperties !== false) {
    return `'additionalProperties' is required to be supplied and to be false (strict: true closes every object; add additionalProperties: false, or send strict: false)`;
  }
  const keys = isNode(node.properties) ? Object.keys(node.properties) : [];
  const required = Array.isArray(node.required) ? node.required : [];
  const missing = keys.filter((key) => !required.includes(key));
  if (missing.length > 0) {
    return (
      `'required' is required to be supplied and to be an array including every key in properties. Missing ${missing.map((key) => `'${key}'`).join(", ")} ` +
      `(strict: true asks for every property: make an optional one nullable, zod's .nullable() rather than .optional() or .nullish(), or send strict: false; in the AI SDK, providerOptions.openai.strictJsonSchema: false)`
    );
  }
  return undefined;
}

/** A property name as a JSON pointer token. */
function escape(name: string): string {
  return name.replace(/~/g, "~0").replace(/\//g, "~1");
}
