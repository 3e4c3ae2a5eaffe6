/**
 * The browser build of the in-process mock: what `ai-gateway-kit/msw` resolves to under the
 * `browser` export condition (Vite, webpack, esbuild, Rollup's node-resolve all pick it on their
 * own), written by `npm run build` to dist/browser/. One ES module plus lazy chunks, importing
 * nothing but `msw`, so the user's bundler needs no configuration and no Node shim:
 * - where a module of ours has a `<name>.browser.ts` sibling, the bundle takes the sibling: the
 *   spec document (without its prose) and the built-in keys and catalog embedded as data; validators compiled ahead of
 *   time (generated/validators/, no eval); no file reads, no createRequire, no zlib, no Redis, no
 *   replay from files, no docs pages, and an OCR URL fetch that answers a clear 400;
 * - the sample video and cover are a chunk loaded on the first request for them;
 * - Buffer and setImmediate come from browser-globals.ts (injected into the modules that use
 *   them, never onto the page's globals), and a page has no environment (`process.env` is {}).
 * The packages the mock uses (pino's browser build, Ajv's runtime helpers, image-size,
 * eventsource-parser, buffer, json-schema-faker, @cfworker/json-schema) are bundled in; msw
 * stays external, one copy shared with the app. Features a page may never use (tool calls,
 * most endpoints and their validators, the weather) are chunks loaded on first use.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { BuildOptions, Metafile, Plugin } from "esbuild";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The browser entries, by output name. */
export const BROWSER_ENTRIES: Record<string, string> = { msw: join(ROOT, "mocks/transports/msw/index.ts") };

/**
 * The browser build of the test helpers, for tests that run in a page (Vitest Browser Mode):
 * `ai-gateway-kit/testing` and `/vitest`, whose start.browser.ts runs the handlers in MSW's
 * `setupWorker`. Built apart from the msw entry, which they import by its package name
 * (`ai-gateway-kit/msw`, the same dist/browser/msw.js): one copy of the mock in a page, and the
 * msw entry's chunks, an app's start share, stay what they are without them.
 */
export const TEST_ENTRIES: Record<string, string> = {
  testing: join(ROOT, "mocks/testing/index.ts"),
  vitest: join(ROOT, "mocks/testing/vitest.ts"),
};
const MSW_ENTRY = /[\\/]mocks[\\/]transports[\\/]msw[\\/]index\.ts$/;

/** The msw transport, wherever a test entry imports it, as the package's own `ai-gateway-kit/msw`. */
function mswEntryByName(): Plugin {
  return {
    name: "msw-entry-by-name",
    setup(build) {
      build.onResolve({ filter: /^\.\.?\/.*transports\/msw\/index\.ts$/ }, (args) =>
        MSW_ENTRY.test(resolve(args.resolveDir, args.path)) ? { path: "ai-gateway-kit/msw", external: true } : undefined,
      );
    },
  };
}

/**
 * Takes `x.browser.ts` wherever a relative import names `x.ts` and the sibling exists, except in
 * the sibling itself: one that loads its Node module on first use (`import("./x.ts")`) gets it.
 */
export function browserSiblings(): Plugin {
  return {
    name: "browser-siblings",
    setup(build) {
      build.onResolve({ filter: /^\.\.?\/.*\.ts$/ }, (args) => {
        const target = resolve(args.resolveDir, args.path);
        const sibling = target.replace(/\.ts$/, ".browser.ts");
        if (!target.endsWith(".browser.ts") && existsSync(sibling) && args.importer !== sibling) return { path: sibling };
        return undefined;
      });
    },
  };
}

/**
 * The spec document without its prose: a page routes, validates and answers from the spec but
 * never shows its descriptions, which are a third of it. Schema properties that happen to be
 * called `description` or `summary` stay (only string values outside `properties` go).
 */
export function withoutProse(node: unknown, parentKey = ""): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutProse(item));
  if (node === null || typeof node !== "object") return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (parentKey !== "properties" && (key === "description" || key === "summary") && typeof value === "string") continue;
    out[key] = withoutProse(value, key);
  }
  return out;
}

function slimSpec(): Plugin {
  return {
    name: "slim-spec",
    setup(build) {
      build.onLoad({ filter: /[\\/]generated[\\/]openapi\.json$/ }, (args) => ({
        contents: JSON.stringify(withoutProse(JSON.parse(readFileSync(args.path, "utf8")))),
        loader: "json",
      }));
    },
  };
}

/** The esbuild options of the browser build (shared with the import-graph test). */
export function browserBuildOptions(outdir: string): BuildOptions {
  return {
    entryPoints: BROWSER_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    // The user's bundler minifies the app; ours stays readable in their dev tools.
    minify: false,
    legalComments: "none",
    chunkNames: "chunks/[name]-[hash]",
    external: ["msw", "msw/*"],
    inject: [join(ROOT, "mocks/transports/msw/browser-globals.ts")],
    define: { "process.env": "{}" },
    loader: { ".yaml": "text", ".html": "text", ".mp4": "binary", ".png": "binary" },
    plugins: [browserSiblings(), slimSpec()],
    metafile: true,
    logLevel: "error",
  };
}

/** The esbuild options of the test helpers' browser build (TEST_ENTRIES), into the same folder. */
export function testBuildOptions(outdir: string): BuildOptions {
  const options = browserBuildOptions(outdir);
  return {
    ...options,
    entryPoints: TEST_ENTRIES,
    chunkNames: "chunks/testing-[name]-[hash]",
    external: ["ai-gateway-kit/msw", "msw", "msw/*", "vitest"],
    plugins: [mswEntryByName(), ...(options.plugins ?? [])],
  };
}

/** Writes dist/browser/ (or `outdir`): the msw entry, then the test helpers; returns esbuild's metafiles, merged. */
export async function buildBrowser(outdir: string): Promise<Metafile> {
  const esbuild = await import("esbuild");
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(dirname(outdir), { recursive: true });
  const app = await esbuild.build(browserBuildOptions(outdir));
  const tests = await esbuild.build(testBuildOptions(outdir));
  return { inputs: { ...app.metafile!.inputs, ...tests.metafile!.inputs }, outputs: { ...app.metafile!.outputs, ...tests.metafile!.outputs } };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const meta = await buildBrowser(process.argv[2] ?? join(ROOT, "dist", "browser"));
  for (const [file, output] of Object.entries(meta.outputs)) console.error(`${file}: ${Math.round(output.bytes / 1024)} KB`);
}
