/**
 * Questions about the spec the checks ask (declared statuses, media types, headers and their
 * provenance), answered from the operation table (spec/operations.ts). Nothing here walks the
 * spec or re-types it.
 */
import { operationTable, specEnums, type DeclaredHeader, type OperationInfo } from "../spec/operations.ts";
import { envelopeSchemaByModality } from "../spec/validators.ts";
import type { components } from "../generated/api.d.ts";

type Modality = components["schemas"]["Modality"];

export type { DeclaredHeader };

/** The operation of an operationId; throws for an unknown one (a bug in a case). */
export function operation(operationId: string): OperationInfo {
  return operationTable.get(operationId);
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

/** Headers a response declares, with their provenance. */
export function declaredHeaders(operationId: string, status: string): DeclaredHeader[] {
  return operation(operationId).responses.get(status)?.headers ?? [];
}

/**
 * The schema a generation answers with for a model of a modality (seed §4.2 rules 1 to 3): a
 * chat completion for an LLM, the modality's envelope (`x-envelope-of`) for image, audio and OCR,
 * the async submission for the `x-async` modalities.
 */
export function answerSchemaFor(modality: Modality): string | undefined {
  if (modality === "llm") return "ChatCompletion";
  if (specEnums.asyncModalities.includes(modality)) return "AsyncSubmission";
  return envelopeSchemaByModality.get(modality);
}

/** Every distinct path template of the spec with the methods it declares. */
export function pathTemplates(): ReadonlyMap<string, readonly string[]> {
  return operationTable.paths;
}

export function operationForRequest(method: string, pathname: string): { operationId: string | null; pathKnown: boolean } {
  // The table routes the path, or its tail after a prefix the gateway sits under.
  let pathKnown = false;
  for (let at = 0; at >= 0; at = pathname.indexOf("/", at + 1)) {
    const found = operationTable.route(method.toUpperCase(), pathname.slice(at));
    if (found.kind === "match") return { operationId: found.operation.operationId, pathKnown: true };
    if (found.kind === "method") pathKnown = true;
  }
  return { operationId: null, pathKnown };
}

/**
 * Where the API's paths live, as the fewest folders: each operation's folder (its path up to its
 * last fixed segment, or up to its first parameter), without those inside another.
 * @example apiRoots() // ["/client/v2/ai/", "/client/v2/ai-stack/", "/api/"]
 */
export function apiRoots(): string[] {
  const folders = [...operationTable.paths.keys()].map((path) => {
    const segments = path.split("/").filter(Boolean);
    const param = segments.findIndex((s) => s.startsWith("{"));
    const fixed = param === -1 ? segments.slice(0, -1) : segments.slice(0, param);
    return `/${fixed.join("/")}/`.replace(/^\/\/$/, "/");
  });
  const unique = [...new Set(folders)];
  return unique.filter((folder) => !unique.some((other) => other !== folder && folder.startsWith(other)));
}
