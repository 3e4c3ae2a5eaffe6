/**
 * JUnit XML of a run: one testsuite per group, one testcase per case, for CI test tabs. Times are
 * wall-clock seconds: a testcase's own, a testsuite's from its first case's start to its last
 * case's end, the root's the whole run's (preflight included).
 */
import { NOT_FINISHED, NOT_RUN, type ContractReport } from "./model.ts";
import type { CaseResult } from "./results.ts";
import { formatFailures } from "./format.ts";

/** Escapes text for XML, dropping characters XML 1.0 cannot carry. */
export function xmlEscape(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[^\x09\x0a\x0d\x20-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&apos;");
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(3);
}

/**
 * A testsuite's wall-clock time: from its first case's start to its last case's end. Cases run
 * concurrently (8 at a time), so the sum of their times can be many times the run's; JUnit
 * readers show a testsuite's time as how long it took, as Surefire does for parallel runs.
 */
function span(cases: readonly CaseResult[]): { ms: number; startedAtMs?: number } {
  const ran = cases.filter((c) => c.startedAtMs !== undefined);
  if (ran.length === 0) return { ms: 0 };
  const start = Math.min(...ran.map((c) => c.startedAtMs!));
  const end = Math.max(...ran.map((c) => c.startedAtMs! + c.durationMs));
  return { ms: end - start, startedAtMs: start };
}

/** The JUnit of a run that could not happen: one testsuite, one errored testcase holding the reason. */
function notRunJunit(report: ContractReport, reason: string): string {
  const time = seconds(report.durationMs);
  const counts = `tests="1" failures="0" errors="1" skipped="0" time="${time}"`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract" ${counts}>`,
    `  <testsuite name="contract" ${counts} timestamp="${report.startedAt.slice(0, 19)}">`,
    `    <testcase name="the contract suite could run" classname="contract" time="${time}">`,
    `      <error message="${xmlEscape(reason.split("\n")[0]!)}" type="could not run">${xmlEscape(reason.includes(NOT_RUN) ? reason : `${reason}\n\n${NOT_RUN}`)}</error>`,
    "    </testcase>",
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}

/** Renders the report as JUnit XML. */
export function toJunit(report: ContractReport): string {
  if (report.notRun !== undefined) return notRunJunit(report, report.notRun);
  const groups = [...new Set(report.cases.map((c) => c.group))];
  const suites = groups.map((group) => {
    const cases = report.cases.filter((c) => c.group === group);
    const failed = cases.filter((c) => c.status === "failed").length;
    const skipped = cases.filter((c) => c.status === "skipped").length;
    const time = span(cases);
    const testcases = cases.map((c) => {
      const attrs = `name="${xmlEscape(c.title)}" classname="contract.${xmlEscape(group)}" time="${seconds(c.durationMs)}"`;
      const errors = c.failures.filter((f) => f.severity === "error");
      const warnings = c.failures.filter((f) => f.severity === "warning");
      const body: string[] = [];
      if (c.status === "failed") {
        const message = errors.length > 0 ? `${errors.length} contract violation(s): ${[...new Set(errors.map((f) => f.check))].join(", ")}` : (c.reason ?? "failed");
        body.push(`<failure message="${xmlEscape(message)}" type="contract">${xmlEscape(errors.length > 0 ? formatFailures(errors) : (c.reason ?? ""))}</failure>`);
      } else if (c.status === "skipped") {
        body.push(`<skipped message="${xmlEscape(c.reason ?? "skipped")}"/>`);
      }
      const out = [
        ...(warnings.length > 0 ? [`warnings (designed fills):\n${formatFailures(warnings)}`] : []),
        ...(c.notExercised.length > 0 ? [`not exercised:\n${c.notExercised.map((n) => `- ${n}`).join("\n")}`] : []),
      ];
      if (out.length > 0) body.push(`<system-out>${xmlEscape(out.join("\n\n"))}</system-out>`);
      return body.length === 0 ? `    <testcase ${attrs}/>` : `    <testcase ${attrs}>\n      ${body.join("\n      ")}\n    </testcase>`;
    });
    return [
      `  <testsuite name="contract.${xmlEscape(group)}" tests="${cases.length}" failures="${failed}" errors="0" skipped="${skipped}" time="${seconds(time.ms)}"${time.startedAtMs === undefined ? "" : ` timestamp="${new Date(time.startedAtMs).toISOString().slice(0, 19)}"`}>`,
      ...testcases,
      "  </testsuite>",
    ].join("\n");
  });
  const failures = report.cases.filter((c) => c.status === "failed").length;
  const skipped = report.cases.filter((c) => c.status === "skipped").length;
  const unfinished = report.incomplete === undefined ? [] : [notFinishedSuite(report, report.incomplete)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract" tests="${report.cases.length + unfinished.length}" failures="${failures}" errors="${unfinished.length}" skipped="${skipped}" time="${seconds(report.durationMs)}">`,
    ...suites,
    ...unfinished,
    "</testsuites>",
    "",
  ].join("\n");
}

/**
 * A run that did not finish (exit 2) as one errored testcase, `the contract suite could finish`:
 * without it a CI test tab would show only passes and skips, green, for a run that stopped.
 */
function notFinishedSuite(report: ContractReport, why: string): string {
  const time = seconds(report.durationMs);
  return [
    `  <testsuite name="contract" tests="1" failures="0" errors="1" skipped="0" time="${time}" timestamp="${report.startedAt.slice(0, 19)}">`,
    `    <testcase name="the contract suite could finish" classname="contract" time="${time}">`,
    `      <error message="${xmlEscape(why)}" type="could not finish">${xmlEscape(`${why}\n\n${NOT_FINISHED}`)}</error>`,
    "    </testcase>",
    "  </testsuite>",
  ].join("\n");
}
