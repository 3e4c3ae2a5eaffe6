/**
 * The suite's settings: environment variables, with matching CLI flags (`--base-url` is
 * `CONTRACT_BASE_URL`) and an optional `contract.config.json` holding the same names. Flags win
 * over variables, variables over the file.
 */
import { parseJsonText } from "../mocks/body/json-text.ts";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { components } from "../generated/api.d.ts";
import { specEnums } from "../spec/operations.ts";
import type { Bound } from "../mocks/fixtures/bounds.ts";

export type Profile = "smoke" | "full";

/** Modalities, named as the mock's team features are (the spec's `Modality`). */
export type Modality = components["schemas"]["Modality"];
export const MODALITIES = specEnums.modalities as readonly Modality[];

/**
 * What a user can say their gateway accepts: the `input` object sent to /generations per
 * modality (CONTRACT_INPUT_IMAGE, ...), and `ocr`, extra fields of the OCR endpoint's request
 * (CONTRACT_INPUT_OCR, e.g. {"mode": "fast"}).
 */
export const INPUT_KEYS = ["image", "video", "tts", "stt", "digital_human", "ocr"] as const;
export type InputKey = (typeof INPUT_KEYS)[number];

export interface ContractConfig {
  baseUrl: string;
  /** Whether CONTRACT_BASE_URL was given (then no mock is ever started). */
  baseUrlGiven: boolean;
  apiKey: string;
  /** A key whose team lacks `restrictedFeatures`; 403 checks are skipped without it. */
  restrictedApiKey: string | null;
  restrictedFeatures: Modality[];
  /** A key whose team may not use LLM chat (403 on chat); that check is skipped without it. */
  noLlmApiKey: string | null;
  /** A key of a second team, for the isolation checks; skipped without it. */
  otherApiKey: string | null;
  /** One model id per modality; null skips the modality. */
  models: Record<Modality, string | null>;
  taskTimeoutMs: number;
  pollIntervalMs: number;
  requestTimeoutMs: number;
  /** Largest response body read (CONTRACT_MAX_BODY_BYTES): past it reading stops, the check fails "body too large". */
  maxBodyBytes: number;
  /** Largest HAR file read by `--har` (CONTRACT_MAX_HAR_BYTES): a larger one is refused by its size, unread. */
  maxHarBytes: number;
  /** Designed fills fail as errors, not warnings. */
  strict: boolean;
  profile: Profile;
  /** Most requests sent to the API in one run (the control surface is not counted). */
  maxRequests: number;
  reportDir: string;
  /** Seed of generated request bodies; a failure reproduces with the same seed. */
  seed: number;
  /** An image URL the service can fetch (OCR by URL, OCR models). */
  imageUrl: string;
  /** An audio URL the service can fetch (speech to text). */
  audioUrl: string;
  /** Whether the user gave the URLs (a default one no real gateway can fetch). */
  imageUrlGiven: boolean;
  audioUrlGiven: boolean;
  /** Request values the user says the gateway accepts (CONTRACT_INPUT_*), by key. */
  inputs: Partial<Record<InputKey, Record<string, unknown>>>;
  /** The target is our mock: our designed request values fill what the user did not configure. */
  mockInputs: boolean;
  /** Most retries of one request answered 429 (CONTRACT_RATE_LIMIT_RETRIES). */
  rateLimitRetries: number;
  /** Longest wait for one Retry-After, in ms (CONTRACT_RATE_LIMIT_MAX_WAIT_MS). */
  rateLimitMaxWaitMs: number;
  /** How long each preflight probe may wait for an answer (CONTRACT_PREFLIGHT_TIMEOUT_MS). */
  preflightTimeoutMs: number;
  /** When the whole run stops (CONTRACT_DEADLINE, e.g. 15m); null: the profile's default. */
  deadlineMs: number | null;
  /** Budgets of one stream, checked as its events arrive (contract.config.json `stream`). */
  stream: StreamBudgets;
  /** The user's own allowed deviations, checked by `contract --self-check` (`variants`). */
  variants: unknown[];
}

/** Time budgets of a stream: first event, largest gap, whole stream; errors only when required. */
export interface StreamBudgets {
  ttftMs: number;
  maxGapMs: number;
  totalMs: number;
  required: boolean;
}

/** The deadline of a run when none is given: smoke fits a few minutes, full a 20-minute CI job. */
export const DEFAULT_DEADLINE_MS: Readonly<Record<Profile, number>> = { smoke: 5 * 60_000, full: 15 * 60_000 };

type Env = Record<string, string | undefined>;

/** The default cap of one response body the suite reads (docs/bounds.md). */
export const DEFAULT_MAX_BODY_BYTES = 32 * 1024 * 1024;

/** The default cap of a HAR file `contract --har` reads (docs/bounds.md). */
export const DEFAULT_MAX_HAR_BYTES = 256 * 1024 * 1024;

/**
 * The contract CLI's bounds, by their key in ContractConfig: docs/bounds.md's "Contract CLI"
 * table, checked against this one (and each variable against ENV_FLAGS) by
 * test/record/bounds-doc.test.ts.
 */
export const CONTRACT_BOUNDS = {
  maxBodyBytes: { what: "One response body read", default: DEFAULT_MAX_BODY_BYTES, setting: "CONTRACT_MAX_BODY_BYTES (--max-body-bytes)" },
  maxHarBytes: { what: "One HAR file read (--har)", default: DEFAULT_MAX_HAR_BYTES, setting: "CONTRACT_MAX_HAR_BYTES (--max-har-bytes)" },
} as const satisfies Record<string, Bound>;

/** Environment variable → CLI flag; the README's table mirrors this list. */
export const ENV_FLAGS: Readonly<Record<string, string>> = {
  CONTRACT_BASE_URL: "--base-url",
  CONTRACT_API_KEY: "--api-key",
  CONTRACT_RESTRICTED_API_KEY: "--restricted-api-key",
  CONTRACT_RESTRICTED_FEATURES: "--restricted-features",
  CONTRACT_NO_LLM_API_KEY: "--no-llm-api-key",
  CONTRACT_OTHER_API_KEY: "--other-api-key",
  CONTRACT_MODEL_LLM: "--model-llm",
  CONTRACT_MODEL_IMAGE: "--model-image",
  CONTRACT_MODEL_OCR: "--model-ocr",
  CONTRACT_MODEL_VIDEO: "--model-video",
  CONTRACT_MODEL_TTS: "--model-tts",
  CONTRACT_MODEL_STT: "--model-stt",
  CONTRACT_MODEL_DIGITAL_HUMAN: "--model-digital-human",
  CONTRACT_TASK_TIMEOUT_MS: "--task-timeout-ms",
  CONTRACT_POLL_INTERVAL_MS: "--poll-interval-ms",
  CONTRACT_REQUEST_TIMEOUT_MS: "--request-timeout-ms",
  CONTRACT_MAX_BODY_BYTES: "--max-body-bytes",
  CONTRACT_MAX_HAR_BYTES: "--max-har-bytes",
  CONTRACT_STRICT: "--strict",
  CONTRACT_PROFILE: "--profile",
  CONTRACT_MAX_REQUESTS: "--max-requests",
  CONTRACT_REPORT_DIR: "--report-dir",
  CONTRACT_SEED: "--seed",
  CONTRACT_IMAGE_URL: "--image-url",
  CONTRACT_AUDIO_URL: "--audio-url",
  CONTRACT_INPUT_IMAGE: "--input-image",
  CONTRACT_INPUT_VIDEO: "--input-video",
  CONTRACT_INPUT_TTS: "--input-tts",
  CONTRACT_INPUT_STT: "--input-stt",
  CONTRACT_INPUT_DIGITAL_HUMAN: "--input-digital-human",
  CONTRACT_INPUT_OCR: "--input-ocr",
  CONTRACT_RATE_LIMIT_RETRIES: "--rate-limit-retries",
  CONTRACT_RATE_LIMIT_MAX_WAIT_MS: "--rate-limit-max-wait-ms",
  CONTRACT_PREFLIGHT_TIMEOUT_MS: "--preflight-timeout-ms",
  CONTRACT_DEADLINE: "--deadline",
  CONTRACT_STREAM_TTFT_MS: "--stream-ttft-ms",
  CONTRACT_STREAM_MAX_GAP_MS: "--stream-max-gap-ms",
  CONTRACT_STREAM_TOTAL_MS: "--stream-total-ms",
  CONTRACT_STREAM_REQUIRED: "--stream-required",
  CONTRACT_VARIANTS: "--variants",
  CONTRACT_CONFIG: "--config",
};

/** What each setting means, for --help and the README. */
export const ENV_HELP: Readonly<Record<string, string>> = {
  CONTRACT_BASE_URL: "base URL of the gateway (default http://127.0.0.1:4010)",
  CONTRACT_API_KEY: "API key of a team with every feature",
  CONTRACT_RESTRICTED_API_KEY: "key of a team lacking CONTRACT_RESTRICTED_FEATURES (403 checks)",
  CONTRACT_RESTRICTED_FEATURES: "features that team lacks (default ocr,video,digital_human)",
  CONTRACT_NO_LLM_API_KEY: "key of a team without LLM chat (403 on chat completions)",
  CONTRACT_OTHER_API_KEY: "key of a second team (task isolation)",
  CONTRACT_MODEL_LLM: "model id per modality; set empty to skip the modality",
  CONTRACT_TASK_TIMEOUT_MS: "how long a task may take (default 120000)",
  CONTRACT_POLL_INTERVAL_MS: "task polling interval (default 1000)",
  CONTRACT_REQUEST_TIMEOUT_MS: "timeout of one request (default 30000)",
  CONTRACT_MAX_BODY_BYTES: `largest response body read; past it the check fails "body too large" (default ${DEFAULT_MAX_BODY_BYTES})`,
  CONTRACT_MAX_HAR_BYTES: `largest HAR file --har reads; a larger one is refused unread, exit 2 (default ${DEFAULT_MAX_HAR_BYTES})`,
  CONTRACT_STRICT: "designed fills fail as errors too",
  CONTRACT_PROFILE: "smoke or full (default full)",
  CONTRACT_MAX_REQUESTS: "most requests in one run (0: no cap)",
  CONTRACT_REPORT_DIR: "where run folders go (default reports/contract)",
  CONTRACT_SEED: "seed of generated bodies",
  CONTRACT_IMAGE_URL: "an image URL the gateway can fetch",
  CONTRACT_AUDIO_URL: "an audio URL the gateway can fetch",
  CONTRACT_INPUT_IMAGE: 'JSON `input` your gateway accepts for image generation, e.g. {"prompt":"a cat","width":1024,"height":1024}',
  CONTRACT_INPUT_VIDEO: "JSON `input` for text to video",
  CONTRACT_INPUT_TTS: 'JSON `input` for text to speech, e.g. {"text":"Hello","voice":"nova"}',
  CONTRACT_INPUT_STT: "JSON `input` for speech to text",
  CONTRACT_INPUT_DIGITAL_HUMAN: "JSON `input` for digital human",
  CONTRACT_INPUT_OCR: 'JSON extra fields of OCR endpoint requests, e.g. {"mode":"fast"}',
  CONTRACT_RATE_LIMIT_RETRIES: "retries of a request answered 429 (default 3)",
  CONTRACT_RATE_LIMIT_MAX_WAIT_MS: "longest wait for one Retry-After (default 30000)",
  CONTRACT_PREFLIGHT_TIMEOUT_MS: "how long each preflight probe waits (default 10000)",
  CONTRACT_DEADLINE: "when the whole run stops and exits 2, e.g. 15m, 90s (default 5m smoke, 15m full)",
  CONTRACT_STREAM_TTFT_MS: "budget of a stream's first event (default 10000; config file: stream.ttftMs)",
  CONTRACT_STREAM_MAX_GAP_MS: "budget of the largest gap between events (default 10000; stream.maxGapMs)",
  CONTRACT_STREAM_TOTAL_MS: "budget of a whole stream; cut there (default 60000; stream.totalMs)",
  CONTRACT_STREAM_REQUIRED: "stream budgets fail as errors, not warnings (stream.required)",
  CONTRACT_VARIANTS: "JSON array of your allowed deviations, for --self-check (config file: variants)",
  CONTRACT_CONFIG: "JSON file of these settings (default ./contract.config.json when present)",
};

/** Keys of contract.config.json besides the variable names: `stream` holds the stream budgets. */
const FILE_KEYS: Readonly<Record<string, string>> = {
  "stream.ttftMs": "CONTRACT_STREAM_TTFT_MS",
  "stream.maxGapMs": "CONTRACT_STREAM_MAX_GAP_MS",
  "stream.totalMs": "CONTRACT_STREAM_TOTAL_MS",
  "stream.required": "CONTRACT_STREAM_REQUIRED",
  variants: "CONTRACT_VARIANTS",
};

/**
 * A duration such as 15m, 90s, 1h or 500ms, in milliseconds.
 * @example parseDuration("15m", "CONTRACT_DEADLINE") // 900000
 */
export function parseDuration(raw: string, name: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)$/.exec(raw.trim());
  if (!match) throw new ConfigError(`${name} must be a duration with a unit (500ms, 90s, 15m, 1h), got "${raw}"`);
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[match[2] as "ms" | "s" | "m" | "h"];
  const ms = Math.round(Number(match[1]) * unit);
  if (ms <= 0) throw new ConfigError(`${name} must be longer than 0, got "${raw}"`);
  return ms;
}

function jsonArray(src: Source, name: string): unknown[] {
  const raw = text(src, name);
  if (raw === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (cause) {
    throw new ConfigError(`${src.named(name)} must be a JSON array, got "${raw}" (${(cause as Error).message})`);
  }
  if (!Array.isArray(value)) throw new ConfigError(`${src.named(name)} must be a JSON array, got ${raw}`);
  return value;
}

/** The mock's model ids: the defaults, since the default target is the mock on 4010. */
export const MOCK_MODELS: Readonly<Record<Modality, string>> = {
  llm: "gpt-4o-mini",
  image: "flux-schnell",
  ocr: "ocr-general",
  video: "kling-v1",
  tts: "tts-1",
  stt: "whisper-1",
  digital_human: "digital-human-v1",
};

/** The mock's built-in keys, used only when the target is detected as the mock. */
export const MOCK_KEYS = {
  apiKey: "sk-mock-default",
  restrictedApiKey: "sk-mock-restricted",
  otherApiKey: "sk-mock-other",
  noLlmApiKey: "sk-mock-no-llm",
} as const;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Where a configuration is read from: the variables, and how a message names each setting (the
 * flag or option the user gave it with, else its variable), so an error points at what was typed.
 */
interface Source {
  env: Env;
  named(variable: string): string;
}

/** Where each setting came from when that was not its variable, by variable: `{ CONTRACT_BASE_URL: "--base-url" }`. */
export type SettingOrigins = Readonly<Partial<Record<string, string>>>;

const source = (env: Env, origins: SettingOrigins = {}): Source => ({ env, named: (variable) => origins[variable] ?? variable });

function text(src: Source, name: string): string | undefined {
  const value = src.env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

function integer(src: Source, name: string, fallback: number, min = 0): number {
  const raw = text(src, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${src.named(name)} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function jsonObject(src: Source, name: string): Record<string, unknown> | undefined {
  const raw = text(src, name);
  if (raw === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (cause) {
    throw new ConfigError(`${src.named(name)} must be a JSON object, got "${raw}" (${(cause as Error).message})`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new ConfigError(`${src.named(name)} must be a JSON object, got ${raw}`);
  return value as Record<string, unknown>;
}

function flag(src: Source, name: string, fallback: boolean): boolean {
  const raw = text(src, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${src.named(name)} must be 1/0 or true/false, got "${raw}"`);
}

/**
 * Settings for which set-but-empty has a meaning: a model left empty skips its modality, and an
 * optional key left empty is not given (the README's CI recipe names secrets a repository may not
 * have; GitHub Actions expands a missing one to empty), so its checks are skipped and reported.
 */
function emptyIsMeaningful(name: string): boolean {
  return name.startsWith("CONTRACT_MODEL_") || ["CONTRACT_RESTRICTED_API_KEY", "CONTRACT_NO_LLM_API_KEY", "CONTRACT_OTHER_API_KEY"].includes(name);
}

/** What to give a setting found empty, and what leaving it out does. */
const WHEN_EMPTY: Readonly<Record<string, { give: string; without: string }>> = {
  CONTRACT_BASE_URL: { give: "the gateway's URL, e.g. https://gw.example.com", without: "to test a mock at http://127.0.0.1:4010" },
  CONTRACT_API_KEY: { give: "the key of a team with every feature", without: "to use the mock's key" },
};

/**
 * Refuses a setting that is given but empty: in CI an unset variable or secret expands to "", and
 * taking that for "unset" would silently test the mock's address with the mock's key.
 */
function refuseEmpty(src: Source): void {
  for (const name of Object.keys(ENV_FLAGS)) {
    const raw = src.env[name];
    if (raw === undefined || raw.trim() !== "" || emptyIsMeaningful(name)) continue;
    const { give, without } = WHEN_EMPTY[name] ?? { give: "a value", without: "for its default (--help lists them)" };
    const named = src.named(name);
    if (named !== name) throw new ConfigError(`${named} is empty (give ${give}, or leave it out ${without})`);
    throw new ConfigError(`${name} is set but empty (set it to ${give}, or unset it ${without}; in CI an unset variable or secret expands to empty)`);
  }
}

/**
 * A base URL as the suite uses it (no trailing slash), or a ConfigError naming the setting it came
 * from; a URL without its scheme gets the one to try.
 */
function baseUrlOf(raw: string, named: string): string {
  const baseUrl = raw.replace(/\/+$/, "");
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch {
    url = undefined;
  }
  // `localhost:4010` parses as a URL of the scheme "localhost:"; only http and https reach a gateway.
  if (url !== undefined && (url.protocol === "http:" || url.protocol === "https:")) return withNothingAfterPath(url, baseUrl, named);
  if (!baseUrl.includes("://")) {
    const fixed = withScheme(baseUrl);
    if (fixed !== null) throw new ConfigError(`${named} is not a URL: "${raw}" has no scheme; did you mean ${fixed}?`);
  }
  if (url !== undefined) throw new ConfigError(`${named} must be an http:// or https:// URL, got "${raw}"`);
  throw new ConfigError(`${named} is not a URL: "${raw}" (e.g. https://gw.example.com)`);
}

/**
 * The base URL when nothing the suite cannot use rides on it. The API's paths are appended to it,
 * so a query or fragment would end up before them (`…?key=…/api/users`); a user name or password
 * is refused by fetch. Either is often a secret (an API key in the query), so the message never
 * repeats the value: it would reach the console and every report.
 */
function withNothingAfterPath(url: URL, baseUrl: string, named: string): string {
  if (url.username !== "" || url.password !== "") {
    throw new ConfigError(`${named} carries a user name or password (https://user:…@host): the gateway takes its key as a Bearer token; give the URL without them and the key in CONTRACT_API_KEY (--api-key)`);
  }
  if (url.search !== "" || url.hash !== "") {
    const part = url.search !== "" ? "query (?…)" : "fragment (#…)";
    throw new ConfigError(`${named} has a ${part}: the API's paths (/api/users, /client/v2/ai/…) are appended to the base URL, so it ends at its path (https://gw.example.com or https://gw.example.com/prefix); a key goes in CONTRACT_API_KEY (--api-key), not in the URL`);
  }
  return baseUrl;
}

/**
 * A file URL the gateway is to fetch (CONTRACT_IMAGE_URL, CONTRACT_AUDIO_URL): http or https, else
 * a ConfigError, since a valid request carrying a bad one would be refused and blamed on the gateway.
 */
function fetchableUrl(src: Source, name: string): string | undefined {
  const raw = text(src, name);
  if (raw === undefined) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(raw).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol === "http:" || protocol === "https:") return raw;
  throw new ConfigError(`${src.named(name)} must be an http:// or https:// URL the gateway can fetch, got "${raw}"`);
}

/** The address with the scheme it most likely lacks: http for a loopback or IP address, https for a name. */
function withScheme(address: string): string | null {
  try {
    const { hostname } = new URL(`http://${address}`);
    const local = hostname === "localhost" || /^[\d.]+$/.test(hostname) || hostname.startsWith("[");
    return `${local ? "http" : "https"}://${address}`;
  } catch {
    return null;
  }
}

/**
 * Reads the configuration from an environment. `origins` names the settings the user gave
 * another way (`{ CONTRACT_BASE_URL: "--base-url" }`), so a mistake is reported by that name.
 * @example loadConfig({ CONTRACT_BASE_URL: "https://gw.example.com", CONTRACT_PROFILE: "smoke" })
 */
export function loadConfig(env: Env = process.env, origins: SettingOrigins = {}): ContractConfig {
  const src = source(env, origins);
  refuseEmpty(src);
  const given = text(src, "CONTRACT_BASE_URL");
  const baseUrl = baseUrlOf(given ?? "http://127.0.0.1:4010", src.named("CONTRACT_BASE_URL"));
  const profile = text(src, "CONTRACT_PROFILE") ?? "full";
  if (profile !== "smoke" && profile !== "full") throw new ConfigError(`${src.named("CONTRACT_PROFILE")} must be smoke or full, got "${profile}"`);
  const models = Object.fromEntries(
    MODALITIES.map((m) => {
      const name = `CONTRACT_MODEL_${m.toUpperCase()}`;
      // Set but empty means "this deployment has no such model": the modality is skipped.
      const value = env[name] === undefined ? MOCK_MODELS[m] : (text(src, name) ?? null);
      return [m, value];
    }),
  ) as Record<Modality, string | null>;
  const features = (text(src, "CONTRACT_RESTRICTED_FEATURES") ?? "ocr,video,digital_human")
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = features.filter((f) => !(MODALITIES as readonly string[]).includes(f));
  if (unknown.length > 0) throw new ConfigError(`${src.named("CONTRACT_RESTRICTED_FEATURES")}: unknown ${unknown.join(", ")} (use ${MODALITIES.join(", ")})`);
  return {
    baseUrl,
    baseUrlGiven: given !== undefined,
    apiKey: text(src, "CONTRACT_API_KEY") ?? MOCK_KEYS.apiKey,
    restrictedApiKey: text(src, "CONTRACT_RESTRICTED_API_KEY") ?? null,
    restrictedFeatures: features as Modality[],
    noLlmApiKey: text(src, "CONTRACT_NO_LLM_API_KEY") ?? null,
    otherApiKey: text(src, "CONTRACT_OTHER_API_KEY") ?? null,
    models,
    taskTimeoutMs: integer(src, "CONTRACT_TASK_TIMEOUT_MS", 120_000, 1),
    pollIntervalMs: integer(src, "CONTRACT_POLL_INTERVAL_MS", 1000, 1),
    requestTimeoutMs: integer(src, "CONTRACT_REQUEST_TIMEOUT_MS", 30_000, 1),
    maxBodyBytes: integer(src, "CONTRACT_MAX_BODY_BYTES", DEFAULT_MAX_BODY_BYTES, 1),
    maxHarBytes: integer(src, "CONTRACT_MAX_HAR_BYTES", DEFAULT_MAX_HAR_BYTES, 1),
    strict: flag(src, "CONTRACT_STRICT", false),
    profile,
    maxRequests: integer(src, "CONTRACT_MAX_REQUESTS", 0) || Number.POSITIVE_INFINITY,
    reportDir: text(src, "CONTRACT_REPORT_DIR") ?? "reports/contract",
    seed: integer(src, "CONTRACT_SEED", 1),
    imageUrl: fetchableUrl(src, "CONTRACT_IMAGE_URL") ?? "https://example.com/contract/receipt.png",
    audioUrl: fetchableUrl(src, "CONTRACT_AUDIO_URL") ?? "https://example.com/contract/meeting.wav",
    imageUrlGiven: text(src, "CONTRACT_IMAGE_URL") !== undefined,
    audioUrlGiven: text(src, "CONTRACT_AUDIO_URL") !== undefined,
    inputs: Object.fromEntries(
      INPUT_KEYS.flatMap((key) => {
        const value = jsonObject(src, `CONTRACT_INPUT_${key.toUpperCase()}`);
        return value === undefined ? [] : [[key, value]];
      }),
    ),
    mockInputs: false,
    rateLimitRetries: integer(src, "CONTRACT_RATE_LIMIT_RETRIES", 3),
    rateLimitMaxWaitMs: integer(src, "CONTRACT_RATE_LIMIT_MAX_WAIT_MS", 30_000),
    preflightTimeoutMs: integer(src, "CONTRACT_PREFLIGHT_TIMEOUT_MS", 10_000, 1),
    deadlineMs: text(src, "CONTRACT_DEADLINE") === undefined ? null : parseDuration(text(src, "CONTRACT_DEADLINE")!, src.named("CONTRACT_DEADLINE")),
    stream: {
      ttftMs: integer(src, "CONTRACT_STREAM_TTFT_MS", 10_000, 1),
      maxGapMs: integer(src, "CONTRACT_STREAM_MAX_GAP_MS", 10_000, 1),
      totalMs: integer(src, "CONTRACT_STREAM_TOTAL_MS", 60_000, 1),
      required: flag(src, "CONTRACT_STREAM_REQUIRED", false),
    },
    variants: jsonArray(src, "CONTRACT_VARIANTS"),
  };
}

/**
 * The settings of a `contract.config.json` (or CONTRACT_CONFIG's file) as variables: its keys
 * are the variable names; an object value (an input) is kept as its JSON text.
 * @example readConfigFile({ CONTRACT_CONFIG: "gw.json" }) // { CONTRACT_BASE_URL: "https://…", CONTRACT_INPUT_TTS: '{"text":"Hi"}' }
 */
export function readConfigFile(env: Env, cwd: string = process.cwd()): Env {
  const given = text(source(env), "CONTRACT_CONFIG");
  const path = resolve(cwd, given ?? "contract.config.json");
  if (!existsSync(path)) {
    if (given !== undefined) throw new ConfigError(`CONTRACT_CONFIG: no such file ${path}`);
    return {};
  }
  // The mock's reader of users' JSON files: a byte-order mark skipped, a mistake's place and cause in one line.
  const read = parseJsonText(readFileSync(path, "utf8"));
  if (!read.ok) throw new ConfigError(`${path}: ${read.problem}`);
  const parsed = read.value;
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) throw new ConfigError(`${path} must hold a JSON object`);
  const out: Env = {};
  for (const [name, value] of fileEntries(parsed as Record<string, unknown>)) {
    if (!(name in ENV_FLAGS) || name === "CONTRACT_CONFIG") throw new ConfigError(`${path}: unknown setting ${name} (known: ${Object.keys(ENV_FLAGS).join(", ")})`);
    out[name] = value !== null && typeof value === "object" ? JSON.stringify(value) : String(value);
  }
  return out;
}

/** The entries of a config file as variable names: `stream: {ttftMs}` is CONTRACT_STREAM_TTFT_MS. */
function fileEntries(parsed: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const [name, value] of Object.entries(parsed)) {
    if (name === "stream" && value !== null && typeof value === "object" && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) out.push([FILE_KEYS[`stream.${key}`] ?? `stream.${key}`, inner]);
    } else out.push([FILE_KEYS[name] ?? name, value]);
  }
  return out;
}

/**
 * The variables a run uses: the config file's, overridden by the environment's, overridden by
 * the flags'.
 */
export function resolveEnv(argv: readonly string[], env: Env = process.env, cwd?: string): Env {
  return resolveSettings(argv, env, cwd).variables;
}

/**
 * The variables a run uses (as resolveEnv) and where each that came from the config file was
 * read, so a message about it names the file ("CONTRACT_BASE_URL in contract.config.json is
 * empty"), not a CI variable that was never set.
 */
export function resolveSettings(argv: readonly string[], env: Env = process.env, cwd?: string): { variables: Env; origins: Record<string, string> } {
  const flags = flagsToEnv(argv);
  const file = readConfigFile({ ...env, ...flags }, cwd);
  const variables = { ...file, ...env, ...flags };
  const fileName = text(source({ ...env, ...flags }), "CONTRACT_CONFIG") ?? "contract.config.json";
  const origins: Record<string, string> = {};
  for (const name of Object.keys(file)) if (env[name] === undefined && flags[name] === undefined) origins[name] = `${name} in ${fileName}`;
  return { variables, origins };
}

/** Settings used when the suite starts the mock itself: short tasks, fast polling, strict. */
export function forStartedMock(config: ContractConfig, baseUrl: string, env: Env = process.env): ContractConfig {
  return {
    ...config,
    baseUrl,
    restrictedApiKey: config.restrictedApiKey ?? MOCK_KEYS.restrictedApiKey,
    otherApiKey: config.otherApiKey ?? MOCK_KEYS.otherApiKey,
    noLlmApiKey: config.noLlmApiKey ?? MOCK_KEYS.noLlmApiKey,
    taskTimeoutMs: text(source(env), "CONTRACT_TASK_TIMEOUT_MS") ? config.taskTimeoutMs : 10_000,
    pollIntervalMs: text(source(env), "CONTRACT_POLL_INTERVAL_MS") ? config.pollIntervalMs : 50,
    // Our own mock must honour the designed fills too: `npm test` passes with no warnings.
    strict: flag(source(env), "CONTRACT_STRICT", true),
    mockInputs: true,
  };
}

/** Settings once the target answered the mock's health check: the mock's extra keys. */
export function forDetectedMock(config: ContractConfig): ContractConfig {
  return {
    ...config,
    restrictedApiKey: config.restrictedApiKey ?? MOCK_KEYS.restrictedApiKey,
    otherApiKey: config.otherApiKey ?? MOCK_KEYS.otherApiKey,
    noLlmApiKey: config.noLlmApiKey ?? MOCK_KEYS.noLlmApiKey,
    mockInputs: true,
  };
}

/**
 * Turns CLI flags into environment variables (`--profile smoke`, `--profile=smoke`, `--strict`).
 * Unknown flags are an error, so a typo never silently runs against the wrong target.
 */
export function flagsToEnv(argv: readonly string[]): Env {
  const byFlag = new Map(Object.entries(ENV_FLAGS).map(([env, f]) => [f, env]));
  const env: Env = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") continue;
    const eq = arg.indexOf("=");
    const name = eq > 0 ? arg.slice(0, eq) : arg;
    const envName = byFlag.get(name);
    if (!envName) throw new ConfigError(`unknown option ${name} (known: ${[...byFlag.keys()].join(", ")}, --help)`);
    if (eq > 0) env[envName] = arg.slice(eq + 1);
    else if (name === "--strict" || name === "--stream-required") env[envName] = "1";
    else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith("--")) throw new ConfigError(`${name} needs a value`);
      env[envName] = value;
      i++;
    }
  }
  return env;
}

/** The keys of a configuration with the environment variable naming each, for redaction. */
export function secretNames(config: ContractConfig): Map<string, string> {
  const names = new Map<string, string>();
  names.set(config.apiKey, "CONTRACT_API_KEY");
  if (config.restrictedApiKey) names.set(config.restrictedApiKey, "CONTRACT_RESTRICTED_API_KEY");
  if (config.otherApiKey) names.set(config.otherApiKey, "CONTRACT_OTHER_API_KEY");
  if (config.noLlmApiKey) names.set(config.noLlmApiKey, "CONTRACT_NO_LLM_API_KEY");
  return names;
}

/** The configuration with its keys replaced by the variables that hold them (for reports). */
export function redactConfig(config: ContractConfig): ContractConfig {
  return {
    ...config,
    apiKey: "$CONTRACT_API_KEY",
    restrictedApiKey: config.restrictedApiKey === null ? null : "$CONTRACT_RESTRICTED_API_KEY",
    otherApiKey: config.otherApiKey === null ? null : "$CONTRACT_OTHER_API_KEY",
    noLlmApiKey: config.noLlmApiKey === null ? null : "$CONTRACT_NO_LLM_API_KEY",
  };
}
