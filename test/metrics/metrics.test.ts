/** GET /__mock/metrics: Prometheus text, with bounded labels only. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { useGatewayMock } from "../../mocks/testing/vitest.ts";

const gateway = useGatewayMock({ mode: "msw", baseUrl: "http://metrics.test", onUnhandledRequest: "error" });
const headers = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };
const chat = (extra: Record<string, unknown> = {}) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }], ...extra });

async function metrics(): Promise<{ text: string; type: string | null; samples: Map<string, number> }> {
  const res = await fetch(`${gateway.url}/__mock/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  const samples = new Map<string, number>();
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("# HELP ") || line.startsWith("# TYPE ")) continue;
    // Every sample line: a name, optional labels, a number (the exposition format).
    const match = /^([a-z_]+(?:\{[a-z_]+="[^"]*"(?:,[a-z_]+="[^"]*")*\})?) (-?\d+(?:\.\d+)?)$/.exec(line);
    expect(match, line).not.toBeNull();
    samples.set(match![1]!, Number(match![2]));
  }
  return { text, type: res.headers.get("content-type"), samples };
}

describe("GET /__mock/metrics", () => {
  it("counts requests by operation and status, with a latency histogram, streams, polls, faults and findings", async () => {
    await gateway.setScenario({ phases: [{ script: [{ operation: "createChatCompletion", statuses: [429] }] }] });
    for (let i = 0; i < 3; i++) await fetch(`${gateway.url}/client/v2/ai/chat/completions`, { method: "POST", headers, body: JSON.stringify(chat()) });
    const submitted = (await (await fetch(`${gateway.url}/client/v2/ai/generations`, { method: "POST", headers, body: JSON.stringify({ model: "kling-v1", input: { prompt: "A boat" } }) })).json()) as {
      data: { task_id: number };
    };
    await fetch(`${gateway.url}/client/v2/ai/tasks/${submitted.data.task_id}`, { headers });
    const { type, samples, text } = await metrics();
    expect(type).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(samples.get('gateway_mock_requests_total{operation="createChatCompletion",status="429"}')).toBe(1);
    expect(samples.get('gateway_mock_requests_total{operation="createChatCompletion",status="200"}')).toBe(2);
    expect(samples.get('gateway_mock_request_duration_ms_count{operation="createChatCompletion",status="200"}')).toBe(2);
    expect(samples.get('gateway_mock_request_duration_ms_bucket{operation="createChatCompletion",status="200",le="+Inf"}')).toBe(2);
    expect(samples.get("gateway_mock_streams_open")).toBe(0);
    expect(samples.get("gateway_mock_tasks")).toBe(1);
    expect(samples.get('gateway_mock_task_polls_total{status="processing"}')).toBe(1);
    expect(samples.get('gateway_mock_scenario_faults_injected{kind="status_429"}')).toBe(1);
    // The chat after the 429 came at once: the verdict's finding is counted.
    expect(samples.get('gateway_mock_client_findings{code="retry-before-retry-after"}')).toBe(1);
    expect(samples.get('gateway_mock_client_findings{code="poll-after-terminal"}')).toBe(0);
    expect(text).toContain("# TYPE gateway_mock_request_duration_ms histogram");
  });

  it("never labels by model, path or session: unknown paths are operation none", async () => {
    for (let i = 0; i < 5; i++) await fetch(`${gateway.url}/client/v2/ai/nowhere-${i}`, { headers: { ...headers, "x-mock-session": `s-${i}` } });
    await fetch(`${gateway.url}/client/v2/ai/chat/completions`, { method: "POST", headers, body: JSON.stringify(chat({ model: "secret-model-name" })) });
    const { text, samples } = await metrics();
    expect(samples.get('gateway_mock_requests_total{operation="none",status="404"}')).toBe(5);
    expect(text).not.toMatch(/nowhere|secret-model-name|s-1/);
  });
});

describe("the README", () => {
  it("shows the metrics endpoint in a block that test/docs.test.ts runs against a mock", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const runBlocks = [...readme.matchAll(/^<!-- run -->\n```sh\n([\s\S]*?)\n```$/gm)].map((match) => match[1]!);
    expect(runBlocks.some((block) => /curl [^\n]*\/__mock\/metrics/.test(block))).toBe(true);
  });
});
