// The app's own server for a spec file: page.html on loopback like the mock (Chromium refuses a
// public page's requests to loopback), started before the file's tests and stopped after them.
// sessions.spec.ts keeps its own copy: the docs show that file whole, as a user copies it.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { test } from "ai-gateway-kit/playwright";

const PAGE = readFileSync(new URL("./page.html", import.meta.url), "utf8");

/** Registers the app server's hooks; the returned function gives its URL ("http://127.0.0.1:PORT/") once started. */
export function serveAppPage(): () => string {
  let app: Server | undefined;
  let url = "";
  test.beforeAll(async () => {
    app = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE));
    await new Promise<void>((resolve) => app!.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(app.address() as { port: number }).port}/`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => app?.close(resolve));
  });
  return () => url;
}
