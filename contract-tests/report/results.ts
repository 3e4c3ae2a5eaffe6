/**
 * The result of a case as the runner records it and the reports read it: plain, serializable
 * data that depends on nothing above the checks.
 */
import type { FailureRecord } from "./format.ts";

export interface ExchangeSummary {
  seq: number;
  operationId: string | null;
  method: string;
  path: string;
  status: number | null;
  /** Worst outcome of the checks on this exchange. */
  verdict: "passed" | "warning" | "error";
}

export interface CheckCount {
  passed: number;
  errors: number;
  warnings: number;
  /** Failed only because an earlier outcome (401, 403, 429) came first: not counted against the gateway. */
  notApplicable?: number;
}

export type CaseStatus = "passed" | "failed" | "warned" | "skipped";

export interface CaseResult {
  group: string;
  title: string;
  status: CaseStatus;
  /** Why the case was skipped, or the error that broke it. */
  reason?: string;
  notExercised: string[];
  failures: FailureRecord[];
  checks: Record<string, CheckCount>;
  exchanges: ExchangeSummary[];
  requests: number;
  /** 429 answers waited out and retried (they judge only retryAfterOn429). */
  rateLimited: number;
  /** Answers that were a proxy's 502/503/504 page (runner.ts's isProxyErrorPage), retried. */
  proxyRetried?: number;
  /**
   * The case stopped because the gateway left a request unanswered (no answer within
   * CONTRACT_REQUEST_TIMEOUT_MS, or a proxy's error page on every attempt); `reason` names it.
   */
  unavailable?: true;
  /**
   * Features CONTRACT_API_KEY's team may not use, by the gateway's 403 to it (key-lacks.ts): the
   * case is skipped for them, `reason` says so with the fix, and the run is not finished.
   */
  keyLacks?: string[];
  billable: number;
  plannedBillable: number;
  /** When the case began, Unix ms; absent for a case that never ran (skipped by profile, budget or deadline). */
  startedAtMs?: number;
  durationMs: number;
}
