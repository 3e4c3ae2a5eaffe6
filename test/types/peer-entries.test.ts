/**
 * The entries that need an optional peer (ai-gateway-kit/msw, /vitest, /playwright) as a user
 * with those peers installed type-checks them: the packed kit in an empty project with msw,
 * vitest, @playwright/test and @types/node (the exact versions of our node_modules, from the npm
 * cache), every entry used and its misuse refused, with `skipLibCheck: false`. TypeScript 7 only:
 * it checks the peers' declarations in seconds, where 5.9 and 6 each took about ten times as long
 * (a minute on a busy 2-core machine); test/packaging.test.ts checks the entries without peers
 * with all three.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installInto, packTarball } from "../../scripts/pack-install.ts";
import { PEER_ENTRIES_TS } from "../support/consumer.ts";
import { compilersOf } from "../support/typescript-compilers.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const exec = promisify(execFile);
const version = (name: string) => (JSON.parse(readFileSync(join(ROOT, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
const PEERS = ["msw", "vitest", "@playwright/test", "@types/node"];
const [TS7] = compilersOf(7);

let work: string;
let app: string;

/** TypeScript 7 with `tsconfig` in the app: its exit code and what it printed (errors go to stdout). */
function tsc(tsconfig: string): Promise<{ code: number | undefined; out: string }> {
  return exec(process.execPath, [TS7!.tsc, "-p", tsconfig], { cwd: app, maxBuffer: 32 * 1024 * 1024, timeout: 120_000 }).then(
    () => ({ code: 0, out: "" }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code, out: error.stdout ?? "" }),
  );
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "peer-entries-"));
  const { tarball } = await packTarball(work);
  app = join(work, "app");
  await installInto(app, [tarball, ...PEERS.map((name) => `${name}@${version(name)}`)], "peer-entries");
  writeFileSync(join(app, "entries.ts"), PEER_ENTRIES_TS);
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe(`every entry, peers included, for TypeScript ${TS7?.version}`, () => {
  it("compiles in a new project's defaults (no option set: strict, bundler resolution, types: [], lib checks on)", async () => {
    writeFileSync(join(app, "tsconfig.defaults.json"), JSON.stringify({ compilerOptions: { noEmit: true }, files: ["entries.ts"] }));
    expect(await tsc("tsconfig.defaults.json")).toEqual({ code: 0, out: "" });
  });

  it("compiles under NodeNext with every strictness flag and lib checks on", async () => {
    const options = { module: "NodeNext", strict: true, exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, verbatimModuleSyntax: true, skipLibCheck: false, types: ["node"], noEmit: true };
    writeFileSync(join(app, "tsconfig.strictest.json"), JSON.stringify({ compilerOptions: options, files: ["entries.ts"] }));
    expect(await tsc("tsconfig.strictest.json")).toEqual({ code: 0, out: "" });
  });
});
