import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const source = (path: string) => fileURLToPath(new URL(path, import.meta.url));

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
    include: ["{client,cli,spec,mocks,contract-tests,scripts,examples,test,docs}/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Two test files at a time even on a 2-core machine (vitest's default there is one): most
    // files wait on the servers, browsers and packs they spawn, so the run takes about two thirds
    // of the time (324 s against 458–527 s on the CI machine) and stays within its 10 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One `npm pack` per run for the tests that install the packed kit (scripts/pack-install.ts).
    env: { KIT_PACK_RUN: `${process.pid}-${Date.now()}` },
    // Starts one mock for the contract suite (unless CONTRACT_BASE_URL is set) and writes its reports.
    globalSetup: ["contract-tests/global-setup.ts"],
  },
});
