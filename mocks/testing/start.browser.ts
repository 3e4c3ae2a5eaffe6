/**
 * How the test helper starts the mock in a page (Vitest Browser Mode, the `browser` build of
 * `ai-gateway-kit/vitest` and `/testing`): the gateway's handlers in MSW's `setupWorker`, so the
 * test's fetch goes through MSW's service worker to the core running in the page. A page opens
 * no server: mode "http" fails naming mode "msw".
 */
import { startMswMode, type MockSettings, type RunningMock } from "./msw-mode.ts";

/** Where MSW's worker script is looked for: Vitest Browser Mode serves msw's own there, `npx msw init public/` copies it there. */
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
    const worker = setupWorker(...(handlers as Parameters<typeof setupWorker>));
    try {
      // msw 2 reads `onUnhandledRequest`, msw 3 `onUnhandledFrame` (each ignores the other's name).
      await worker.start({ quiet: true, serviceWorker: { url }, onUnhandledRequest: onUnhandled, onUnhandledFrame: onUnhandled } as Parameters<typeof worker.start>[0]);
    } catch (error) {
      throw new Error(
        `[ai-gateway-kit] MSW's worker did not start from ${url}: ${error instanceof Error ? error.message : String(error)}\n` +
          "Vitest Browser Mode serves msw's worker script at /mockServiceWorker.js when msw is installed beside vitest; " +
          "anywhere else, put it in the folder the page is served from (Vite's and Vitest's: public/): npx msw init public/",
        { cause: error },
      );
    }
    return { msw: worker, stop: () => worker.stop() };
  });
}
