import { describe, expect, it } from "vitest";
import { plannedBillableByProfile } from "../cases/index.ts";
import { loadConfig } from "../config.ts";
import type { CaseResult } from "../runner.ts";
import { errorBody, exchange } from "../testing/exchanges.ts";
import { buildCoverage } from "./coverage.ts";
import { formatFailure, toFailureRecord } from "./format.ts";
import { buildReport } from "./model.ts";
import { toJunit, xmlEscape } from "./junit.ts";
import { formatSummary } from "./summary.ts";

const config = { ...loadConfig({ CONTRACT_API_KEY: "sk-test-secret" }) };

function failureOn(status: number) {
  const subject = exchange({ status, body: errorBody("not_found"), request: { model: "gpt-9", messages: [] } });
  return toFailureRecord(
    { check: "unknownModelNotFound", title: "Unknown model not answered 404 model_not_found", message: "Received: 404 not_found\nExpected: 404 model_not_found", provenance: "seed", schemaPath: "#/components/schemas/ModelNotFoundError/allOf/1", pointer: "/error/code" },
    "error",
    subject,
    config,
  );
}

function result(overrides: Partial<CaseResult> = {}): CaseResult {
  return {
    group: "createChatCompletion",
    title: "returns 404 model_not_found for an unknown model",
    status: "passed",
    notExercised: [],
    failures: [],
    checks: { statusIsDocumented: { passed: 1, errors: 0, warnings: 0 } },
    exchanges: [{ seq: 1, operationId: "createChatCompletion", method: "POST", path: "/client/v2/ai/chat/completions", status: 404, verdict: "passed" }],
    requests: 1,
    rateLimited: 0,
    billable: 0,
    plannedBillable: 0,
    durationMs: 5,
    ...overrides,
  };
}

describe("a formatted failure", () => {
  it("shows the title, status, body excerpt, schema path and a curl line with the key redacted", () => {
    const text = formatFailure(failureOn(404));
    expect(text).toContain("[error] Unknown model not answered 404 model_not_found (unknownModelNotFound; seed)");
    expect(text).toContain("POST http://127.0.0.1:4010/client/v2/ai/chat/completions → 404");
    expect(text).toContain('Body: {"error":{"code":"not_found"');
    expect(text).toContain("Schema: #/components/schemas/ModelNotFoundError/allOf/1 at /error/code");
    expect(text).toContain("Reproduce with:");
    expect(text).toContain("$CONTRACT_API_KEY");
    expect(text).not.toContain("sk-test-secret");
  });
});

describe("the report", () => {
  it("fails when an error-level violation was found, and counts warnings apart", () => {
    const warning = { ...failureOn(404), severity: "warning" as const };
    const report = buildReport([result({ status: "failed", failures: [failureOn(404)] }), result({ status: "warned", failures: [warning] })], {
      config,
      isMock: true,
      startedMock: false,
      plannedByProfile: plannedBillableByProfile(config),
      startedAt: new Date(0),
      durationMs: 10,
    });
    expect(report.summary).toMatchObject({ passed: false, errors: 1, warnings: 1 });
    expect(report.checks.find((c) => c.name === "statusIsDocumented")?.status).toBe("pass");
    expect(report.checks.find((c) => c.name === "streamEndsWithDone")?.status).toBe("skip");
    expect(JSON.stringify(report)).not.toContain("sk-test-secret");
  });

  it("passes with warnings only", () => {
    const report = buildReport([result({ status: "warned", failures: [{ ...failureOn(404), severity: "warning" }] })], {
      config,
      isMock: false,
      startedMock: false,
      plannedByProfile: plannedBillableByProfile(config),
      startedAt: new Date(0),
      durationMs: 10,
    });
    expect(report.summary.passed).toBe(true);
    expect(formatSummary(report, { color: false })).toContain("PASS: no error-level violations (1 warnings)");
  });

  it("marks each operation-status pair passed, failed or not exercised, and computes the index", () => {
    const coverage = buildCoverage([
      result({
        exchanges: [
          { seq: 1, operationId: "listUsers", method: "GET", path: "/api/users", status: 200, verdict: "passed" },
          { seq: 2, operationId: "listUsers", method: "GET", path: "/api/users", status: 400, verdict: "error" },
          { seq: 3, operationId: "listUsers", method: "GET", path: "/api/users", status: 418, verdict: "error" },
        ],
      }),
    ]);
    const users = coverage.rows.filter((r) => r.operationId === "listUsers");
    expect(users.map((r) => `${r.status}:${r.result}`)).toEqual(["200:passed", "400:failed", "429:not exercised", "500:not exercised", "503:not exercised", "418:failed"]);
    expect(users.at(-1)?.declared).toBe(false);
    expect(coverage.exercised).toBe(2);
    expect(coverage.index).toBeCloseTo(2 / coverage.total);
  });

  it("renders JUnit XML with one testcase per case, failures and skips, escaped", () => {
    const report = buildReport(
      [
        result({ status: "failed", failures: [failureOn(404)] }),
        result({ title: 'a "quoted" <case> & more', status: "skipped", reason: "no restricted key (CONTRACT_RESTRICTED_API_KEY)" }),
      ],
      { config, isMock: false, startedMock: false, startedAt: new Date(0), durationMs: 10, plannedByProfile: plannedBillableByProfile(config) },
    );
    const xml = toJunit(report);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="contract" tests="2" failures="1" errors="0" skipped="1"/);
    expect(xml).toContain('<testcase name="a &quot;quoted&quot; &lt;case&gt; &amp; more"');
    expect(xml).toContain('<skipped message="no restricted key (CONTRACT_RESTRICTED_API_KEY)"/>');
    expect(xml).toContain('<failure message="1 contract violation(s): unknownModelNotFound" type="contract">');
    expect(xml.match(/<testcase /g)).toHaveLength(2);
  });

  it("gives a testsuite its wall-clock time, not the sum of its concurrent cases' times", () => {
    const t0 = Date.UTC(2026, 0, 2, 3, 4, 5);
    // Three cases of one group run side by side for 60 s each, within a run of 90 s.
    const report = buildReport(
      [
        result({ title: "a", startedAtMs: t0, durationMs: 60_000 }),
        result({ title: "b", startedAtMs: t0 + 10_000, durationMs: 60_000 }),
        result({ title: "c", startedAtMs: t0 + 20_000, durationMs: 60_000 }),
        result({ group: "listUsers", title: "not in the profile", status: "skipped", reason: "not in the smoke profile", durationMs: 0 }),
      ],
      { config, isMock: false, startedMock: false, startedAt: new Date(t0 - 5_000), durationMs: 90_000, plannedByProfile: plannedBillableByProfile(config) },
    );
    const xml = toJunit(report);
    expect(xml).toContain('<testsuites name="contract" tests="4" failures="0" errors="0" skipped="1" time="90.000">');
    expect(xml).toContain('<testsuite name="contract.createChatCompletion" tests="3" failures="0" errors="0" skipped="0" time="80.000" timestamp="2026-01-02T03:04:05">');
    expect(xml).toContain('<testcase name="b" classname="contract.createChatCompletion" time="60.000"/>');
    expect(xml).toContain('<testsuite name="contract.listUsers" tests="1" failures="0" errors="0" skipped="1" time="0.000">');
  });

  it("drops characters XML cannot carry", () => {
    expect(xmlEscape("a\u0001b\u0000c")).toBe("abc");
  });
});
