/**
 * The docs and status pages in headless Chromium (CHROMIUM_PATH, a system Chromium, or the one
 * shipped in the @sparticuz/chromium dev dependency: see test/support/chromium.ts), driven by
 * playwright-core. Every request to another origin is blocked and recorded, so a page that
 * needs the network to work fails here. Screenshots go to reports/screenshots/.
 */
import { mkdirSync } from "node:fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations } from "../../spec/operations.ts";
import type { RunningServer } from "../../mocks/transports/http/server.ts";
import { findChromium } from "../support/chromium.ts";
import { KEY, startMock } from "../support/mock.ts";

const SCREENSHOTS = new URL("../../reports/screenshots/", import.meta.url);
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

let mock: RunningServer;
let browser: Browser;
let context: BrowserContext;
/** The x-request-id of the chat call sent from Try it, looked for on the status page. */
let tryItRequestId = "";
/** Console errors, page errors and blocked requests, per page, for the assertions. */
const problems = new Map<Page, string[]>();

/** A new page that records what went wrong on it and may only talk to the mock. */
async function openPage(path: string): Promise<Page> {
  const page = await context.newPage();
  const seen: string[] = [];
  problems.set(page, seen);
  page.on("console", (message) => {
    if (message.type() === "error") seen.push(`console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => seen.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => {
    if (request.failure()?.errorText !== "net::ERR_ABORTED" || !request.url().startsWith(mock.url)) {
      seen.push(`request failed: ${request.url()} ${request.failure()?.errorText}`);
    }
  });
  await page.route(
    (url) => url.origin !== mock.url && url.protocol !== "data:" && url.protocol !== "blob:",
    async (route) => {
      seen.push(`outside request blocked: ${route.request().url()}`);
      await route.abort("blockedbyclient");
    },
  );
  await page.goto(mock.url + path);
  return page;
}

function screenshot(page: Page, name: string, fullPage = false): Promise<Buffer> {
  return page.screenshot({ path: new URL(`${name}.png`, SCREENSHOTS).pathname, fullPage, animations: "disabled" });
}

/** Sidebar labels of every operation: Scalar titles operations by their summary. */
const summaries = [...operations.values()].map((op) => op.summary);

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(mock.url + path, {
    method: "POST",
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  const { executablePath } = await findChromium();
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Long tasks, so the status page shows work in progress next to finished tasks.
  mock = await startMock({ taskDurationMs: 120_000 });
  browser = await chromium.launch({ executablePath, args: ARGS });
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, colorScheme: "light" });
});

afterAll(async () => {
  await browser?.close();
  await mock?.close();
});

describe("the API reference at /__mock/docs", () => {
  let docs: Page;

  beforeAll(async () => {
    docs = await openPage("/__mock/docs");
  });

  it("lists every operation of the spec", async () => {
    expect(summaries.length).toBe(operations.size);
    for (const summary of summaries) {
      await expect.poll(() => docs.getByText(summary, { exact: true }).first().isVisible(), { timeout: 15_000 }).toBe(true);
    }
    await docs.getByText("This mock").first().waitFor();
    await screenshot(docs, "docs");
  });

  it("points Try it at the mock that serves the page, with a mock key", async () => {
    await expect.poll(() => docs.getByText(mock.url, { exact: true }).first().isVisible()).toBe(true);
    await expect(docs.locator("#mock-key").textContent()).resolves.toBe(KEY);
  });

  it("sends a chat completion from Try it and shows 200", async () => {
    await docs.getByText(summaries[0]!, { exact: true }).first().click();
    const operation = docs.locator('[id$="/POST/client/v2/ai/chat/completions"]').first();
    await operation.getByRole("button", { name: /test request/i }).first().click();
    const client = docs.getByRole("dialog").first();
    await client.waitFor();
    const [response] = await Promise.all([
      docs.waitForResponse((r) => r.url() === `${mock.url}/client/v2/ai/chat/completions` && r.request().method() === "POST"),
      client.getByRole("button", { name: /^send/i }).first().click(),
    ]);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { object: string; choices: { message: { content: string } }[] };
    expect(body.object).toBe("chat.completion");
    await client.getByText("200 OK").first().waitFor();
    await screenshot(docs, "docs-try-it");
    tryItRequestId = (await response.headerValue("x-request-id")) ?? "";
    expect(tryItRequestId).toMatch(/\S/);
  });

  it("loads without console errors and without leaving the mock's origin", () => {
    expect(problems.get(docs)).toEqual([]);
  });
});

describe("the status page at /__mock/status", () => {
  let status: Page;

  beforeAll(async () => {
    const submit = async (model: string, input: unknown) =>
      ((await (await post("/client/v2/ai/generations", { model, input })).json()) as { data: { task_id: number } }).data.task_id;
    await submit("kling-v1", { prompt: "A paper boat on a rainy street", duration: 5 });
    const done = await submit("hailuo-video-01", { prompt: "Northern lights over a lake" });
    const failed = await submit("digital-human-v1", { script: "Welcome to the quarterly update." });
    await post(`/__mock/tasks/${done}`, { status: "completed" });
    await post(`/__mock/tasks/${failed}`, { status: "failed" });
    await post("/client/v2/ai/generations", { model: "flux-schnell", input: { prompt: "A lighthouse", width: 512, height: 512 } });
    await post("/client/v2/ai/generations", { model: "no-such-model", input: {} });
    await fetch(`${mock.url}/api/users?page=1&page_size=5`);
    // A poll of an id no submission returned: a client finding.
    await fetch(`${mock.url}/client/v2/ai/tasks/987654`, { headers: { authorization: `Bearer ${KEY}` } });
    status = await openPage("/__mock/status");
  });

  it("lists the request sent from Try it", async () => {
    expect(tryItRequestId).not.toBe("");
    const row = status.locator(`#requests tr[data-request-id="${tryItRequestId}"]`);
    await row.waitFor();
    await expect(row.getAttribute("data-status")).resolves.toBe("200");
    await expect(row.locator("td.path").textContent()).resolves.toBe("/client/v2/ai/chat/completions");
  });

  it("shows each task with its state", async () => {
    const states = () => status.locator("#tasks tbody tr").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-status")));
    await expect.poll(states).toEqual(["failed", "completed", "processing"]);
    await expect(status.locator('#tasks tr[data-status="completed"] a').getAttribute("href")).resolves.toMatch(/\.mp4$/);
  });

  it("shows the verdict's findings on the client", async () => {
    const row = status.locator('#verdict tr[data-code="poll-unknown-task"]');
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain("Polled task 987654");
  });

  it("shows new requests without being reloaded", async () => {
    const response = await post("/client/v2/ai/chat/completions", { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello from the test" }] });
    const id = response.headers.get("x-request-id");
    await status.locator(`#requests tr[data-request-id="${id}"]`).waitFor();
    await expect(status.locator("#live-text").textContent()).resolves.toBe("live");
    await screenshot(status, "status", true);
  });

  it("loads without console errors and without leaving the mock's origin", () => {
    expect(problems.get(status)).toEqual([]);
  });
});
