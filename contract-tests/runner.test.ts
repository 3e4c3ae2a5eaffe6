import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { retryDelayMs, runCase, runCases, type ContractCase, type SuiteContext } from "./runner.ts";
import { exchange } from "./testing/exchanges.ts";
import { Budget, Target } from "./target.ts";

const users = { operationId: "listUsers", method: "GET", path: "/api/users" } as const;

function suiteAnswering(body: unknown, status = 200, limit = Number.POSITIVE_INFINITY, strict = false): SuiteContext {
  const fetch = (async () =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", "x-request-id": "r" } })) as typeof globalThis.fetch;
  return { config: { ...loadConfig({}), strict }, isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: "k", fetch, budget: new Budget(limit) }) };
}

function contractCase(run: ContractCase["run"], profiles: ContractCase["profiles"] = ["smoke", "full"]): ContractCase {
  return { group: "listUsers", title: "lists users without an API key", profiles, billable: 0, run };
}

const listOnce = contractCase(async (ctx) => {
  await ctx.send({ ...users, scenario: "users-without-key", auth: null });
});

describe("runCase", () => {
  it("cuts the credentials of a presigned CONTRACT_IMAGE_URL, CONTRACT_AUDIO_URL or CONTRACT_INPUT_* URL out of the result, as of the keys", async () => {
    const config = loadConfig({
      CONTRACT_IMAGE_URL: "https://b.s3.amazonaws.com/r.png?X-Amz-Credential=AKIAQQQQ%2F2026&X-Amz-Signature=AMZSIG999&X-Amz-Security-Token=AMZTOK888",
      CONTRACT_AUDIO_URL: "https://a.blob.core.windows.net/c/a.wav?sv=2022-11-02&sp=r&sig=SASSIG777",
      CONTRACT_INPUT_STT: '{"audio_url":"https://a.blob.core.windows.net/c/b.wav?sig=SASINPUT666"}',
    });
    const fetch = (async () =>
      new Response(JSON.stringify({ error: { code: "invalid_request", message: "cannot fetch", type: "invalid_request_error" } }), { status: 400, headers: { "content-type": "application/json", "x-request-id": "r" } })) as typeof globalThis.fetch;
    const suite: SuiteContext = { config, isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: config.apiKey, fetch }) };
    const ocrByUrl = contractCase(async (ctx) => {
      await ctx.send({ operationId: "recognizeImageText", method: "POST", path: "/client/v2/ai-stack/image-to-text", scenario: "valid", json: { image_url: config.imageUrl } });
      await ctx.send({ operationId: "createGeneration", method: "POST", path: "/client/v2/ai/generations", scenario: "valid", json: { model: "whisper-1", input: { audio_url: config.audioUrl } } });
      await ctx.send({ operationId: "createGeneration", method: "POST", path: "/client/v2/ai/generations", scenario: "valid", json: { model: "whisper-1", input: config.inputs.stt } });
    });
    const result = await runCase(ocrByUrl, suite);
    expect(result.failures.length).toBeGreaterThan(0);
    const text = JSON.stringify(result);
    expect(text).toContain("b.s3.amazonaws.com/r.png");
    for (const secret of ["AMZSIG999", "AMZTOK888", "AKIAQQQQ", "SASSIG777", "SASINPUT666"]) expect(text).not.toContain(secret);
  });

  it("cuts a secret-named field of a JSON body out of the result, wherever the gateway echoed its value", async () => {
    const echo = (async (_url: string, init: RequestInit) =>
      new Response(JSON.stringify({ error: { code: "invalid_request", message: `bad input: ${String(init.body)}`, type: "invalid_request_error" } }), { status: 400, headers: { "content-type": "application/json", "x-request-id": "r" } })) as typeof globalThis.fetch;
    const suite: SuiteContext = { config: loadConfig({}), isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: "k", fetch: echo }) };
    const withSecret = contractCase(async (ctx) => {
      await ctx.send({ operationId: "createGeneration", method: "POST", path: "/client/v2/ai/generations", scenario: "valid", json: { model: "kling-v1", input: { prompt: "Waves", webhook: { client_secret: "WEBHOOKSECRET42" } } } });
    });
    const text = JSON.stringify(await runCase(withSecret, suite));
    expect(text).toContain("bad input");
    expect(text).not.toContain("WEBHOOKSECRET42");
  });

  it("passes a case whose exchanges honour every applicable check, and counts them per check", async () => {
    const result = await runCase(listOnce, suiteAnswering({ users: [{ id: 1, name: "A" }], total: 1 }));
    expect(result.status).toBe("passed");
    expect(result.checks.usersListedWithoutKey).toEqual({ passed: 1, errors: 0, warnings: 0 });
    expect(result.checks.bodyMatchesSchema).toEqual({ passed: 1, errors: 0, warnings: 0 });
    expect(result.exchanges).toEqual([{ seq: 1, operationId: "listUsers", method: "GET", path: "/api/users", status: 200, verdict: "passed" }]);
  });

  it("fails a case on a seed rule and only warns on a designed one", async () => {
    const seedBroken = await runCase(listOnce, suiteAnswering({ users: [] }));
    expect(seedBroken.status).toBe("failed");
    expect(seedBroken.failures.map((f) => [f.check, f.severity])).toEqual([["bodyMatchesSchema", "error"]]);
    const designedBroken = await runCase(listOnce, suiteAnswering({ users: [{ id: 1, name: "A", email: "not-an-email" }], total: 1 }));
    expect(designedBroken.status).toBe("warned");
    expect(designedBroken.failures[0]).toMatchObject({ severity: "warning", provenance: "designed" });
    const strict = await runCase(listOnce, suiteAnswering({ users: [{ id: 1, name: "A", email: "not-an-email" }], total: 1 }, 200, Infinity, true));
    expect(strict.status).toBe("failed");
  });

  it("reports a skip with its reason", async () => {
    const result = await runCase(contractCase(async (ctx) => ctx.skip("no second team's key (CONTRACT_OTHER_API_KEY)")), suiteAnswering({}));
    expect(result).toMatchObject({ status: "skipped", reason: "no second team's key (CONTRACT_OTHER_API_KEY)" });
  });

  it("turns an exhausted request budget into a skip that says so", async () => {
    const twice = contractCase(async (ctx) => {
      await ctx.send({ ...users, scenario: "users-without-key", auth: null });
      await ctx.send({ ...users, scenario: "users-without-key", auth: null });
    });
    const result = await runCase(twice, suiteAnswering({ users: [], total: 0 }, 200, 1));
    expect(result).toMatchObject({ status: "skipped", requests: 1, reason: "request budget exhausted (CONTRACT_MAX_REQUESTS=1)" });
  });

  it("reports a case that throws as failed, with the error", async () => {
    const result = await runCase(contractCase(async () => { throw new Error("boom"); }), suiteAnswering({}));
    expect(result.status).toBe("failed");
    expect(result.reason).toMatch(/the case broke: Error: boom/);
  });

  it("keeps forced outcomes for the mock only", async () => {
    const result = await runCase(contractCase(async (ctx) => void ctx.prefer("code=500")), suiteAnswering({}));
    expect(result.reason).toMatch(/only for the mock/);
  });
});

describe("runCases", () => {
  it("leaves out cases of another profile, as skipped", async () => {
    const suite = suiteAnswering({ users: [], total: 0 });
    suite.config.profile = "smoke";
    const [result] = await runCases([contractCase(async () => {}, ["full"])], suite);
    expect(result).toMatchObject({ status: "skipped", reason: "not in the smoke profile" });
  });
});

/** A target answering 429 (with the given headers) `limited` times, then the users list. */
function suiteRateLimited(limited: number, headers: Record<string, string>, retries = 3): SuiteContext {
  let calls = 0;
  const fetch = (async () => {
    calls++;
    if (calls <= limited) {
      return new Response(JSON.stringify({ error: { code: "rate_limited", message: "slow down", type: "rate_limit_error" } }), {
        status: 429,
        headers: { "content-type": "application/json", "x-request-id": "r", ...headers },
      });
    }
    return new Response(JSON.stringify({ users: [], total: 0 }), { status: 200, headers: { "content-type": "application/json", "x-request-id": "r" } });
  }) as typeof globalThis.fetch;
  return { config: { ...loadConfig({}), rateLimitRetries: retries, rateLimitMaxWaitMs: 50 }, isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: "k", fetch }) };
}

describe("rate limits", () => {
  it("waits out a 429, retries, counts it, and lets only the 429 check judge it", async () => {
    const result = await runCase(listOnce, suiteRateLimited(2, { "retry-after": "0" }));
    expect(result).toMatchObject({ status: "passed", rateLimited: 2, requests: 3 });
    expect(result.checks.retryAfterOn429).toEqual({ passed: 2, errors: 0, warnings: 0 });
    expect(result.checks.statusIsDocumented).toEqual({ passed: 1, errors: 0, warnings: 0 });
  });

  it("warns about a 429 without Retry-After through the 429 check alone", async () => {
    const result = await runCase(listOnce, suiteRateLimited(1, {}));
    expect(result.status).toBe("warned");
    expect(result.failures.map((f) => [f.check, f.severity])).toEqual([["retryAfterOn429", "warning"]]);
  });

  it("skips a case still rate-limited after the configured retries, saying so", async () => {
    const result = await runCase(listOnce, suiteRateLimited(10, { "retry-after": "0" }, 1));
    expect(result).toMatchObject({ status: "skipped", rateLimited: 2 });
    expect(result.reason).toMatch(/still 429 after 1 retries \(CONTRACT_RATE_LIMIT_RETRIES=1\)/);
  });

  it("waits what Retry-After-Ms or Retry-After asks, bounded by CONTRACT_RATE_LIMIT_MAX_WAIT_MS", () => {
    const config = { rateLimitMaxWaitMs: 5000 };
    expect(retryDelayMs(exchange({ status: 429, headers: { "retry-after": "2" } }), config)).toBe(2000);
    expect(retryDelayMs(exchange({ status: 429, headers: { "retry-after": "2", "retry-after-ms": "1500" } }), config)).toBe(1500);
    expect(retryDelayMs(exchange({ status: 429, headers: { "retry-after": "3600" } }), config)).toBe(5000);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryDelayMs(exchange({ status: 429, headers: { "retry-after": "Thu, 01 Jan 2026 00:00:03 GMT" } }), config, now)).toBe(3000);
    expect(retryDelayMs(exchange({ status: 429 }), config)).toBe(1000);
  });
});
