/**
 * Counts that mean what they say: against anything but our mock, the cases that need the mock's
 * controls are skipped with that reason (JUnit <skipped/>), send nothing and never count as passed.
 */
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { suiteReport } from "../suite.ts";
import { toJunit } from "../report/junit.ts";
import { runCase } from "../runner.ts";
import { Target } from "../target.ts";
import { ALL_CASES } from "./index.ts";
import { NEEDS_MOCK_CONTROLS } from "./mock-controls.ts";

const MOCK_ONLY = ALL_CASES.filter((c) => /when the mock is asked to|the mock is told to/.test(c.title));

describe("cases that need the mock's controls, against a real gateway", () => {
  it("are the seven that force outcomes: every declared error status per operation, a failed task, a broken stream", () => {
    expect(MOCK_ONLY).toHaveLength(7);
  });

  it("are skipped as 'needs the mock's controls', send no request, and show as <skipped/> in JUnit", async () => {
    let sent = 0;
    const fetch = (async () => {
      sent++;
      return new Response("{}", { status: 500 });
    }) as typeof globalThis.fetch;
    const config = loadConfig({});
    const results = [];
    for (const contractCase of MOCK_ONLY) {
      results.push(await runCase(contractCase, { config, isMock: false, target: new Target({ baseUrl: "http://gw", apiKey: "k", fetch }) }));
    }
    expect(sent).toBe(0);
    for (const result of results) {
      expect(result.status, result.title).toBe("skipped");
      expect(result.reason).toMatch(new RegExp(`^${NEEDS_MOCK_CONTROLS} \\(Prefer: `));
    }
    const report = suiteReport(results, { config, isMock: false, startedMock: false, startedAt: new Date(0), durationMs: 0 });
    expect(report.summary.cases).toMatchObject({ passed: 0, skipped: 7 });
    expect(toJunit(report).match(/<skipped message="needs the mock&apos;s controls/g)).toHaveLength(7);
  });
});
