/**
 * Request bodies that break exactly one constraint of a schema each: a required field dropped,
 * a wrong type, a number or length out of range, an unknown enum value, a malformed URI. The
 * mutations are derived from the inlined schema; the spec's validator then confirms each one is
 * invalid and says whether the broken rule is seed or designed.
 */
import type { Provenance, ValidationIssue } from "../../spec/validators.ts";
import { provenanceOfIssues } from "../checks/check.ts";

type Json = Record<string, unknown>;

export interface Mutation {
  /** "temperature: 2.1 (above maximum 2)" */
  description: string;
  body: unknown;
  provenance: Provenance;
}

interface Constraints {
  types: Set<string>;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  format?: string;
}

interface FlatObject {
  properties: Map<string, Json[]>;
  required: Set<string>;
}

/** Merges an object schema's allOf members into one view: properties (with all their parts) and required. */
export function flattenObject(schema: Json): FlatObject {
  const flat: FlatObject = { properties: new Map(), required: new Set() };
  const visit = (node: Json): void => {
    for (const [name, property] of Object.entries((node.properties as Json | undefined) ?? {})) {
      flat.properties.set(name, [...(flat.properties.get(name) ?? []), property as Json]);
    }
    for (const name of (node.required as string[] | undefined) ?? []) flat.required.add(name);
    for (const part of (node.allOf as Json[] | undefined) ?? []) visit(part);
  };
  visit(schema);
  return flat;
}

function constraintsOf(parts: Json[]): Constraints {
  const c: Constraints = { types: new Set() };
  const visit = (node: Json, collectTypes: boolean): void => {
    if (collectTypes) {
      const type = node.type;
      for (const t of Array.isArray(type) ? type : type === undefined ? [] : [type]) c.types.add(String(t));
      for (const branch of (node.anyOf as Json[] | undefined) ?? []) visit(branch, true);
    }
    for (const key of ["minimum", "maximum", "minLength", "maxLength", "minItems", "maxItems"] as const) {
      if (typeof node[key] === "number") c[key] = node[key] as number;
    }
    // An enum split across anyOf branches (seed values, designed values) is one set of allowed values.
    if (Array.isArray(node.enum)) c.enum = [...(c.enum ?? []), ...(node.enum as unknown[])];
    if (typeof node.format === "string") c.format = node.format;
    for (const part of (node.allOf as Json[] | undefined) ?? []) visit(part, false);
  };
  for (const part of parts) visit(part, true);
  return c;
}

const WRONG_TYPE_SAMPLES: [string, unknown][] = [
  ["string", "wrong-type"],
  ["integer", 12345],
  ["boolean", true],
  ["object", { wrong: "type" }],
  ["array", ["wrong-type"]],
];

function allows(types: Set<string>, sample: string): boolean {
  return types.has(sample) || (sample === "integer" && types.has("number"));
}

/** Values of one property that each break one of its constraints, with a description. */
export function badValues(parts: Json[]): [string, unknown][] {
  const c = constraintsOf(parts);
  const out: [string, unknown][] = [];
  if (c.types.size > 0) {
    const wrong = WRONG_TYPE_SAMPLES.find(([type]) => !allows(c.types, type));
    if (wrong) out.push([`wrong type ${wrong[0]} (allowed: ${[...c.types].join(", ")})`, wrong[1]]);
  }
  const integer = c.types.has("integer") && !c.types.has("number");
  const step = integer ? 1 : 0.01;
  if (c.minimum !== undefined) out.push([`below minimum ${c.minimum}`, Number((c.minimum - step).toFixed(2))]);
  if (c.maximum !== undefined) out.push([`above maximum ${c.maximum}`, Number((c.maximum + step).toFixed(2))]);
  if (c.minLength !== undefined && c.minLength > 0) out.push([`shorter than minLength ${c.minLength}`, "x".repeat(c.minLength - 1)]);
  if (c.maxLength !== undefined) out.push([`longer than maxLength ${c.maxLength}`, "x".repeat(c.maxLength + 1)]);
  if (c.minItems !== undefined && c.minItems > 0) out.push([`fewer than minItems ${c.minItems}`, []]);
  if (c.enum !== undefined) {
    const numeric = c.enum.every((v) => typeof v === "number");
    out.push([`not one of the enum ${JSON.stringify(c.enum)}`, numeric ? Math.max(...(c.enum as number[])) + 1 : "not-an-enum-value"]);
  }
  if (c.format === "uri") out.push(["not a URI", "not a uri"]);
  return out;
}

/**
 * Mutations of an object value: each required property dropped, each property set to each of
 * its bad values. `place` puts the mutated object back into a whole request body.
 */
export function mutateObject(
  base: Json,
  schema: Json,
  label: string,
  place: (mutated: Json) => unknown,
): { description: string; body: unknown }[] {
  const flat = flattenObject(schema);
  const out: { description: string; body: unknown }[] = [];
  for (const name of flat.required) {
    const { [name]: _dropped, ...rest } = base;
    out.push({ description: `${label}${name}: required, dropped`, body: place(rest) });
  }
  for (const [name, parts] of flat.properties) {
    for (const [why, value] of badValues(parts)) {
      out.push({ description: `${label}${name}: ${JSON.stringify(value).slice(0, 40)} (${why})`, body: place({ ...base, [name]: value }) });
    }
  }
  return out;
}

/** Keeps the mutations the validator confirms invalid, with the provenance of what they break. */
export function confirmed(
  candidates: { description: string; body: unknown }[],
  validate: (body: unknown) => ValidationIssue[],
): Mutation[] {
  const out: Mutation[] = [];
  for (const candidate of candidates) {
    const issues = validate(candidate.body);
    if (issues.length > 0) out.push({ ...candidate, provenance: provenanceOfIssues(issues) });
  }
  return out;
}
