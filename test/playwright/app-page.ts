/**
 * The app under test: page.html served by its own server on loopback, like the mock (Chromium
 * refuses a public page's requests to loopback), started before a spec file's tests and stopped
 * after them.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { test as playwrightTest } from "ai-gateway-kit/playwright";

const PAGE = readFileSync(new URL("./page.html", import.meta.url), "utf8");

/** Serves the page for the spec file's tests; returns the page's URL for the gateway (its OpenAI base URL and key in the query). */
export function useAppPage(test: typeof playwrightTest): (gateway: { url: string; keys: { default: string } }) => string {
  let app: Server;
  let origin: string;
  test.beforeAll(async () => {
    app = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE));
    await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(app.address() as { port: number }).port}/`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => app.close(resolve));
  });
  return (gateway) => `${origin}?api=${encodeURIComponent(`${gateway.url}/client/v2/ai`)}&key=${gateway.keys.default}`;
}
