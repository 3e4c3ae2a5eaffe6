/** GET /__mock/metrics: Prometheus text, with bounded labels only. */
import { readFileSync } from "node:fs";
import parsePrometheusTextFormat from "parse-prometheus-text-format";
import { describe, expect, it } from "vitest";
import { operations, specEnums } from "../../spec/operations.ts";
import { useGatewayMock } from "../../mocks/testing/vitest.ts";
import { FINDING_CODES } from "../../mocks/verdict/verdict.ts";

const gateway = useGatewayMock({ mode: "msw", baseUrl: "http://metrics.test", onUnhandledRequest: "error" });
const headers = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };
const chat = (extra: Record<string, unknown> = {}) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }], ...extra });

async function metrics(requestHeaders: Record<string, string> = {}): Promise<{ text: string; type: string | null; samples: Map<string, number> }> {
  const res = await fetch(`${gateway.url}/__mock/metrics`, { headers: requestHeaders });
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
    expect(samples.get('gateway_mock_tasks{status="processing"}')).toBe(1);
    expect(samples.get('gateway_mock_tasks{status="completed"}')).toBe(0);
    expect(samples.get('gateway_mock_task_polls_total{status="processing"}')).toBe(1);
    expect(samples.get('gateway_mock_scenario_faults_injected_total{kind="status_429"}')).toBe(1);
    // The chat after the 429 came at once: the verdict's finding is counted.
    expect(samples.get('gateway_mock_client_findings{code="retry-before-retry-after"}')).toBe(1);
    expect(samples.get('gateway_mock_client_findings{code="poll-after-terminal"}')).toBe(0);
    expect(text).toContain("# TYPE gateway_mock_request_duration_ms histogram");
    expect(text).toContain("# TYPE gateway_mock_scenario_faults_injected_total counter");
  });

  it("never labels by model, path or session: unknown paths are operation none", async () => {
    for (let i = 0; i < 5; i++) await fetch(`${gateway.url}/client/v2/ai/nowhere-${i}`, { headers: { ...headers, "x-mock-session": `s-${i}` } });
    await fetch(`${gateway.url}/client/v2/ai/chat/completions`, { method: "POST", headers, body: JSON.stringify(chat({ model: "secret-model-name" })) });
    const { text, samples } = await metrics();
    expect(samples.get('gateway_mock_requests_total{operation="none",status="404"}')).toBe(5);
    expect(text).not.toMatch(/nowhere|secret-model-name|s-1/);
  });
});

/** Submits a video task in a session; `fails`: its outcome is failed (Prefer: task=failed). */
async function submit(session: string, fails = false): Promise<number> {
  const res = await fetch(`${gateway.url}/client/v2/ai/generations`, {
    method: "POST",
    headers: { ...headers, "x-mock-session": session, ...(fails && { prefer: "task=failed" }) },
    body: JSON.stringify({ model: "kling-v1", input: { prompt: "A boat" } }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { task_id: number } }).data.task_id;
}

const tasksByStatus = (samples: Map<string, number>) =>
  Object.fromEntries(specEnums.taskStatuses.map((status) => [status, samples.get(`gateway_mock_tasks{status="${status}"}`)]));

describe("tasks by status", () => {
  it("counts every session's tasks by their status at the mock's clock now, forced statuses included, expired ones not", async () => {
    // Default task duration: 5 s of the mock's clock.
    const completes = await submit("tasks-a");
    await submit("tasks-a", true);
    const forced = await submit("tasks-a");
    const res = await fetch(`${gateway.url}/__mock/tasks/${forced}`, { method: "POST", headers: { ...headers, "x-mock-session": "tasks-a" }, body: JSON.stringify({ status: "failed" }) });
    expect(res.status).toBe(200);
    gateway.clock.advance(2000);
    await submit("tasks-b");
    // t = 2 s: three running (two of tasks-a, the one of tasks-b), one forced failed; all counted without a session header.
    expect(tasksByStatus((await metrics()).samples)).toEqual({ processing: 3, completed: 0, failed: 1 });
    gateway.clock.advance(4000);
    // t = 6 s: tasks-a's ran out (one completed, one failed as drawn), the forced one still failed, tasks-b's runs on.
    expect(tasksByStatus((await metrics({ "x-mock-session": "tasks-b" })).samples)).toEqual({ processing: 1, completed: 1, failed: 2 });
    const polled = (await (await fetch(`${gateway.url}/client/v2/ai/tasks/${completes}`, { headers: { ...headers, "x-mock-session": "tasks-a" } })).json()) as { data: { status: string } };
    expect(polled.data.status).toBe("completed");
    // Past the task TTL (1 h): the state no longer answers for them, and the metrics count none.
    gateway.clock.advance(2 * 60 * 60 * 1000);
    expect(tasksByStatus((await metrics()).samples)).toEqual({ processing: 0, completed: 0, failed: 0 });
  });
});

describe("client findings", () => {
  const scripted429 = { phases: [{ script: [{ operation: "createChatCompletion", statuses: [429 as const] }] }] };
  const chatIn = (session: string) => fetch(`${gateway.url}/client/v2/ai/chat/completions`, { method: "POST", headers: { ...headers, "x-mock-session": session }, body: JSON.stringify(chat()) });

  it("are the verdict over every session's journal, each session judged on its own, for a scraper that names no session", async () => {
    // Two careless clients, each retrying a 429 at once.
    for (const session of ["careless-1", "careless-2"]) {
      await gateway.setScenario(scripted429, session);
      for (let i = 0; i < 2; i++) await chatIn(session);
    }
    // A 429 in one session and an immediate call in another: no client retried anything.
    await gateway.setScenario(scripted429, "refused-once");
    expect((await chatIn("refused-once")).status).toBe(429);
    expect((await chatIn("bystander")).status).toBe(200);
    for (const requestHeaders of [{}, { "x-mock-session": "bystander" }] as Record<string, string>[]) {
      const { samples } = await metrics(requestHeaders);
      expect(samples.get('gateway_mock_client_findings{code="retry-before-retry-after"}')).toBe(2);
      expect(samples.get('gateway_mock_client_findings{code="retry-without-backoff"}')).toBe(0);
    }
    // The per-session verdict is unchanged: one session's findings only.
    const verdict = (await (await fetch(`${gateway.url}/__mock/verdict`, { headers: { "x-mock-session": "careless-1" } })).json()) as { findings: { code: string }[] };
    expect(verdict.findings.map((finding) => finding.code)).toEqual(["retry-before-retry-after"]);
    expect(((await (await fetch(`${gateway.url}/__mock/verdict`)).json()) as { findings: unknown[] }).findings).toEqual([]);
  });
});

/** The bounded sets label values come from. */
const isOperation = (value: string) => value === "none" || operations.has(value);
const isStatus = (value: string) => /^(?:\d{3}|[1-5]xx)$/.test(value);
const isTaskStatus = (value: string) => specEnums.taskStatuses.includes(value);
const isFaultKind = (value: string) => /^(?:status_\d{3}|stream_[a-z]+|task_failed)$/.test(value);
const isFindingCode = (value: string) => (FINDING_CODES as readonly string[]).includes(value);
const isBound = (value: string) => value === "+Inf" || Number.isFinite(Number(value));

/** Every family of the exposition: its type, and its labels (a histogram's `le` aside) with the set each one's values come from. */
const FAMILIES: { name: string; type: string; labels: Record<string, (value: string) => boolean> }[] = [
  { name: "gateway_mock_requests_total", type: "COUNTER", labels: { operation: isOperation, status: isStatus } },
  { name: "gateway_mock_request_duration_ms", type: "HISTOGRAM", labels: { operation: isOperation, status: isStatus } },
  { name: "gateway_mock_streams_open", type: "GAUGE", labels: {} },
  { name: "gateway_mock_tasks", type: "GAUGE", labels: { status: isTaskStatus } },
  { name: "gateway_mock_task_polls_total", type: "COUNTER", labels: { status: isTaskStatus } },
  { name: "gateway_mock_scenario_faults_injected_total", type: "COUNTER", labels: { kind: isFaultKind } },
  { name: "gateway_mock_client_findings", type: "GAUGE", labels: { code: isFindingCode } },
];

describe("the exposition, read by a standard parser (parse-prometheus-text-format)", () => {
  it("has exactly the documented families, types and label names, and no label value from a request's model, path or session", async () => {
    // Odd models, paths and session names first: none of them may reach a label.
    const odd = "odd7f3a";
    await gateway.setScenario({ phases: [{ script: [{ operation: "createChatCompletion", statuses: [429] }] }] }, `session-${odd}`);
    const oddHeaders = { ...headers, "x-mock-session": `session-${odd}` };
    for (let i = 0; i < 2; i++) await fetch(`${gateway.url}/client/v2/ai/chat/completions`, { method: "POST", headers: oddHeaders, body: JSON.stringify(chat()) });
    await fetch(`${gateway.url}/client/v2/ai/chat/completions`, { method: "POST", headers: oddHeaders, body: JSON.stringify(chat({ model: `model-${odd}` })) });
    await fetch(`${gateway.url}/client/v2/ai/path-${odd}/x`, { headers: oddHeaders });
    await fetch(`${gateway.url}/client/v2/ai/tasks/${await submit(`session-${odd}`)}`, { headers: oddHeaders });
    await fetch(`${gateway.url}/client/v2/ai/tasks/987654321`, { headers: oddHeaders });
    const { text } = await metrics({ "x-mock-session": `scraper-${odd}` });
    expect(text).not.toContain(odd);

    const families = parsePrometheusTextFormat(text);
    expect(families.map(({ name, type }) => ({ name, type }))).toEqual(FAMILIES.map(({ name, type }) => ({ name, type })));
    for (const family of families) expect(family.help, family.name).not.toBe("");
    // The parser folds a histogram with labels into one sample and drops its labels (its issue
    // #13, open in 1.1.1), so the labels are read from the same text without its TYPE lines,
    // where every sample line is a sample of its own name with its labels.
    const untyped = parsePrometheusTextFormat(text.replace(/^# TYPE .*\n/gm, ""));
    for (const { name, type, labels } of FAMILIES) {
      const names = type === "HISTOGRAM" ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name];
      const samples = untyped.filter((family) => names.includes(family.name)).flatMap((family) => family.metrics.map((sample) => ({ name: family.name, labels: sample.labels ?? {} })));
      expect(samples.length, name).toBeGreaterThan(0);
      for (const sample of samples) {
        const checks: Record<string, (value: string) => boolean> = sample.name.endsWith("_bucket") ? { ...labels, le: isBound } : labels;
        expect(Object.keys(sample.labels).sort(), sample.name).toEqual(Object.keys(checks).sort());
        for (const [label, value] of Object.entries(sample.labels)) expect(checks[label]!(value), `${sample.name} ${label}="${value}"`).toBe(true);
      }
    }
  });
});

describe("the README", () => {
  it("shows the metrics endpoint in a block that test/docs.test.ts runs against a mock", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const runBlocks = [...readme.matchAll(/^<!-- run -->\n```sh\n([\s\S]*?)\n```$/gm)].map((match) => match[1]!);
    expect(runBlocks.some((block) => /curl [^\n]*\/__mock\/metrics/.test(block))).toBe(true);
  });
});
