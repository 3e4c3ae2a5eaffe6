/**
 * The console summary: per check pass/fail/warn/skip, the failures with their curl lines,
 * what was skipped or not exercised, billable calls, the verdict, and the conformance table last.
 */
import { NOT_FINISHED, NOT_RUN, type ContractReport } from "./model.ts";
import { formatFailures } from "./format.ts";
import { formatStreams } from "./streams.ts";

export interface SummaryOptions {
  color: boolean;
  /** Most failures printed in full (the JSON report has all). */
  maxFailures?: number;
}

type Paint = (text: string) => string;

function painter(color: boolean): Record<"red" | "green" | "yellow" | "dim" | "bold", Paint> {
  const wrap = (code: string): Paint => (text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  return { red: wrap("31"), green: wrap("32"), yellow: wrap("33"), dim: wrap("2"), bold: wrap("1") };
}

/** Renders the summary. */
export function formatSummary(report: ContractReport, options: SummaryOptions): string {
  const p = painter(options.color);
  const maxFailures = options.maxFailures ?? 25;
  const lines: string[] = [];
  const target = report.target.isMock ? (report.target.startedMock ? "the mock, started by the suite" : "the mock") : "not the mock";
  // A HAR is checked offline: no target was asked, no profile chose the cases, no seed made a body.
  const header = report.har
    ? `Contract suite · ${report.har.file ?? "a HAR"} (recorded traffic, checked offline)${report.strict ? " · strict" : ""}`
    : `Contract suite · ${report.target.baseUrl} (${target}) · profile ${report.profile}${report.strict ? " · strict" : ""} · seed ${report.seed}`;
  lines.push(p.bold(header));
  lines.push("");
  if (report.notRun !== undefined) {
    lines.push(p.red(p.bold(`COULD NOT RUN: ${report.notRun.split("\n")[0]}`)));
    lines.push(...report.notRun.split("\n").slice(1));
    // The preflight's reason says it already.
    if (!report.notRun.includes(NOT_RUN)) lines.push(NOT_RUN);
    return lines.join("\n");
  }

  lines.push(p.bold("Checks"));
  const width = Math.max(...report.checks.map((c) => c.name.length));
  for (const check of report.checks) {
    const counts = [`${check.passed} passed`];
    if (check.errors) counts.push(`${check.errors} failed`);
    if (check.warnings) counts.push(`${check.warnings} warnings`);
    const mark = { pass: p.green("✓ pass"), fail: p.red("✗ fail"), warn: p.yellow("! warn"), skip: p.dim("- skip") }[check.status];
    const detail = check.status === "skip" ? p.dim("not applicable to any exchange") : counts.join(", ");
    lines.push(`  ${mark}  ${check.name.padEnd(width)}  ${p.dim(check.provenance.padEnd(8))}  ${detail}`);
  }
  lines.push("");

  const failures = report.cases.flatMap((c) => c.failures.map((f) => ({ ...f, case: `${c.group}: ${c.title}` })));
  if (failures.length > 0) {
    lines.push(p.bold(`Failures (${report.summary.errors} errors, ${report.summary.warnings} warnings)`));
    const shown = [...failures].sort((a, b) => (a.severity === b.severity ? 0 : a.severity === "error" ? -1 : 1)).slice(0, maxFailures);
    let lastCase = "";
    for (const failure of shown) {
      if (failure.case !== lastCase) {
        lines.push("", p.bold(`  ${failure.case}`));
        lastCase = failure.case;
      }
      lines.push(
        formatFailures([failure])
          .split("\n")
          .map((l) => `  ${l}`)
          .join("\n"),
      );
    }
    if (failures.length > shown.length) lines.push("", p.dim(`  … ${failures.length - shown.length} more in report.json`));
    lines.push("");
  }
  const broken = report.cases.filter((c) => c.status === "failed" && c.reason);
  for (const c of broken) lines.push(p.red(`  ✗ ${c.group}: ${c.title}: ${c.reason!.split("\n")[0]}`));

  const skipped = report.cases.filter((c) => c.status === "skipped" && !c.reason?.startsWith("not in the"));
  const outOfProfile = report.cases.filter((c) => c.reason?.startsWith("not in the")).length;
  const notExercised = report.cases.flatMap((c) => c.notExercised.map((n) => `${c.group}: ${n}`));
  if (skipped.length + notExercised.length + outOfProfile > 0) {
    lines.push(p.bold("Skipped and not exercised"));
    for (const c of skipped) lines.push(`  - ${c.group}: ${c.title} — ${c.reason}`);
    for (const n of notExercised) lines.push(`  - ${n}`);
    if (outOfProfile > 0) lines.push(p.dim(`  - ${outOfProfile} cases are not in the ${report.profile} profile`));
    lines.push("");
  }

  const { plannedByProfile, actual } = report.billing;
  if (report.har) {
    const { entries, checked } = report.har;
    lines.push(`Entries: ${entries} read, ${checked} checked (requests of the API), ${entries! - checked} skipped · ${actual} billable answers recorded · nothing sent`);
    if (report.har.keysRecorded === false) {
      lines.push("Keys: no request carries an Authorization header (DevTools' sanitized export drops them), so no request was judged as sent without a key");
    }
  } else {
    const cap = report.summary.maxRequests === null ? "no cap (CONTRACT_MAX_REQUESTS)" : `cap ${report.summary.maxRequests} (CONTRACT_MAX_REQUESTS)`;
    const proxyPages = report.cases.reduce((sum, c) => sum + (c.proxyRetried ?? 0), 0);
    lines.push(
      `Requests: ${report.summary.requests} sent, ${actual} billable, ${report.summary.rateLimited} rate-limited (429, waited out and retried)${proxyPages > 0 ? `, ${proxyPages} answered by a proxy's 502/503/504 page (retried)` : ""} · billable calls per profile: smoke ≤ ${plannedByProfile.smoke}, full ≤ ${plannedByProfile.full} · ${cap}`,
    );
  }
  if (report.streams && report.streams.streams > 0) lines.push(formatStreams(report.streams));
  const c = report.summary.cases;
  lines.push(`Cases: ${c.passed} passed, ${c.failed} failed, ${c.warned} with warnings, ${c.skipped} skipped · ${(report.durationMs / 1000).toFixed(1)} s`);
  // A run that did not finish never reads PASS: summary.txt travels without the console's last line.
  lines.push(
    report.incomplete !== undefined
      ? p.red(p.bold(`NOT FINISHED: ${report.incomplete}; ${report.summary.errors} error-level violations, ${report.summary.warnings} warnings in what ran. ${NOT_FINISHED}`))
      : report.summary.passed
        ? p.green(p.bold(`PASS: no error-level violations (${report.summary.warnings} warnings)`))
        : p.red(p.bold(`FAIL: ${report.summary.errors} error-level violations, ${report.summary.warnings} warnings`)),
  );
  lines.push("");
  // The conformance table comes last: what of the spec this run exercised, and how it went.
  lines.push(p.bold("Conformance (operation × declared status)"));
  const byOperation = new Map<string, typeof report.coverage.rows>();
  for (const row of report.coverage.rows) byOperation.set(row.operationId, [...(byOperation.get(row.operationId) ?? []), row]);
  for (const [operationId, rows] of byOperation) {
    lines.push(`  ${operationId} ${p.dim(`${rows[0]!.method} ${rows[0]!.path}`)}`);
    const cells = rows.map((row) => {
      const label = `${row.status}${row.declared ? "" : " (undeclared)"}`;
      const text = `${label} ${row.result}${row.exchanges > 0 ? ` ×${row.exchanges}` : ""}`;
      return row.result === "failed" ? p.red(text) : row.result === "warned" ? p.yellow(text) : row.result === "passed" ? p.green(text) : p.dim(text);
    });
    lines.push(`    ${cells.join(" · ")}`);
  }
  const { exercised, total, index } = report.coverage;
  lines.push(`  Exercised ${exercised}/${total} operation-status pairs: conformance index ${(index * 100).toFixed(0)}%`);
  return lines.join("\n");
}
