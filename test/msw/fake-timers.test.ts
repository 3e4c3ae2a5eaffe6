/**
 * Time under vitest's fake timers instead of a manual clock: the mock runs on the system clock,
 * which reads Date.now(), so `vi.advanceTimersByTime` finishes a task without waiting.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { systemClock } from "../../mocks/state/clock.ts";
import { useGatewayMock } from "../../mocks/testing/vitest.ts";

const gateway = useGatewayMock({ clock: systemClock(), taskDurationMs: 5000, onUnhandledRequest: "error" });

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
});

afterAll(() => {
  vi.useRealTimers();
});

it("completes a task when fake timers move Date.now past its duration", async () => {
  const headers = { Authorization: `Bearer ${gateway.keys.default}`, "Content-Type": "application/json" };
  const submit = await fetch(`${gateway.url}/client/v2/ai/generations`, {
    method: "POST",
    headers,
    body: JSON.stringify({ model: "kling-v1", input: { prompt: "Waves" } }),
  });
  const { data } = (await submit.json()) as { data: { task_id: number } };
  const status = async () =>
    ((await (await fetch(`${gateway.url}/client/v2/ai/tasks/${data.task_id}`, { headers })).json()) as { data: { status: string } }).data.status;
  expect(await status()).toBe("processing");
  vi.advanceTimersByTime(5000);
  expect(await status()).toBe("completed");
});
