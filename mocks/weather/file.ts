/** A scenario file (MOCK_SCENARIO_FILE) read and checked at start; Node only (the HTTP server imports it). */
import { readFileSync } from "node:fs";
import { parseJsonText } from "../config/json-text.ts";
import type { WeatherBook } from "./book.ts";
import { ScenarioError } from "./scenario.ts";

/** A scenario file that cannot be used: says which file and where in it (the CLI exits 2). */
export class ScenarioFileError extends Error {
  constructor(file: string, detail: string) {
    super(`MOCK_SCENARIO_FILE ${file}: ${detail}`);
    this.name = "ScenarioFileError";
  }
}

/** Reads the file and makes its scenario the default of every session. */
export async function loadScenarioFile(file: string, book: WeatherBook): Promise<void> {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new ScenarioFileError(file, (error as Error).message);
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new ScenarioFileError(file, parsed.problem);
  const value = parsed.value;
  try {
    await book.setDefault(value);
  } catch (error) {
    if (error instanceof ScenarioError) throw new ScenarioFileError(file, `${error.path || "/"}: ${error.problem}`);
    throw error;
  }
}
