/** One set of conventions for every command: flags, suggestions, --help with variables and defaults, exit codes. */
import { describe, expect, it } from "vitest";
import { helpText, listenError, parse, runCommand, UsageError, type CommandSpec } from "./args.ts";
import { CONTRACT_COMMAND } from "./contract.ts";
import { MOCK_COMMAND, mockSettings } from "./mock.ts";
import { PROXY_COMMAND, parseProxyArgs, proxyMain } from "./proxy.ts";
import { DRIFT_COMMAND, parseRecordArgs, RECORD_COMMAND } from "./record.ts";
import { nearest } from "../mocks/config/suggest.ts";
import { check } from "../mocks/config/check.ts";
import { mockConfigSchema } from "../mocks/config/config.ts";
import { loadTeams } from "../mocks/config/teams.ts";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const COMMANDS: CommandSpec[] = [MOCK_COMMAND, RECORD_COMMAND, PROXY_COMMAND, DRIFT_COMMAND, CONTRACT_COMMAND];

describe("every command", () => {
  it.each(COMMANDS.map((c) => [c.name, c] as const))("%s answers an unknown flag with the nearest known one", (_, command) => {
    const near = command.options[0]!.flag;
    const typo = `${near.slice(0, -2)}${near.at(-1)}${near.at(-2)}`; // the last two letters swapped
    expect(() => parse(command, [typo, "x"])).toThrow(UsageError);
    expect(() => parse(command, [typo, "x"])).toThrow(`unknown option ${typo} (did you mean ${near}?)`);
  });

  it.each(COMMANDS.filter((c) => c.name !== "drift").map((c) => [c.name, c] as const))("%s takes --port and --host, and PORT and HOST", (_, command) => {
    const port = command.options.find((o) => o.flag === "--port");
    const host = command.options.find((o) => o.flag === "--host");
    expect(port?.env).toBe("PORT");
    expect(host?.env).toBe("HOST");
  });

  it.each(COMMANDS.map((c) => [c.name, c] as const))("%s lists in --help each flag with its variable, and the exit codes", (_, command) => {
    const help = helpText(command);
    for (const option of command.options) {
      const line = help.split("\n").find((l) => l.trimStart().startsWith(option.flag + " ") || l.trim() === option.flag || l.trimStart().startsWith(`${option.flag} `));
      expect(line, option.flag).toBeDefined();
      if (option.env) expect(line, option.flag).toContain(option.env);
      if (option.default) expect(line, option.flag).toContain(`default ${option.default}`);
    }
    expect(help).toContain("Exit status: 0 ok");
    expect(help).toContain("2 could not run");
  });
});

describe("mock's settings", () => {
  it("come from flags over variables, with a flag per setting", () => {
    const settings = mockSettings(["--port", "4015", "--task-duration-ms=100", "--strict", "--fixtures", "fx", "--replay-speed", "2"], { PORT: "4999", MOCK_TASK_DURATION_MS: "7" });
    expect(settings.help).toBe(false);
    if (settings.help) return;
    expect(settings.config).toMatchObject({ port: 4015, taskDurationMs: 100, fixturesStrict: true, fixturesDir: "fx", replaySpeed: 2 });
  });

  it("help lists the MOCK_ variables with their defaults", () => {
    const help = helpText(MOCK_COMMAND);
    expect(help).toMatch(/--task-duration-ms N\s+MOCK_TASK_DURATION_MS\s+.*\(default 5000\)/);
    expect(help).toMatch(/--port N\s+PORT\s+.*\(default 4010\)/);
    expect(help).toMatch(/--config FILE\s+MOCK_CONFIG_FILE/);
  });

  it("name the flag that was given a bad value", () => {
    expect(() => mockSettings(["--port", "abc"], {})).toThrow('--port: expected an integer from 0 to 65535, got "abc"');
    expect(() => mockSettings(["--replay-speed=-1"], {})).toThrow("--replay-speed: expected a number ≥ 0, got -1");
    expect(() => mockSettings(["--replay-speed", "-1"], {})).toThrow('--replay-speed needs a value; write one that starts with "-" as --replay-speed=VALUE');
  });

  it("answer --prot with --port", () => {
    expect(() => mockSettings(["--prot", "4015"], {})).toThrow("unknown option --prot (did you mean --port?)");
  });

  it("name a file setting's mistakes as the user gave it: the flag, the variable or the config file's key", () => {
    const dir = mkdtempSync(join(tmpdir(), "mock-settings-"));
    try {
      const missing = join(dir, "missing.json");
      const messageFor = (argv: string[], env: NodeJS.ProcessEnv) => {
        const settings = mockSettings(argv, env);
        if (settings.help) throw new Error("no settings");
        try {
          loadTeams(settings.config.keysFile);
        } catch (error) {
          return settings.asGiven((error as Error).message);
        }
        throw new Error("the keys file was read");
      };
      expect(messageFor(["--keys", missing], {})).toBe(`--keys: cannot read ${missing} (no such file)`);
      expect(messageFor([], { MOCK_KEYS_FILE: missing })).toBe(`MOCK_KEYS_FILE: cannot read ${missing} (no such file)`);
      const configFile = join(dir, "mock.json");
      writeFileSync(configFile, JSON.stringify({ keysFile: missing }));
      expect(messageFor(["--config", configFile], {})).toBe(`keysFile in ${configFile}: cannot read ${missing} (no such file)`);
      // The variable set it, over the config file's key.
      expect(messageFor(["--config", configFile], { MOCK_KEYS_FILE: missing })).toMatch(/^MOCK_KEYS_FILE: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("mock's --help, which is all an installed package's user has", () => {
  const help = helpText(MOCK_COMMAND);

  it("names every key a --config file may have, as the file's check knows them", () => {
    const listed = help.split("in the same order:\n")[1]!.split("\n\n")[0]!.split(/[\s,]+/).filter(Boolean);
    expect(listed).toEqual(Object.keys(mockConfigSchema().properties!).filter((key) => !key.startsWith("$")));
  });

  it("shows a keys file whose shape the keys file's check accepts", () => {
    const example = /\{"teams".*\}\}/.exec(help)![0];
    expect(() => check("keysFile", JSON.parse(example), () => "help")).not.toThrow();
  });

  it("shows a --config file's keys itself instead of sending the writer to docs/", () => {
    expect(help).not.toContain("keyed as in docs/");
  });

  it("names the configuration page where the installed package has it", () => {
    expect(help).toContain("node_modules/ai-gateway-kit/docs/");
  });
});

describe("record's flags", () => {
  it("read the upstream, the directory, the port and the caps", () => {
    expect(parseRecordArgs(["--upstream", "https://gw.example.com", "--out=fx", "--port", "0", "--max-fixtures", "5", "--redact-field", "ssn"], {})).toMatchObject({
      upstream: "https://gw.example.com",
      out: "fx",
      port: 0,
      maxFixtures: 5,
      secretFields: ["ssn"],
    });
  });

  it("take PORT and HOST as the mock does, a flag winning", () => {
    expect(parseRecordArgs(["--upstream", "http://x"], { PORT: "4031", HOST: "0.0.0.0" })).toMatchObject({ port: 4031, host: "0.0.0.0" });
    expect(parseRecordArgs(["--upstream", "http://x", "--port", "4032"], { PORT: "4031" })).toMatchObject({ port: 4032 });
  });

  it("refuse a missing or non-http upstream, a bad port and unknown options", () => {
    expect(() => parseRecordArgs([], {})).toThrow(/--upstream URL is required/);
    expect(() => parseRecordArgs(["--upstream", "ftp://x"], {})).toThrow(UsageError);
    expect(() => parseRecordArgs(["--upstream", "http://x"], { PORT: "99999" })).toThrow('PORT: expected an integer from 0 to 65535, got "99999"');
    expect(() => parseRecordArgs(["--upstream", "http://x", "--bogus"], {})).toThrow(/unknown option --bogus/);
  });
});

describe("proxy's flags", () => {
  it("read the upstream timeout and the body kept for checking; none given, the proxy's defaults", () => {
    expect(parseProxyArgs(["--upstream", "http://x", "--upstream-timeout-ms", "300", "--max-body-bytes=1024"], {})).toMatchObject({ upstream: "http://x", limits: { upstreamIdleMs: 300, maxBodyBytes: 1024 } });
    expect(parseProxyArgs(["--upstream", "http://x"], {}).limits).toEqual({});
    const help = helpText(PROXY_COMMAND);
    expect(help).toMatch(/--upstream-timeout-ms N\s+.*\(default 120000\)/);
    expect(help).toMatch(/--max-body-bytes N\s+.*\(default 8388608\)/);
  });

  it.each([
    ["--upstream-timeout-ms", "0"],
    ["--upstream-timeout-ms", "soon"],
    ["--max-body-bytes", "-1"],
    ["--max-body-bytes", "1.5"],
  ])("refuse %s %s: one line, exit 2, before anything listens", async (flag, bad) => {
    const lines: string[] = [];
    expect(await runCommand("proxy", () => proxyMain(["--upstream", "http://127.0.0.1:9", "--port", "0", `${flag}=${bad}`], {}), (l) => lines.push(l))).toBe(2);
    expect(lines).toEqual([`ai-gateway-kit proxy: ${flag}: expected an integer from 1 to any, got "${bad}" (see ai-gateway-kit proxy --help)`]);
  });
});

describe("could not run", () => {
  it("is exit status 2 and one line, for the user's mistake and for a bug alike", async () => {
    const lines: string[] = [];
    expect(await runCommand("record", async () => parse(RECORD_COMMAND, ["--uptream", "x"]) && 0, (l) => lines.push(l))).toBe(2);
    expect(await runCommand("record", async () => { throw new Error("boom"); }, (l) => lines.push(l))).toBe(2);
    expect(lines).toEqual(["ai-gateway-kit record: unknown option --uptream (did you mean --upstream?) (see ai-gateway-kit record --help)", "ai-gateway-kit record: could not run: boom"]);
  });

  it("names the port in use and how to choose another", () => {
    const error = Object.assign(new Error("listen EADDRINUSE"), { code: "EADDRINUSE" });
    expect(listenError(error, "127.0.0.1", 4010)).toBe("port 4010 on 127.0.0.1 is in use: stop what holds it, or choose another port with --port N or PORT=N (0 picks a free one)");
  });
});

describe("did you mean", () => {
  it("suggests a near name and nothing for a far one", () => {
    expect(nearest("--prot", ["--port", "--host"])).toBe("--port");
    expect(nearest("--colour-scheme", ["--port", "--host"])).toBeUndefined();
  });
});
