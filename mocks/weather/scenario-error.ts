/**
 * The error of a scenario that is not one. Its own module: the control surface tells it apart
 * at start, while the browser build loads the scenario checker only with the first scenario.
 */

/** A scenario that is not one; `path` is where (a JSON pointer, "" for the whole). */
export class ScenarioError extends Error {
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(`scenario${path}: ${problem}`);
    this.name = "ScenarioError";
  }
}
