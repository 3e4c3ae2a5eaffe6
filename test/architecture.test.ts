/**
 * The layout's promises, checked on the sources: the core is built from what it is given and
 * imports none of the parts it runs; the operation table is the only reader of the spec's paths.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = new URL("../", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const importsOf = (file: string): string[] =>
  [...readFileSync(join(ROOT, file), "utf8").matchAll(/^import\s[^;]*?from\s+"([^"]+)"/gm)].map((m) => m[1]!);

describe("the core's dependencies flow down", () => {
  it("mocks/core imports no handler, domain, control route, page, transport or the assembly", () => {
    for (const file of sources("mocks/core")) {
      for (const target of importsOf(file)) {
        expect(target, `${file} imports ${target}`).not.toMatch(/\.\.\/(handlers|control-surface|pages|chat|ocr|models|transports|record)\/|\.\.\/app\.ts$/);
      }
    }
  });

  it("handlers import nothing from the control surface, the transports or the assembly", () => {
    for (const file of sources("mocks/handlers")) {
      for (const target of importsOf(file)) expect(target, `${file} imports ${target}`).not.toMatch(/\/(control-surface|pages|transports)\/|\/app\.ts$/);
    }
  });
});

describe("the operation table is the only reader of the spec's operations", () => {
  it("no run-time source but spec/operations.ts walks spec.paths", () => {
    const readers = ["mocks", "contract-tests", "spec"].flatMap(sources).filter((file) => /\bspec\.paths\b/.test(readFileSync(join(ROOT, file), "utf8")));
    // designed-fills.ts lists x-provenance markers for the README check, not operations;
    // validators.ts registers the document with Ajv so that $refs into it resolve.
    expect(readers.map((file) => relative(ROOT, join(ROOT, file))).sort()).toEqual(["spec/designed-fills.ts", "spec/validators.ts"]);
  });
});
