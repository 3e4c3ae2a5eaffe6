import { describe, expect, it } from "vitest";
import { validateSchema } from "../../spec/validators.ts";
import { operations } from "../../spec/operations.ts";
import { defaultHandlers } from "../handlers/index.ts";
import { operationTable } from "../../spec/operations.ts";
import { controlRoutes } from "../control-surface/index.ts";
import { createCore } from "./mock.ts";
import { conform, KEYS, testMock } from "../../test/support/harness.ts";
import { bodyFromBytes } from "../body/index.ts";

const CHAT = "/client/v2/ai/chat/completions";
const chat = { model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] };

describe("respond(): authentication", () => {
  it.each([
    ["no Authorization header", { key: null }],
    ["an unknown key", { key: "sk-not-a-key" }],
    ["a non-bearer scheme", { key: null, headers: { authorization: "Basic abc" } }],
  ])("answers 401 unauthorized to %s", async (_name, options) => {
    const result = await testMock().call("POST", CHAT, { body: chat, ...options });
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe("unauthorized");
    expect(conform("createChatCompletion", result)).toEqual([]);
  });

  it("never echoes the key in an error", async () => {
    const result = await testMock().call("POST", CHAT, { body: chat, key: "sk-secret-value-123" });
    expect(JSON.stringify(result.body)).not.toContain("sk-secret-value-123");
  });

  it.each([
    ["the key without 'Bearer '", { key: null, headers: { authorization: "sk-mock-default" } }, "the Authorization header lacks the 'Bearer ' before the key"],
    ["another scheme", { key: null, headers: { authorization: "Basic c2stbW9jaw==" } }, "the Authorization header uses the 'Basic' scheme"],
    ["'Bearer' twice", { key: null, headers: { authorization: "Bearer Bearer sk-mock-default" } }, "more than one word after 'Bearer'"],
    ["Azure's api-key header", { key: null, headers: { "api-key": "sk-mock-default" } }, "it was sent in an 'api-key' header, which this gateway does not read"],
    ["Anthropic's x-api-key header", { key: null, headers: { "x-api-key": "sk-mock-default" } }, "it was sent in an 'x-api-key' header"],
    ["Google's ?key= query", { key: null, query: { key: "sk-mock-default" } }, "it was sent in the query (?key=)"],
  ])("says where the key went when it was sent with %s, and what to send", async (_name, options, where) => {
    const result = await testMock().call("POST", CHAT, { body: chat, ...options });
    expect(result.status).toBe(401);
    expect(result.body.error.message).toMatch(/^Missing API key: .*\. Send 'Authorization: Bearer <API_KEY>'\.$/);
    expect(result.body.error.message).toContain(where);
    expect(result.body.error.message).not.toContain("sk-mock-default");
    expect(conform("createChatCompletion", result)).toEqual([]);
  });

  it("points to the mock's built-in keys for a mistyped one, naming none", async () => {
    const result = await testMock().call("POST", CHAT, { body: chat, key: "sk-mock-defualt" });
    expect(result.body.error.message).toBe("Invalid API key. Use one of the mock's built-in keys (for team-default, team-other, team-restricted, team-no-llm), listed in the ai-gateway-kit README and by its mock command as it starts.");
  });

  it("checks auth on every protected operation of the spec", async () => {
    const mock = testMock();
    for (const op of operations.values()) {
      if (!op.secured) continue;
      const path = op.path.replace("{task_id}", "1001");
      const result = await mock.call(op.method.toUpperCase(), path, { key: null, body: op.hasRequestBody ? {} : undefined });
      expect(result.status, op.operationId).toBe(401);
    }
  });
});

describe("respond(): routing", () => {
  it("answers an unknown path with 404 not_found naming the nearest path", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/generation", { body: chat });
    expect(result.status).toBe(404);
    expect(result.body.error.code).toBe("not_found");
    expect(result.body.error.message).toContain("POST /client/v2/ai/generations");
    expect(validateSchema("ErrorBody", result.body)).toEqual([]);
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const result = await testMock().call("DELETE", "/api/users");
    expect(result.status).toBe(405);
    expect(result.headers.allow).toBe("GET");
    expect(result.body.error.code).toBe("method_not_allowed");
  });
});

describe("respond(): malformed input is a 400, never a 500", () => {
  it.each([
    ["invalid JSON", { raw: "{not json" }],
    ["truncated JSON", { raw: '{"model": "gpt-4o-mini", "messa' }],
    ["non-UTF-8 bytes", { raw: Uint8Array.from([0x7b, 0xff, 0xfe, 0x7d]) }],
    ["an empty body", { raw: "" }],
    ["a JSON array", { body: [1, 2] }],
    ["a wrong content type", { raw: JSON.stringify(chat), headers: { "content-type": "text/plain" } }],
    ["deep nesting", { raw: "[".repeat(5000) + "]".repeat(5000) }],
  ])("for %s", async (_name, options) => {
    const result = await testMock().call("POST", CHAT, options);
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe("invalid_request");
    expect(conform("createChatCompletion", result)).toEqual([]);
  });

  it("names each type a body must be once: a JSON array or null is told the body must be an object", async () => {
    for (const body of [[1, 2], null]) {
      const result = await testMock().call("POST", CHAT, { raw: JSON.stringify(body) });
      expect(result.body.error.message).toBe("body must be object");
    }
  });

  it("answers 413 payload_too_large when the adapter refused an oversized body", async () => {
    const mock = testMock();
    const response = await mock.respond({ method: "POST", path: CHAT, query: {}, headers: {}, bodyTooLarge: true });
    expect(response.status).toBe(413);
    expect((response.body as any).error.code).toBe("payload_too_large");
  });

  it("turns a handler bug into the spec's 500 body and keeps serving", async () => {
    const mock = testMock();
    const handle = createCore({
      operations: operationTable,
      control: controlRoutes,
      deps: mock.deps,
      handlers: {
        ...defaultHandlers,
        listUsers: () => {
          throw new TypeError("boom");
        },
      },
    });
    const broken = await handle({ method: "GET", path: "/api/users", query: {}, headers: {} });
    expect(broken.status).toBe(500);
    expect((broken.body as any).error.code).toBe("provider_error");
    const fine = await handle({ method: "POST", path: CHAT, query: {}, headers: { authorization: `Bearer ${KEYS.default}`, "content-type": "application/json" }, body: bodyFromBytes(Buffer.from(JSON.stringify(chat))) });
    expect(fine.status).toBe(200);
  });
});

describe("respond(): Prefer controls", () => {
  const declared = [...operations.values()].flatMap((op) =>
    [...op.responses.keys()].filter((s) => s !== "200").map((status) => [op.operationId, op, Number(status)] as const),
  );

  it.each(declared)("%s forces its declared status %i with a spec-valid body", async (_id, op, status) => {
    const path = op.path.replace("{task_id}", "1001");
    const result = await testMock().call(op.method.toUpperCase(), path, { headers: { prefer: `code=${status}` }, body: op.hasRequestBody ? chat : undefined });
    expect(result.status).toBe(status);
    expect(conform(op.operationId, result)).toEqual([]);
    if (status === 429) expect(Number(result.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("says when to come back on a forced 503, as a load balancer out of service does, so an SDK's retry waits for it", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", { headers: { prefer: "code=503" }, body: chat });
    expect(result.status).toBe(503);
    expect([result.headers["retry-after"], result.headers["retry-after-ms"]]).toEqual(["1", "1000"]);
    const refused = await testMock().call("POST", "/client/v2/ai/chat/completions", { headers: { prefer: "code=500" }, body: chat });
    expect(refused.headers["retry-after"]).toBeUndefined();
  });

  it("refuses to force a status the operation does not declare", async () => {
    const result = await testMock().call("GET", "/api/users", { headers: { prefer: "code=403" } });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toContain("does not declare");
  });

  it("works as a __code query parameter for clients that cannot set headers", async () => {
    const result = await testMock().call("GET", "/api/users", { query: { __code: "500" } });
    expect(result.status).toBe(500);
  });

  it("returns a named example of the spec with Prefer: example", async () => {
    const mock = testMock();
    const submitted = await mock.call("POST", "/client/v2/ai/generations", { body: { model: "kling-v1", input: { prompt: "boat" } } });
    const result = await mock.call("GET", `/client/v2/ai/tasks/${submitted.body.data.task_id}`, { headers: { prefer: "example=completed" } });
    expect(result.body.data.status).toBe("completed");
    expect(conform("getTask", result)).toEqual([]);
  });

  it("puts a named example through the same auth, team, model and task checks as a generated answer", async () => {
    const mock = testMock();
    const ocr = { model: "ocr-general", input: { image_url: "https://example.com/a.png" } };
    const restricted = await mock.call("POST", "/client/v2/ai/generations", { key: KEYS.restricted, body: ocr, headers: { prefer: "example=ocr" } });
    expect(restricted.status).toBe(403);
    const unknownModel = await mock.call("POST", "/client/v2/ai/generations", { body: { ...ocr, model: "nope" }, headers: { prefer: "example=ocr" } });
    expect(unknownModel.status).toBe(404);
    const unknownTask = await mock.call("GET", "/client/v2/ai/tasks/999999", { headers: { prefer: "example=completed" } });
    expect(unknownTask.status).toBe(404);
    const noKey = await mock.call("POST", "/client/v2/ai/generations", { key: null, body: ocr, headers: { prefer: "example=ocr" } });
    expect(noKey.status).toBe(401);
  });

  it("answers examples with result URLs on this server's address, not the spec's", async () => {
    const mock = testMock({ publicUrl: "https://mock.example.test" });
    const result = await mock.call("POST", "/client/v2/ai/generations", { body: { model: "flux-schnell", input: { prompt: "x" } }, headers: { prefer: "example=image" } });
    expect(result.status).toBe(200);
    expect(JSON.stringify(result.body)).toContain("https://mock.example.test/");
    expect(JSON.stringify(result.body)).not.toContain("127.0.0.1:4010");
  });

  it("fixes the content seed with Prefer: seed, whatever the request", async () => {
    const mock = testMock();
    const image = (prompt: string, prefer: string) =>
      mock.call("POST", "/client/v2/ai/generations", { body: { model: "flux-schnell", input: { prompt } }, headers: { prefer } });
    const a = await image("a lighthouse", "seed=7");
    const b = await image("a castle", "seed=7");
    const c = await image("a lighthouse", "seed=8");
    expect(a.body.data.seed).toBe(b.body.data.seed);
    expect(a.body.data.images[0].url).toBe(b.body.data.images[0].url);
    expect(c.body.data.seed).not.toBe(a.body.data.seed);
  });

  it("adds latency with Prefer: delay on the mock's clock", async () => {
    const mock = testMock();
    let done = false;
    const pending = mock.call("GET", "/api/users", { headers: { prefer: "delay=300" } }).then((r) => ((done = true), r));
    await new Promise((r) => setImmediate(r));
    mock.clock.advance(299);
    await new Promise((r) => setImmediate(r));
    expect(done).toBe(false);
    mock.clock.advance(1);
    expect((await pending).status).toBe(200);
  });

  it.each(["code=abc", "delay=-1", "task=maybe", "stream=explode"])("answers 400 for the malformed control %s", async (prefer) => {
    const result = await testMock().call("POST", CHAT, { body: chat, headers: { prefer } });
    expect(result.status).toBe(400);
  });

  it("ignores Prefer keys it does not know", async () => {
    const result = await testMock().call("POST", CHAT, { body: chat, headers: { prefer: "return=minimal" } });
    expect(result.status).toBe(200);
  });
});

describe("respond(): headers, rate limits, CORS and the journal", () => {
  it("gives every response a unique x-request-id", async () => {
    const mock = testMock();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await mock.call("GET", "/api/users")).headers["x-request-id"]!);
    ids.add((await mock.call("GET", "/nope")).headers["x-request-id"]!);
    expect(ids.size).toBe(6);
  });

  it("limits requests per key with 429, Retry-After and rate headers", async () => {
    const mock = testMock({ rateLimitRequests: 2, rateLimitWindowMs: 10_000 });
    const first = await mock.call("POST", CHAT, { body: chat });
    expect(first.headers["x-ratelimit-limit-requests"]).toBe("2");
    expect(first.headers["x-ratelimit-remaining-requests"]).toBe("1");
    await mock.call("POST", CHAT, { body: chat });
    const limited = await mock.call("POST", CHAT, { body: chat });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect(limited.headers["retry-after"]).toBe("10");
    expect(Number(limited.headers["retry-after-ms"])).toBe(10_000);
    expect(conform("createChatCompletion", limited)).toEqual([]);
    expect((await mock.call("POST", CHAT, { body: chat, key: KEYS.other })).status).toBe(200);
    mock.clock.advance(10_000);
    expect((await mock.call("POST", CHAT, { body: chat })).status).toBe(200);
  });

  it("answers CORS preflights with the requested headers allowed", async () => {
    const result = await testMock().call("OPTIONS", CHAT, {
      key: null,
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST", "access-control-request-headers": "authorization, x-stainless-os" },
    });
    expect(result.status).toBe(204);
    expect(result.headers["access-control-allow-origin"]).toBe("*");
    expect(result.headers["access-control-allow-headers"]).toContain("x-stainless-os");
  });

  it("allows only listed origins when CORS origins are configured", async () => {
    const mock = testMock({ corsOrigins: "http://app.test" });
    const allowed = await mock.call("GET", "/api/users", { headers: { origin: "http://app.test" } });
    const denied = await mock.call("GET", "/api/users", { headers: { origin: "http://evil.test" } });
    expect(allowed.headers["access-control-allow-origin"]).toBe("http://app.test");
    expect(denied.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("journals requests per session", async () => {
    const mock = testMock();
    await mock.call("POST", CHAT, { body: chat, headers: { "x-mock-session": "s1" } });
    await mock.call("GET", "/api/users", { headers: { "x-mock-session": "s2" } });
    const journal = await mock.call("GET", "/__mock/journal", { headers: { "x-mock-session": "s1" } });
    expect(journal.body.entries.map((e: any) => [e.operationId, e.status, e.model])).toEqual([["createChatCompletion", 200, "gpt-4o-mini"]]);
  });
});

describe("respond(): the core without a promise when nothing waits", () => {
  const post = (body: unknown, headers: Record<string, string> = {}) => ({
    method: "POST",
    path: CHAT,
    query: {},
    headers: { authorization: `Bearer ${KEYS.default}`, "content-type": "application/json", ...headers },
    body: bodyFromBytes(new TextEncoder().encode(JSON.stringify(body))),
  });

  it("answers a delayed request once the clock has moved past the delay, journaled once it settles", async () => {
    const mock = testMock();
    let settled = false;
    const pending = mock.respond(post(chat, { prefer: "delay=50" })).finally(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    mock.clock.advance(50);
    expect((await pending).status).toBe(200);
    const journal = await mock.call("GET", "/__mock/journal");
    expect(journal.body.entries.map((e: any) => e.status)).toEqual([200]);
  });
});

describe("respond(): the transport's abort signal", () => {
  /** A request whose signal getter counts its reads, as node:http's builds one on each. */
  function countingRequest(body: unknown): { request: Parameters<ReturnType<typeof testMock>["respond"]>[0]; reads: () => number } {
    let reads = 0;
    const request = {
      method: "POST",
      path: CHAT,
      query: {},
      headers: { authorization: `Bearer ${KEYS.default}`, "content-type": "application/json", host: "127.0.0.1:4010" },
      body: bodyFromBytes(new TextEncoder().encode(JSON.stringify(body))),
      get signal() {
        reads += 1;
        return undefined;
      },
    };
    return { request, reads: () => reads };
  }

  it("is never asked for by a request that does not wait (a chat completion)", async () => {
    const { request, reads } = countingRequest(chat);
    expect((await testMock().respond(request)).status).toBe(200);
    expect(reads()).toBe(0);
  });

  it("is asked for by a request that waits (a delay)", async () => {
    const { request, reads } = countingRequest(chat);
    request.headers = { ...request.headers, prefer: "delay=1" } as typeof request.headers;
    const mock = testMock();
    const answer = mock.respond(request);
    await new Promise((resolve) => setImmediate(resolve));
    mock.clock.advance(1);
    expect((await answer).status).toBe(200);
    expect(reads()).toBeGreaterThan(0);
  });
});

describe("respond(): base64 the body reader already decoded", () => {
  const OCR = "/client/v2/ai-stack/image-to-text";

  /** The core with an OCR handler that reports what ctx.base64 hands it, twice for the same text. */
  async function decodeTwice(imageBase64: string): Promise<{ same: boolean; bytes: Uint8Array | undefined }> {
    const mock = testMock();
    let seen: { same: boolean; bytes: Uint8Array | undefined } | undefined;
    const respond = createCore({
      operations: operationTable,
      control: controlRoutes,
      deps: mock.deps,
      handlers: {
        ...defaultHandlers,
        recognizeImageText: (ctx) => {
          const base64 = (ctx.body.image_base64 as string).replace(/^data:[^,]*,/, "");
          const first = ctx.base64(base64)?.bytes;
          seen = { same: first === ctx.base64(base64)?.bytes, bytes: first };
          return defaultHandlers.recognizeImageText(ctx);
        },
      },
    });
    const body = JSON.stringify({ image_base64: imageBase64 });
    const answer = await respond({ method: "POST", path: OCR, query: {}, headers: { authorization: `Bearer ${KEYS.default}`, "content-type": "application/json" }, body: bodyFromBytes(Buffer.from(body)) });
    expect(answer.status).toBe(200);
    return seen!;
  }

  it("hands a handler the bytes of a long base64 literal instead of decoding the megabyte again", async () => {
    const png = Buffer.from(pngBytes(200_000));
    const seen = await decodeTwice(`data:image/png;base64,${png.toString("base64")}`);
    expect(seen.same).toBe(true);
    expect(Buffer.from(seen.bytes!)).toEqual(png);
  });

  it("answers a body whose long base64 a repeated key overrides as JSON.parse reads it, never with a 500", async () => {
    const png = Buffer.from(pngBytes(200_000)).toString("base64");
    const mock = testMock();
    const plain = await mock.call("POST", OCR, { body: { image_base64: png } });
    const overridden = await mock.call("POST", OCR, { raw: `{"image_base64":{"x":"${png}"},"image_base64":"${png}"}` });
    expect(overridden.status).toBe(200);
    expect(overridden.body.data.line_texts).toEqual(plain.body.data.line_texts);
    const gone = await mock.call("POST", OCR, { raw: `{"image_base64":"${png}","image_base64":{"x":1}}` });
    expect(gone.status).toBe(400);
  });

  it("decodes short base64 when asked (nothing was decoded before)", async () => {
    const png = Buffer.from(pngBytes(100));
    const seen = await decodeTwice(png.toString("base64"));
    expect(seen.same).toBe(false);
    expect(Buffer.from(seen.bytes!)).toEqual(png);
  });
});

/** A PNG signature and IHDR of 64×48, padded with zeros to `size` bytes (enough for a sniffer). */
function pngBytes(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 64, 0, 0, 0, 48, 8, 2, 0, 0, 0]);
  return bytes;
}
