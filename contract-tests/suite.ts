/**
 * Builds the context of a run: configuration, target, whether the target is our mock (then the
 * run gets its own X-Mock-Session, and the mock's extra keys when none are configured).
 */
import { randomUUID } from "node:crypto";
import { forDetectedMock, forStartedMock, type ContractConfig } from "./config.ts";
import { ALL_CASES, plannedBillableByProfile } from "./cases/index.ts";
import { buildReport, markIncomplete, type ContractReport, type ReportMeta } from "./report/model.ts";
import { summarizeStreams } from "./report/streams.ts";
import { runMessage } from "./key-lacks.ts";
import { inProfileCount, runCases, type CaseResult, type ContractCase, type OnCaseDone, type SuiteContext } from "./runner.ts";
import { Budget, detectMock, stopReason, Target } from "./target.ts";
import { TargetWatch, type TargetGone } from "./target-gone.ts";

export interface SuiteOptions {
  config: ContractConfig;
  /** Set when the suite started the mock itself at this URL. */
  startedMockUrl?: string;
  budget?: Budget;
  fetch?: typeof fetch;
  /** The run's deadline (see deadline.ts): requests stop, cases left are reported not run. */
  deadline?: AbortSignal;
  /** Told when a request is still waiting (the CLI prints it). */
  onWaiting?(line: string): void;
  /** performance.now() when the run began, if before runSuite (live-run.ts: before the preflight); the report's time counts from it. */
  started?: number;
}

/**
 * Connects to the target and tells whether it is our mock. A request lost to a connection
 * failure re-asks the preflight's question; the run stops if the target is gone (target-gone.ts).
 */
export async function createSuite(options: SuiteOptions): Promise<SuiteContext> {
  let config = options.startedMockUrl ? forStartedMock(options.config, options.startedMockUrl) : options.config;
  const budget = options.budget ?? new Budget(config.maxRequests);
  const probe = new Target({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.deadline ? { signal: options.deadline } : {}),
  });
  const isMock = await detectMock(probe);
  if (isMock) config = forDetectedMock(config);
  // The run stops at its deadline or when the target is gone, whichever comes first.
  const watch = new TargetWatch(config, options.fetch, options.deadline);
  const stop = options.deadline ? AbortSignal.any([options.deadline, watch.signal]) : watch.signal;
  const target = new Target({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    budget,
    timeoutMs: config.requestTimeoutMs,
    streamBudgets: config.stream,
    maxBodyBytes: config.maxBodyBytes,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    signal: stop,
    onLost: (cause: unknown) => watch.lost(cause),
    ...(options.onWaiting ? { onWaiting: options.onWaiting } : {}),
    // Our own session on the mock: tasks and counters of parallel runs never mix.
    ...(isMock ? { headers: { "x-mock-session": `contract-${randomUUID()}` } } : {}),
  });
  return { config, target, isMock, identifiers: new Map(), granted: new Set(), stop, watch };
}

export interface SuiteRun {
  suite: SuiteContext;
  results: CaseResult[];
  report: ContractReport;
  /** Set when the target stopped answering mid-run and the run stopped (target-gone.ts). */
  gone?: TargetGone & { message: string; finished: number; cut: number; /** Cases of the profile: finished + cut. */ planned: number };
  /** Set when cases stopped on a request the gateway left unanswered (runner.ts's GatewayUnavailable): how many, and why. */
  unanswered?: { cases: number; message: string };
  /** Set when CONTRACT_API_KEY's team was refused a feature (403) and cases were not run in full for it (key-lacks.ts). */
  keyLacks?: { message: string };
}

/**
 * Runs every case (of the configured profile) and builds the report: the one way a suite runs.
 * The CLI (through live-run.ts), the library entry, the vitest files (through harness.ts) and the
 * self-tests call it; so can any tool.
 * @example const { report } = await runSuite({ config: loadConfig({ CONTRACT_BASE_URL: url }) });
 */
export async function runSuite(options: SuiteOptions & { cases?: readonly ContractCase[]; concurrency?: number; onCaseDone?: OnCaseDone }): Promise<SuiteRun> {
  const started = options.started ?? performance.now();
  const startedAt = new Date(Date.now() - (performance.now() - started));
  const suite = await createSuite(options);
  const concurrency = options.concurrency ?? (Number.isFinite(suite.config.maxRequests) ? 1 : 8);
  const results = await runCases(options.cases ?? ALL_CASES, suite, concurrency, options.onCaseDone);
  const report = suiteReport(results, {
    config: suite.config,
    isMock: suite.isMock,
    startedMock: options.startedMockUrl !== undefined,
    startedAt,
    durationMs: Math.round(performance.now() - started),
  });
  report.streams = summarizeStreams(suite.target.exchanges, suite.config.stream);
  const gone = suite.watch?.gone;
  if (!gone || !suite.stop) return { suite, results, report, ...keyLacksOf(results, report, suite.granted), ...unansweredOf(results, report) };
  const why = stopReason(suite.stop);
  const cut = results.filter((r) => r.reason === `not run: ${why}` || r.reason === `not finished: ${why}`).length;
  // Cases the profile leaves out neither finished nor were cut: "14 of 76" would count them as run.
  const planned = inProfileCount(results, suite.config);
  const message = gone.key
    ? `${gone.key} was refused with 401 after ${planned - cut} cases, though the preflight had accepted it (revoked, expired or rotated during the run?)`
    : `the gateway at ${suite.config.baseUrl} stopped answering after ${planned - cut} cases (${gone.code})`;
  markIncomplete(report, message);
  return { suite, results, report, gone: { ...gone, message, finished: planned - cut, cut, planned } };
}

/**
 * Cases not run in full because CONTRACT_API_KEY's team may not use a feature (the gateway
 * answered it 403): the key's fault, so the run is not finished (exit 2), not failed.
 */
function keyLacksOf(results: readonly CaseResult[], report: ContractReport, granted: ReadonlySet<string> | undefined): Pick<SuiteRun, "keyLacks"> {
  const message = runMessage(results, granted);
  if (message === null) return {};
  markIncomplete(report, message);
  return { keyLacks: { message } };
}

/**
 * Cases cut short by a request the gateway left unanswered (too slow for the request timeout, or
 * only a proxy's error page): no rule was judged on them, so the run is incomplete, not failed.
 */
function unansweredOf(results: readonly CaseResult[], report: ContractReport): Pick<SuiteRun, "unanswered"> {
  const cut = results.filter((r) => r.unavailable);
  if (cut.length === 0) return {};
  const first = cut[0]!.reason!.replace(/^not finished: /, "");
  const message = `${cut.length} ${cut.length === 1 ? "case" : "cases"} not finished: the gateway left a request unanswered (${cut.length === 1 ? "" : "first: "}${first})`;
  markIncomplete(report, message);
  return { unanswered: { cases: cut.length, message } };
}

/**
 * The report of a run's case results: one path for every way the suite runs (runSuite for the
 * CLI and the library, the vitest files through global-setup.ts, recorded traffic).
 */
export function suiteReport(results: readonly CaseResult[], meta: Omit<ReportMeta, "plannedByProfile">): ContractReport {
  return buildReport(results, { ...meta, plannedByProfile: plannedBillableByProfile(meta.config) });
}

/**
 * The report of a run that could not happen (exit 2): no case, `notRun` holding why, and
 * `summary.passed` false, so a CI test tab shows the reason rather than nothing.
 * @example writeRunReports(notRunReport("connection refused", { config, isMock: false, startedMock: false, startedAt, durationMs: 12 }), dir);
 */
export function notRunReport(reason: string, meta: Omit<ReportMeta, "plannedByProfile">): ContractReport {
  const report = suiteReport([], meta);
  return { ...report, summary: { ...report.summary, passed: false }, notRun: reason };
}
