/**
 * Which Chromium the browser tests drive: CHROMIUM_PATH, else a system Chromium on the PATH,
 * else the headless shell shipped inside the `@sparticuz/chromium` npm package (a dev
 * dependency), so `npm ci && npm test` needs nothing installed by hand and downloads nothing
 * at run time.
 */
import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { delimiter, dirname, join } from "node:path";

export interface ChromiumChoice {
  executablePath: string;
  /** Where it came from, for messages: "CHROMIUM_PATH", "system" or "@sparticuz/chromium". */
  source: string;
}

const SYSTEM_NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first of SYSTEM_NAMES found on `pathVariable`, or undefined. */
export function systemChromium(pathVariable = process.env.PATH ?? ""): string | undefined {
  for (const dir of pathVariable.split(delimiter).filter(Boolean)) {
    for (const name of SYSTEM_NAMES) {
      const candidate = join(dir, name);
      if (executable(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * The packaged Chromium, unpacked once per version into its own folder under the temp dir.
 * The package unpacks into os.tmpdir() and trusts whatever it finds there, so a run cut short
 * would leave a half-written binary that every later run used: we point it at a staging folder
 * and rename that into place only once it is complete.
 */
async function packagedChromium(): Promise<string> {
  // Its exports hide package.json: read it beside the resolved entry (build/cjs/index.cjs).
  const entry = createRequire(import.meta.url).resolve("@sparticuz/chromium");
  const { version } = JSON.parse(readFileSync(join(dirname(entry), "..", "..", "package.json"), "utf8")) as { version: string };
  const home = join(tmpdir(), `ai-gateway-kit-chromium-${version}`);
  const binary = join(home, "chromium");
  if (existsSync(binary)) return binary;
  const staging = `${home}.unpacking-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const { default: Chromium } = await import("@sparticuz/chromium");
    await Chromium.executablePath();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
  }
  try {
    renameSync(staging, home);
  } catch (error) {
    // Another run put its own complete copy in place first.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(binary)) throw error;
  }
  return binary;
}

/** Finds a Chromium to launch; throws with what to do when CHROMIUM_PATH names nothing runnable. */
export async function findChromium(env: NodeJS.ProcessEnv = process.env): Promise<ChromiumChoice> {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (!executable(configured)) throw new Error(`CHROMIUM_PATH=${configured} is not an executable file`);
    return { executablePath: configured, source: "CHROMIUM_PATH" };
  }
  const system = systemChromium(env.PATH);
  if (system) return { executablePath: system, source: "system" };
  return { executablePath: await packagedChromium(), source: "@sparticuz/chromium" };
}
