// The example's configuration (examples/vitest-browser/vitest.config.ts, copied beside this file)
// with what the test machine adds: the Chromium of test/support/chromium.ts, since Playwright
// downloads none, and Vitest's page server on loopback at the free port the test chose.
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import example from "./vitest.config.ts";

const { KIT_CHROMIUM, KIT_CHROMIUM_ARGS, KIT_PORT } = process.env;

export default defineConfig({
  ...example,
  test: {
    ...example.test,
    browser: {
      ...example.test?.browser,
      provider: playwright({ launchOptions: { executablePath: KIT_CHROMIUM, args: JSON.parse(KIT_CHROMIUM_ARGS ?? "[]") as string[] } }),
      api: { host: "127.0.0.1", port: Number(KIT_PORT), strictPort: true },
    },
  },
});
