/**
 * `ai-gateway-kit/msw` for resolvers that do not read `exports`: Parcel 2 with its default
 * resolver, webpack 4, TypeScript's `moduleResolution: "node"`. They look for a folder `msw/` in
 * the package and read its package.json's fields, so the package ships one (as msw does for
 * `msw/browser`) whose fields name the same files as the conditions of `exports["./msw"]`.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(join(ROOT, path), "utf8")) as Record<string, unknown>;
const pkg = readJson("package.json") as { files: string[]; exports: Record<string, Record<string, string>> };
/** A package.json field, as a path from the package's root (the proxy's fields are relative to msw/). */
const fromRoot = (value: unknown) => `./${join("msw", String(value))}`;

describe("ai-gateway-kit/msw without package exports", () => {
  it("ships msw/package.json", () => {
    expect(pkg.files).toContain("msw/package.json");
  });

  it("names the browser build for the browser and module fields, the Node build for main, and the types, as exports does", () => {
    const proxy = readJson("msw/package.json");
    const conditions = pkg.exports["./msw"]!;
    expect({ browser: fromRoot(proxy.browser), module: fromRoot(proxy.module), main: fromRoot(proxy.main), types: fromRoot(proxy.types) }).toEqual({
      browser: conditions.browser,
      module: conditions.module,
      main: conditions.default,
      types: conditions.types,
    });
  });
});
