/**
 * docs/contract-checks.md stays true: its table lists every check with its provenance and
 * preconditions as the code declares them, and its configuration examples load as written.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CHECKS } from "./checks/index.ts";
import { PRECONDITIONS } from "./checks/preconditions.ts";
import { loadConfig, resolveEnv } from "./config.ts";
import { userVariant } from "./self-test/user-variants.ts";
import { DEFECTS } from "./self-test/defects.ts";
import { LEGAL_VARIANTS } from "./self-test/variants.ts";
import { sampleOf } from "../scripts/self-check-sample.ts";

const DOC = readFileSync(new URL("../docs/contract-checks.md", import.meta.url), "utf8");
const ANSWER = { auth: "401", team: "403", rate: "429", body: "400 (invalid body)", cut: "stream cut" } as const;

/** The ```json blocks of the page, parsed. */
const jsonBlocks = [...DOC.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe("docs/contract-checks.md", () => {
  it("has a row per check with its provenance and the outcomes that make it not applicable", () => {
    for (const check of CHECKS) {
      const row = DOC.split("\n").find((line) => line.startsWith(`| \`${check.name}\` |`));
      expect(row, check.name).toBeDefined();
      const cells = row!.split(/(?<!\\)\|/).map((cell) => cell.trim());
      expect(cells[2], check.name).toBe(check.provenance);
      expect(cells[5], check.name).toBe((PRECONDITIONS[check.name] ?? []).map((p) => ANSWER[p]).join(", ") || "—");
    }
  });

  it("shows the self-check's sample as the CLI prints it for today's catalogues (scripts/self-check-sample.ts writes it)", () => {
    const regenerate = "the sample is behind the code: run `npx tsx scripts/self-check-sample.ts`";
    const lines = sampleOf(DOC);
    expect(lines, "the sample's marker and block").toBeDefined();
    const summary = /^\[contract\] self-check: catches (\d+)\/(\d+) defects, 0\/(\d+) false alarms$/.exec(lines!.at(-1)!);
    expect(summary, `${regenerate} (its last line)`).not.toBeNull();
    const [caught, total, variants] = summary!.slice(1).map(Number) as [number, number, number];
    expect({ defects: total, variants }, regenerate).toEqual({ defects: DEFECTS.length, variants: LEGAL_VARIANTS.length });
    // Every missed line names a defect of the catalogue and the check that must catch it.
    const missed = lines!.slice(0, -1).map((line) => /^ {2}missed: (.+) \(needs (\w+)(?:; got [\w, ]+)?\)$/.exec(line));
    for (const [index, match] of missed.entries()) {
      expect(match, `${regenerate} (line "${lines![index]}")`).not.toBeNull();
      const defect = DEFECTS.find((d) => d.name === match![1]);
      expect(defect?.caughtBy, `${regenerate} (missed defect "${match![1]}")`).toBe(match![2]);
    }
    expect(caught, regenerate).toBe(total - missed.length);
  });

  it("shows a stream budget block and a variant block that load as written", () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-doc-"));
    try {
      const [budgets, variants] = jsonBlocks;
      writeFileSync(join(dir, "contract.config.json"), JSON.stringify({ ...budgets, ...variants }));
      const config = loadConfig(resolveEnv([], {}, dir));
      expect(config.stream).toEqual({ ttftMs: 5000, maxGapMs: 2000, totalMs: 30000, required: false });
      expect(config.variants).toHaveLength(1);
      expect(userVariant(config.variants[0], 0).name).toBe("a trace id in every chat answer (yours)");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
