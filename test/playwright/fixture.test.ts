/**
 * The ai-gateway-kit/playwright fixture under Playwright Test itself: `playwright test` with two
 * workers runs test/playwright/sessions.spec.ts (two tests, each driving a small page that
 * submits a video task), in the Chromium the other browser tests use. Once with a mock per
 * worker, once with both workers on one mock given by MOCK_URL, where only the sessions keep
 * the tests apart; after the run, the fixture has reset both sessions. With a mock per worker, two
 * more (base-url.spec.ts) whose page calls a fixed gateway URL that the fixture sends to the
 * worker's mock (`gatewayBaseUrl`), with a scenario and the verdict, and one (request.spec.ts) whose
 * request fixture joins the session with no browser. And six tests, two at
 * a time (parallel.spec.ts), on the mock that Playwright's webServer starts (web-server.config.ts).
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { startServer } from "../../mocks/transports/http/server.ts";
import { freePort } from "../support/free-port.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const exec = promisify(execFile);

interface JsonResult {
  workerIndex: number;
  status: string;
  errors: { message?: string }[];
}

/** A file's suite, or a `test.describe` within it (nested under `suites`). */
interface JsonSuite {
  specs: { title: string; tests: { results: JsonResult[] }[] }[];
  suites?: JsonSuite[];
}

interface JsonReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: JsonSuite[];
}

/** Every result of the suites, their describes' included. */
function resultsOf(suites: JsonSuite[]): JsonResult[] {
  return suites.flatMap((suite) => [...suite.specs.flatMap((spec) => spec.tests.flatMap((test) => test.results)), ...resultsOf(suite.suites ?? [])]);
}

/** Runs `playwright test` on the fixture's spec; resolves with its JSON report. */
async function playwrightTest(env: NodeJS.ProcessEnv = {}, config = "playwright.config.ts"): Promise<JsonReport> {
  const args = [fileURLToPath(new URL("../../node_modules/@playwright/test/cli.js", import.meta.url)), "test", "-c", `test/playwright/${config}`, "--reporter=json"];
  const options = { cwd: ROOT, env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024, timeout: 180_000 };
  const { stdout } = await exec(process.execPath, args, options).catch((error: { stdout?: string; stderr?: string }) => {
    if (!error.stdout?.trim().startsWith("{")) throw new Error(`playwright test did not report:\n${error.stderr ?? ""}`);
    return { stdout: error.stdout };
  });
  return JSON.parse(stdout) as JsonReport;
}

function expectParallelPasses(report: JsonReport, tests = 2): void {
  const results = resultsOf(report.suites);
  expect(results).toHaveLength(tests);
  expect(results.flatMap((result) => result.errors.map((error) => error.message))).toEqual([]);
  expect(report.stats).toMatchObject({ expected: tests, unexpected: 0, flaky: 0 });
  // Both workers had tests: they ran side by side (request.spec.ts's launch options take a worker of their own).
  expect(new Set(results.map((result) => result.workerIndex)).size, `workers of the tests: ${results.map((result) => result.workerIndex).join(", ")}`).toBeGreaterThanOrEqual(2);
}

describe("the Playwright fixture (ai-gateway-kit/playwright)", () => {
  it("gives parallel tests each a mock of its worker, a session, and a clock to move, also where the page calls the app's own gateway URL", async () => {
    expectParallelPasses(await playwrightTest({ MOCK_URL: "" }), 5);
  }, 200_000);

  it("keeps two parallel tests on one shared mock (MOCK_URL) apart by session, and resets both", async () => {
    const server = await startServer({ port: 0, host: "127.0.0.1", config: { logLevel: "silent" } });
    try {
      expectParallelPasses(await playwrightTest({ MOCK_URL: server.url }));
      // Both tests made a task on this mock, and the fixture reset each test's session after it.
      const stats = (await (await fetch(`${server.url}/__mock/stats`)).json()) as { store: { tasks: number; nextTaskId: number } };
      expect(stats.store.nextTaskId).toBeGreaterThanOrEqual(1003);
      expect(stats.store.tasks).toBe(0);
    } finally {
      await server.close();
    }
  }, 200_000);

  it("runs parallel tests against the mock Playwright's webServer starts, each in its own session", async () => {
    const port = await freePort();
    expectParallelPasses(await playwrightTest({ MOCK_PORT: String(port), MOCK_URL: "" }, "web-server.config.ts"), 6);
    // Playwright stopped the mock it started.
    await expect(fetch(`http://127.0.0.1:${port}/__mock/health`)).rejects.toThrow();
  }, 300_000);
});
