/**
 * The TypeScript compilers a user's project may have, each in our node_modules: `typescript`
 * (5.9, which builds and checks this repo: `node_modules/.bin/tsc`) and the devDependency aliases
 * `typescript-6` (6.0, the last JavaScript compiler) and `typescript-7` (7.0, the native port,
 * whose binary npm installs as an optional dependency). `npm ci` puts all three in the npm cache,
 * so nothing is fetched at run time.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface Compiler {
  /** The package folder in our node_modules. */
  name: "typescript" | "typescript-6" | "typescript-7";
  /** As its package.json says, e.g. "7.0.2". */
  version: string;
  major: number;
  /** Its `tsc` script, run with `node`. */
  tsc: string;
}

function compiler(name: Compiler["name"]): Compiler {
  const folder = join(ROOT, "node_modules", name);
  const { version } = JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { version: string };
  return { name, version, major: Number(version.split(".")[0]), tsc: join(folder, "bin", "tsc") };
}

/** Oldest first. */
export const COMPILERS: readonly Compiler[] = [compiler("typescript"), compiler("typescript-6"), compiler("typescript-7")];

/** The compilers of these major versions, for a check that only some of them can run (each caller says why). */
export function compilersOf(...majors: number[]): Compiler[] {
  return COMPILERS.filter((each) => majors.includes(each.major));
}
