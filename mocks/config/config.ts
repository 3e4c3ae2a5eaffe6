/**
 * All of the mock's settings in one place, read from the environment (and an optional JSON
 * config file named by MOCK_CONFIG_FILE). The README's configuration table mirrors ENV_VARS.
 */
import { readJsonFile } from "./files.ts";

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
}

export const DEFAULT_CONFIG: MockConfig = {
  port: 4010,
  host: "127.0.0.1",
  taskDurationMs: 5000,
  taskFailureRate: 0,
  streamTtftMs: 250,
  streamTokensPerSecond: 40,
  maxConcurrentStreams: 2000,
  rateLimitRequests: 0,
  rateLimitWindowMs: 60_000,
  corsOrigins: "*",
  controlCorsOrigins: "",
  controlEnabled: true,
  publicUrl: undefined,
  maxPathBytes: 2048,
  maxHeaderBytes: 16 * 1024,
  echoMaxChars: 128,
  memoMaxEntries: 5000,
  memoMaxBytes: 32 * 1024 * 1024,
  // More than the longest text-to-speech answer (4096 characters at 14 per second: 293 s).
  assetMaxAudioSeconds: 300,
  assetMaxPngPixels: 2048 * 2048,
  seed: 0,
  logLevel: "info",
  keysFile: undefined,
  modelsFile: undefined,
  bodyLimitBytes: 16 * 1024 * 1024,
  taskCap: 200_000,
  sessionTaskCap: 100_000,
  taskTtlMs: 60 * 60 * 1000,
  sessionCap: 1000,
  journalMaxEntries: 2000,
  rateWindowsMax: 10_000,
  stateUrl: undefined,
  statePrefix: "mock:",
  workers: 1,
  controlBodyLimitBytes: 64 * 1024,
  controlToken: undefined,
  ocrFetch: false,
  ocrFetchTimeoutMs: 5000,
  ocrFetchMaxBytes: 8 * 1024 * 1024,
  ocrFetchAllowHosts: [],
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  shutdownGraceMs: 5000,
  fixturesDir: undefined,
  fixturesStrict: false,
  replaySpeed: 1,
};

type Parser = (raw: string) => unknown;
const int: Parser = (raw) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`expected a non-negative integer, got "${raw}"`);
  return value;
};
const ratio: Parser = (raw) => {
  const value = Number(raw);
  if (!(value >= 0 && value <= 1)) throw new Error(`expected a number from 0 to 1, got "${raw}"`);
  return value;
};
const text: Parser = (raw) => raw;
const speed: Parser = (raw) => {
  const value = Number(raw);
  if (!(value >= 0 && Number.isFinite(value))) throw new Error(`expected a non-negative number, got "${raw}"`);
  return value;
};
const bool: Parser = (raw) => ["1", "true", "yes", "on"].includes(raw.toLowerCase());
const list: Parser = (raw) => raw.split(",").map((s) => s.trim()).filter(Boolean);
const onOff: Parser = (raw) => {
  if (!["on", "off"].includes(raw.toLowerCase())) throw new Error(`expected on or off, got "${raw}"`);
  return raw.toLowerCase() === "on";
};
const url: Parser = (raw) => {
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!parsed || !/^https?:$/.test(parsed.protocol)) throw new Error(`expected an http(s) URL, got "${raw}"`);
  return raw.replace(/\/+$/, "");
};
const redisUrl: Parser = (raw) => {
  const parsed = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!parsed || !/^rediss?:$/.test(parsed.protocol)) throw new Error(`expected a redis:// URL, got "${raw}"`);
  return raw;
};
const workerCount: Parser = (raw) => {
  if (raw.toLowerCase() === "auto") return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`expected a positive integer or auto, got "${raw}"`);
  return value;
};
const positive: Parser = (raw) => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`expected a positive integer, got "${raw}"`);
  return value;
};
const level: Parser = (raw) => {
  if (!["fatal", "error", "warn", "info", "debug", "trace", "silent"].includes(raw)) throw new Error(`unknown log level "${raw}"`);
  return raw;
};

/** Environment variable → config key, parser and one line of documentation. */
export const ENV_VARS: Record<string, [keyof MockConfig, Parser, string]> = {
  PORT: ["port", int, "Port to listen on"],
  HOST: ["host", text, "Address to bind"],
  MOCK_TASK_DURATION_MS: ["taskDurationMs", int, "How long video and digital-human tasks process"],
  MOCK_TASK_FAILURE_RATE: ["taskFailureRate", ratio, "Share of tasks that fail on their own (0..1)"],
  MOCK_STREAM_TTFT_MS: ["streamTtftMs", int, "Time to first token of streams (0: no pacing)"],
  MOCK_STREAM_TPS: ["streamTokensPerSecond", int, "Tokens per second of streams (0: no pacing)"],
  MOCK_MAX_STREAMS: ["maxConcurrentStreams", int, "Most concurrent streams; more get 429"],
  MOCK_RATE_LIMIT: ["rateLimitRequests", int, "Requests per key per window (0: off)"],
  MOCK_RATE_WINDOW_MS: ["rateLimitWindowMs", int, "Rate limit window"],
  MOCK_CORS_ORIGINS: ["corsOrigins", text, "Allowed CORS origins of the API (* or a comma-separated list)"],
  MOCK_CONTROL_CORS: ["controlCorsOrigins", text, "Origins whose pages may use /__mock (default: none)"],
  MOCK_CONTROL: ["controlEnabled", onOff, "on, or off to disable /__mock and the Prefer / __ controls"],
  MOCK_PUBLIC_URL: ["publicUrl", url, "Base URL of result URLs (default: the local Host, else HOST:PORT)"],
  MOCK_MAX_PATH_BYTES: ["maxPathBytes", int, "Longest request path read"],
  MOCK_MAX_HEADER_BYTES: ["maxHeaderBytes", int, "Longest header section read (400 beyond)"],
  MOCK_MAX_ECHO_CHARS: ["echoMaxChars", int, "Most characters of client text (model names, paths) echoed in messages, the journal and logs"],
  MOCK_MEMO_ENTRIES: ["memoMaxEntries", int, "Most entries of the memo of reusable results"],
  MOCK_MEMO_BYTES: ["memoMaxBytes", int, "Most bytes of the memo of reusable results"],
  MOCK_ASSET_MAX_AUDIO_SECONDS: ["assetMaxAudioSeconds", int, "Longest audio asset rendered, in seconds (400 beyond)"],
  MOCK_ASSET_MAX_PNG_PIXELS: ["assetMaxPngPixels", int, "Largest image asset rendered, width × height (400 beyond)"],
  MOCK_SHUTDOWN_GRACE_MS: ["shutdownGraceMs", int, "How long in-flight requests may finish on SIGTERM"],
  MOCK_SEED: ["seed", int, "Base seed of generated content"],
  LOG_LEVEL: ["logLevel", level, "fatal, error, warn, info, debug, trace or silent"],
  MOCK_KEYS_FILE: ["keysFile", text, "JSON file of teams and keys; its keys replace the built-in ones"],
  MOCK_MODELS_FILE: ["modelsFile", text, "JSON file replacing the model catalog"],
  MOCK_BODY_LIMIT_BYTES: ["bodyLimitBytes", int, "Largest request body accepted"],
  MOCK_TASK_CAP: ["taskCap", positive, "Most tasks kept in all sessions together (oldest evicted)"],
  MOCK_SESSION_TASK_CAP: ["sessionTaskCap", positive, "Most tasks kept per session (its oldest evicted)"],
  MOCK_SESSION_CAP: ["sessionCap", positive, "Most sessions kept (least recently used evicted)"],
  MOCK_JOURNAL_MAX_ENTRIES: ["journalMaxEntries", int, "Most journal entries of all sessions together (oldest dropped)"],
  MOCK_RATE_WINDOWS_MAX: ["rateWindowsMax", positive, "Most rate-limit windows kept (least recently used evicted)"],
  MOCK_STATE_URL: ["stateUrl", redisUrl, "redis://host:port/db of a state shared by workers and replicas (default: in-process)"],
  MOCK_STATE_PREFIX: ["statePrefix", text, "Prefix of the shared state's Redis keys"],
  MOCK_WORKERS: ["workers", workerCount, "Worker processes on one port, or auto (one per core); more than 1 needs MOCK_STATE_URL"],
  MOCK_CONTROL_BODY_BYTES: ["controlBodyLimitBytes", int, "Largest body of a /__mock request (413 beyond)"],
  MOCK_OCR_FETCH_MAX_BYTES: ["ocrFetchMaxBytes", int, "Largest image an OCR fetch reads (at most the seed's 8 MB)"],
  MOCK_HEADERS_TIMEOUT_MS: ["headersTimeoutMs", int, "Time a client has to send its headers (408 beyond)"],
  MOCK_REQUEST_TIMEOUT_MS: ["requestTimeoutMs", int, "Time a client has to send its whole request (408 beyond)"],
  MOCK_TASK_TTL_MS: ["taskTtlMs", int, "How long a task is kept"],
  MOCK_CONTROL_TOKEN: ["controlToken", text, "Token for /__mock/ (required when HOST is not loopback)"],
  MOCK_OCR_FETCH: ["ocrFetch", bool, "Fetch OCR image_url (off: derive the result from the URL)"],
  MOCK_OCR_FETCH_TIMEOUT_MS: ["ocrFetchTimeoutMs", int, "Timeout of an OCR image fetch"],
  MOCK_OCR_FETCH_ALLOW_HOSTS: ["ocrFetchAllowHosts", list, "Only hosts an OCR image_url may name (empty: any public address); listed hosts may resolve to loopback or private addresses"],
  MOCK_FIXTURES_DIR: ["fixturesDir", text, "Directory of recorded fixtures to replay (ai-gateway-kit record)"],
  MOCK_FIXTURES_STRICT: ["fixturesStrict", bool, "With fixtures: 404 for an unmatched request instead of the generated mock"],
  MOCK_REPLAY_SPEED: ["replaySpeed", speed, "Speed of replayed timing (1 as recorded, 2 twice as fast, 0 no waiting)"],
};

/**
 * The env vars that bound what one client can make the mock hold or spend (memory, CPU, time,
 * echoed text): the README's bounds table lists exactly these, with their defaults.
 */
export const BOUND_ENV_VARS: readonly string[] = [
  "MOCK_BODY_LIMIT_BYTES",
  "MOCK_CONTROL_BODY_BYTES",
  "MOCK_MAX_PATH_BYTES",
  "MOCK_MAX_HEADER_BYTES",
  "MOCK_HEADERS_TIMEOUT_MS",
  "MOCK_REQUEST_TIMEOUT_MS",
  "MOCK_MAX_ECHO_CHARS",
  "MOCK_MAX_STREAMS",
  "MOCK_MEMO_ENTRIES",
  "MOCK_MEMO_BYTES",
  "MOCK_ASSET_MAX_AUDIO_SECONDS",
  "MOCK_ASSET_MAX_PNG_PIXELS",
  "MOCK_OCR_FETCH_MAX_BYTES",
  "MOCK_OCR_FETCH_TIMEOUT_MS",
  "MOCK_JOURNAL_MAX_ENTRIES",
  "MOCK_SESSION_CAP",
  "MOCK_TASK_CAP",
  "MOCK_SESSION_TASK_CAP",
  "MOCK_TASK_TTL_MS",
  "MOCK_RATE_WINDOWS_MAX",
];

/** Builds the config from defaults, an optional JSON file, the environment, then overrides. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<MockConfig> = {}): MockConfig {
  const config: MockConfig = { ...DEFAULT_CONFIG };
  if (env.MOCK_CONFIG_FILE) {
    Object.assign(config, readJsonFile(env.MOCK_CONFIG_FILE) as Partial<MockConfig>);
  }
  for (const [name, [key, parse]] of Object.entries(ENV_VARS)) {
    const raw = env[name];
    if (raw === undefined || raw === "") continue;
    try {
      (config as unknown as Record<string, unknown>)[key] = parse(raw);
    } catch (error) {
      throw new Error(`[mock] ${name}: ${(error as Error).message}`);
    }
  }
  return { ...config, ...overrides };
}

/**
 * Whether a bind address only accepts local connections: localhost, 127.0.0.0/8, ::1 and their
 * IPv4-mapped IPv6 forms, matched exactly (`127.evil.example` is a name, not a loopback address).
 */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (bare === "localhost" || bare === "::1" || bare === "0:0:0:0:0:0:0:1") return true;
  const v4 = bare.replace(/^(?:::ffff:|0:0:0:0:0:ffff:)/, "");
  const octets = v4.split(".");
  return octets.length === 4 && octets[0] === "127" && octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255);
}
