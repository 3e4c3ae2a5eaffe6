/**
 * The commands of record, replay and drift:
 *   ai-gateway-kit record --upstream URL [--out fixtures/] [--port N] ...   (recordMain)
 *   ai-gateway-kit drift [fixtures/] [--json] [--fail-on error|warning|never]  (driftMain)
 *   ai-gateway-kit mock --fixtures fixtures/ [--strict] [--replay-speed N]  (mockFlags, read by mocks/main.ts)
 * `main(argv)` takes the command name first; run directly (`tsx mocks/record/cli.ts record ...`) it does the same.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import { analyseFixture } from "./drift.ts";
import { DriftCollector, formatDrift, type DriftReport } from "./drift-report.ts";
import { FixtureError, loadFixtures } from "../fixtures/fixture-files.ts";
import { count, flags, UsageError } from "./flags.ts";
import { startRecorder, type RecorderOptions, type RunningRecorder } from "./recorder.ts";
import { RECORDER_BOUNDS, type RecorderLimits } from "../fixtures/bounds.ts";

export { mockFlags, MOCK_FIXTURE_OPTIONS, UsageError } from "./flags.ts";

export const RECORD_USAGE = `Usage: ai-gateway-kit record --upstream URL [options]

A recording proxy: point your client at it; every exchange with the upstream is forwarded
untouched and written as a fixture (secrets redacted), checked against the spec on the way.

Options:
  --upstream URL          the real gateway (required; or RECORD_UPSTREAM)
  --out DIR               fixtures directory (default fixtures/)
  --port N                port to listen on (default 4030; 0: a free one)
  --host ADDRESS          address to bind (default 127.0.0.1)
  --max-body-bytes N      largest body kept in a fixture (default 8388608; larger: forwarded, marked truncated)
  --max-fixtures N        most fixture files written (default 1000)
  --redact-field NAME     a body or query field to redact besides the defaults (repeatable)
${Object.values(RECORDER_BOUNDS)
  .filter((bound) => !["--max-body-bytes", "--max-fixtures"].includes(bound.setting as string))
  .map((bound) => `  ${`${bound.setting} N`.padEnd(24)}${bound.what.toLowerCase()} (default ${bound.default})`)
  .join("\n")}
Every bound: docs/bounds.md.`;

export const DRIFT_USAGE = `Usage: ai-gateway-kit drift [DIR] [options]

Where the recorded traffic in DIR (default fixtures/) leaves spec/openapi.yaml, per operation,
and which spec change would absorb each difference.

Options:
  --json                  the report as JSON
  --fail-on LEVEL         exit 1 on: error (default), warning, never`;

/** The recorder's bound flags besides --max-body-bytes, --max-fixtures and --max-frames (mocks/fixtures/bounds.ts). */
const LIMIT_FLAGS = new Map(
  Object.entries(RECORDER_BOUNDS)
    .filter(([key]) => !["maxBodyBytes", "maxFixtures", "maxFrames"].includes(key))
    .map(([key, bound]) => [bound.setting as string, key as keyof RecorderLimits]),
);

/** The recorder's options from its flags. */
export function parseRecordArgs(argv: readonly string[], env: Record<string, string | undefined> = process.env): RecorderOptions {
  const options: RecorderOptions = { upstream: env.RECORD_UPSTREAM ?? "", out: "fixtures", port: 4030, host: "127.0.0.1" };
  const secretFields: string[] = [];
  for (const { name, value } of flags(argv)) {
    if (name === "--upstream") options.upstream = value();
    else if (name === "--out") options.out = value();
    else if (name === "--port") options.port = count(value(), name);
    else if (name === "--host") options.host = value();
    else if (name === "--max-body-bytes") options.maxBodyBytes = count(value(), name, 1);
    else if (name === "--max-fixtures") options.maxFixtures = count(value(), name);
    else if (name === "--redact-field") secretFields.push(value());
    else if (name === "--max-frames") options.maxFrames = count(value(), name, 1);
    else if (LIMIT_FLAGS.has(name)) options.limits = { ...options.limits, [LIMIT_FLAGS.get(name)!]: count(value(), name, 1) };
    else throw new UsageError(`unknown option ${name}`);
  }
  if (!options.upstream) throw new UsageError("--upstream URL is required");
  if (!URL.canParse(options.upstream) || !/^https?:$/.test(new URL(options.upstream).protocol)) throw new UsageError(`--upstream must be an http(s) URL, got "${options.upstream}"`);
  if (options.port! > 65535) throw new UsageError("--port must be 0..65535");
  options.secretFields = secretFields;
  return options;
}

/** The drift report of every fixture in a directory, against the spec as it is now. */
export function driftOf(dir: string): DriftReport {
  const collector = new DriftCollector();
  for (const { file, fixture } of loadFixtures(dir)) collector.add(file, analyseFixture(fixture));
  return collector.report();
}

/** `record`: runs until SIGINT/SIGTERM, then prints the drift summary. Resolves with the exit code. */
export async function recordMain(argv: readonly string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) return (console.log(RECORD_USAGE), 0);
  const options = parseRecordArgs(argv);
  const log = pino({ level: process.env.LOG_LEVEL ?? "info" });
  const recorder: RunningRecorder = await startRecorder({ ...options, log });
  console.log(`\n  Recording ${options.upstream} through ${recorder.url}\n  Fixtures → ${resolve(options.out)}\n  Ctrl-C to stop.\n`);
  await new Promise<void>((done) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => done());
  });
  await recorder.close();
  console.log(`\n${recorder.written} fixture file(s) written.\n${formatDrift(recorder.drift())}`);
  return 0;
}

/** `drift`: prints the report; resolves with 1 when it holds findings at or above --fail-on. */
export async function driftMain(argv: readonly string[]): Promise<number> {
  if (argv.includes("--help") || argv.includes("-h")) return (console.log(DRIFT_USAGE), 0);
  let dir = "fixtures";
  let json = false;
  let failOn = "error";
  for (const { name, value } of flags(argv)) {
    if (name === "--json") json = true;
    else if (name === "--fail-on") failOn = value();
    else if (!name.startsWith("-")) dir = name;
    else throw new UsageError(`unknown option ${name}`);
  }
  if (!["error", "warning", "never"].includes(failOn)) throw new UsageError(`--fail-on must be error, warning or never, got "${failOn}"`);
  const report = driftOf(dir);
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : formatDrift(report));
  if (failOn === "never") return 0;
  return report.errors > 0 || (failOn === "warning" && report.warnings > 0) ? 1 : 0;
}

/** `main(["record", ...])` or `main(["drift", ...])`: the exit code; usage errors print with the usage. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === "record") return await recordMain(rest);
    if (command === "drift") return await driftMain(rest);
    throw new UsageError(`unknown command "${command ?? ""}": expected record or drift`);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`ai-gateway-kit ${command ?? ""}: ${error.message}\n\n${command === "drift" ? DRIFT_USAGE : RECORD_USAGE}`);
      return 2;
    }
    if (error instanceof FixtureError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
