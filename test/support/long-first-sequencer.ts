/**
 * The order test files start in: the long ones first, then vitest's own order. With no results
 * cached (a fresh clone, as CI runs it), vitest starts the largest files first, and a short file
 * can run for a minute: one of them started last ran alone at the end for 40 s while the other
 * worker had nothing left. After a run, vitest's cache knows the durations and these files lead
 * anyway; the list only matters where there is no cache.
 */
import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Each takes 10–90 s (installs a packed kit, drives browsers, or runs the whole contract suite many times), longest first. */
export const LONG_FILES = [
  "test/packaging.test.ts",
  "contract-tests/self-test/mutation.test.ts",
  "contract-tests/self-test/legal-variants.test.ts",
  "test/playwright/fixture.test.ts",
  "test/browser/bundlers.test.ts",
  "test/browser/msw3.test.ts",
  "test/state/replicas.test.ts",
  "test/first-hour.test.ts",
  "test/browser/vitest-browser-mode.test.ts",
  "test/jest.test.ts",
  "contract-tests/key-lacks.test.ts",
  "test/robustness/fuzz.test.ts",
  "test/browser/two-workers.test.ts",
  "contract-tests/self-test/prism.test.ts",
  "test/types/peer-entries.test.ts",
  "test/weather/scenario.test.ts",
  "contract-tests/live-run.test.ts",
  "test/verdict/abandoned-stream.test.ts",
];

export class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONG_FILES.indexOf(relative(file.project.config.root, file.moduleId).split("\\").join("/"));
      return index === -1 ? LONG_FILES.length : index;
    };
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the rest keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
