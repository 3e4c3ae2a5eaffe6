import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { LongFirstSequencer } from "./test/support/long-first-sequencer.ts";

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Files that cannot share a process with others, each in a fresh one: module state changed for
 * good on purpose (a registry entry that stays), `vi.mock` of modules other files have loaded
 * already, or a DOM environment's globals.
 */
const OWN_PROCESS = ["spec/parameter-schemas.test.ts", "contract-tests/harness.test.ts", "test/msw/dom-*.test.ts"];

export default defineConfig({
  // The examples import the kit by its package name, as a user's project does; in this checkout
  // those names are the sources (tsconfig.json's paths say the same to the compiler).
  resolve: {
    alias: {
      "ai-gateway-kit/msw": source("./mocks/transports/msw/index.ts"),
      "ai-gateway-kit/testing": source("./mocks/testing/index.ts"),
      "ai-gateway-kit/vitest": source("./mocks/testing/vitest.ts"),
      "ai-gateway-kit/client": source("./client/index.ts"),
      // `@vitest-environment kit-dom`: vitest's jsdom or happy-dom over the kit's sources (the file says why).
      "vitest-environment-kit-dom": source("./test/support/dom-environment.ts"),
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two test files at a time even on a 2-core machine (vitest's default there is one): most
    // files wait on the servers, browsers and packs they spawn, so the run takes about two thirds
    // of the time (324 s against 458–527 s on the CI machine) and stays within its 10 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One `npm pack` per run for the tests that install the packed kit (scripts/pack-install.ts).
    env: { KIT_PACK_RUN: `${process.pid}-${Date.now()}` },
    sequence: { sequencer: LongFirstSequencer },
    projects: [
      {
        // The units: modules called in the test's own process. They share one process per worker
        // (no fresh module graph per file), which took these 120 files from about 160 to 70 s of
        // CPU.
        extends: true,
        test: {
          name: "unit",
          include: ["{client,cli,spec,mocks,scripts,examples,docs}/**/*.test.ts"],
          // examples/vitest-browser runs in Chromium (Vitest Browser Mode), from test/browser/vitest-browser-mode.test.ts.
          exclude: ["**/node_modules/**", ...OWN_PROCESS, "examples/vitest-browser/**"],
          isolate: false,
        },
      },
      {
        // Servers, child processes, browsers, packs and the contract suite. They share a process
        // per worker as the units do: each stops what it started, and a fresh process per file
        // cost some 1.2 s of CPU to start and import (83 short files: 142 s of CPU alone, 45 s shared).
        extends: true,
        test: {
          name: "integration",
          include: ["{test,contract-tests}/**/*.test.ts"],
          // test/browser/apps holds the pages and the in-browser test files that the browser tests build and run in Chromium.
          exclude: ["**/node_modules/**", "test/browser/apps/**", ...OWN_PROCESS],
          isolate: false,
          // Starts one mock for the contract suite (unless CONTRACT_BASE_URL is set) and writes its reports.
          globalSetup: ["contract-tests/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "own-process",
          include: OWN_PROCESS,
          // contract-tests/harness.test.ts reads what the global setup provides.
          globalSetup: ["contract-tests/global-setup.ts"],
        },
      },
    ],
  },
});
