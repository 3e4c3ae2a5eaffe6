/**
 * The fixture format: plain JSON a user can read, edit and commit, one file per recorded
 * exchange (`<dir>/<operationId>/<NNNN>-<hint>.json`) and one per polled task
 * (`<dir>/getTask/task-<id>.json`). `spec/fixtures.schema.json` is its schema; these types
 * mirror it and a test keeps the two in step. Times are milliseconds from the request's start
 * (a task's: from its submission, or its first poll when the submission was not seen).
 */

/** How a request is matched on replay: the body exactly (default), or only the named fields. */
export interface FixtureMatch {
  /** Dotted paths into the JSON body compared on replay (`model`, `input.prompt`); the rest may differ. */
  fields?: string[];
  /** Query parameters compared on replay; absent: the whole query must be equal. */
  query?: string[];
}

export interface RecordedRequest {
  method: string;
  /** Path without the query, as sent. */
  path: string;
  query: Record<string, string>;
  /** Lower-case names; secrets replaced by "[REDACTED]". */
  headers: Record<string, string>;
  /** Parsed JSON body (secret fields redacted); absent when there was none. */
  body?: unknown;
  /** A body that was not JSON, as text. */
  text?: string;
  /** The body passed the size cap and was not kept. */
  truncated?: boolean;
}

/** One server-sent event as it arrived. */
export interface RecordedFrame {
  atMs: number;
  /** The `event:` field, when the upstream sent one. */
  event?: string;
  /** The `data:` payload: parsed JSON when it parses, else the text (e.g. "[DONE]"). */
  data: unknown;
}

export interface RecordedResponse {
  status: number;
  /** Lower-case names, hop-by-hop headers dropped. */
  headers: Record<string, string>;
  /** When the status line arrived. */
  headersAtMs: number;
  /** When the last byte arrived. */
  endAtMs: number;
  /** JSON body. */
  body?: unknown;
  /** A non-JSON, non-stream body as text. */
  text?: string;
  /** text/event-stream: each event with its offset. */
  frames?: RecordedFrame[];
  /** "dropped": the upstream cut the connection before the end. */
  end?: "complete" | "dropped";
  /** The body passed the size cap; what was kept is incomplete and is not replayed. */
  truncated?: boolean;
}

export interface ExchangeFixture {
  /** Where an editor finds the schema (e.g. "../../node_modules/ai-gateway-kit/spec/fixtures.schema.json"). */
  $schema?: string;
  kind: "exchange";
  /** operationId from the operation table; null for a path the spec does not declare. */
  operation: string | null;
  recordedAt: string;
  match?: FixtureMatch;
  request: RecordedRequest;
  response: RecordedResponse;
}

/** One poll of a task: when, and what it answered. */
export interface TaskPoll {
  atMs: number;
  status: number;
  headers?: Record<string, string>;
  body?: unknown;
  text?: string;
}

export interface TaskFixture {
  $schema?: string;
  kind: "task";
  operation: "getTask";
  recordedAt: string;
  /** The task id as it appears in the path. */
  taskId: string;
  /** The fixture of the submission, relative to the fixtures directory, when it was recorded. */
  submission?: string;
  polls: TaskPoll[];
}

export type Fixture = ExchangeFixture | TaskFixture;

/** A fixture and the file it came from (relative to the fixtures directory). */
export interface LoadedFixture {
  file: string;
  fixture: Fixture;
}

/** The drift report's file name in a fixtures directory; the loader skips it. */
export const DRIFT_REPORT_FILE = "drift-report.json";

/** What replaces a secret in a fixture. */
export const REDACTED = "[REDACTED]";
