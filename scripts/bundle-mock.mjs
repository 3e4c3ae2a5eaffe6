/**
 * The mock's start as one file: esbuild bundles a compiled tree's cli/mock-main.js (dist/ for the
 * package, .start/ for `npm start`) with the packages it loads on its way to the first answer.
 * Node 20 has no compile cache, and on this path most of a start went to finding, reading and
 * compiling ~80 ES modules of ours and ~170 CommonJS files of pino, Ajv and fast-json-stringify,
 * one at a time; one file of the same code answers its first request in about half the CPU time
 * (see the README's start-up section).
 *
 * The bundle behaves as the tree it comes from:
 * - every module keeps its own `import.meta.url` (rewritten to its file in the tree), so the data
 *   files it reads and the packages its createRequire() finds are the same ones;
 * - the packages loaded lazily through createRequire() (Ajv, fast-json-stringify, image-size)
 *   are bundled too, and still load on first use: a shim of node:module's createRequire serves
 *   them from the bundle and hands any other id to the real require;
 * - a package not named in BUNDLED_PACKAGES stays external (pino-pretty, ioredis: loaded only
 *   for a terminal or a shared state), so a new dependency is never bundled by accident.
 * The bundled packages' licenses are written beside the bundle.
 */
import { existsSync, mkdirSync, readFileSync, realpathSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** Packages our modules import (statically or through createRequire) that go into the bundle, with their own dependencies. */
export const BUNDLED_PACKAGES = ["pino", "eventsource-parser", "ajv", "ajv-formats", "fast-json-stringify", "image-size"];
/** The ids our modules load with createRequire() that the bundle serves itself. */
const LAZY_IDS = ["ajv/dist/2020", "ajv-formats", "fast-json-stringify", "image-size"];

const packageOf = (specifier) => (specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : specifier.split("/")[0]);

// require() of a bundled id is resolved by esbuild at build time, and runs on the first call.
const MODULE_SHIM = `
import { createRequire as nodeCreateRequire } from "node:module";
const BUNDLED = { ${LAZY_IDS.map((id) => `${JSON.stringify(id)}: () => require(${JSON.stringify(id)})`).join(", ")} };
export function createRequire(url) {
  const real = nodeCreateRequire(url);
  const bundled = (id) => (Object.hasOwn(BUNDLED, id) ? BUNDLED[id]() : real(id));
  bundled.resolve = real.resolve;
  return bundled;
}
`;

/**
 * Bundles `<tree>/cli/mock-main.js` into `outfile` and writes `<outfile>.LICENSES.txt`.
 * @param {string} tree a compiled tree (mocks/, spec/, generated/ as JavaScript, node_modules reachable)
 * @param {string} outfile
 * @returns {Promise<{ bytes: number; packages: string[] }>}
 */
export async function bundleMock(tree, outfile) {
  // esbuild is tsx's own dependency, not ours: load it by name at build time.
  const esbuild = await import("esbuild");
  // esbuild reports real paths: compare ours with the tree's real path.
  tree = realpathSync(resolve(tree));
  const ours = (path) => path.startsWith(`${tree}/`) && !path.includes("/node_modules/");
  const result = await esbuild.build({
    absWorkingDir: tree,
    entryPoints: [join(tree, "cli", "mock-main.js")],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    metafile: true,
    logLevel: "warning",
    legalComments: "none",
    // The bundled CommonJS packages require Node's built-in modules.
    banner: { js: 'import { createRequire as __bundleRequire } from "node:module";\nconst require = __bundleRequire(import.meta.url);' },
    plugins: [
      {
        name: "mock-bundle",
        setup(build) {
          build.onResolve({ filter: /^node:module$/ }, (args) =>
            ours(args.importer) ? { path: "module", namespace: "module-shim" } : { path: "node:module", external: true },
          );
          build.onLoad({ filter: /.*/, namespace: "module-shim" }, () => ({ contents: MODULE_SHIM, loader: "js", resolveDir: tree }));
          // Our imports of packages: bundled when listed, else left to node at run time.
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.path.startsWith("node:") || !(ours(args.importer) || args.namespace === "module-shim")) return undefined;
            return BUNDLED_PACKAGES.includes(packageOf(args.path)) ? undefined : { path: args.path, external: true };
          });
          build.onLoad({ filter: /\.js$/ }, (args) => {
            if (!ours(args.path)) return undefined;
            const own = `new URL(${JSON.stringify(`./${relative(dirname(outfile), args.path)}`)}, import.meta.url).href`;
            return { contents: readFileSync(args.path, "utf8").replaceAll("import.meta.url", own), loader: "js" };
          });
        },
      },
    ],
  });
  const packages = writeLicenses(tree, result.metafile, `${outfile}.LICENSES.txt`);
  return { bytes: statSync(outfile).size, packages };
}

/** The license of every package with code in the bundle, from its own files. */
function writeLicenses(tree, metafile, target) {
  const roots = new Map();
  for (const input of Object.keys(metafile.inputs)) {
    const match = /^(.*node_modules\/((?:@[^/]+\/)?[^/]+))\//.exec(input);
    if (match) roots.set(resolve(tree, match[1]), match[2]);
  }
  const sections = [...roots].sort(([, a], [, b]) => a.localeCompare(b)).map(([root, name]) => {
    const { version, license } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
    const file = ["LICENSE", "LICENSE.md", "LICENSE.txt", "license", "LICENCE"].map((f) => join(root, f)).find((f) => existsSync(f));
    return `${name}@${version} (${license})\n\n${file ? readFileSync(file, "utf8").trim() : `License: ${license}`}\n`;
  });
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, `Packages bundled into ${target.replace(/\.LICENSES\.txt$/, "").split("/").pop()}, with their licenses.\n\n${sections.join(`\n${"-".repeat(72)}\n\n`)}`);
  return [...new Set(roots.values())].sort();
}
