import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { operations } from "../../spec/operations.ts";
import { loadConfig } from "../config.ts";
import { runCase } from "../runner.ts";
import { Target } from "../target.ts";
import { ALL_CASES, casesFor, GROUPS, plannedBillableByProfile } from "./index.ts";

describe("the cases", () => {
  it("cover every operation of the spec with a test file of its own", () => {
    for (const operationId of operations.keys()) {
      expect(GROUPS, operationId).toContain(operationId);
      expect(existsSync(new URL(`../${operationId}.contract.test.ts`, import.meta.url)), operationId).toBe(true);
    }
    expect(existsSync(new URL("../protocol.contract.test.ts", import.meta.url))).toBe(true);
  });

  it("try every protected operation without a key and with a bad one", () => {
    for (const op of [...operations.values()].filter((o) => o.secured)) {
      const titles = casesFor(op.operationId).map((c) => c.title);
      expect(titles, op.operationId).toContain("refuses a request without an API key with 401 unauthorized");
      expect(titles, op.operationId).toContain("refuses an unknown key, a Basic scheme and an empty bearer with 401 unauthorized");
    }
  });

  it("are named as sentences, uniquely within their group", () => {
    for (const c of ALL_CASES) {
      expect(c.title, c.title).toMatch(/^[a-z][a-z-]* .+[^.]$/);
      expect(ALL_CASES.filter((o) => o.group === c.group && o.title === c.title), c.title).toHaveLength(1);
    }
  });

  it("skip the isolation check, sending nothing, when CONTRACT_OTHER_API_KEY is CONTRACT_API_KEY: a team sees its own task", async () => {
    const config = loadConfig({ CONTRACT_API_KEY: "sk-same", CONTRACT_OTHER_API_KEY: "sk-same" });
    const fetch = (async () => {
      throw new Error("no request expected");
    }) as unknown as typeof globalThis.fetch;
    const isolation = casesFor("getTask").find((c) => c.title === "hides a task from another team's key behind the 404 of an unknown id")!;
    const result = await runCase(isolation, { config, isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: config.apiKey, fetch }) });
    expect(result).toMatchObject({ status: "skipped", requests: 0 });
    expect(result.reason).toBe("CONTRACT_OTHER_API_KEY is the same key as CONTRACT_API_KEY, so of the same team: give a key of a second team (--other-api-key)");
  });

  it("keep the smoke profile to a handful of cheap calls", () => {
    const smoke = ALL_CASES.filter((c) => c.profiles.includes("smoke"));
    expect(smoke.length).toBeLessThanOrEqual(10);
    expect(plannedBillableByProfile(loadConfig({})).smoke).toBeLessThanOrEqual(5);
    expect(smoke.some((c) => c.bulk)).toBe(false);
  });

  it("run the bulk cases of a group after the others", () => {
    for (const group of GROUPS) {
      const bulk = ALL_CASES.filter((c) => c.group === group).map((c) => Boolean(c.bulk));
      expect(bulk, group).toEqual([...bulk].sort((a, b) => Number(a) - Number(b)));
    }
  });
});
