/**
 * A user's first hour, through the bin as they run it: every mistake in the configuration or on
 * the command line is one line naming where it is, what was expected and what was given, exit
 * status 2, no stack trace; and every command explains itself with --help.
 */
import { execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";

const BIN = fileURLToPath(new URL("../bin/ai-gateway-kit.mjs", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "first-hour-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function bin(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH, ...env }, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? -1) : 0, stdout, stderr }),
    );
  });
}

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** Exit 2 and exactly one line on stderr, with no stack frame in it. */
function expectOneLine(run: Run, expected: string): void {
  expect(run.code).toBe(2);
  const lines = run.stderr.trim().split("\n");
  expect(lines).toEqual([expected]);
  expect(run.stderr).not.toMatch(/\n\s+at /);
}

describe("mock refuses a bad setting in one line, exit 2", () => {
  it.each([
    [{ PORT: "abc" }, 'ai-gateway-kit mock: PORT: expected an integer from 0 to 65535, got "abc"'],
    [{ PORT: "99999" }, "ai-gateway-kit mock: PORT: expected an integer from 0 to 65535, got 99999"],
    [{ MOCK_TASK_DURATION_MS: "-1" }, "ai-gateway-kit mock: MOCK_TASK_DURATION_MS: expected an integer ≥ 0, got -1"],
    [{ MOCK_TASK_FAILURE_RATE: "2" }, "ai-gateway-kit mock: MOCK_TASK_FAILURE_RATE: expected a number from 0 to 1, got 2"],
    [{ LOG_LEVEL: "verbose" }, 'ai-gateway-kit mock: LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, got "verbose"'],
    [{ MOCK_TASK_DURATON_MS: "5" }, "ai-gateway-kit mock: MOCK_TASK_DURATON_MS: not a setting of the mock (did you mean MOCK_TASK_DURATION_MS?)"],
  ])("%o", async (env, expected) => {
    expectOneLine(await bin(["mock"], env), expected);
  });

  it("warns of a variable one slip from a setting (PROT for PORT) before it answers the real mistake", async () => {
    const run = await bin(["mock"], { PROT: "4015", PORT: "abc" });
    expect(run.stderr.trim().split("\n")).toEqual([
      "ai-gateway-kit mock: warning: PROT is not a setting of the mock (did you mean PORT?); it is ignored",
      'ai-gateway-kit mock: PORT: expected an integer from 0 to 65535, got "abc"',
    ]);
  });

  it("names the config file and the JSON pointer, and the nearest known key for an unknown one", async () => {
    const config = file("config.json", JSON.stringify({ taskDuration: 100 }));
    expectOneLine(await bin(["mock", "--config", config]), `ai-gateway-kit mock: --config (${config}) at /taskDuration: unknown setting "taskDuration" (did you mean taskDurationMs?)`);
  });

  it("refuses a keys file of the wrong shape instead of starting with no keys", async () => {
    const keys = file("keys-array.json", "[1,2,3]");
    expectOneLine(await bin(["mock"], { MOCK_KEYS_FILE: keys }), `ai-gateway-kit mock: MOCK_KEYS_FILE (${keys}): expected an object, got [1,2,3]`);
    const misspelt = file("keys-key.json", JSON.stringify({ key: { "sk-live-1": "team-default" } }));
    expectOneLine(await bin(["mock"], { MOCK_KEYS_FILE: misspelt }), `ai-gateway-kit mock: MOCK_KEYS_FILE (${misspelt}) at /key: unknown setting "key" (did you mean keys?)`);
  });

  it("names the keys file and the place of malformed JSON", async () => {
    const keys = file("keys-broken.json", '{\n  "keys": { "sk-live-1": "team-default" "sk-live-2": "team-other" }\n}');
    const run = await bin(["mock"], { MOCK_KEYS_FILE: keys });
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toMatch(new RegExp(`^ai-gateway-kit mock: MOCK_KEYS_FILE \\(${keys}\\): not JSON at line 2, column \\d+: `));
  });

  it("says in one line that a config file written as YAML must be JSON", async () => {
    const config = file("config.yaml.json", "port: 4015\ntaskDurationMs: 100\n");
    expectOneLine(await bin(["mock", "--config", config]), `ai-gateway-kit mock: --config (${config}): not JSON at line 1, column 1: this looks like YAML; the file must be JSON ({"name": value, …})`);
  });

  it("reads a config file saved with a byte-order mark and Windows line ends (its setting is then checked)", async () => {
    const config = file("config-bom.json", '\ufeff{\r\n  "port": 99999\r\n}\r\n');
    expectOneLine(await bin(["mock", "--config", config]), `ai-gateway-kit mock: --config (${config}) at /port: expected an integer from 0 to 65535, got 99999`);
  });

  it("names the place and cause of malformed JSON in a scenario file", async () => {
    const scenario = file("scenario.json", '{\n  "name": "storm",\n}');
    expectOneLine(await bin(["mock"], { MOCK_SCENARIO_FILE: scenario, PORT: "0" }), `ai-gateway-kit mock: MOCK_SCENARIO_FILE ${scenario}: not JSON at line 3, column 1: a trailing comma before "}" (JSON allows none)`);
  });

  it("names the models file, the model and the field", async () => {
    const models = file("models.json", JSON.stringify({ models: [{ id: "m", modality: "chat", tool: "chat", provider: "p", pricing: {}, latency_ms: 1 }] }));
    expectOneLine(
      await bin(["mock"], { MOCK_MODELS_FILE: models }),
      `ai-gateway-kit mock: MOCK_MODELS_FILE (${models}) at /models/0/modality: expected one of llm, image, ocr, video, tts, stt, digital_human, got "chat"`,
    );
  });
});

describe("a port in use", () => {
  let holder: Server;
  let port: number;
  beforeAll(async () => {
    holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    port = (holder.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => holder.close(() => resolve())));

  it("is named, with how to choose another", async () => {
    expectOneLine(
      await bin(["mock"], { PORT: String(port) }),
      `ai-gateway-kit mock: port ${port} on 127.0.0.1 is in use: stop what holds it, or choose another port with --port N or PORT=N (0 picks a free one)`,
    );
  });
});

describe("the command line", () => {
  it("answers mock --prot with --port and points at the help", async () => {
    expectOneLine(await bin(["mock", "--prot", "4015"]), "ai-gateway-kit mock: unknown option --prot (did you mean --port?) (see ai-gateway-kit mock --help)");
  });

  it("gives mock its own --help, listing its flags and the MOCK_ variables with defaults", async () => {
    const run = await bin(["mock", "--help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Usage: ai-gateway-kit mock/);
    expect(run.stdout).toMatch(/--task-duration-ms N\s+MOCK_TASK_DURATION_MS\s+.*\(default 5000\)/);
  });

  it("says in one line that contract --har names a file that does not exist", async () => {
    expectOneLine(await bin(["contract", "--har", "/nonexistent.har"], { CONTRACT_REPORT_DIR: join(dir, "reports") }), "ai-gateway-kit contract: --har: no such file /nonexistent.har");
  });
});

describe("a running mock whose files change", () => {
  /** Starts the mock on a free port; resolves with its base URL and a wait for a log line matching a pattern. */
  async function started(env: Record<string, string>) {
    const child = spawn(process.execPath, [BIN, "mock"], { env: { PATH: process.env.PATH, PORT: "0", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    // Stopped however the test ends, a timeout included.
    onTestFinished(() => void child.kill("SIGTERM"));
    let out = "";
    const waiters: { pattern: RegExp; resolve: (line: string) => void }[] = [];
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      out += chunk;
      for (const waiter of [...waiters]) {
        const line = out.split("\n").find((l) => waiter.pattern.test(l));
        if (line) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      }
    });
    const logged = (pattern: RegExp) => new Promise<string>((resolve) => waiters.push({ pattern, resolve }));
    const url = /listening on (http:\/\/\S+)/.exec(await logged(/listening on http/))![1]!;
    // A task the mock never made: 404 for a key it accepts, 401 for one it does not.
    const status = (key: string) => fetch(`${url}/client/v2/ai/tasks/1`, { headers: { authorization: `Bearer ${key}` } }).then((r) => r.status);
    return { child, logged, status };
  }

  it("uses a changed keys file at once, and names a mistake in it while serving the keys read before", async () => {
    const keys = file("live-keys.json", JSON.stringify({ keys: { "sk-live-first": "team-default" } }));
    const mock = await started({ MOCK_KEYS_FILE: keys });
    expect(await mock.status("sk-live-first")).toBe(404);
    writeFileSync(keys, '{ "keys": { "sk-live-second": "team-default", } }');
    const warning = JSON.parse(await mock.logged(/still serving/)) as { level: number; msg: string };
    expect(warning.level).toBe(40);
    expect(warning.msg).toBe(`MOCK_KEYS_FILE (${keys}): not JSON at line 1, column 47: a trailing comma before "}" (JSON allows none); still serving what was read before (the file is read again when saved)`);
    expect(await mock.status("sk-live-first")).toBe(404);
    writeFileSync(keys, JSON.stringify({ keys: { "sk-live-second": "team-default" } }));
    expect(JSON.parse(await mock.logged(/in use now/)).msg).toBe(`MOCK_KEYS_FILE (${keys}) read again: 1 key in use now`);
    expect(await mock.status("sk-live-second")).toBe(404);
    expect(await mock.status("sk-live-first")).toBe(401);
  }, 60_000);

  it("says which settings of a changed config file need a restart", async () => {
    const config = file("live-config.json", JSON.stringify({ taskDurationMs: 100 }));
    const mock = await started({ MOCK_CONFIG_FILE: config });
    expect(await mock.status("sk-mock-default")).toBe(404);
    writeFileSync(config, JSON.stringify({ taskDurationMs: 2500, streamTtftMs: 0 }));
    expect(JSON.parse(await mock.logged(/restart/)).msg).toBe(
      `MOCK_CONFIG_FILE (${config}): taskDurationMs, streamTtftMs changed: restart the mock to apply it (Ctrl-C, then start it again)`,
    );
  }, 60_000);
});
