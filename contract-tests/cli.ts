/**
 * `npm run contract`: runs the contract suite against CONTRACT_BASE_URL (default
 * http://127.0.0.1:4010; never starts a mock), writes junit.xml, report.json and summary.txt
 * under CONTRACT_REPORT_DIR, prints the summary, and exits non-zero iff an error-level check
 * failed (or the suite could not run).
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startVitest } from "vitest/node";
import { ConfigError, ENV_FLAGS, flagsToEnv, loadConfig } from "./config.ts";
import type { ContractReport } from "./report/json.ts";
import { formatSummary } from "./report/summary.ts";

const USAGE = `Usage: npm run contract -- [options]

Runs the contract suite against a running implementation of the AI gateway API.
Every option has an environment variable of the same meaning:

${Object.entries(ENV_FLAGS)
  .map(([env, flag]) => `  ${flag.padEnd(24)} ${env}`)
  .join("\n")}

Exit status: 0 when no error-level check failed, 1 when one did, 2 when the suite could not run.`;

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes("--help") || argv.includes("-h")) {
    console.log(USAGE);
    return 0;
  }
  Object.assign(process.env, flagsToEnv(argv));
  // The CLI tests a running server: with the URL always set, the global setup never starts a mock.
  process.env.CONTRACT_BASE_URL ??= "http://127.0.0.1:4010";
  const config = loadConfig();
  const reportDir = resolve(config.reportDir);
  const reportPath = join(reportDir, "report.json");
  rmSync(reportPath, { force: true });

  const root = fileURLToPath(new URL("..", import.meta.url));
  const vitest = await startVitest("test", [], {
    root,
    config: fileURLToPath(new URL("./vitest.config.ts", import.meta.url)),
    run: true,
    watch: false,
    reporters: ["dot"],
  });
  const unhandled = vitest?.state.getUnhandledErrors().length ?? 0;
  await vitest?.close();

  if (!existsSync(reportPath)) {
    console.error(`[contract] no report was written (${reportPath}); the suite did not run`);
    return 2;
  }
  const report = JSON.parse(readFileSync(reportPath, "utf8")) as ContractReport;
  console.log(`\nReports: ${reportPath}, ${join(reportDir, "junit.xml")}, ${join(reportDir, "summary.txt")}\n`);
  console.log(formatSummary(report, { color: process.stdout.isTTY === true }));
  if (unhandled > 0) {
    console.error(`[contract] ${unhandled} unhandled error(s) during the run`);
    return 2;
  }
  return report.summary.passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? `[contract] ${error.message}` : error);
    process.exit(2);
  },
);
