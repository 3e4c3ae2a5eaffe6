// Six tests, two at a time, against one mock that Playwright starts (web-server.config.ts), each on its
// own session through the ai-gateway-kit/playwright fixture: each completes its video task by
// moving the clock, streams a chat, forces an error on its page's next chat (gateway.force), has
// one refused by the page's own Prefer, and finds exactly its own requests in the journal. The clock is the shared mock's: a test asserts only what its own move guarantees
// (its task is done after the full duration), not that the task is still processing. Six, not more:
// the config's two workers run two at once whatever the count, and each runs several in a row,
// which shows that a test's session starts empty after its worker's last one. The twenty this file had
// cost 27 s of CPU against 12 s for six, on a busy 2-core machine, and showed nothing more.
import { expect, test } from "ai-gateway-kit/playwright";
import { serveAppPage } from "./app-page.ts";

const appUrl = serveAppPage();

for (let n = 1; n <= 6; n++) {
  test(`test ${n} completes its task, streams, is refused and journals only its own requests`, async ({ page, gateway }) => {
    await page.goto(`${appUrl()}?api=${encodeURIComponent(`${gateway.url}/client/v2/ai`)}&key=${gateway.keys.default}`);
    await expect(page.locator("#task")).toHaveAttribute("data-task-id", /\d+/);
    const taskId = Number(await page.locator("#task").getAttribute("data-task-id"));

    await gateway.clock.advance(5000); // the task's whole duration: done, whoever else moved the clock
    await page.click("#refresh");
    await expect(page.locator("#task")).toHaveAttribute("data-state", "completed");
    await page.click("#chat");
    // The mock's first composed reply loads the chat's reply modules from sources (base-url.spec.ts says why this waits longer).
    await expect(page.locator("#answer")).toHaveAttribute("data-state", "done", { timeout: 20_000 });
    // This page's next chat only: the tests beside it, on the same mock, are not touched.
    const forced = n % 2 === 0 ? 503 : 500;
    gateway.force("createChatCompletion", forced, { times: 1 });
    await page.click("#chat");
    await expect(page.locator("#answer")).toHaveAttribute("data-state", String(forced));
    await page.click("#busy");
    await expect(page.locator("#refused")).toHaveAttribute("data-state", /^429 \d+$/);

    const journal = (await gateway.journal()).map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
    expect(journal).toEqual([
      "POST /client/v2/ai/generations 200",
      `GET /client/v2/ai/tasks/${taskId} 200`,
      "POST /client/v2/ai/chat/completions 200",
      `POST /client/v2/ai/chat/completions ${forced}`,
      "POST /client/v2/ai/chat/completions 429",
    ]);
    expect((await gateway.tasks()).map((task) => [task.task_id, task.status])).toEqual([[taskId, "completed"]]);
  });
}
