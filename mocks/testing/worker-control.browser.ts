/**
 * Does MSW's worker control the page once `worker.start()` has resolved? MSW resolves when its
 * worker answers the page's message, and a worker answers any page of its origin, controlled or
 * not; an uncontrolled page's requests go straight to the network. Two ways there: a worker whose
 * scope does not cover the page, and, in Vitest Browser Mode, a worker unregistered earlier in
 * the run (worker-script.ts says how), which `register()` revives without an activation, so it
 * never claims the new test file's page. Either way the test must fail before its first request.
 */

/** How long a page may take to see the worker that claimed it (a task after `activated`). */
const CLAIM_WAIT_MS = 2000;

/** The parts of the page's `navigator.serviceWorker` and of a registration used here. */
interface WorkerContainer {
  readonly controller: { readonly scriptURL: string } | null;
  addEventListener(type: "controllerchange", listener: () => void): void;
  removeEventListener(type: "controllerchange", listener: () => void): void;
}
export interface WorkerRegistration {
  readonly scope: string;
}

const page = globalThis as unknown as { navigator: { serviceWorker: WorkerContainer }; location: { href: string } };

/** Resolves once the worker at `url` controls the page (within CLAIM_WAIT_MS); rejects naming why not and what to do. */
export async function assertPageControlled(url: string, registration: WorkerRegistration): Promise<void> {
  const container = page.navigator.serviceWorker;
  const script = new URL(url, page.location.href).href;
  const controlled = () => container.controller?.scriptURL === script;
  if (!controlled()) {
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        container.removeEventListener("controllerchange", check);
        resolve();
      };
      const check = () => controlled() && done();
      const timer = setTimeout(done, CLAIM_WAIT_MS);
      container.addEventListener("controllerchange", check);
    });
  }
  if (controlled()) return;
  const here = page.location.href;
  const reason = !here.startsWith(registration.scope)
    ? `its scope ${registration.scope} does not include this page (${here}): serve the script from the site's root (npx msw init public/).`
    : "a worker of this browser tab was unregistered earlier in the run, and the browser revived it without claiming this page. " +
      "MSW unregisters a page's worker when a later start() in that page names another workerUrl: give every gateway mock of the run the same workerUrl.";
  throw new Error(`[ai-gateway-kit] MSW's worker from ${url} started but does not control this page, so its requests would reach the network, not the mock: ${reason}`);
}
