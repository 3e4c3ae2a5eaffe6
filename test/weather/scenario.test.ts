/**
 * Scenarios ("weather"): a seeded fault timeline per session decides, per request, what a
 * `Prefer` control would; the core does the rest. Run over the testing helper (MSW) with a
 * manual clock, so time moves only when a test moves it.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { gatewayMock, type Scenario } from "../../mocks/testing/index.ts";
import { PRESETS } from "../../mocks/weather/presets.ts";

const gateway = gatewayMock({ mode: "msw", onUnhandledRequest: "error", baseUrl: "http://weather.test" });
beforeAll(gateway.start);
afterEach(gateway.reset);
afterAll(gateway.stop);

const KEY = "sk-mock-default";
const chat = (extra: Record<string, unknown> = {}) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }], ...extra });

function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${gateway.url}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
const setScenario = (scenario: unknown, session?: string) => post("/__mock/scenario", scenario, session ? { "x-mock-session": session } : {});
const chatCall = (headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) => post("/client/v2/ai/chat/completions", chat(extra), headers);

describe("POST /__mock/scenario", () => {
  it("scripts a sequence: the next 3 createChatCompletion calls answer 429 with the scenario's Retry-After, then succeed", async () => {
    const set = await setScenario({ phases: [{ script: [{ operation: "createChatCompletion", statuses: [429, 429, 429], retry_after_ms: 2500 }] }] });
    expect(set.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await chatCall();
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("retry-after")).toBe("3");
        expect(res.headers.get("retry-after-ms")).toBe("2500");
      }
    }
    expect(statuses).toEqual([429, 429, 429, 200, 200]);
    expect((await gateway.journal()).map((entry) => entry.weather ?? null)).toEqual(["429", "429", "429", null, null]);
  });

  it("words the weather's errors as the gateway's, naming the scenario; a request's own Prefer still names the control", async () => {
    await setScenario({
      phases: [
        { requests: 2, script: [{ operation: "createChatCompletion", statuses: [429, 503], retry_after_ms: 2500 }] },
        { stream_faults: [{ kind: "error", rate: 1, after: { min: 1, max: 1 } }] },
      ],
    });
    const error = async (res: Response) => ((await res.json()) as { error: { message: string; code: string } }).error;
    expect(await error(await chatCall())).toMatchObject({ code: "rate_limited", message: "Too many requests; retry after 3 s. Injected by the session's scenario (phase 1)." });
    // A gateway out of service, not the mock's shared state (state_unavailable is Redis down alone),
    // saying when to come back with the scenario's Retry-After.
    const unavailable = await chatCall();
    expect([unavailable.headers.get("retry-after"), unavailable.headers.get("retry-after-ms")]).toEqual(["3", "2500"]);
    expect(await error(unavailable)).toMatchObject({
      code: "service_unavailable",
      message: "The service is temporarily unavailable; retry shortly. Injected by the session's scenario (phase 1).",
    });
    const stream = await (await chatCall({}, { stream: true })).text();
    expect(stream).toContain('"message":"Stream interrupted: the upstream provider failed. Injected by the session\'s scenario (phase 2)."');
    expect((await error(await chatCall({ prefer: "code=429" }))).message).toBe("Forced by the mock control code=429.");
    expect(await error(await chatCall({ prefer: "code=503" }))).toMatchObject({ code: "service_unavailable", message: "Forced by the mock control code=503." });
    expect(await (await chatCall({ prefer: "stream=error-after-1" }, { stream: true })).text()).toContain("Stream interrupted by the mock control stream=error-after-1.");
  });

  it("refuses a bad scenario with a 400 naming the path of the bad field, and keeps the old one", async () => {
    const cases: [unknown, string, RegExp][] = [
      [{ phases: [{ errors: [{ status: 500, rate: 1.5 }] }] }, "/phases/0/errors/0/rate", /<= 1/],
      [{ phases: [{ latency: { response: { fixed_ms: -5 } } }] }, "/phases/0/latency/response/fixed_ms", /must be >= 0/],
      [{ phases: [{ script: [{ operation: "makeCoffee", statuses: [500] }] }] }, "/phases/0/script/0/operation", /unknown operation "makeCoffee"/],
      [{ phases: [{ errors: [{ operation: "listUsers", status: 401, rate: 1 }] }] }, "/phases/0/errors/0/status", /listUsers does not declare 401/],
      [{ phases: [{ duration_ms: 10, sleet: true }] }, "/phases/0", /additional properties \(sleet\)/],
      [{ phases: [{ stream_faults: [{ kind: "error", rate: 1, after: { min: 5, max: 2 } }] }] }, "/phases/0/stream_faults/0/after", /min must not exceed max/],
      [{ preset: "drizzle" }, "/preset", /allowed values/],
      [{}, "/", /needs preset or phases/],
    ];
    for (const [scenario, path, message] of cases) {
      const res = await setScenario(scenario);
      expect(res.status, path).toBe(400);
      const { error } = (await res.json()) as { error: { param: string; message: string; code: string } };
      expect(error.code).toBe("invalid_request");
      expect(error.param, JSON.stringify(scenario)).toBe(path);
      expect(error.message).toMatch(message);
    }
    const current = (await (await fetch(`${gateway.url}/__mock/scenario`)).json()) as { scenario: unknown };
    expect(current.scenario).toBeNull();
  });

  it("is per session and cleared by reset", async () => {
    await setScenario({ phases: [{ errors: [{ status: 503, rate: 1 }] }] }, "storm");
    expect((await chatCall({ "x-mock-session": "storm" })).status).toBe(503);
    expect((await chatCall()).status).toBe(200);
    await post("/__mock/reset", {}, { "x-mock-session": "storm" });
    expect((await chatCall({ "x-mock-session": "storm" })).status).toBe(200);
  });

  it("lets a request's own Prefer control win over the weather", async () => {
    await setScenario({ phases: [{ errors: [{ status: 503, rate: 1 }] }] });
    expect((await chatCall({ prefer: "code=500" })).status).toBe(500);
  });

  it("moves through phases by request count and by clock time", async () => {
    await setScenario({
      phases: [
        { requests: 2, errors: [{ status: 500, rate: 1 }] },
        { duration_ms: 1000, errors: [{ status: 503, rate: 1 }] },
        { errors: [] },
      ],
    });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await chatCall()).status);
    gateway.clock.advance(1000);
    statuses.push((await chatCall()).status);
    expect(statuses).toEqual([500, 500, 503, 503, 200]);
  });

  it("gives the same statuses for the same seed, other ones for another seed, at the declared rate", async () => {
    const run = async (seed: number) => {
      await gateway.reset();
      await setScenario({ seed, phases: [{ errors: [{ status: 503, rate: 0.3 }] }] });
      const statuses = [];
      for (let i = 0; i < 60; i++) statuses.push((await chatCall()).status);
      return statuses;
    };
    const first = await run(7);
    expect(await run(7)).toEqual(first);
    expect(await run(8)).not.toEqual(first);
    const share = first.filter((s) => s === 503).length / first.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.5);
  });

  it("breaks streams by rate, N drawn per stream within its bounds", async () => {
    await setScenario({ seed: 3, phases: [{ stream_faults: [{ kind: "error", rate: 1, after: { min: 1, max: 2 } }] }] });
    for (let i = 0; i < 4; i++) {
      const text = await (await chatCall({}, { stream: true })).text();
      const contentEvents = text.split("\n\n").filter((frame) => frame.includes('"delta":{"content"')).length;
      expect(text).toContain("Stream interrupted: the upstream provider failed. Injected by the session's scenario (phase 1).");
      expect(text).not.toContain("[DONE]");
      expect(contentEvents).toBeLessThanOrEqual(2);
    }
    const notes = (await gateway.journal()).map((entry) => entry.weather);
    for (const note of notes) expect(note).toMatch(/^stream=error-after-[12]$/);
  });

  it("delays the answer by the drawn latency, on the mock's clock", async () => {
    await setScenario({ phases: [{ latency: { response: { fixed_ms: 700 } } }] });
    let settled = false;
    const answer = chatCall().then((res) => ((settled = true), res));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    gateway.clock.advance(700);
    expect((await answer).status).toBe(200);
    expect((await gateway.journal())[0]!.weather).toBe("delay=700");
  });

  it("paces a stream with the drawn time to first token", async () => {
    await setScenario({ phases: [{ latency: { ttft: { fixed_ms: 400 }, inter_token: { fixed_ms: 0 } } }] });
    const res = await chatCall({}, { stream: true });
    const reader = res.body!.getReader();
    const chunks: string[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        chunks.push(decoder.decode(value));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Not even the role delta: a provider sends it when generation starts, with the first token.
    expect(chunks.join("")).toBe("");
    gateway.clock.advance(400);
    await reading;
    expect(chunks.join("")).toContain("[DONE]");
  });

  it("makes the first token wait longer the more streams are open (the queue model)", async () => {
    await setScenario({ phases: [{ latency: { ttft: { fixed_ms: 100 }, ttft_per_open_stream_ms: 250 } }] });
    const { streams } = gateway.app.deps;
    const stream = async () => {
      const text = (await chatCall({}, { stream: true })).text();
      // Time moves until it has sent (a stream sleeps from when it is first read).
      let done = false;
      void text.then(() => (done = true));
      while (!done) {
        gateway.clock.advance(50);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      return text;
    };
    await stream();
    streams.open += 2; // two other streams running
    try {
      await stream();
    } finally {
      streams.open -= 2;
    }
    expect((await gateway.journal()).map((entry) => entry.weather)).toEqual(["ttft=100", "ttft=600"]);
  });

  it("sets task weather: duration and outcome of submitted video tasks", async () => {
    await setScenario({ phases: [{ tasks: { duration: { fixed_ms: 9000 }, failure_rate: 1, fail_at_percent: 25 } }] });
    const submitted = (await (await post("/client/v2/ai/generations", { model: "kling-v1", input: { prompt: "A boat" } })).json()) as { data: { task_id: number } };
    const poll = async () =>
      ((await (await fetch(`${gateway.url}/client/v2/ai/tasks/${submitted.data.task_id}`, { headers: { authorization: `Bearer ${KEY}` } })).json()) as { data: { status: string; progress: number } }).data;
    gateway.clock.advance(8000);
    expect((await poll()).status).toBe("processing");
    gateway.clock.advance(1000);
    // The error in the gateway's error shape (code, message, type), so the app's one error display serves it.
    expect(await poll()).toMatchObject({
      status: "failed",
      progress: 25,
      error: { code: "provider_error", message: "The provider failed to render the video.", type: "server_error" },
    });
  });

  it("ships presets that pass their own checks", async () => {
    for (const preset of Object.keys(PRESETS)) {
      const res = await setScenario({ preset, seed: 1 });
      expect(res.status, preset).toBe(200);
    }
    await setScenario({ preset: "rate-limited" });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await chatCall()).status);
    expect(statuses.slice(0, 3)).toEqual([429, 429, 429]);
  });
});

describe("latency distributions and the bounds a scenario cannot pass", () => {
  /** Moves the manual clock by `ms` until `promise` settles (at most `steps` moves); whether it settled. */
  async function settlesWithin<T>(promise: Promise<T>, ms: number, steps: number): Promise<boolean> {
    let settled = false;
    void promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    // Each move waits for the request to reach its sleep first (the scenario's turn is asynchronous).
    for (let i = 0; i < steps && !settled; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      gateway.clock.advance(ms);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
    return settled;
  }

  it("draws uniform response delays within their bounds from the seed, and log-normal ones around their median", async () => {
    const delays = async (scenario: unknown, count: number) => {
      await gateway.reset();
      expect((await setScenario(scenario)).status).toBe(200);
      for (let i = 0; i < count; i++) expect(await settlesWithin(chatCall(), 50, 40)).toBe(true);
      return (await gateway.journal()).map((entry) => Number(/^delay=(\d+)$/.exec(entry.weather ?? "")?.[1]));
    };
    const uniform = { seed: 5, phases: [{ latency: { response: { uniform: { min_ms: 100, max_ms: 300 } } } }] };
    const first = await delays(uniform, 12);
    for (const ms of first) expect(ms).toBeGreaterThanOrEqual(100), expect(ms).toBeLessThanOrEqual(300);
    expect(new Set(first).size).toBeGreaterThan(3); // jitter, not one value
    expect(await delays(uniform, 12)).toEqual(first); // the same seed, the same delays
    expect(await delays({ ...uniform, seed: 6 }, 12)).not.toEqual(first);
    const lognormal = await delays({ seed: 5, phases: [{ latency: { response: { lognormal: { median_ms: 200, sigma: 0.5 } } } }] }, 20);
    const sortedMs = [...lognormal].sort((a, b) => a - b);
    expect(new Set(lognormal).size).toBeGreaterThan(10);
    expect(sortedMs[10]!).toBeGreaterThan(100);
    expect(sortedMs[10]!).toBeLessThan(400);
  });

  it("spaces a stream's tokens by the drawn inter-token gap", async () => {
    await setScenario({ phases: [{ latency: { ttft: { fixed_ms: 0 }, inter_token: { fixed_ms: 300 } } }] });
    const res = await chatCall({}, { stream: true });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    const reading = (async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        text += decoder.decode(value);
      }
    })();
    const contentEvents = () => text.split("\n\n").filter((frame) => frame.includes('"delta":{"content"')).length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    // The first token went at once; the next waits its 300 ms on the mock's clock.
    expect(contentEvents()).toBe(1);
    gateway.clock.advance(299);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(contentEvents()).toBe(1);
    gateway.clock.advance(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(contentEvents()).toBe(2);
    expect(await settlesWithin(reading, 300, 2000)).toBe(true);
    expect(text).toContain("[DONE]");
  });

  it("caps every drawn delay at 60 s: a log-normal's long tail, a task's duration and the queue model's sum", async () => {
    // σ = 4 around a median of 60 s: half the draws would be longer than a minute (some by hours) without the cap.
    const longTail = { lognormal: { median_ms: 60_000, sigma: 4 } };
    await setScenario({ seed: 11, phases: [{ latency: { response: longTail } }] });
    for (let i = 0; i < 8; i++) expect(await settlesWithin(chatCall(), 5_000, 14), `chat ${i} answered within 70 s of the clock`).toBe(true);
    await setScenario({ seed: 11, phases: [{ tasks: { duration: longTail } }] });
    for (let i = 0; i < 8; i++) expect((await post("/client/v2/ai/generations", { model: "kling-v1", input: { prompt: `Boat ${i}` } })).status).toBe(200);
    const drawn = (await gateway.journal()).map((entry) => Number(/(?:delay|task_ms)=(\d+)/.exec(entry.weather ?? "")?.[1]));
    expect(drawn).toHaveLength(16);
    for (const ms of drawn) expect(ms).toBeLessThanOrEqual(60_000);
    expect(drawn.slice(0, 8).filter((ms) => ms === 60_000).length).toBeGreaterThan(0);
    expect(drawn.slice(8).filter((ms) => ms === 60_000).length).toBeGreaterThan(0);

    // The queue model: 60 s of TTFT plus 10 s per open stream, with 3 open, still starts within 60 s.
    await gateway.reset();
    await setScenario({ phases: [{ latency: { ttft: { fixed_ms: 60_000 }, inter_token: { fixed_ms: 0 }, ttft_per_open_stream_ms: 10_000 } }] });
    const { streams } = gateway.app.deps;
    streams.open += 3;
    try {
      const text = chatCall({}, { stream: true }).then((res) => res.text());
      expect(await settlesWithin(text, 5_000, 14)).toBe(true);
    } finally {
      streams.open -= 3;
    }
    expect((await gateway.journal()).map((entry) => entry.weather)).toEqual(["ttft=60000"]);
  });

  it("refuses a delay above the cap, a negative rate and a uniform range upside down, naming the field", async () => {
    const cases: [unknown, RegExp][] = [
      [{ phases: [{ latency: { response: { fixed_ms: 60_001 } } }] }, /^\/phases\/0\/latency\/response/],
      [{ phases: [{ latency: { ttft: { lognormal: { median_ms: 90_000, sigma: 1 } } } }] }, /^\/phases\/0\/latency\/ttft/],
      [{ phases: [{ errors: [{ status: 503, rate: -0.1 }] }] }, /^\/phases\/0\/errors\/0\/rate$/],
      [{ phases: [{ tasks: { failure_rate: 1.01 } }] }, /^\/phases\/0\/tasks\/failure_rate$/],
      [{ phases: [{ latency: { inter_token: { uniform: { min_ms: 50, max_ms: 10 } } } }] }, /^\/phases\/0\/latency\/inter_token/],
      [{ phases: [{ duration_ms: -1 }] }, /^\/phases\/0\/duration_ms$/],
    ];
    for (const [scenario, path] of cases) {
      const res = await setScenario(scenario);
      expect(res.status, JSON.stringify(scenario)).toBe(400);
      expect(((await res.json()) as { error: { param: string } }).error.param, JSON.stringify(scenario)).toMatch(path);
    }
  });
});

describe("a scenario given as an option", () => {
  it("applies to every session, and a bad one makes start() reject naming the field", async () => {
    const stormy = gatewayMock({ mode: "msw", baseUrl: "http://stormy.test", scenario: { phases: [{ errors: [{ status: 500, rate: 1 }] }] } });
    await stormy.start();
    try {
      const res = await fetch(`${stormy.url}/client/v2/ai/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
        body: JSON.stringify(chat()),
      });
      expect(res.status).toBe(500);
    } finally {
      await stormy.stop();
    }
    const bad = gatewayMock({ mode: "http", scenario: { phases: [{ errors: [{ status: 500, rate: 2 }] }] } as Scenario });
    await expect(bad.start()).rejects.toThrow("scenario/phases/0/errors/0/rate: must be <= 1");
    await bad.stop();
  });
});

describe("MOCK_SCENARIO_FILE", () => {
  it("refuses a bad file at start with exit status 2, naming the file and the JSON path", async () => {
    const dir = mkdtempSync(join(tmpdir(), "weather-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify({ phases: [{ errors: [{ status: 418, rate: 0.5 }] }] }));
    const bin = fileURLToPath(new URL("../../bin/ai-gateway-kit.mjs", import.meta.url));
    const result = await promisify(execFile)(process.execPath, [bin, "mock", "--port", "0"], {
      env: { ...process.env, MOCK_SCENARIO_FILE: file },
      timeout: 60_000,
    }).then(
      () => ({ code: 0, stderr: "" }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code ?? -1, stderr: error.stderr ?? "" }),
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`MOCK_SCENARIO_FILE ${file}: /phases/0/errors/0/status`);
  });
});
