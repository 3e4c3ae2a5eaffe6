/**
 * Bundles the browser example with esbuild: the page's script (main.ts with the mock inside)
 * and MSW's service worker. The mock reads its spec, keys and assets with node:fs at load; here
 * those files are embedded and node:fs, node:path, node:url, node:module and node:zlib are
 * small shims (node:dns, http, https and net too, for the OCR fetch a page never turns on), so
 * the same core runs unchanged in the page.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const HERE = fileURLToPath(new URL("./", import.meta.url));

/** Files the mock reads at load or on a request, by their path from the package root. */
const EMBEDDED = [
  "generated/openapi.json",
  "spec/openapi.yaml",
  "spec/control.yaml",
  "mocks/config/keys.json",
  "mocks/config/models.json",
  "mocks/pages/docs.html",
  "mocks/pages/status.html",
  "mocks/assets/sample-cover.png",
  "mocks/assets/sample-video.mp4",
];

const SHIMS: Record<string, string> = {
  fs: `
    import { FILES } from "shim:files";
    const key = (p) => String(p instanceof URL ? p.pathname : p).replace(/^file:\\/\\//, "");
    export function existsSync(p) { return key(p) in FILES; }
    export function readFileSync(p, encoding) {
      const base64 = FILES[key(p)];
      if (base64 === undefined) throw new Error("[browser] no embedded file " + key(p));
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      return encoding ? new TextDecoder().decode(bytes) : Buffer.from(bytes);
    }
    export function readdirSync() { throw new Error("[browser] no directories in a page"); }
    export function statSync() { throw new Error("[browser] no directories in a page"); }`,
  path: `
    export const sep = "/";
    export function relative(from, to) { return to.startsWith(from + "/") ? to.slice(from.length + 1) : to; }
    export function dirname(p) { return p.replace(/\\/[^/]*$/, "") || "/"; }
    export function resolve(...parts) { return join(...parts); }
    export function join(...parts) {
      const out = [];
      for (const part of parts.join("/").split("/")) {
        if (part === "..") out.pop(); else if (part && part !== ".") out.push(part);
      }
      return "/" + out.join("/");
    }`,
  url: `
    export function fileURLToPath(u) { return new URL(u).pathname; }
    export function pathToFileURL(p) { return new URL("file://" + p); }`,
  module: `
    import * as ajv2020 from "ajv/dist/2020";
    import ajvFormats from "ajv-formats";
    import fastJsonStringify from "fast-json-stringify";
    import * as imageSize from "image-size";
    const MODULES = { "ajv/dist/2020": ajv2020, "ajv-formats": { default: ajvFormats }, "fast-json-stringify": fastJsonStringify, "image-size": imageSize };
    export function createRequire() {
      const require = (id) => {
        if (!(id in MODULES)) throw new Error("[browser] no module " + id);
        return MODULES[id];
      };
      require.resolve = (id) => "/node_modules/" + id + "/dist/index.js";
      return require;
    }`,
  // OCR's optional image fetch (MOCK_OCR_FETCH, off by default) needs sockets a page does not
  // have: it loads, and refuses if asked to fetch.
  dns: `export function lookup() { throw new Error("[browser] no DNS in a page"); }`,
  http: `export function request() { throw new Error("[browser] no sockets in a page"); }`,
  https: `export function request() { throw new Error("[browser] no sockets in a page"); }`,
  net: `
    export class BlockList { addSubnet() {} addAddress() {} addRange() {} check() { return true; } }
    export function isIP(s) { return /^\\d{1,3}(\\.\\d{1,3}){3}$/.test(s) ? 4 : s.includes(":") ? 6 : 0; }`,
  // Replay (MOCK_FIXTURES_DIR, never set in a page) compares bodies with isDeepStrictEqual.
  util: `
    export function isDeepStrictEqual(a, b) {
      if (Object.is(a, b)) return true;
      if (typeof a !== "object" || typeof b !== "object" || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
      const keys = Object.keys(a);
      return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && isDeepStrictEqual(a[k], b[k]));
    }`,
  zlib: `
    import pako from "pako";
    export const deflateSync = (data) => Buffer.from(pako.deflate(data));
    export const gzipSync = (data) => Buffer.from(pako.gzip(data));
    const TABLE = Array.from({ length: 256 }, (_, n) => {
      for (let k = 0; k < 8; k++) n = n & 1 ? 0xedb88320 ^ (n >>> 1) : n >>> 1;
      return n >>> 0;
    });
    export function crc32(data, value = 0) {
      let crc = ~value;
      for (const byte of data) crc = TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
      return ~crc >>> 0;
    }`,
};

function nodeShims(): Plugin {
  return {
    name: "node-shims",
    setup(build) {
      build.onResolve({ filter: /^ai-gateway-kit\/msw$/ }, () => ({ path: `${ROOT}mocks/transports/msw/index.ts` }));
      build.onResolve({ filter: /^(node:)?(fs|path|url|module|zlib|dns|http|https|net|util)$/ }, (args) => ({ path: args.path.replace(/^node:/, ""), namespace: "shim" }));
      build.onResolve({ filter: /^shim:files$/ }, () => ({ path: "files", namespace: "shim" }));
      build.onLoad({ filter: /.*/, namespace: "shim" }, (args) => {
        if (args.path !== "files") return { contents: SHIMS[args.path], loader: "js", resolveDir: ROOT };
        const files: Record<string, string> = Object.fromEntries(EMBEDDED.map((file) => [`/${file}`, readFileSync(ROOT + file).toString("base64")]));
        // pages.ts reads Scalar's version from its package.json at load.
        files["/node_modules/@scalar/api-reference/package.json"] = Buffer.from(JSON.stringify({ version: "embedded" })).toString("base64");
        return { contents: `export const FILES = ${JSON.stringify(files)};`, loader: "js" };
      });
      // The mock's own files find their neighbours by import.meta.url: give each its package path.
      build.onLoad({ filter: /\/(mocks|spec)\/.*\.ts$/ }, (args) => {
        if (args.path.includes("node_modules")) return undefined;
        const url = `file:///${relative(ROOT, args.path)}`;
        return { contents: readFileSync(args.path, "utf8").replaceAll("import.meta.url", JSON.stringify(url)), loader: "ts" };
      });
    },
  };
}

/** Writes index.html, app.js and mockServiceWorker.js to `outDir`. */
export async function buildExample(outDir: string): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const globals = `${outDir}/globals.js`;
  writeFileSync(
    globals,
    `import { Buffer } from "buffer";\nexport { Buffer };\nexport const process = { env: {}, versions: {}, platform: "browser", nextTick: (f, ...a) => queueMicrotask(() => f(...a)) };\n` +
      `export const setImmediate = (f, ...a) => setTimeout(f, 0, ...a);\nexport const clearImmediate = (id) => clearTimeout(id);\n`,
  );
  await build({
    entryPoints: [`${HERE}main.ts`],
    outfile: `${outDir}/app.js`,
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    inject: [globals],
    nodePaths: [`${ROOT}node_modules`],
    plugins: [nodeShims()],
    logLevel: "error",
    legalComments: "none",
  });
  copyFileSync(`${HERE}index.html`, `${outDir}/index.html`);
  // What `npx msw init <dir>` writes: the worker of the installed msw version.
  copyFileSync(`${ROOT}node_modules/msw/lib/mockServiceWorker.js`, `${outDir}/mockServiceWorker.js`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await buildExample(process.argv[2] ?? `${ROOT}reports/msw-browser`);
}
