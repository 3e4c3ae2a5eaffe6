import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { LONG_FILES } from "./long-first-sequencer.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

it("names only test files that exist, each once: a renamed long file would start last again, unnoticed", () => {
  expect(LONG_FILES.filter((file) => !existsSync(ROOT + file))).toEqual([]);
  expect(new Set(LONG_FILES).size).toBe(LONG_FILES.length);
  expect(LONG_FILES.every((file) => file.endsWith(".test.ts"))).toBe(true);
});
