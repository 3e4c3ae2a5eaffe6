/**
 * `ai-gateway-kit contract` (`npm run contract`): runs the contract cases in-process against
 * CONTRACT_BASE_URL (default http://127.0.0.1:4010; never starts a mock), or with `--har FILE`
 * checks recorded traffic offline. Prints progress and the summary, writes report.json,
 * junit.xml and summary.txt into a folder of its own under CONTRACT_REPORT_DIR (atomically, so
 * parallel runs never meet), and exits 0 when no error-level check failed, 1 when one did, 2
 * when the suite could not run: then, once the report folder is known, the reports say why
 * (one errored JUnit testcase). No vitest at run time.
 */
import { copyFileSync, existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { ConfigError, ENV_FLAGS, ENV_HELP, loadConfig, resolveSettings, secretNames, type ContractConfig } from "../contract-tests/config.ts";
import { checkHarFile } from "../contract-tests/har.ts";
import { writeRunReports } from "../contract-tests/report/json.ts";
import type { ContractReport } from "../contract-tests/report/model.ts";
import { formatSummary } from "../contract-tests/report/summary.ts";
import { runLive } from "../contract-tests/live-run.ts";
import { notRunReport } from "../contract-tests/suite.ts";
import { SecretSet } from "../mocks/fixtures/redact.ts";
import { EXIT, helpText, isEntry, isUserError, parse, type CommandSpec, type OptionSpec } from "./args.ts";

/** The suite's settings as flags (contract-tests/config.ts's ENV_FLAGS), and the CLI's own. */
const settingOptions: OptionSpec[] = Object.entries(ENV_FLAGS).map(([env, flag]) => ({
  flag,
  boolean: flag === "--strict" || flag === "--stream-required",
  value: /URL$/.test(env) ? "URL" : /_MS$|_BYTES$|RETRIES|REQUESTS|SEED/.test(env) ? "N" : /INPUT_/.test(env) ? "JSON" : flag === "--config" ? "FILE" : "VALUE",
  env,
  help: ENV_HELP[env] ?? (env.startsWith("CONTRACT_MODEL_") ? "model id (empty: skip)" : ""),
}));

export const CONTRACT_COMMAND: CommandSpec = {
  name: "contract",
  synopsis: "[options]\n       ai-gateway-kit contract --har traffic.har [options]",
  about:
    "Runs the contract suite against a running implementation of the AI gateway API, or (--har)\n" +
    "checks every exchange of a recorded HAR file against the spec, offline. Settings may also be\n" +
    "set in contract.config.json (same names as the variables; flags win over variables, variables\n" +
    "over the file). What your gateway accepts where the seed leaves values open (TTS voices, OCR\n" +
    "modes...) goes in CONTRACT_INPUT_*; without it a refusal is only a warning naming the setting.",
  options: [
    ...settingOptions,
    { flag: "--port", value: "N", env: "PORT", help: "without --base-url: the target is http://HOST:PORT (default the mock's 4010)" },
    { flag: "--host", value: "ADDRESS", env: "HOST", help: "without --base-url: the target's host (default 127.0.0.1)" },
    { flag: "--har", value: "FILE", help: "check the exchanges of a HAR file instead of sending requests" },
    { flag: "--junit", value: "FILE", help: "also write the JUnit report to FILE (for CI; the run folder keeps its copy)" },
    { flag: "--json", value: "FILE", help: "also write the JSON report to FILE" },
    {
      flag: "--self-check",
      boolean: true,
      help: 'run our defect and legal-variant catalogues against the in-process mock under these settings: "catches N/M defects, 0/K false alarms"',
    },
  ],
  failure: "an error-level check failed",
};

export const USAGE = helpText(CONTRACT_COMMAND);

/** The flags as the variables they stand for (`--profile smoke` → CONTRACT_PROFILE=smoke), plus the CLI's own. */
function readArgs(argv: readonly string[], env: Record<string, string | undefined>) {
  const { values, help } = parse(CONTRACT_COMMAND, argv);
  const variables: Record<string, string | undefined> = {};
  // What a message calls each setting given by flag: the flag the user typed, not its variable.
  const origins: Record<string, string> = {};
  for (const [name, flag] of Object.entries(ENV_FLAGS)) {
    const value = values[flag.slice(2)];
    if (value === undefined) continue;
    variables[name] = value === true ? "1" : String(value);
    origins[name] = flag;
  }
  const port = (values.port as string | undefined) ?? env.PORT;
  const host = (values.host as string | undefined) ?? env.HOST;
  if (port !== undefined && !/^\d{1,5}$/.test(port)) throw new ConfigError(`${values.port === undefined ? "PORT" : "--port"}: expected an integer from 0 to 65535, got "${port}"`);
  // An empty CONTRACT_BASE_URL is not "unset": loadConfig refuses it rather than PORT choosing the target.
  let portTarget: { url: string; origin: string; byFlag: boolean } | undefined;
  if (variables.CONTRACT_BASE_URL === undefined && env.CONTRACT_BASE_URL === undefined && (port !== undefined || host !== undefined)) {
    const origin = host === undefined ? (values.port === undefined ? "PORT" : "--port") : values.host === undefined ? "HOST" : "--host";
    portTarget = { url: `http://${host ?? "127.0.0.1"}:${port ?? 4010}`, origin, byFlag: values.port !== undefined || values.host !== undefined };
  }
  const file = (flag: string) => values[flag] as string | undefined;
  return { help, variables, origins, portTarget, har: file("har"), junit: file("junit"), json: file("json"), selfCheck: values["self-check"] === true };
}

/**
 * The target --port/--host (or PORT/HOST) name, where nothing closer to the user names one. The
 * flags stand for CONTRACT_BASE_URL itself; the variables are a shell's for the mock it started,
 * so they never override a base URL in contract.config.json.
 */
function withPortTarget(variables: Record<string, string | undefined>, args: ReturnType<typeof readArgs>): Record<string, string | undefined> {
  const target = args.portTarget;
  if (target === undefined || (!target.byFlag && variables.CONTRACT_BASE_URL !== undefined)) return variables;
  args.origins.CONTRACT_BASE_URL = target.origin;
  return { ...variables, CONTRACT_BASE_URL: target.url };
}

/**
 * `--har` sends nothing, so the live target's settings say nothing to it: a CI step that checks a
 * recording with the live step's `env:` (CONTRACT_BASE_URL: ${{ vars.GATEWAY_BASE_URL }}) in a
 * repository or fork without that variable gets them empty, which must not stop the check.
 */
function withoutEmptyTarget(variables: Record<string, string | undefined>): Record<string, string | undefined> {
  const kept = { ...variables };
  for (const name of ["CONTRACT_BASE_URL", "CONTRACT_API_KEY"]) if (kept[name]?.trim() === "") delete kept[name];
  return kept;
}

/** Copies a report where the user asked for it. */
function copyReport(from: string, to: string | undefined): void {
  if (to === undefined) return;
  mkdirSync(dirname(resolve(to)), { recursive: true });
  copyFileSync(from, resolve(to));
}

interface Io {
  out(line: string): void;
  err(line: string): void;
  color: boolean;
}

const consoleIo: Io = { out: (line) => console.log(line), err: (line) => console.error(line), color: process.stdout.isTTY === true };

/** Where a run's reports go, known once the flags and the config file are read. */
interface Output {
  variables: Record<string, string | undefined>;
  config?: ContractConfig;
  junit: string | undefined;
  json: string | undefined;
  /** --har's file, resolved: the reports name it, not a target. */
  har: string | undefined;
  started: number;
}

/** The settings as far as they can be read, for the report of a run a setting stopped. */
function settingsAsFarAsRead(variables: Record<string, string | undefined>): ContractConfig {
  // An empty value is a setting error of its own (config.ts); here it is as good as unset.
  const given = (value: string | undefined) => (value === "" ? undefined : value);
  const CONTRACT_REPORT_DIR = given(variables.CONTRACT_REPORT_DIR);
  const CONTRACT_BASE_URL = given(variables.CONTRACT_BASE_URL);
  try {
    return loadConfig({ CONTRACT_REPORT_DIR, CONTRACT_BASE_URL, CONTRACT_PROFILE: given(variables.CONTRACT_PROFILE) });
  } catch {
    try {
      // A base URL refused for its query, fragment or credentials: the report names the gateway
      // it meant, without them (they may hold a key), not the default target.
      return loadConfig({ CONTRACT_REPORT_DIR, CONTRACT_BASE_URL: withoutSecrets(CONTRACT_BASE_URL) });
    } catch {
      // no usable base URL at all
    }
    try {
      return loadConfig({ CONTRACT_REPORT_DIR });
    } catch {
      return loadConfig({});
    }
  }
}

/** The URL without its credentials, query and fragment; undefined when it is not a URL. */
function withoutSecrets(url: string | undefined): string | undefined {
  if (url === undefined || !URL.canParse(url)) return undefined;
  const bare = new URL(url);
  bare.username = bare.password = bare.search = bare.hash = "";
  return bare.href;
}

/**
 * Writes the reports of a run that could not happen (exit 2): junit.xml with one errored testcase
 * holding the reason, report.json with `notRun`, summary.txt; copies to --junit and --json. The
 * CI test tab then shows why, not nothing. A failure to write is one more line, the status stays 2.
 */
function writeNotRunReports(reason: string, output: Output, io: Io): void {
  try {
    const config = output.config ?? settingsAsFarAsRead(output.variables);
    // Keys never reach a report, even in an error message that happened to quote one.
    const secrets = new SecretSet();
    secrets.add(secretNames(config).keys());
    secrets.add(Object.entries(output.variables).flatMap(([name, value]) => (/API_KEY$/.test(name) && value ? [value] : [])));
    const durationMs = Math.round(performance.now() - output.started);
    const startedAt = new Date(Date.now() - durationMs);
    const report = notRunReport(secrets.scrub(reason), { config, isMock: false, startedMock: false, startedAt, durationMs });
    if (output.har !== undefined) report.har = { file: output.har, entries: null, checked: 0 };
    const paths = writeRunReports(report, resolve(config.reportDir));
    copyReport(paths.junit, output.junit);
    copyReport(paths.json, output.json);
    io.out(`[contract] Reports of the run that could not happen: ${paths.dir} (junit.xml: one errored testcase, "the contract suite could run")`);
  } catch (cause) {
    io.err(`ai-gateway-kit contract: could not write the reports either: ${(cause as Error).message}`);
  }
}

/**
 * Runs the CLI with its arguments (without node and the script); returns the exit status.
 * @example process.exitCode = await main(["--base-url", "https://gw.example.com", "--profile", "smoke"]);
 */
export async function main(argv: readonly string[], io: Io = consoleIo, env: Record<string, string | undefined> = process.env): Promise<number> {
  const started = performance.now();
  // Set once the report folder is known: from then on, a run that cannot happen still leaves reports.
  let output: Output | undefined;
  try {
    const args = readArgs(argv, env);
    if (args.help) {
      io.out(USAGE);
      return EXIT.ok;
    }
    const { har } = args;
    const settings = resolveSettings([], { ...env, ...args.variables });
    const variables = har === undefined ? withPortTarget(settings.variables, args) : withoutEmptyTarget(settings.variables);
    const origins = { ...settings.origins, ...args.origins };
    output = { variables, junit: args.junit, json: args.json, har: har === undefined ? undefined : resolve(har), started };
    const config = loadConfig(variables, origins);
    output.config = config;
    if (args.selfCheck) {
      const { selfCheckMain } = await import("../contract-tests/self-test/self-check.ts");
      return await selfCheckMain(config, io, (report) => writeRunReports(report, resolve(config.reportDir)).dir);
    }
    let report: ContractReport;
    let exitCode: number | undefined;
    let epilogue: string | undefined;
    if (har !== undefined) {
      if (!existsSync(resolve(har)) || !statSync(resolve(har)).isFile()) throw new ConfigError(`--har: no such file ${resolve(har)}`);
      io.out(`[contract] checking the exchanges of ${har}`);
      report = await checkHarFile(resolve(har), { config });
    } else {
      io.out(`[contract] ${config.baseUrl} · profile ${config.profile}${config.strict ? " · strict" : ""}`);
      const marks = { passed: ".", warned: "!", failed: "F", skipped: "s" } as const;
      let line = "";
      // Preflight, deadline and "still waiting" lines: contract-tests/live-run.ts.
      const run = await runLive(config, io, (result, done, total) => {
        line += marks[result.status];
        if (line.length === 60 || done === total) {
          io.out(`${line.padEnd(60)} ${done}/${total}`);
          line = "";
        }
      });
      if (!run.ran) {
        writeNotRunReports(run.reason, output, io);
        return run.exitCode;
      }
      report = run.report;
      exitCode = run.exitCode;
      epilogue = run.epilogue;
    }
    const paths = writeRunReports(report, resolve(config.reportDir));
    copyReport(paths.junit, args.junit);
    copyReport(paths.json, args.json);
    const copies = [args.junit, args.json].filter((f) => f !== undefined).map((f) => resolve(f!));
    io.out(`\nReports: ${paths.dir} (report.json, junit.xml, summary.txt)${copies.length ? `; also ${copies.join(", ")}` : ""}\n`);
    io.out(formatSummary(report, { color: io.color }));
    if (epilogue) io.err(epilogue);
    return exitCode ?? (report.summary.passed ? EXIT.ok : EXIT.failed);
  } catch (error) {
    // The user's mistake is one line; a bug's stack only with LOG_LEVEL=debug.
    const verbose = ["debug", "trace"].includes(env.LOG_LEVEL ?? "");
    const message = isUserError(error) ? (error as Error).message : `could not run: ${verbose ? ((error as Error).stack ?? String(error)) : (error as Error).message}`;
    io.err(`ai-gateway-kit contract: ${message.replace(/^\[contract\] /, "")}${error instanceof Error && error.name === "UsageError" ? " (see ai-gateway-kit contract --help)" : ""}`);
    if (output) writeNotRunReports((isUserError(error) ? (error as Error).message : `could not run: ${(error as Error).message}`).replace(/^\[contract\] /, ""), output, io);
    return EXIT.couldNotRun;
  }
}

// Run when executed (the bin, tsx cli/contract.ts), not when imported (the tests).
if (isEntry(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
