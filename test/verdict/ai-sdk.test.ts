/**
 * The Vercel AI SDK (`ai` + `@ai-sdk/openai`), unchanged, with its default retries: no finding
 * through a 500 and a 429 with Retry-After (it backs off 2 s, then waits the Retry-After). A
 * Retry-After of a minute is the one it ignores, by its own rule, for its 2 s backoff: a real
 * rate limit refuses that retry again, so the verdict finds it, and says it is the SDK's rule.
 */
import { createOpenAI } from "@ai-sdk/openai";
import { generateText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayMock, systemClock } from "../../mocks/testing/vitest.ts";

const real = gatewayMock({ mode: "http", clock: systemClock() });
beforeAll(real.start);
afterAll(real.stop);

const chat = () => createOpenAI({ baseURL: `${real.url}/client/v2/ai`, apiKey: real.keys.default }).chat("gpt-4o-mini");

describe("the AI SDK with its default retries", () => {
  it("backs off after a 500 and waits out a 429's Retry-After: no finding", async () => {
    real.reset();
    // The 500 first: its backoff doubles per retry (2 s, then 4 s), and this order waits the shorter.
    await real.setScenario({ phases: [{ script: [{ operation: "createChatCompletion", statuses: [500, 429], retry_after_ms: 300 }] }] });
    const { text } = await generateText({ model: chat(), prompt: "Say this is a test" });
    expect(text).toBe("This is a test.");
    expect((await real.journal()).map((entry) => entry.status)).toEqual([500, 429, 200]);
    await expect(real).toHaveNoClientFindings();
  });

  it("ignores a Retry-After of 60 s for its own 2 s backoff: retry-before-retry-after, naming the SDKs' rule", async () => {
    real.reset();
    await real.setScenario({ phases: [{ script: [{ operation: "createChatCompletion", statuses: [429], retry_after_ms: 60_000 }] }] });
    await generateText({ model: chat(), prompt: "Say this is a test" });
    const { findings } = await real.verdict();
    expect(findings.map((finding) => finding.code)).toEqual(["retry-before-retry-after"]);
    expect(findings[0]!.message).toMatch(
      /^Called createChatCompletion \d+ ms after a 429 whose Retry-After asked for 60000 ms\. The SDKs ignore a Retry-After of a minute or more \(the AI SDK from 60 s, the openai SDK above it\) and retry on their own backoff: handle this 429 yourself \(maxRetries: 0, then wait it out\)\.$/,
    );
  });
});
