/**
 * The package as users get it: `npm pack` (which builds dist/), the tarball installed once into
 * an empty folder (from the npm cache where it can), then every entry point from there: both
 * commands through npx, the ESM entries, the types through tsc (TypeScript 5.9, 6 and 7:
 * test/support/typescript-compilers.ts), CommonJS require. The install's footprint is asserted:
 * it is deterministic. The mock is stopped by the pid this test started, never by name.
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { footprint, formatFootprint, MB } from "../scripts/footprint.ts";
import { packAndInstall } from "../scripts/pack-install.ts";
import { NO_PEERS_TS, noPeersTsconfig, OPENAPI_FETCH_TS, REQUIRE_CJS, TSCONFIG, tsconfigFor, TYPED_TS, USE_ENTRIES_MJS } from "./support/consumer.ts";
import { freePort } from "./support/free-port.ts";
import { hasRedis, sayWhyRedisTestsSkip, startRedis } from "./state/redis-server.ts";
import { compilersOf, type Compiler } from "./support/typescript-compilers.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
// --no: never fetch the package from the registry; --: the options that follow are ours, not npx's.
const NPX_ARGS = ["--no", "--", "ai-gateway-kit"];
const exec = promisify(execFile);

let work: string;
let app: string;
let packed: string[];
let installed: { dependencies?: Record<string, string>; exports: Record<string, string | { types?: string }>; typesVersions?: Record<string, Record<string, string[]>> };
let kit: string;

/** Issue 15's bounds for the kit installed with its runtime dependencies. */
const MAX_INSTALL_MB = 40;
const MAX_PACKAGES = 100;
/** Tools of our own build, tests and docs: none may reach a user's install. */
const DEV_ONLY = ["vitest", "tsx", "esbuild", "typescript", "@scalar/api-reference", "@stoplight/prism-cli", "@stoplight/spectral-cli", "openai", "ai", "@langchain/core", "yaml", "playwright-core", "@sparticuz/chromium", "@playwright/test", "vite", "webpack", "webpack-cli"];

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  return exec(command, args, { cwd, env: { ...process.env, ...env }, maxBuffer: 32 * 1024 * 1024, timeout: 240_000 });
}

/** One of our TypeScript compilers run in the user's project with `args`: its exit code and what it printed (errors go to stdout). */
function tscInApp(ts: Compiler, args: string[]): Promise<{ code: number | undefined; out: string }> {
  return run(process.execPath, [ts.tsc, ...args], app).then(
    (ok) => ({ code: 0, out: ok.stdout }),
    (error: { code?: number; stdout?: string }) => ({ code: error.code, out: error.stdout ?? "" }),
  );
}

/**
 * Added to a check with `skipLibCheck: false`, whose point is the kit's .d.ts files (and the
 * packages beside them) checked in the user's project: TypeScript's own lib files (lib.dom.d.ts
 * and the ES ones) are the same in every project and nothing of the kit's changes them, and
 * checking them again took some 2.5 s of CPU of each 5.9 run's 6.5–11 (skipDefaultLibCheck skips
 * those files only). A new project's defaults are checked as they are: no option set.
 */
const SKIP_TYPESCRIPTS_OWN_LIBS = ["--skipDefaultLibCheck"];

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
 * The packaged `mock` command on a free port (PORT=0): `npx ai-gateway-kit mock` as a user types
 * it, or the installed bin itself where the mock is only the other end of a test (a contract run,
 * a recorder's upstream). Through npx each start and stop cost some 2–4 s of npm's own (its CLI
 * loading, then its exit after SIGTERM), six times in this file; the npx path is proved once, by
 * the test that serves the mock with it. npx does not pass SIGTERM on to the command it runs, and
 * the mock with MOCK_WORKERS has workers of its own, so stop() signals the process group this test
 * created (led by the pid it holds).
 */
async function startPackagedMock(env: Record<string, string> = {}, via: "npx" | "bin" = "bin"): Promise<{ url: string; stop(): Promise<void> }> {
  const output: string[] = [];
  const [command, args] = via === "npx" ? ["npx", [...NPX_ARGS, "mock"]] : [join(app, "node_modules", ".bin", "ai-gateway-kit"), ["mock"]];
  const child = spawn(command, args, {
    cwd: app,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", MOCK_STREAM_TTFT_MS: "0", MOCK_STREAM_TPS: "0", MOCK_TASK_DURATION_MS: "300", ...env },
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
  ({ app, files: packed } = await packAndInstall(work));
  kit = join(app, "node_modules", "ai-gateway-kit");
  installed = JSON.parse(readFileSync(join(kit, "package.json"), "utf8")) as typeof installed;
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the npm package", () => {
  it("ships compiled JavaScript with .d.ts beside it, the data files it reads, the spec and the bin", () => {
    for (const file of [
      "bin/ai-gateway-kit.mjs",
      "dist/cli/mock-main.js",
      "dist/bundle/mock.js",
      "dist/bundle/mock.js.LICENSES.txt",
      "dist/mocks/index.js",
      "dist/mocks/index.d.ts",
      "dist/contract-tests/index.js",
      "dist/contract-tests/index.d.ts",
      "dist/cli/contract.js",
      "dist/contract-tests/self-test/self-check.js",
      "dist/spec/index.js",
      "dist/spec/index.d.ts",
      "dist/spec/openapi.yaml",
      "dist/spec/control.yaml",
      "dist/generated/openapi.json",
      "dist/generated/api.d.ts",
      "dist/generated/openapi-3.2.yaml",
      "dist/generated/fixtures.d.ts",
      "dist/generated/statuses.js",
      "dist/client/index.js",
      "dist/client/index.d.ts",
      "generated/api.d.ts",
      "dist/mocks/config/models.json",
      "dist/mocks/config/keys.json",
      "dist/mocks/assets/sample-video.mp4",
      "dist/mocks/pages/docs.html",
      "dist/mocks/pages/scalar/standalone.js",
      // ai-gateway-kit/msw for resolvers that ignore exports (test/browser/legacy-resolution.test.ts).
      "msw/package.json",
      "README.md",
      "package.json",
    ]) {
      expect(packed).toContain(file);
    }
  });

  it("leaves its pack for the run's other files that install the kit (bundlers, Jest) to reuse", () => {
    const packs = join(ROOT, "node_modules", ".cache", "ai-gateway-kit-packs");
    const ours = readdirSync(packs).filter((name) => name.startsWith(`${process.env.KIT_PACK_RUN}-`));
    expect(ours).toHaveLength(1);
    expect(JSON.parse(readFileSync(join(packs, ours[0]!, "pack.json"), "utf8")).files).toEqual(packed);
  });

  it("ships every page of docs/ the README links to, so its links work in node_modules", () => {
    const readme = readFileSync(join(kit, "README.md"), "utf8");
    const pages = new Set([...readme.matchAll(/\]\((docs\/[^)#\s]+)/g)].map((match) => match[1]!));
    expect(pages.size).toBeGreaterThan(10);
    for (const page of pages) expect(packed, page).toContain(page);
  });

  it("ships no TypeScript sources, tests, scripts, reports or scratch files", () => {
    const unwanted = packed.filter(
      (file) =>
        (file.endsWith(".ts") && !file.endsWith(".d.ts")) ||
        /^(test|scripts|reports|node_modules|\.ci|\.start|mocks|spec|contract-tests|examples)\//.test(file) ||
        // The test helpers users import (ai-gateway-kit/testing, /vitest, /playwright) ship; our own harness does not.
        (/(^|\/)(testing|self-test)\//.test(file) &&
          !/^dist\/mocks\/testing\/(index|vitest|playwright|keys|start|msw-mode|options|client-findings-matcher)\.(js|d\.ts)$/.test(file) &&
          // `contract --self-check` runs the defect and variant catalogues: they ship, their tests do not.
          !/^dist\/contract-tests\/self-test\/(self-check|user-variants|defects|defects-five-questions|variants|fault-proxy)\.(js|d\.ts)$/.test(file)) ||
        file.endsWith(".tgz"),
    );
    expect(unwanted).toEqual([]);
  });

  it("depends at run time on none of our build, test or docs tools", () => {
    const runtime = Object.keys(installed.dependencies ?? {});
    expect(runtime.filter((name) => DEV_ONLY.includes(name))).toEqual([]);
    expect(DEV_ONLY.filter((name) => existsSync(join(app, "node_modules", name)))).toEqual([]);
  });

  it(`installs in at most ${MAX_INSTALL_MB} MB and ${MAX_PACKAGES} packages, the kit included`, () => {
    const size = footprint(join(app, "node_modules"));
    const figures = formatFootprint(size);
    // On disk as `du` counts it, the measure Prism's 90 MB and aimock's 12 MB were taken with.
    expect(size.diskBytes / MB, figures).toBeLessThanOrEqual(MAX_INSTALL_MB);
    expect(size.packages, figures).toBeLessThanOrEqual(MAX_PACKAGES);
    // The kit and each runtime dependency were counted: the measure itself saw the install.
    expect(size.packages, figures).toBeGreaterThan(Object.keys(installed.dependencies ?? {}).length);
    expect(size.diskBytes, figures).toBeGreaterThan(size.bytes);
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
      const mock = await startPackagedMock({}, "npx");
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
        const bundle = await fetch(new URL(script!, mock.url));
        expect(bundle.status).toBe(200);
        // The copied standalone bundle, not a stub: Scalar's entry point is in it.
        expect(await bundle.text()).toContain("createApiReference");
      } finally {
        await mock.stop();
      }
      expect(await reachable(mock.url)).toBe(false);
    },
    120_000,
  );

  sayWhyRedisTestsSkip("the installed bin scaled out on Redis");
  it.skipIf(!hasRedis)(
    "scales out on Redis from the installed bin: two replicas, one of them two workers, share tasks and the clock",
    async () => {
      const redis = await startRedis();
      const shared = { MOCK_STATE_URL: redis.url, MOCK_STATE_PREFIX: "packaged:", MOCK_TASK_DURATION_MS: "60000" };
      const replicas: { url: string; stop(): Promise<void> }[] = [];
      try {
        // Started together and stopped together: neither needs the other until both answer, and a
        // start or a stop is mostly waiting (on the banner, on the health check, on the exit).
        const started = await Promise.allSettled([startPackagedMock({ ...shared, MOCK_WORKERS: "2" }), startPackagedMock(shared)]);
        for (const result of started) if (result.status === "fulfilled") replicas.push(result.value);
        for (const result of started) if (result.status === "rejected") throw result.reason;
        const [a, b] = replicas.map((replica) => replica.url) as [string, string];
        const auth = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };
        const created = await fetch(`${a}/client/v2/ai/generations`, {
          method: "POST",
          headers: auth,
          body: JSON.stringify({ model: "kling-v1", input: { prompt: "A paper boat on a rainy street" } }),
        });
        expect(created.status).toBe(200);
        const { task_id: id } = ((await created.json()) as { data: { task_id: number } }).data;
        const statusOn = async (url: string) =>
          ((await (await fetch(`${url}/client/v2/ai/tasks/${id}`, { headers: auth })).json()) as { data: { status: string } }).data.status;
        expect(await statusOn(b)).toBe("processing");
        // The clock moved through the two-worker replica is the other's on its next request.
        const moved = await fetch(`${a}/__mock/clock`, { method: "POST", headers: auth, body: JSON.stringify({ advance_ms: 60_000 }) });
        expect(moved.status).toBe(200);
        expect(await statusOn(b)).toBe("completed");
        // And the journal of the task's creation is read through the other replica.
        const journal = (await (await fetch(`${b}/__mock/journal`, { headers: auth })).json()) as { entries: { path: string; taskId?: number }[] };
        expect(journal.entries.some((entry) => entry.path === "/client/v2/ai/generations" && entry.taskId === id)).toBe(true);
      } finally {
        await Promise.all(replicas.map((replica) => replica.stop()));
        await redis.stop();
      }
    },
    120_000,
  );

  it("starts the mock, runs the contract suite and reads the spec from a user's ESM module", async () => {
    writeFileSync(join(app, "use-entries.mjs"), USE_ENTRIES_MJS);
    const { stdout } = await run(process.execPath, ["use-entries.mjs"], app);
    const seen = JSON.parse(stdout) as Record<string, unknown>;
    expect(seen).toMatchObject({
      usersStatus: 200,
      users: 2,
      contract: { passed: true },
      specExists: true,
      openapi: "3.1.0",
      typesAtRuntime: 0,
      // ai-gateway-kit/client against the packaged mock: a chat, a forced 429 as a value, a stream.
      client: { chat: 200, object: "chat.completion", limited: 429, code: "rate_limited", lastFinish: "stop" },
      spec32: "3.2.0",
      spec32FileExport: true,
    });
    expect(seen.openaiBaseUrl).toBe(`${seen.url as string}/client/v2/ai`);
    expect(seen.specPath).toBe(join(kit, "dist", "spec", "openapi.yaml"));
    expect(seen.specFileExport).toBe(seen.specPath);
    expect(seen.paths).toBe(Object.keys((JSON.parse(readFileSync(join(ROOT, "generated", "openapi.json"), "utf8")) as { paths: object }).paths).length);
    expect((seen.contract as { cases: { passed: number } }).cases.passed).toBeGreaterThan(0);
  }, 120_000);

  // Every check below is a compile that must exit 0 and print nothing: its misuse is marked
  // `@ts-expect-error`, which is itself an error once its line compiles, so a check cannot pass
  // on a compiler that rejects the configuration (it prints the error) or sees no types (every
  // marked line would then compile). Each runs once per compiler that can run it.
  for (const ts of compilersOf(5, 7)) describe(`typed for TypeScript ${ts.version}`, () => {
    it("types every entry for a user's TypeScript, rejecting misuse", async () => {
      writeFileSync(join(app, "typed.ts"), TYPED_TS);
      writeFileSync(join(app, "tsconfig.json"), TSCONFIG);
      const result = await tscInApp(ts, ["-p", "tsconfig.json"]);
      // An unused @ts-expect-error (a type that became too loose) fails here as well.
      expect(result).toEqual({ code: 0, out: "" });
    }, 120_000);

    it("compiles with skipLibCheck off in a project without the optional peers (msw, vitest, Playwright)", async () => {
      expect(existsSync(join(app, "node_modules", "msw"))).toBe(false);
      writeFileSync(join(app, "no-peers.ts"), NO_PEERS_TS);
      writeFileSync(join(app, "tsconfig.no-peers.json"), noPeersTsconfig(join(ROOT, "node_modules", "@types")));
      expect(await tscInApp(ts, ["-p", "tsconfig.no-peers.json", ...SKIP_TYPESCRIPTS_OWN_LIBS])).toEqual({ code: 0, out: "" });
    }, 120_000);

    it("gives a CommonJS project the types: module nodenext as is, node16 with the resolution-mode attribute (docs/typed-client.md)", async () => {
      // .cts: a CommonJS file whatever the project's "type".
      writeFileSync(join(app, "cjs-nodenext.cts"), 'import type { paths } from "ai-gateway-kit/types";\nexport type Path = keyof paths;\n');
      writeFileSync(join(app, "cjs-node16.cts"), 'import type { paths } from "ai-gateway-kit/types" with { "resolution-mode": "import" };\nexport type Path = keyof paths;\n');
      for (const setup of ["cjs-nodenext", "cjs-node16"] as const) {
        writeFileSync(join(app, `tsconfig.${setup}.json`), tsconfigFor(setup, [`${setup}.cts`]));
        expect(await tscInApp(ts, ["-p", `tsconfig.${setup}.json`]), setup).toEqual({ code: 0, out: "" });
      }
    }, 120_000);

    it("types openapi-fetch with paths and components under the strictest options (docs/typed-client.md)", async () => {
      writeFileSync(join(app, "openapi-fetch-user.ts"), OPENAPI_FETCH_TS);
      writeFileSync(join(app, "typed.ts"), TYPED_TS);
      writeFileSync(join(app, "tsconfig.strictest.json"), tsconfigFor("strictest", ["openapi-fetch-user.ts", "typed.ts"], join(ROOT, "node_modules", "@types")));
      expect(await tscInApp(ts, ["-p", "tsconfig.strictest.json", ...SKIP_TYPESCRIPTS_OWN_LIBS])).toEqual({ code: 0, out: "" });
    }, 240_000);

    it("types the same openapi-fetch code in a front end's project (moduleResolution bundler, no Node types, lib checks on)", async () => {
      writeFileSync(join(app, "openapi-fetch-user.ts"), OPENAPI_FETCH_TS);
      writeFileSync(join(app, "tsconfig.bundler.json"), tsconfigFor("bundler", ["openapi-fetch-user.ts"]));
      expect(await tscInApp(ts, ["-p", "tsconfig.bundler.json", ...SKIP_TYPESCRIPTS_OWN_LIBS])).toEqual({ code: 0, out: "" });
    }, 240_000);
  });

  // 5.9's own defaults (target ES5, module CommonJS with node10 resolution) are no project's;
  // 6 made strict, ES modules with bundler resolution, `types: []` and a modern target the default.
  for (const ts of compilersOf(6, 7)) describe(`typed for TypeScript ${ts.version}`, () => {
    it("types the openapi-fetch code and every entry without peers in a new project's defaults (no compiler option set)", async () => {
      writeFileSync(join(app, "openapi-fetch-user.ts"), OPENAPI_FETCH_TS);
      writeFileSync(join(app, "typed.ts"), TYPED_TS);
      writeFileSync(join(app, "no-peers.ts"), NO_PEERS_TS);
      writeFileSync(join(app, "tsconfig.defaults.json"), tsconfigFor("defaults", ["openapi-fetch-user.ts", "typed.ts", "no-peers.ts"], join(ROOT, "node_modules", "@types")));
      expect(await tscInApp(ts, ["-p", "tsconfig.defaults.json"])).toEqual({ code: 0, out: "" });
    }, 240_000);
  });

  // TypeScript 7 removed moduleResolution node10 (TS5108); 6 keeps it behind ignoreDeprecations.
  for (const ts of compilersOf(5, 6)) describe(`typed for TypeScript ${ts.version}`, () => {
    it("gives an old project (moduleResolution node10, which ignores exports) every entry's types through typesVersions", async () => {
      // The same entries in both maps, so a new entry cannot be typed for one resolution and not the other.
      const typed = Object.entries(installed.exports).flatMap(([entry, target]) => (typeof target === "object" && target.types ? [[entry.slice(2), [target.types.slice(2)]]] : []));
      expect(installed.typesVersions).toEqual({ "*": Object.fromEntries(typed) });
      writeFileSync(join(app, "openapi-fetch-user.ts"), OPENAPI_FETCH_TS);
      writeFileSync(join(app, "typed.ts"), TYPED_TS);
      writeFileSync(join(app, "tsconfig.node10.json"), tsconfigFor("node10", ["openapi-fetch-user.ts", "typed.ts"], "", ts.major));
      expect(await tscInApp(ts, ["-p", "tsconfig.node10.json"])).toEqual({ code: 0, out: "" });
    }, 240_000);
  });

  it("loads the runtime entries with CommonJS require", async () => {
    writeFileSync(join(app, "require.cjs"), REQUIRE_CJS);
    const { stdout } = await run(process.execPath, ["require.cjs"], app);
    // Each entry's main export is there; entries may grow more exports.
    expect(JSON.parse(stdout)).toEqual({
      "ai-gateway-kit/mock": expect.arrayContaining(["startMock"]),
      "ai-gateway-kit/contract": expect.arrayContaining(["runContract"]),
      "ai-gateway-kit/spec": expect.arrayContaining(["spec", "specPath"]),
      "ai-gateway-kit/types": [],
      "ai-gateway-kit/client": expect.arrayContaining(["createGatewayClient", "isAsyncSubmission", "prefer"]),
    });
  }, 60_000);

  it("prints the contract suite's options with npx ai-gateway-kit contract --help", async () => {
    const { stdout } = await run("npx", [...NPX_ARGS, "contract", "--help"], app);
    expect(stdout).toContain("--base-url");
  }, 120_000);

  it("runs the contract suite against the packaged mock with npx ai-gateway-kit contract", async () => {
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

  it("checks recorded traffic offline with npx ai-gateway-kit contract --har", async () => {
    const mock = await startPackagedMock();
    let har: unknown;
    try {
      // One real exchange, written down as a HAR entry.
      const url = `${mock.url}/api/users`;
      const response = await fetch(url);
      const text = await response.text();
      const headers = [...response.headers.entries()].map(([name, value]) => ({ name, value }));
      har = { log: { version: "1.2", entries: [{ request: { method: "GET", url, headers: [] }, response: { status: response.status, headers, content: { mimeType: "application/json", text } } }] } };
    } finally {
      await mock.stop();
    }
    writeFileSync(join(app, "traffic.har"), JSON.stringify(har));
    const reports = join(work, "har-report");
    const { stdout } = await run("npx", [...NPX_ARGS, "contract", "--har", "traffic.har", "--report-dir", reports], app);
    expect(stdout).toContain("PASS");
    const [runDir] = readdirSync(reports).filter((name) => name.startsWith("run-"));
    const report = JSON.parse(readFileSync(join(reports, runDir!, "report.json"), "utf8")) as { cases: { title: string; status: string }[] };
    expect(report.cases).toEqual([expect.objectContaining({ title: "#1 GET /api/users → 200", status: "passed" })]);
  }, 120_000);

  it("records, replays and checks drift with the installed bin's record, mock --fixtures and drift", async () => {
    const bin = join(app, "node_modules", ".bin", "ai-gateway-kit");
    const started: ChildProcess[] = [];
    const serve = async (args: string[]): Promise<string> => {
      const port = await freePort();
      const child = spawn(bin, [...args, "--port", String(port)], { cwd: app, env: { ...process.env, LOG_LEVEL: "warn" }, stdio: "ignore" });
      started.push(child);
      // A TCP connect, not a request: the recorder would record it.
      const open = () => new Promise<boolean>((resolve) => connect(port, "127.0.0.1").once("connect", function (this: Socket) { this.destroy(); resolve(true); }).once("error", () => resolve(false)));
      for (let attempt = 0; attempt < 100 && !(await open()); attempt += 1) await sleep(100);
      return `http://127.0.0.1:${port}`;
    };
    const stop = async (child: ChildProcess) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    };
    const chat = (url: string, content: string) =>
      fetch(`${url}/client/v2/ai/chat/completions`, {
        method: "POST",
        headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" },
        body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content }] }),
      });
    const upstream = await startPackagedMock();
    try {
      const recorder = await serve(["record", "--upstream", upstream.url, "--out", "fixtures"]);
      const recorded = await chat(recorder, "Say hi");
      expect(recorded.status).toBe(200);
      const recordedBody = (await recorded.json()) as { choices: unknown };
      await stop(started[0]!);
      const files = readdirSync(join(app, "fixtures", "createChatCompletion"));
      expect(files).toHaveLength(1);
      for (const file of files) expect(readFileSync(join(app, "fixtures", "createChatCompletion", file), "utf8")).not.toContain("sk-mock-default");

      const replay = await serve(["mock", "--fixtures", "fixtures", "--strict"]);
      const again = await chat(replay, "Say hi");
      expect(again.status).toBe(200);
      expect(((await again.json()) as { choices: unknown }).choices).toEqual(recordedBody.choices);
      expect((await chat(replay, "something never recorded")).status).toBe(404);

      const drift = await run(bin, ["drift", "fixtures"], app);
      expect(drift.stdout).toContain("No drift");
    } finally {
      for (const child of started) await stop(child);
      await upstream.stop();
    }
  }, 120_000);

  it("checks a frontend's traffic with the installed bin's proxy, with no Prism installed", async () => {
    expect(existsSync(join(app, "node_modules", "@stoplight", "prism-cli"))).toBe(false);
    const upstream = await startPackagedMock();
    const port = await freePort();
    const output: string[] = [];
    const proxy = spawn(join(app, "node_modules", ".bin", "ai-gateway-kit"), ["proxy", "--upstream", upstream.url], {
      cwd: app,
      env: { ...process.env, PORT: String(port) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    proxy.stdout!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    proxy.stderr!.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    try {
      for (let attempt = 0; attempt < 100 && !output.join("").includes("Validating proxy"); attempt += 1) await sleep(100);
      const answer = await fetch(`http://127.0.0.1:${port}/client/v2/ai/chat/completions`, {
        method: "POST",
        headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" },
        body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] }),
      });
      expect(answer.status).toBe(200);
      await answer.text();
      for (let attempt = 0; attempt < 50 && !output.join("").includes("ok      POST"); attempt += 1) await sleep(100);
      const exited = new Promise<number | null>((resolve) => proxy.once("exit", (code) => resolve(code)));
      proxy.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(output.join("")).toContain("ok      POST /client/v2/ai/chat/completions → 200");
      expect(output.join("")).toContain("1 exchange(s) checked: 0 error(s)");
    } finally {
      if (proxy.exitCode === null) proxy.kill("SIGKILL");
      await upstream.stop();
    }
  }, 120_000);
});
