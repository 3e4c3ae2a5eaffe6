/**
 * Findings gathered per operation, the same difference counted once with the fixtures that
 * show it (array indices folded to `*`, so 40 stream events with the same extra field are one
 * line). Bounded: a recorder that runs for days keeps at most MAX_ENTRIES distinct findings.
 */
import { TITLES, type Finding } from "./drift.ts";

export interface DriftEntry extends Finding {
  title: string;
  count: number;
  /** Up to MAX_FILES fixture files that show it. */
  fixtures: string[];
}

export interface DriftReport {
  /** Exchanges looked at. */
  exchanges: number;
  errors: number;
  warnings: number;
  /** By operationId ("(undeclared)" for paths the spec lacks), entries in first-seen order. */
  operations: Record<string, DriftEntry[]>;
  /** Distinct findings dropped once the report was full. */
  dropped: number;
  /** Exchanges the gateway rightly refused (an undeclared path answered 404, a bad key 401): not drift. */
  clientErrors: number;
  /** Those refusals, by operation, apart from the drift above. */
  refused: Record<string, DriftEntry[]>;
}

const MAX_ENTRIES = 1000;
const MAX_FILES = 5;

export class DriftCollector {
  private readonly entries = new Map<string, DriftEntry>();
  private exchanges = 0;
  private dropped = 0;

  /** Adds the findings of one exchange (or task) recorded in `file`. */
  add(file: string, findings: readonly Finding[]): void {
    this.exchanges++;
    for (const finding of findings) {
      const pointer = finding.pointer.replace(/\/\d+(?=\/|$)/g, "/*");
      const key = [finding.operation, finding.kind, finding.status, finding.contentType, pointer, finding.kind === "undeclared-operation" ? finding.received : ""].join("|");
      let entry = this.entries.get(key);
      if (!entry) {
        if (this.entries.size >= MAX_ENTRIES) {
          this.dropped++;
          continue;
        }
        entry = { ...finding, pointer, title: TITLES[finding.kind], count: 0, fixtures: [] };
        this.entries.set(key, entry);
      }
      entry.count++;
      if (entry.fixtures.length < MAX_FILES && !entry.fixtures.includes(file)) entry.fixtures.push(file);
    }
  }

  report(): DriftReport {
    const operations: Record<string, DriftEntry[]> = {};
    let errors = 0;
    let warnings = 0;
    const refused: Record<string, DriftEntry[]> = {};
    let clientErrors = 0;
    for (const entry of this.entries.values()) {
      if (entry.kind === "client-error") {
        (refused[entry.operation ?? "(undeclared)"] ??= []).push(entry);
        clientErrors += entry.count;
        continue;
      }
      (operations[entry.operation ?? "(undeclared)"] ??= []).push(entry);
      if (entry.severity === "error") errors++;
      else warnings++;
    }
    return { exchanges: this.exchanges, errors, warnings, operations, dropped: this.dropped, clientErrors, refused };
  }
}

/** The report as text: per operation, each difference with what would absorb it. */
export function formatDrift(report: DriftReport): string {
  const lines: string[] = [];
  const names = Object.keys(report.operations).sort();
  const refused = formatRefused(report);
  if (names.length === 0) return `No drift: ${report.exchanges} recorded exchange(s) match the spec.\n${refused}`;
  for (const name of names) {
    const entries = report.operations[name]!;
    lines.push(`${name}`);
    for (const e of entries) {
      const where = [e.status, e.contentType, e.pointer || "(body)"].filter((p) => p !== "").join(" ");
      lines.push(`  ${e.severity === "error" ? "ERROR  " : "WARNING"} ${e.title} [${e.kind}] at ${where} (${e.count}×, ${e.provenance})`);
      lines.push(`    Received:   ${e.received}`);
      lines.push(`    Documented: ${e.documented}`);
      lines.push(`    Absorb:     ${e.absorb}`);
      lines.push(`    Fixtures:   ${e.fixtures.join(", ")}`);
    }
    lines.push("");
  }
  lines.push(`${report.errors} error(s), ${report.warnings} warning(s) in ${report.exchanges} recorded exchange(s)${report.dropped ? `; ${report.dropped} more not kept` : ""}.`);
  return `${lines.join("\n")}\n${refused}`;
}

/** The client errors, apart: what the client sent wrong, which the gateway rightly refused. */
function formatRefused(report: DriftReport): string {
  const names = Object.keys(report.refused ?? {}).sort();
  if (names.length === 0) return "";
  const lines = ["", `Client errors (${report.clientErrors}), rightly refused by the gateway; not drift:`];
  for (const name of names) {
    for (const e of report.refused[name]!) lines.push(`  ${name} ${e.status} ${e.received} (${e.count}×): ${e.absorb}; ${e.fixtures.join(", ")}`);
  }
  return `${lines.join("\n")}\n`;
}
