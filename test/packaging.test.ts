/**
 * The package as users get it: `npm pack`, the tarball installed into an empty folder (from the
 * npm cache when it holds everything, so it also works offline), then both commands through
 * npx. The mock is stopped by the pid this test started, never by name.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
// --no: never fetch the package from the registry; --: the options that follow are ours, not npx's.
const NPX_ARGS = ["--no", "--", "ai-gateway-kit"];
const exec = promisify(execFile);

let work: string;
let app: string;
let packed: string[];
let installed: { dependencies?: Record<string, string> };

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return exec(command, args, { cwd, env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024, timeout: 240_000 });
}

/** Resolves with the mock's URL from its start-up banner; rejects if the process ends first. */
function bannerUrl(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const match = /listening on (http:\/\/\S+)/.exec(output.join(""));
      if (match) resolve(match[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    child.once("exit", (code) => reject(new Error(`the mock exited (${code}) before listening:\n${output.join("")}`)));
  });
}

async function reachable(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/__mock/health`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/**
 * `npx ai-gateway-kit mock` on a free port (PORT=0). npx does not pass SIGTERM on to the command
 * it runs, so stop() signals the process group this test created (led by the npx pid it holds).
 */
async function startPackagedMock(): Promise<{ url: string; stop(): Promise<void> }> {
  const output: string[] = [];
  const child = spawn("npx", [...NPX_ARGS, "mock"], {
    cwd: app,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", MOCK_STREAM_TTFT_MS: "0", MOCK_STREAM_TPS: "0", MOCK_TASK_DURATION_MS: "300" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // ESRCH: every process of the group has exited already.
    }
  };
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    signalGroup("SIGTERM");
    for (let attempt = 0; attempt < 150 && groupAlive(); attempt += 1) await sleep(100);
    if (groupAlive()) {
      signalGroup("SIGKILL");
      throw new Error(`the mock did not stop on SIGTERM:\n${output.join("")}`);
    }
  };
  try {
    const url = await bannerUrl(child, output);
    for (let attempt = 0; attempt < 50 && !(await reachable(url)); attempt += 1) await sleep(100);
    return { url, stop };
  } catch (error) {
    signalGroup("SIGKILL");
    throw error;
  }
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), "ai-gateway-kit-pack-"));
  const pack = await run("npm", ["pack", "--json", "--pack-destination", work], ROOT);
  const [info] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
  packed = info!.files.map((file) => file.path);
  app = join(work, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "packaging-smoke", private: true, type: "module" }));
  await run("npm", ["install", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", join(work, info!.filename)], app);
  installed = JSON.parse(readFileSync(join(app, "node_modules/ai-gateway-kit/package.json"), "utf8")) as typeof installed;
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the npm package", () => {
  it("ships the spec, the types, the mock, the contract suite and the bin", () => {
    for (const file of ["bin/ai-gateway-kit.mjs", "spec/openapi.yaml", "spec/validators.ts", "generated/api.d.ts", "mocks/main.ts", "mocks/control/pages/docs.html", "contract-tests/cli.ts", "README.md", "package.json"]) {
      expect(packed).toContain(file);
    }
    expect(packed.filter((file) => file.endsWith(".contract.test.ts")).length).toBeGreaterThan(0);
  });

  it("leaves out tests, scripts, reports and scratch files", () => {
    const unwanted = packed.filter(
      (file) =>
        (file.endsWith(".test.ts") && !file.endsWith(".contract.test.ts")) ||
        /^(test|scripts|reports|node_modules|\.ci|contract-tests\/self-test)\//.test(file) ||
        file.endsWith(".tmp.ts") ||
        file.endsWith(".tgz"),
    );
    expect(unwanted).toEqual([]);
  });

  it("prints its commands with npx ai-gateway-kit --help", async () => {
    const { stdout } = await run("npx", [...NPX_ARGS, "--help"], app);
    expect(stdout).toMatch(/^\s+mock\s/m);
    expect(stdout).toMatch(/^\s+contract\s/m);
  });

  it("refuses an unknown command with exit status 2", async () => {
    const failure = await run("npx", [...NPX_ARGS, "serve"], app).then(
      () => expect.fail("expected an unknown command to fail"),
      (error: { code?: number; stderr?: string }) => error,
    );
    expect(failure.code).toBe(2);
    expect(failure.stderr).toContain('unknown command "serve"');
  });

  it(
    "serves the mock with npx ai-gateway-kit mock, docs page included, and stops on SIGTERM",
    async () => {
      const mock = await startPackagedMock();
      try {
        const chat = await fetch(`${mock.url}/client/v2/ai/chat/completions`, {
          method: "POST",
          headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" },
          body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello from the tarball" }] }),
        });
        expect(chat.status).toBe(200);
        expect(((await chat.json()) as { object: string }).object).toBe("chat.completion");
        const docs = await fetch(`${mock.url}/__mock/docs`);
        expect(docs.status).toBe(200);
        const script = /<script src="([^"]+)"/.exec(await docs.text())?.[1];
        expect((await fetch(new URL(script!, mock.url))).status).toBe(200);
      } finally {
        await mock.stop();
      }
      expect(await reachable(mock.url)).toBe(false);
    },
    120_000,
  );

  // contract-tests/cli.ts runs vitest, so `contract` needs vitest among the runtime dependencies.
  const contractRunnable = () => installed.dependencies?.vitest !== undefined;

  it("prints the contract suite's options with npx ai-gateway-kit contract --help", async (context) => {
    if (!contractRunnable()) context.skip("vitest is a devDependency, so an installed package cannot run the contract suite");
    const { stdout } = await run("npx", [...NPX_ARGS, "contract", "--help"], app);
    expect(stdout).toContain("--base-url");
  }, 120_000);

  it("runs the contract suite against the packaged mock with npx ai-gateway-kit contract", async (context) => {
    if (!contractRunnable()) context.skip("vitest is a devDependency, so an installed package cannot run the contract suite");
    const mock = await startPackagedMock();
    try {
      const reports = join(work, "contract-report");
      const { stdout } = await run("npx", [...NPX_ARGS, "contract", "--base-url", mock.url, "--profile", "smoke", "--report-dir", reports], app);
      expect(stdout).toContain("report.json");
      // Each run writes into a folder of its own (run-<start time>-<id>) under the report folder.
      const [runDir] = readdirSync(reports).filter((name) => name.startsWith("run-"));
      expect(JSON.parse(readFileSync(join(reports, runDir!, "report.json"), "utf8"))).toMatchObject({ summary: { passed: true } });
    } finally {
      await mock.stop();
    }
  }, 240_000);
});
