/**
 * The TypeScript versions the packaging test compiles a user's code with, and the one this repo
 * is checked with. The aliases typescript-6 and typescript-7 each bring a `tsc` bin: `npm ci`
 * links ours (the `typescript` package), but a later `npm install` may link an alias's instead,
 * and `npm run lint` would then check this repo with another compiler without saying so.
 */
import { readFileSync, realpathSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { COMPILERS } from "../support/typescript-compilers.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

describe("the TypeScript compilers", () => {
  it("are 5.9 (the repo's own), 6 and 7", () => {
    expect(COMPILERS.map((ts) => ts.major)).toEqual([5, 6, 7]);
    expect(COMPILERS[0]!.version).toMatch(/^5\.9\./);
  });

  it("leave node_modules/.bin/tsc to the typescript package, so npm run lint checks with 5.9 (else: npm ci)", () => {
    const bin = realpathSync(join(ROOT, "node_modules", ".bin", "tsc"));
    expect(bin).toBe(realpathSync(COMPILERS[0]!.tsc));
  });

  it("are each named in docs/typed-client.md, which says what the packaging test compiles with them", () => {
    const page = readFileSync(join(ROOT, "docs", "typed-client.md"), "utf8");
    for (const ts of COMPILERS) expect(page, ts.version).toContain(`TypeScript ${ts.version}`);
  });
});
