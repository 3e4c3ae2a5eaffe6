/**
 * What the bundler tests share: the example page (examples/msw/browser, examples/msw/webpack)
 * opened in Chromium and read back, and a static server that can send a Content-Security-Policy.
 * The page shows five answers, each with a data-state; the checks wait for all five to settle.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, normalize } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";

export const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Where the page's gateway answers: only the service worker may answer there. */
const GATEWAY_ORIGIN = "http://127.0.0.1:4010";
/** States of an answer still on its way. */
const SETTLING = new Set(["waiting", "streaming", "queued", "processing"]);

export interface PageOutcome {
  /** id → [data-state, text] of the five answers. */
  answers: Record<"chat" | "stream" | "auth" | "tool" | "task", [string, string]>;
  /** Page errors, console errors other than the wrong key's 401, CSP violations, requests that reached the gateway's origin. */
  problems: string[];
  /** The script of the service worker that controls the page. */
  worker: string | undefined;
  /** Whether `new Function` runs in the page (false under a CSP without 'unsafe-eval'). */
  evalAllowed: boolean;
}

/**
 * A new context whose pages may reach the gateway only through the service worker: a request to
 * the gateway's origin that gets to the network is refused and listed in `problems`, as is an
 * uncaught error of the page. Close the context when done.
 */
export async function guardedPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext();
  const problems: string[] = [];
  await context.route(
    (target) => target.origin === GATEWAY_ORIGIN,
    async (route) => {
      problems.push(`request reached the network: ${route.request().url()}`);
      await route.abort("blockedbyclient");
    },
  );
  const page = await context.newPage();
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

/** Opens `url` in a new context, waits for the five answers, and reads them and what went wrong. */
export async function runGatewayPage(browser: Browser, url: string): Promise<PageOutcome> {
  const { context, page, problems } = await guardedPage(browser);
  try {
    // The wrong key's 401 is logged by Chromium as a failed resource; anything else is a problem.
    page.on("console", (message) => {
      // The eval probe's own refusal is the expected one.
      if (message.type() === "error" && !/status of 401|__eval-probe\.js/.test(message.text())) problems.push(`console error: ${message.text()}`);
    });
    // Page-side code as strings: this file compiles without the DOM library.
    await page.addInitScript('document.addEventListener("securitypolicyviolation", (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`))');
    await page.goto(url);
    const ids = ["chat", "stream", "auth", "tool", "task"] as const;
    // Polled from here: a string predicate would be compiled in the page, which the CSP refuses.
    const settled = async () => {
      for (const id of ids) if (SETTLING.has((await page.getAttribute(`#${id}`, "data-state")) ?? "waiting")) return false;
      return true;
    };
    const deadline = Date.now() + 30_000;
    while (!(await settled())) {
      if (Date.now() > deadline) {
        problems.push("the page did not settle within 30 s");
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const answers = {} as PageOutcome["answers"];
    for (const id of ids) answers[id] = [(await page.getAttribute(`#${id}`, "data-state")) ?? "", (await page.textContent(`#${id}`)) ?? ""];
    const worker = (await page.evaluate("navigator.serviceWorker.controller?.scriptURL")) as string | undefined;
    // Whether the page's own scripts could use eval at all (serveStatic's probe; page.evaluate
    // itself runs outside the page's policy): under script-src 'self' they must not.
    const evalAllowed = (await page.getAttribute("html", "data-eval")) === "allowed";
    return { answers, problems, worker, evalAllowed };
  } finally {
    await context.close();
  }
}

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css", ".png": "image/png", ".svg": "image/svg+xml" };

/** A script of the page's own origin that records whether `new Function` runs (it must not under script-src 'self'). */
const EVAL_PROBE = "try { new Function('return 1')(); document.documentElement.dataset.eval = 'allowed'; } catch { document.documentElement.dataset.eval = 'refused'; }";

/**
 * Serves a folder on 127.0.0.1 and a free port, with these headers on every answer; each HTML
 * page gets `<script src="/__eval-probe.js">` first in its head (see EVAL_PROBE).
 */
export async function serveStatic(dir: string, headers: Record<string, string> = {}): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)).replace(/^(\.\.[/\\])+/, "");
    if (path === "/__eval-probe.js") {
      res.writeHead(200, { "content-type": TYPES[".js"]!, ...headers }).end(EVAL_PROBE);
      return;
    }
    let file = join(dir, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream", "cache-control": "no-store", ...headers });
    const body = readFileSync(file);
    res.end(extname(file) === ".html" ? body.toString("utf8").replace("<head>", '<head><script src="/__eval-probe.js"></script>') : body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
