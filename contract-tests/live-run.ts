/**
 * A live run as the CLI does it, and as a CI job wants it: the deadline printed at start and
 * counted from there, the base URL hint, the preflight (could not run → exit 2 with one
 * paragraph, no case results), "still waiting" lines while a request is slow, then the suite;
 * a run cut by its deadline, or by a target that stopped answering (target-gone.ts), reports
 * what ran and exits 2.
 */
import type { ContractConfig } from "./config.ts";
import { formatDuration, startDeadline } from "./deadline.ts";
import { preflight } from "./preflight.ts";
import { markIncomplete, type ContractReport } from "./report/model.ts";
import { inProfileCount, type OnCaseDone } from "./runner.ts";
import { runSuite } from "./suite.ts";

export interface LiveRunIo {
  out(line: string): void;
  err(line: string): void;
}

export type LiveRun =
  | { ran: false; exitCode: 2; /** The preflight's paragraph (printed already): its first line is the reason. */ reason: string }
  | { ran: true; report: ContractReport; exitCode: 0 | 1 | 2; /** Printed after the summary when the deadline or a target gone cut the run. */ epilogue?: string };

/** Runs the suite against config.baseUrl with the preflight and the deadline around it. */
export async function runLive(config: ContractConfig, io: LiveRunIo, onCaseDone?: OnCaseDone, fetchFn?: typeof fetch): Promise<LiveRun> {
  const started = performance.now();
  // The deadline counts from here: the preflight and the mock detection spend the run's time too.
  const deadline = startDeadline(config);
  io.out(`[contract] deadline ${formatDuration(deadline.ms)} (${deadline.source})`);
  try {
    const checked = await preflight(config, { onProbe: io.out, signal: deadline.signal, ...(fetchFn ? { fetch: fetchFn } : {}) });
    if (!checked.ok) {
      io.err(`[contract] ${checked.paragraph}`);
      return { ran: false, exitCode: 2, reason: checked.paragraph };
    }
    for (const note of checked.notes) io.out(`[contract] ${note}`);
    const run = await runSuite({ config, started, deadline: deadline.signal, onWaiting: io.out, ...(onCaseDone ? { onCaseDone } : {}), ...(fetchFn ? { fetch: fetchFn } : {}) });
    if (run.gone) {
      const { message, probe, finished, cut, key, planned } = run.gone;
      const check = key ? `check that ${key} stays valid for the whole run` : "check that the gateway stays up (and reachable) for the whole run";
      const epilogue = `[contract] Stopped: ${message}; ${probe}. ${finished} of ${planned} cases finished, ${cut} cut or not run. The report above shows what ran. Exit status 2: the run could not finish; ${check}.`;
      return { ran: true, report: run.report, exitCode: 2, epilogue };
    }
    // Out of the cases the profile runs: the ones it leaves out neither finished nor were cut.
    const planned = inProfileCount(run.results, run.suite.config);
    if (!deadline.signal.aborted && run.unanswered) {
      const epilogue = `[contract] Not finished: ${run.unanswered.message}. No seed rule bounds how long an answer takes or what a proxy in front answers, so these cases are not failures; ${planned - run.unanswered.cases} of ${planned} cases finished. The report above shows what ran. Exit status 2: the run could not finish; if the gateway is just slow raise --request-timeout-ms (CONTRACT_REQUEST_TIMEOUT_MS), else check the gateway and the proxy in front of it.`;
      return { ran: true, report: run.report, exitCode: 2, epilogue };
    }
    if (!deadline.signal.aborted && run.keyLacks) {
      const epilogue = `[contract] Not finished: ${run.keyLacks.message}. A key refused a feature is the key's limit, not the gateway's fault, so those cases are not failures; the other cases ran and are reported above. Exit status 2: the run could not do all it should.`;
      return { ran: true, report: run.report, exitCode: 2, epilogue };
    }
    if (!deadline.signal.aborted) return { ran: true, report: run.report, exitCode: run.report.summary.passed ? 0 : 1 };
    const cut = run.results.filter((r) => r.status === "skipped" && /deadline passed/.test(r.reason ?? "")).length;
    const epilogue = `[contract] Stopped at the deadline of ${formatDuration(deadline.ms)} (${deadline.source}): ${planned - cut} of ${planned} cases finished, ${cut} cut or not run. The report above shows what ran. Exit status 2: the run could not finish; raise --deadline or --request-timeout-ms, or use --profile smoke.`;
    markIncomplete(run.report, `stopped at the deadline of ${formatDuration(deadline.ms)} (${deadline.source})`);
    return { ran: true, report: run.report, exitCode: 2, epilogue };
  } finally {
    deadline.clear();
  }
}
