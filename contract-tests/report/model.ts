/** The report of a run: what the console summary, the JUnit file and report.json all show. */
import type { Provenance } from "../../spec/validators.ts";
import { CHECKS } from "../checks/index.ts";
import type { ContractConfig, Profile } from "../config.ts";
import type { CaseResult, CheckCount } from "./results.ts";
import { buildCoverage, type Coverage } from "./coverage.ts";
import type { StreamReport } from "./streams.ts";
import type { SelfCheckReport } from "./self-check.ts";

export interface CheckSummary extends CheckCount {
  name: string;
  title: string;
  rule: string;
  provenance: Provenance;
  /** fail: an error; warn: warnings only; pass: applied and held; skip: never applied. */
  status: "pass" | "fail" | "warn" | "skip";
}

export interface ContractReport {
  version: 1;
  target: { baseUrl: string; isMock: boolean; startedMock: boolean };
  profile: Profile;
  strict: boolean;
  seed: number;
  startedAt: string;
  durationMs: number;
  summary: {
    passed: boolean;
    cases: Record<CaseResult["status"], number>;
    errors: number;
    warnings: number;
    requests: number;
    /** 429 answers waited out and retried. */
    rateLimited: number;
    billable: number;
    maxRequests: number | null;
  };
  billing: { plannedByProfile: Record<Profile, number>; actual: number };
  checks: CheckSummary[];
  cases: CaseResult[];
  coverage: Coverage;
  /** Live runs: the event streams against their budgets (report/streams.ts). */
  streams?: StreamReport;
  /** `contract --self-check`: what the suite catches under this configuration (self-check.ts). */
  selfCheck?: SelfCheckReport;
  /**
   * Recorded traffic (`--har`): nothing was sent, `target` and `profile` say nothing. The file
   * (null: a HAR given as JSON), its entries (null: it could not be read) and how many of them,
   * requests of the API, were checked. `keysRecorded: false`: no request carries an
   * Authorization header (a sanitized export drops them), so keyless requests were not judged
   * as missing their key.
   */
  har?: { file: string | null; entries: number | null; checked: number; keysRecorded?: false };
  /** Why the run did not finish (its deadline passed, the target stopped answering, CONTRACT_API_KEY refused a feature); the cases show what ran. */
  incomplete?: string;
  /**
   * Why the suite could not run at all (exit 2: the target unreachable or refusing the key, a bad
   * setting, an unreadable HAR): no case ran and `summary.passed` is false. Its first line is the
   * reason in one line. When a setting was refused, the fields above hold the settings as far as
   * they could be read, defaults otherwise.
   */
  notRun?: string;
}

export interface ReportMeta {
  config: ContractConfig;
  isMock: boolean;
  startedMock: boolean;
  startedAt: Date;
  durationMs: number;
  /** The billable calls the cases plan, per profile (cases/index.ts's plannedBillableByProfile). */
  plannedByProfile: Record<Profile, number>;
}

/** Per check, over every case. */
export function summarizeChecks(results: readonly CaseResult[]): CheckSummary[] {
  return CHECKS.map((check) => {
    const total: CheckCount = { passed: 0, errors: 0, warnings: 0 };
    for (const result of results) {
      const count = result.checks[check.name];
      if (!count) continue;
      total.passed += count.passed;
      total.errors += count.errors;
      total.warnings += count.warnings;
      if (count.notApplicable) total.notApplicable = (total.notApplicable ?? 0) + count.notApplicable;
    }
    const status = total.errors > 0 ? "fail" : total.warnings > 0 ? "warn" : total.passed > 0 ? "pass" : "skip";
    return { name: check.name, title: check.title, rule: check.rule, provenance: check.provenance, ...total, status };
  });
}

/** Builds the report of a run. */
export function buildReport(results: readonly CaseResult[], meta: ReportMeta): ContractReport {
  const failures = results.flatMap((r) => r.failures);
  const errors = failures.filter((f) => f.severity === "error").length;
  const broken = results.filter((r) => r.status === "failed" && r.failures.every((f) => f.severity !== "error")).length;
  const cases = { passed: 0, failed: 0, warned: 0, skipped: 0 };
  for (const result of results) cases[result.status]++;
  const billable = results.reduce((sum, r) => sum + r.billable, 0);
  return {
    version: 1,
    target: { baseUrl: meta.config.baseUrl, isMock: meta.isMock, startedMock: meta.startedMock },
    profile: meta.config.profile,
    strict: meta.config.strict,
    seed: meta.config.seed,
    startedAt: meta.startedAt.toISOString(),
    durationMs: meta.durationMs,
    summary: {
      passed: errors === 0 && broken === 0,
      cases,
      errors,
      warnings: failures.length - errors,
      requests: results.reduce((sum, r) => sum + r.requests, 0),
      rateLimited: results.reduce((sum, r) => sum + (r.rateLimited ?? 0), 0),
      billable,
      maxRequests: Number.isFinite(meta.config.maxRequests) ? meta.config.maxRequests : null,
    },
    billing: { plannedByProfile: meta.plannedByProfile, actual: billable },
    checks: summarizeChecks(results),
    cases: [...results],
    coverage: buildCoverage(results),
  };
}


/**
 * Marks a run that did not finish (its deadline, a target gone, requests left unanswered): it
 * proves nothing about the cases cut, so it has not passed, whatever ran before; the summary and
 * the JUnit file then say why, as the exit status 2 does.
 */
export function markIncomplete(report: ContractReport, why: string): void {
  // Two reasons (a key lacking a feature, then the deadline) are both said.
  report.incomplete = report.incomplete === undefined ? why : `${report.incomplete}; ${why}`;
  report.summary.passed = false;
}

/** What exit status 2 means for a run that did not finish, said in summary.txt and junit.xml too. */
export const NOT_FINISHED = 'Exit status 2: the run could not finish, which is not "broke the contract"; the cases cut prove nothing either way.';

/** What exit status 2 means, said once wherever a run that could not happen is reported. */
export const NOT_RUN = 'No case was run; exit status 2 means "could not run", not "broke the contract".';
