/** The streams of a run against their budgets: what report.json's `streams` and the summary line show. */
import type { StreamBudgets } from "../config.ts";
import { budgetOverruns } from "../stream-watch.ts";
import type { Exchange } from "../target.ts";

export interface StreamReport {
  budgets: StreamBudgets;
  /** Event streams read. */
  streams: number;
  /** Worst values over the run (null when no stream sent an event). */
  slowestFirstEventMs: number | null;
  largestGapMs: number;
  longestMs: number;
  /** Streams the reader cut at a budget, and streams over any budget (cut ones included). */
  cut: number;
  overBudget: number;
}

/** Summarizes the event streams of a run's exchanges. */
export function summarizeStreams(exchanges: readonly Exchange[], budgets: StreamBudgets): StreamReport {
  const watches = exchanges.flatMap((e) => (e.stream ? [e.stream] : []));
  const firsts = watches.flatMap((w) => (w.ttftMs === null ? [] : [w.ttftMs]));
  return {
    budgets,
    streams: watches.length,
    slowestFirstEventMs: firsts.length > 0 ? Math.max(...firsts) : null,
    largestGapMs: Math.max(0, ...watches.map((w) => w.maxGapMs)),
    longestMs: Math.max(0, ...watches.map((w) => w.totalMs)),
    cut: watches.filter((w) => w.cut !== null).length,
    overBudget: watches.filter((w) => budgetOverruns(w).length > 0).length,
  };
}

/** One line for the console summary. */
export function formatStreams(report: StreamReport): string {
  const { budgets: b } = report;
  const level = b.required ? "errors (stream.required)" : "warnings";
  return `Streams: ${report.streams} read · first event ≤ ${report.slowestFirstEventMs ?? "-"} ms (budget ${b.ttftMs}) · largest gap ${report.largestGapMs} ms (budget ${b.maxGapMs}) · longest ${report.longestMs} ms (budget ${b.totalMs}) · ${report.overBudget} over budget, ${report.cut} cut · budgets are ${level}`;
}
