/**
 * `npm run build`, run by `prepack`: the package as users install it, in dist/. JavaScript and
 * .d.ts from tsc (tsconfig.build.json; `.ts` import specifiers rewritten to `.js`), the data
 * files the modules read through `new URL(..., import.meta.url)` copied to the same relative
 * places, and Scalar's prebuilt standalone bundle for the docs page, so an installed kit needs
 * neither tsx nor the reference UI's dependency tree. Last, the `mock` command's start path as
 * one file (dist/bundle/mock.js, scripts/bundle-mock.mjs), which the bin runs: one file loads
 * in about half the time of the ~250 it is made of; and the browser build of `ai-gateway-kit/msw`,
 * `/testing` and `/vitest` (dist/browser/, scripts/build-browser.ts).
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildBrowser } from "./build-browser.ts";
import { bundleMock } from "./bundle-mock.mjs";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const OUT = join(ROOT, "dist");
/** Folders whose non-TypeScript files (and hand-kept .d.ts) the built modules read at run time. */
const DATA_ROOTS = ["spec", "generated", "mocks", "contract-tests"];
/** Where mocks/pages/index.ts looks for a copied bundle before falling back to node_modules. */
const SCALAR_DIR = join("mocks", "pages", "scalar");
/**
 * Test-only folders: nothing in them ships; and generated/validators, which only the browser
 * build reads (it is bundled into dist/browser/).
 */
const SKIPPED = new Set(["mocks/testing", "contract-tests/self-test", "contract-tests/testing", "generated/validators"]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (SKIPPED.has(relative(ROOT, path))) return [];
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function isData(file: string): boolean {
  return file.endsWith(".d.ts") || !(file.endsWith(".ts") || file.endsWith(".md"));
}

function copyData(): number {
  const files = DATA_ROOTS.flatMap((dir) => filesUnder(join(ROOT, dir))).filter(isData);
  for (const file of files) {
    const target = join(OUT, relative(ROOT, file));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  return files.length;
}

/** Scalar's standalone bundle (one file, no imports) and its version, beside pages.js. */
function copyScalar(): string {
  const entry = createRequire(import.meta.url).resolve("@scalar/api-reference");
  const packageRoot = join(dirname(entry), "..");
  const { version } = JSON.parse(readFileSync(join(packageRoot, "package.json"), "utf8")) as { version: string };
  const target = join(OUT, SCALAR_DIR);
  mkdirSync(target, { recursive: true });
  cpSync(join(packageRoot, "dist", "browser", "standalone.js"), join(target, "standalone.js"));
  writeFileSync(join(target, "version.json"), JSON.stringify({ version }));
  return version;
}

/**
 * `ai-gateway-kit/types` holds types only; this empty module is what a runtime import or
 * require of it gets, instead of a "not exported" error.
 */
function writeTypesStub(): void {
  writeFileSync(join(OUT, "types.js"), "// ai-gateway-kit/types holds TypeScript types only: `import type { paths } from \"ai-gateway-kit/types\"`.\nexport {};\n");
}

const started = performance.now();
rmSync(OUT, { recursive: true, force: true });
execFileSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join(ROOT, "tsconfig.build.json")], { stdio: ["ignore", process.stderr, process.stderr] });
const copied = copyData();
const scalar = copyScalar();
writeTypesStub();
const bundle = await bundleMock(OUT, join(OUT, "bundle", "mock.js"));
// What `ai-gateway-kit/msw`, `/testing` and `/vitest` are under the `browser` export condition (scripts/build-browser.ts).
const browser = await buildBrowser(join(OUT, "browser"));
// stderr: as prepack it runs inside `npm pack --json`, whose stdout must stay JSON.
console.error(
  `built ${OUT} in ${Math.round(performance.now() - started)} ms: tsc, ${copied} data files, Scalar ${scalar}, ` +
    `the mock bundle (${Math.round(bundle.bytes / 1024)} KB, with ${bundle.packages.length} packages), ` +
    `the browser build (${Object.keys(browser.outputs).length} files)`,
);
