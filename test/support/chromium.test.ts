import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { findChromium, systemChromium } from "./chromium.ts";

const dir = mkdtempSync(join(tmpdir(), "chromium-resolver-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeBinary(name: string, mode: number): string {
  const path = join(dir, name);
  writeFileSync(path, "#!/bin/sh\n");
  chmodSync(path, mode);
  return path;
}

describe("finding a Chromium for the browser tests", () => {
  it("takes CHROMIUM_PATH first, even when a system Chromium is on the PATH", async () => {
    const configured = fakeBinary("my-chrome", 0o755);
    fakeBinary("chromium", 0o755);
    await expect(findChromium({ CHROMIUM_PATH: configured, PATH: dir })).resolves.toEqual({ executablePath: configured, source: "CHROMIUM_PATH" });
  });

  it("refuses a CHROMIUM_PATH that is not executable, naming it", async () => {
    const notExecutable = fakeBinary("not-executable", 0o644);
    await expect(findChromium({ CHROMIUM_PATH: notExecutable, PATH: "" })).rejects.toThrow(`CHROMIUM_PATH=${notExecutable}`);
  });

  it("finds a system chromium on the PATH and skips files that cannot run", () => {
    const other = mkdtempSync(join(dir, "bin-"));
    writeFileSync(join(other, "chromium"), "not runnable");
    chmodSync(join(other, "chromium"), 0o644);
    expect(systemChromium(`${other}:${dir}`)).toBe(join(dir, "chromium"));
    expect(systemChromium(other)).toBeUndefined();
  });
});
