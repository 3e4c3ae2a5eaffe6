/**
 * The check after MSW's worker has started, as the page sees it: `navigator.serviceWorker` (here
 * an EventTarget with a controller) and the page's location. Chromium runs the case that made it
 * necessary, a worker revived for the next test file without claiming its page, in
 * test/browser/vitest-browser-mode.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { assertPageControlled } from "./worker-control.browser.ts";

const ORIGIN = "http://127.0.0.1:63315";
const PAGE = `${ORIGIN}/?sessionId=s&iframeId=gateway.test.ts`;

let container: EventTarget & { controller: { scriptURL: string } | null };

beforeEach(() => {
  container = Object.assign(new EventTarget(), { controller: null });
  vi.stubGlobal("navigator", { serviceWorker: container });
  vi.stubGlobal("location", { href: PAGE });
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The worker at `path` claims the page: the controller changes, then the page is told. */
function claim(path: string): void {
  container.controller = { scriptURL: `${ORIGIN}${path}` };
  container.dispatchEvent(new Event("controllerchange"));
}

describe("the page after MSW's worker has started", () => {
  it("passes at once when the worker already controls the page", async () => {
    container.controller = { scriptURL: `${ORIGIN}/mockServiceWorker.js` };
    await expect(assertPageControlled("/mockServiceWorker.js", { scope: `${ORIGIN}/` })).resolves.toBeUndefined();
  });

  it("passes when the worker claims the page a moment after the start", async () => {
    const checked = assertPageControlled("/mockServiceWorker.js", { scope: `${ORIGIN}/` });
    await vi.advanceTimersByTimeAsync(50);
    claim("/mockServiceWorker.js");
    await expect(checked).resolves.toBeUndefined();
  });

  it("fails, saying the requests would reach the network, when a revived worker never claims the page", async () => {
    const checked = expect(assertPageControlled("/mockServiceWorker.js", { scope: `${ORIGIN}/` })).rejects.toThrow(
      /from \/mockServiceWorker\.js started but does not control this page, so its requests would reach the network.*unregistered earlier in the run.*the same workerUrl/,
    );
    await vi.advanceTimersByTimeAsync(5000);
    await checked;
  });

  it("fails naming the scope when the worker's scope does not cover the page", async () => {
    const checked = expect(assertPageControlled("/mocks/mockServiceWorker.js", { scope: `${ORIGIN}/mocks/` })).rejects.toThrow(
      /its scope http:\/\/127\.0\.0\.1:63315\/mocks\/ does not include this page.*npx msw init public\//,
    );
    await vi.advanceTimersByTimeAsync(5000);
    await checked;
  });

  it("does not take another service worker of the page for MSW's", async () => {
    const checked = expect(assertPageControlled("/mockServiceWorker.js", { scope: `${ORIGIN}/` })).rejects.toThrow(/does not control this page/);
    claim("/sw.js");
    await vi.advanceTimersByTimeAsync(5000);
    await checked;
  });
});
