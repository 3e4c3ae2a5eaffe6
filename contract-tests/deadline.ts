/**
 * The run's deadline: one timer for the whole run, so a slow or hanging gateway ends within the
 * CI job's limit. When it fires, requests in flight are aborted, cases stop where they are, the
 * cases left are reported as not run, and the CLI exits 2 ("could not finish").
 */
import { DEFAULT_DEADLINE_MS, type ContractConfig } from "./config.ts";

export interface Deadline {
  signal: AbortSignal;
  ms: number;
  /** How the deadline was chosen, for the line printed at start. */
  source: string;
  /** Stops the timer (the run ended first). */
  clear(): void;
}

/** 900000 → "15m", 90000 → "90s", 1500 → "1500ms". */
export function formatDuration(ms: number): string {
  if (ms % 3_600_000 === 0) return `${ms / 3_600_000}h`;
  if (ms % 60_000 === 0) return `${ms / 60_000}m`;
  if (ms % 1000 === 0) return `${ms / 1000}s`;
  return `${ms}ms`;
}

/**
 * Starts the deadline of a run: CONTRACT_DEADLINE, else the profile's default.
 * @example const deadline = startDeadline(config); await runSuite({ config, deadline: deadline.signal }); deadline.clear();
 */
export function startDeadline(config: Pick<ContractConfig, "deadlineMs" | "profile">): Deadline {
  const ms = config.deadlineMs ?? DEFAULT_DEADLINE_MS[config.profile];
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`the run's deadline of ${formatDuration(ms)} passed`)), ms);
  timer.unref();
  return {
    signal: controller.signal,
    ms,
    source: config.deadlineMs === null ? `the ${config.profile} profile's default; --deadline to change` : "--deadline",
    clear: () => clearTimeout(timer),
  };
}
