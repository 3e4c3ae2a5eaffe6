/**
 * Failures as text: title, what was received, the status and body, the schema path, and a curl
 * line that reproduces the request with the keys redacted.
 */
import type { Failure, Severity } from "../checks/check.ts";
import { secretNames, type ContractConfig } from "../config.ts";
import type { Exchange } from "../target.ts";
import { toCurl } from "./curl.ts";

/** A failure with its exchange flattened into what the report shows (serializable). */
export interface FailureRecord extends Failure {
  severity: Severity;
  operationId: string | null;
  scenario: string;
  method: string;
  url: string;
  status: number | null;
  bodyExcerpt: string;
  curl: string;
  curlWarnings: string[];
}

const EXCERPT_CHARS = 600;

/** The start of a response body, on one line when it is JSON. */
export function bodyExcerpt(exchange: Exchange): string {
  const response = exchange.response;
  if (!response) return `(no response: ${exchange.error ?? "unknown"})`;
  let text = response.json !== undefined ? JSON.stringify(response.json) : response.text;
  if (text.length > EXCERPT_CHARS) text = `${text.slice(0, EXCERPT_CHARS)}… (${response.text.length} chars)`;
  return text === "" ? "(empty body)" : text;
}

/** Flattens a failure and its exchange for the report. */
export function toFailureRecord(failure: Failure, severity: Severity, exchange: Exchange, config: ContractConfig): FailureRecord {
  const curl = toCurl(exchange.request, secretNames(config));
  return {
    ...failure,
    severity,
    operationId: exchange.operationId,
    scenario: exchange.scenario,
    method: exchange.request.method,
    url: exchange.request.url,
    status: exchange.response?.status ?? null,
    bodyExcerpt: bodyExcerpt(exchange),
    curl: curl.command,
    curlWarnings: curl.warnings,
  };
}

function indent(text: string, prefix: string): string {
  return text
    .split("\n")
    .map((line) => prefix + line)
    .join("\n");
}

/** One failure as a block of text. */
export function formatFailure(record: FailureRecord): string {
  const lines = [
    `${record.severity === "error" ? "✗" : "!"} [${record.severity}] ${record.title} (${record.check}; ${record.provenance})`,
    indent(record.message, "    "),
    `    ${record.method} ${record.url} → ${record.status ?? "no response"}`,
    `    Body: ${record.bodyExcerpt}`,
  ];
  if (record.schemaPath) lines.push(`    Schema: ${record.schemaPath}${record.pointer ? ` at ${record.pointer || "/"}` : ""}`);
  lines.push("    Reproduce with:", `      ${record.curl}`);
  for (const warning of record.curlWarnings) lines.push(`      (${warning})`);
  return lines.join("\n");
}

/** Several failures, errors first. */
export function formatFailures(records: readonly FailureRecord[]): string {
  return [...records]
    .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1))
    .map(formatFailure)
    .join("\n\n");
}
