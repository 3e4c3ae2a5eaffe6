/**
 * Writes generated/validators/ (the request validators as Ajv standalone code, for the browser
 * build: spec/standalone.ts) from generated/openapi.json, so it runs after generate-types.ts.
 * `--check` renders in memory and fails when a committed file differs (CI freshness).
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderStandaloneValidators } from "../spec/standalone.ts";

const DIR = new URL("../generated/validators/", import.meta.url);
const files = renderStandaloneValidators();

if (process.argv.includes("--check")) {
  const existing = (() => {
    try {
      return readdirSync(DIR);
    } catch {
      return [];
    }
  })();
  const stale = [...files].filter(([name, text]) => {
    try {
      return readFileSync(new URL(name, DIR), "utf8") !== text;
    } catch {
      return true;
    }
  });
  const extra = existing.filter((name) => !files.has(name));
  for (const [name] of stale) console.error(`${fileURLToPath(new URL(name, DIR))} is stale: run \`npm run generate\` and commit.`);
  for (const name of extra) console.error(`${fileURLToPath(new URL(name, DIR))} is not generated any more: remove it.`);
  if (stale.length > 0 || extra.length > 0) process.exit(1);
  console.log("generated/validators/ is fresh.");
} else {
  mkdirSync(DIR, { recursive: true });
  for (const [name, text] of files) writeFileSync(new URL(name, DIR), text);
  console.log(`wrote ${fileURLToPath(DIR)} (${files.size} files)`);
}
