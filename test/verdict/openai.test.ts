/**
 * A well-behaved client has no finding: the openai SDK, unchanged, with its default retries,
 * through 429s with Retry-After and a 500. The SDK waits on real timers, so this mock's clock
 * is the system's, and it runs over HTTP (no MSW in this file).
 */
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayMock, systemClock } from "../../mocks/testing/vitest.ts";

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
