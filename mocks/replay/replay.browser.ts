/**
 * The browser build's stand-in for replay.ts (scripts/build-browser.ts picks it): recorded
 * fixtures are files in a folder, and a page has no folders.
 */
import type { LoadedFixture } from "../fixtures/fixture.ts";
import type { ReplayOptions, AnswerSource } from "./replay.ts";

export type { ReplayOptions, AnswerSource } from "./replay.ts";

export function loadReplay(_dir: string, _options?: ReplayOptions): AnswerSource {
  throw new Error("[ai-gateway-kit] the browser build cannot replay recorded fixtures (fixturesDir, MOCK_FIXTURES_DIR): they are files; replay them with the HTTP mock.");
}

export function replayFixtures(_fixtures: readonly LoadedFixture[], options?: ReplayOptions): AnswerSource {
  return loadReplay("", options);
}
