/**
 * The vitest files run a suite the way the CLI and the library do: through runSuite. This file
 * registers one group with the harness, watching runSuite and the part written for the report.
 */
import type * as Fs from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type * as Suite from "./suite.ts";
import type { Part } from "./harness.ts";

const seen = vi.hoisted(() => ({ runs: [] as { titles: string[]; results: unknown[] }[], parts: [] as Part[] }));

vi.mock("./suite.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof Suite>();
  return {
    ...actual,
    runSuite: async (options: Parameters<typeof Suite.runSuite>[0]) => {
      const run = await actual.runSuite(options);
      seen.runs.push({ titles: (options.cases ?? []).map((c) => c.title), results: run.results });
      return run;
    },
  };
});

// The part is captured here, not written: the report of this run keeps listUsers.contract.test.ts's.
vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof Fs>();
  return {
    ...actual,
    writeFileSync: (...args: Parameters<typeof Fs.writeFileSync>) => {
      if (String(args[0]).endsWith("listUsers.json")) seen.parts.push(JSON.parse(String(args[1])) as Part);
      else actual.writeFileSync(...args);
    },
  };
});

const { contractTests } = await import("./harness.ts");
const { casesFor } = await import("./cases/index.ts");
const { loadConfig } = await import("./config.ts");

contractTests("listUsers");

describe("the vitest harness", () => {
  const inProfile = casesFor("listUsers").filter((c) => c.profiles.includes(loadConfig().profile));

  it("runs a group's cases once, through runSuite, the entry the CLI and the library run", () => {
    expect(seen.runs).toHaveLength(1);
    expect(seen.runs[0]!.titles).toEqual(inProfile.map((c) => c.title));
  });

  it("reports for the group exactly the results runSuite returned", () => {
    const part = seen.parts.at(-1);
    if (!part) return expect.fail("no part was written (is the global setup on?)");
    expect(part.results.filter((r) => inProfile.some((c) => c.title === r.title))).toEqual(seen.runs[0]!.results);
  });
});
