/**
 * The mock as plain JavaScript, for `npm start` and the benchmarks: every .ts file of cli/, mocks/,
 * spec/ and generated/ transpiled one to one by the esbuild that tsx already installed (nothing
 * is downloaded), `.ts` import specifiers rewritten to `.js`, data files linked in place so
 * import.meta.url paths still resolve, node_modules linked at the root.
 *
 * Plain JavaScript itself, so `npm start` runs it with bare node: tsx's loader costs 0.3–0.5 s at
 * every start, transpiling once costs ~0.15 s, and a fingerprint of the sources (paths, sizes,
 * modification times) says when to do it again. The build also holds the mock's start path as
 * one file, bundle/mock.js (scripts/bundle-mock.mjs, ~0.5 s more per build), which `npm start`
 * runs: it starts in about half the time of the ~250 files it is made of.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleMock } from "./bundle-mock.mjs";

export const ROOT = fileURLToPath(new URL("../", import.meta.url));
const SOURCES = ["cli", "mocks", "spec", "generated"];
const RELATIVE_TS_IMPORT = /((?:from|import)\s*\(?\s*)(["'])(\.{1,2}\/[^"']+?)\.ts\2/g;
const FINGERPRINT_FILE = ".fingerprint";
/** What a build holds; a change to it makes every older build stale, whatever the sources. */
const BUILD_FORMAT = "modules + bundle/mock.js";

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

function sourceFiles(root) {
  // A tree without one of them (cli/ is the commands' shared layer) has nothing of it to build.
  return SOURCES.filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) => filesUnder(join(root, dir)))
    .filter((file) => !file.endsWith(".test.ts"))
    .sort();
}

/**
 * A digest of what the build depends on: every source file's path, size and modification
 * time, the sources' location and the Node version. Reading no file, it costs a few ms.
 * @param {string} [root]
 * @returns {string}
 */
export function sourceFingerprint(root = ROOT) {
  const hash = createHash("sha256").update(`${root}\n${process.version}\n${BUILD_FORMAT}\n`);
  for (const file of sourceFiles(root)) {
    const { size, mtimeMs } = statSync(file);
    hash.update(`${relative(root, file)}\t${size}\t${mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/**
 * Writes the transpiled tree into `out` (replacing it); main is then `node <out>/bundle/mock.js`
 * (or `node <out>/cli/mock-main.js`, the same modules unbundled).
 * @param {string} out
 * @param {string} [root]
 */
export async function buildPrecompiled(out, root = ROOT) {
  // esbuild is tsx's own dependency, not ours: load it by name at run time.
  const esbuild = await import("esbuild");
  const fingerprint = sourceFingerprint(root);
  rmSync(out, { recursive: true, force: true });
  for (const file of sourceFiles(root)) {
    if (file.endsWith(".ts")) transpile(esbuild, file, out, root);
    else {
      const target = join(out, relative(root, file));
      mkdirSync(dirname(target), { recursive: true });
      symlinkSync(file, target);
    }
  }
  symlinkSync(join(root, "node_modules"), join(out, "node_modules"));
  writeFileSync(join(out, "package.json"), JSON.stringify({ type: "module" }));
  // A tree without the mock's main (a test's tiny project) has nothing to bundle.
  if (existsSync(join(out, "cli", "mock-main.js"))) await bundleMock(out, join(out, "bundle", "mock.js"));
  // Written last: a build cut short has no fingerprint and is redone.
  writeFileSync(join(out, FINGERPRINT_FILE), fingerprint);
}

function transpile(esbuild, file, out, root) {
  const target = join(out, relative(root, file)).replace(/\.ts$/, ".js");
  mkdirSync(dirname(target), { recursive: true });
  // No keepNames (tsx's choice): its per-closure __name() call cost ~1 µs per chat request.
  const { code } = esbuild.transformSync(readFileSync(file, "utf8"), { loader: "ts", format: "esm", target: "node20", sourcefile: file });
  writeFileSync(target, code.replace(RELATIVE_TS_IMPORT, "$1$2$3.js$2"));
  return target;
}

/**
 * Transpiles one more .ts file (say, a script that imports the mock) into a build, at the same
 * relative place, so it runs with plain node against the build's modules.
 * @param {string} file absolute path of a .ts file under root
 * @param {string} out
 * @param {string} [root]
 * @returns {Promise<string>} the path of the written .js file
 */
export async function transpileInto(file, out, root = ROOT) {
  return transpile(await import("esbuild"), file, out, root);
}

/**
 * `out` holding a build of the current sources: kept when its fingerprint matches, else built
 * afresh beside it and swapped in. Starts racing each other (two replicas, a test's two mocks)
 * take turns through a lock: the first builds, the others wait and then find its build fresh.
 * Without the lock the last to finish removed the tree the first was already running from, and
 * the first died reading a data file from it (ENOENT on generated/openapi.json).
 * @param {string} out
 * @param {string} [root]
 * @returns {Promise<{ rebuilt: boolean; ms: number }>}
 */
export async function ensureBuilt(out, root = ROOT) {
  const started = performance.now();
  const marker = join(out, FINGERPRINT_FILE);
  const fresh = () => existsSync(marker) && readFileSync(marker, "utf8") === sourceFingerprint(root);
  if (fresh()) return { rebuilt: false, ms: performance.now() - started };
  const release = await takeBuildLock(`${out.replace(/[\\/]+$/, "")}.lock`);
  try {
    if (fresh()) return { rebuilt: false, ms: performance.now() - started };
    const staging = `${out.replace(/[\\/]+$/, "")}.building-${process.pid}`;
    await buildPrecompiled(staging, root);
    rmSync(out, { recursive: true, force: true });
    renameSync(staging, out);
  } finally {
    release();
  }
  return { rebuilt: true, ms: performance.now() - started };
}

/**
 * How long a build lock may be held before it is taken as abandoned: a build takes 1–2 s; a lock
 * whose pid names another live process (a container restarted with the same pids) waits this long.
 */
const LOCK_STALE_MS = 30_000;

/**
 * An exclusive lock: a directory (mkdir is atomic) holding the owner's pid. A lock whose owner
 * is gone (killed mid-build) or that is older than LOCK_STALE_MS is removed and taken.
 * @param {string} path
 * @returns {Promise<() => void>} releases the lock
 */
async function takeBuildLock(path) {
  mkdirSync(dirname(path), { recursive: true });
  const since = Date.now();
  let told = false;
  for (;;) {
    try {
      mkdirSync(path);
      writeFileSync(join(path, "pid"), String(process.pid));
      return () => rmSync(path, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
    }
    if (lockAbandoned(path)) rmSync(path, { recursive: true, force: true });
    else {
      if (!told && Date.now() - since > 1000) {
        told = true;
        process.stderr.write(`waiting for another start to finish compiling the mock (lock ${path})\n`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** @param {string} path */
function lockAbandoned(path) {
  try {
    if (Date.now() - statSync(path).mtimeMs > LOCK_STALE_MS) return true;
    const owner = Number(readFileSync(join(path, "pid"), "utf8"));
    if (!owner) return false; // just made, its pid not yet written
    process.kill(owner, 0);
    return false;
  } catch (error) {
    // ESRCH: the owner is gone; ENOENT: released meanwhile (taken on the next try); EPERM: alive, another user's.
    return error.code === "ESRCH";
  }
}
