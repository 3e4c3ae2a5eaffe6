import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { designedFills } from "./designed-fills.ts";

const readme = readFileSync(new URL("../docs/service-rules.md", import.meta.url), "utf8");
const section = readme.slice(readme.indexOf("## Designed fills"), readme.indexOf("\n## ", readme.indexOf("## Designed fills") + 5));

describe("docs/service-rules.md's list of designed fills", () => {
  it("exists", () => {
    expect(section.length).toBeGreaterThan(100);
  });

  it.each(designedFills())("names the designed fill `%s`", (subject) => {
    expect(section).toContain(`\`${subject}\``);
  });
});
