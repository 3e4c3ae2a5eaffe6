/**
 * The bin in a git checkout: the same dispatch table as in the package (test/packaging.test.ts
 * runs the installed one), with each command run from its TypeScript source through tsx.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const BIN = fileURLToPath(new URL("../bin/ai-gateway-kit.mjs", import.meta.url));
const exec = promisify(execFile);

function bin(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return exec(process.execPath, [BIN, ...args], { timeout: 60_000 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code ?? -1, stdout: error.stdout ?? "", stderr: error.stderr ?? "" }),
  );
}

describe("the ai-gateway-kit bin in a checkout", () => {
  it("lists its commands with --help and with no command", async () => {
    for (const args of [["--help"], []]) {
      const { code, stdout } = await bin(...args);
      expect(code).toBe(0);
      expect(stdout).toMatch(/^\s+mock\s+serve the mock/m);
      expect(stdout).toMatch(/^\s+contract\s+run the contract suite/m);
    }
  });

  it("runs a command from its TypeScript source: contract --help prints the suite's options", async () => {
    const { code, stdout } = await bin("contract", "--help");
    expect(code).toBe(0);
    expect(stdout).toContain("--base-url");
  });

  it("refuses an unknown command and an unknown mock option with exit status 2", async () => {
    const command = await bin("record-everything");
    expect(command.code).toBe(2);
    expect(command.stderr).toContain('unknown command "record-everything"');
    const option = await bin("mock", "--verbose");
    expect(option.code).toBe(2);
    expect(option.stderr).toMatch(/unknown option "?--verbose/);
  });
});
