/**
 * No false alarms: through each LEGAL variant of our mock (a different gateway that still honours
 * every seed rule, configured as the README tells a real user) the whole suite, full profile,
 * reports no error. Warnings are allowed: they are what the seed leaves open.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { startMock, type RunningMock } from "../mock.ts";
import { runSuite } from "../suite.ts";
import { startFaultProxy } from "./fault-proxy.ts";
import { asProxyRewrite, LEGAL_VARIANTS } from "./variants.ts";

let mock: RunningMock;

beforeAll(async () => {
  mock = await startMock();
}, 30_000);

afterAll(async () => {
  await mock?.close();
});

/** What a user of a real gateway gives the suite (here: the mock's keys behind the proxy). */
const USER_SETTINGS = {
  CONTRACT_API_KEY: "sk-mock-default",
  CONTRACT_RESTRICTED_API_KEY: "sk-mock-restricted",
  CONTRACT_OTHER_API_KEY: "sk-mock-other",
  CONTRACT_NO_LLM_API_KEY: "sk-mock-no-llm",
  CONTRACT_TASK_TIMEOUT_MS: "4000",
  CONTRACT_POLL_INTERVAL_MS: "25",
  CONTRACT_PROFILE: "full",
};

describe("the contract suite against legal variants of a gateway", () => {
  it("has at least twelve variants, each with a reason it is legal", () => {
    const names = LEGAL_VARIANTS.map((v) => v().name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(12);
    for (const variant of LEGAL_VARIANTS) expect(variant().legalBecause.length).toBeGreaterThan(10);
  });

  for (const make of LEGAL_VARIANTS) {
    const variant = make();
    it.concurrent(`reports no error against ${variant.name}`, async () => {
      const proxy = await startFaultProxy(mock.url, asProxyRewrite(make()));
      try {
        const config = loadConfig({ ...USER_SETTINGS, ...variant.env, CONTRACT_BASE_URL: proxy.url });
        const { report } = await runSuite({ config });
        expect(report.target.isMock, "the variant hides the mock").toBe(false);
        const errors = report.cases.flatMap((c) => c.failures.filter((f) => f.severity === "error").map((f) => `${c.title}: ${f.check}: ${f.message.split("\n").slice(0, 3).join(" | ")}`));
        const broken = report.cases.filter((c) => c.status === "failed" && c.failures.every((f) => f.severity !== "error")).map((c) => `${c.title}: ${c.reason}`);
        expect([...errors, ...broken]).toEqual([]);
        if (variant.name.startsWith("occasional 429")) expect(report.summary.rateLimited).toBeGreaterThan(0);
      } finally {
        await proxy.close();
      }
    }, 120_000);
  }
});
