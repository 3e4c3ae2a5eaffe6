/**
 * What an install weighs: the bytes of every file under a node_modules folder (apparent sizes,
 * symlinks not followed, so the figure is the same on every machine and file system) and the
 * number of packages in it, nested ones included. The packaging test asserts it for the packed
 * kit; `tsx scripts/footprint.ts DIR...` prints it for any install, e.g. Prism's or aimock's.
 */
import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export interface Footprint {
  bytes: number;
  packages: number;
}

/** 1 MB = 10^6 bytes, as npm prints unpacked sizes. */
export const MB = 1_000_000;

function sizeOf(path: string): number {
  const stat = lstatSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, name) => sum + sizeOf(join(path, name)), 0);
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
  return { bytes: sizeOf(nodeModules), packages: packagesIn(nodeModules).length };
}

export function formatFootprint({ bytes, packages }: Footprint): string {
  return `${(bytes / MB).toFixed(1)} MB in ${packages} packages`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const dir of process.argv.slice(2)) console.log(`${dir}: ${formatFootprint(footprint(join(dir, "node_modules")))}`);
}
