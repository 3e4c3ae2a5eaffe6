/**
 * The check before MSW is given the worker URL: the page's fetch (stubbed here) must answer a
 * script there, or start() fails naming where the script goes, without MSW unregistering the
 * page's worker on the way. Chromium runs it beside a running mock in
 * test/browser/vitest-browser-mode.test.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { assertWorkerScript } from "./worker-script.browser.ts";

afterEach(() => vi.unstubAllGlobals());

const answers = (response: Response | Error) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    }),
  );

describe("MSW's worker script where start() will register it", () => {
  it("passes when the page answers a script", async () => {
    answers(new Response("/* mockServiceWorker.js */", { headers: { "content-type": "text/javascript" } }));
    await expect(assertWorkerScript("/mockServiceWorker.js")).resolves.toBeUndefined();
  });

  it("fails on a 404, naming the URL, the status and npx msw init public/", async () => {
    answers(new Response("Not Found", { status: 404, headers: { "content-type": "text/plain" } }));
    await expect(assertWorkerScript("/no-such-dir/mockServiceWorker.js")).rejects.toThrow(
      /did not start from \/no-such-dir\/mockServiceWorker\.js: the page answered 404 text\/plain, not a script[\s\S]*npx msw init public\//,
    );
  });

  it("fails on a page of HTML answered in the script's place (a single-page app's fallback)", async () => {
    answers(new Response("<!doctype html>", { headers: { "content-type": "text/html" } }));
    await expect(assertWorkerScript("/mockServiceWorker.js")).rejects.toThrow(/answered 200 text\/html, not a script/);
  });

  it("fails when the page cannot fetch the URL at all, keeping the reason", async () => {
    answers(new TypeError("Failed to fetch"));
    await expect(assertWorkerScript("https://elsewhere.example/mockServiceWorker.js")).rejects.toThrow(/could not fetch it \(Failed to fetch\)[\s\S]*npx msw init public\//);
  });
});
