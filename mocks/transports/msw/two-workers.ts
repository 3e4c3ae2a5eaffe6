/**
 * Two MSW workers in one page. A page that runs `setupWorker(...).start()` twice (React Strict
 * Mode runs the effect that starts it twice in development; an app and a library may each start
 * one) still gets each request from the service worker once, as one REQUEST message, but every
 * worker listening in the page handles that message, so the kit's handlers run once per worker.
 * Left alone, the core would run every request twice: two tasks per generation, each journal
 * line twice, and a `duplicate-submission` verdict against an app that did nothing wrong. Here
 * the first dispatch of a request runs the core, the others do not, and the page is told once.
 *
 * Telling the dispatches apart. MSW 2.15 gives each worker's dispatch a `requestId` of its own
 * (ServiceWorkerHttpNetworkFrame creates its frame without the service worker's id), and rebuilds
 * the Request from the message for each, so nothing a handler is given links two dispatches of
 * one request, and two identical requests in a row are exactly what the verdict must still see.
 * What the dispatches share is the message: every listener of `navigator.serviceWorker` gets the
 * same event object. So the kit listens there too, and first: it starts when handlers are made,
 * before any `setupWorker(...handlers).start()` adds MSW's listener. It writes the service worker's
 * id of each request under a gateway's base URL into the message's headers (DISPATCH_HEADER), every
 * dispatch's Request carries it, and toMockRequest drops it, so the core never sees it.
 *
 * What a duplicate answers, and when. mockServiceWorker.js takes the first message that comes
 * back on the request's MessagePort, and every worker in the page answers on that same port, in
 * the order they post. The duplicate must never post first: the original posts only after MSW has
 * its Response, and where a browser cannot transfer a ReadableStream, only after MSW has read the
 * whole stream. Nor can it post a copy: a stream's copy is a tee, and the branch the service
 * worker does not take would hold the whole stream and keep the page's cancel from reaching the
 * core. So the duplicate waits until the service worker sends the page its RESPONSE message for
 * that id, which it does only once it has taken an answer, and then answers an empty 204 that
 * nobody reads (MSW's own log, when not quiet, shows it with DUPLICATE_STATUS_TEXT).
 *
 * One record per page, on a globalThis symbol: the two workers may have been given two gateways,
 * even from two copies of the kit (an app's bundle and a library's). It holds at most
 * MAX_TRACKED ids and sets no timer. Node's `setupServer` has no service worker container: no
 * request is tagged there, and every one runs the core.
 */

/** The header that carries the service worker's id of a request into each dispatch of it. */
export const DISPATCH_HEADER = "x-ai-gateway-kit-dispatch";

/** What a page starting two workers is told, once. */
export const TWO_WORKERS_WARNING =
  "[ai-gateway-kit] Two MSW workers are handling this page's requests: setupWorker(...).start() ran twice " +
  "(React Strict Mode runs effects twice in development), or an app and a library each started one. " +
  "The kit answers each request once, from the first worker's handlers, and ignores the others. " +
  "Start one worker: keep it in a module-level variable and start it from there " +
  "(let started; const startGateway = () => (started ??= setupWorker(...gateway.handlers).start())), " +
  "not in each effect. See docs/browser.md.";

export const DUPLICATE_STATUS_TEXT = "Duplicate dispatch, answered by the first worker (ai-gateway-kit)";

/** Ids remembered; the oldest goes first. A page has far fewer requests in flight. */
const MAX_TRACKED = 512;
/** Where the page's record lives: one per page, whichever copy of the kit made it. */
export const PAGE_RECORD = Symbol.for("ai-gateway-kit.msw.two-workers.v1");

interface Dispatch {
  /** The service worker has taken an answer for this request. */
  answered: boolean;
  /** Duplicates waiting for that. */
  waiting: (() => void)[];
}

interface PageRecord {
  /** The service worker container listened to (a page has one). */
  container: object | undefined;
  /** Base URLs of the gateways made in this page: only their requests are tagged. */
  bases: Set<string>;
  /** Service worker request id → its first dispatch, in order of arrival. */
  dispatches: Map<string, Dispatch>;
  warned: boolean;
}

/** The part of `navigator.serviceWorker` used here. */
interface MessageSource {
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
}

/**
 * Starts tagging the service worker's requests under `baseUrl` with their id (once per page, for
 * every gateway). Does nothing where there is no service worker container (Node, a DOM emulation).
 */
export function watchWorkerDispatches(baseUrl: string): void {
  const container = (globalThis as { navigator?: { serviceWorker?: Partial<MessageSource> } }).navigator?.serviceWorker;
  if (typeof container?.addEventListener !== "function") return;
  const record = ((globalThis as Record<symbol, PageRecord | undefined>)[PAGE_RECORD] ??= { container: undefined, bases: new Set(), dispatches: new Map(), warned: false });
  record.bases.add(baseUrl);
  if (record.container === container) return;
  record.container = container;
  (container as MessageSource).addEventListener("message", (event) => onWorkerMessage(record, event.data));
}

/**
 * Undefined for the first dispatch of a request (or one not from the service worker): the caller
 * runs the core. For a later dispatch of the same request, the answer that nobody reads, given
 * once the service worker has taken the first one.
 */
export function duplicateDispatch(request: Request): Promise<Response> | undefined {
  const id = request.headers.get(DISPATCH_HEADER);
  const record = (globalThis as Record<symbol, PageRecord | undefined>)[PAGE_RECORD];
  if (id === null || record === undefined) return undefined;
  const first = record.dispatches.get(id);
  if (first === undefined) {
    if (record.dispatches.size >= MAX_TRACKED) {
      // A duplicate still waiting on the oldest id is dropped unanswered: nothing holds its promise
      // then, and MSW forgets its frame when the service worker's RESPONSE comes.
      record.dispatches.delete(record.dispatches.keys().next().value!);
    }
    record.dispatches.set(id, { answered: false, waiting: [] });
    return undefined;
  }
  if (!record.warned) {
    record.warned = true;
    console.warn(TWO_WORKERS_WARNING);
  }
  const unread = () => new Response(null, { status: 204, statusText: DUPLICATE_STATUS_TEXT });
  if (first.answered) return Promise.resolve(unread());
  return new Promise((resolve) => first.waiting.push(() => resolve(unread())));
}

/** The service worker's messages to the page (mockServiceWorker.js): REQUEST to tag, RESPONSE to release duplicates. */
function onWorkerMessage(record: PageRecord, data: unknown): void {
  if (!isObject(data) || !isObject(data.payload)) return;
  const { payload } = data;
  if (data.type === "REQUEST") {
    if (typeof payload.id === "string" && typeof payload.url === "string" && isObject(payload.headers) && underAGateway(record, payload.url)) {
      payload.headers[DISPATCH_HEADER] = payload.id;
    }
  } else if (data.type === "RESPONSE" && isObject(payload.request) && typeof payload.request.id === "string") {
    const first = record.dispatches.get(payload.request.id);
    if (first === undefined) return;
    first.answered = true;
    for (const release of first.waiting.splice(0)) release();
  }
}

function underAGateway(record: PageRecord, url: string): boolean {
  for (const base of record.bases) if (url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`)) return true;
  return false;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
