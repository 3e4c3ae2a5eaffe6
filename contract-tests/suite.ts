/**
 * Builds the context of a run: configuration, target, whether the target is our mock (then the
 * run gets its own X-Mock-Session, and the mock's extra keys when none are configured).
 */
import { randomUUID } from "node:crypto";
import { forDetectedMock, forStartedMock, type ContractConfig } from "./config.ts";
import { ALL_CASES } from "./cases/index.ts";
import { buildReport, type ContractReport } from "./report/model.ts";
import { runCases, type CaseResult, type ContractCase, type OnCaseDone, type SuiteContext } from "./runner.ts";
import { Budget, detectMock, Target } from "./target.ts";

export interface SuiteOptions {
  config: ContractConfig;
  /** Set when the suite started the mock itself at this URL. */
  startedMockUrl?: string;
  budget?: Budget;
  fetch?: typeof fetch;
}

/** Connects to the target and tells whether it is our mock. */
export async function createSuite(options: SuiteOptions): Promise<SuiteContext> {
  let config = options.startedMockUrl ? forStartedMock(options.config, options.startedMockUrl) : options.config;
  const budget = options.budget ?? new Budget(config.maxRequests);
  const probe = new Target({ baseUrl: config.baseUrl, apiKey: config.apiKey, ...(options.fetch ? { fetch: options.fetch } : {}) });
  const isMock = await detectMock(probe);
  if (isMock) config = forDetectedMock(config);
  const target = new Target({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    budget,
    timeoutMs: config.requestTimeoutMs,
    maxBodyBytes: config.maxBodyBytes,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    // Our own session on the mock: tasks and counters of parallel runs never mix.
    ...(isMock ? { headers: { "x-mock-session": `contract-${randomUUID()}` } } : {}),
  });
  return { config, target, isMock };
}

export interface SuiteRun {
  suite: SuiteContext;
  results: CaseResult[];
  report: ContractReport;
}

/**
 * Runs every case (of the configured profile) programmatically, without vitest, and builds the
 * report. The self-tests use it; so can any tool.
 * @example const { report } = await runSuite({ config: loadConfig({ CONTRACT_BASE_URL: url }) });
 */
export async function runSuite(options: SuiteOptions & { cases?: readonly ContractCase[]; concurrency?: number; onCaseDone?: OnCaseDone }): Promise<SuiteRun> {
  const startedAt = new Date();
  const started = performance.now();
  const suite = await createSuite(options);
  const concurrency = options.concurrency ?? (Number.isFinite(suite.config.maxRequests) ? 1 : 8);
  const results = await runCases(options.cases ?? ALL_CASES, suite, concurrency, options.onCaseDone);
  const report = buildReport(results, {
    config: suite.config,
    isMock: suite.isMock,
    startedMock: options.startedMockUrl !== undefined,
    startedAt,
    durationMs: Math.round(performance.now() - started),
  });
  return { suite, results, report };
}
