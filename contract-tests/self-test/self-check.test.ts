/**
 * `contract --self-check` in npm test: under a team's settings (here the smoke profile and one
 * variant of their own in contract.config.json) it runs every defect and every legal variant
 * against the in-process mock, prints "catches N/M defects, 0/K false alarms" and writes the same
 * into report.json. A team's variant that breaks a seed rule is reported as a false alarm.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../cli/contract.ts";
import { ConfigError, loadConfig } from "../config.ts";
import type { ContractReport } from "../report/model.ts";
import { DEFECTS } from "./defects.ts";
import { runSelfCheck } from "./self-check.ts";
import { userVariant } from "./user-variants.ts";
import { LEGAL_VARIANTS } from "./variants.ts";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "contract-self-check-"));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const TRACE_VARIANT = {
  name: "a trace id in every chat answer",
  legalBecause: "our gateway adds tracing fields the seed does not list",
  match: { path: "/client/v2/ai/chat/completions", status: 200 },
  response: { set: { "/trace_id": "t-1" }, setHeaders: { "x-trace": "t-1" } },
};

describe("contract --self-check", () => {
  it("runs both catalogues under the team's profile and variants, and prints and reports 'catches N/M defects, 0/K false alarms'", async () => {
    const file = join(dir, "contract.config.json");
    writeFileSync(file, JSON.stringify({ CONTRACT_PROFILE: "smoke", variants: [TRACE_VARIANT] }));
    const out: string[] = [];
    const reportDir = join(dir, "reports");
    const status = await main(["--self-check", "--report-dir", reportDir], { out: (l) => out.push(l), err: (l) => out.push(l), color: false }, { CONTRACT_CONFIG: file });
    const line = out.find((l) => l.startsWith("[contract] self-check: catches"));
    expect(line).toMatch(new RegExp(`^\\[contract\\] self-check: catches \\d+/${DEFECTS.length} defects, 0/${LEGAL_VARIANTS.length + 1} false alarms$`));
    expect(status).toBe(0);
    const [run] = readdirSync(reportDir);
    const report = JSON.parse(readFileSync(join(reportDir, run!, "report.json"), "utf8")) as ContractReport;
    expect(report.selfCheck).toMatchObject({ profile: "smoke", defects: { total: DEFECTS.length }, variants: { total: LEGAL_VARIANTS.length + 1, falseAlarms: [] } });
    const caught = Number(/catches (\d+)\//.exec(line!)![1]);
    expect(report.selfCheck!.defects.caught).toBe(caught);
    expect(report.selfCheck!.defects.missed).toHaveLength(DEFECTS.length - caught);
    // Smoke leaves out most cases: what it misses says so, and the full profile would catch more.
    expect(caught).toBeGreaterThan(0);
    expect(caught).toBeLessThan(DEFECTS.length);
    // docs/contract-checks.md says how many the smoke profile catches: this run is its source.
    const doc = readFileSync(new URL("../../docs/contract-checks.md", import.meta.url), "utf8");
    expect(Number(/The smoke profile catches (\d+)\./.exec(doc)?.[1]), "docs/contract-checks.md: \"The smoke profile catches N.\"").toBe(caught);
  }, 120_000);

  it("catches a defect of the five kinds by the check it names, under the full profile", async () => {
    const picked = DEFECTS.filter((d) => d.name === "every OCR answer has the same request_id" || d.name === "a completed task reads as processing again later");
    const result = await runSelfCheck(loadConfig({ CONTRACT_PROFILE: "full" }), { defects: picked, variants: [] });
    expect(result.defects).toEqual({ total: 2, caught: 2, missed: [] });
  }, 120_000);

  it("reports a team's variant that breaks a seed rule as a false alarm, naming it and the checks", async () => {
    const renamed = { name: "choices renamed", legalBecause: "a mistake in a team's config", match: { path: "/client/v2/ai/chat/completions", status: 200 }, response: { remove: ["/choices"] } };
    const config = loadConfig({ CONTRACT_PROFILE: "smoke", CONTRACT_VARIANTS: JSON.stringify([renamed]) });
    const result = await runSelfCheck(config, { defects: [], variants: [] });
    expect(result.variants.falseAlarms).toEqual([{ name: "choices renamed (yours)", errors: expect.arrayContaining(["bodyMatchesSchema"]) }]);
  }, 120_000);

  it("refuses a malformed variant with a message naming it", () => {
    expect(() => userVariant({ name: "x", response: {} }, 2)).toThrow(new ConfigError("variants[2].legalBecause must say why the deviation is allowed"));
    expect(() => userVariant({ name: "x", legalBecause: "because", response: { remove: ["choices"] } }, 0)).toThrow(/variants\[0\]\.response\.remove: "choices" is not a JSON pointer/);
  });
});
