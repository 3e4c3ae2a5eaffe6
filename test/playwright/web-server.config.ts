// Run by test/playwright/fixture.test.ts: parallel.spec.ts against one mock that Playwright
// itself starts with `webServer` (MOCK_PORT: the port, 4010 unless set), shared by the workers.
import { defineConfig } from "@playwright/test";
import base from "./playwright.config.ts";

// The fixture uses the mock at MOCK_URL; every worker loads this file too and gets the same.
const port = (process.env.MOCK_PORT ??= "4010");
process.env.MOCK_URL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testMatch: "parallel.spec.ts",
  fullyParallel: true,
  webServer: {
    // Unpaced streams: by default the mock paces them in real time (250 ms, then 40 tokens/s).
    command: `npx ai-gateway-kit mock --port ${port} --stream-ttft-ms 0 --stream-tps 0 --log-level warn`,
    url: `${process.env.MOCK_URL}/__mock/health`,
    reuseExistingServer: false,
  },
});
