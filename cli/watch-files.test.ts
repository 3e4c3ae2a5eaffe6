import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError } from "../mocks/config/check.ts";
import { watchFiles } from "./watch-files.ts";

const dir = mkdtempSync(join(tmpdir(), "watch-files-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The next line reported, as ["changed" | "wrong", line]. */
function nextReport(path: string, reread: () => string): { line: Promise<[string, string]>; stop: () => void } {
  let stop = () => undefined as void;
  const line = new Promise<[string, string]>((resolve) => {
    stop = watchFiles([{ path, reread }], { changed: (text) => resolve(["changed", text]), wrong: (text) => resolve(["wrong", text]) }, 20);
  });
  return { line, stop };
}

describe("watchFiles()", () => {
  it("reports what a changed file changed", async () => {
    const path = join(dir, "a.json");
    writeFileSync(path, "{}");
    const watch = nextReport(path, () => "a.json read again");
    await new Promise((resolve) => setTimeout(resolve, 60));
    writeFileSync(path, '{"port": 1}');
    expect(await watch.line).toEqual(["changed", "a.json read again"]);
    watch.stop();
  });

  it("reports a mistake in it, and a bug while reading it, without throwing from the timer", async () => {
    for (const [thrown, expected] of [
      [new ConfigError("MOCK_KEYS_FILE (b.json): not JSON"), "MOCK_KEYS_FILE (b.json): not JSON"],
      [new TypeError("boom"), `${join(dir, "b.json")}: could not be read again: boom`],
    ] as const) {
      const path = join(dir, "b.json");
      writeFileSync(path, "{}");
      const watch = nextReport(path, () => {
        throw thrown;
      });
      await new Promise((resolve) => setTimeout(resolve, 60));
      writeFileSync(path, `{"changed": "${expected.length}"}`);
      expect(await watch.line).toEqual(["wrong", expected]);
      watch.stop();
    }
  });
});
