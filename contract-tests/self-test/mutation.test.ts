/**
 * The suite proves itself: through a transparent proxy in front of the mock it passes; with one
 * injected defect at a time it must fail, caught by the check the defect names (another check
 * catching it instead means the named one has gone blind). The suite runs programmatically (no nested vitest),
 * strict (designed fills are errors too), full profile.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_CASES, GROUPS } from "../cases/index.ts";
import { CHECKS } from "../checks/index.ts";
import { loadConfig, type ContractConfig } from "../config.ts";
import { startMock, type RunningMock } from "../mock.ts";
import { runSuite } from "../suite.ts";
import { DEFECTS, SELF_TEST_MAX_BODY_BYTES } from "./defects.ts";
import { startFaultProxy, type Defect } from "./fault-proxy.ts";

let mock: RunningMock;
const caught = new Map<string, string[]>();

beforeAll(async () => {
  mock = await startMock();
}, 30_000);

afterAll(async () => {
  await mock?.close();
  if (caught.size === 0) return;
  const hits = [...caught.values()].filter((checks) => checks.length > 0).length;
  const lines = [...caught].map(([name, checks]) => `  ${checks.length > 0 ? "✓" : "✗"} ${name}${checks.length > 0 ? ` ← ${checks.join(", ")}` : ""}`);
  console.log(`[contract self-test] caught ${hits}/${caught.size} defects\n${lines.join("\n")}`);
});

function configFor(url: string): ContractConfig {
  return {
    ...loadConfig({}),
    baseUrl: url,
    baseUrlGiven: true,
    profile: "full",
    strict: true,
    // Short enough that "task never completes" is caught quickly; the mock's tasks take 300 ms.
    taskTimeoutMs: 4000,
    pollIntervalMs: 25,
    maxBodyBytes: SELF_TEST_MAX_BODY_BYTES,
  };
}

/** Runs the whole suite through a proxy; returns the checks that failed at error level. */
async function errorsThrough(defect: Defect | null): Promise<{ checks: string[]; warnings: number; summary: string; overBudget: string[] }> {
  const proxy = await startFaultProxy(mock.url, defect);
  try {
    const cases = defect ? ALL_CASES.filter((c) => defect.groups.includes(c.group)) : ALL_CASES;
    const { report } = await runSuite({ config: configFor(proxy.url), cases });
    const failures = report.cases.flatMap((c) => c.failures);
    const errors = failures.filter((f) => f.severity === "error");
    const broken = report.cases.filter((c) => c.status === "failed" && c.reason).map((c) => `${c.title}: ${c.reason}`);
    return {
      overBudget: report.cases.filter((c) => c.billable > c.plannedBillable).map((c) => `${c.group}: ${c.title} (${c.billable} > ${c.plannedBillable})`),
      checks: [...new Set([...errors.map((f) => f.check), ...broken.map(() => "caseBroke")])],
      warnings: failures.length - errors.length,
      summary: [...errors.slice(0, 3).map((f) => `${f.check}: ${f.message.split("\n")[0]}`), ...broken.slice(0, 2)].join("\n"),
    };
  } finally {
    await proxy.close();
  }
}

describe("the contract suite against injected defects", () => {
  it("passes through a transparent proxy with no errors and no warnings, within each case's planned billable calls", async () => {
    const result = await errorsThrough(null);
    expect(result.summary).toBe("");
    expect(result.warnings).toBe(0);
    expect(result.overBudget).toEqual([]);
  }, 60_000);

  it("injects at least 20 distinct defects, each scoped to existing case groups", () => {
    expect(new Set(DEFECTS.map((d) => d.name)).size).toBe(DEFECTS.length);
    expect(DEFECTS.length).toBeGreaterThanOrEqual(20);
    for (const defect of DEFECTS) expect(defect.groups.every((g) => GROUPS.includes(g)), defect.name).toBe(true);
    // Each names the check that must catch it, and that check exists.
    for (const defect of DEFECTS) expect(CHECKS.map((check) => check.name), defect.name).toContain(defect.caughtBy);
  });

  it("has at least two defects of each of the five kinds, each naming a check that exists", () => {
    for (const kind of ["state", "identifier", "parameters", "limit", "listed-values"]) {
      expect(DEFECTS.filter((d) => d.kind === kind).length, kind).toBeGreaterThanOrEqual(2);
    }
    const names = new Set(CHECKS.map((c) => c.name));
    expect(DEFECTS.flatMap((d) => (d.caughtBy && !names.has(d.caughtBy) ? [d.caughtBy] : []))).toEqual([]);
  });

  for (const defect of DEFECTS) {
    it.concurrent(`fails when ${defect.name}`, async () => {
      const result = await errorsThrough(defect);
      caught.set(defect.name, result.checks);
      expect(result.checks, `defect "${defect.name}" (${defect.breaks}) went unnoticed by ${defect.caughtBy}`).toContain(defect.caughtBy);
    }, 60_000);
  }
});
