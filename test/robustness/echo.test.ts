/**
 * Client text the mock repeats back (unknown model names, paths, control values) is clipped to
 * MOCK_MAX_ECHO_CHARS in error messages, the journal and the log: 20 requests with long model
 * names once made 300 MB of log.
 */
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createMock } from "../../mocks/app.ts";
import { testMock } from "../support/harness.ts";
import { validateSchema } from "../../spec/validators.ts";
import { bodyFromBytes } from "../../mocks/body/index.ts";

const LONG = "m".repeat(100_000);

describe("client text echoed back", () => {
  it("is clipped in the 404 of an unknown model, on both endpoints", async () => {
    const mock = testMock({ echoMaxChars: 64 });
    for (const [path, body] of [
      ["/client/v2/ai/generations", { model: LONG, input: {} }],
      ["/client/v2/ai/chat/completions", { model: LONG, messages: [{ role: "user", content: "hi" }] }],
    ] as const) {
      const result = await mock.call("POST", path, { body });
      expect(result.status).toBe(404);
      expect(validateSchema("ErrorBody", result.body)).toEqual([]);
      expect(result.body.error.message).toContain(`${"m".repeat(64)}…`);
      expect(result.body.error.message.length).toBeLessThan(200);
    }
  });

  it("is clipped in the 404 of an unknown path and in the journal", async () => {
    const mock = testMock({ echoMaxChars: 64 });
    const path = `/client/${"p".repeat(1500)}`;
    const result = await mock.call("GET", path);
    expect(result.status).toBe(404);
    expect(result.body.error.message.length).toBeLessThan(300);
    await mock.call("POST", "/client/v2/ai/generations", { body: { model: LONG, input: {} } });
    const entries = (await mock.call("GET", "/__mock/journal")).body.entries as { path: string; model: string | null }[];
    for (const entry of entries) {
      expect(entry.path.length).toBeLessThanOrEqual(65);
      expect((entry.model ?? "").length).toBeLessThanOrEqual(65);
    }
  });

  it("is clipped in the log lines", async () => {
    let logged = "";
    const sink = new Writable({ write: (chunk, _enc, done) => ((logged += chunk.toString()), done()) });
    const { respond } = createMock({ config: { echoMaxChars: 64, logLevel: "info" }, log: pino({ level: "info" }, sink) });
    await respond({ method: "POST", path: "/client/v2/ai/generations", query: {}, headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" }, body: bodyFromBytes(Buffer.from(JSON.stringify({ model: LONG, input: {} }))) });
    await respond({ method: "GET", path: `/${"p".repeat(1500)}`, query: {}, headers: {} });
    expect(logged.match(/"status":404/g)).toHaveLength(2);
    expect(logged.length).toBeLessThan(2000);
  });
});
