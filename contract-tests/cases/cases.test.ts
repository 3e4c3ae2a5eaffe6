import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { operations } from "../../spec/operations.ts";
import { loadConfig } from "../config.ts";
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
