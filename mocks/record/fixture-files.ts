/**
 * Reading fixtures from a directory, each checked against `spec/fixtures.schema.json` on load:
 * a hand-edited file with a typo fails at start-up naming the file and the field, not later as
 * a request that silently stopped matching.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import type { ErrorObject, ValidateFunction } from "ajv/dist/2020.js";
import { DRIFT_REPORT_FILE, type Fixture, type LoadedFixture } from "./fixture.ts";

const SCHEMA_URL = new URL("../../spec/fixtures.schema.json", import.meta.url);
// Most fixtures directories hold tens of files; a runaway directory should not take the mock down.
const MAX_FILES = 10_000;
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** A fixture that is not valid JSON or does not match the fixture schema. */
export class FixtureError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`[fixtures] ${file}: ${problems.join("; ")}`);
    this.name = "FixtureError";
  }
}

let validators: { exchange: ValidateFunction; task: ValidateFunction } | undefined;

/**
 * The schema's two branches, compiled (Ajv loads only when fixtures are used). Each fixture is
 * checked against the branch of its own `kind`: the errors of the other branch would only say
 * that it is not the other kind.
 */
function fixtureValidators(): { exchange: ValidateFunction; task: ValidateFunction } {
  if (validators) return validators;
  const require = createRequire(import.meta.url);
  const { Ajv2020 } = require("ajv/dist/2020") as typeof import("ajv/dist/2020.js");
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const schema = JSON.parse(readFileSync(SCHEMA_URL, "utf8")) as { $id: string };
  ajv.addSchema(schema);
  validators = { exchange: ajv.getSchema(`${schema.$id}#/$defs/exchange`)!, task: ajv.getSchema(`${schema.$id}#/$defs/task`)! };
  return validators;
}

function describe(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).slice(0, 5).map((e) => {
    const extra = (e.params as { additionalProperty?: string }).additionalProperty;
    return `${e.instancePath || "/"} ${e.message ?? "is invalid"}${extra ? ` (${extra})` : ""}`;
  });
}

/** Parses and checks one fixture's text; throws a FixtureError naming the file. */
export function parseFixture(text: string, file: string): Fixture {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new FixtureError(file, [`not valid JSON (${(error as Error).message})`]);
  }
  const kind = (value as { kind?: unknown } | null)?.kind;
  if (kind !== "exchange" && kind !== "task") throw new FixtureError(file, [`/kind must be "exchange" or "task"`]);
  const validate = fixtureValidators()[kind];
  if (!validate(value)) throw new FixtureError(file, describe(validate.errors));
  return value as Fixture;
}

/** Every `*.json` fixture under a directory (recursively, sorted by path), validated. */
export function loadFixtures(dir: string): LoadedFixture[] {
  const files: string[] = [];
  const walk = (at: string, depth: number) => {
    if (depth > 4) return;
    for (const entry of readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(at, entry.name);
      if (entry.isDirectory()) walk(full, depth + 1);
      else if (entry.isFile() && entry.name.endsWith(".json") && entry.name !== DRIFT_REPORT_FILE) files.push(full);
      if (files.length > MAX_FILES) throw new FixtureError(relative(dir, full), [`more than ${MAX_FILES} fixture files`]);
    }
  };
  walk(dir, 0);
  return files.map((full) => {
    const file = relative(dir, full).split(sep).join("/");
    if (statSync(full).size > MAX_FILE_BYTES) throw new FixtureError(file, [`larger than ${MAX_FILE_BYTES} bytes`]);
    return { file, fixture: parseFixture(readFileSync(full, "utf8"), file) };
  });
}
