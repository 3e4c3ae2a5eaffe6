/**
 * The designed fills of the spec, as short subjects a reader finds in the README
 * ("ChatParameters.top_p", "TaskNotFound", "getTask 400, 404"). A test checks that the README
 * lists every one, so a fill added to the spec cannot go unmentioned.
 */
import { spec } from "./validators.ts";
import { operations } from "./operations.ts";

type Json = Record<string, unknown>;

function subjectOf(pointer: string[]): string {
  const [root, kind, name, ...rest] = pointer;
  if (root === "paths") {
    if (rest.includes("parameters")) {
      const op = ((spec.paths as Json)[kind!] as Json)[name!] as Json;
      const index = Number(rest[rest.indexOf("parameters") + 1]);
      return ((op.parameters as Json[])[index]!.name as string) ?? "parameter";
    }
    const content = rest.indexOf("content");
    return content >= 0 ? rest[content + 1]! : kind!;
  }
  if (kind === "schemas") {
    const properties = rest.filter((_, i) => rest[i - 1] === "properties");
    return [name, ...properties].join(".");
  }
  return name!;
}

function walk(node: unknown, path: string[], found: Set<string>): void {
  if (node === null || typeof node !== "object") return;
  if ((node as Json)["x-provenance"] === "designed") found.add(subjectOf(path));
  for (const [key, value] of Object.entries(node)) walk(value, [...path, key], found);
}

/** Every designed fill of spec/openapi.yaml, as README subjects. */
export function designedFills(): string[] {
  const found = new Set<string>();
  walk(spec.paths, ["paths"], found);
  walk(spec.components, ["components"], found);
  for (const op of operations.values()) {
    const designed = [...op.responses.values()].filter((r) => r.provenance === "designed").map((r) => r.status);
    if (designed.length > 0) found.add(`${op.operationId} ${designed.join(", ")}`);
    const bodies = [...op.responses.values()].some((r) => r.provenance === "seed" && r.bodyProvenance === "designed");
    if (bodies) found.add(`${op.operationId} error bodies`);
  }
  return [...found].sort();
}
