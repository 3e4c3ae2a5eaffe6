/**
 * vitest globalSetup of the contract suite. Without CONTRACT_BASE_URL it starts the mock on a
 * free loopback port (short tasks, no pacing) and stops it at the end; with it, it never starts
 * one. Test files write their results into a parts folder; teardown merges them into
 * report.json, junit.xml and summary.txt under CONTRACT_REPORT_DIR.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { compileAllSchemas } from "../spec/operations.ts";
import { loadConfig } from "./config.ts";
import { startMock, type RunningMock } from "./mock.ts";
import { writeRunReports } from "./report/json.ts";
import { casesFor, GROUPS } from "./cases/index.ts";
import type { Part, Provided } from "./harness.ts";
import { outOfProfile } from "./runner.ts";
import { suiteReport } from "./suite.ts";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Response schemas compile lazily; a broken one should stop the run here, not mid-suite.
  compileAllSchemas();
  const startedAt = new Date();
  const config = loadConfig();
  const reportDir = resolve(config.reportDir);
  // A parts folder of this run's own: parallel runs never clear each other's.
  mkdirSync(reportDir, { recursive: true });
  const partsDir = mkdtempSync(join(reportDir, ".parts-"));
  let mock: RunningMock | undefined;
  const provided: Provided = { baseUrl: config.baseUrl, startedMock: false, partsDir };
  if (!config.baseUrlGiven) {
    try {
      mock = await startMock();
      provided.baseUrl = mock.url;
      provided.startedMock = true;
    } catch (cause) {
      provided.error = `${(cause as Error).message}${(cause as Error).cause ? `: ${((cause as Error).cause as Error).message}` : ""}`;
    }
  }
  project.provide("contract", provided);

  return async () => {
    await mock?.close();
    const parts = existsSync(partsDir) ? readdirSync(partsDir).filter((f) => f.endsWith(".json")) : [];
    if (parts.length === 0) {
      rmSync(partsDir, { recursive: true, force: true });
      return;
    }
    const loaded = parts.map((file) => JSON.parse(readFileSync(join(partsDir, file), "utf8")) as Part);
    const first = loaded[0]!;
    // A file whose tests were all skipped (none in the profile) runs no hooks and writes no part.
    const results = GROUPS.flatMap((group) => {
      const part = loaded.find((p) => p.group === group);
      if (part) return part.results;
      return casesFor(group).map((c) =>
        c.profiles.includes(first.config.profile)
          ? { ...outOfProfile(c, first.config), reason: `not run: ${group}.contract.test.ts reported no results` }
          : outOfProfile(c, first.config),
      );
    });
    const report = suiteReport(results, {
      config: first.config,
      isMock: first.isMock,
      startedMock: provided.startedMock,
      startedAt,
      durationMs: Date.now() - startedAt.getTime(),
    });
    writeRunReports(report, reportDir);
    rmSync(partsDir, { recursive: true, force: true });
  };
}
