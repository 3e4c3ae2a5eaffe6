/**
 * Is MSW's worker script where the helper is about to register it? Asked before MSW is given the
 * URL, because MSW keeps one service worker source per page: given a URL other than the one the
 * page started before, `worker.start()` first unregisters the page's worker, then fails on the
 * missing script. In Vitest Browser Mode that unregistered worker stays alive for the rest of the
 * run (the orchestrating page it claimed is still its client), and every later test file's
 * `start()` revives it without the activation that would claim the file's page: MSW says it
 * started, and the page's requests go to the network (worker-control.ts catches that). A missing
 * script stopped here leaves the page's worker registered, and the next file mocked.
 */

/** The reason, then the fix: where Vitest 4 serves the script, where to put it with vitest 5 or anywhere else. */
export function workerNotStarted(url: string, reason: string, cause?: unknown): Error {
  return new Error(
    `[ai-gateway-kit] MSW's worker did not start from ${url}: ${reason}\n` +
      "Vitest 4 Browser Mode serves msw's worker script at /mockServiceWorker.js when msw is installed beside vitest, vitest 5 no longer does; " +
      "put it in the folder the page is served from (Vite's and Vitest's: public/): npx msw init public/",
    cause === undefined ? undefined : { cause },
  );
}

/** Resolves if `url` answers a script; rejects with workerNotStarted otherwise, without registering anything. */
export async function assertWorkerScript(url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw workerNotStarted(url, `the page could not fetch it (${error instanceof Error ? error.message : String(error)})`, error);
  }
  await response.body?.cancel();
  const type = response.headers.get("content-type") ?? "";
  // A service worker registers only from a 2xx answer with a JavaScript MIME type.
  if (!response.ok || !/javascript|ecmascript/i.test(type)) {
    throw workerNotStarted(url, `the page answered ${response.status} ${type || "without a Content-Type"}, not a script: MSW's worker script is not served there.`);
  }
}
