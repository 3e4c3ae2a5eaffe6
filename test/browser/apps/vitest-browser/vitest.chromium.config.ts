// The example's configuration (examples/vitest-browser/vitest.config.ts, copied beside this file)
// with what the test machine adds: the Chromium of test/support/chromium.ts, since Playwright
// downloads none, and Vitest's page server on loopback at the free port the test chose. One tab,
// and the file whose start fails first: the example and the controls then run in the tab it
// left, as a user's next test files would.
import { playwright } from "@vitest/browser-playwright";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import example from "./vitest.config.ts";

const { KIT_CHROMIUM, KIT_CHROMIUM_ARGS, KIT_PORT } = process.env;

/** Vitest's own order, but failed-start.test.ts before every other file. */
class FailedStartFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const first = (file: TestSpecification) => (file.moduleId.endsWith("/failed-start.test.ts") ? 0 : 1);
    return (await super.sort(files)).sort((a, b) => first(a) - first(b));
  }
}

export default defineConfig({
  ...example,
  test: {
    ...example.test,
    fileParallelism: false,
    sequence: { sequencer: FailedStartFirst },
    browser: {
      ...example.test?.browser,
      provider: playwright({ launchOptions: { executablePath: KIT_CHROMIUM, args: JSON.parse(KIT_CHROMIUM_ARGS ?? "[]") as string[] } }),
      api: { host: "127.0.0.1", port: Number(KIT_PORT), strictPort: true },
    },
  },
});
