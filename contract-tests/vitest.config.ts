/**
 * The contract suite's own vitest config (used by `npm run contract`): only the
 * *.contract.test.ts files, in a fixed order, in one worker sharing modules so
 * CONTRACT_MAX_REQUESTS caps the whole run, and the global setup that starts a mock only when
 * CONTRACT_BASE_URL is unset.
 */
import { fileURLToPath } from "node:url";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

const ORDER = ["createChatCompletion", "createGeneration", "getTask", "recognizeImageText", "listUsers", "protocol"];

/** Files in the report's order, so a request cap always cuts the same cases. */
class GroupOrder extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => ORDER.findIndex((group) => file.moduleId.endsWith(`/${group}.contract.test.ts`));
    return [...files].sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  root: fileURLToPath(new URL("..", import.meta.url)),
  test: {
    include: ["contract-tests/*.contract.test.ts"],
    globalSetup: ["contract-tests/global-setup.ts"],
    pool: "forks",
    isolate: false,
    fileParallelism: false,
    maxConcurrency: 8,
    sequence: { sequencer: GroupOrder },
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
