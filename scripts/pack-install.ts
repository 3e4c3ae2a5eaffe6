/**
 * The kit as a user installs it: `npm pack` of this checkout (prepack builds dist/), then the
 * tarball installed into a new empty project. Shared by the packaging test and the start-up
 * benchmark, so both measure the same install.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const exec = promisify(execFile);
const ROOT = fileURLToPath(new URL("../", import.meta.url));

export interface PackedInstall {
  /** The empty project the kit was installed into (its node_modules holds the kit). */
  app: string;
  tarball: string;
  /** Paths inside the tarball, as `npm pack --json` lists them. */
  files: string[];
}

const OPTIONS = { cwd: ROOT, maxBuffer: 32 * 1024 * 1024, timeout: 240_000 };
/** Held while one process packs: `npm pack` rebuilds dist/, and two builds at once would mix their files. */
const LOCK = join(ROOT, "node_modules", ".cache", "ai-gateway-kit-pack.lock");
/** A lock older than this was left by a run that died. */
const STALE_LOCK_MS = 10 * 60_000;

async function withPackLock<T>(run: () => Promise<T>): Promise<T> {
  mkdirSync(join(LOCK, ".."), { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      try {
        if (Date.now() - statSync(LOCK).mtimeMs > STALE_LOCK_MS) rmSync(LOCK, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await run();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

/** Where a test run keeps the tarball its first pack made, for the run's other files. */
const SHARED_PACKS = join(ROOT, "node_modules", ".cache", "ai-gateway-kit-packs");

/**
 * What the tarball is made of, as far as git sees it: the commit, and each changed or untracked
 * file with its time of change. Equal only while nothing was edited, so a run in watch mode
 * packs again after an edit.
 */
async function checkoutFingerprint(): Promise<string> {
  const [head, status] = await Promise.all([
    exec("git", ["rev-parse", "HEAD"], OPTIONS).then((r) => r.stdout.trim(), () => "no-commit"),
    exec("git", ["status", "--porcelain", "--untracked-files=all"], OPTIONS).then((r) => r.stdout, () => String(Date.now())),
  ]);
  const changed = status
    .split("\n")
    .filter(Boolean)
    .map((line) => {
      const path = line.slice(3).split(" -> ").pop()!;
      return `${line}:${existsSync(join(ROOT, path)) ? statSync(join(ROOT, path)).mtimeMs : "gone"}`;
    });
  return createHash("sha256").update(head).update(changed.join("\n")).digest("hex").slice(0, 16);
}

/**
 * `npm pack` of this checkout into `work` (prepack builds dist/), one process at a time. Within
 * one test run (KIT_PACK_RUN, set by vitest.config.ts) the packaging, bundler and Jest tests share
 * the first pack of an unchanged checkout: each pack rebuilds dist/ (some 14 s, one at a time),
 * which made three of the run's longest files wait on each other.
 */
export function packTarball(work: string): Promise<{ tarball: string; files: string[] }> {
  return withPackLock(async () => {
    const run = process.env.KIT_PACK_RUN;
    const shared = run ? join(SHARED_PACKS, `${run}-${await checkoutFingerprint()}`) : undefined;
    if (shared && existsSync(join(shared, "pack.json"))) {
      const saved = JSON.parse(readFileSync(join(shared, "pack.json"), "utf8")) as { filename: string; files: string[] };
      copyFileSync(join(shared, saved.filename), join(work, saved.filename));
      return { tarball: join(work, saved.filename), files: saved.files };
    }
    const pack = await exec("npm", ["pack", "--json", "--pack-destination", work], OPTIONS);
    const [info] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
    const packed = { tarball: join(work, info!.filename), files: info!.files.map((file) => file.path) };
    if (shared) {
      // Only the newest pack is kept: earlier runs' and earlier edits' go.
      rmSync(SHARED_PACKS, { recursive: true, force: true });
      mkdirSync(shared, { recursive: true });
      copyFileSync(packed.tarball, join(shared, info!.filename));
      writeFileSync(join(shared, "pack.json"), JSON.stringify({ filename: info!.filename, files: packed.files }));
    }
    return packed;
  });
}

/** A new project in `app` with these packages installed (tarballs or name@version), from the npm cache where it can. */
export async function installInto(app: string, specs: string[], name = "packaging-smoke"): Promise<void> {
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, "package.json"), JSON.stringify({ name, private: true, type: "module" }));
  // --prefer-offline: `npm ci` left every tarball in the cache; only metadata may be fetched.
  await exec("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", ...specs], { ...OPTIONS, cwd: app });
}

/** Packs this checkout into `work` and installs the tarball into `work`/app. */
export async function packAndInstall(work: string): Promise<PackedInstall> {
  const { tarball, files } = await packTarball(work);
  const app = join(work, "app");
  await installInto(app, [tarball]);
  return { app, tarball, files };
}
