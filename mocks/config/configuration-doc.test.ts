/**
 * docs/configuration.md is what the code reads: generated from the settings' schema and the
 * commands' flags, fresh, with every variable and every bound and its default.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { renderConfigurationDoc } from "../../scripts/config-docs.ts";
import { BOUND_ENV_VARS, DEFAULT_CONFIG, ENV_VARS } from "./config.ts";

const page = readFileSync(new URL("../../docs/configuration.md", import.meta.url), "utf8");

/** The table rows of the page's section under `heading`, as cells. */
function rows(heading: string): string[][] {
  const start = page.indexOf(`\n${heading}\n`);
  const end = page.indexOf("\n#", start + heading.length + 2);
  return page
    .slice(start, end < 0 ? undefined : end)
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("|---"))
    .slice(1)
    .map((line) => line.split(" | ").map((cell) => cell.replace(/^\| |\s*\|$/g, "").trim()));
}

describe("docs/configuration.md", () => {
  it("is what `npm run generate` makes of the code (run it and commit when this fails)", () => {
    expect(page).toBe(renderConfigurationDoc());
  });

  it("lists every variable of the mock with its default", () => {
    const table = rows("## mock");
    for (const [name, [key]] of Object.entries(ENV_VARS)) {
      const row = table.find(([variable]) => variable === `\`${name}\``);
      expect(row, name).toBeDefined();
      const value = DEFAULT_CONFIG[key];
      if (typeof value === "number") expect(row![3], name).toBe(`\`${value}\``);
    }
  });

  it("has a row per bound, with the default the code has", () => {
    const table = rows("### Bounds");
    expect(table.map((row) => row[2]!.replaceAll("`", "")).sort()).toEqual([...BOUND_ENV_VARS].sort());
    for (const [, shown, variable] of table) {
      const key = ENV_VARS[variable!.replaceAll("`", "")]![0];
      expect(shown, variable).toBe(`\`${DEFAULT_CONFIG[key]}\``);
    }
  });
});
