// Run by test/playwright/fixture.test.ts (sessions.spec.ts, and base-url.spec.ts and request.spec.ts with a mock per worker): two workers, the Chromium the other browser tests use (no `playwright install`).
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS } from "../support/gateway-page.ts";
import { findChromium } from "../support/chromium.ts";

const { executablePath } = await findChromium();

export default defineConfig({
  testDir: ".",
  // base-url.spec.ts keeps the clock to each test: a mock per worker (no MOCK_URL) only; so does request.spec.ts.
  testMatch: process.env.MOCK_URL ? "sessions.spec.ts" : ["sessions.spec.ts", "base-url.spec.ts", "request.spec.ts"],
  workers: 2,
  fullyParallel: true,
  retries: 0,
  outputDir: join(tmpdir(), "ai-gateway-kit-playwright-results"),
  use: { browserName: "chromium", launchOptions: { executablePath, args: CHROMIUM_ARGS } },
});
