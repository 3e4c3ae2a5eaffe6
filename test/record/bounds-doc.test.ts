/**
 * docs/bounds.md documents the bounds as the code has them (issue 27): each table against its
 * code table, both ways, with the default and the setting of every row, and each setting shown
 * to reach the options of what it bounds.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTRACT_BOUNDS, DEFAULT_MAX_BODY_BYTES, ENV_FLAGS, loadConfig, type ContractConfig } from "../../contract-tests/config.ts";
import { PROXY_BOUNDS, RECORDER_BOUNDS, REPLAY_BOUNDS, type Bound } from "../../mocks/fixtures/bounds.ts";
import { CONTRACT_COMMAND } from "../../cli/contract.ts";
import { parseProxyArgs } from "../../cli/proxy.ts";
import { DEFAULT_CONFIG } from "../../mocks/config/config.ts";
import { mockSettings } from "../../cli/mock.ts";
import { parseRecordArgs } from "../../cli/record.ts";

const page = readFileSync(new URL("../../docs/bounds.md", import.meta.url), "utf8");

/** The table rows under a `## heading`, as [what, default, setting]. */
function rows(heading: string): [string, string, string][] {
  const start = page.indexOf(`\n## ${heading}`);
  expect(start, heading).toBeGreaterThan(0);
  const end = page.indexOf("\n## ", start + 4);
  return page
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("|---"))
    .slice(1)
    .map((line) => line.split("|").slice(1, -1).map((cell) => cell.trim()) as [string, string, string]);
}

const number = (cell: string) => Number(/`(\d+)`/.exec(cell)?.[1]);
const setting = (cell: string) => cell.replaceAll("`", "");

function matches(heading: string, bounds: Record<string, Bound>): void {
  const table = rows(heading);
  expect(table.map(([what]) => what).sort()).toEqual(Object.values(bounds).map((b) => b.what).sort());
  for (const bound of Object.values(bounds)) {
    const row = table.find(([what]) => what === bound.what)!;
    expect(number(row[1]), bound.what).toBe(bound.default);
    expect(setting(row[2]), bound.what).toBe(bound.setting);
  }
}

describe("docs/bounds.md", () => {
  it("lists every recorder bound with its default and flag", () => matches("Recorder", RECORDER_BOUNDS));

  it("lists every replay bound with its default and setting", () => matches("Replay", REPLAY_BOUNDS));

  it("lists the contract CLI's body bound with its default and setting", () => {
    const [[what, shown, named]] = rows("Contract CLI") as [[string, string, string]];
    expect(what).toBe("One response body read");
    expect(number(shown)).toBe(DEFAULT_MAX_BODY_BYTES);
    expect(loadConfig({}).maxBodyBytes).toBe(DEFAULT_MAX_BODY_BYTES);
    expect(setting(named)).toBe(`CONTRACT_MAX_BODY_BYTES (${ENV_FLAGS.CONTRACT_MAX_BODY_BYTES})`);
  });

  it("lists every validating proxy bound with its default and flag", () => matches("Validating proxy", PROXY_BOUNDS));

  it("lists every contract CLI bound with its default and setting, each row against the code", () => matches("Contract CLI", CONTRACT_BOUNDS));

  it("names settings the contract CLI reads: each variable sets its bound, each flag stands for its variable", () => {
    for (const [key, bound] of Object.entries(CONTRACT_BOUNDS) as [keyof typeof CONTRACT_BOUNDS & keyof ContractConfig, Bound][]) {
      const m = /^(CONTRACT_\w+) \((--[\w-]+)\)$/.exec(bound.setting);
      expect(m, bound.setting).not.toBeNull();
      const [, variable, flag] = m!;
      expect(ENV_FLAGS[variable!], variable).toBe(flag);
      expect(CONTRACT_COMMAND.options.find((o) => o.flag === flag)?.env, flag).toBe(variable);
      expect(loadConfig({})[key], variable).toBe(bound.default);
      expect(loadConfig({ [variable!]: "7" })[key], variable).toBe(7);
    }
  });

  it("names flags the validating proxy reads: each reaches the proxy's options", () => {
    for (const [key, bound] of Object.entries(PROXY_BOUNDS)) {
      const args = parseProxyArgs(["--upstream", "http://gw", bound.setting, "7"], {});
      expect(args.limits, bound.setting).toEqual({ [key]: 7 });
    }
  });

  it("names settings the code reads: each recorder flag, each replay flag and config key", () => {
    for (const bound of Object.values(RECORDER_BOUNDS)) {
      const options = parseRecordArgs(["--upstream", "http://gw", bound.setting, "7"]);
      expect(JSON.stringify(options), bound.setting).toContain(":7");
    }
    for (const bound of Object.values(REPLAY_BOUNDS)) {
      const m = /^(\w+) \((--[\w-]+)\)$/.exec(bound.setting);
      if (!m) continue;
      expect(DEFAULT_CONFIG, m[1]).toHaveProperty(m[1]!, bound.default);
      const settings = mockSettings([m[2]!, "7"], {});
      expect(settings.help ? undefined : settings.config[m[1] as keyof typeof DEFAULT_CONFIG], m[2]).toBe(7);
    }
  });
});
