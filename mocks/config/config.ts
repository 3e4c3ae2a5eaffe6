/**
 * The mock's configuration: its type, its defaults, and loadConfig, which reads it from a JSON
 * file, the environment, the flags and the caller's options, checked against the settings'
 * JSON Schema (mocks/config/schema.ts, which docs/configuration.md is generated from).
 */
import { DEFAULT_REPLAY_LIMITS } from "../fixtures/bounds.ts";
import { didYouMean, distance } from "./suggest.ts";
import { check, ConfigError } from "./check.ts";
import { inFile, readJsonFile } from "./files.ts";
import { configSchema, flagOf, SETTINGS, type JsonSchema, type MockConfig, type Setting } from "./schema.ts";

export type { MockConfig } from "./schema.ts";

export { ConfigError } from "./check.ts";


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
  scenarioFile: undefined,
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
  fixturesMaxFiles: DEFAULT_REPLAY_LIMITS.maxFiles,
  fixturesMaxFileBytes: DEFAULT_REPLAY_LIMITS.maxFileBytes,
  fixturesMaxBytes: DEFAULT_REPLAY_LIMITS.maxTotalBytes,
  fixturesMaxFrames: DEFAULT_REPLAY_LIMITS.maxTotalFrames,
};

type Parser = (raw: string) => unknown;

/**
 * A variable's or flag's text as the value its schema types: a number, a boolean (on/off,
 * true/false, 1/0, yes/no), a comma-separated list. Text that is none of these stays text, so
 * the schema check names it as given.
 */
export function coerce(raw: string, schema: JsonSchema): unknown {
  const trimmed = raw.trim();
  const numeric = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(trimmed);
  if (schema.type === "integer" || schema.type === "number") return numeric ? Number(trimmed) : raw;
  if (schema.type === "boolean") {
    const word = trimmed.toLowerCase();
    if (["1", "true", "yes", "on"].includes(word)) return true;
    if (["0", "false", "no", "off"].includes(word)) return false;
    return raw;
  }
  if (schema.type === "array") return raw.split(",").map((s) => s.trim()).filter(Boolean);
  if (schema.anyOf) return numeric ? Number(trimmed) : trimmed.toLowerCase();
  return raw;
}

/** Environment variable → config key, its text-to-value reading and one line of documentation (from SETTINGS). */
export const ENV_VARS: Record<string, [keyof MockConfig, Parser, string]> = Object.fromEntries(
  (Object.entries(SETTINGS) as [keyof MockConfig, Setting][]).map(([key, setting]) => [setting.env, [key, (raw: string) => coerce(raw, setting.schema), setting.help]]),
);

/**
 * The env vars that bound what one client can make the mock hold or spend (memory, CPU, time,
 * echoed text): docs/configuration.md's bounds table lists exactly these, with their defaults.
 */
export const BOUND_ENV_VARS: readonly string[] = Object.values(SETTINGS)
  .filter((setting) => setting.bound)
  .map((setting) => setting.env);

/** The variables read besides the settings: the config file's name, and `npm start`'s build folder. */
const OTHER_VARIABLES = ["MOCK_CONFIG_FILE", "MOCK_BUILD_DIR"];

/** Where settings come from besides the environment (the `mock` command's flags). */
export interface ConfigSources {
  /** `--config FILE`: a JSON file of settings (wins over MOCK_CONFIG_FILE). */
  configFile?: string;
  /** Flag text by config key, as typed (`--port 4015` → { port: "4015" }); coerced as variables are. */
  flags?: Partial<Record<keyof MockConfig, string | boolean>>;
}

let schemaOfConfig: JsonSchema | undefined;
/** The JSON Schema of a whole configuration (config file, options), built once. */
export function mockConfigSchema(): JsonSchema {
  return (schemaOfConfig ??= configSchema(DEFAULT_CONFIG));
}

const withoutUndefined = (object: object): Record<string, unknown> => Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

/** The same values as the config uses them: "auto" workers is 0, a public URL has no trailing slash. */
function normalise(values: Record<string, unknown>): Partial<MockConfig> {
  const out = { ...values };
  if (out.workers === "auto") out.workers = 0;
  if (typeof out.publicUrl === "string") out.publicUrl = out.publicUrl.replace(/\/+$/, "");
  delete out.$schema;
  delete out.$comment;
  return out as Partial<MockConfig>;
}

/** Typed values of text sources (variables or flags), checked, each error naming its variable or flag. */
function fromText(entries: [keyof MockConfig, string | boolean][], name: (key: keyof MockConfig) => string): Partial<MockConfig> {
  const values: Record<string, unknown> = {};
  for (const [key, raw] of entries) values[key] = typeof raw === "boolean" ? raw : coerce(raw, SETTINGS[key].schema);
  check("config", values, (_pointer, key) => (key && key in SETTINGS ? name(key as keyof MockConfig) : String(key)));
  return normalise(values);
}

/**
 * Variables that look like a mistyped setting without the MOCK_ prefix (PROT for PORT, LOG_LEVLE
 * for LOG_LEVEL), one line each for the start to print as a warning. Not refused, as a MOCK_*
 * near miss is: the environment holds every other tool's variables too. Near means one edit or
 * the same letters in another order, never a variable the mock reads itself.
 * @example mistypedSettingVariables({ PROT: "4015" }) // ["PROT is not a setting of the mock (did you mean PORT?); it is ignored"]
 */
export function mistypedSettingVariables(env: NodeJS.ProcessEnv): string[] {
  const unprefixed = Object.keys(ENV_VARS).filter((name) => !name.startsWith("MOCK_"));
  const letters = (name: string) => [...name.toUpperCase()].sort().join("");
  const lines: string[] = [];
  for (const name of Object.keys(env)) {
    if (name.startsWith("MOCK_") || name in ENV_VARS || name.length < 4) continue;
    const meant = unprefixed.find((known) => distance(name, known) === 1 || letters(name) === letters(known));
    if (meant) lines.push(`${name} is not a setting of the mock (did you mean ${meant}?); it is ignored`);
  }
  return lines;
}

/** Refuses a MOCK_* variable that is not a setting but is one typo away from one. */
function refuseMistypedVariables(env: NodeJS.ProcessEnv): void {
  const known = [...Object.keys(ENV_VARS), ...OTHER_VARIABLES];
  for (const name of Object.keys(env)) {
    if (!name.startsWith("MOCK_") || known.includes(name)) continue;
    const hint = didYouMean(name, known);
    if (hint) throw new ConfigError(`${name}: not a setting of the mock${hint}`);
  }
}

/**
 * Builds the config: defaults, then a JSON config file (--config, else MOCK_CONFIG_FILE), then
 * the environment, then the flags, then the options of the code that creates the mock. Each
 * source is checked against the settings' JSON Schema; the first mistake throws a ConfigError
 * naming the variable, the file and JSON pointer, the flag or the option.
 * @example loadConfig({ PORT: "4015" }).port // 4015
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<MockConfig> = {}, sources: ConfigSources = {}): MockConfig {
  const config: MockConfig = { ...DEFAULT_CONFIG };
  const file = sources.configFile ?? (env.MOCK_CONFIG_FILE || undefined);
  if (file !== undefined) {
    const setting = sources.configFile !== undefined ? "--config" : "MOCK_CONFIG_FILE";
    const values = readJsonFile(file, setting);
    check("config", values, inFile(setting, file));
    Object.assign(config, normalise(values as Record<string, unknown>));
  }
  refuseMistypedVariables(env);
  const fromEnv = Object.entries(ENV_VARS)
    .filter(([name]) => env[name] !== undefined && env[name] !== "")
    .map(([name, [key]]) => [key, env[name]!] as [keyof MockConfig, string]);
  if (fromEnv.length > 0) Object.assign(config, fromText(fromEnv, (key) => SETTINGS[key].env));
  const flagged = Object.entries(sources.flags ?? {}) as [keyof MockConfig, string | boolean][];
  if (flagged.length > 0) Object.assign(config, fromText(flagged, flagOf));
  const options = withoutUndefined(overrides);
  if (Object.keys(options).length > 0) {
    check("config", options, (pointer) => `option config${pointer.replaceAll("/", ".")}`);
    Object.assign(config, normalise(options));
  }
  return config;
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
