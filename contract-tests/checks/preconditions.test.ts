/**
 * Preconditions before verdicts: a check built for one rule is not applicable when an earlier
 * outcome the request could really have met (a refused key, a team without the feature, a rate
 * limit, a body the gateway validates first) explains the answer. The same logic judges live runs
 * and recorded traffic; only what is known about the key differs.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { runCase, type ContractCase, type SuiteContext } from "../runner.ts";
import { Target } from "../target.ts";
import { errorBody, exchange } from "../testing/exchanges.ts";
import { CHECKS } from "./index.ts";
import { notApplicableBecause, PRECONDITIONS } from "./preconditions.ts";

const config = loadConfig({});
const live = { config, isMock: false };
const offline = { config, isMock: false, offline: true };
const noModel = { messages: [{ role: "user", content: "Hi" }] };
const WRONG_KEY = { authorization: "Bearer sk-wrong" };
const VALID_KEY = { authorization: `Bearer ${config.apiKey}` };

describe("notApplicableBecause", () => {
  it("names only checks that exist", () => {
    const names = new Set(CHECKS.map((c) => c.name));
    expect(Object.keys(PRECONDITIONS).filter((n) => !names.has(n))).toEqual([]);
  });

  it("lets a 401 to a wrong key explain a refused request without model, live and recorded", () => {
    const answered = exchange({ scenario: "missing-model", request: noModel, requestHeaders: WRONG_KEY, status: 401, body: errorBody("unauthorized", "authentication_error") });
    expect(notApplicableBecause("missingModelRejected", answered, offline)).toBe("answered 401 first");
    expect(notApplicableBecause("missingModelRejected", answered, live)).toBe("answered 401 first");
  });

  it("does not let a 401 excuse a configured key live: the gateway refused a key the user says is valid", () => {
    const answered = exchange({ scenario: "missing-model", request: noModel, requestHeaders: VALID_KEY, status: 401, body: errorBody("unauthorized") });
    expect(notApplicableBecause("missingModelRejected", answered, live)).toBeNull();
    // Recorded traffic cannot know whether that key was valid when it was sent.
    expect(notApplicableBecause("missingModelRejected", answered, offline)).toBe("answered 401 first");
  });

  it("lets a 403 explain a rule check, live to CONTRACT_API_KEY too: its team lacks the feature (key-lacks.ts reports it)", () => {
    const withKey = (headers: Record<string, string>) => exchange({ scenario: "temperature-out-of-range", request: { model: "m", messages: [], temperature: 3 }, requestHeaders: headers, status: 403, body: errorBody("forbidden") });
    expect(notApplicableBecause("temperatureOutOfRangeRejected", withKey(VALID_KEY), live)).toBe("answered 403 first");
    expect(notApplicableBecause("temperatureOutOfRangeRejected", withKey(VALID_KEY), offline)).toBe("answered 403 first");
  });

  it("lets a 429 explain any rule check", () => {
    const answered = exchange({ scenario: "unknown-model", request: { model: "nope", messages: [] }, requestHeaders: VALID_KEY, status: 429, body: errorBody("rate_limited") });
    expect(notApplicableBecause("unknownModelNotFound", answered, live)).toBe("answered 429 first");
  });

  it("lets a gateway that validates first answer 400 to a request with neither key nor model, but not to a valid body", () => {
    const invalid = exchange({ scenario: "missing-key", request: noModel, requestHeaders: { authorization: "" }, status: 400, body: errorBody("invalid_request") });
    expect(notApplicableBecause("missingKeyUnauthorized", invalid, offline)).toBe("answered 400 first");
    const valid = exchange({ scenario: "missing-key", request: { model: "gpt-4o-mini", ...noModel }, status: 400, body: errorBody("invalid_request") });
    expect(notApplicableBecause("missingKeyUnauthorized", valid, offline)).toBeNull();
  });

  it("never excuses the check of the rule the earlier outcome is about", () => {
    const users = exchange({ operationId: "listUsers", method: "GET", path: "/api/users", scenario: "users-without-key", status: 401, body: errorBody("unauthorized") });
    expect(notApplicableBecause("usersListedWithoutKey", users, offline)).toBeNull();
    const team = exchange({ scenario: "restricted-team", request: { model: "gpt-4o-mini", ...noModel }, requestHeaders: VALID_KEY, status: 429, body: errorBody("rate_limited") });
    expect(notApplicableBecause("unauthorizedTeamForbidden", team, live)).toBe("answered 429 first");
  });
});

describe("a case whose request met an earlier outcome", () => {
  const suite = (offlineRun: boolean): SuiteContext => {
    const fetch = (async () => new Response(JSON.stringify(errorBody("unauthorized", "authentication_error")), { status: 401, headers: { "content-type": "application/json", "x-request-id": "r" } })) as typeof globalThis.fetch;
    return { config, isMock: false, ...(offlineRun ? { offline: true } : {}), target: new Target({ baseUrl: "http://gw", apiKey: config.apiKey, fetch }) };
  };
  const sendWithout = (auth: string | undefined): ContractCase => ({
    group: "createChatCompletion",
    title: "refuses a request without model with 400 invalid_request",
    profiles: ["full"],
    billable: 0,
    async run(ctx) {
      await ctx.send({ operationId: "createChatCompletion", method: "POST", path: "/client/v2/ai/chat/completions", scenario: "missing-model", json: noModel, ...(auth !== undefined ? { auth } : {}) });
    },
  });

  it("reports 'not applicable: answered 401 first' instead of failing, in recorded traffic and live", async () => {
    for (const run of [await runCase(sendWithout("sk-wrong"), suite(true)), await runCase(sendWithout("sk-wrong"), suite(false))]) {
      expect(run.status).toBe("passed");
      expect(run.checks.missingModelRejected).toEqual({ passed: 0, errors: 0, warnings: 0, notApplicable: 1 });
      expect(run.notExercised.join("\n")).toMatch(/missingModelRejected on #\d+ POST \/client\/v2\/ai\/chat\/completions: not applicable: answered 401 first/);
    }
  });

  it("still fails live when the configured key is the one refused", async () => {
    const run = await runCase(sendWithout(undefined), suite(false));
    expect(run.status).toBe("failed");
    expect(run.failures.map((f) => f.check)).toContain("missingModelRejected");
  });
});
