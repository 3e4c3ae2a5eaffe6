/**
 * A well-behaved client has no finding: the openai SDK, unchanged, with its default retries,
 * through 429s with Retry-After and a 500. The SDK waits on real timers: over HTTP with the
 * system clock, and in the one-line helper's default (MSW, a manual clock that stands still
 * while the SDK waits), where the verdict reads the real time the journal keeps.
 */
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayMock, manualClock, systemClock } from "../../mocks/testing/vitest.ts";

const real = gatewayMock({ mode: "http", clock: systemClock() });
beforeAll(real.start);
afterAll(real.stop);

describe("the openai SDK with its default retries", () => {
  it("waits out a 429's Retry-After and backs off after a 500: no finding", async () => {
    await real.setScenario({ phases: [{ script: [{ operation: "createChatCompletion", statuses: [429, 500], retry_after_ms: 300 }] }] });
    const openai = new OpenAI({ baseURL: `${real.url}/client/v2/ai`, apiKey: real.keys.default });
    const completion = await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });
    expect(completion.choices[0]!.message.content).toBeTruthy();
    expect((await real.journal()).map((entry) => entry.status)).toEqual([429, 500, 200]);
    await expect(real).toHaveNoClientFindings();
  });
});

describe("the rate-limited preset (docs/weather-and-verdict.md, Presets)", () => {
  it("outlasts the SDK's 2 default retries: the first chat throws RateLimitError, with no finding", async () => {
    real.reset();
    await real.setScenario({ preset: "rate-limited" });
    const openai = new OpenAI({ baseURL: `${real.url}/client/v2/ai`, apiKey: real.keys.default });
    const call = openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });
    await expect(call).rejects.toBeInstanceOf(OpenAI.RateLimitError);
    await expect(call).rejects.toThrow("Too many requests; retry after 1 s. Injected by the session's scenario (phase 1).");
    expect((await real.journal()).map((entry) => entry.status)).toEqual([429, 429, 429]);
    await expect(real).toHaveNoClientFindings();
  });
});

describe("the openai SDK under a clock the test holds still", () => {
  const held = gatewayMock({ clock: manualClock(), baseUrl: "http://verdict-held.test" });
  beforeAll(held.start);
  afterAll(held.stop);

  it("waits out a 429's Retry-After in real time: no finding, though the mock's clock never moved", async () => {
    await held.setScenario({ phases: [{ script: [{ operation: "createChatCompletion", statuses: [429, 500], retry_after_ms: 300 }] }] });
    const openai = new OpenAI({ baseURL: `${held.url}/client/v2/ai`, apiKey: held.keys.default });
    const completion = await openai.chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });
    expect(completion.choices[0]!.message.content).toBeTruthy();
    const journal = await held.journal();
    expect(journal.map((entry) => [entry.status, entry.time - journal[0]!.time])).toEqual([[429, 0], [500, 0], [200, 0]]);
    await expect(held).toHaveNoClientFindings();
  });
});
