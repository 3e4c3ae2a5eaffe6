/**
 * The gateway mock in Vitest Browser Mode, from the packed package: an empty project with the
 * tarball, vitest, @vitest/browser-playwright, playwright, msw and openai (exact versions of our
 * node_modules, from the npm cache), the documented example (examples/vitest-browser: its
 * vitest.config.ts and gateway.test.ts, docs/testing.md), the controls' file beside it, and a
 * file whose second start fails, which the app's sequencer runs first in the same tab, so the
 * others show the tab it leaves (test/browser/apps/vitest-browser), run by `vitest run --browser`
 * in headless Chromium. The
 * test files run in the page; `ai-gateway-kit/vitest` and `/testing` resolve to their browser
 * build (MSW's setupWorker), and Vitest serves MSW's worker script itself: no `msw init`.
 * Chromium is test/support/chromium.ts's; Playwright's own browsers folder is an empty one, so
 * a run that tried a downloaded browser would fail.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installInto, packTarball } from "../../scripts/pack-install.ts";
import { outcomes as outcomesIn, prepareVitestBrowserApp, VITEST_BROWSER_APPS, vitestBrowserRun, type JsonReport as AppReport } from "../support/vitest-browser-app.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** The exact versions in our own node_modules: `npm ci` put their tarballs in the cache. */
const version = (name: string) => (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
const PACKAGES = ["vitest", "@vitest/browser-playwright", "playwright", "msw", "openai"];

/** The report, with when each file started (the failed-start file must run first). */
type JsonReport = AppReport & { testResults: { startTime: number }[] };

let work: string;
let app: string;
let env: NodeJS.ProcessEnv;

/** `vitest run <filter> --browser` in the app, and its report. */
const vitestRun = async (filter: string) => {
  const { report, output } = await vitestBrowserRun(app, env, filter);
  return { report: report as JsonReport, output };
};
const outcomes = (report: JsonReport) => outcomesIn(app, report);

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "vitest-browser-"));
  const { tarball } = await packTarball(work);
  app = join(work, "app");
  await installInto(app, [tarball, ...PACKAGES.map((name) => `${name}@${version(name)}`)], "vitest-browser");
  env = await prepareVitestBrowserApp(app, work);
  for (const file of ["controls.test.ts", "failed-start.test.ts"]) copyFileSync(join(VITEST_BROWSER_APPS, file), join(app, "src", file));
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("Vitest Browser Mode with the packed kit", () => {
  it("installs Playwright without a browser download: no install script in the packages added", () => {
    for (const name of ["playwright", "playwright-core", "@vitest/browser-playwright", "@vitest/browser"]) {
      const { scripts = {} } = JSON.parse(readFileSync(join(app, "node_modules", name, "package.json"), "utf8")) as { scripts?: Record<string, string> };
      expect(Object.keys(scripts).filter((script) => /install/.test(script)), name).toEqual([]);
    }
  });

  it("passes the documented example and the controls in Chromium, after a failed start in the same tab: chat, stream, a video task by the clock; force, reset, scenario, verdict, no mode http", async () => {
    const { report, output } = await vitestRun("src/");
    // The file whose start fails runs first (the app's sequencer, one tab), so the next file is the example's or the controls'.
    const byStart = [...report.testResults].sort((a, b) => a.startTime - b.startTime).map((file) => file.name.slice(app.length + 1));
    expect(byStart[0], output).toBe("src/failed-start.test.ts");
    expect(outcomes(report).sort(), output).toEqual([
      "src/controls.test.ts > in sequence: the reset after each test keeps them apart forces a 429 on chat completions: passed",
      "src/controls.test.ts > in sequence: the reset after each test keeps them apart starts the next test with no force and an empty journal: passed",
      "src/controls.test.ts > plays a scenario, which the SDK's default retries outlast with no client finding: passed",
      "src/controls.test.ts > finds a client that calls again with a key the gateway refused: passed",
      'src/controls.test.ts > gatewayMock from ai-gateway-kit/testing in a page refuses mode "http", naming mode "msw": passed',
      "src/failed-start.test.ts > says where MSW's worker script goes when the page does not serve it: passed",
      "src/failed-start.test.ts > keeps the file's own mock answering after that failed start: passed",
      "src/gateway.test.ts > answers a chat completion: passed",
      "src/gateway.test.ts > streams a chat completion: passed",
      "src/gateway.test.ts > finishes a video task when the test moves the clock: passed",
    ].sort());
    // The browser build, not the Node one: Vite would have externalized a Node module, and Playwright used no browser of its own.
    expect(output).not.toMatch(/externalized for browser compatibility|Executable doesn't exist/);
    // No `optimizeDeps.include` needed: Vite found every module of the kit before the first test ran.
    expect(output).not.toMatch(/unexpectedly reloaded|optimized dependencies changed/);
    expect(readdirSync(env.PLAYWRIGHT_BROWSERS_PATH!)).toEqual([]);
  }, 240_000);
});
