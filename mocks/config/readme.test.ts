/** The README documents the configuration as the code has it: each env var, and each bound with its default. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BOUND_ENV_VARS, DEFAULT_CONFIG, ENV_VARS } from "./config.ts";

const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");

/** The table rows of the README section under `heading`, as cells. */
function rows(heading: string): string[][] {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) return [];
  const end = readme.indexOf("\n#", start + heading.length + 2);
  return readme
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("|---"))
    .slice(1)
    .map((line) => line.split("|").slice(1, -1).map((cell) => cell.trim()));
}

const ENV = /\b(?:MOCK|PORT|HOST|LOG)_?[A-Z_]*\b/g;
const bounds = rows("### Bounds");
const config = rows("### Configuration");

describe("the README's bounds table", () => {
  it("has a row per bound", () => {
    expect(bounds.length).toBeGreaterThanOrEqual(BOUND_ENV_VARS.length);
  });

  it("names only env vars the mock reads, and every bounding one of them", () => {
    const named = bounds.flatMap(([, , variable]) => variable!.match(ENV) ?? []);
    for (const name of named) expect(Object.keys(ENV_VARS), name).toContain(name);
    expect(new Set(named)).toEqual(new Set(BOUND_ENV_VARS));
  });

  it("gives each bound the default the code has", () => {
    for (const [what, shown, variable] of bounds) {
      const name = variable!.match(ENV)?.[0];
      if (!name) continue;
      const key = ENV_VARS[name]![0];
      const value = /`(\d+)`/.exec(shown!)?.[1];
      expect(Number(value), `${what} (${name})`).toBe(DEFAULT_CONFIG[key]);
    }
  });
});

describe("the README's configuration", () => {
  it("documents every env var, in the configuration table or the bounds table", () => {
    const documented = new Set([...config.map(([variable]) => variable!.replaceAll("`", "")), ...BOUND_ENV_VARS]);
    for (const name of Object.keys(ENV_VARS)) expect(documented, name).toContain(name);
  });

  it("names no env var the mock does not read", () => {
    for (const [variable] of config) expect(Object.keys(ENV_VARS)).toContain(variable!.replaceAll("`", ""));
  });
});
