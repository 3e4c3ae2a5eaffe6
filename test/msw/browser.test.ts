/**
 * The browser example (examples/msw/browser) in real Chromium: the page starts MSW's service
 * worker with the gateway's handlers, streams a chat answer, shows a generated image and a video
 * task it moved to completed by advancing the mock's clock. No gateway listens anywhere: any
 * request that reaches the network outside the page's own origin is blocked and fails the test.
 * The screenshot goes to reports/screenshots/msw-browser.png.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExample } from "../../examples/msw/browser/build.ts";
import { findChromium } from "../support/chromium.ts";

const SCREENSHOTS = new URL("../../reports/screenshots/", import.meta.url);
const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8" };

/** Serves a directory's files on 127.0.0.1 and a free port (the page needs an http origin for its service worker). */
async function serveDirectory(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    const file = join(dir, path === "/" ? "index.html" : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store" });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, server };
}

describe("the MSW browser example in Chromium", () => {
  let dir: string;
  let site: { url: string; server: Server };
  let browser: Browser;
  let page: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "msw-browser-"));
    await buildExample(dir);
    site = await serveDirectory(dir);
    // CHROMIUM_PATH, a system Chromium, or the one @sparticuz/chromium ships: never a skip.
    const { executablePath } = await findChromium();
    browser = await chromium.launch({ executablePath, args: ARGS });
    const context = await browser.newContext({ viewport: { width: 900, height: 760 }, deviceScaleFactor: 1, colorScheme: "light" });
    await context.route(
      (url) => url.origin !== site.url && url.protocol !== "data:" && url.protocol !== "blob:",
      async (route) => {
        problems.push(`request reached the network: ${route.request().url()}`);
        await route.abort("blockedbyclient");
      },
    );
    page = await context.newPage();
    page.on("console", (message) => message.type() === "error" && problems.push(`console error: ${message.text()}`));
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.goto(site.url);
    await page.waitForSelector("#answer[data-state=done]");
    await page.waitForSelector("#task[data-state=completed]");
    await page.waitForFunction("[...document.images].every((image) => !image.hidden && image.complete && image.naturalWidth > 0)");
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.server.close(resolve));
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("streams a chat answer into the page", async () => {
    expect((await page.textContent("#answer"))?.trim()).not.toBe("");
  });

  it("shows the generated image and the cover of the task it advanced to completed", async () => {
    expect(await page.textContent("#task")).toMatch(/^Task \d+: completed$/);
    const sizes = await page.$$eval("img", (images) => images.map((image) => [image.id, (image as unknown as { naturalWidth: number }).naturalWidth, (image as unknown as { naturalHeight: number }).naturalHeight]));
    expect(sizes).toEqual([
      ["image", 240, 150],
      ["cover", 320, 180],
    ]);
  });

  it("served everything from the service worker, with no error on the page", async () => {
    const controlled = await page.evaluate("navigator.serviceWorker.controller?.scriptURL");
    expect(controlled).toBe(`${site.url}/mockServiceWorker.js`);
    expect(problems).toEqual([]);
  });

  it("takes a screenshot of the finished page", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const png = await page.screenshot({ path: new URL("msw-browser.png", SCREENSHOTS).pathname, fullPage: true, animations: "disabled" });
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  });
});

describe("the MSW browser example's build", () => {
  it("bundles the page with the mock inside and no Node built-in left to import", async () => {
    const out = mkdtempSync(join(tmpdir(), "msw-bundle-"));
    try {
      await buildExample(out);
      const app = readFileSync(join(out, "app.js"), "utf8");
      // Import statements start a line of esbuild's output; a message that mentions one (json-schema-faker
      // tells Node users to `import { readFile } from "node:fs/promises"`) is text, not an import.
      expect(app).not.toMatch(/^\s*(import|export)\b[^\n]*\bfrom\s*["']node:|\bimport\(\s*["']node:|\brequire\(["']node:/m);
      expect(app).toContain("createChatCompletion");
      expect(readFileSync(join(out, "mockServiceWorker.js"), "utf8")).toContain("Mock Service Worker");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
