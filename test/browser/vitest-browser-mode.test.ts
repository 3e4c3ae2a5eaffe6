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
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installInto, packTarball } from "../../scripts/pack-install.ts";
import { findChromium } from "../support/chromium.ts";
import { freePort } from "../support/free-port.ts";
import { CHROMIUM_ARGS } from "../support/gateway-page.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const exec = promisify(execFile);
/** The exact versions in our own node_modules: `npm ci` put their tarballs in the cache. */
const version = (name: string) => (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
const PACKAGES = ["vitest", "@vitest/browser-playwright", "playwright", "msw", "openai"];

interface JsonReport {
  success: boolean;
  testResults: { name: string; startTime: number; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

let work: string;
let app: string;
let env: NodeJS.ProcessEnv;

/** `vitest run <filter> --browser` in the app with the Chromium config; the JSON report and the output. */
async function vitestRun(filter: string): Promise<{ report: JsonReport; output: string }> {
  const outputFile = join(app, `report-${filter.replace(/\W/g, "")}.json`);
  const args = [join(app, "node_modules", "vitest", "vitest.mjs"), "run", filter, "--config", "vitest.chromium.config.ts", "--reporter=json", `--outputFile=${outputFile}`, "--browser"];
  const { stdout, stderr } = await exec(process.execPath, args, { cwd: app, env, maxBuffer: 32 * 1024 * 1024, timeout: 240_000 }).catch((error: { stdout: string; stderr: string }) => error);
  if (!existsSync(outputFile)) throw new Error(`vitest wrote no report:\n${stdout}\n${stderr}`);
  return { report: JSON.parse(readFileSync(outputFile, "utf8")) as JsonReport, output: `${stdout}\n${stderr}` };
}

/** Each test of the report as "file > name: status", with the first failure's message; in the order files finished. */
const outcomes = (report: JsonReport) =>
  report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => `${file.name.slice(app.length + 1)} > ${test.fullName}: ${test.status}${test.failureMessages[0] ? ` (${test.failureMessages[0].split("\n")[0]})` : ""}`),
  );

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "vitest-browser-"));
  const { tarball } = await packTarball(work);
  app = join(work, "app");
  await installInto(app, [tarball, ...PACKAGES.map((name) => `${name}@${version(name)}`)], "vitest-browser");
  mkdirSync(join(app, "src"));
  copyFileSync(join(ROOT, "examples", "vitest-browser", "vitest.config.ts"), join(app, "vitest.config.ts"));
  copyFileSync(join(ROOT, "examples", "vitest-browser", "gateway.test.ts"), join(app, "src", "gateway.test.ts"));
  const apps = join(ROOT, "test", "browser", "apps", "vitest-browser");
  for (const file of ["controls.test.ts", "failed-start.test.ts"]) copyFileSync(join(apps, file), join(app, "src", file));
  copyFileSync(join(apps, "vitest.chromium.config.ts"), join(app, "vitest.chromium.config.ts"));
  const browsers = join(work, "playwright-browsers");
  mkdirSync(browsers);
  env = {
    ...process.env,
    NO_COLOR: "1",
    PLAYWRIGHT_BROWSERS_PATH: browsers,
    KIT_CHROMIUM: (await findChromium()).executablePath,
    KIT_CHROMIUM_ARGS: JSON.stringify(CHROMIUM_ARGS),
    KIT_PORT: String(await freePort()),
  };
  // The parent run's own settings are not the app's.
  for (const name of Object.keys(env)) if (name.startsWith("VITEST") || name === "KIT_PACK_RUN" || name === "NODE_OPTIONS") delete env[name];
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
