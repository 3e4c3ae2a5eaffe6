/**
 * `ai-gateway-kit contract` (`npm run contract`): runs the contract cases in-process against
 * CONTRACT_BASE_URL (default http://127.0.0.1:4010; never starts a mock), or with `--har FILE`
 * checks recorded traffic offline. Prints progress and the summary, writes report.json,
 * junit.xml and summary.txt into a folder of its own under CONTRACT_REPORT_DIR (atomically, so
 * parallel runs never meet), and exits 0 when no error-level check failed, 1 when one did, 2
 * when the suite could not run. No vitest at run time.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, ENV_FLAGS, ENV_HELP, loadConfig, resolveEnv } from "./config.ts";
import { checkHarFile } from "./har.ts";
import { writeRunReports } from "./report/json.ts";
import type { ContractReport } from "./report/model.ts";
import { formatSummary } from "./report/summary.ts";
import { runLive } from "./live-run.ts";

export const USAGE = `Usage: ai-gateway-kit contract [options]
       ai-gateway-kit contract --har traffic.har [options]

Runs the contract suite against a running implementation of the AI gateway API, or (--har)
checks every exchange of a recorded HAR file against the spec, offline.

Every option has an environment variable of the same meaning, and may also be set in
contract.config.json (same names; flags win over variables, variables over the file):

${Object.entries(ENV_FLAGS)
  .map(([env, flag]) => `  ${flag.padEnd(28)} ${env.padEnd(32)} ${ENV_HELP[env] ?? (env.startsWith("CONTRACT_MODEL_") ? "model id (empty: skip)" : "")}`)
  .join("\n")}
  --har FILE                   check the exchanges of a HAR file instead of sending requests
  --self-check                 run our defect and legal-variant catalogues against the in-process
                               mock under these settings: "catches N/M defects, 0/K false alarms"
  --help                       this text

What your gateway accepts where the seed leaves values open (TTS voices, OCR modes, the
digital-human input...) goes in CONTRACT_INPUT_*; without it the suite sends the seed's fields
and a refusal is only a warning that names the setting.

Exit status: 0 when no error-level check failed, 1 when one did, 2 when the suite could not run.`;

interface Io {
  out(line: string): void;
  err(line: string): void;
  color: boolean;
}

const consoleIo: Io = { out: (line) => console.log(line), err: (line) => console.error(line), color: process.stdout.isTTY === true };

/** Takes `--har FILE` (or `--har=FILE`) out of the arguments. */
function takeHar(argv: readonly string[]): { har: string | null; rest: string[] } {
  const rest: string[] = [];
  let har: string | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--har") {
      har = argv[++i] ?? "";
      if (har === "") throw new ConfigError("--har needs a file");
    } else if (arg.startsWith("--har=")) har = arg.slice("--har=".length);
    else rest.push(arg);
  }
  return { har, rest };
}

/**
 * Runs the CLI with its arguments (without node and the script); returns the exit status.
 * @example process.exitCode = await main(["--base-url", "https://gw.example.com", "--profile", "smoke"]);
 */
export async function main(argv: readonly string[], io: Io = consoleIo, env: Record<string, string | undefined> = process.env): Promise<number> {
  try {
    if (argv.includes("--help") || argv.includes("-h")) {
      io.out(USAGE);
      return 0;
    }
    const selfCheck = argv.includes("--self-check");
    const { har, rest } = takeHar(argv.filter((arg) => arg !== "--self-check"));
    const config = loadConfig(resolveEnv(rest, env));
    if (selfCheck) {
      const { selfCheckMain } = await import("./self-test/self-check.ts");
      return await selfCheckMain(config, io, (report) => writeRunReports(report, resolve(config.reportDir)).dir);
    }
    let report: ContractReport;
    let exitCode: number | undefined;
    let epilogue: string | undefined;
    if (har !== null) {
      io.out(`[contract] checking the exchanges of ${har}`);
      report = await checkHarFile(resolve(har), { config });
    } else {
      io.out(`[contract] ${config.baseUrl} · profile ${config.profile}${config.strict ? " · strict" : ""}`);
      const marks = { passed: ".", warned: "!", failed: "F", skipped: "s" } as const;
      let line = "";
      // Preflight, deadline and "still waiting" lines: live-run.ts.
      const run = await runLive(config, io, (result, done, total) => {
        line += marks[result.status];
        if (line.length === 60 || done === total) {
          io.out(`${line.padEnd(60)} ${done}/${total}`);
          line = "";
        }
      });
      if (!run.ran) return run.exitCode;
      report = run.report;
      exitCode = run.exitCode;
      epilogue = run.epilogue;
    }
    const paths = writeRunReports(report, resolve(config.reportDir));
    io.out(`\nReports: ${paths.dir} (report.json, junit.xml, summary.txt)\n`);
    io.out(formatSummary(report, { color: io.color }));
    if (epilogue) io.err(epilogue);
    return exitCode ?? (report.summary.passed ? 0 : 1);
  } catch (error) {
    io.err(error instanceof ConfigError ? `[contract] ${error.message}` : `[contract] ${(error as Error).stack ?? String(error)}`);
    return 2;
  }
}

// Run when executed (tsx contract-tests/cli.ts), not when imported (the bin, the tests).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = await main(process.argv.slice(2));
}
