/**
 * The typed control plane of the test helper and the MSW handle: `force` answers with declared
 * statuses only (checked by the compiler, `tsc --noEmit` in npm run lint, and at run time), and
 * the journal's entries narrow by operationId and status to typed bodies.
 */
import { getResponse } from "msw";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { createGatewayClient, type GatewayClient, type Schemas } from "../../client/index.ts";
import { gatewayMock, type GatewayJournalEntry } from "../testing/index.ts";
import { createGatewayHandlers } from "../transports/msw/index.ts";

const messages: Schemas["ChatMessage"][] = [{ role: "user", content: "Hello" }];

describe.each(["http", "msw"] as const)("the test helper's control plane over %s", (mode) => {
  const gateway = gatewayMock({ mode, onUnhandledRequest: "error" });
  let client: GatewayClient;
  beforeAll(async () => {
    await gateway.start();
    client = createGatewayClient({ baseUrl: gateway.url, apiKey: gateway.keys.default });
  });
  afterAll(() => gateway.stop());

  it("forces a declared status on one operation until reset, leaving the others alone", async () => {
    gateway.force("createGeneration", 429);
    const first = await client.createGeneration({ model: "gpt-4o-mini", messages });
    const second = await client.createGeneration({ model: "gpt-4o-mini", messages });
    expect([first.status, second.status]).toEqual([429, 429]);
    expect(first.status === 429 && first.error.code).toBe("rate_limited");
    expect(Number(first.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await client.createChatCompletion({ model: "gpt-4o-mini", messages })).status).toBe(200);
    gateway.reset();
    expect((await client.createGeneration({ model: "gpt-4o-mini", messages })).status).toBe(200);
  });

  it("forces only the next N requests with times", async () => {
    gateway.force("listUsers", 503, { times: 1 });
    expect((await client.listUsers()).status).toBe(503);
    expect((await client.listUsers()).status).toBe(200);
  });

  it("wins over a code the request itself prefers, and unforce ends it", async () => {
    gateway.force("getTask", 404);
    const forced = await client.getTask(1, { headers: { Prefer: "code=500" } });
    expect(forced.status === 404 && forced.error.code).toBe("task_not_found");
    gateway.unforce("getTask");
    expect((await client.getTask(1, { headers: { Prefer: "code=500" } })).status).toBe(500);
  });

  it("forces one session's requests only, so tests running at the same time each force their own", async () => {
    const session = (name: string) => ({ headers: { "X-Mock-Session": name } });
    gateway.force("createChatCompletion", 429, { session: "alice" });
    gateway.force("createChatCompletion", 503, { session: "bob", times: 1 });
    const alice = await client.createChatCompletion({ model: "gpt-4o-mini", messages }, session("alice"));
    const bob = await client.createChatCompletion({ model: "gpt-4o-mini", messages }, session("bob"));
    const carol = await client.createChatCompletion({ model: "gpt-4o-mini", messages }, session("carol"));
    const unnamed = await client.createChatCompletion({ model: "gpt-4o-mini", messages });
    expect([alice.status, bob.status, carol.status, unnamed.status]).toEqual([429, 503, 200, 200]);
    // Bob's one forced request is spent; Alice's rule holds until unforced.
    expect((await client.createChatCompletion({ model: "gpt-4o-mini", messages }, session("bob"))).status).toBe(200);
    expect((await client.createChatCompletion({ model: "gpt-4o-mini", messages }, session("alice"))).status).toBe(429);
    gateway.unforce("createChatCompletion");
    expect((await client.createChatCompletion({ model: "gpt-4o-mini", messages }, session("alice"))).status).toBe(200);
  });

  it("prefers a session's own rule over one for every session", async () => {
    gateway.force("listUsers", 503);
    gateway.force("listUsers", 500, { session: "alice", times: 1 });
    expect((await client.listUsers(undefined, { headers: { "X-Mock-Session": "alice" } })).status).toBe(500);
    expect((await client.listUsers(undefined, { headers: { "X-Mock-Session": "alice" } })).status).toBe(503);
    expect((await client.listUsers()).status).toBe(503);
    gateway.reset();
    expect((await client.listUsers()).status).toBe(200);
  });

  it("refuses at run time a status the operation does not declare (for JavaScript callers)", () => {
    // @ts-expect-error listUsers needs no key, so it declares no 401
    expect(() => gateway.force("listUsers", 401)).toThrow(/listUsers does not declare 401; it declares 200, 400, 429, 500, 503/);
    // @ts-expect-error no operation declares 418
    expect(() => gateway.force("createChatCompletion", 418)).toThrow(/does not declare 418/);
  });

  it("journals requests as a union by operationId and status, with typed request and response bodies", async () => {
    gateway.reset();
    await client.createChatCompletion({ model: "gpt-4o-mini", messages });
    gateway.force("createGeneration", 400, { times: 1 });
    await client.createGeneration({ model: "flux-schnell", input: { prompt: "A lighthouse" } });
    const entries = await gateway.journal();
    expect(entries.map((entry) => `${entry.operationId} ${entry.status}`)).toEqual(["createChatCompletion 200", "createGeneration 400"]);

    const [chat, generation] = entries;
    if (chat?.operationId !== "createChatCompletion" || chat.status !== 200) throw new Error("expected the chat first");
    expectTypeOf(chat.responseBody).toEqualTypeOf<Schemas["ChatCompletion"] | undefined>();
    expectTypeOf(chat.errorCode).toEqualTypeOf<null>();
    expect(chat.requestBody?.messages[0]?.content).toBe("Hello");
    expect(chat.responseBody?.object).toBe("chat.completion");

    if (generation?.operationId !== "createGeneration" || generation.status !== 400) throw new Error("expected the generation second");
    expectTypeOf(generation.errorCode).toEqualTypeOf<"invalid_request">();
    expect(generation.errorCode).toBe("invalid_request");
    expect(generation.requestBody?.model).toBe("flux-schnell");
    expect(generation.responseBody?.error.code).toBe("invalid_request");
  });

  it("types what a journal entry of another operation cannot hold", () => {
    const check = (entry: GatewayJournalEntry) => {
      if (entry.operationId !== "getTask") return;
      // @ts-expect-error getTask's 404 is task_not_found, never model_not_found
      if (entry.status === 404 && entry.errorCode === "model_not_found") return;
      // @ts-expect-error getTask has no request body
      return entry.requestBody?.model;
    };
    expect(check).toBeTypeOf("function");
  });
});

describe("the MSW handle's control plane", () => {
  it("forces and journals with the same types, without a server", async () => {
    const gateway = createGatewayHandlers({ pacing: false });
    gateway.force("recognizeImageText", 403);
    // MSW's own entry over the handlers, as setupServer would call them.
    const response = await getResponse(gateway.handlers, new Request(`${gateway.baseUrl}/client/v2/ai-stack/image-to-text`, {
      method: "POST",
      headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" },
      body: JSON.stringify({ image_url: "https://example.com/a.png" }),
    }));
    expect(response?.status).toBe(403);
    const [entry] = await gateway.journal();
    if (entry?.operationId !== "recognizeImageText" || entry.status !== 403) throw new Error("expected the forced OCR request");
    expect(entry.errorCode).toBe("forbidden");
    expect(entry.requestBody?.image_url).toBe("https://example.com/a.png");
    // @ts-expect-error recognizeImageText does not declare 404
    expect(() => gateway.force("recognizeImageText", 404)).toThrow(/does not declare 404/);
  });
});
