/**
 * Runs contract cases without vitest: each case sends its requests through the target, every
 * applicable check runs on every exchange, and the outcome is a plain, serializable result.
 * The vitest files, the CLI's report and the mutation self-test all sit on this.
 */
import { CHECKS, EXPLICIT_CHECKS, checkNamed, type CheckContext } from "./checks/index.ts";
import { responseReceived } from "./checks/responseReceived.ts";
import { retryAfterOn429 } from "./checks/retryAfterOn429.ts";
import { severityOf, type Failure, type Severity } from "./checks/check.ts";
import { notApplicableBecause } from "./checks/preconditions.ts";
import { secretNames, type ContractConfig } from "./config.ts";
import { SecretSet } from "../mocks/fixtures/redact.ts";
import { plannedBillable, type CaseContext, type ContractCase, type SuiteContext } from "./cases/case.ts";
import { configuredUrlSecrets, requestSecrets, toFailureRecord, type FailureRecord } from "./report/format.ts";
import type { CaseResult, CaseStatus, CheckCount, ExchangeSummary } from "./report/results.ts";
import { caseReason, grantedFeature, lackedFeature, sameKeyNotRestricted } from "./key-lacks.ts";
import { bearerKeyOf, BODY_KEEP_BYTES, BudgetExhausted, isJsonMediaType, RunStopped, stopReason, type Exchange } from "./target.ts";

export type { CaseContext, ContractCase, SuiteContext } from "./cases/case.ts";
export type { CaseResult, CaseStatus, CheckCount, ExchangeSummary } from "./report/results.ts";
export { plannedBillable };

class Skip extends Error {
  override name = "Skip";
}

/** A request still answered 429 after CONTRACT_RATE_LIMIT_RETRIES retries: the case cannot go on. */
class RateLimitedOut extends Error {
  override name = "RateLimitedOut";
}

/**
 * The gateway left a request unanswered: no answer within CONTRACT_REQUEST_TIMEOUT_MS, or a
 * proxy's error page on every attempt. No seed rule is broken by that, so the case is not
 * finished rather than failed, and the run reports itself incomplete (exit 2).
 */
class GatewayUnavailable extends Error {
  override name = "GatewayUnavailable";
}

/** Retries of a request answered by a proxy's 502/503/504 page, as the OpenAI SDKs retry a 5xx. */
export const PROXY_PAGE_RETRIES = 2;

/**
 * Whether the answer is a proxy's or load balancer's error page (nginx's "502 Bad Gateway", a
 * cloud load balancer's 503, a 504 gateway timeout): a 502, 503 or 504 whose body is not JSON,
 * so not the gateway's own error body. It says the gateway was unreachable for that request,
 * which is weather, like a 429, not a verdict on the gateway's contract.
 */
export function isProxyErrorPage(exchange: Exchange): boolean {
  const response = exchange.response;
  return response !== null && [502, 503, 504].includes(response.status) && !isJsonMediaType(response.mediaType);
}

/** "POST /client/v2/ai/chat/completions", as the reasons of a case name its request. */
function requestLine(exchange: Exchange): string {
  return `${exchange.request.method} ${new URL(exchange.request.url).pathname}`;
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


/** What the checks read of the run beyond one exchange: offline (HAR) or live, the identifiers seen, the features granted. */
function runState(suite: SuiteContext): Pick<CheckContext, "offline" | "identifiers" | "granted"> {
  return { ...(suite.offline ? { offline: true } : {}), ...(suite.identifiers ? { identifiers: suite.identifiers } : {}), ...(suite.granted ? { granted: suite.granted } : {}) };
}

function sleepUnless(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done(): void {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** Runs one case; never throws. */
export async function runCase(contractCase: ContractCase, suite: SuiteContext): Promise<CaseResult> {
  const startedAtMs = Date.now();
  const started = performance.now();
  const failures: FailureRecord[] = [];
  const checks: Record<string, CheckCount> = {};
  const exchanges: ExchangeSummary[] = [];
  const notExercised: string[] = [];
  let requests = 0;
  let rateLimited = 0;
  let proxyRetried = 0;
  let billable = 0;
  // Features CONTRACT_API_KEY's team was refused (403): the case cannot ask what it meant to.
  const keyLacks = new Set<string>();
  const strict = suite.config.strict;

  // Secret values the case's requests carried: scrubbed from its whole result at the end.
  const secrets = new SecretSet();
  secrets.add(secretNames(suite.config).keys());
  secrets.add(configuredUrlSecrets(suite.config));
  const record = (exchange: Exchange, failure: Failure | null, checkName: string, ctx?: CheckContext): Severity | null => {
    const count = (checks[checkName] ??= { passed: 0, errors: 0, warnings: 0 });
    // An earlier outcome (401, 403, 429) explains the answer: the check has nothing to say.
    const notApplicable = failure && ctx ? notApplicableBecause(checkName, exchange, ctx) : null;
    if (notApplicable) {
      count.notApplicable = (count.notApplicable ?? 0) + 1;
      notExercised.push(`${checkName} on #${exchange.seq} ${exchange.request.method} ${new URL(exchange.request.url).pathname}: not applicable: ${notApplicable}`);
      return null;
    }
    if (!failure) {
      count.passed++;
      return null;
    }
    const severity = failure.severity ?? severityOf(failure.provenance, strict);
    if (severity === "error") count.errors++;
    else count.warnings++;
    failures.push(toFailureRecord(failure, severity, exchange, suite.config));
    return severity;
  };

  // A request that got no response fails responseReceived, once: the checks of its answer have
  // nothing to judge, so they are counted as not applicable, with one line saying why.
  const unanswered = (exchange: Exchange, ctx: CheckContext): boolean => exchange.response === null && responseReceived.applies(exchange, ctx);
  const notEvaluated = (exchange: Exchange, names: readonly string[]): void => {
    if (names.length === 0) return;
    for (const name of names) {
      const count = (checks[name] ??= { passed: 0, errors: 0, warnings: 0 });
      count.notApplicable = (count.notApplicable ?? 0) + 1;
    }
    notExercised.push(`#${exchange.seq} ${exchange.request.method} ${new URL(exchange.request.url).pathname}: no response, so ${names.join(", ")} not evaluated (responseReceived reports it)`);
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
      const checkCtx: CheckContext = { config: suite.config, isMock: suite.isMock, ...(flow ? { flow } : {}), ...runState(suite) };
      let exchange = await suite.target.send(options);
      secrets.add(requestSecrets(exchange.request));
      requests++;
      // A 429 is weather, not a verdict on the case: wait as asked, retry, count it. Only the
      // 429 check judges it; a 429 the case forced itself is judged in full below. So is a
      // proxy's 502/503/504 page: retried as the SDKs do, judged by no check.
      const forced = options.scenario === "forced-status";
      for (let limited = 0, pages = 0; ; ) {
        if (exchange.response?.status === 429 && !forced) {
          rateLimited++;
          summarize(exchange, [record(exchange, retryAfterOn429.run(exchange, checkCtx), retryAfterOn429.name)]);
          if (limited >= suite.config.rateLimitRetries) {
            // Recorded traffic is never sent again: the 429 is the answer there is, and judged as such.
            throw new RateLimitedOut(
              suite.offline
                ? "rate limited: the recorded answer is 429, judged by retryAfterOn429 alone (recorded traffic is not retried)"
                : `rate limited: still 429 after ${limited} retries (CONTRACT_RATE_LIMIT_RETRIES=${suite.config.rateLimitRetries})`,
            );
          }
          limited++;
        } else if (!suite.offline && !forced && isProxyErrorPage(exchange)) {
          const { status, mediaType } = exchange.response!;
          if (pages >= PROXY_PAGE_RETRIES) {
            throw new GatewayUnavailable(`not finished: ${requestLine(exchange)} was answered ${status} with a ${mediaType ?? "non-JSON"} page, a proxy's rather than the gateway's JSON error, on all ${pages + 1} attempts`);
          }
          pages++;
          proxyRetried++;
        } else break;
        await ctx.sleep(retryDelayMs(exchange, suite.config));
        exchange = await suite.target.send(options);
        secrets.add(requestSecrets(exchange.request));
        requests++;
      }
      if (exchange.timedOut && !suite.offline) throw new GatewayUnavailable(`not finished: ${requestLine(exchange)} got ${exchange.error}`);
      // A 401 to a key the preflight accepted: still taken (judge this answer), or revoked mid-run (stop).
      const sentKey = exchange.response?.status === 401 ? bearerKeyOf(exchange) : null;
      const variable = sentKey === null ? undefined : secretNames(suite.config).get(sentKey);
      if (variable !== undefined && !suite.isMock && suite.watch) {
        await suite.watch.keyAnswered401(variable, sentKey!);
        if (suite.stop?.aborted) throw new RunStopped(stopReason(suite.stop));
      }
      if (exchange.billable) billable++;
      const lacked = suite.offline ? null : lackedFeature(exchange, suite.config, suite.granted);
      if (lacked !== null) keyLacks.add(lacked);
      const granted = suite.offline ? null : grantedFeature(exchange, suite.config);
      if (granted !== null) suite.granted?.add(granted);
      const notRestricted = suite.offline ? null : sameKeyNotRestricted(exchange, suite.config);
      if (notRestricted !== null) throw new Skip(notRestricted);
      const applicable = AUTO_CHECKS.filter((check) => check.applies(exchange, checkCtx));
      const judged = unanswered(exchange, checkCtx) ? applicable.filter((check) => check === responseReceived) : applicable;
      notEvaluated(exchange, applicable.filter((check) => !judged.includes(check)).map((check) => check.name));
      const severities = judged.map((check) => record(exchange, check.run(exchange, checkCtx), check.name, checkCtx));
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
      const checkCtx: CheckContext = { config: suite.config, isMock: suite.isMock, flow, ...runState(suite) };
      if (!check.applies(exchange, checkCtx)) return;
      if (unanswered(exchange, checkCtx)) return notEvaluated(exchange, [check.name]);
      summarize(exchange, [record(exchange, check.run(exchange, checkCtx), check.name, checkCtx)]);
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
    // A wait (a poll interval, a Retry-After) ends early when the run stops; the next send stops the case.
    sleep: (ms) => sleepUnless(ms, suite.stop),
  };

  let status: CaseStatus;
  let reason: string | undefined;
  let unavailable = false;
  try {
    await contractCase.run(ctx);
    status = failures.some((f) => f.severity === "error") ? "failed" : keyLacks.size > 0 ? "skipped" : failures.length > 0 ? "warned" : "passed";
    if (status === "skipped") reason = caseReason([...keyLacks].sort());
  } catch (cause) {
    unavailable = cause instanceof GatewayUnavailable;
    if (cause instanceof Skip || cause instanceof BudgetExhausted || cause instanceof RateLimitedOut || cause instanceof RunStopped || cause instanceof GatewayUnavailable) {
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
    ...(proxyRetried > 0 ? { proxyRetried } : {}),
    ...(unavailable ? { unavailable: true as const } : {}),
    ...(keyLacks.size > 0 ? { keyLacks: [...keyLacks].sort() } : {}),
    billable,
    plannedBillable: plannedBillable(contractCase, suite.config),
    startedAtMs,
    durationMs: Math.round(performance.now() - started),
  });
}

/** A case that was not run because the profile leaves it out. */
export function outOfProfile(contractCase: ContractCase, config: ContractConfig): CaseResult {
  return skippedCase(contractCase.group, contractCase.title, `not in the ${config.profile} profile`);
}

/** How many of a run's results are of cases its profile runs: the count "N of M cases finished" is out of. */
export function inProfileCount(results: readonly CaseResult[], config: ContractConfig): number {
  const outside = `not in the ${config.profile} profile`;
  return results.filter((r) => r.reason !== outside).length;
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
      const result = !contractCase.profiles.includes(suite.config.profile)
        ? outOfProfile(contractCase, suite.config)
        : suite.stop?.aborted
          ? skippedCase(contractCase.group, contractCase.title, `not run: ${stopReason(suite.stop)}`)
          : await runCase(contractCase, suite);
      results[index] = result;
      onCaseDone?.(result, ++done, cases.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, cases.length) }, worker));
  return results;
}
