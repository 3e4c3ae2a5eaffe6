/**
 * The official `openai` package, unchanged, against the mock: the base URL is the only setting
 * a user changes. Errors are triggered the way production triggers them where the mock can
 * (a bad key, an unknown model, a team without LLM access, a real rate limit) and forced with
 * `Prefer: code=NNN` only where it cannot (an upstream failure).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../mocks/transports/http/server.ts";
import { startCutServer } from "../support/cut-server.ts";
import { journal, KEY, startMock } from "../support/mock.ts";

type ApiError = InstanceType<typeof OpenAI.APIError>;

const NO_LLM_KEY = "sk-mock-no-llm";
const messages = [{ role: "user" as const, content: "Give me three tips for naming variables." }];
let mock: RunningServer;
let keysDir: string;

function client(options: { apiKey?: string; session?: string; maxRetries?: number } = {}): OpenAI {
  return new OpenAI({
    baseURL: `${mock.url}/client/v2/ai`,
    apiKey: options.apiKey ?? KEY,
    maxRetries: options.maxRetries ?? 0,
    defaultHeaders: options.session ? { "X-Mock-Session": options.session } : {},
  });
}

/** The error a call rejects with (the test fails if it resolves). */
async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (value) => expect.fail(`expected the call to fail, it returned ${JSON.stringify(value).slice(0, 200)}`),
    (error: unknown) => error,
  );
}

beforeAll(async () => {
  keysDir = mkdtempSync(join(tmpdir(), "openai-keys-"));
  const keysFile = join(keysDir, "keys.json");
  writeFileSync(keysFile, JSON.stringify({ teams: { "team-images": { features: ["image"] } }, keys: { [KEY]: "team-default", [NO_LLM_KEY]: "team-images" } }));
  mock = await startMock({ keysFile });
});

afterAll(async () => {
  await mock?.close();
  rmSync(keysDir, { recursive: true, force: true });
});

describe("the openai package", () => {
  it("creates a chat completion with the mock as its base URL", async () => {
    const completion = await client().chat.completions.create({ model: "gpt-4o-mini", messages });
    expect(completion.object).toBe("chat.completion");
    expect(completion.model).toBe("gpt-4o-mini");
    expect(completion.choices[0]?.message.content).toMatch(/\S/);
    expect(completion.choices[0]?.finish_reason).toBe("stop");
    expect(completion.usage?.total_tokens).toBe((completion.usage?.prompt_tokens ?? 0) + (completion.usage?.completion_tokens ?? 0));
  });

  it("streams a reply with for await, ending with finish_reason stop", async () => {
    const stream = await client().chat.completions.create({ model: "gpt-4o-mini", messages, stream: true });
    let text = "";
    const finishReasons: (string | null)[] = [];
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? "";
      finishReasons.push(chunk.choices[0]?.finish_reason ?? null);
    }
    expect(text.trim()).not.toBe("");
    expect(finishReasons.at(-1)).toBe("stop");
    expect(finishReasons.slice(0, -1).every((reason) => reason === null)).toBe(true);
  });

  it("streams the same text it answers without streaming", async () => {
    const openai = client();
    const whole = await openai.chat.completions.create({ model: "gpt-4o-mini", messages });
    const stream = await openai.chat.completions.create({ model: "gpt-4o-mini", messages, stream: true });
    let text = "";
    for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? "";
    expect(text).toBe(whole.choices[0]?.message.content);
  });

  it("adds a usage chunk with empty choices when stream_options.include_usage is set", async () => {
    const stream = await client().chat.completions.create({
      model: "gpt-4o-mini",
      messages,
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = [];
    for await (const chunk of stream) chunks.push(chunk);
    const last = chunks.at(-1);
    expect(last?.choices).toEqual([]);
    expect(last?.usage?.completion_tokens).toBeGreaterThan(0);
    expect(chunks.slice(0, -1).every((chunk) => chunk.usage == null)).toBe(true);
  });

  it("collects the final completion with the stream helper", async () => {
    const runner = client().chat.completions.stream({ model: "gpt-4o-mini", messages });
    const deltas: string[] = [];
    runner.on("content", (delta) => deltas.push(delta));
    const completion = await runner.finalChatCompletion();
    expect(deltas.join("")).toBe(completion.choices[0]?.message.content);
    expect(completion.choices[0]?.finish_reason).toBe("stop");
  });

  it("gives n: 3 three different candidates of a curated list, the first the n: 1 answer, and the stream helper collects the same three", async () => {
    const openai = client();
    const ask = { model: "gpt-4o-mini", messages: [{ role: "user" as const, content: "Give me 5 tips for better sleep" }] };
    const one = await openai.chat.completions.create(ask);
    const three = await openai.chat.completions.create({ ...ask, n: 3 });
    const texts = three.choices.map((choice) => choice.message.content);
    expect(new Set(texts).size).toBe(3);
    expect(texts[0]).toBe(one.choices[0]?.message.content);
    for (const text of texts) expect(text?.match(/^\d+\. /gm)).toHaveLength(5);
    const streamed = await openai.chat.completions.stream({ ...ask, n: 3 }).finalChatCompletion();
    expect(streamed.choices.map((choice) => choice.message.content)).toEqual(texts);
  });
});

describe("the openai package's error classes", () => {
  const cases: { status: number; name: string; errorClass: new (...args: never[]) => ApiError; code: string; call: () => Promise<unknown> }[] = [
    {
      status: 400,
      name: "a non-LLM model on chat completions",
      errorClass: OpenAI.BadRequestError,
      code: "invalid_request",
      call: () => client().chat.completions.create({ model: "flux-schnell", messages }),
    },
    {
      status: 401,
      name: "an unknown key",
      errorClass: OpenAI.AuthenticationError,
      code: "unauthorized",
      call: () => client({ apiKey: "sk-not-a-key" }).chat.completions.create({ model: "gpt-4o-mini", messages }),
    },
    {
      status: 403,
      name: "a team without LLM access",
      errorClass: OpenAI.PermissionDeniedError,
      code: "forbidden",
      call: () => client({ apiKey: NO_LLM_KEY }).chat.completions.create({ model: "gpt-4o-mini", messages }),
    },
    {
      status: 404,
      name: "an unknown model",
      errorClass: OpenAI.NotFoundError,
      code: "model_not_found",
      call: () => client().chat.completions.create({ model: "gpt-does-not-exist", messages }),
    },
    {
      status: 429,
      name: "a forced rate limit",
      errorClass: OpenAI.RateLimitError,
      code: "rate_limited",
      call: () => client().chat.completions.create({ model: "gpt-4o-mini", messages }, { headers: { Prefer: "code=429" } }),
    },
    {
      status: 500,
      name: "a forced upstream failure",
      errorClass: OpenAI.InternalServerError,
      code: "provider_error",
      call: () => client().chat.completions.create({ model: "gpt-4o-mini", messages }, { headers: { Prefer: "code=500" } }),
    },
  ];

  it.each(cases)("throws $errorClass.name with code $code for $name ($status)", async ({ status, errorClass, code, call }) => {
    const error = await rejection(call());
    expect(error).toBeInstanceOf(errorClass);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(status);
    expect(apiError.code).toBe(code);
    expect(apiError.message).toMatch(/\S/);
    expect(apiError.requestID).toMatch(/\S/);
  });

  it("throws the same error class when a stream is refused before it starts", async () => {
    const error = await rejection(client().chat.completions.create({ model: "gpt-does-not-exist", messages, stream: true }));
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect((error as ApiError).code).toBe("model_not_found");
  });

  it("throws when a stream fails midway with an error event", async () => {
    const stream = await client().chat.completions.create(
      { model: "gpt-4o-mini", messages, stream: true },
      { headers: { Prefer: "stream=error-after-3" } },
    );
    let chunks = 0;
    const error = await rejection(
      (async () => {
        for await (const _chunk of stream) chunks += 1;
      })(),
    );
    expect(error).toBeInstanceOf(OpenAI.APIError);
    expect(chunks).toBeGreaterThan(0);
  });

  it("throws what a real connection cut gives when a stream drops midway: undici's TypeError terminated", async () => {
    const consume = async (openai: OpenAI, headers: Record<string, string>) => {
      const stream = await openai.chat.completions.create({ model: "gpt-4o-mini", messages, stream: true }, { headers });
      let chunks = 0;
      const error = await rejection(
        (async () => {
          for await (const _chunk of stream) chunks += 1;
        })(),
      );
      return { chunks, error: error as Error & { cause?: { code?: string } } };
    };
    const dropped = await consume(client(), { Prefer: "stream=drop-after-2" });
    const cut = await startCutServer();
    try {
      const real = await consume(new OpenAI({ baseURL: cut.baseURL, apiKey: KEY, maxRetries: 0 }), {});
      expect([dropped.error.constructor, dropped.error.message, dropped.error.cause?.code]).toEqual([real.error.constructor, real.error.message, real.error.cause?.code]);
      expect([dropped.error.name, dropped.error.message, dropped.error.cause?.code]).toEqual(["TypeError", "terminated", "UND_ERR_SOCKET"]);
      expect(dropped.chunks).toBe(real.chunks);
    } finally {
      await cut.close();
    }
  });
});

describe("the openai package's automatic retry", () => {
  let limited: RunningServer;

  beforeAll(async () => {
    limited = await startMock({ rateLimitRequests: 1, rateLimitWindowMs: 1000 });
  });

  afterAll(async () => {
    await limited?.close();
  });

  it("honours Retry-After and succeeds once the rate limit clears", async () => {
    const session = "openai-retry";
    const openai = new OpenAI({
      baseURL: `${limited.url}/client/v2/ai`,
      apiKey: KEY,
      maxRetries: 2,
      defaultHeaders: { "X-Mock-Session": session },
    });
    await openai.chat.completions.create({ model: "gpt-4o-mini", messages });
    const { data, response } = await openai.chat.completions.create({ model: "gpt-4o-mini", messages }).withResponse();

    expect(data.choices[0]?.message.content).toMatch(/\S/);
    expect(response.status).toBe(200);
    const calls = (await journal(limited.url, session)).filter((entry) => entry.operationId === "createChatCompletion");
    expect(calls.map((entry) => entry.status)).toEqual([200, 429, 200]);
    expect(calls[1]?.errorCode).toBe("rate_limited");
  });

  it("gives up with RateLimitError when retries are off", async () => {
    const openai = new OpenAI({
      baseURL: `${limited.url}/client/v2/ai`,
      apiKey: KEY,
      maxRetries: 0,
      defaultHeaders: { "X-Mock-Session": "openai-no-retry" },
    });
    await openai.chat.completions.create({ model: "gpt-4o-mini", messages });
    const error = await rejection(openai.chat.completions.create({ model: "gpt-4o-mini", messages }));
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    const headers = (error as ApiError).headers;
    expect(Number(headers?.get("retry-after"))).toBeGreaterThan(0);
    expect(headers?.get("x-ratelimit-remaining-requests")).toBe("0");
  });
});
