/**
 * Docs that work when copied: every code block of the README and docs/ is run by a test or
 * marked as not runnable, every relative link resolves, every "seed §" reference has its section
 * in docs/service-rules.md, the counts the docs state are the code's, and the README's CI recipe
 * leaves its JUnit file where its last step looks.
 *
 * A block is preceded, on the line right above its fence, by one of:
 *   <!-- run -->            a shell block this file runs against a fresh mock (its 4010 becomes the mock's port)
 *   <!-- file: PATH -->     the block is PATH verbatim, and PATH is run by a test of its own
 *   <!-- excerpt: PATH -->  the block is lines of PATH, verbatim and in order: each run of lines between
 *                           `// …` lines is a run of consecutive lines of PATH (PATH is run by a test of its own)
 *   <!-- ci-recipe -->      the GitHub Actions recipe, whose contract step this file runs
 *   <!-- not-run: WHY -->   not runnable here (a real gateway, sample output, a shape)
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { plannedBillableByProfile } from "../contract-tests/cases/index.ts";
import { loadConfig } from "../contract-tests/config.ts";
import type { RunningServer } from "../mocks/transports/http/server.ts";
import { startMock } from "./support/mock.ts";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const BIN = join(ROOT, "bin", "ai-gateway-kit.mjs");
const PAGES = ["README.md", ...readdirSync(join(ROOT, "docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)];
const read = (page: string) => readFileSync(join(ROOT, page), "utf8");

interface Block {
  page: string;
  line: number;
  lang: string;
  marker: string | undefined;
  text: string;
}

function blocksOf(page: string): Block[] {
  const lines = read(page).split("\n");
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)```(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const indent = open[1]!;
    const end = lines.findIndex((l, j) => j > i && l.startsWith(`${indent}\`\`\``) && l.trim() === "```");
    const marker = /^\s*<!-- (.+?) -->\s*$/.exec(lines[i - 1] ?? "")?.[1];
    blocks.push({ page, line: i + 1, lang: open[2]!, marker, text: lines.slice(i + 1, end).map((l) => l.slice(indent.length)).join("\n") });
    i = end;
  }
  return blocks;
}

const BLOCKS = PAGES.flatMap(blocksOf);
const where = (b: Block) => `${b.page}:${b.line}`;

/** The text outside code blocks. */
function prose(page: string): string {
  return read(page).replace(/^(\s*)```[\s\S]*?^\1```\s*$/gm, "");
}

/** GitHub's anchor of a heading. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(page: string): Set<string> {
  const headings = prose(page).split("\n").filter((l) => /^#{1,6} /.test(l));
  return new Set(headings.map((h) => slug(h.replace(/^#+ /, ""))));
}

describe("the README", () => {
  it("is at most 400 lines", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(400);
  });

  it("says what the seed is", () => {
    expect(read("README.md")).toMatch(/\*\*the seed\*\*: the service's interface document/);
  });
});

describe("every code block of the README and docs/", () => {
  it("is run by a test or marked as not runnable", () => {
    const unmarked = BLOCKS.filter((b) => !/^(run|ci-recipe|file: \S+|excerpt: \S+|not-run: .+)$/.test(b.marker ?? "")).map(where);
    expect(unmarked).toEqual([]);
  });

  it.each(BLOCKS.filter((b) => b.marker?.startsWith("file: ")).map((b) => [where(b), b] as const))("%s is its file verbatim", (_, block) => {
    const file = block.marker!.slice("file: ".length);
    expect(block.text.trimEnd()).toBe(read(file).trimEnd());
  });

  it.each(BLOCKS.filter((b) => b.marker?.startsWith("excerpt: ")).map((b) => [where(b), b] as const))("%s is lines of its file, verbatim and in order", (_, block) => {
    const lines = read(block.marker!.slice("excerpt: ".length)).split("\n");
    const runs = block.text.trimEnd().split(/\n *\/\/ …\n/).map((run) => run.split("\n"));
    let from = 0;
    for (const run of runs) {
      const at = lines.findIndex((_, i) => i >= from && run.every((line, j) => lines[i + j] === line));
      expect(at, `not found in order in the file:\n${run.join("\n")}`).toBeGreaterThanOrEqual(0);
      from = at + run.length;
    }
  });
});

describe("the shell blocks marked run", () => {
  let mock: RunningServer;
  beforeAll(async () => {
    mock = await startMock();
  });
  afterAll(async () => {
    await mock?.close();
  });

  it.each(BLOCKS.filter((b) => b.marker === "run").map((b) => [where(b), b] as const))("%s runs against a mock and exits 0", async (_, block) => {
    const port = new URL(mock.url).port;
    const script = block.text.replaceAll("127.0.0.1:4010", `127.0.0.1:${port}`);
    const { code, stdout, stderr } = await new Promise<{ code: number; stdout: string; stderr: string }>((done) =>
      execFile("bash", ["-euo", "pipefail", "-c", script], { timeout: 60_000 }, (error, stdout, stderr) => done({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr })),
    );
    expect(code, stderr).toBe(0);
    expect(stdout).not.toBe("");
  });
});

describe("the CI recipe", () => {
  const recipe = BLOCKS.find((b) => b.marker === "ci-recipe");
  let mock: RunningServer;
  let work: string;
  beforeAll(async () => {
    mock = await startMock();
    work = mkdtempSync(join(tmpdir(), "ci-recipe-"));
  });
  afterAll(async () => {
    await mock?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("exists in the README", () => {
    expect(recipe?.page).toBe("README.md");
  });

  it("leaves the JUnit file at the path its report step names, when its contract step runs", async () => {
    type Step = { run?: string; uses?: string; env?: Record<string, string>; with?: Record<string, string> };
    const steps = (parseYaml(recipe!.text) as { jobs: { contract: { steps: Step[] } } }).jobs.contract.steps;
    const contract = steps.find((s) => s.run?.includes("ai-gateway-kit contract"))!;
    const junitStep = steps.find((s) => s.uses?.startsWith("mikepenz/action-junit-report"))!;
    // What the recipe's expressions stand for in a run against the mock.
    const values: Record<string, string> = {
      "vars.GATEWAY_BASE_URL": mock.url,
      "secrets.GATEWAY_API_KEY": "sk-mock-default",
      "secrets.GATEWAY_RESTRICTED_API_KEY": "sk-mock-restricted",
      "secrets.GATEWAY_OTHER_TEAM_API_KEY": "sk-mock-other",
      "github.event_name == 'schedule' && 'full' || 'smoke'": "smoke",
    };
    const env = Object.fromEntries(
      Object.entries(contract.env ?? {}).map(([name, value]) => [name, value.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => values[expression] ?? expect.fail(`no value for ${expression}`))]),
    );
    const command = contract.run!.replace("npx ai-gateway-kit", `"${process.execPath}" "${BIN}"`);
    const code = await new Promise<number>((done) =>
      execFile("bash", ["-c", command], { cwd: work, env: { PATH: process.env.PATH, ...env }, timeout: 120_000 }, (error) => done(error ? ((error as { code?: number }).code ?? -1) : 0)),
    );
    expect(code).toBe(0);
    const junit = join(work, junitStep.with!.report_paths!);
    expect(existsSync(junit), junit).toBe(true);
    expect(readFileSync(junit, "utf8")).toMatch(/<testsuites[\s>]/);
    expect(existsSync(join(work, steps.find((s) => s.uses?.startsWith("actions/upload-artifact"))!.with!.path!))).toBe(true);
  }, 150_000);
});

describe("every relative link of the README and docs/", () => {
  const links = PAGES.flatMap((page) =>
    [...prose(page).matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)].map((m) => ({ page, target: m[1]! })).filter(({ target }) => !/^(https?|mailto):/.test(target)),
  );

  it.each(links.map((l) => [`${l.page} → ${l.target}`, l] as const))("%s resolves", (_, { page, target }) => {
    const [path, anchor] = target.split("#") as [string, string | undefined];
    const file = path === "" ? page : relative(ROOT, resolve(dirname(join(ROOT, page)), path));
    expect(existsSync(join(ROOT, file)), file).toBe(true);
    if (anchor) expect([...anchorsOf(file)], `#${anchor} in ${file}`).toContain(anchor);
  });
});

describe("every seed § reference", () => {
  const rules = read("docs/service-rules.md");
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : /\.(ts|ya?ml|md|html)$/.test(e.name) ? [join(dir, e.name)] : []));
  const sources = ["contract-tests", "spec", "mocks", "cli", "docs"].flatMap(walk);
  const cited = new Set(sources.concat("README.md").flatMap((file) => [...read(file).matchAll(/seed §(\d+(?:\.\d+)?)(?: rule (\d+))?/g)].map((m) => m[0].slice("seed ".length))));

  it("cites something", () => {
    expect(cited.size).toBeGreaterThan(10);
  });

  it.each([...cited].sort())("%s has its section (and rule) in docs/service-rules.md", (reference) => {
    const [, section, rule] = /^§(\d+(?:\.\d+)?)(?: rule (\d+))?$/.exec(reference)!;
    const heading = new RegExp(`^(#{2,3} §${section!.replace(".", "\\.")} |- \\*\\*§${section!.replace(".", "\\.")} )`, "m");
    const at = rules.search(heading);
    expect(at, `§${section}`).toBeGreaterThanOrEqual(0);
    if (rule) {
      const body = rules.indexOf("\n", at) + 1;
      const next = rules.slice(body).search(/^#{2,3} §|^- \*\*§/m);
      const text = rules.slice(at, next < 0 ? undefined : body + next);
      expect(text).toContain(`**Rule ${rule}.**`);
    }
  });
});

describe("the counts the docs state", () => {
  it("are the suite's planned billable calls per profile", () => {
    const planned = plannedBillableByProfile(loadConfig({}));
    const contract = read("docs/contract.md");
    expect(contract).toContain(`\`smoke\` ≤ ${planned.smoke} billable`);
    expect(contract).toContain(`\`full\` ≤ ${planned.full} billable`);
  });

  it("name as many dev packages wanting Node 22 as the lock file holds", () => {
    const lock = JSON.parse(read("package-lock.json")) as { packages: Record<string, { engines?: { node?: string }; dev?: boolean }> };
    const wanting22 = Object.entries(lock.packages).filter(([path, p]) => path !== "" && p.dev && /^>=\s*22/.test(p.engines?.node ?? "")).length;
    expect(read("README.md")).toContain(`\`EBADENGINE\` for ${wanting22} dev packages`);
  });

  it("give the browser bundle's sizes in the README as docs/browser.md measures them", () => {
    const browser = read("docs/browser.md");
    const share = Number(/\*\*the kit's share, at start\*\* \| \*\*([\d.]+) KB\*\*/.exec(browser)?.[1]);
    const msw = Number(/MSW's own browser build[^|]*\| ([\d.]+) KB/.exec(browser)?.[1]);
    expect(share).toBeGreaterThan(0);
    expect(msw).toBeGreaterThan(0);
    expect(read("README.md")).toContain(`the kit adds ${Math.round(share)} KB gzipped at\nstart, MSW itself is ${Math.round(msw)} KB`);
  });
});
