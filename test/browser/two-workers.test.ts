/**
 * Two MSW workers in one page, from the packed package (installed with msw into an empty project,
 * the page bundled by esbuild from test/browser/apps/two-workers) in Chromium. The service worker
 * sends each request to the page once, but every worker in the page handles it: without the kit's
 * guard (mocks/transports/msw/two-workers.ts) each request ran the mock twice, so a generation made
 * two tasks, the journal had every line twice and the verdict found a `duplicate-submission` the
 * page never made. The page starts its workers as React Strict Mode does (one msw, two gateways),
 * or once itself and once in a library with its own msw and kit; either way it must get the
 * answers one worker gives (a streamed one too), each request must run once, and the console must
 * say once what happened and how to start one worker. One worker alone: no warning.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { build } from "esbuild";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installInto, packTarball } from "../../scripts/pack-install.ts";
import { findChromium } from "../support/chromium.ts";
import { CHROMIUM_ARGS, guardedPage, serveStatic } from "../support/gateway-page.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const exec = promisify(execFile);
/** The exact msw of our own node_modules: `npm ci` put its tarball in the cache. */
const MSW_VERSION = (JSON.parse(readFileSync(join(ROOT, "node_modules", "msw", "package.json"), "utf8")) as { version: string }).version;

interface Outcome {
  chat: string;
  stream: { events: number; done: boolean; text: string };
  /** The task's status when submitted, then when polled after its 100 ms. */
  task: [string, string];
  /** `METHOD path status` of every gateway in the page. */
  journal: string[];
  /** The codes of every gateway's verdict. */
  findings: string[];
  /** Streams open in every gateway, once the page has read one stream and cancelled another. */
  streamsOpen: number;
}

let work: string;
let browser: Browser;
let site: { url: string; close(): Promise<void> };

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "two-workers-"));
  const { tarball } = await packTarball(work);
  const app = join(work, "app");
  await installInto(app, [tarball, `msw@${MSW_VERSION}`], "two-workers");
  cpSync(join(ROOT, "test", "browser", "apps", "two-workers"), app, { recursive: true });
  const publicDir = join(app, "public");
  cpSync(join(app, "index.html"), join(publicDir, "index.html"));
  // The app and the library are two bundles, each with its own copy of msw and of the kit.
  const bundle = (entry: string, outdir: string) =>
    build({ absWorkingDir: app, entryPoints: [join(app, "src", entry)], outdir: join(publicDir, outdir), bundle: true, splitting: true, format: "esm", platform: "browser", target: "es2022", logLevel: "error" });
  await Promise.all([bundle("main.ts", "app"), bundle("library.ts", "library")]);
  // What `npx msw init public` does in a user's project.
  await exec(process.execPath, [join(app, "node_modules", "msw", "cli", "index.js"), "init", "public", "--no-save"], { cwd: app });
  site = await serveStatic(publicDir);
  browser = await chromium.launch({ executablePath: (await findChromium()).executablePath, args: CHROMIUM_ARGS });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Opens the page with this many workers and reads what it got, what the console said, and what went wrong. */
async function openPage(workers: "one" | "strict-mode" | "library"): Promise<{ outcome: Outcome; warnings: string[]; problems: string[] }> {
  // Only the service worker may answer the gateway's requests.
  const { context, page, problems } = await guardedPage(browser);
  const warnings: string[] = [];
  try {
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
      if (message.type() === "error") problems.push(`console error: ${message.text()}`);
    });
    await page.goto(`${site.url}?workers=${workers}`);
    await page.locator('#outcome[data-state="done"]').waitFor({ timeout: 30_000 });
    const outcome = JSON.parse((await page.textContent("#outcome")) ?? "") as Outcome;
    return { outcome, warnings, problems };
  } finally {
    await context.close();
  }
}

/** What one worker's page gets and records: every answer right, every request once. */
function expectOneRunOfEachRequest(outcome: Outcome): void {
  expect(outcome.chat).toBe("Hello!");
  expect(outcome.stream).toMatchObject({ done: true, text: "Hello!" });
  expect(outcome.stream.events).toBeGreaterThan(2);
  // The stream read to its end and the one cancelled are both over in the mock.
  expect(outcome.streamsOpen).toBe(0);
  // One task, the first the mock made: a second run of the submission would have made 1002 too.
  expect(outcome.task).toEqual(["processing", "completed"]);
  expect(outcome.journal.sort()).toEqual([
    "GET /client/v2/ai/tasks/1001 200",
    "POST /client/v2/ai/chat/completions 200",
    "POST /client/v2/ai/chat/completions 200",
    "POST /client/v2/ai/chat/completions 200",
    "POST /client/v2/ai/generations 200",
  ]);
  expect(outcome.findings).not.toContain("duplicate-submission");
}

describe("a page with one MSW worker", () => {
  it("gets its answers, runs each request once, and is warned of nothing", async () => {
    const { outcome, warnings, problems } = await openPage("one");
    expect(problems).toEqual([]);
    expectOneRunOfEachRequest(outcome);
    expect(warnings).toEqual([]);
  });
});

describe.each([
  ["started twice as a React Strict Mode effect does (one msw, a gateway per effect)", "strict-mode"],
  ["of the app and of a library, each with its own msw and kit", "library"],
] as const)("a page with two MSW workers %s", (_name, workers) => {
  it("gets the answers one worker gives, a stream too, runs each request once, and is warned once how to start one worker", async () => {
    const { outcome, warnings, problems } = await openPage(workers);
    expect(problems).toEqual([]);
    expectOneRunOfEachRequest(outcome);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^\[ai-gateway-kit\] Two MSW workers are handling this page's requests/);
    expect(warnings[0]).toMatch(/React Strict Mode/);
    expect(warnings[0]).toMatch(/Start one worker: keep it in a module-level variable/);
  });
});
