/**
 * The configuration files the mock reads, in Node: the built-in model catalog and keys beside
 * this module, and a user's files by path, named with the setting that pointed at them when they
 * are missing or not JSON. `files.browser.ts` is the same surface in a page (built-ins embedded
 * at build time, no user files: keys are given inline there).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { ConfigError, type Where } from "./check.ts";
import { parseJsonText } from "../body/json-text.ts";

/** The built-in model catalog (mocks/config/models.json). */
export function builtInModels(): unknown {
  return JSON.parse(readFileSync(new URL("./models.json", import.meta.url), "utf8"));
}

/** The built-in teams and keys (mocks/config/keys.json). */
export function builtInKeys(): unknown {
  return JSON.parse(readFileSync(new URL("./keys.json", import.meta.url), "utf8"));
}

/**
 * Reads and parses a user's JSON file (MOCK_KEYS_FILE, MOCK_MODELS_FILE, --config), naming it
 * and the setting that pointed at it when it is missing or not JSON (one line: where and the
 * likely cause). A byte-order mark is skipped.
 * @example readJsonFile("keys.json", "MOCK_KEYS_FILE")
 */
export function readJsonFile(path: string, setting: string): unknown {
  const absolute = resolve(path);
  let text: string;
  try {
    text = readFileSync(absolute, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(`${setting}: cannot read ${absolute} (${code === "ENOENT" ? "no such file" : code ?? (error as Error).message})`);
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new ConfigError(`${setting} (${absolute}): ${parsed.problem}`);
  return parsed.value;
}

/** `where` for a file: `MOCK_KEYS_FILE (/abs/keys.json) at /teams/ops`. */
export function inFile(setting: string, path: string, rewrite: (pointer: string) => string = (p) => p): Where {
  return (pointer) => `${setting} (${resolve(path)})${pointer ? ` at ${rewrite(pointer)}` : ""}`;
}
