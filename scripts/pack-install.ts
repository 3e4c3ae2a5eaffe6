/**
 * The kit as a user installs it: `npm pack` of this checkout (prepack builds dist/), then the
 * tarball installed into a new empty project. Shared by the packaging test and the start-up
 * benchmark, so both measure the same install.
 */
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
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

/** Packs this checkout into `work` and installs the tarball into `work`/app. */
export async function packAndInstall(work: string): Promise<PackedInstall> {
  const options = { cwd: ROOT, maxBuffer: 32 * 1024 * 1024, timeout: 240_000 };
  const pack = await exec("npm", ["pack", "--json", "--pack-destination", work], options);
  const [info] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
  const tarball = join(work, info!.filename);
  const app = join(work, "app");
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "packaging-smoke", private: true, type: "module" }));
  // --prefer-offline: `npm ci` left every tarball in the cache; only metadata may be fetched.
  await exec("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", tarball], { ...options, cwd: app });
  return { app, tarball, files: info!.files.map((file) => file.path) };
}
