/**
 * Offline checks of recorded traffic: every exchange of a HAR file (browser devtools, Playwright's
 * `recordHar`) that targets an operation of the spec is replayed into the same runner the live
 * suite uses, so it meets the same checks with the same severities and lands in the same reports.
 * What one exchange cannot show (that a request was meant to be valid, a task's whole life) is
 * not judged: each exchange gets the scenario its request shows (no key, no model, temperature
 * out of range, a stream, a task poll, tools offered, a json_schema asked for...), else
 * "observed", which only the response checks read. Where a request allows two kinds of answer
 * (tools offered: a call or prose), the recorded answer says which kind it is.
 */
import { closeSync, existsSync, fstatSync, openSync, readSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { ConfigError, type ContractConfig, type Modality } from "./config.ts";
import { Redactor, scrubValue } from "../mocks/fixtures/redact.ts";
import type { ContractReport } from "./report/model.ts";
import { runCase, skippedCase, type CaseResult, type ContractCase } from "./runner.ts";
import { suiteReport } from "./suite.ts";
import { parseSse } from "./sse.ts";
import { apiRoots, operation, operationForRequest } from "./spec-info.ts";
import { Target, type Exchange, type ExchangeLabels, type Scenario } from "./target.ts";

/** The parts of a HAR 1.2 file the checks read. */
export interface Har {
  log: { entries: HarEntry[] };
}

export interface HarHeader {
  name: string;
  value: string;
}

export interface HarEntry {
  startedDateTime?: string;
  /** `_file`: Playwright's `content: "attach"` keeps the body in a file beside the HAR, named here. */
  request: { method: string; url: string; headers: HarHeader[]; postData?: { mimeType?: string; text?: string; _file?: string } };
  /** Why no answer came, when none did: `_error` (DevTools), `_failureText` (Playwright), e.g. "net::ERR_ABORTED". */
  response: { status: number; headers: HarHeader[]; content?: { mimeType?: string; text?: string; encoding?: string; size?: number; _file?: string }; _error?: string | null; _failureText?: string };
}

export interface HarOptions {
  config: ContractConfig;
  /** The file the HAR was read from: named in the report and in every error. */
  file?: string;
  /**
   * A HAR without any request of the API is an error by default: a green run must have checked
   * something. The proxy checks one exchange at a time, whatever it is, and turns this off.
   */
  allowNoApiRequest?: boolean;
  /**
   * Whether a request without an Authorization header was sent without one. By default, yes when
   * any request of the HAR carries one: DevTools' "Save all as HAR (sanitized)" drops every
   * Authorization header, so in a HAR with none the keyless requests may well have had a key, and
   * the key rules are not judged. The proxy sees requests as sent and sets it.
   */
  keysRecorded?: boolean;
}

/** Headers that describe the wire, not the message: a HAR holds the decoded body. */
const WIRE_HEADERS = new Set(["content-encoding", "content-length", "transfer-encoding", "connection", "keep-alive"]);

function headerMap(headers: readonly HarHeader[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, value } of headers) {
    const key = name.toLowerCase();
    // HTTP/2 pseudo-headers (:authority, :path) are not headers of the message.
    if (key.startsWith(":")) continue;
    out[key] = out[key] === undefined ? value : `${out[key]}, ${value}`;
  }
  return out;
}

function parseJson(text: string | undefined): { ok: true; value: unknown } | { ok: false } {
  if (text === undefined || text === "") return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function modalityOfModel(config: ContractConfig, model: unknown): Modality | undefined {
  if (typeof model !== "string") return undefined;
  return (Object.entries(config.models) as [Modality, string | null][]).find(([, id]) => id === model)?.[0];
}

/** The scenario and labels one recorded request shows by itself. */
export function classify(entry: HarEntry, operationId: string | null, pathKnown: boolean, config: ContractConfig, keysRecorded = true): { scenario: Scenario; labels: ExchangeLabels } {
  if (operationId === null) return { scenario: pathKnown ? "wrong-method" : "unknown-path", labels: {} };
  const headers = headerMap(entry.request.headers);
  const text = entry.request.postData?.text;
  const parsed = parseJson(text);
  const body = parsed.ok && parsed.value !== null && typeof parsed.value === "object" && !Array.isArray(parsed.value) ? (parsed.value as Record<string, unknown>) : undefined;
  const model = body?.model;
  const modality = operationId === "createChatCompletion" ? (modalityOfModel(config, model) ?? "llm") : modalityOfModel(config, model);
  const labels: ExchangeLabels = { ...(typeof model === "string" ? { model } : {}), ...(modality ? { modality } : {}) };
  const op = operation(operationId);
  const keyless = keysRecorded && headers.authorization === undefined;
  if (op.secured && keyless) return { scenario: "missing-key", labels };
  if (operationId === "listUsers") return { scenario: keyless ? "users-without-key" : "observed", labels };
  if (operationId === "getTask") return { scenario: "task-poll", labels };
  if (!op.hasRequestBody) return { scenario: "observed", labels };
  const mediaType = (headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (text !== undefined && text !== "" && mediaType !== "application/json") return { scenario: "wrong-content-type", labels };
  if (text !== undefined && text !== "" && !parsed.ok) return { scenario: "malformed-json", labels };
  if (body === undefined) return { scenario: "observed", labels };
  const isLlmOperation = operationId === "createChatCompletion" || operationId === "createGeneration";
  if (isLlmOperation && body.model === undefined) return { scenario: "missing-model", labels };
  if (operationId === "createChatCompletion" && modality !== undefined && modality !== "llm") return { scenario: "non-llm-on-chat", labels };
  if (isLlmOperation && typeof body.temperature === "number" && (body.temperature < 0 || body.temperature > 2)) return { scenario: "temperature-out-of-range", labels };
  const isChat = operationId === "createChatCompletion";
  if (isLlmOperation && body.stream === true) {
    if (modality !== undefined && modality !== "llm") return { scenario: "stream-non-llm", labels };
    // A stream of tool calls is judged as the live run judges one; a prose stream (tool_choice
    // auto answered in words) as any stream, whose content deltas carry the reply.
    if (isChat && offersTools(body) && answerCallsTools(entry)) return { scenario: "tool-call-stream", labels };
    const includeUsage = (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
    return { scenario: "stream", labels: { ...labels, ...(includeUsage ? { includeUsage } : {}) } };
  }
  // Both asked for: the answer says which one the model gave.
  if (isChat && offersTools(body) && (!asksJsonSchema(body) || answerCallsTools(entry))) return { scenario: "tool-call", labels };
  if (isChat && asksJsonSchema(body)) return { scenario: "structured-output", labels };
  return { scenario: "observed", labels };
}

/** Whether a chat request offers tools the model may call (`tools`, and a `tool_choice` other than "none"). */
function offersTools(body: Record<string, unknown>): boolean {
  return Array.isArray(body.tools) && body.tools.length > 0 && body.tool_choice !== "none";
}

/** Whether a chat request asks for a document of a JSON Schema (`response_format: {type: "json_schema"}`). */
function asksJsonSchema(body: Record<string, unknown>): boolean {
  const format = body.response_format as { type?: unknown } | null | undefined;
  return format !== null && typeof format === "object" && format.type === "json_schema";
}

/** Whether the recorded answer calls tools: `message.tool_calls`, or `delta.tool_calls` in a stream. */
function answerCallsTools(entry: HarEntry): boolean {
  const content = entry.response.content;
  if (content?.text === undefined) return false;
  const text = content.encoding === "base64" ? Buffer.from(content.text, "base64").toString("utf8") : content.text;
  const callsIn = (choices: unknown, part: "message" | "delta"): boolean =>
    Array.isArray(choices) &&
    choices.some((choice) => {
      const calls = (choice as Record<string, { tool_calls?: unknown } | null | undefined> | null)?.[part]?.tool_calls;
      return Array.isArray(calls) && calls.length > 0;
    });
  const parsed = parseJson(text);
  if (parsed.ok) return callsIn((parsed.value as { choices?: unknown } | null)?.choices, "message");
  return parseSse(text).chunks.some((chunk) => callsIn((chunk as { choices?: unknown } | null)?.choices, "delta"));
}

/**
 * Why the HAR holds no body for this answer, or null when it holds one. A HAR leaves out
 * `content.text` when the body "is not available" (HAR 1.2): Playwright's `content: "omit"`, a
 * DevTools export of a body it no longer keeps, an attachment (`_file`) not read.
 */
function missingBody(entry: HarEntry): string | null {
  const status = entry.response.status;
  if (status === 204 || status === 205 || status === 304) return null;
  const content = entry.response.content;
  if (content?._file !== undefined && !content.text) return `its body is in the attachment ${content._file}, not read`;
  if (content?.text === undefined) return "the HAR holds no body for this answer (no response.content.text)";
  return null;
}

/** The browser's reason for a request without an answer, as DevTools or Playwright recorded it. */
function failureOf(entry: HarEntry): string | undefined {
  return entry.response._error || entry.response._failureText || undefined;
}

/**
 * Failures that are the page's doing, not the gateway's: the request was cancelled (an
 * AbortController, a navigation, a closed tab) or blocked by the browser (an extension).
 */
const CANCELLED_BY_THE_PAGE = /^net::ERR_(ABORTED|BLOCKED_BY_CLIENT)\b/;

/** The recorded response as fetch would have given it. */
function recordedResponse(entry: HarEntry): Response {
  const status = entry.response.status;
  // A HAR marks a request that got no answer (refused, aborted) with status 0 (Playwright: -1).
  if (!(status >= 200 && status <= 599)) {
    const failure = failureOf(entry);
    throw new TypeError(`fetch failed (no response recorded, status ${status}${failure ? `, ${failure}` : ""})`);
  }
  const headers = Object.entries(headerMap(entry.response.headers)).filter(([name]) => !WIRE_HEADERS.has(name));
  const content = entry.response.content;
  const body = content?.text === undefined ? "" : content.encoding === "base64" ? Buffer.from(content.text, "base64") : content.text;
  const nullBody = status === 204 || status === 205 || status === 304;
  return new Response(nullBody ? null : body, { status, headers });
}

/** One case per exchange, named by its place in the file, method, path and status. */
function caseFor(entry: HarEntry, index: number, config: ContractConfig, keysRecorded: boolean): { contractCase: ContractCase; target: Target } | { skipped: CaseResult } {
  const url = new URL(entry.request.url);
  const { operationId, pathKnown } = operationForRequest(entry.request.method, url.pathname);
  const title = `#${index + 1} ${entry.request.method} ${url.pathname} → ${entry.response.status}`;
  // A browser's CORS preflight is the browser's question, not a request of the API.
  const preflight = entry.request.method.toUpperCase() === "OPTIONS" && headerMap(entry.request.headers)["access-control-request-method"] !== undefined;
  if (!pathKnown || preflight) {
    return { skipped: skippedCase("har", title, preflight ? "a CORS preflight" : "not an operation of the spec") };
  }
  const failure = failureOf(entry);
  if (!(entry.response.status >= 100) && failure !== undefined && CANCELLED_BY_THE_PAGE.test(failure)) {
    return { skipped: skippedCase("har", title, `the browser cancelled it before any answer (${failure}): nothing of the gateway to judge`) };
  }
  const { scenario, labels } = classify(entry, operationId, pathKnown, config, keysRecorded);
  const target = new RecordedTarget(url.origin, entry, index);
  const headers = headerMap(entry.request.headers);
  for (const name of [...WIRE_HEADERS, "host"]) delete headers[name];
  const text = entry.request.postData?.text;
  const parsed = parseJson(text);
  const contractCase: ContractCase = {
    group: "har",
    title,
    profiles: ["smoke", "full"],
    billable: 1,
    async run(ctx) {
      await ctx.send({
        operationId,
        scenario,
        method: entry.request.method,
        path: `${url.pathname}${url.search}`,
        headers,
        // The recorded Authorization (or its absence) is what was sent.
        auth: null,
        ...(parsed.ok ? { json: parsed.value } : text !== undefined && text !== "" ? { body: text } : {}),
        labels,
      });
    },
  };
  return { contractCase, target };
}

/**
 * A target that answers with one recorded response, numbered as the HAR's entry (what the report
 * names is what the file holds), and says when the recording holds no body for it.
 */
class RecordedTarget extends Target {
  constructor(
    origin: string,
    private readonly entry: HarEntry,
    private readonly index: number,
  ) {
    super({ baseUrl: origin, apiKey: "", fetch: (async () => recordedResponse(entry)) as typeof fetch });
  }

  override async send(options: Parameters<Target["send"]>[0]): Promise<Exchange> {
    const exchange = await super.send(options);
    exchange.seq = this.index + 1;
    const missing = exchange.response === null ? null : missingBody(this.entry);
    if (missing !== null) exchange.bodyNotRecorded = missing;
    return exchange;
  }
}

/** Whether any request of the HAR carries an Authorization header (none: a sanitized export, or keys never sent). */
function anyAuthorization(entries: readonly HarEntry[]): boolean {
  return entries.some((entry) => entry.request.headers.some((header) => header.name.toLowerCase() === "authorization"));
}

/**
 * Checks every exchange of a HAR against the spec and the seed rules one exchange can show;
 * returns the same report as a live run (one case per exchange, "har" group).
 * @example const report = checkHar(JSON.parse(readFileSync("traffic.har", "utf8")), { config: loadConfig({}) });
 */
export async function checkHar(har: Har, options: HarOptions): Promise<ContractReport> {
  const startedAt = new Date();
  const started = performance.now();
  const prefix = options.file === undefined ? "" : `${options.file}: `;
  if (!Array.isArray(har?.log?.entries)) throw new HarError(`${prefix}not a HAR file: no log.entries`);
  har.log.entries.forEach((entry, index) => checkEntry(entry, index, prefix));
  // A recorded 429 is judged by the 429 check alone; there is nothing to retry.
  const config: ContractConfig = { ...options.config, rateLimitRetries: 0 };
  const keysRecorded = options.keysRecorded ?? anyAuthorization(har.log.entries);
  const planned = har.log.entries.map((entry, index) => caseFor(entry, index, config, keysRecorded));
  const checked = planned.filter((p) => !("skipped" in p)).length;
  if (checked === 0 && !options.allowNoApiRequest) throw new HarError(noApiRequest(options.file ?? "the HAR", har.log.entries));
  const results: CaseResult[] = [];
  // One run: identifiers are compared across every exchange of the file.
  const identifiers = new Map<string, string>();
  for (const p of planned) {
    if ("skipped" in p) results.push(p.skipped);
    else results.push(await runCase(p.contractCase, { config, target: p.target, isMock: false, offline: true, identifiers }));
  }
  const report = suiteReport(results, { config, isMock: false, startedMock: false, startedAt, durationMs: Math.round(performance.now() - started) });
  // Nothing was sent: the report names the file and counts entries, not a target and requests.
  report.har = { file: options.file ?? null, entries: har.log.entries.length, checked, ...(keysRecorded ? {} : { keysRecorded }) };
  // A HAR exported from a browser or Playwright holds production keys and cookies: every
  // secret any of its requests carried is cut out of everything the report shows.
  return scrubValue(report, harSecrets(har.log.entries));
}

/** A HAR that cannot be checked: one line naming the entry and the field. */
export class HarError extends ConfigError {}

/** Why a HAR without a request of the API is refused, in one line: how many entries, under which paths none was. */
function noApiRequest(file: string, entries: readonly HarEntry[]): string {
  const roots = apiRoots();
  const under = entries.filter((entry) => roots.some((root) => new URL(entry.request.url).pathname.includes(root))).length;
  const count = `${entries.length} ${entries.length === 1 ? "entry" : "entries"}`;
  const where = roots.join(", ");
  return `no request of the gateway's API in ${file} (${count}, ${under === 0 ? `none under ${where}` : `${under} under ${where}, none to an operation of the spec`}); nothing to check`;
}

/** Throws a HarError naming entry #n and what is wrong with it. */
function checkEntry(entry: unknown, index: number, prefix: string): void {
  const where = `${prefix}entry #${index + 1}`;
  const e = entry as Partial<HarEntry> | null;
  if (e === null || typeof e !== "object") throw new HarError(`${where} is not an object`);
  if (e.request === null || typeof e.request !== "object") throw new HarError(`${where}: no request`);
  if (typeof e.request.method !== "string" || e.request.method === "") throw new HarError(`${where}: request.method is not a string`);
  if (typeof e.request.url !== "string" || !URL.canParse(e.request.url)) throw new HarError(`${where}: request.url ${JSON.stringify(String(e.request.url).slice(0, 80))} is not an absolute URL`);
  if (!validHeaders(e.request.headers)) throw new HarError(`${where}: request.headers is not a list of {name, value} strings`);
  if (e.request.postData !== undefined && (e.request.postData === null || typeof e.request.postData !== "object" || (e.request.postData.text !== undefined && typeof e.request.postData.text !== "string"))) {
    throw new HarError(`${where}: request.postData.text is not a string`);
  }
  if (e.response === null || typeof e.response !== "object") throw new HarError(`${where}: no response`);
  if (typeof e.response.status !== "number") throw new HarError(`${where}: response.status is not a number`);
  if (!validHeaders(e.response.headers)) throw new HarError(`${where}: response.headers is not a list of {name, value} strings`);
  const content = e.response.content;
  if (content !== undefined && (content === null || typeof content !== "object" || (content.text !== undefined && typeof content.text !== "string"))) {
    throw new HarError(`${where}: response.content.text is not a string`);
  }
}

function validHeaders(headers: unknown): boolean {
  return Array.isArray(headers) && headers.every((h) => h !== null && typeof h === "object" && typeof (h as HarHeader).name === "string" && typeof (h as HarHeader).value === "string");
}

/** Every secret value the HAR's requests carried (only the requests are read). */
export function harSecrets(entries: readonly Pick<HarEntry, "request">[]): string[] {
  const redactor = new Redactor();
  return entries.flatMap((entry) => {
    const query: Record<string, string[]> = {};
    for (const [name, value] of new URL(entry.request.url).searchParams) (query[name] ??= []).push(value);
    const headers: Record<string, string[]> = {};
    for (const { name, value } of entry.request.headers) (headers[name.toLowerCase()] ??= []).push(value);
    return redactor.secretsOf(headers, query, entry.request.postData?.text);
  });
}

/** A HAR file past the largest read (CONTRACT_MAX_HAR_BYTES), in one line: the file, its size, the bound and the setting. */
function tooLarge(path: string, size: number | undefined, maxBytes: number): HarError {
  const what = size === undefined ? "grew as it was read" : `is ${size} bytes`;
  return new HarError(
    `--har: ${path} ${what}, more than the largest HAR file read (${maxBytes} bytes, CONTRACT_MAX_HAR_BYTES or --max-har-bytes); ${size === undefined ? "nothing was checked" : "nothing was read"}`,
  );
}

/**
 * The text of a HAR file of at most `maxBytes`. Its size is checked on the open file before a
 * byte is read. The read stops one byte past the bound all the same, so a file that grows
 * meanwhile, or a pipe (whose size says nothing), costs no more memory than the bound.
 */
function readBounded(path: string, maxBytes: number): Buffer {
  const fd = openSync(path, "r");
  try {
    const { size } = fstatSync(fd);
    if (size > maxBytes) throw tooLarge(path, size, maxBytes);
    const chunks: Buffer[] = [];
    let total = 0;
    // First the size the file said and one byte more, to see whether it said all; then (a file
    // that grew, a pipe) a MiB at a time, up to one byte past the bound.
    for (let want = size + 1; want > 0; want = Math.min(1024 * 1024, maxBytes + 1 - total)) {
      const chunk = Buffer.allocUnsafe(want);
      let filled = 0;
      while (filled < want) {
        const read = readSync(fd, chunk, filled, want - filled, null);
        if (read === 0) break;
        filled += read;
      }
      chunks.push(chunk.subarray(0, filled));
      total += filled;
      if (filled < want) return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total);
    }
    throw tooLarge(path, undefined, maxBytes);
  } finally {
    closeSync(fd);
  }
}

/**
 * Reads the bodies Playwright's `recordHar` with `content: "attach"` keeps in files beside the
 * HAR (`_file`, a name in the HAR's folder) into the entries, as if embedded. A missing file is
 * an error: the HAR was copied without its attachments.
 */
function readAttachments(har: Har, path: string, maxBytes: number): void {
  if (!Array.isArray(har?.log?.entries)) return;
  const folder = dirname(path);
  let budget = maxBytes;
  const read = (file: unknown, where: string): Buffer => {
    if (typeof file !== "string" || file === "" || basename(file) !== file) throw new HarError(`${path}: ${where}._file ${JSON.stringify(String(file).slice(0, 80))} is not a file name`);
    const attachment = join(folder, file);
    if (!existsSync(attachment)) {
      throw new HarError(`${path}: ${where}._file ${file} is not in ${folder} (a HAR recorded with content: "attach" keeps its bodies in files beside it: keep them together, or record with content: "embed")`);
    }
    const bytes = readBounded(attachment, budget);
    budget -= bytes.length;
    return bytes;
  };
  har.log.entries.forEach((entry, index) => {
    const content = entry?.response?.content;
    if (content?._file !== undefined && !content.text) {
      content.text = read(content._file, `entry #${index + 1}: response.content`).toString("base64");
      content.encoding = "base64";
    }
    const postData = entry?.request?.postData;
    if (postData?._file !== undefined && !postData.text) postData.text = read(postData._file, `entry #${index + 1}: request.postData`).toString("utf8");
  });
}

/** A zip archive's first bytes: Playwright's recordHar writes one for a path ending in .zip. */
const ZIP_MAGIC = Buffer.from("PK\x03\x04", "latin1");

/** Reads a HAR file of at most `config.maxHarBytes` (its attachments included) and checks it (see checkHar). */
export async function checkHarFile(path: string, options: HarOptions): Promise<ContractReport> {
  let har: Har;
  try {
    const bytes = readBounded(path, options.config.maxHarBytes);
    if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) {
      throw new HarError(`cannot read the HAR file ${path}: it is a zip archive (Playwright's recordHar to a .zip path); unzip it and pass the .har inside, its attachments beside it`);
    }
    har = JSON.parse(bytes.toString("utf8")) as Har;
  } catch (cause) {
    if (cause instanceof HarError) throw cause;
    throw new HarError(`cannot read the HAR file ${path}: ${(cause as Error).message}`, { cause });
  }
  readAttachments(har, path, options.config.maxHarBytes);
  return checkHar(har, { ...options, file: path });
}
