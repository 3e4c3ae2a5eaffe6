/** The chat case for a team without LLM chat: run against our mock, skipped (saying why) against a gateway with no such key. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { startMock, type RunningMock } from "../mock.ts";
import { runCase, type SuiteContext } from "../runner.ts";
import { runSuite } from "../suite.ts";
import { Target } from "../target.ts";
import { chatCases } from "./createChatCompletion.ts";

const TITLE = "refuses a team without LLM chat with 403 forbidden";
const noLlmCase = chatCases.find((c) => c.title === TITLE)!;

const FORBIDDEN = { error: { code: "forbidden", type: "permission_error", message: "Your team is not authorized to use LLM chat.", param: null } };

/** A gateway that is not our mock, answering every request 403 forbidden; it keeps the keys it was sent. */
function gateway(env: Record<string, string>): { suite: SuiteContext; keys: string[] } {
  const keys: string[] = [];
  const fetch = (async (_url: string, init?: RequestInit) => {
    keys.push(new Headers(init?.headers).get("authorization") ?? "");
    return new Response(JSON.stringify(FORBIDDEN), { status: 403, headers: { "content-type": "application/json", "x-request-id": "r" } });
  }) as typeof globalThis.fetch;
  const config = loadConfig({ CONTRACT_BASE_URL: "https://gw.example.com", ...env });
  return { suite: { config, isMock: false, target: new Target({ baseUrl: config.baseUrl, apiKey: config.apiKey, fetch }) }, keys };
}

describe("the chat case for a team without LLM chat", () => {
  let mock: RunningMock;

  beforeAll(async () => {
    mock = await startMock();
  }, 30_000);

  afterAll(async () => {
    await mock?.close();
  });

  it("passes against our mock, with its built-in no-LLM key, instead of being skipped", async () => {
    const { suite, results } = await runSuite({ config: loadConfig({}), startedMockUrl: mock.url, cases: [noLlmCase] });
    expect(suite.config.noLlmApiKey).toBe("sk-mock-no-llm");
    expect(results[0]).toMatchObject({ title: TITLE, status: "passed", failures: [] });
    expect(results[0]!.reason).toBeUndefined();
    expect(results[0]!.exchanges.map((e) => e.status)).toEqual([403]);
    expect(results[0]!.checks.unauthorizedTeamForbidden).toEqual({ passed: 1, errors: 0, warnings: 0 });
  });

  it("stays skipped against a gateway without such a key, naming the setting, and sends nothing", async () => {
    const { suite, keys } = gateway({});
    const result = await runCase(noLlmCase, suite);
    expect(result.status).toBe("skipped");
    expect(result.reason).toMatch(/CONTRACT_NO_LLM_API_KEY/);
    expect(keys).toEqual([]);
  });

  it("stays skipped when the restricted team may use LLM chat", async () => {
    const { suite, keys } = gateway({ CONTRACT_RESTRICTED_API_KEY: "sk-live-restricted" });
    expect((await runCase(noLlmCase, suite)).status).toBe("skipped");
    expect(keys).toEqual([]);
  });

  it("sends the key of CONTRACT_NO_LLM_API_KEY to a real gateway", async () => {
    const { suite, keys } = gateway({ CONTRACT_NO_LLM_API_KEY: "sk-live-no-llm", CONTRACT_RESTRICTED_API_KEY: "sk-live-restricted" });
    expect((await runCase(noLlmCase, suite)).status).toBe("passed");
    expect(keys).toEqual(["Bearer sk-live-no-llm"]);
  });

  it("falls back to the restricted key when CONTRACT_RESTRICTED_FEATURES names llm", async () => {
    const { suite, keys } = gateway({ CONTRACT_RESTRICTED_API_KEY: "sk-live-restricted", CONTRACT_RESTRICTED_FEATURES: "llm,ocr" });
    expect((await runCase(noLlmCase, suite)).status).toBe("passed");
    expect(keys).toEqual(["Bearer sk-live-restricted"]);
  });
});
