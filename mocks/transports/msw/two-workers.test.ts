/**
 * Two MSW workers in one page, as the page's side of mockServiceWorker.js sees them: the service
 * worker's REQUEST message goes to every listener of `navigator.serviceWorker` (here an
 * EventTarget), each worker rebuilds the Request from it and runs the handlers (`getResponse`),
 * and the service worker's RESPONSE message says it has taken an answer. Chromium runs the same
 * with real workers in test/browser/two-workers.test.ts.
 */
import { getResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createGatewayHandlers, toMockRequest, type GatewayHandlers } from "./index.ts";
import { DISPATCH_HEADER, DUPLICATE_STATUS_TEXT, PAGE_RECORD, TWO_WORKERS_WARNING } from "./two-workers.ts";

const BASE = "http://127.0.0.1:4010";
const GENERATION = JSON.stringify({ model: "kling-v1", input: { prompt: "A paper boat" } });

let container: EventTarget;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  container = new EventTarget();
  vi.stubGlobal("navigator", { serviceWorker: container });
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  warn.mockRestore();
  // A page's record lives as long as the page; these tests share one process.
  delete (globalThis as Record<symbol, unknown>)[PAGE_RECORD];
});

const gateway = () => createGatewayHandlers({ config: { logLevel: "silent" } });

/** What the service worker posts to the page for a request, as mockServiceWorker.js shapes it; returns the payload every worker reads. */
function serviceWorkerSends(id: string, url = `${BASE}/client/v2/ai/generations`, body = GENERATION) {
  const payload = { id, url, method: "POST", headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" } as Record<string, string>, body };
  container.dispatchEvent(new MessageEvent("message", { data: { type: "REQUEST", payload } }));
  return payload;
}

/** The service worker has taken an answer for request `id`. */
function serviceWorkerAnswered(id: string): void {
  container.dispatchEvent(new MessageEvent("message", { data: { type: "RESPONSE", payload: { request: { id }, response: { status: 200 } } } }));
}

/** One worker's dispatch of the message: the Request rebuilt from it (as MSW's deserializeRequest does), through these handlers. */
function dispatch(gateway: GatewayHandlers, payload: ReturnType<typeof serviceWorkerSends>): Promise<Response | undefined> {
  return getResponse(gateway.handlers, new Request(payload.url, { method: payload.method, headers: payload.headers, body: payload.body }));
}

/** Whether the promise has settled after the event loop had a turn. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
}

describe("two MSW workers dispatching one request of the service worker", () => {
  it("runs the core for the first dispatch only: one task, one journal line", async () => {
    const mock = gateway();
    const payload = serviceWorkerSends("sw-1");
    const first = await dispatch(mock, payload);
    const second = dispatch(mock, payload);
    expect(first!.status).toBe(200);
    expect(((await first!.json()) as { data: { task_id: number } }).data.task_id).toBe(1001);
    serviceWorkerAnswered("sw-1");
    await second;
    expect((await mock.journal()).map((entry) => `${entry.method} ${entry.path}`)).toEqual(["POST /client/v2/ai/generations"]);
    // The duplicate made no task: the next request's is the second.
    const next = await dispatch(mock, serviceWorkerSends("sw-2"));
    expect(((await next!.json()) as { data: { task_id: number } }).data.task_id).toBe(1002);
  });

  it("answers the duplicate only once the service worker has taken the first answer, and so that nobody reads it", async () => {
    const mock = gateway();
    const payload = serviceWorkerSends("sw-1");
    await dispatch(mock, payload);
    const second = dispatch(mock, payload);
    // Before the RESPONSE, an answer could reach the service worker first: none is given.
    expect(await settled(second)).toBe(false);
    serviceWorkerAnswered("sw-1");
    const answer = (await second)!;
    expect([answer.status, answer.statusText, answer.body]).toEqual([204, DUPLICATE_STATUS_TEXT, null]);
  });

  it("answers a duplicate that comes after the service worker's RESPONSE at once", async () => {
    const mock = gateway();
    const payload = serviceWorkerSends("sw-1");
    await dispatch(mock, payload);
    serviceWorkerAnswered("sw-1");
    expect((await dispatch(mock, payload))!.status).toBe(204);
  });

  it("holds for two gateways (two createGatewayHandlers calls, as two workers may have): the second gateway's core never runs", async () => {
    const [first, second] = [gateway(), gateway()];
    const payload = serviceWorkerSends("sw-1");
    expect((await dispatch(first, payload))!.status).toBe(200);
    const duplicate = dispatch(second, payload);
    serviceWorkerAnswered("sw-1");
    expect((await duplicate)!.status).toBe(204);
    expect(await first.journal()).toHaveLength(1);
    expect(await second.journal()).toEqual([]);
  });

  it("warns once per page, naming the cause and the fix", async () => {
    const mock = gateway();
    for (const id of ["sw-1", "sw-2"]) {
      const payload = serviceWorkerSends(id, `${BASE}/client/v2/ai/chat/completions`, JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: `Hi ${id}` }] }));
      await dispatch(mock, payload);
      const duplicate = dispatch(mock, payload);
      serviceWorkerAnswered(id);
      await duplicate;
    }
    expect(warn.mock.calls).toEqual([[TWO_WORKERS_WARNING]]);
    expect(TWO_WORKERS_WARNING).toMatch(/Two MSW workers.*React Strict Mode.*Start one worker: keep it in a module-level variable/s);
  });
});

describe("what still runs the core every time", () => {
  it("two identical requests of the page (two messages of the service worker): the verdict still sees the double submission, and nobody is warned", async () => {
    const mock = gateway();
    await dispatch(mock, serviceWorkerSends("sw-1"));
    await dispatch(mock, serviceWorkerSends("sw-2"));
    expect(await mock.journal()).toHaveLength(2);
    expect((await mock.verdict()).counts["duplicate-submission"]).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it("a request with no service worker behind it (Node's setupServer: no container), even with the same requestId", async () => {
    vi.unstubAllGlobals();
    const mock = gateway();
    const request = () => new Request(`${BASE}/client/v2/ai/generations`, { method: "POST", headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" }, body: GENERATION });
    for (let i = 0; i < 2; i++) for (const handler of mock.handlers) if ((await handler.run({ request: request(), requestId: "same" }))?.response) break;
    expect(await mock.journal()).toHaveLength(2);
  });
});

describe("the tag", () => {
  it("is written only on requests under a gateway's base URL, and the core never sees it", async () => {
    gateway();
    expect(serviceWorkerSends("sw-1").headers[DISPATCH_HEADER]).toBe("sw-1");
    expect(serviceWorkerSends("sw-2", "http://127.0.0.1:5173/src/main.ts").headers[DISPATCH_HEADER]).toBeUndefined();
    const tagged = new Request(`${BASE}/client/v2/ai/generations`, { method: "POST", headers: { [DISPATCH_HEADER]: "sw-1" }, body: "{}" });
    expect((await toMockRequest(tagged)).headers).not.toHaveProperty(DISPATCH_HEADER);
  });
});
