import { describe, expect, it } from "vitest";
import { Budget, BudgetExhausted, detectMock, Target } from "./target.ts";

type Seen = { url: string; init: RequestInit };

function fakeFetch(respond: (url: string, init: RequestInit) => Response | Promise<Response>, seen: Seen[] = []): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    seen.push({ url: String(input), init });
    return respond(String(input), init);
  }) as typeof fetch;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8", "x-request-id": "r1" } });

describe("Target", () => {
  it("records what it sent and what came back, with the default key", async () => {
    const seen: Seen[] = [];
    const target = new Target({ baseUrl: "http://gw/", apiKey: "sk-1", fetch: fakeFetch(() => json({ ok: true }), seen), headers: { "X-Mock-Session": "s1" } });
    const exchange = await target.send({ operationId: "createChatCompletion", scenario: "valid", method: "post", path: "/client/v2/ai/chat/completions", query: { a: "1" }, json: { model: "m" } });
    expect(seen[0]!.url).toBe("http://gw/client/v2/ai/chat/completions?a=1");
    expect(exchange.request).toMatchObject({
      method: "POST",
      headers: { authorization: "Bearer sk-1", "content-type": "application/json", "x-mock-session": "s1" },
      json: { model: "m" },
      body: '{"model":"m"}',
      bodyBytes: 13,
    });
    expect(exchange.response).toMatchObject({ status: 200, mediaType: "application/json", json: { ok: true } });
    expect(exchange.response!.headers["x-request-id"]).toBe("r1");
    expect(exchange.billable).toBe(true);
    expect(target.exchanges).toEqual([exchange]);
  });

  it("sends no Authorization header when auth is null, and lets headers override", async () => {
    const seen: Seen[] = [];
    const target = new Target({ baseUrl: "http://gw", apiKey: "sk-1", fetch: fakeFetch(() => json({}), seen) });
    await target.send({ operationId: "listUsers", scenario: "users-without-key", method: "GET", path: "/api/users", auth: null });
    await target.send({ operationId: "listUsers", scenario: "invalid-key", method: "GET", path: "/api/users", auth: null, headers: { Authorization: "Basic eA==" } });
    expect((seen[0]!.init.headers as Record<string, string>).authorization).toBeUndefined();
    expect((seen[1]!.init.headers as Record<string, string>).authorization).toBe("Basic eA==");
  });

  it("keeps a JSON body that does not parse as text, with the parse error", async () => {
    const target = new Target({ baseUrl: "http://gw", apiKey: "k", fetch: fakeFetch(() => new Response("{oops", { headers: { "content-type": "application/json" } })) });
    const exchange = await target.send({ operationId: "listUsers", scenario: "valid", method: "GET", path: "/api/users" });
    expect(exchange.response).toMatchObject({ text: "{oops" });
    expect(exchange.response!.jsonError).toBeTruthy();
    expect(exchange.billable).toBe(false);
  });

  it("keeps what a stream sent before the connection dropped, and the error", async () => {
    const encoder = new TextEncoder();
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulls++ === 0) controller.enqueue(encoder.encode('data: {"id":"1"}\n\n'));
        else controller.error(new Error("terminated"));
      },
    });
    const target = new Target({ baseUrl: "http://gw", apiKey: "k", fetch: fakeFetch(() => new Response(body, { headers: { "content-type": "text/event-stream" } })) });
    const exchange = await target.send({ operationId: "createChatCompletion", scenario: "stream-fault", method: "POST", path: "/client/v2/ai/chat/completions", json: {} });
    expect(exchange.response!.text).toBe('data: {"id":"1"}\n\n');
    expect(exchange.error).toMatch(/terminated/);
  });

  it("records a transport failure as an exchange without response", async () => {
    const target = new Target({ baseUrl: "http://gw", apiKey: "k", fetch: fakeFetch(() => Promise.reject(new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }))) });
    const exchange = await target.send({ operationId: "listUsers", scenario: "valid", method: "GET", path: "/api/users" });
    expect(exchange.response).toBeNull();
    expect(exchange.error).toBe("fetch failed (ECONNREFUSED)");
  });

  it("stops at the request budget; control calls do not count", async () => {
    const budget = new Budget(1);
    const target = new Target({ baseUrl: "http://gw", apiKey: "k", budget, fetch: fakeFetch(() => json({ status: "ok", mock: true })) });
    expect(await detectMock(target)).toBe(true);
    await target.send({ operationId: "listUsers", scenario: "valid", method: "GET", path: "/api/users" });
    await expect(target.send({ operationId: "listUsers", scenario: "valid", method: "GET", path: "/api/users" })).rejects.toBeInstanceOf(BudgetExhausted);
    expect(budget.used).toBe(1);
  });

  it("tells a server that is not the mock", async () => {
    const target = new Target({ baseUrl: "http://gw", apiKey: "k", fetch: fakeFetch(() => json({ error: { code: "not_found" } }, 404)) });
    expect(await detectMock(target)).toBe(false);
  });
});
