/**
 * The configuration files the mock reads, in Node: the built-in model catalog and keys beside
 * this module, and a user's files by path. `files.browser.ts` is the same surface in a page
 * (built-ins embedded at build time, no user files: keys are given inline there).
 */
import { readFileSync } from "node:fs";

/** The built-in model catalog (mocks/config/models.json). */
export function builtInModels(): unknown {
  return readJsonFile(new URL("./models.json", import.meta.url));
}

/** The built-in teams and keys (mocks/config/keys.json). */
export function builtInKeys(): unknown {
  return readJsonFile(new URL("./keys.json", import.meta.url));
}

/** A user's JSON file (MOCK_KEYS_FILE, MOCK_MODELS_FILE, MOCK_CONFIG_FILE). */
export function readJsonFile(path: string | URL): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}
