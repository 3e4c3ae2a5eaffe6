/**
 * The contract suite as a library (`ai-gateway-kit/contract`): run it from any test runner or
 * script and gate on the typed report. No vitest at run time; nothing of the mock is loaded.
 */
import { loadConfig, resolveEnv, type ContractConfig, type InputKey, type Profile } from "./config.ts";
import type { ContractReport } from "./report/model.ts";
import type { OnCaseDone } from "./runner.ts";
import { runLive } from "./live-run.ts";
import { notRunReport } from "./suite.ts";
import { checkHar as checkHarData, checkHarFile, type Har } from "./har.ts";

export interface RunContractOptions {
  /** Base URL of the gateway under test (CONTRACT_BASE_URL). */
  baseUrl?: string | undefined;
  /** API key of a team with every feature (CONTRACT_API_KEY). */
  apiKey?: string | undefined;
  /**
   * What the gateway accepts where the seed leaves values open: the `input` per modality sent to
   * /generations, and `ocr`, extra fields of OCR requests (CONTRACT_INPUT_*).
   */
  inputs?: Partial<Record<InputKey, Record<string, unknown>>> | undefined;
  profile?: Profile | undefined;
  /** Designed fills fail as errors too. */
  strict?: boolean | undefined;
  /**
   * Any other setting, by variable name (CONTRACT_MODEL_TTS, CONTRACT_RESTRICTED_API_KEY, ...);
   * pass `process.env` to read the CLI's variables. The options above win over these.
   */
  env?: Record<string, string | undefined> | undefined;
  /** Also read `contract.config.json` (or CONTRACT_CONFIG's file) from this folder. */
  configDir?: string | undefined;
  /** Called as each case ends. */
  onCaseDone?: OnCaseDone | undefined;
  /** The fetch to send requests with (a test double, an instrumented client). */
  fetch?: typeof fetch | undefined;
}

/** The settings a run uses: options over `env` over the config file. */
export function contractConfig(options: RunContractOptions = {}): ContractConfig {
  const env = options.configDir !== undefined ? resolveEnv([], options.env ?? {}, options.configDir) : { ...options.env };
  // A mistake in an option is reported by the option's name (`option baseUrl is not a URL`).
  const origins: Record<string, string> = {};
  const set = (variable: string, option: string, value: string) => {
    env[variable] = value;
    origins[variable] = `option ${option}`;
  };
  if (options.baseUrl !== undefined) set("CONTRACT_BASE_URL", "baseUrl", options.baseUrl);
  if (options.apiKey !== undefined) set("CONTRACT_API_KEY", "apiKey", options.apiKey);
  if (options.profile !== undefined) set("CONTRACT_PROFILE", "profile", options.profile);
  if (options.strict !== undefined) env.CONTRACT_STRICT = options.strict ? "1" : "0";
  for (const [key, value] of Object.entries(options.inputs ?? {})) env[`CONTRACT_INPUT_${key.toUpperCase()}`] = JSON.stringify(value);
  return loadConfig(env, origins);
}

/**
 * Runs the contract suite against a gateway, as the CLI does (preflight, deadline), and returns the
 * report; `report.summary.passed` is false when an error-level check failed or the run could not
 * happen (`report.notRun` says why: the gateway unreachable, a key refused). Throws only for a bad
 * configuration.
 * @example
 * const report = await runContract({ baseUrl: "https://gw.example.com", apiKey: process.env.GW_KEY, inputs: { tts: { text: "Hi", voice: "nova" } } });
 * expect(report.summary.passed).toBe(true);
 */
export async function runContract(options: RunContractOptions = {}): Promise<ContractReport> {
  const config = contractConfig(options);
  const started = performance.now();
  // The CLI's run: preflight, deadline, a target that stops answering. A run that could not
  // happen is a report with `notRun` and `summary.passed` false, never a green run of no cases.
  const run = await runLive(config, { out: () => {}, err: () => {} }, options.onCaseDone, options.fetch);
  if (run.ran) return run.report;
  const durationMs = Math.round(performance.now() - started);
  return notRunReport(run.reason, { config, isMock: false, startedMock: false, startedAt: new Date(Date.now() - durationMs), durationMs });
}

/**
 * Checks the exchanges of a recorded HAR file (or its parsed JSON) offline; same checks, same
 * severities, same report as a live run.
 * @example const report = await checkHar("traffic.har"); expect(report.summary.passed).toBe(true);
 */
export async function checkHar(har: string | Har, options: RunContractOptions = {}): Promise<ContractReport> {
  const config = contractConfig(options);
  return typeof har === "string" ? checkHarFile(har, { config }) : checkHarData(har, { config });
}

export { writeRunReports } from "./report/json.ts";
export type { ContractReport } from "./report/model.ts";
export type { Har, HarEntry } from "./har.ts";
export { formatSummary } from "./report/summary.ts";
export type { ContractConfig, InputKey, Profile } from "./config.ts";
export type { CaseResult } from "./runner.ts";
export { preflight, baseUrlHint, type PreflightResult } from "./preflight.ts";
