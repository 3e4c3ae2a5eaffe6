/**
 * A component schema with every $ref inlined and annotations (x-*, examples, descriptions)
 * removed: the plain JSON Schema that data generators (json-schema-faker) and mutators take.
 */
import { componentSchema, resolveRef } from "./validators.ts";

type Json = Record<string, unknown>;

const DROPPED_KEYWORDS = new Set(["example", "examples", "description", "default", "discriminator"]);

function inline(node: unknown, depth: number): unknown {
  if (depth > 20) throw new Error("[spec] schema nests too deeply to inline");
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

/** A component schema with every $ref inlined and annotations removed (a fresh copy each call). */
export function inlineSchema(name: string): Json {
  return inline(componentSchema(name), 0) as Json;
}
