/**
 * A precompiled copy of the mock for the start-up figure without tsx: every .ts file of mocks/,
 * spec/ and generated/ transpiled one to one by the esbuild that tsx already installed (nothing is
 * downloaded), `.ts` import specifiers rewritten to `.js`, data files linked in place so
 * import.meta.url paths still resolve, node_modules linked at the root.
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { ROOT } from "./lib.ts";

const SOURCES = ["mocks", "spec", "generated"];
const RELATIVE_TS_IMPORT = /((?:from|import)\s*\(?\s*)(["'])(\.{1,2}\/[^"']+?)\.ts\2/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Writes the transpiled tree into `out`; main is then `node <out>/mocks/main.js`. */
export async function buildPrecompiled(out: string): Promise<void> {
  // esbuild is tsx's own dependency, not ours: load it by name at run time.
  const esbuild = (await import("esbuild" as string)) as {
    transformSync(code: string, options: Record<string, unknown>): { code: string };
  };
  for (const file of SOURCES.flatMap((dir) => filesUnder(join(ROOT, dir)))) {
    if (file.endsWith(".test.ts")) continue;
    const target = join(out, relative(ROOT, file));
    mkdirSync(dirname(target), { recursive: true });
    if (file.endsWith(".ts")) {
      const { code } = esbuild.transformSync(readFileSync(file, "utf8"), { loader: "ts", format: "esm", target: "node20", sourcefile: file });
      writeFileSync(target.replace(/\.ts$/, ".js"), code.replace(RELATIVE_TS_IMPORT, "$1$2$3.js$2"));
    } else {
      symlinkSync(file, target);
    }
  }
  symlinkSync(join(ROOT, "node_modules"), join(out, "node_modules"));
  writeFileSync(join(out, "package.json"), JSON.stringify({ type: "module" }));
}
