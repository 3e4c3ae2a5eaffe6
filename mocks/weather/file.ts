/** A scenario file (MOCK_SCENARIO_FILE) read and checked at start; Node only (the HTTP server imports it). */
import { readFileSync } from "node:fs";
import { parseJsonText } from "../body/json-text.ts";
import type { OperationTable } from "../../spec/operations.ts";
import type { WeatherBook } from "./book.ts";
import { checkScenario, ScenarioError } from "./scenario.ts";

/** A scenario file that cannot be used: says which file and where in it (the CLI exits 2). */
export class ScenarioFileError extends Error {
  constructor(file: string, detail: string) {
    super(`MOCK_SCENARIO_FILE ${file}: ${detail}`);
    this.name = "ScenarioFileError";
  }
}

/** Reads the file and makes its scenario the default of every session. */
export async function loadScenarioFile(file: string, book: WeatherBook): Promise<void> {
  await named(file, book.setDefault(readScenario(file)));
}

/** Checks the file as a start would, without applying it (a running mock whose file changed). */
export async function checkScenarioFile(file: string, operations: OperationTable): Promise<void> {
  await named(file, checkScenario(readScenario(file), operations));
}

function readScenario(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ScenarioFileError(file, (error as Error).message);
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new ScenarioFileError(file, parsed.problem);
  return parsed.value;
}

/** A scenario's mistake as a ScenarioFileError naming the file and the JSON pointer. */
async function named(file: string, checking: Promise<unknown>): Promise<void> {
  try {
    await checking;
  } catch (error) {
    if (error instanceof ScenarioError) throw new ScenarioFileError(file, `${error.path || "/"}: ${error.problem}`);
    throw error;
  }
}
