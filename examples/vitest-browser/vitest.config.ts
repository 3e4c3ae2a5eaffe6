// Vitest Browser Mode: the test files run in Chromium, driven by Playwright. Nothing for the
// gateway mock: `ai-gateway-kit/vitest` has a browser build, and Vitest serves MSW's worker script.
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    browser: {
      enabled: true,
      headless: true,
      provider: playwright(),
      instances: [{ browser: "chromium" }],
    },
  },
});
