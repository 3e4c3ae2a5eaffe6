/**
 * Valid request bodies generated from the spec's own request schemas with json-schema-faker,
 * seeded so a failing body is reproduced by the same CONTRACT_SEED.
 */
import { generate } from "json-schema-faker";
import { componentSchema, resolveRef, type ValidationIssue } from "../../spec/validators.ts";

type Json = Record<string, unknown>;

const DROPPED_KEYWORDS = new Set(["example", "examples", "description", "default", "discriminator"]);

function inline(node: unknown, depth: number): unknown {
  if (depth > 20) throw new Error("[contract] schema nests too deeply to inline");
  if (Array.isArray(node)) return node.map((n) => inline(n, depth));
  if (node === null || typeof node !== "object") return node;
  const obj = node as Json;
  if (typeof obj.$ref === "string") return inline(resolveRef(obj), depth + 1);
  return Object.fromEntries(
    Object.entries(obj)
      .filter(([key]) => !key.startsWith("x-") && !DROPPED_KEYWORDS.has(key))
      .map(([key, value]) => [key, inline(value, depth)]),
  );
}

const inlined = new Map<string, Json>();

/** A component schema with every $ref inlined and annotations (x-*, examples) removed. */
export function inlineSchema(name: string): Json {
  let schema = inlined.get(name);
  if (!schema) {
    schema = inline(componentSchema(name), 0) as Json;
    inlined.set(name, schema);
  }
  return schema;
}

/**
 * Generates a value of a component schema that `fix` then adapts (a real model id, a reachable
 * URL) and `validate` accepts; tries successive seeds, since the faker may miss a constraint.
 */
export async function generateValid<T>(
  name: string,
  seed: number,
  fix: (value: T) => T,
  validate: (value: T) => ValidationIssue[],
): Promise<T> {
  const schema = inlineSchema(name);
  let lastIssues: ValidationIssue[] = [];
  for (let attempt = 0; attempt < 25; attempt++) {
    const value = fix((await generate(schema as never, { seed: seed * 100 + attempt, optionalsProbability: 0.5, maxDefaultItems: 3 })) as T);
    lastIssues = validate(value);
    if (lastIssues.length === 0) return value;
  }
  throw new Error(`[contract] no valid ${name} from seed ${seed}: ${lastIssues.map((i) => i.message).join("; ")}`);
}
