// An app that calls the gateway at a fixed base URL under the ai-gateway-kit/playwright fixture's
// `gatewayBaseUrl`: `/api` on its own origin (beside Playwright's baseURL, as a dev server's proxy
// would serve it; here nothing answers there but the page), and a made-up https:// host (as the
// real gateway's URL). The page's requests there reach the worker's own mock, in the test's
// session. Two tests at once, each with its worker's mock: the clock is the test's own (4999 ms
// leave its task processing, whatever the other test moves), and a scenario, a forced error and
// the verdict act on this test's page only.
import { expect, test } from "ai-gateway-kit/playwright";
import { serveAppPage } from "./app-page.ts";

const appUrl = serveAppPage();

for (const appGateway of ["/api", "https://gateway.example.test/client/v2/ai"]) {
  test.describe(appGateway, () => {
    // The app's origin is known once beforeAll has started it: a fixture function reads it then.
    test.use({ baseURL: async ({}, use) => use(appUrl()), gatewayBaseUrl: appGateway });

    test(`a page that calls the app's gateway URL meets its own mock, clock, scenario and verdict`, async ({ page, gateway }) => {
      await page.goto(`/?api=${encodeURIComponent(appGateway)}&key=${gateway.keys.default}`);
      await expect(page.locator("#task")).toHaveAttribute("data-state", /queued|processing/);
      const taskId = Number(await page.locator("#task").getAttribute("data-task-id"));

      // Each refresh waits for its answer: the state already reads "processing" before the first
      // one, whose request, still on its way, would otherwise be counted in the scenario below.
      const refresh = () => Promise.all([page.waitForResponse((response) => response.url().endsWith(`/tasks/${taskId}`)), page.click("#refresh")]);
      await gateway.clock.advance(4999);
      await refresh();
      await expect(page.locator("#task")).toHaveAttribute("data-state", "processing");
      await gateway.clock.advance(1);
      await refresh();
      await expect(page.locator("#task")).toHaveAttribute("data-state", "completed");

      // The first chat is refused; the page asks again at once, long before the Retry-After.
      await gateway.setScenario({ seed: 1, phases: [{ requests: 1, script: [{ operation: "createChatCompletion", statuses: [429], retry_after_ms: 60_000 }] }, {}] });
      await page.click("#chat");
      await expect(page.locator("#answer")).toHaveAttribute("data-state", "429");
      await page.click("#chat");
      // The worker's first composed reply loads the chat's reply modules, which Playwright
      // transpiles from this checkout's sources on first use (a user's installed kit is compiled
      // JavaScript): seconds on a busy machine with a cold transform cache, so more than the 5 s default (within the test's own 30 s).
      await expect(page.locator("#answer")).toHaveAttribute("data-state", "done", { timeout: 20_000 });
      gateway.force("createChatCompletion", 503, { times: 1 });
      await page.click("#chat");
      await expect(page.locator("#answer")).toHaveAttribute("data-state", "503");

      // The two refreshes were 1 ms of the clock apart, and some real time: too fast for a floor of a minute.
      expect((await gateway.verdict({ pollFloorMs: 60_000 })).findings.map((finding) => finding.code)).toEqual(["poll-faster-than-floor", "retry-before-retry-after"]);
      expect((await gateway.verdict({ pollFloorMs: 1 })).findings.map((finding) => finding.code)).toEqual(["retry-before-retry-after"]);
      expect((await gateway.journal()).map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
        "POST /client/v2/ai/generations 200",
        `GET /client/v2/ai/tasks/${taskId} 200`,
        `GET /client/v2/ai/tasks/${taskId} 200`,
        "POST /client/v2/ai/chat/completions 429",
        "POST /client/v2/ai/chat/completions 200",
        "POST /client/v2/ai/chat/completions 503",
      ]);
    });
  });
}
