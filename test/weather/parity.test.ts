/**
 * The same scenario and seed give the same journal over the HTTP server and the MSW handlers:
 * the statuses, the weather each request met (statuses, delays, which streams break and where)
 * and the streams' bytes. Both run on manual clocks started at the same time.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayMock, manualClock, type GatewayMock, type Scenario } from "../../mocks/testing/index.ts";

const START = Date.UTC(2026, 2, 1, 9, 30);
const SCENARIO: Scenario = {
  seed: 42,
  phases: [
    { requests: 4, script: [{ operation: "createChatCompletion", statuses: [429, 200, 503] }] },
    {
      errors: [
        { operation: "createChatCompletion", status: 429, rate: 0.15, retry_after_ms: 1500 },
        { status: 500, rate: 0.1 },
      ],
      stream_faults: [
        { kind: "error", rate: 0.25, after: { min: 0, max: 4 } },
        { kind: "drop", rate: 0.25, after: { min: 1, max: 3 } },
      ],
      tasks: { duration: { lognormal: { median_ms: 5000, sigma: 0.5 } }, failure_rate: 0.4 },
    },
  ],
};

const mocks: Record<"http" | "msw", GatewayMock> = {
  http: gatewayMock({ mode: "http", clock: manualClock(START), scenario: SCENARIO }),
  msw: gatewayMock({ mode: "msw", clock: manualClock(START), scenario: SCENARIO, baseUrl: "http://parity.weather.test", onUnhandledRequest: "bypass" }),
};
beforeAll(async () => {
  await mocks.http.start();
  await mocks.msw.start();
});
afterAll(async () => {
  await mocks.http.stop();
  await mocks.msw.stop();
});

/** A fixed mix of calls; what each answered (a broken stream reads as its bytes up to the break). */
async function drive(gateway: GatewayMock): Promise<string[]> {
  const seen: string[] = [];
  const headers = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };
  for (let i = 0; i < 30; i++) {
    const kind = i % 3;
    const body =
      kind === 2
        ? { model: "kling-v1", input: { prompt: `boat ${i}` } }
        : { model: "gpt-4o-mini", messages: [{ role: "user", content: `Question ${i}` }], stream: kind === 1 };
    const path = kind === 2 ? "/client/v2/ai/generations" : "/client/v2/ai/chat/completions";
    const res = await fetch(`${gateway.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
    let text: string;
    try {
      text = await res.text();
    } catch {
      text = "(connection dropped)";
    }
    seen.push(`${res.status} ${res.headers.get("retry-after") ?? "-"} ${text.includes("[DONE]") ? "done" : text.includes("stream=") ? "error-event" : text === "(connection dropped)" ? "dropped" : "-"}`);
  }
  return seen;
}

describe("a scenario over HTTP and over MSW", () => {
  it("gives the same answers and the same journal", async () => {
    const http = await drive(mocks.http);
    const msw = await drive(mocks.msw);
    expect(msw).toEqual(http);
    const strip = (entries: Awaited<ReturnType<GatewayMock["journal"]>>) => entries.map(({ status, weather, operationId }) => ({ status, weather, operationId }));
    const journal = strip(await mocks.http.journal());
    expect(strip(await mocks.msw.journal())).toEqual(journal);
    // The weather did something of each kind, so the comparison means something.
    const notes = journal.map((entry) => entry.weather ?? "").join(" ");
    for (const kind of ["429", "503", "stream=error-after-", "stream=drop-after-", "task=failed", "task=completed", "task_ms="]) expect(notes).toContain(kind);
  });
});
