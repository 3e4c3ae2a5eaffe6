/**
 * The kit as a user installs it: `npm pack` of this checkout (prepack builds dist/), then the
 * tarball installed into a new empty project. Shared by the packaging test and the start-up
 * benchmark, so both measure the same install.
 */
import { execFile } from "node:child_process";
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
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

/** `npm pack` of this checkout into `work` (prepack builds dist/), one process at a time. */
export function packTarball(work: string): Promise<{ tarball: string; files: string[] }> {
  return withPackLock(async () => {
    const pack = await exec("npm", ["pack", "--json", "--pack-destination", work], OPTIONS);
    const [info] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
    return { tarball: join(work, info!.filename), files: info!.files.map((file) => file.path) };
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
