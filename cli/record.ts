/**
 * The commands of record and drift:
 *   ai-gateway-kit record --upstream URL [--out fixtures/] [--port N] ...   (recordMain)
 *   ai-gateway-kit drift [fixtures/] [--json] [--fail-on error|warning|never]  (driftMain)
 * (`mock --fixtures fixtures/ [--strict] [--replay-speed N]` replays: cli/mock.ts.)
 * `main(argv)` takes the command name first; cli/record-main.ts and cli/drift-main.ts are the bin's entries.
 */
import { resolve } from "node:path";
import pino from "pino";
import { analyseFixture } from "../mocks/record/drift.ts";
import { DriftCollector, formatDrift, type DriftReport } from "../mocks/record/drift-report.ts";
import { loadFixtures } from "../mocks/fixtures/fixture-files.ts";
import { startRecorder, type RecorderOptions, type RunningRecorder } from "../mocks/record/recorder.ts";
import { RECORDER_BOUNDS, type RecorderLimits } from "../mocks/fixtures/bounds.ts";
import { boundOptions, boundValues, count, EXIT, helpText, listenError, parse, runCommand, UsageError, type CommandSpec } from "./args.ts";

type Env = Record<string, string | undefined>;

export const RECORD_COMMAND: CommandSpec = {
  name: "record",
  synopsis: "--upstream URL [options]",
  about:
    "A recording proxy: point your client at it; every exchange with the upstream is forwarded\n" +
    "untouched and written as a fixture (secrets redacted), checked against the spec on the way.",
  options: [
    { flag: "--upstream", value: "URL", env: "RECORD_UPSTREAM", help: "the real gateway (required)" },
    { flag: "--out", value: "DIR", env: "RECORD_OUT", default: "fixtures", help: "fixtures directory" },
    { flag: "--port", value: "N", env: "PORT", default: "4030", help: "port to listen on (0: a free one)" },
    { flag: "--host", value: "ADDRESS", env: "HOST", default: "127.0.0.1", help: "address to bind" },
    { flag: "--max-body-bytes", value: "N", default: "8388608", help: "largest body kept in a fixture (larger: forwarded, marked truncated)" },
    { flag: "--max-fixtures", value: "N", default: "1000", help: "most fixture files written" },
    { flag: "--redact-field", value: "NAME", multiple: true, help: "a body or query field to redact besides the defaults (repeatable)" },
    // The recorder's other bounds (mocks/fixtures/bounds.ts; every bound: docs/bounds.md).
    ...boundOptions(RECORDER_BOUNDS, ["maxBodyBytes", "maxFixtures"]),
  ],
  variables: [["LOG_LEVEL", "log level of the recorder's lines (default info)"]],
};

export const DRIFT_COMMAND: CommandSpec = {
  name: "drift",
  synopsis: "[DIR] [options]",
  about:
    "Where the recorded traffic in DIR (default fixtures/) leaves spec/openapi.yaml, per operation,\n" +
    "and which spec change would absorb each difference. Reads files only: no port, no network.",
  positionals: 1,
  options: [
    { flag: "--json", boolean: true, help: "the report as JSON" },
    { flag: "--fail-on", value: "LEVEL", default: "error", help: "exit 1 on: error, warning, never" },
  ],
  failure: "drift at or above --fail-on was found",
};

export const RECORD_USAGE = helpText(RECORD_COMMAND);
export const DRIFT_USAGE = helpText(DRIFT_COMMAND);

/** The recorder's options from its flags and the environment (a flag wins over its variable). */
export function parseRecordArgs(argv: readonly string[], env: Env = process.env): RecorderOptions {
  const { values } = parse(RECORD_COMMAND, argv);
  const pick = (flag: string, variable?: string): [string, string] | undefined => {
    if (typeof values[flag] === "string") return [values[flag] as string, `--${flag}`];
    if (variable && env[variable]) return [env[variable]!, variable];
    return undefined;
  };
  const upstream = pick("upstream", "RECORD_UPSTREAM");
  if (!upstream) throw new UsageError("--upstream URL is required (or RECORD_UPSTREAM)");
  if (!URL.canParse(upstream[0]) || !/^https?:$/.test(new URL(upstream[0]).protocol)) throw new UsageError(`${upstream[1]}: expected an http(s) URL, got "${upstream[0]}"`);
  const port = pick("port", "PORT");
  const maxBody = pick("max-body-bytes");
  const maxFixtures = pick("max-fixtures");
  return {
    upstream: upstream[0],
    out: pick("out", "RECORD_OUT")?.[0] ?? "fixtures",
    port: port ? count(port[0], port[1], 0, 65535) : 4030,
    host: pick("host", "HOST")?.[0] ?? "127.0.0.1",
    ...(maxBody ? { maxBodyBytes: count(maxBody[0], maxBody[1], 1) } : {}),
    ...(maxFixtures ? { maxFixtures: count(maxFixtures[0], maxFixtures[1]) } : {}),
    secretFields: (values["redact-field"] as string[] | undefined) ?? [],
    // The bounds besides --max-body-bytes and --max-fixtures, each a whole number ≥ 1.
    limits: boundValues<keyof RecorderLimits>(RECORDER_BOUNDS, pick, ["maxBodyBytes", "maxFixtures"]),
  };
}

/** The drift report of every fixture in a directory, against the spec as it is now. */
export function driftOf(dir: string): DriftReport {
  const collector = new DriftCollector();
  for (const { file, fixture } of loadFixtures(dir)) collector.add(file, analyseFixture(fixture));
  return collector.report();
}

/** `record`: runs until SIGINT/SIGTERM, then prints the drift summary. Resolves with the exit code. */
export async function recordMain(argv: readonly string[]): Promise<number> {
  if (parse(RECORD_COMMAND, argv).help) return (console.log(RECORD_USAGE), EXIT.ok);
  const options = parseRecordArgs(argv);
  const log = pino({ level: process.env.LOG_LEVEL ?? "info" });
  let recorder: RunningRecorder;
  try {
    recorder = await startRecorder({ ...options, log });
  } catch (error) {
    const listen = listenError(error, options.host!, options.port!);
    throw listen ? new UsageError(listen) : error;
  }
  console.log(`\n  Recording ${options.upstream} through ${recorder.url}\n  Fixtures → ${resolve(options.out)}\n  Ctrl-C to stop.\n`);
  await new Promise<void>((done) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => done());
  });
  await recorder.close();
  console.log(`\n${recorder.written} fixture file(s) written.\n${formatDrift(recorder.drift())}`);
  return EXIT.ok;
}

/** `drift`: prints the report; resolves with 1 when it holds findings at or above --fail-on. */
export async function driftMain(argv: readonly string[]): Promise<number> {
  const { values, positionals, help } = parse(DRIFT_COMMAND, argv);
  if (help) return (console.log(DRIFT_USAGE), EXIT.ok);
  const dir = positionals[0] ?? "fixtures";
  const json = values.json === true;
  const failOn = (values["fail-on"] as string | undefined) ?? "error";
  if (!["error", "warning", "never"].includes(failOn)) throw new UsageError(`--fail-on: expected error, warning or never, got "${failOn}"`);
  const report = driftOf(dir);
  process.stdout.write(json ? `${JSON.stringify(report, null, 2)}\n` : formatDrift(report));
  if (failOn === "never") return EXIT.ok;
  return report.errors > 0 || (failOn === "warning" && report.warnings > 0) ? EXIT.failed : EXIT.ok;
}

/** `main(["record", ...])` or `main(["drift", ...])`: the exit code; a mistake is one line on stderr, exit 2. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "record") return runCommand("record", () => recordMain(rest));
  if (command === "drift") return runCommand("drift", () => driftMain(rest));
  console.error(`ai-gateway-kit: unknown command "${command ?? ""}": expected record or drift`);
  return EXIT.couldNotRun;
}
