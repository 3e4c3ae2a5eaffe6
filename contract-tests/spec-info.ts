/**
 * Questions about the spec the checks ask (declared statuses, media types, headers and their
 * provenance), answered from spec/validators.ts. Nothing here re-types the spec.
 */
import { isDesigned, operations, resolveRef, spec, type OperationInfo, type Provenance } from "../spec/validators.ts";

type Json = Record<string, unknown>;

/** The operation of an operationId; throws for an unknown one (a bug in a case). */
export function operation(operationId: string): OperationInfo {
  const op = operations.get(operationId);
  if (!op) throw new Error(`[contract] unknown operationId ${operationId}`);
  return op;
}

function rawResponse(operationId: string, status: string): { raw: unknown; resolved: Json } | undefined {
  const op = operation(operationId);
  const raw = ((((spec.paths as Json)[op.path] as Json)[op.method] as Json).responses as Json)[status];
  if (raw === undefined) return undefined;
  return { raw, resolved: resolveRef<Json>(raw) };
}

/** JSON pointer of an operation's responses in the spec, e.g. "#/paths/~1api~1users/get/responses". */
export function responsesPointer(operationId: string): string {
  const op = operation(operationId);
  return `#/paths/${op.path.replaceAll("~", "~0").replaceAll("/", "~1")}/${op.method}/responses`;
}

/** Statuses the operation declares, as strings ("200", "4XX" would be kept verbatim). */
export function declaredStatuses(operationId: string): string[] {
  return [...operation(operationId).responses.keys()];
}

/** The declared response key matching a status (exact, then a range like 4XX, then default). */
export function declaredStatusFor(operationId: string, status: number): string | undefined {
  const declared = operation(operationId).responses;
  const exact = String(status);
  if (declared.has(exact)) return exact;
  const range = `${String(status)[0]}XX`;
  if (declared.has(range)) return range;
  return declared.has("default") ? "default" : undefined;
}

/** Media types declared for a status. */
export function declaredMediaTypes(operationId: string, status: string): string[] {
  return operation(operationId).responses.get(status)?.contentTypes ?? [];
}

export interface DeclaredHeader {
  /** Lower-case name. */
  name: string;
  required: boolean;
  provenance: Provenance;
  schema: Json;
}

/** Headers a response declares, with their provenance. */
export function declaredHeaders(operationId: string, status: string): DeclaredHeader[] {
  const response = rawResponse(operationId, status);
  if (!response) return [];
  const headers = (response.resolved.headers as Json | undefined) ?? {};
  return Object.entries(headers).map(([name, raw]) => {
    const header = resolveRef<Json>(raw);
    return {
      name: name.toLowerCase(),
      required: header.required === true,
      provenance: isDesigned(header) || isDesigned(raw) ? "designed" : "seed",
      schema: (header.schema as Json | undefined) ?? {},
    };
  });
}

/** Every distinct path template of the spec with the methods it declares. */
export function pathTemplates(): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const op of operations.values()) byPath.set(op.path, [...(byPath.get(op.path) ?? []), op.method.toUpperCase()]);
  return byPath;
}

const templateMatchers = [...operations.values()].map((op) => ({
  op,
  // A template's parameters match one path segment; the gateway may sit under a prefix.
  pattern: new RegExp(`${op.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\\\{[^}]+\\\}|\{[^}]+\}/g, "[^/]+")}$`),
}));

/**
 * The operation a recorded request targets, by method and path (its path may carry a base
 * prefix); `pathKnown` tells a wrong method on a known path from a path the API does not have.
 */
export function operationForRequest(method: string, pathname: string): { operationId: string | null; pathKnown: boolean } {
  const matches = templateMatchers.filter((m) => m.pattern.test(pathname));
  const exact = matches.find((m) => m.op.method === method.toLowerCase());
  return { operationId: exact?.op.operationId ?? null, pathKnown: matches.length > 0 };
}
