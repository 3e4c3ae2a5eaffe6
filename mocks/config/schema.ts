/**
 * The mock's settings, described once: for each key of MockConfig its JSON Schema, its
 * environment variable, its flag and one line of help. The config file (`--config FILE`,
 * MOCK_CONFIG_FILE), the environment, the flags and the options of `createMock` /
 * `createGatewayHandlers` are all checked against CONFIG_SCHEMA (mocks/config/check.ts), and
 * docs/configuration.md and every `--help` are written from it.
 */

import { specEnums } from "../../spec/operations.ts";

/** The mock's settings, one key each (defaults in config.ts, described in SETTINGS below). */
export interface MockConfig {
  port: number;
  host: string;
  /** How long async tasks stay `processing`. */
  taskDurationMs: number;
  /** Share of tasks (0..1) that end `failed` without being asked to. */
  taskFailureRate: number;
  /** Time to first token of a stream; 0 turns pacing off. */
  streamTtftMs: number;
  /** Tokens per second after the first; 0 sends as fast as possible. */
  streamTokensPerSecond: number;
  /** Most concurrent streams; more are answered 429. */
  maxConcurrentStreams: number;
  /** Requests per key per window; 0 turns rate limiting off. */
  rateLimitRequests: number;
  rateLimitWindowMs: number;
  /** Allowed CORS origins of the public API: "*" or a comma-separated list. */
  corsOrigins: string;
  /** Origins whose pages may use the control surface (none by default). */
  controlCorsOrigins: string;
  /** Whether /__mock and the Prefer / `__` controls are on (off for shared deployments). */
  controlEnabled: boolean;
  /** Base URL of result URLs (unset: the local Host a client used, else the bound address). */
  publicUrl: string | undefined;
  /** Longest request path read. */
  maxPathBytes: number;
  /** Longest header section read (Node's maxHeaderSize). */
  maxHeaderBytes: number;
  /** Most characters of client text (model names, paths) echoed in messages, the journal and logs. */
  echoMaxChars: number;
  /** Most entries and bytes the memo of reusable results keeps. */
  memoMaxEntries: number;
  memoMaxBytes: number;
  /** Longest audio the public asset route renders, in seconds. */
  assetMaxAudioSeconds: number;
  /** Largest image (width × height) the public asset route renders. */
  assetMaxPngPixels: number;
  /** Base seed of generated content. */
  seed: number;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  /** Teams and keys (JSON, same shape as mocks/config/keys.json); its keys replace the built-in ones. */
  keysFile: string | undefined;
  /** A scenario (weather) applied to every session (mocks/weather). */
  scenarioFile: string | undefined;
  /** Catalog file (JSON, same shape as mocks/config/models.json). */
  modelsFile: string | undefined;
  bodyLimitBytes: number;
  /** Most tasks kept in all sessions together (oldest evicted). */
  taskCap: number;
  /** Most tasks kept per session (its oldest evicted). */
  sessionTaskCap: number;
  taskTtlMs: number;
  /** Most sessions kept (least recently used evicted). */
  sessionCap: number;
  /** Most journal entries of all sessions together (a ring; entries are tagged with their session). */
  journalMaxEntries: number;
  /** Most rate-limit windows kept (least recently used evicted). */
  rateWindowsMax: number;
  /** Redis URL of a shared state (unset: in-process state). */
  stateUrl: string | undefined;
  /** Prefix of the shared state's keys. */
  statePrefix: string;
  /** Worker processes on one port (node:cluster); 0 means one per core ("auto"). */
  workers: number;
  /** Largest body a /__mock request may carry. */
  controlBodyLimitBytes: number;
  /** Token the control surface requires when HOST is not a loopback address. */
  controlToken: string | undefined;
  /** Whether the OCR endpoint fetches image_url (off: results derive from the URL). */
  ocrFetch: boolean;
  ocrFetchTimeoutMs: number;
  ocrFetchMaxBytes: number;
  /**
   * Hosts image_url may name when fetching is on (empty: any host resolving to a public address).
   * A listed host is exempt from the deny-list of loopback, private, link-local and metadata ranges.
   */
  ocrFetchAllowHosts: string[];
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Grace period for in-flight requests on shutdown. */
  shutdownGraceMs: number;
  /** Directory of recorded fixtures to replay before the generated mock (mocks/record). */
  fixturesDir: string | undefined;
  /** With fixtures: an unmatched request gets 404 instead of the generated mock. */
  fixturesStrict: boolean;
  /** Speed of replayed timing: 1 as recorded, 2 twice as fast, 0 no waiting. */
  replaySpeed: number;
  /** Replay's load bounds (docs/bounds.md). */
  fixturesMaxFiles: number;
  fixturesMaxFileBytes: number;
  fixturesMaxBytes: number;
  fixturesMaxFrames: number;
}

/** The spec's modalities: the features a team may have, the modality of a model. */
export const MODALITIES: readonly string[] = specEnums.modalities;

/** The JSON Schema subset the settings use (plus `x-expected`, the words for a pattern). */
export interface JsonSchema {
  type?: "integer" | "number" | "string" | "boolean" | "array" | "object";
  minimum?: number;
  maximum?: number;
  minLength?: number;
  pattern?: string;
  enum?: readonly unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: boolean | JsonSchema;
  required?: string[];
  minItems?: number;
  minProperties?: number;
  description?: string;
  default?: unknown;
  "x-expected"?: string;
  "x-env"?: string;
  "x-flag"?: string;
}

export interface Setting {
  /** The environment variable that sets it. */
  env: string;
  /** The `mock` flag that sets it (default: the key in kebab case, `--task-duration-ms`). */
  flag?: string;
  schema: JsonSchema;
  help: string;
  /** It bounds what one client can make the mock hold or spend: what happens past it (docs/configuration.md's bounds table). */
  bound?: string;
}

const uint: JsonSchema = { type: "integer", minimum: 0 };
const positive: JsonSchema = { type: "integer", minimum: 1 };
const text: JsonSchema = { type: "string" };
const httpUrl: JsonSchema = { type: "string", pattern: "^https?://[^\\s/]+", "x-expected": "an http(s) URL" };

export const SETTINGS: { readonly [K in keyof MockConfig]: Setting } = {
  port: { env: "PORT", schema: { type: "integer", minimum: 0, maximum: 65535 }, help: "Port to listen on (0: a free one)" },
  host: { env: "HOST", schema: { type: "string", minLength: 1 }, help: "Address to bind" },
  taskDurationMs: { env: "MOCK_TASK_DURATION_MS", schema: uint, help: "How long video and digital-human tasks process" },
  taskFailureRate: { env: "MOCK_TASK_FAILURE_RATE", schema: { type: "number", minimum: 0, maximum: 1 }, help: "Share of tasks that fail on their own (0..1)" },
  streamTtftMs: { env: "MOCK_STREAM_TTFT_MS", schema: uint, help: "Time to first token of streams (0: no pacing)" },
  streamTokensPerSecond: { env: "MOCK_STREAM_TPS", flag: "--stream-tps", schema: uint, help: "Tokens per second of streams (0: no pacing)" },
  maxConcurrentStreams: { env: "MOCK_MAX_STREAMS", flag: "--max-streams", schema: uint, help: "Most concurrent streams; more get 429", bound: "429 with `Retry-After`" },
  rateLimitRequests: { env: "MOCK_RATE_LIMIT", flag: "--rate-limit", schema: uint, help: "Requests per key per window (0: off)" },
  rateLimitWindowMs: { env: "MOCK_RATE_WINDOW_MS", flag: "--rate-window-ms", schema: uint, help: "Rate limit window" },
  corsOrigins: { env: "MOCK_CORS_ORIGINS", schema: text, help: "Allowed CORS origins of the API (* or a comma-separated list)" },
  controlCorsOrigins: { env: "MOCK_CONTROL_CORS", flag: "--control-cors", schema: text, help: "Origins whose pages may use /__mock (default: none)" },
  controlEnabled: { env: "MOCK_CONTROL", flag: "--control", schema: { type: "boolean" }, help: "on, or off to disable /__mock and the Prefer / __ controls" },
  publicUrl: { env: "MOCK_PUBLIC_URL", schema: httpUrl, help: "Base URL of result URLs (default: the local Host, else HOST:PORT)" },
  maxPathBytes: { env: "MOCK_MAX_PATH_BYTES", schema: uint, help: "Longest request path read", bound: "400 `invalid_request`" },
  maxHeaderBytes: { env: "MOCK_MAX_HEADER_BYTES", schema: uint, help: "Longest header section read (400 beyond)", bound: "400 with the spec's body, connection closed" },
  echoMaxChars: { env: "MOCK_MAX_ECHO_CHARS", flag: "--max-echo-chars", schema: uint, help: "Most characters of client text (model names, paths) echoed in messages, the journal and logs", bound: "cut, ending in `…`" },
  memoMaxEntries: { env: "MOCK_MEMO_ENTRIES", flag: "--memo-entries", schema: uint, help: "Most entries of the memo of reusable results", bound: "least recently used evicted" },
  memoMaxBytes: { env: "MOCK_MEMO_BYTES", flag: "--memo-bytes", schema: uint, help: "Most bytes of the memo of reusable results", bound: "least recently used evicted; a value over a quarter of it is not kept" },
  assetMaxAudioSeconds: { env: "MOCK_ASSET_MAX_AUDIO_SECONDS", schema: uint, help: "Longest audio asset rendered, in seconds (400 beyond)", bound: "400; past 20 s the synthesized sound repeats, so no request costs more than ~0.2 s of CPU" },
  assetMaxPngPixels: { env: "MOCK_ASSET_MAX_PNG_PIXELS", schema: uint, help: "Largest image asset rendered, width × height (400 beyond)", bound: "400" },
  seed: { env: "MOCK_SEED", schema: uint, help: "Base seed of generated content" },
  logLevel: { env: "LOG_LEVEL", schema: { type: "string", enum: ["fatal", "error", "warn", "info", "debug", "trace", "silent"] }, help: "Least severe log line written" },
  scenarioFile: { env: "MOCK_SCENARIO_FILE", schema: { type: "string", minLength: 1 }, help: "JSON file of a scenario (weather) applied to every session (docs/weather-and-verdict.md)" },
  keysFile: { env: "MOCK_KEYS_FILE", flag: "--keys", schema: { type: "string", minLength: 1 }, help: "JSON file of teams and keys; its keys replace the built-in ones" },
  modelsFile: { env: "MOCK_MODELS_FILE", flag: "--models", schema: { type: "string", minLength: 1 }, help: "JSON file replacing the model catalog" },
  bodyLimitBytes: { env: "MOCK_BODY_LIMIT_BYTES", schema: uint, help: "Largest request body accepted (413 beyond)", bound: "413 `payload_too_large`, before the body is read" },
  taskCap: { env: "MOCK_TASK_CAP", schema: positive, help: "Most tasks kept in all sessions together (oldest evicted)", bound: "oldest evicted (then 404)" },
  sessionTaskCap: { env: "MOCK_SESSION_TASK_CAP", schema: positive, help: "Most tasks kept per session (its oldest evicted)", bound: "oldest evicted (then 404)" },
  taskTtlMs: { env: "MOCK_TASK_TTL_MS", schema: uint, help: "How long a task is kept", bound: "forgotten (then 404)" },
  sessionCap: { env: "MOCK_SESSION_CAP", schema: positive, help: "Most sessions kept (least recently used evicted)", bound: "least recently used dropped, with its tasks and journal" },
  journalMaxEntries: { env: "MOCK_JOURNAL_MAX_ENTRIES", schema: uint, help: "Most journal entries of all sessions together (oldest dropped)", bound: "oldest dropped" },
  rateWindowsMax: { env: "MOCK_RATE_WINDOWS_MAX", schema: positive, help: "Most rate-limit windows kept (least recently used evicted)", bound: "least recently used evicted (windows are counted per valid key only)" },
  stateUrl: {
    env: "MOCK_STATE_URL",
    schema: { type: "string", pattern: "^rediss?://", "x-expected": "a redis:// URL" },
    help: "redis://host:port/db of a state shared by workers and replicas (default: in-process)",
  },
  statePrefix: { env: "MOCK_STATE_PREFIX", schema: text, help: "Prefix of the shared state's Redis keys" },
  workers: {
    env: "MOCK_WORKERS",
    schema: { anyOf: [{ type: "integer", minimum: 0 }, { const: "auto" }], "x-expected": "a number of workers or auto (0 is auto too)" },
    help: "Worker processes on one port, or auto (one per core); more than 1 needs MOCK_STATE_URL",
  },
  controlBodyLimitBytes: { env: "MOCK_CONTROL_BODY_BYTES", flag: "--control-body-bytes", schema: uint, help: "Largest body of a /__mock request (413 beyond)", bound: "413 `payload_too_large`" },
  controlToken: { env: "MOCK_CONTROL_TOKEN", schema: { type: "string", minLength: 1 }, help: "Token for /__mock/ (required when HOST is not loopback)" },
  ocrFetch: { env: "MOCK_OCR_FETCH", schema: { type: "boolean" }, help: "Fetch OCR image_url (off: derive the result from the URL)" },
  ocrFetchTimeoutMs: { env: "MOCK_OCR_FETCH_TIMEOUT_MS", schema: uint, help: "Timeout of an OCR image fetch", bound: "the seed's OCR 400" },
  ocrFetchMaxBytes: { env: "MOCK_OCR_FETCH_MAX_BYTES", schema: { type: "integer", minimum: 0, maximum: 8 * 1024 * 1024 }, help: "Largest image an OCR fetch reads (at most the seed's 8 MB)", bound: "the seed's OCR 400" },
  ocrFetchAllowHosts: {
    env: "MOCK_OCR_FETCH_ALLOW_HOSTS",
    schema: { type: "array", items: { type: "string", minLength: 1 }, "x-expected": "a list of host names (comma-separated in the variable)" },
    help: "Only hosts an OCR image_url may name (empty: any public address); listed hosts may resolve to loopback or private addresses",
  },
  headersTimeoutMs: { env: "MOCK_HEADERS_TIMEOUT_MS", schema: uint, help: "Time a client has to send its headers (408 beyond)", bound: "408, connection closed" },
  requestTimeoutMs: { env: "MOCK_REQUEST_TIMEOUT_MS", schema: uint, help: "Time a client has to send its whole request (408 beyond)", bound: "408, connection closed" },
  shutdownGraceMs: { env: "MOCK_SHUTDOWN_GRACE_MS", schema: uint, help: "How long in-flight requests may finish on SIGTERM" },
  fixturesDir: { env: "MOCK_FIXTURES_DIR", flag: "--fixtures", schema: { type: "string", minLength: 1 }, help: "Directory of recorded fixtures to replay first (ai-gateway-kit record)" },
  fixturesStrict: { env: "MOCK_FIXTURES_STRICT", flag: "--strict", schema: { type: "boolean" }, help: "With fixtures: 404 for an unmatched request instead of the generated mock" },
  replaySpeed: { env: "MOCK_REPLAY_SPEED", schema: { type: "number", minimum: 0 }, help: "Speed of replayed timing (1 as recorded, 2 twice as fast, 0 no waiting)" },
  fixturesMaxFiles: { env: "MOCK_FIXTURES_MAX_FILES", schema: { type: "integer", minimum: 1 }, help: "Most fixture files replay loads (docs/bounds.md)" },
  fixturesMaxFileBytes: { env: "MOCK_FIXTURES_MAX_FILE_BYTES", schema: { type: "integer", minimum: 1 }, help: "Largest fixture file replay loads" },
  fixturesMaxBytes: { env: "MOCK_FIXTURES_MAX_BYTES", schema: { type: "integer", minimum: 1 }, help: "Most bytes of all fixture files together" },
  fixturesMaxFrames: { env: "MOCK_FIXTURES_MAX_FRAMES", schema: { type: "integer", minimum: 1 }, help: "Most stream events of all fixtures together" },
};

/** The flag of a setting: its own, or its key in kebab case. */
export function flagOf(key: keyof MockConfig): string {
  return SETTINGS[key].flag ?? `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** The schema of a whole configuration (a config file, the options of createMock): every key optional, no other key. */
export function configSchema(defaults: MockConfig): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [key, setting] of Object.entries(SETTINGS) as [keyof MockConfig, Setting][]) {
    const fallback = defaults[key];
    properties[key] = {
      ...setting.schema,
      description: setting.help,
      ...(fallback === undefined ? {} : { default: fallback }),
      "x-env": setting.env,
      "x-flag": flagOf(key),
    };
  }
  // $schema lets an editor check the file; $comment is for people.
  properties.$schema = { type: "string" };
  properties.$comment = { type: "string" };
  return { type: "object", additionalProperties: false, properties };
}

/** A keys file (MOCK_KEYS_FILE, mocks/config/keys.json): teams with their features, and at least one key naming a team. */
export const KEYS_FILE_SCHEMA: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["keys"],
  properties: {
    $schema: { type: "string" },
    $comment: { type: "string" },
    teams: {
      type: "object",
      additionalProperties: {
        type: "object",
        additionalProperties: false,
        required: ["features"],
        properties: { name: { type: "string" }, features: { type: "array", items: { enum: MODALITIES } } },
      },
    },
    // Without a key every request would be 401: refused at start-up instead.
    keys: { type: "object", minProperties: 1, additionalProperties: { type: "string", minLength: 1, "x-expected": "a team id" } },
  },
};

const price: JsonSchema = { type: "number", minimum: 0 };

/** A models file (MOCK_MODELS_FILE, mocks/config/models.json). */
export const MODELS_FILE_SCHEMA: JsonSchema = {
  type: "object",
  additionalProperties: false,
  required: ["models"],
  properties: {
    $schema: { type: "string" },
    $comment: { type: "string" },
    models: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["id", "modality", "tool", "provider", "pricing", "latency_ms"],
        properties: {
          id: { type: "string", minLength: 1 },
          modality: { enum: MODALITIES },
          tool: { type: "string" },
          provider: { type: "string" },
          pricing: {
            type: "object",
            additionalProperties: false,
            properties: { input_per_1m: price, output_per_1m: price, per_image: price, per_second: price, per_minute: price, per_1m_chars: price },
          },
          latency_ms: { type: "integer", minimum: 0 },
          context_window: { type: "integer", minimum: 1 },
        },
      },
    },
  },
};
