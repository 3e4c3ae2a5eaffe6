/**
 * The suite's settings: environment variables, with matching CLI flags (`--base-url` is
 * `CONTRACT_BASE_URL`). The CLI turns flags into variables, so vitest workers read one source.
 */

export type Profile = "smoke" | "full";

/** Modalities, named as the mock's team features are. */
export const MODALITIES = ["llm", "image", "ocr", "video", "tts", "stt", "digital_human"] as const;
export type Modality = (typeof MODALITIES)[number];

export interface ContractConfig {
  baseUrl: string;
  /** Whether CONTRACT_BASE_URL was given (then no mock is ever started). */
  baseUrlGiven: boolean;
  apiKey: string;
  /** A key whose team lacks `restrictedFeatures`; 403 checks are skipped without it. */
  restrictedApiKey: string | null;
  restrictedFeatures: Modality[];
  /** A key of a second team, for the isolation checks; skipped without it. */
  otherApiKey: string | null;
  /** One model id per modality; null skips the modality. */
  models: Record<Modality, string | null>;
  taskTimeoutMs: number;
  pollIntervalMs: number;
  requestTimeoutMs: number;
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
}

type Env = Record<string, string | undefined>;

/** Environment variable → CLI flag; the README's table mirrors this list. */
export const ENV_FLAGS: Readonly<Record<string, string>> = {
  CONTRACT_BASE_URL: "--base-url",
  CONTRACT_API_KEY: "--api-key",
  CONTRACT_RESTRICTED_API_KEY: "--restricted-api-key",
  CONTRACT_RESTRICTED_FEATURES: "--restricted-features",
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
  CONTRACT_STRICT: "--strict",
  CONTRACT_PROFILE: "--profile",
  CONTRACT_MAX_REQUESTS: "--max-requests",
  CONTRACT_REPORT_DIR: "--report-dir",
  CONTRACT_SEED: "--seed",
  CONTRACT_IMAGE_URL: "--image-url",
  CONTRACT_AUDIO_URL: "--audio-url",
};

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
} as const;

export class ConfigError extends Error {
  override name = "ConfigError";
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === "" ? undefined : value;
}

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (["1", "true", "yes", "on"].includes(raw)) return true;
  if (["0", "false", "no", "off"].includes(raw)) return false;
  throw new ConfigError(`${name} must be 1/0 or true/false, got "${raw}"`);
}

/**
 * Reads the configuration from an environment.
 * @example loadConfig({ CONTRACT_BASE_URL: "https://gw.example.com", CONTRACT_PROFILE: "smoke" })
 */
export function loadConfig(env: Env = process.env): ContractConfig {
  const baseUrl = (text(env, "CONTRACT_BASE_URL") ?? "http://127.0.0.1:4010").replace(/\/+$/, "");
  try {
    new URL(baseUrl);
  } catch {
    throw new ConfigError(`CONTRACT_BASE_URL is not a URL: "${baseUrl}"`);
  }
  const profile = text(env, "CONTRACT_PROFILE") ?? "full";
  if (profile !== "smoke" && profile !== "full") throw new ConfigError(`CONTRACT_PROFILE must be smoke or full, got "${profile}"`);
  const models = Object.fromEntries(
    MODALITIES.map((m) => {
      const name = `CONTRACT_MODEL_${m.toUpperCase()}`;
      // Set but empty means "this deployment has no such model": the modality is skipped.
      const value = env[name] === undefined ? MOCK_MODELS[m] : (text(env, name) ?? null);
      return [m, value];
    }),
  ) as Record<Modality, string | null>;
  const features = (text(env, "CONTRACT_RESTRICTED_FEATURES") ?? "ocr,video,digital_human")
    .split(",")
    .map((f) => f.trim())
    .filter(Boolean);
  const unknown = features.filter((f) => !(MODALITIES as readonly string[]).includes(f));
  if (unknown.length > 0) throw new ConfigError(`CONTRACT_RESTRICTED_FEATURES: unknown ${unknown.join(", ")} (use ${MODALITIES.join(", ")})`);
  return {
    baseUrl,
    baseUrlGiven: text(env, "CONTRACT_BASE_URL") !== undefined,
    apiKey: text(env, "CONTRACT_API_KEY") ?? MOCK_KEYS.apiKey,
    restrictedApiKey: text(env, "CONTRACT_RESTRICTED_API_KEY") ?? null,
    restrictedFeatures: features as Modality[],
    otherApiKey: text(env, "CONTRACT_OTHER_API_KEY") ?? null,
    models,
    taskTimeoutMs: integer(env, "CONTRACT_TASK_TIMEOUT_MS", 120_000, 1),
    pollIntervalMs: integer(env, "CONTRACT_POLL_INTERVAL_MS", 1000, 1),
    requestTimeoutMs: integer(env, "CONTRACT_REQUEST_TIMEOUT_MS", 30_000, 1),
    strict: flag(env, "CONTRACT_STRICT", false),
    profile,
    maxRequests: integer(env, "CONTRACT_MAX_REQUESTS", 0) || Number.POSITIVE_INFINITY,
    reportDir: text(env, "CONTRACT_REPORT_DIR") ?? "reports/contract",
    seed: integer(env, "CONTRACT_SEED", 1),
    imageUrl: text(env, "CONTRACT_IMAGE_URL") ?? "https://example.com/contract/receipt.png",
    audioUrl: text(env, "CONTRACT_AUDIO_URL") ?? "https://example.com/contract/meeting.wav",
  };
}

/** Settings used when the suite starts the mock itself: short tasks, fast polling, strict. */
export function forStartedMock(config: ContractConfig, baseUrl: string, env: Env = process.env): ContractConfig {
  return {
    ...config,
    baseUrl,
    restrictedApiKey: config.restrictedApiKey ?? MOCK_KEYS.restrictedApiKey,
    otherApiKey: config.otherApiKey ?? MOCK_KEYS.otherApiKey,
    taskTimeoutMs: text(env, "CONTRACT_TASK_TIMEOUT_MS") ? config.taskTimeoutMs : 10_000,
    pollIntervalMs: text(env, "CONTRACT_POLL_INTERVAL_MS") ? config.pollIntervalMs : 50,
    // Our own mock must honour the designed fills too: `npm test` passes with no warnings.
    strict: flag(env, "CONTRACT_STRICT", true),
  };
}

/** Settings once the target answered the mock's health check: the mock's extra keys. */
export function forDetectedMock(config: ContractConfig): ContractConfig {
  return {
    ...config,
    restrictedApiKey: config.restrictedApiKey ?? MOCK_KEYS.restrictedApiKey,
    otherApiKey: config.otherApiKey ?? MOCK_KEYS.otherApiKey,
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
    else if (name === "--strict") env[envName] = "1";
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
  return names;
}

/** The configuration with its keys replaced by the variables that hold them (for reports). */
export function redactConfig(config: ContractConfig): ContractConfig {
  return {
    ...config,
    apiKey: "$CONTRACT_API_KEY",
    restrictedApiKey: config.restrictedApiKey === null ? null : "$CONTRACT_RESTRICTED_API_KEY",
    otherApiKey: config.otherApiKey === null ? null : "$CONTRACT_OTHER_API_KEY",
  };
}
