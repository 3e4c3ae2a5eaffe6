/**
 * How the test helper starts the mock in a page (Vitest Browser Mode, the `browser` build of
 * `ai-gateway-kit/vitest` and `/testing`): the gateway's handlers in MSW's `setupWorker`, so the
 * test's fetch goes through MSW's service worker to the core running in the page. A page opens
 * no server: mode "http" fails naming mode "msw". Before MSW sees the worker URL, the script must
 * be there (worker-script.ts: a failed start must not unregister the worker the rest of the run
 * needs); after the start, the worker must control the page (worker-control.ts: else the page's
 * requests would reach the network while the test believes it is mocked). Its stop is bounded
 * (worker-stop.ts: msw 3's waits for ever on msw 2's script, which vitest 4 serves).
 */
import { startMswMode, type MockSettings, type RunningMock } from "./msw-mode.ts";
import { assertPageControlled, type WorkerRegistration } from "./worker-control.browser.ts";
import { assertWorkerScript, workerNotStarted } from "./worker-script.browser.ts";
import { stopWorker } from "./worker-stop.browser.ts";

/** Where MSW's worker script is looked for: Vitest 4 Browser Mode serves an msw's there (vitest 5 no longer does), `npx msw init public/` copies yours there. */
export const DEFAULT_WORKER_URL = "/mockServiceWorker.js";

export async function startMock(settings: MockSettings): Promise<RunningMock> {
  if (settings.options.mode === "http") {
    throw new Error(
      '[ai-gateway-kit] mode "http" starts a server, and a page cannot listen on a port: in a browser (Vitest Browser Mode) use mode "msw", ' +
        "the default, whose handlers answer in the page through MSW's setupWorker.",
    );
  }
  const { setupWorker } = await import("msw/browser");
  const url = settings.options.workerUrl ?? DEFAULT_WORKER_URL;
  return startMswMode(settings, async (handlers, onUnhandled) => {
    await assertWorkerScript(url);
    const worker = setupWorker(...(handlers as Parameters<typeof setupWorker>));
    let registration: WorkerRegistration | undefined;
    try {
      // msw 2 reads `onUnhandledRequest`, msw 3 `onUnhandledFrame` (each ignores the other's name).
      registration = (await worker.start({ quiet: true, serviceWorker: { url }, onUnhandledRequest: onUnhandled, onUnhandledFrame: onUnhandled } as Parameters<typeof worker.start>[0])) ?? undefined;
    } catch (error) {
      throw workerNotStarted(url, error instanceof Error ? error.message : String(error), error);
    }
    // No registration: MSW found no service worker API and patched the page's fetch instead.
    if (registration) {
      await assertPageControlled(url, registration).catch((error: unknown) => {
        worker.stop();
        throw error;
      });
    }
    return { msw: worker, stop: () => stopWorker(() => worker.stop(), url) };
  });
}
