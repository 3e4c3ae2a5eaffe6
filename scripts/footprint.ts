/**
 * What an install weighs: the number of packages under a node_modules folder (nested ones
 * included) and its size two ways, both computed from file sizes alone, so the same on every
 * machine: `bytes`, the files' apparent sizes, and `diskBytes`, what `du` counts on a file
 * system of 4 KiB blocks (every file rounded up to whole blocks, one block per folder) — the
 * measure the figures of issue 15 (Prism 90 MB, aimock 12 MB) were taken with. The packaging
 * test asserts it for the packed kit; `tsx scripts/footprint.ts DIR...` prints it for any
 * install, e.g. Prism's or aimock's.
 */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export interface Footprint {
  bytes: number;
  diskBytes: number;
  packages: number;
}

/** 1 MB = 2^20 bytes, as `du -h` counts. */
export const MB = 1024 * 1024;
const BLOCK = 4096;

function sizeOf(path: string): { bytes: number; diskBytes: number } {
  const stat = lstatSync(path);
  // A short symlink lives in its inode: no block of its own.
  if (stat.isSymbolicLink()) return { bytes: 0, diskBytes: 0 };
  if (!stat.isDirectory()) return { bytes: stat.size, diskBytes: Math.ceil(stat.size / BLOCK) * BLOCK };
  const total = { bytes: 0, diskBytes: BLOCK };
  for (const name of readdirSync(path)) {
    const inner = sizeOf(join(path, name));
    total.bytes += inner.bytes;
    total.diskBytes += inner.diskBytes;
  }
  return total;
}

/** Package folders directly in a node_modules folder (scoped ones one level down), and below. */
function packagesIn(nodeModules: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(nodeModules);
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const name of entries) {
    if (name.startsWith(".")) continue;
    const path = join(nodeModules, name);
    if (!lstatSync(path).isDirectory()) continue;
    const folders = name.startsWith("@") ? readdirSync(path).map((inner) => join(path, inner)) : [path];
    for (const folder of folders) found.push(folder, ...packagesIn(join(folder, "node_modules")));
  }
  return found;
}

/** Footprint of a node_modules folder. */
export function footprint(nodeModules: string): Footprint {
  return { ...sizeOf(nodeModules), packages: packagesIn(nodeModules).length };
}

export function formatFootprint({ bytes, diskBytes, packages }: Footprint): string {
  return `${(diskBytes / MB).toFixed(1)} MB on disk (${(bytes / MB).toFixed(1)} MB of file contents) in ${packages} packages`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const dir of process.argv.slice(2)) console.log(`${dir}: ${formatFootprint(footprint(join(dir, "node_modules")))}`);
}
