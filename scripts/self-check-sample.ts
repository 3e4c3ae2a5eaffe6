/**
 * The sample output of `contract --self-check --profile full` in docs/contract-checks.md, written
 * from a real run (full profile, default settings), so the page shows what the suite catches
 * today, in the CLI's own words (missedLines, summaryLine). Takes minutes:
 *
 *   npx tsx scripts/self-check-sample.ts
 *
 * contract-tests/contract-checks-doc.test.ts checks the sample against the catalogues on every
 * `npm test` (their sizes, the defects it lists as missed and the checks they need, the count);
 * when the catalogues change it fails and names this script.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../contract-tests/config.ts";
import { missedLines, runSelfCheck, summaryLine } from "../contract-tests/self-test/self-check.ts";

export const DOC_PATH = fileURLToPath(new URL("../docs/contract-checks.md", import.meta.url));

/** The comment that precedes the sample's ```text block on the page. */
export const SAMPLE_MARKER = "<!-- not-run: sample output, written by scripts/self-check-sample.ts (full profile, default settings) -->";

/** The lines of the page's sample, or undefined when the marker or its block is missing. */
export function sampleOf(doc: string): string[] | undefined {
  const at = doc.indexOf(`${SAMPLE_MARKER}\n\`\`\`text\n`);
  if (at < 0) return undefined;
  const start = at + SAMPLE_MARKER.length + "\n```text\n".length;
  const end = doc.indexOf("```", start);
  return end < 0 ? undefined : doc.slice(start, end).replace(/\n$/, "").split("\n");
}

/** The page with its sample replaced by `lines`. */
export function withSample(doc: string, lines: readonly string[]): string {
  const old = sampleOf(doc);
  if (old === undefined) throw new Error(`docs/contract-checks.md: the marker ${SAMPLE_MARKER} and its \`\`\`text block are missing`);
  const start = doc.indexOf(SAMPLE_MARKER) + SAMPLE_MARKER.length + "\n```text\n".length;
  const end = doc.indexOf("```", start);
  return `${doc.slice(0, start)}${lines.join("\n")}\n${doc.slice(end)}`;
}

async function main(): Promise<void> {
  const result = await runSelfCheck(loadConfig({ CONTRACT_PROFILE: "full" }), {
    onProgress: (line) => process.stderr.write(`${line}\n`),
  });
  const lines = [...missedLines(result), summaryLine(result)];
  writeFileSync(DOC_PATH, withSample(readFileSync(DOC_PATH, "utf8"), lines));
  console.log(lines.join("\n"));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
