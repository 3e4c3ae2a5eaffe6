/**
 * Failures as text: title, what was received, the status and body, the schema path, and a curl
 * line that reproduces the request with the keys redacted.
 */
import type { Failure, Severity } from "../checks/check.ts";
import { secretNames, type ContractConfig } from "../config.ts";
import { REDACTED, Redactor, scrubValue } from "../../mocks/fixtures/redact.ts";
import type { Exchange, RecordedRequest } from "../target.ts";
import { toCurl } from "./curl.ts";

const redactor = new Redactor();

/** The query of a URL as name → values, for the redaction module. */
function queryOf(url: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  try {
    for (const [name, value] of new URL(url).searchParams) (out[name] ??= []).push(value);
  } catch {
    // Not a URL: no query to read.
  }
  return out;
}

/**
 * Credentials inside the URLs the run was given to send (a presigned CONTRACT_IMAGE_URL's
 * X-Amz-Signature, an Azure SAS URL's sig, in CONTRACT_INPUT_* too): they travel in request
 * bodies under fields like `image_url`, which no name marks as secret, so reports cut them by value.
 * @example configuredUrlSecrets(config) // ["AbC…"] for CONTRACT_IMAGE_URL=https://b.s3.amazonaws.com/r.png?X-Amz-Signature=AbC…
 */
export function configuredUrlSecrets(config: Pick<ContractConfig, "imageUrl" | "audioUrl" | "inputs">): string[] {
  const strings: string[] = [config.imageUrl, config.audioUrl];
  const walk = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value !== null && typeof value === "object") for (const item of Object.values(value)) walk(item);
  };
  walk(config.inputs);
  return strings.filter((s) => /^https?:\/\//i.test(s)).flatMap((url) => redactor.secretsOf({}, queryOf(url)));
}

/**
 * The secret values a request carried (credential headers, secret query and body fields). A JSON
 * body is read from the value sent rather than parsed again from its text: the same fields, and
 * an 8 MiB image request no longer costs a scan and a parse of its 11 MB of text.
 */
export function requestSecrets(request: RecordedRequest): string[] {
  const sentJson = request.json !== null && typeof request.json === "object";
  return redactor.secretsOf(request.headers, queryOf(request.url), sentJson ? request.json : request.body);
}

/**
 * A request as a report may show it: credential headers replaced (the Authorization of a key
 * the run was given stays, for toCurl to name its variable), secret query parameters and body
 * fields replaced. HARs exported from browsers hold production keys and cookies.
 */
export function redactedRequest(request: RecordedRequest, known: ReadonlyMap<string, string>): RecordedRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    const bearer = /^Bearer (.*)$/i.exec(value)?.[1];
    headers[name] = redactor.isSecretHeader(name) && !(name === "authorization" && bearer !== undefined && known.has(bearer)) ? REDACTED : value;
  }
  let url = request.url;
  try {
    const parsed = new URL(request.url);
    const names = [...parsed.searchParams.keys()].filter((name) => redactor.isSecretField(name));
    for (const name of names) parsed.searchParams.set(name, REDACTED);
    if (names.length > 0) url = parsed.toString();
  } catch {
    // Kept as it was; scrubbing still removes the values it holds.
  }
  const out: RecordedRequest = { ...request, headers, url };
  if (request.body !== undefined) out.body = redactor.text(request.body, request.headers["content-type"]);
  delete out.json;
  return out;
}

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
  const known = secretNames(config);
  const curl = toCurl(redactedRequest(exchange.request, known), known);
  // Every secret the request carried is cut out of the whole record: a gateway that echoes
  // the key in its error body must not put it into report.json, junit.xml and summary.txt.
  const secrets = [...requestSecrets(exchange.request), ...known.keys()];
  return scrubValue<FailureRecord>({
    ...failure,
    severity,
    operationId: exchange.operationId,
    scenario: exchange.scenario,
    method: exchange.request.method,
    status: exchange.response?.status ?? null,
    bodyExcerpt: bodyExcerpt(exchange),
    url: redactedRequest(exchange.request, known).url,
    curl: curl.command,
    curlWarnings: curl.warnings,
  }, secrets);
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
