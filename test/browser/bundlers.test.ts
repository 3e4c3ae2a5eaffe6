/**
 * The browser journey from the packed package: `npm pack`, installed once into an empty project
 * with msw, openai, vite, webpack and webpack-cli (from the npm cache), then the examples built
 * by each bundler with its own defaults (examples/msw/browser with Vite and no configuration,
 * examples/msw/webpack with a plain webpack 5 configuration and no fallbacks) and opened in
 * Chromium. Each page asks the mock in the page, through the openai SDK, for a chat answer, a
 * streamed answer, an AuthenticationError for a wrong key, a tool call (whose part of the mock
 * loads on first use, from a chunk each bundler splits off with its defaults), and a video task
 * completed by moving the clock; nothing may reach the network. The static builds are served with
 * `Content-Security-Policy: script-src 'self'`, so a `new Function` anywhere would fail the page.
 * Last, the kit's share of the Vite app's gzipped JavaScript: the app built with and without it.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installInto, packTarball } from "../../scripts/pack-install.ts";
import { startChild, waitForHttp } from "../support/child.ts";
import { findChromium } from "../support/chromium.ts";
import { freePort } from "../support/free-port.ts";
import { CHROMIUM_ARGS, runGatewayPage, serveStatic, type PageOutcome } from "../support/gateway-page.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const exec = promisify(execFile);
const CSP = { "content-security-policy": "script-src 'self'" };
/** Issue 29's bound on the kit's share of a Vite app's gzipped JavaScript (what the page loads at start). */
const MAX_KIT_SHARE_KB = 80;
/** The exact versions in our own node_modules: `npm ci` put their tarballs in the cache. */
const version = (name: string) => (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

let work: string;
let app: string;
let browser: Browser;
const dir = (name: string) => join(app, name);
const vite = () => join(app, "node_modules", "vite", "bin", "vite.js");

/** Runs node with these arguments in `cwd`; resolves with stdout and stderr together. */
async function node(args: string[], cwd: string): Promise<string> {
  const { stdout, stderr } = await exec(process.execPath, args, { cwd, maxBuffer: 32 * 1024 * 1024, timeout: 240_000, env: { ...process.env, NO_COLOR: "1" } });
  return stdout + stderr;
}

/** The answers every page must show. */
function expectGatewayAnswers(outcome: PageOutcome, origin: string, csp = false): void {
  // The policy really held: the page itself could not have compiled code.
  if (csp) expect(outcome.evalAllowed).toBe(false);
  expect(outcome.problems).toEqual([]);
  const { chat, stream, auth, tool, task } = outcome.answers;
  expect(chat[0]).toBe("done");
  // The pages ask "Say hello.", and a model answers just that.
  expect(chat[1]).toBe("Hello!");
  expect(stream[0]).toBe("done");
  expect(stream[1].trim().length).toBeGreaterThan(10);
  expect(auth).toEqual(["done", "AuthenticationError 401"]);
  // The first tool call, answered by code the page loads on first use.
  expect(tool[0]).toBe("done");
  expect(tool[1]).toMatch(/^get_weather\(\{"city":".+"\}\)$/);
  expect(task[0]).toBe("completed");
  expect(task[1]).toMatch(/^Task \d+: completed$/);
  expect(outcome.worker).toBe(new URL("mockServiceWorker.js", origin).href);
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "bundlers-"));
  const { tarball } = await packTarball(work);
  app = join(work, "app");
  await installInto(app, [tarball, ...["msw", "openai", "vite", "webpack", "webpack-cli"].map((name) => `${name}@${version(name)}`)], "bundlers");
  cpSync(join(ROOT, "examples", "msw", "browser"), dir("vite"), { recursive: true });
  cpSync(join(ROOT, "examples", "msw", "webpack"), dir("webpack"), { recursive: true });
  for (const name of ["baseline", "msw-only"]) cpSync(join(ROOT, "test", "browser", "apps", name), dir(name), { recursive: true });
  // What `npx msw init public` does in a user's project.
  for (const name of ["vite", "webpack"]) await node([join(app, "node_modules", "msw", "cli", "index.js"), "init", "public", "--no-save"], dir(name));
  browser = await chromium.launch({ executablePath: (await findChromium()).executablePath, args: CHROMIUM_ARGS });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("a Vite app with no configuration", () => {
  let log: string;
  beforeAll(async () => {
    log = await node([vite(), "build"], dir("vite"));
  }, 240_000);

  it("builds without externalizing a Node module", () => {
    expect(log).toMatch(/built in/);
    expect(log).not.toMatch(/externalized for browser compatibility|node:/);
  });

  it("splits the parts of the mock loaded on first use into chunks the entry does not import", () => {
    const { initialFiles, lazyFiles } = jsFiles(join(dir("vite"), "dist"));
    const read = (file: string) => readFileSync(join(dir("vite"), "dist", "assets", file), "utf8");
    expect(initialFiles.some((file) => read(file).includes(TOOL_CODE))).toBe(false);
    expect(lazyFiles.some((file) => read(file).includes(TOOL_CODE))).toBe(true);
  });

  it("answers chat, stream, a wrong key, a tool call and a video task in Chromium from `vite build`, under script-src 'self'", async () => {
    const site = await serveStatic(join(dir("vite"), "dist"), CSP);
    try {
      expectGatewayAnswers(await runGatewayPage(browser, site.url), site.url, true);
    } finally {
      await site.close();
    }
  });

  it("answers the same from `vite preview`", async () => {
    const port = await freePort();
    const preview = startChild(process.execPath, [vite(), "preview", dir("vite"), "--port", String(port), "--strictPort", "--host", "127.0.0.1"]);
    try {
      const url = `http://127.0.0.1:${port}/`;
      await waitForHttp(url, preview);
      expectGatewayAnswers(await runGatewayPage(browser, url), url);
    } finally {
      await preview.stop();
    }
  });

  it("answers the same from the dev server", async () => {
    const port = await freePort();
    const dev = startChild(process.execPath, [vite(), dir("vite"), "--port", String(port), "--strictPort", "--host", "127.0.0.1"]);
    try {
      const url = `http://127.0.0.1:${port}/`;
      await waitForHttp(url, dev);
      const outcome = await runGatewayPage(browser, url);
      expectGatewayAnswers(outcome, url);
      expect(dev.output()).not.toMatch(/externalized for browser compatibility|error/i);
    } finally {
      await dev.stop();
    }
  }, 90_000);
});

describe("a webpack 5 app with a plain configuration (no fallbacks for Node built-ins)", () => {
  let log: string;
  beforeAll(async () => {
    log = await node([join(app, "node_modules", "webpack-cli", "bin", "cli.js")], dir("webpack"));
  }, 240_000);

  it("builds with no error and no Node module to resolve", () => {
    expect(log).toMatch(/compiled (successfully|with \d+ warnings?)/);
    expect(log).not.toMatch(/Module not found|BREAKING CHANGE|node:|resolve\.fallback/);
  });

  it("splits the parts of the mock loaded on first use into chunks of their own", () => {
    const files = readdirSync(join(dir("webpack"), "public")).filter((file) => file.endsWith(".js"));
    const read = (file: string) => readFileSync(join(dir("webpack"), "public", file), "utf8");
    expect(files.length).toBeGreaterThan(1);
    expect(read("main.js")).not.toContain(TOOL_CODE);
    expect(files.some((file) => file !== "main.js" && read(file).includes(TOOL_CODE))).toBe(true);
  });

  it("answers chat, stream, a wrong key, a tool call and a video task in Chromium, under script-src 'self'", async () => {
    const site = await serveStatic(join(dir("webpack"), "public"), CSP);
    try {
      expectGatewayAnswers(await runGatewayPage(browser, site.url), site.url, true);
    } finally {
      await site.close();
    }
  });
});

/** Text of the tool-call code (mocks/chat/tools.ts), which a page loads on its first tool call: never in the code loaded at start. */
const TOOL_CODE = "tool_choice is only allowed when tools are given";

/** A Vite build's JavaScript files: those the page loads at start (the entry and its static imports) and the others (loaded by a dynamic import, when first used). */
function jsFiles(dist: string): { initialFiles: string[]; lazyFiles: string[] } {
  const assets = join(dist, "assets");
  const files = readdirSync(assets).filter((file) => file.endsWith(".js"));
  const entry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(readFileSync(join(dist, "index.html"), "utf8"))![1]!;
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file)) return;
    initial.add(file);
    // Static imports only (`import{…}from"./x.js"`, `import"./x.js"`); `import("./x.js")` loads later.
    for (const match of readFileSync(join(assets, file), "utf8").matchAll(/\bimport\s*(?:[\w$*{},\s]+from\s*)?["']\.\/([^"']+\.js)["']/g)) visit(match[1]!);
  };
  visit(entry);
  return { initialFiles: [...initial], lazyFiles: files.filter((file) => !initial.has(file)) };
}

/** Gzipped bytes of a Vite build's JavaScript: what the page loads at start, and all of it. */
function gzippedJs(dist: string): { initial: number; all: number } {
  const size = (file: string) => gzipSync(readFileSync(join(dist, "assets", file)), { level: 9 }).byteLength;
  const { initialFiles, lazyFiles } = jsFiles(dist);
  const initial = initialFiles.reduce((sum, file) => sum + size(file), 0);
  return { initial, all: lazyFiles.reduce((sum, file) => sum + size(file), initial) };
}

describe("the kit's share of a Vite app's JavaScript", () => {
  it(`is at most ${MAX_KIT_SHARE_KB} KB gzipped at start: the example against the same app with one hand-written handler`, async () => {
    for (const name of ["vite", "baseline", "msw-only"]) if (name !== "vite" || !readdirSync(dir(name)).includes("dist")) await node([vite(), "build"], dir(name));
    const [kit, baseline, mswOnly] = ["vite", "baseline", "msw-only"].map((name) => gzippedJs(join(dir(name), "dist")));
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    const report = {
      kitShareAtStartKB: kb(kit!.initial - baseline!.initial),
      kitShareWithLazyChunksKB: kb(kit!.all - baseline!.all),
      appWithKitKB: kb(kit!.initial),
      appWithoutKitKB: kb(baseline!.initial),
      mswAloneKB: kb(mswOnly!.initial),
      versions: { vite: version("vite"), msw: version("msw"), openai: version("openai") },
    };
    mkdirSync(join(ROOT, "reports"), { recursive: true });
    writeFileSync(join(ROOT, "reports", "browser-size.json"), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`[browser size] ${JSON.stringify(report)}`);
    expect(report.kitShareAtStartKB).toBeGreaterThan(0);
    expect(report.kitShareAtStartKB).toBeLessThanOrEqual(MAX_KIT_SHARE_KB);
  }, 240_000);
});
