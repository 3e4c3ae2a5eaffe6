/**
 * The conformance table: every operation × declared status, exercised and passed, failed, or
 * not exercised, and the share of pairs exercised (like Microcks' conformance index).
 */
import { operations } from "../../spec/operations.ts";
import type { CaseResult, ExchangeSummary } from "./results.ts";

export type PairResult = "passed" | "warned" | "failed" | "not exercised";

export interface CoverageRow {
  operationId: string;
  method: string;
  path: string;
  status: string;
  /** False for a status the target answered that the spec does not declare. */
  declared: boolean;
  result: PairResult;
  exchanges: number;
}

export interface Coverage {
  rows: CoverageRow[];
  exercised: number;
  total: number;
  /** exercised / total, 0..1. */
  index: number;
}

function resultOf(exchanges: ExchangeSummary[]): PairResult {
  if (exchanges.length === 0) return "not exercised";
  if (exchanges.some((e) => e.verdict === "error")) return "failed";
  return exchanges.some((e) => e.verdict === "warning") ? "warned" : "passed";
}

/** Builds the table from the exchanges of every case. */
export function buildCoverage(results: readonly CaseResult[]): Coverage {
  const all = results.flatMap((r) => r.exchanges);
  const rows: CoverageRow[] = [];
  for (const op of operations.values()) {
    const mine = all.filter((e) => e.operationId === op.operationId);
    const declared = [...op.responses.keys()];
    for (const status of declared) {
      const hits = mine.filter((e) => String(e.status) === status);
      rows.push({ operationId: op.operationId, method: op.method.toUpperCase(), path: op.path, status, declared: true, result: resultOf(hits), exchanges: hits.length });
    }
    const undeclared = [...new Set(mine.map((e) => e.status).filter((s): s is number => s !== null && !declared.includes(String(s))))];
    for (const status of undeclared.sort()) {
      const hits = mine.filter((e) => e.status === status);
      rows.push({ operationId: op.operationId, method: op.method.toUpperCase(), path: op.path, status: String(status), declared: false, result: "failed", exchanges: hits.length });
    }
  }
  const declaredRows = rows.filter((r) => r.declared);
  const exercised = declaredRows.filter((r) => r.result !== "not exercised").length;
  return { rows, exercised, total: declaredRows.length, index: declaredRows.length === 0 ? 0 : exercised / declaredRows.length };
}
