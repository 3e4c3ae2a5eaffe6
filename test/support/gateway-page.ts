/**
 * What the bundler tests share: the example page (examples/msw/browser, examples/msw/webpack)
 * opened in Chromium and read back, and a static server that can send a Content-Security-Policy.
 * The page shows four answers, each with a data-state; the checks wait for all four to settle.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import type { Browser } from "playwright-core";

export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Where the page's gateway answers: only the service worker may answer there. */
const GATEWAY_ORIGIN = "http://127.0.0.1:4010";

export interface PageOutcome {
  /** id → [data-state, text] of the four answers. */
  answers: Record<"chat" | "stream" | "auth" | "task", [string, string]>;
  /** Page errors, console errors other than the wrong key's 401, CSP violations, requests that reached the gateway's origin. */
  problems: string[];
  /** The script of the service worker that controls the page. */
  worker: string | undefined;
  /** Whether `new Function` runs in the page (false under a CSP without 'unsafe-eval'). */
  evalAllowed: boolean;
}

/** Opens `url` in a new context, waits for the four answers, and reads them and what went wrong. */
export async function runGatewayPage(browser: Browser, url: string): Promise<PageOutcome> {
  const context = await browser.newContext();
  const problems: string[] = [];
  try {
    await context.route(
      (target) => target.origin === GATEWAY_ORIGIN,
      async (route) => {
        problems.push(`request reached the network: ${route.request().url()}`);
        await route.abort("blockedbyclient");
      },
    );
    const page = await context.newPage();
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    // The wrong key's 401 is logged by Chromium as a failed resource; anything else is a problem.
    page.on("console", (message) => {
      if (message.type() === "error" && !/status of 401/.test(message.text())) problems.push(`console error: ${message.text()}`);
    });
    // Page-side code as strings: this file compiles without the DOM library.
    await page.addInitScript('document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`))');
    await page.goto(url);
    const ids = ["chat", "stream", "auth", "task"] as const;
    await page
      .waitForFunction(`${JSON.stringify(ids)}.every((id) => !["waiting", "streaming", "queued", "processing"].includes(document.getElementById(id)?.dataset.state ?? "waiting"))`, undefined, { timeout: 30_000 })
      .catch(() => problems.push("the page did not settle within 30 s"));
    const answers = {} as PageOutcome["answers"];
    for (const id of ids) answers[id] = [(await page.getAttribute(`#${id}`, "data-state")) ?? "", (await page.textContent(`#${id}`)) ?? ""];
    const worker = (await page.evaluate("navigator.serviceWorker.controller?.scriptURL")) as string | undefined;
    // Whether the page could have used eval at all: under script-src 'self' it must not.
    const evalAllowed = (await page.evaluate("(() => { try { return new Function('return true')(); } catch { return false; } })()")) as boolean;
    return { answers, problems, worker, evalAllowed };
  } finally {
    await context.close();
  }
}

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css", ".png": "image/png", ".svg": "image/svg+xml" };

/** Serves a folder on 127.0.0.1 and a free port, with these headers on every answer. */
export async function serveStatic(dir: string, headers: Record<string, string> = {}): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store", ...headers });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
