// Two tests that run at the same time (two workers), each on its own session of the gateway
// mock through the ai-gateway-kit/playwright fixture: each sees its own task only, and moves the
// clock to complete it. With MOCK_URL both share one mock, and each waits until the other has made
// its task before it looks, so a leak between sessions would show.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { expect, test } from "ai-gateway-kit/playwright";

const PAGE = readFileSync(new URL("./page.html", import.meta.url), "utf8");

// The app's own server, on loopback like the mock (Chromium refuses a public page's requests to loopback).
let app: Server;
let APP: string;
test.beforeAll(async () => {
  app = createServer((_request, response) => response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(PAGE));
  await new Promise<void>((resolve) => app.listen(0, "127.0.0.1", resolve));
  APP = `http://127.0.0.1:${(app.address() as { port: number }).port}/`;
});
test.afterAll(async () => {
  await new Promise((resolve) => app.close(resolve));
});

for (const name of ["first", "second"]) {
  test(`the ${name} test sees only its own video task and completes it by moving the clock`, async ({ page, gateway }) => {
    await page.goto(`${APP}?api=${encodeURIComponent(`${gateway.url}/client/v2/ai`)}&key=${gateway.keys.default}`);
    await expect(page.locator("#task")).toHaveAttribute("data-state", /queued|processing/);
    const taskId = Number(await page.locator("#task").getAttribute("data-task-id"));

    if (process.env.MOCK_URL) {
      // Both tests have made their task on the shared mock (the next id has moved past both: it
      // never goes back, whereas the other test's task may already be gone with its session's
      // reset when this one looks).
      await expect.poll(async () => ((await (await fetch(`${gateway.url}/__mock/stats`)).json()) as { store: { nextTaskId: number } }).store.nextTaskId, { timeout: 15_000 }).toBeGreaterThanOrEqual(1003);
    }
    expect((await gateway.tasks()).map((task) => task.task_id)).toEqual([taskId]);
    expect((await gateway.journal()).map((entry) => `${entry.method} ${entry.path}`)).toEqual(["POST /client/v2/ai/generations"]);

    await gateway.clock.advance(5000);
    await page.click("#refresh");
    await expect(page.locator("#task")).toHaveAttribute("data-state", "completed");
    expect((await gateway.tasks()).map((task) => [task.task_id, task.status])).toEqual([[taskId, "completed"]]);
  });
}
