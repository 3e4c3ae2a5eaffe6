import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ensureBuilt, ROOT, sourceFingerprint, transpileInto } from "../scripts/precompile.mjs";
import { startChild, waitForHttp, type Child } from "./support/child.ts";
import { freePort } from "./support/free-port.ts";

const temps: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** Starts `npm start`'s own command with its compiled copy in `buildDir`; resolves once it answers. */
async function npmStart(buildDir: string): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const child = startChild(process.execPath, [join(ROOT, "scripts", "start.mjs")], { PORT: String(port), LOG_LEVEL: "silent", MOCK_BUILD_DIR: buildDir });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/__mock/health`, child);
  return { child, base };
}

describe("npm start: the mock compiled to plain JavaScript, recompiled when a source changes", () => {
  it("compiles on the first start, answers the API from plain node, and reuses the build on the next start", async () => {
    const buildDir = join(tempDir("mock-start-"), "dist");
    const first = await npmStart(buildDir);
    try {
      expect(first.child.output()).toContain("compiled the mock's sources");
      const users = await fetch(`${first.base}/api/users?page_size=3`);
      expect(users.status).toBe(200);
      expect(((await users.json()) as { users: unknown[] }).users).toHaveLength(3);
      const chat = await fetch(`${first.base}/client/v2/ai/chat/completions`, {
        method: "POST",
        headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" },
        body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] }),
      });
      expect(chat.status).toBe(200);
    } finally {
      await first.child.stop();
    }
    expect(readFileSync(join(buildDir, ".fingerprint"), "utf8")).toBe(sourceFingerprint());
    // What started: the start path bundled into one file, its packages' licenses beside it.
    expect(readFileSync(join(buildDir, "bundle", "mock.js.LICENSES.txt"), "utf8")).toMatch(/^ajv@/m);
    const second = await npmStart(buildDir);
    try {
      expect(second.child.output()).not.toContain("compiled the mock's sources");
      expect((await fetch(`${second.base}/api/users`)).status).toBe(200);
    } finally {
      await second.child.stop();
    }
  }, 60_000);

  it("rebuilds exactly when a source file changes", async () => {
    // A tiny project of the same layout: one module and one data file.
    const root = tempDir("mock-src-");
    for (const dir of ["mocks", "spec", "generated"]) mkdirSync(join(root, dir));
    writeFileSync(join(root, "mocks", "main.ts"), 'import { x } from "./part.ts";\nexport const y: number = x + 1;\n');
    writeFileSync(join(root, "mocks", "part.ts"), "export const x: number = 1;\n");
    writeFileSync(join(root, "spec", "data.json"), "{}");
    writeFileSync(join(root, "mocks", "main.test.ts"), "tests are not part of the build\n");
    const out = join(root, "out");

    expect((await ensureBuilt(out, root)).rebuilt).toBe(true);
    expect(readFileSync(join(out, "mocks", "main.js"), "utf8")).toContain('from "./part.js"');
    expect(() => readFileSync(join(out, "mocks", "main.test.js"))).toThrow();
    expect((await ensureBuilt(out, root)).rebuilt).toBe(false);

    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, "mocks", "part.ts"), later, later);
    expect((await ensureBuilt(out, root)).rebuilt).toBe(true);
    expect((await ensureBuilt(out, root)).rebuilt).toBe(false);

    writeFileSync(join(root, "spec", "data.json"), '{"changed":true}');
    expect((await ensureBuilt(out, root)).rebuilt).toBe(true);
    // A build cut short (no fingerprint written last) is redone.
    rmSync(join(out, ".fingerprint"));
    expect((await ensureBuilt(out, root)).rebuilt).toBe(true);
  });

  it("builds once when starts race: the others wait for the first build and run it, none removes a tree another runs from", async () => {
    const root = tinyProject("mock-race-");
    const out = join(root, "out");
    const builds = await Promise.all([ensureBuilt(out, root), ensureBuilt(out, root), ensureBuilt(out, root)]);
    expect(builds.map((build) => build.rebuilt).sort()).toEqual([false, false, true]);
    expect(readFileSync(join(out, ".fingerprint"), "utf8")).toBe(sourceFingerprint(root));
    // No lock or staging tree is left beside the build.
    expect(readdirSync(root).filter((name) => name.startsWith("out"))).toEqual(["out"]);
  });

  it("takes over the lock of a start that died mid-build", async () => {
    const root = tinyProject("mock-dead-lock-");
    const out = join(root, "out");
    const dead = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    mkdirSync(`${out}.lock`);
    writeFileSync(join(`${out}.lock`, "pid"), dead.stdout);
    expect((await ensureBuilt(out, root)).rebuilt).toBe(true);
    expect(existsSync(`${out}.lock`)).toBe(false);
  });

  it("compiles one more script into a build, beside the mock's modules, without tsx's __name() wrappers", async () => {
    const root = tempDir("mock-script-");
    for (const dir of ["mocks", "spec", "generated", join("scripts", "bench")]) mkdirSync(join(root, dir), { recursive: true });
    writeFileSync(join(root, "mocks", "part.ts"), "export const x: number = 41;\n");
    writeFileSync(
      join(root, "scripts", "bench", "server.ts"),
      'import { x } from "../../mocks/part.ts";\nconst answer = (): number => x + 1;\nprocess.stdout.write(String(answer()));\n',
    );
    const out = join(root, "out");
    await ensureBuilt(out, root);
    const script = await transpileInto(join(root, "scripts", "bench", "server.ts"), out, root);
    expect(script).toBe(join(out, "scripts", "bench", "server.js"));
    const code = readFileSync(script, "utf8");
    expect(code).toContain('from "../../mocks/part.js"');
    expect(code).not.toContain("__name");
    expect(execFileSync(process.execPath, [script], { encoding: "utf8" })).toBe("42");
  });
});

/** A tiny project of the mock's layout: one module importing another. */
function tinyProject(prefix: string): string {
  const root = tempDir(prefix);
  for (const dir of ["mocks", "spec", "generated"]) mkdirSync(join(root, dir));
  writeFileSync(join(root, "mocks", "main.ts"), 'import { x } from "./part.ts";\nexport const y: number = x + 1;\n');
  writeFileSync(join(root, "mocks", "part.ts"), "export const x: number = 1;\n");
  return root;
}
