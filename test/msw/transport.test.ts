/**
 * The MSW adapter's own edges, through `getResponse` (MSW's transport-free entry): a paced
 * stream that the client aborts or cancels stops, releasing its stream slot and its sleepers;
 * inline keys and a base URL with a path prefix reach the core.
 */
import { getResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { manualClock } from "../../mocks/state/clock.ts";
import { createGatewayHandlers } from "../../mocks/transports/msw/index.ts";

const BASE = "http://127.0.0.1:4010";
const chat = JSON.stringify({ model: "gpt-4o-mini", stream: true, messages: [{ role: "user", content: "Tell me a long story." }] });

function pacedGateway() {
  return createGatewayHandlers({ clock: manualClock(), pacing: { ttftMs: 100, tokensPerSecond: 5 }, config: { logLevel: "silent" } });
}

function streamRequest(signal?: AbortSignal, base = BASE): Request {
  return new Request(`${base}/client/v2/ai/chat/completions`, {
    method: "POST",
    headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" },
    body: chat,
    signal,
  });
}

describe("the MSW adapter", () => {
  it("paces a stream on the mock's clock: nothing arrives, not even the role frame, until the clock moves", async () => {
    const gateway = pacedGateway();
    const response = (await getResponse(gateway.handlers, streamRequest()))!;
    const reader = response.body!.getReader();
    const decode = (chunk: { value?: Uint8Array }) => new TextDecoder().decode(chunk.value);
    let arrived = false;
    const first = reader.read().then((chunk) => ((arrived = true), chunk));
    await vi.waitFor(() => expect(gateway.clock.pending).toBe(1));
    expect(arrived).toBe(false);
    gateway.clock.advance(100);
    // The role frame leaves with the first token, as a provider sends it.
    expect(decode(await first)).toMatch(/"role":"assistant".*"delta":\{"content"/s);
    await reader.cancel();
  });

  it("stops the stream when the client aborts, releasing its slot and its sleepers", async () => {
    const gateway = pacedGateway();
    const controller = new AbortController();
    const response = (await getResponse(gateway.handlers, streamRequest(controller.signal)))!;
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const reader = response.body!.getReader();
    const pending = reader.read();
    gateway.clock.advance(100);
    await pending;
    controller.abort();
    await expect(reader.read()).rejects.toThrow();
    await vi.waitFor(() => expect(gateway.app.deps.streams.open).toBe(0));
    expect(gateway.clock.pending).toBe(0);
  });

  it("stops the stream when the client cancels the body, even while it sleeps until its first token", async () => {
    const gateway = pacedGateway();
    const response = (await getResponse(gateway.handlers, streamRequest()))!;
    await vi.waitFor(() => expect(gateway.app.deps.streams.open).toBe(1));
    await response.body!.cancel();
    expect(gateway.app.deps.streams.open).toBe(0);
    expect(gateway.clock.pending).toBe(0);
  });

  it("knows keys given inline, with their team's features", async () => {
    const gateway = createGatewayHandlers({
      keys: { teams: { "team-llm": { features: ["llm"] } }, keys: { "sk-llm-only": "team-llm" } },
      config: { logLevel: "silent" },
    });
    const ask = (body: Record<string, unknown>) =>
      getResponse(
        gateway.handlers,
        new Request(`${BASE}/client/v2/ai/generations`, {
          method: "POST",
          headers: { authorization: "Bearer sk-llm-only", "content-type": "application/json" },
          body: JSON.stringify(body),
        }),
      );
    expect((await ask({ model: "flux-schnell", input: { prompt: "A cat" } }))?.status).toBe(403);
    expect((await ask({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello" }] }))?.status).toBe(200);
  });

  it("answers under a base URL with a path prefix, and links results under it", async () => {
    const gateway = createGatewayHandlers({ baseUrl: "https://example.test/gateway/", config: { logLevel: "silent" } });
    const response = (await getResponse(
      gateway.handlers,
      new Request("https://example.test/gateway/client/v2/ai/generations", {
        method: "POST",
        headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" },
        body: JSON.stringify({ model: "flux-schnell", input: { prompt: "A red bicycle" } }),
      }),
    ))!;
    const body = (await response.json()) as { data: { images: { url: string }[] } };
    expect(response.status).toBe(200);
    expect(body.data.images[0]?.url).toMatch(/^https:\/\/example\.test\/gateway\//);
    expect(await getResponse(gateway.handlers, new Request("https://example.test/other/api/users"))).toBeUndefined();
  });

  it("links results to an https base URL on localhost with its scheme", async () => {
    const gateway = createGatewayHandlers({ baseUrl: "https://localhost:8443", config: { logLevel: "silent" } });
    const response = (await getResponse(
      gateway.handlers,
      new Request("https://localhost:8443/client/v2/ai/generations", {
        method: "POST",
        headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" },
        body: JSON.stringify({ model: "flux-schnell", input: { prompt: "A kite" } }),
      }),
    ))!;
    const body = (await response.json()) as { data: { images: { url: string }[] } };
    expect(body.data.images[0]?.url).toMatch(/^https:\/\/localhost:8443\/__mock\//);
  });

  it("offers one handler per operation of the spec, then the control surface and a fallback", () => {
    const gateway = createGatewayHandlers({ config: { logLevel: "silent" } });
    expect(gateway.handlers.map((handler) => handler.info.header)).toEqual([
      `POST ${BASE}/client/v2/ai/chat/completions`,
      `POST ${BASE}/client/v2/ai/generations`,
      `GET ${BASE}/client/v2/ai/tasks/:task_id`,
      `POST ${BASE}/client/v2/ai-stack/image-to-text`,
      `GET ${BASE}/api/users`,
      `/.+/ ${BASE}/__mock/*`,
      `/.+/ ${BASE}/*`,
    ]);
  });
});

describe("createGatewayHandlers' options", () => {
  it("are checked: a misspelt option or setting is refused with the nearest name", () => {
    expect(() => createGatewayHandlers({ taskDuration: 5 } as never)).toThrow('createGatewayHandlers: unknown option "taskDuration" (did you mean taskDurationMs?) (settings go under config)');
    expect(() => createGatewayHandlers({ config: { streamTtft: 0 } as never })).toThrow('option config.streamTtft: unknown setting "streamTtft" (did you mean streamTtftMs?)');
    expect(() => createGatewayHandlers({ taskDurationMs: -5 })).toThrow("option config.taskDurationMs: expected an integer ≥ 0, got -5");
  });

  it("takes a scenario as an option and gives the verdict on a session's client on the handle (gateway.verdict())", async () => {
    const gateway = createGatewayHandlers({ clock: manualClock(), scenario: { phases: [{ script: [{ operation: "createChatCompletion", statuses: [429], retry_after_ms: 2000 }] }] }, config: { logLevel: "silent" } });
    await gateway.ready();
    const ask = (session: string) =>
      getResponse(
        gateway.handlers,
        new Request(`${BASE}/client/v2/ai/chat/completions`, {
          method: "POST",
          headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json", "x-mock-session": session },
          body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] }),
        }),
      );
    // A client that retries at once, before Retry-After; another that waits it out.
    expect((await ask("hasty"))!.status).toBe(429);
    expect((await ask("hasty"))!.status).toBe(200);
    expect((await ask("patient"))!.status).toBe(429);
    gateway.clock.advance(2000);
    expect((await ask("patient"))!.status).toBe(200);
    await vi.waitFor(async () => expect((await gateway.journal("hasty")).length).toBe(2));
    const hasty = await gateway.verdict("hasty");
    expect(hasty.findings.map((finding) => finding.code)).toEqual(["retry-before-retry-after"]);
    const journalIds = (await gateway.journal("hasty")).map((entry) => entry.id);
    expect(hasty.findings[0]!.requests).toEqual(journalIds);
    expect((await gateway.verdict("patient")).findings).toEqual([]);
  });
});
