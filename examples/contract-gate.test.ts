/**
 * Gate your own test suite on the AI gateway contract. In your project, import from
 * "ai-gateway-kit/contract" and point baseUrl at your gateway; here it is our mock.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatSummary, runContract } from "../contract-tests/index.ts";
import { startMock, type RunningMock } from "../contract-tests/mock.ts";

let gateway: RunningMock;

beforeAll(async () => {
  gateway = await startMock();
}, 30_000);

afterAll(async () => {
  await gateway?.close();
});

describe("our gateway", () => {
  it("honours the AI gateway contract", async () => {
    const report = await runContract({
      baseUrl: gateway.url,
      apiKey: "sk-mock-default",
      profile: "smoke",
      // What the gateway accepts where the seed leaves values open.
      inputs: { tts: { text: "Hello", voice: "alloy" }, ocr: { mode: "fast" } },
    });
    expect(report.summary.errors, formatSummary(report, { color: false })).toBe(0);
    expect(report.summary.passed).toBe(true);
  }, 60_000);
});
