/**
 * Jest, as a user's project runs it: the packed kit, msw, openai and jest installed into an empty
 * project, examples/jest's package.json (its `test` script and `"type": "module"`) and test file
 * copied in, and `npm test` run there with Jest's defaults. The kit is an ES module, so Jest runs
 * in its ESM mode (--experimental-vm-modules); docs/testing.md shows the same files. jsdom.test.js
 * runs in MSW's jest-fixed-jsdom, as MSW's docs tell Jest and jsdom users. examples/jest-cjs is a
 * CommonJS Jest project beside it, with no ESM mode: its globalSetup imports the kit.
 */
import { execFile } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installInto, packTarball } from "../scripts/pack-install.ts";

const exec = promisify(execFile);
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const EXAMPLE = join(ROOT, "examples", "jest");
/** The version this checkout's lock file installed (so the install comes from the npm cache). */
const version = (name: string) => (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

let work: string;
let app: string;
let cjs: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "kit-jest-"));
  const { tarball } = await packTarball(work);
  app = join(work, "app");
  const tools = ["msw", "openai", "jest", "jest-environment-jsdom", "jest-fixed-jsdom"];
  await installInto(app, [tarball, ...tools.map((name) => `${name}@${version(name)}`)], "jest-smoke");
  // The example's package.json fields over the installed one's (which keeps its dependencies).
  const installed = JSON.parse(readFileSync(join(app, "package.json"), "utf8")) as Record<string, unknown>;
  const example = JSON.parse(readFileSync(join(EXAMPLE, "package.json"), "utf8")) as Record<string, unknown>;
  writeFileSync(join(app, "package.json"), JSON.stringify({ ...installed, ...example }, null, 2));
  for (const file of ["gateway.test.js", "jsdom.test.js"]) copyFileSync(join(EXAMPLE, file), join(app, file));
  // A CommonJS project beside it (its package.json has no "type"), on the same packages; outside
  // app/, whose Jest would run its test file too.
  cjs = join(work, "cjs");
  cpSync(join(ROOT, "examples", "jest-cjs"), cjs, { recursive: true });
  symlinkSync(join(app, "node_modules"), join(cjs, "node_modules"), "dir");
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

/** `npm test` in dir, as a user's terminal runs it: nothing of this process's test runner reaches Jest's. */
async function npmTest(dir: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: "true" };
  for (const name of Object.keys(env)) if (name.startsWith("VITEST") || name === "NODE_OPTIONS") delete env[name];
  const { stdout, stderr } = await exec("npm", ["test", "--", "--colors=false"], { cwd: dir, env, timeout: 120_000, maxBuffer: 8 * 1024 * 1024 });
  return `${stdout}\n${stderr}`;
}

describe("the kit in a Jest project", () => {
  it("runs examples/jest with npm test: a chat, the SDK's AuthenticationError, a video task finished by the clock; a stream in jsdom", async () => {
    const output = await npmTest(app);
    expect(output, output).toMatch(/Tests:\s+3 passed, 3 total/);
    expect(output).toContain("gateway.test.js");
    expect(output).toContain("jsdom.test.js");
  }, 180_000);

  it("runs examples/jest-cjs in a CommonJS project: the mock started by globalSetup, a session per test, the clock and journal over /__mock", async () => {
    const output = await npmTest(cjs);
    expect(output, output).toMatch(/Tests:\s+2 passed, 2 total/);
    expect(output).not.toMatch(/ExperimentalWarning: VM Modules/);
  }, 180_000);
});
