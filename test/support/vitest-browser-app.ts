/**
 * A user's Vitest Browser Mode project, made from the packed kit (msw3.test.ts,
 * vitest-browser-mode.test.ts): the documented example (examples/vitest-browser) and the test
 * machine's config beside it (test/browser/apps/vitest-browser: the Chromium of test/support/chromium.ts, since
 * Playwright downloads none, and Vitest's page server on loopback at a free port), run by
 * `vitest run --browser` with a JSON report.
 */
import { execFile } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { findChromium } from "./chromium.ts";
import { freePort } from "./free-port.ts";
import { CHROMIUM_ARGS } from "./gateway-page.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const exec = promisify(execFile);
export const VITEST_BROWSER_APPS = join(ROOT, "test", "browser", "apps", "vitest-browser");

export interface JsonReport {
  success: boolean;
  testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

/**
 * Copies the example's vitest.config.ts and gateway.test.ts (into src/) and the Chromium config
 * into `app`, and returns the environment its runs need. Playwright's browsers folder is an empty
 * one under `work`, so a run that tried a browser of its own would fail.
 */
export async function prepareVitestBrowserApp(app: string, work: string): Promise<NodeJS.ProcessEnv> {
  mkdirSync(join(app, "src"), { recursive: true });
  copyFileSync(join(ROOT, "examples", "vitest-browser", "vitest.config.ts"), join(app, "vitest.config.ts"));
  copyFileSync(join(ROOT, "examples", "vitest-browser", "gateway.test.ts"), join(app, "src", "gateway.test.ts"));
  copyFileSync(join(VITEST_BROWSER_APPS, "vitest.chromium.config.ts"), join(app, "vitest.chromium.config.ts"));
  const browsers = join(work, "playwright-browsers");
  mkdirSync(browsers, { recursive: true });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: "1",
    PLAYWRIGHT_BROWSERS_PATH: browsers,
    KIT_CHROMIUM: (await findChromium()).executablePath,
    KIT_CHROMIUM_ARGS: JSON.stringify(CHROMIUM_ARGS),
    KIT_PORT: String(await freePort()),
  };
  // The parent run's own settings are not the app's.
  for (const name of Object.keys(env)) if (name.startsWith("VITEST") || name === "KIT_PACK_RUN" || name === "NODE_OPTIONS") delete env[name];
  return env;
}

/** `vitest run <filter> --browser` in the app with the Chromium config; the JSON report and the output. */
export async function vitestBrowserRun(app: string, env: NodeJS.ProcessEnv, filter: string): Promise<{ report: JsonReport; output: string }> {
  const outputFile = join(app, `report-${filter.replace(/\W/g, "")}.json`);
  const args = [join(app, "node_modules", "vitest", "vitest.mjs"), "run", filter, "--config", "vitest.chromium.config.ts", "--reporter=json", `--outputFile=${outputFile}`, "--browser"];
  const { stdout, stderr } = await exec(process.execPath, args, { cwd: app, env, maxBuffer: 32 * 1024 * 1024, timeout: 240_000 }).catch((error: { stdout: string; stderr: string }) => error);
  if (!existsSync(outputFile)) throw new Error(`vitest wrote no report:\n${stdout}\n${stderr}`);
  return { report: JSON.parse(readFileSync(outputFile, "utf8")) as JsonReport, output: `${stdout}\n${stderr}` };
}

/** Each test of the report as "file > name: status", with the first failure's message; in the order files finished. */
export const outcomes = (app: string, report: JsonReport) =>
  report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => `${file.name.slice(app.length + 1)} > ${test.fullName}: ${test.status}${test.failureMessages[0] ? ` (${test.failureMessages[0].split("\n")[0]})` : ""}`),
  );
