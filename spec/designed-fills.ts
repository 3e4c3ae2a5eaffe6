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

function walk(node: unknown, path: string[], found: Set<string>, inDesigned = false): void {
  if (node === null || typeof node !== "object") return;
  const marker = (node as Json)["x-provenance"];
  // The top of a designed subtree names the fill; markers repeated below it (every anyOf branch
  // says its own provenance) add nothing a reader would look up.
  if (marker === "designed" && !inDesigned) found.add(subjectOf(path));
  // A seed node with designed keywords (a designed `required`, `pattern`, `default`...).
  if (Array.isArray((node as Json)["x-designed-keywords"]) && !inDesigned) found.add(subjectOf(path));
  const designed = marker === "designed" || (inDesigned && marker !== "seed");
  for (const [key, value] of Object.entries(node)) walk(value, [...path, key], found, designed);
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
