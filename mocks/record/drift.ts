/**
 * Where one recorded exchange leaves the spec, and which spec change would absorb it. One
 * finding per difference, in the Schemathesis way: a kind, a plain title, what was received,
 * what the spec documents, and the severity from provenance (a seed rule → error, a designed
 * fill → warning). Recording runs it on every exchange; `ai-gateway-kit drift` runs it on
 * every fixture against the spec as it is now, so a spec change shows at once.
 */
import { operationTable, type Operation } from "../../spec/operations.ts";
import { pointerFor, validateSchema, type Provenance, type ValidationIssue } from "../../spec/validators.ts";
import type { ExchangeFixture, Fixture, RecordedFrame, TaskPoll } from "../fixtures/fixture.ts";
import { jsonType, undeclaredFields } from "../../spec/undeclared-fields.ts";

type Json = Record<string, unknown>;

export type FindingKind =
  | "undeclared-operation"
  | "undeclared-status"
  | "undeclared-content-type"
  | "undeclared-field"
  | "missing-required"
  | "designed-contradicted"
  | "seed-contradicted"
  | "client-error";

export type Severity = "error" | "warning";

export const TITLES: Record<FindingKind, string> = {
  "undeclared-operation": "Path or method the spec does not declare",
  "undeclared-status": "Undocumented HTTP status code",
  "undeclared-content-type": "Undocumented content type",
  "undeclared-field": "Field the spec does not declare",
  "missing-required": "Required field missing",
  "designed-contradicted": "Designed value contradicted by the gateway",
  "seed-contradicted": "Seed rule contradicted by the gateway",
  "client-error": "Request the gateway rightly refused (a client error, not drift)",
};

/**
 * Statuses with which a gateway refuses a request the spec does not let in: an undeclared path
 * or method (404, 405), and a key it does not take (401; the key itself is redacted, so the
 * refusal is taken at its word). Such exchanges are the client's typo or bad key, reported
 * apart: they are not spec drift and do not fail `drift`.
 */
const REFUSALS_OF_UNDECLARED = new Set([400, 401, 403, 404, 405, 414, 431]);

/** One difference between recorded traffic and the spec. */
export interface Finding {
  operation: string | null;
  kind: FindingKind;
  severity: Severity;
  provenance: Provenance;
  status: number;
  contentType: string;
  /** JSON pointer into the body ("" for the whole answer); stream events as /frames/N/... */
  pointer: string;
  received: string;
  documented: string;
  /** The spec change that would absorb it. */
  absorb: string;
}

const SEVERITY: Record<Provenance, Severity> = { seed: "error", designed: "warning" };

/** The media type without parameters, lower-case. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]!.trim().toLowerCase();
}

/** An exchange the gateway rightly refused: reported apart, never counted as drift. */
function clientError(operation: string | null, status: number, contentType: string, received: string, absorb: string): Finding {
  return { operation, kind: "client-error", severity: "warning", provenance: "seed", status, contentType, pointer: "", received, documented: "(a refusal of a request the spec does not let in)", absorb };
}

/** Every finding of one fixture. */
export function analyseFixture(fixture: Fixture): Finding[] {
  if (fixture.kind === "task") return fixture.polls.flatMap((poll) => analysePoll(poll));
  return analyseExchange(fixture);
}

function analysePoll(poll: TaskPoll): Finding[] {
  // A hand-written poll may leave its headers out; replay answers it as JSON, so it is checked as JSON.
  return analyseAnswer(operationTable.get("getTask"), poll.status, poll.headers?.["content-type"] ?? "application/json", poll.body, undefined);
}

function analyseExchange(fixture: ExchangeFixture): Finding[] {
  const { request, response } = fixture;
  if (fixture.operation === null || !operationTable.byId.has(fixture.operation)) {
    if (REFUSALS_OF_UNDECLARED.has(response.status)) return [clientError(fixture.operation, response.status, mediaType(response.headers["content-type"]), `${request.method} ${request.path}`, "the spec declares no such operation; the gateway refused it as it should")];
    return [
      {
        operation: fixture.operation,
        kind: "undeclared-operation",
        severity: "error",
        provenance: "seed",
        status: response.status,
        contentType: mediaType(response.headers["content-type"]),
        pointer: "",
        received: `${request.method} ${request.path}`,
        documented: `paths: ${[...operationTable.paths.keys()].join(", ")}`,
        absorb: `declare ${request.method.toLowerCase()} under #/paths/${pointerFor(request.path)} (or fix the client calling it)`,
      },
    ];
  }
  // Truncated bodies are incomplete: their shape says nothing.
  if (response.truncated) return analyseAnswer(operationTable.get(fixture.operation), response.status, response.headers["content-type"], undefined, undefined);
  return analyseAnswer(operationTable.get(fixture.operation), response.status, response.headers["content-type"], response.body, response.frames);
}

function analyseAnswer(operation: Operation, status: number, rawContentType: string | undefined, body: unknown, frames: RecordedFrame[] | undefined): Finding[] {
  const contentType = mediaType(rawContentType);
  const base = { operation: operation.operationId, status, contentType };
  const declared = operation.responses.get(String(status));
  const responses = `#/paths/${pointerFor(operation.path, operation.method, "responses")}`;
  if (!declared) {
    if (status === 401) return [clientError(operation.operationId, status, contentType, `${status} ${contentType}`.trim(), "a key the gateway does not take; fix the client's key")];
    return [
      {
        ...base,
        kind: "undeclared-status",
        severity: "error",
        provenance: "seed",
        pointer: "",
        received: `${status} ${contentType}`.trim(),
        documented: [...operation.responses.keys()].join(", "),
        absorb: `declare response '${status}'${contentType ? ` with content ${contentType}` : ""} under ${responses}`,
      },
    ];
  }
  // An empty body (204, HEAD) has no content type to check.
  if (body === undefined && frames === undefined) return [];
  if (!declared.contentTypes.includes(contentType)) {
    return [
      {
        ...base,
        kind: "undeclared-content-type",
        severity: "error",
        provenance: declared.bodyProvenance,
        pointer: "",
        received: rawContentType ?? "(none)",
        documented: declared.contentTypes.join(", ") || "(no body)",
        absorb: `declare content '${contentType}' under ${responseLocation(operation, String(status))}/content`,
      },
    ];
  }
  const schemaAt = `${responseLocation(operation, String(status))}/content/${pointerFor(contentType)}/schema`;
  if (frames !== undefined) return analyseFrames(declared.bodyProvenance, base, frames, declared.eventSchemaName);
  // Of a union the answer chose one branch (the chat completion or one envelope): its issues are
  // those of the branch it comes closest to, not every branch's reasons for not matching.
  const findings = operation.validateResponse(status, contentType, body).map((issue) => fromIssue(base, issue, body));
  for (const field of undeclaredFields(body, schemaAt)) findings.push(undeclared(base, field.pointer, field.type, field.schemaLocation, declared.bodyProvenance));
  return findings;
}

/** Each data event of a stream against the spec's `x-sse-data-schema`, numbered by event. */
function analyseFrames(provenance: Provenance, base: Pick<Finding, "operation" | "status" | "contentType">, frames: RecordedFrame[], name: string | undefined): Finding[] {
  if (!name) return [];
  const findings: Finding[] = [];
  frames.forEach((frame, index) => {
    if (typeof frame.data === "string") return; // [DONE] and other text events
    const prefix = `/frames/${index}`;
    // An error event in the ErrorBody shape is the designed way a stream fails.
    const schema = frame.data !== null && typeof frame.data === "object" && "error" in (frame.data as Json) ? "ErrorBody" : name;
    for (const issue of validateSchema(schema, frame.data)) {
      if (provenance === "designed") issue.provenance = "designed";
      findings.push({ ...fromIssue(base, issue, frame.data), pointer: `${prefix}${issue.pointer}` });
    }
    for (const field of undeclaredFields(frame.data, `#/components/schemas/${schema}`)) findings.push(undeclared(base, `${prefix}${field.pointer}`, field.type, field.schemaLocation, "designed"));
  });
  return findings;
}

function fromIssue(base: Pick<Finding, "operation" | "status" | "contentType">, issue: ValidationIssue, body: unknown): Finding {
  const missing = issue.keyword === "required";
  const kind: FindingKind = missing ? "missing-required" : issue.provenance === "designed" ? "designed-contradicted" : "seed-contradicted";
  const value = valueAt(body, issue.pointer);
  const received = missing ? "absent" : `${jsonType(value)} ${clip(JSON.stringify(value) ?? "undefined", 80)}`;
  return {
    ...base,
    kind,
    severity: SEVERITY[issue.provenance],
    provenance: issue.provenance,
    pointer: issue.pointer,
    received,
    documented: issue.message.replace(/^response\S*\s/, ""),
    absorb: absorbFor(issue, value),
  };
}

function undeclared(base: Pick<Finding, "operation" | "status" | "contentType">, pointer: string, type: string, location: string, provenance: Provenance): Finding {
  const name = decodeURIComponent(pointer.split("/").pop() ?? "").replaceAll("~1", "/").replaceAll("~0", "~");
  return {
    ...base,
    kind: "undeclared-field",
    // The spec leaves objects open: an extra field is valid, and news rather than a failure.
    severity: "warning",
    provenance,
    pointer,
    received: type,
    documented: "not declared",
    absorb: `declare property '${name}' (type: ${type}) in ${location}/properties`,
  };
}

/** The spec change that makes the validators accept what was received. */
function absorbFor(issue: ValidationIssue, value: unknown): string {
  const at = issue.schemaPath.replace(/\/[^/]+$/, "");
  const field = issue.pointer.split("/").pop() ?? "";
  const seed = issue.provenance === "seed" ? " (the seed states this rule: confirm with the gateway's owners before changing it)" : "";
  switch (issue.keyword) {
    case "required":
      return `make '${field}' optional: remove it from ${issue.schemaPath}${seed}`;
    case "type":
      return `widen ${at}/type to include '${jsonType(value)}'${seed}`;
    case "enum":
      return `add ${JSON.stringify(value)} to ${issue.schemaPath}${seed}`;
    case "const":
      return `replace ${issue.schemaPath} by an enum with ${JSON.stringify(value)}${seed}`;
    case "additionalProperties":
    case "unevaluatedProperties":
      return `declare the extra property in ${at}/properties${seed}`;
    default:
      return `relax '${issue.keyword}' at ${issue.schemaPath} (received ${clip(JSON.stringify(value) ?? "undefined", 40)})${seed}`;
  }
}

/** The spec location of an operation's response (the component it $refs, if it does). */
function responseLocation(operation: Operation, status: string): string {
  return operation.responses.get(status)?.location ?? `#/paths/${pointerFor(operation.path, operation.method, "responses", status)}`;
}

function valueAt(value: unknown, pointer: string): unknown {
  let current = value;
  for (const raw of pointer.split("/").slice(1)) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Json)[key];
  }
  return current;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…`;
}
