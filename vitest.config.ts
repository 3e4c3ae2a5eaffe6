import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{spec,mocks,contract-tests,scripts,examples,test}/**/*.test.ts"],
    exclude: ["**/node_modules/**"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Starts one mock for the contract suite (unless CONTRACT_BASE_URL is set) and writes its reports.
    globalSetup: ["contract-tests/global-setup.ts"],
  },
});
