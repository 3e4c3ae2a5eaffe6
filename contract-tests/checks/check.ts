/**
 * What a check is: one rule, one reason. A check looks at one exchange and returns a Failure or
 * null. Whether it applies is a separate predicate, so "passed" and "did not apply" differ in
 * the report and the precondition is not an `if` buried in the check.
 */
import { type Provenance, type ValidationIssue } from "../../spec/validators.ts";
import { operations } from "../../spec/operations.ts";
import type { ContractConfig } from "../config.ts";
import type { Exchange } from "../target.ts";

export type Severity = "error" | "warning";

/** A violated rule, with what is needed to understand and reproduce it. */
export interface Failure {
  check: string;
  /** Plain title, e.g. "Undocumented HTTP status code". */
  title: string;
  /** "Received: … / Documented: …" */
  message: string;
  provenance: Provenance;
  /** Where in the spec the rule sits, when a schema failed. */
  schemaPath?: string;
  /** Where in the response body, when a schema failed. */
  pointer?: string;
  /** Set when the user decides the severity (stream budgets marked required), not provenance. */
  severity?: Severity;
}

/** State shared by the exchanges of one flow (a task's polls). */
export interface Flow {
  taskId?: number;
  /** Exchanges of the flow before the one being checked. */
  history: Exchange[];
  /** How polling ended: a final status, the task timeout, or an error answer. Set on the last poll. */
  ended?: "final" | "timeout" | "error";
}

export interface CheckContext {
  config: ContractConfig;
  isMock: boolean;
  flow?: Flow;
  /** Judging recorded traffic (HAR): no key is known to be valid (see preconditions.ts). */
  offline?: boolean;
  /** Identifiers issued so far in the run (identifiersUnique); absent: not compared. */
  identifiers?: Map<string, string>;
  /**
   * Features CONTRACT_API_KEY was answered 2xx for so far in the run (preconditions.ts): its team
   * has them, so a 403 to it for one of them is the gateway's answer to judge, not the key's limit.
   */
  granted?: Set<string>;
}

export interface Check {
  name: string;
  /** Failure title. */
  title: string;
  /** The rule it enforces and where it is written ("seed §5 rule 1"). */
  rule: string;
  /** Provenance of the rule; a failure may narrow it (schema issues carry their own). */
  provenance: Provenance;
  /** Whether the check has anything to say about this exchange. */
  applies(exchange: Exchange, ctx: CheckContext): boolean;
  /** Returns null when the exchange honours the rule. */
  run(exchange: Exchange, ctx: CheckContext): Failure | null;
}

type CheckDefinition = Omit<Check, "run"> & {
  run(exchange: Exchange, ctx: CheckContext, fail: FailWith): Failure | null;
};

type FailWith = (message: string, extra?: Partial<Pick<Failure, "provenance" | "schemaPath" | "pointer">>) => Failure;

/**
 * Declares a check; `run` gets a `fail` helper pre-filled with the check's name, title and
 * provenance.
 * @example
 * export const usersListedWithoutKey = defineCheck({
 *   name: "usersListedWithoutKey", title: "...", rule: "seed §4", provenance: "seed",
 *   applies: (e) => e.scenario === "users-without-key",
 *   run: (e, _ctx, fail) => (e.response?.status === 200 ? null : fail(`Received: ${e.response?.status}`)),
 * });
 */
export function defineCheck(definition: CheckDefinition): Check {
  return {
    ...definition,
    run(exchange, ctx) {
      return definition.run(exchange, ctx, (message, extra = {}) => ({
        check: definition.name,
        title: definition.title,
        message,
        provenance: extra.provenance ?? definition.provenance,
        ...(extra.schemaPath !== undefined ? { schemaPath: extra.schemaPath } : {}),
        ...(extra.pointer !== undefined ? { pointer: extra.pointer } : {}),
      }));
    },
  };
}

/** Severity of a failure: seed rules are errors; designed fills are warnings unless strict. */
export function severityOf(provenance: Provenance, strict: boolean): Severity {
  return provenance === "seed" || strict ? "error" : "warning";
}

/** The provenance of a set of schema issues: seed when any seed rule broke. */
export function provenanceOfIssues(issues: readonly ValidationIssue[]): Provenance {
  return issues.some((issue) => issue.provenance === "seed") ? "seed" : "designed";
}

/** Turns schema issues into one failure: seed issues first, the first one locates it. */
export function failFromIssues(fail: FailWith, issues: readonly ValidationIssue[], lead: string): Failure {
  const ordered = [...issues].sort((a, b) => (a.provenance === b.provenance ? 0 : a.provenance === "seed" ? -1 : 1));
  const first = ordered[0]!;
  const lines = ordered.slice(0, 8).map((issue) => `  - ${issue.message} (${issue.provenance}; ${issue.schemaPath})`);
  if (ordered.length > 8) lines.push(`  - … ${ordered.length - 8} more`);
  return fail(`${lead}\n${lines.join("\n")}`, {
    provenance: provenanceOfIssues(issues),
    schemaPath: first.schemaPath,
    pointer: first.pointer,
  });
}

/** The status received, for messages. */
export function received(exchange: Exchange): string {
  if (!exchange.response) return `no response (${exchange.error ?? "unknown error"})`;
  const code = errorCodeOf(exchange);
  return `${exchange.response.status}${code ? ` ${code}` : ""}`;
}

/** `error.code` of an error body, when there is one. */
export function errorCodeOf(exchange: Exchange): string | undefined {
  const body = exchange.response?.json as { error?: { code?: unknown } } | undefined;
  const code = body?.error?.code;
  return typeof code === "string" ? code : undefined;
}

/** Whether the exchange got a 2xx. */
/**
 * Whether the answer says it is JSON (`application/json` or `+json`). A body of another type is
 * contentTypeMatches' reason alone: the checks of the answer's shape leave it, one defect, one failure.
 */
export function answeredJson(exchange: Exchange): boolean {
  const mediaType = exchange.response?.mediaType;
  return mediaType === "application/json" || (typeof mediaType === "string" && mediaType.endsWith("+json"));
}

export function succeeded(exchange: Exchange): boolean {
  const status = exchange.response?.status ?? 0;
  return status >= 200 && status < 300;
}

/**
 * Provenance of an expected error answer, from the spec's operation-level markers: a status the
 * seed does not name for the operation (x-designed-responses), or an error body the seed does
 * not show (x-designed-error-bodies, the OCR endpoint), is designed.
 */
export function expectedResponseProvenance(operationId: string | null, status: number): { status: Provenance; body: Provenance } {
  const response = operationId === null ? undefined : operations.get(operationId)?.responses.get(String(status));
  return { status: response?.provenance ?? "seed", body: response?.bodyProvenance ?? "seed" };
}

/**
 * Checks that an exchange got `status` and, when given, `error.code`. The failure is designed
 * when the spec says the expected status, or its body, is designed for the operation.
 */
export function expectError(
  exchange: Exchange,
  status: number,
  code: string | undefined,
  fail: FailWith,
  rule: string,
  provenance?: Provenance,
): Failure | null {
  const statusOk = exchange.response?.status === status;
  if (statusOk && (code === undefined || errorCodeOf(exchange) === code)) return null;
  const message = `Received: ${received(exchange)}\nExpected: ${status}${code ? ` ${code}` : ""} (${rule})`;
  const expected = expectedResponseProvenance(exchange.operationId, status);
  if ((statusOk ? expected.body : expected.status) === "designed") return fail(message, { provenance: "designed" });
  return provenance ? fail(message, { provenance }) : fail(message);
}

/** The JSON body of an exchange as a loose record. */
export function bodyOf(exchange: Exchange): Record<string, unknown> | undefined {
  const json = exchange.response?.json;
  return json !== null && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
}

/** The JSON request body of an exchange as a loose record. */
export function requestBodyOf(exchange: Exchange): Record<string, unknown> | undefined {
  const json = exchange.request.json;
  return json !== null && typeof json === "object" && !Array.isArray(json) ? (json as Record<string, unknown>) : undefined;
}
