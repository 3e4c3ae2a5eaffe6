/**
 * Records real HTTP exchanges as a HAR 1.2 file, for the HAR checks' tests. With a browser,
 * Playwright's `recordHar` records what a page's fetch calls send; without one (no Chromium on
 * the machine), node's fetch sends the same requests and each exchange is written down here as a
 * HAR entry. Both give the checks the same input: real requests, real responses.
 */
import type { Har, HarEntry, HarHeader } from "../har.ts";

export interface RecordedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** The page the browser opens on the API's origin before sending the requests. */
const NAVIGATION = "/api/users?recorder=navigation";

function harHeaders(headers: Headers | Record<string, string>): HarHeader[] {
  const out: HarHeader[] = [];
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) out.push({ name, value });
  return out;
}

/** Sends each request with node's fetch and returns the exchanges as a HAR. */
export async function recordHarWithNode(baseUrl: string, requests: readonly RecordedRequest[]): Promise<Har> {
  const entries: HarEntry[] = [];
  for (const request of requests) {
    const url = `${baseUrl}${request.path}`;
    const started = new Date();
    const response = await fetch(url, { method: request.method, headers: request.headers ?? {}, ...(request.body !== undefined ? { body: request.body } : {}) });
    const text = await response.text();
    const time = Date.now() - started.getTime();
    entries.push({
      startedDateTime: started.toISOString(),
      time,
      request: {
        method: request.method,
        url,
        httpVersion: "HTTP/1.1",
        headers: harHeaders(request.headers ?? {}),
        queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
        ...(request.body !== undefined ? { postData: { mimeType: request.headers?.["content-type"] ?? "", text: request.body } } : {}),
        headersSize: -1,
        bodySize: request.body === undefined ? 0 : Buffer.byteLength(request.body),
      },
      response: {
        status: response.status,
        statusText: response.statusText,
        httpVersion: "HTTP/1.1",
        headers: harHeaders(response.headers),
        content: { size: Buffer.byteLength(text), mimeType: response.headers.get("content-type") ?? "", text },
        redirectURL: "",
        headersSize: -1,
        bodySize: Buffer.byteLength(text),
      },
      cache: {},
      timings: { send: 0, wait: time, receive: 0 },
    } as HarEntry);
  }
  return { log: { version: "1.2", creator: { name: "ai-gateway-kit contract tests", version: "1" }, entries } } as Har;
}

/**
 * Records the requests from a Chromium page with Playwright's `recordHar`, when a browser can be
 * launched (from `executablePath`); null otherwise (the caller falls back to recordHarWithNode).
 */
export async function recordHarWithPlaywright(
  baseUrl: string,
  requests: readonly RecordedRequest[],
  harPath: string,
  executablePath?: string,
): Promise<Har | null> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium
    .launch({ ...(executablePath ? { executablePath } : {}), args: ["--headless", "--no-sandbox", "--disable-gpu"] })
    .catch(() => null);
  if (!browser) return null;
  try {
    const context = await browser.newContext({ recordHar: { path: harPath, content: "embed" } });
    const page = await context.newPage();
    // Same origin as the API, so the page's fetch calls need no CORS. The navigation itself is
    // marked, and left out of the HAR: only the page's requests are the traffic.
    await page.goto(`${baseUrl}${NAVIGATION}`);
    for (const request of requests) {
      await page.evaluate(
        async ({ url, init }) => {
          await (await fetch(url, init)).text();
        },
        { url: `${baseUrl}${request.path}`, init: { method: request.method, headers: request.headers ?? {}, ...(request.body !== undefined ? { body: request.body } : {}) } },
      );
    }
    await context.close();
    const { readFileSync } = await import("node:fs");
    const har = JSON.parse(readFileSync(harPath, "utf8")) as Har;
    har.log.entries = har.log.entries.filter((entry) => !entry.request.url.endsWith(NAVIGATION));
    return har;
  } finally {
    await browser.close();
  }
}
