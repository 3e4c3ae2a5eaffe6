/**
 * msw 3, npm's `latest`: the kit's peer range takes it (`^2.15.0 || ^3.0.0`), so a project that
 * installed msw 3 can install the kit (with `^2.15.0` alone npm refused it with ERESOLVE). From
 * the packed package, installed beside msw 3 from the npm cache (`msw-3` in our devDependencies
 * put it there):
 * - the browser example built by Vite with no configuration answers every case of the browser
 *   journey in Chromium, as with msw 2 (bundlers.test.ts);
 * - in Vitest Browser Mode (vitest 4, which installs msw 2 for itself and serves that msw's
 *   worker script), the helper's stop fails within seconds naming the msw 2 script, where msw 3
 *   waited for ever for its answer; with msw 3's own script in public/ (`npx msw init public/`)
 *   the documented example and the controls pass;
 * - in Node, `gatewayMock({ mode: "msw" })` answers the openai SDK, and its `onUnhandledRequest`
 *   reaches msw 3, which renamed the option `onUnhandledFrame`. msw 3 needs Node 22.12 or newer
 *   (`Promise.withResolvers`), so on an older Node this part is skipped, saying why.
 */
import { execFile } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installInto, packTarball } from "../../scripts/pack-install.ts";
import { findChromium } from "../support/chromium.ts";
import { CHROMIUM_ARGS, runGatewayPage, serveStatic } from "../support/gateway-page.ts";
import { outcomes, prepareVitestBrowserApp, VITEST_BROWSER_APPS, vitestBrowserRun } from "../support/vitest-browser-app.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const exec = promisify(execFile);
const version = (name: string) => (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
/** msw 3's own floor (its `engines`): below it msw 3 fails as it loads. */
const [major, minor] = process.versions.node.split(".").map(Number) as [number, number];
const NODE_RUNS_MSW3 = major > 22 || (major === 22 && minor >= 12);

let work: string;
let app: string;
let browser: Browser | undefined;

async function node(args: string[], cwd: string): Promise<string> {
  const { stdout, stderr } = await exec(process.execPath, args, { cwd, maxBuffer: 16 * 1024 * 1024, timeout: 240_000, env: { ...process.env, NO_COLOR: "1" } });
  return stdout + stderr;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "msw3-"));
  const { tarball } = await packTarball(work);
  app = join(work, "app");
  const vitestBrowserMode = ["vitest", "@vitest/browser-playwright", "playwright"].map((name) => `${name}@${version(name)}`);
  await installInto(app, [tarball, `msw@${version("msw-3")}`, `openai@${version("openai")}`, `vite@${version("vite")}`, ...vitestBrowserMode], "msw3");
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

it("installs beside msw 3, which the peer range takes", () => {
  expect(version("msw-3")).toMatch(/^3\./);
  expect((JSON.parse(readFileSync(join(app, "node_modules", "msw", "package.json"), "utf8")) as { version: string }).version).toBe(version("msw-3"));
});

describe("the browser example built by Vite with msw 3", () => {
  beforeAll(async () => {
    cpSync(join(ROOT, "examples", "msw", "browser"), join(app, "vite"), { recursive: true });
    // What `npx msw init public` does in a user's project, with msw 3's own CLI.
    await node([join(app, "node_modules", "msw", "cli", "index.js"), "init", "public", "--no-save"], join(app, "vite"));
    await node([join(app, "node_modules", "vite", "bin", "vite.js"), "build"], join(app, "vite"));
    browser = await chromium.launch({ executablePath: (await findChromium()).executablePath, args: CHROMIUM_ARGS });
  }, 300_000);

  it("answers chat, a stream, a wrong key, a tool call and a video task in Chromium", async () => {
    const site = await serveStatic(join(app, "vite", "dist"));
    try {
      const outcome = await runGatewayPage(browser!, site.url);
      expect(outcome.problems).toEqual([]);
      const { chat, stream, auth, tool, task } = outcome.answers;
      expect(chat).toEqual(["done", "Hello!"]);
      expect(stream[0]).toBe("done");
      expect(stream[1].trim().length).toBeGreaterThan(10);
      expect(auth).toEqual(["done", "AuthenticationError 401"]);
      expect(tool[1]).toMatch(/^get_weather\(\{"city":".+"\}\)$/);
      expect(task).toEqual(["completed", expect.stringMatching(/^Task \d+: completed$/)]);
      expect(outcome.worker).toBe(new URL("mockServiceWorker.js", site.url).href);
    } finally {
      await site.close();
    }
  }, 120_000);
});

describe(`Vitest Browser Mode (vitest ${version("vitest")}) with msw 3`, () => {
  let env: NodeJS.ProcessEnv;
  beforeAll(async () => {
    env = await prepareVitestBrowserApp(app, work);
    copyFileSync(join(VITEST_BROWSER_APPS, "controls.test.ts"), join(app, "src", "controls.test.ts"));
  }, 120_000);

  it("without the project's own worker script: the example's tests pass, and the file's end fails within seconds naming the msw 2 script vitest serves and `npx msw init public/`", async () => {
    const { report, output } = await vitestBrowserRun(app, env, "src/gateway.test.ts");
    expect(outcomes(app, report), output).toEqual([
      "src/gateway.test.ts > answers a chat completion: passed",
      "src/gateway.test.ts > streams a chat completion: passed",
      "src/gateway.test.ts > finishes a video task when the test moves the clock: passed",
    ]);
    // The helper's afterAll: before the bound, msw 3's stop() waited until vitest's hook timeout (30 s).
    const fileErrors = report.testResults.map((file) => file.message ?? "").join("\n");
    expect(fileErrors, output).toMatch(/did not confirm it stopped within 5 s: the worker script at \/mockServiceWorker\.js is msw 2\.\d+\.\d+'s[^\n]*npx msw init public\//);
    expect(fileErrors).not.toMatch(/Hook timed out/);
    expect(report.success).toBe(false);
  }, 240_000);

  it("with msw 3's own worker script in public/: the documented example and the controls pass", async () => {
    await node([join(app, "node_modules", "msw", "cli", "index.js"), "init", "public", "--no-save"], app);
    const { report, output } = await vitestBrowserRun(app, env, "src/");
    expect(outcomes(app, report).sort(), output).toEqual([
      "src/controls.test.ts > in sequence: the reset after each test keeps them apart forces a 429 on chat completions: passed",
      "src/controls.test.ts > in sequence: the reset after each test keeps them apart starts the next test with no force and an empty journal: passed",
      "src/controls.test.ts > plays a scenario, which the SDK's default retries outlast with no client finding: passed",
      "src/controls.test.ts > finds a client that calls again with a key the gateway refused: passed",
      'src/controls.test.ts > gatewayMock from ai-gateway-kit/testing in a page refuses mode "http", naming mode "msw": passed',
      "src/gateway.test.ts > answers a chat completion: passed",
      "src/gateway.test.ts > streams a chat completion: passed",
      "src/gateway.test.ts > finishes a video task when the test moves the clock: passed",
    ].sort());
    expect(report.success, output).toBe(true);
    // MSW's own check of the script against the page's msw: silent when they match.
    expect(output).not.toMatch(/generated by a different version of MSW/);
  }, 240_000);
});

const IN_NODE = `
import { once } from "node:events";
import { createServer } from "node:http";
import OpenAI from "openai";
import { gatewayMock } from "ai-gateway-kit/testing";
const gateway = gatewayMock({ mode: "msw", baseUrl: "http://msw3.test", onUnhandledRequest: "error" });
await gateway.start();
const openai = new OpenAI({ baseURL: gateway.url + "/client/v2/ai", apiKey: gateway.keys.default, maxRetries: 0 });
const chat = await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Say hello." }] });
// A real server beside the mock: let through (msw's default, "warn"), it would answer.
const elsewhere = createServer((req, res) => res.end("real")).listen(0, "127.0.0.1");
await once(elsewhere, "listening");
const unhandled = await fetch("http://127.0.0.1:" + elsewhere.address().port + "/").then((res) => "answered " + res.status, (error) => "refused: " + error.message);
elsewhere.close();
await gateway.stop();
console.log(JSON.stringify({ chat: chat.choices[0].message.content, unhandled }));
`;

describe.skipIf(!NODE_RUNS_MSW3)(`in Node with msw 3 (needs Node 22.12+, this is ${process.versions.node})`, () => {
  it("answers the openai SDK, and an unhandled request is refused as onUnhandledRequest: 'error' asks", async () => {
    writeFileSync(join(app, "in-node.mjs"), IN_NODE);
    const seen = JSON.parse((await exec(process.execPath, ["in-node.mjs"], { cwd: app, timeout: 60_000 })).stdout.trim().split("\n").at(-1)!) as { chat: string; unhandled: string };
    expect(seen.chat).toBe("Hello!");
    expect(seen.unhandled).toMatch(/^refused: /);
  }, 90_000);
});
