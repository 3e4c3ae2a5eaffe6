/**
 * Runs contract cases without vitest: each case sends its requests through the target, every
 * applicable check runs on every exchange, and the outcome is a plain, serializable result.
 * The vitest files, the CLI's report and the mutation self-test all sit on this.
 */
import type { Profile } from "./config.ts";
import { CHECKS, EXPLICIT_CHECKS, checkNamed, type CheckContext, type Flow } from "./checks/index.ts";
import { retryAfterOn429 } from "./checks/retryAfterOn429.ts";
import { severityOf, type Failure, type Severity } from "./checks/check.ts";
import { secretNames, type ContractConfig } from "./config.ts";
import { SecretSet } from "../mocks/fixtures/redact.ts";
import { requestSecrets, toFailureRecord, type FailureRecord } from "./report/format.ts";
import { BODY_KEEP_BYTES, BudgetExhausted, type Exchange, type SendOptions, type Target } from "./target.ts";

/** Everything a run shares: settings, the target, whether it is our mock. */
export interface SuiteContext {
  config: ContractConfig;
  target: Target;
  isMock: boolean;
}

export interface CaseContext extends SuiteContext {
  /** Sends a request and runs every applicable check on the exchange. */
  send(options: SendOptions, flow?: Flow): Promise<Exchange>;
  /** Runs a flow-level check (e.g. taskReachesFinalStatus) on the flow's last exchange. */
  judge(checkName: string, exchange: Exchange, flow: Flow): void;
  /** Notes a part of the case that could not run against this target (e.g. a forced 429). */
  notExercised(what: string): void;
  /** Ends the case as skipped, with the reason (a missing key or model). */
  skip(reason: string): never;
  /** Headers that force an outcome on the mock (`Prefer`); only call when `isMock`. */
  prefer(value: string): Record<string, string>;
  sleep(ms: number): Promise<void>;
}

/** One contract case: a sentence, the profiles it belongs to and what it costs. */
export interface ContractCase {
  /** Test file it belongs to: an operationId, or "protocol". */
  group: string;
  /** A sentence: "returns 404 model_not_found for an unknown model". */
  title: string;
  profiles: readonly Profile[];
  /** Most billable calls (2xx answers of model-running operations) the case makes. */
  billable: number | ((config: ContractConfig) => number);
  /** Many requests (generated or mutated bodies, every forced status): runs after the others. */
  bulk?: boolean;
  run(ctx: CaseContext): Promise<void>;
}

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
  billable: number;
  plannedBillable: number;
  durationMs: number;
}

class Skip extends Error {
  override name = "Skip";
}

/** A request still answered 429 after CONTRACT_RATE_LIMIT_RETRIES retries: the case cannot go on. */
class RateLimitedOut extends Error {
  override name = "RateLimitedOut";
}

/**
 * How long a 429 asks to wait: Retry-After-Ms, else Retry-After in seconds or as an HTTP date,
 * else one second; never more than CONTRACT_RATE_LIMIT_MAX_WAIT_MS.
 */
export function retryDelayMs(exchange: Exchange, config: Pick<ContractConfig, "rateLimitMaxWaitMs">, now = Date.now()): number {
  const headers = exchange.response?.headers ?? {};
  const ms = Number(headers["retry-after-ms"]);
  const seconds = headers["retry-after"]?.trim() ?? "";
  let wait = 1000;
  if (headers["retry-after-ms"] !== undefined && Number.isFinite(ms)) wait = ms;
  else if (/^\d+(\.\d+)?$/.test(seconds)) wait = Number(seconds) * 1000;
  else if (seconds !== "" && Number.isFinite(Date.parse(seconds))) wait = Date.parse(seconds) - now;
  return Math.min(Math.max(0, Math.round(wait)), config.rateLimitMaxWaitMs);
}

/** Checks that run on every exchange by themselves. */
const AUTO_CHECKS = CHECKS.filter((check) => !EXPLICIT_CHECKS.has(check.name));

/** The billable calls a case plans for a configuration. */
export function plannedBillable(contractCase: ContractCase, config: ContractConfig): number {
  return typeof contractCase.billable === "number" ? contractCase.billable : contractCase.billable(config);
}

/** Runs one case; never throws. */
export async function runCase(contractCase: ContractCase, suite: SuiteContext): Promise<CaseResult> {
  const started = performance.now();
  const failures: FailureRecord[] = [];
  const checks: Record<string, CheckCount> = {};
  const exchanges: ExchangeSummary[] = [];
  const notExercised: string[] = [];
  let requests = 0;
  let rateLimited = 0;
  let billable = 0;
  const strict = suite.config.strict;

  // Secret values the case's requests carried: scrubbed from its whole result at the end.
  const secrets = new SecretSet();
  secrets.add(secretNames(suite.config).keys());
  const record = (exchange: Exchange, failure: Failure | null, checkName: string): Severity | null => {
    const count = (checks[checkName] ??= { passed: 0, errors: 0, warnings: 0 });
    if (!failure) {
      count.passed++;
      return null;
    }
    const severity = severityOf(failure.provenance, strict);
    if (severity === "error") count.errors++;
    else count.warnings++;
    failures.push(toFailureRecord(failure, severity, exchange, suite.config));
    return severity;
  };

  const summarize = (exchange: Exchange, severities: (Severity | null)[]): void => {
    const url = new URL(exchange.request.url);
    const verdict = severities.includes("error") ? "error" : severities.includes("warning") ? "warning" : "passed";
    const existing = exchanges.find((e) => e.seq === exchange.seq);
    if (existing) {
      if (verdict === "error" || (verdict === "warning" && existing.verdict === "passed")) existing.verdict = verdict;
      return;
    }
    exchanges.push({
      seq: exchange.seq,
      operationId: exchange.operationId,
      method: exchange.request.method,
      path: url.pathname,
      status: exchange.response?.status ?? null,
      verdict,
    });
  };

  const ctx: CaseContext = {
    ...suite,
    async send(options, flow) {
      const checkCtx: CheckContext = { config: suite.config, isMock: suite.isMock, ...(flow ? { flow } : {}) };
      let exchange = await suite.target.send(options);
      secrets.add(requestSecrets(exchange.request));
      requests++;
      // A 429 is weather, not a verdict on the case: wait as asked, retry, count it. Only the
      // 429 check judges it; a 429 the case forced itself is judged in full below.
      for (let retries = 0; exchange.response?.status === 429 && options.scenario !== "forced-status"; retries++) {
        rateLimited++;
        summarize(exchange, [record(exchange, retryAfterOn429.run(exchange, checkCtx), retryAfterOn429.name)]);
        if (retries >= suite.config.rateLimitRetries) {
          throw new RateLimitedOut(`rate limited: still 429 after ${retries} retries (CONTRACT_RATE_LIMIT_RETRIES=${suite.config.rateLimitRetries})`);
        }
        await ctx.sleep(retryDelayMs(exchange, suite.config));
        exchange = await suite.target.send(options);
        secrets.add(requestSecrets(exchange.request));
        requests++;
      }
      if (exchange.billable) billable++;
      const severities = AUTO_CHECKS.filter((check) => check.applies(exchange, checkCtx)).map((check) =>
        record(exchange, check.run(exchange, checkCtx), check.name),
      );
      summarize(exchange, severities);
      // Large bodies (the 8 MB OCR images) are checked; the report keeps only their start.
      if (exchange.request.body !== undefined && exchange.request.body.length > BODY_KEEP_BYTES) {
        exchange.request.body = exchange.request.body.slice(0, BODY_KEEP_BYTES);
        delete exchange.request.json;
      }
      return exchange;
    },
    judge(checkName, exchange, flow) {
      const check = checkNamed(checkName);
      const checkCtx: CheckContext = { config: suite.config, isMock: suite.isMock, flow };
      if (!check.applies(exchange, checkCtx)) return;
      summarize(exchange, [record(exchange, check.run(exchange, checkCtx), check.name)]);
    },
    notExercised(what) {
      notExercised.push(what);
    },
    skip(reason) {
      throw new Skip(reason);
    },
    prefer(value) {
      if (!suite.isMock) throw new Error("[contract] Prefer controls are only for the mock");
      return { prefer: value };
    },
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };

  let status: CaseStatus;
  let reason: string | undefined;
  try {
    await contractCase.run(ctx);
    status = failures.some((f) => f.severity === "error") ? "failed" : failures.length > 0 ? "warned" : "passed";
  } catch (cause) {
    if (cause instanceof Skip || cause instanceof BudgetExhausted || cause instanceof RateLimitedOut) {
      status = failures.some((f) => f.severity === "error") ? "failed" : "skipped";
      reason = cause.message;
    } else {
      status = "failed";
      reason = `the case broke: ${(cause as Error).stack ?? String(cause)}`;
    }
  }
  return secrets.scrubValue<CaseResult>({
    group: contractCase.group,
    title: contractCase.title,
    status,
    ...(reason !== undefined ? { reason } : {}),
    notExercised,
    failures,
    checks,
    exchanges,
    requests,
    rateLimited,
    billable,
    plannedBillable: plannedBillable(contractCase, suite.config),
    durationMs: Math.round(performance.now() - started),
  });
}

/** A case that was not run because the profile leaves it out. */
export function outOfProfile(contractCase: ContractCase, config: ContractConfig): CaseResult {
  return skippedCase(contractCase.group, contractCase.title, `not in the ${config.profile} profile`);
}

/** The result of a case that was not run, with the reason. */
export function skippedCase(group: string, title: string, reason: string): CaseResult {
  return {
    group,
    title,
    status: "skipped",
    reason,
    notExercised: [],
    failures: [],
    checks: {},
    exchanges: [],
    requests: 0,
    rateLimited: 0,
    billable: 0,
    plannedBillable: 0,
    durationMs: 0,
  };
}

/** Called as each case ends (the CLI prints progress with it). */
export type OnCaseDone = (result: CaseResult, done: number, total: number) => void;

/** Runs cases with bounded concurrency, in the given order of results. */
export async function runCases(cases: readonly ContractCase[], suite: SuiteContext, concurrency = 8, onCaseDone?: OnCaseDone): Promise<CaseResult[]> {
  let done = 0;
  const results: CaseResult[] = new Array(cases.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < cases.length) {
      const index = next++;
      const contractCase = cases[index]!;
      const result = contractCase.profiles.includes(suite.config.profile) ? await runCase(contractCase, suite) : outOfProfile(contractCase, suite.config);
      results[index] = result;
      onCaseDone?.(result, ++done, cases.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker));
  return results;
}
