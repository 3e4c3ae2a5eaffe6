/** Writes a run's report files: report.json for CI and tools, junit.xml, and the text summary. */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ContractReport } from "./model.ts";
import { toJunit } from "./junit.ts";
import { formatSummary } from "./summary.ts";

/** Writes report.json and junit.xml into a folder; returns their paths. */
export function writeReports(report: ContractReport, dir: string): { json: string; junit: string; text: string } {
  mkdirSync(dir, { recursive: true });
  const paths = { json: join(dir, "report.json"), junit: join(dir, "junit.xml"), text: join(dir, "summary.txt") };
  writeFileSync(paths.json, `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(paths.junit, toJunit(report));
  writeFileSync(paths.text, `${formatSummary(report, { color: false })}\n`);
  return paths;
}

/**
 * Writes a run's reports into a folder of its own under `reportDir`, atomically: into a unique
 * temporary folder first, renamed whole once every file is written. Runs in parallel never share
 * or clear a folder, and a reader never sees half a report. Returns the run folder's paths.
 */
export function writeRunReports(report: ContractReport, reportDir: string): { dir: string; json: string; junit: string; text: string } {
  mkdirSync(reportDir, { recursive: true });
  const temporary = mkdtempSync(join(reportDir, ".writing-"));
  try {
    writeReports(report, temporary);
    const stamp = report.startedAt.replace(/[:.]/g, "-");
    // mkdtemp's suffix is unique in the folder; it keeps two runs of the same millisecond apart.
    const dir = join(reportDir, `run-${stamp}-${temporary.slice(-6)}`);
    renameSync(temporary, dir);
    return { dir, json: join(dir, "report.json"), junit: join(dir, "junit.xml"), text: join(dir, "summary.txt") };
  } catch (cause) {
    rmSync(temporary, { recursive: true, force: true });
    throw cause;
  }
}