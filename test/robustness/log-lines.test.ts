/**
 * What the mock writes about a request: one JSON log line with a single `time` key (pino's; the
 * entry's start time is `at`), and a client that leaves during a forced delay is journaled 499
 * (nginx's "client closed request"), not logged as a failure of the mock.
 */
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createMock } from "../../mocks/app.ts";
import { loadConfig } from "../../mocks/config/config.ts";
import { CLIENT_CLOSED } from "../../mocks/core/mock.ts";
import { manualClock } from "../../mocks/state/clock.ts";

/** A mock over a manual clock whose log lines are kept. */
function loggedMock() {
  const lines: string[] = [];
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(...chunk.toString().trim().split("\n")), done()) });
  const clock = manualClock();
  const app = createMock({ config: { logLevel: "info", streamTtftMs: 0, streamTokensPerSecond: 0 }, clock, log: pino({ level: "info" }, sink) });
  return { ...app, clock, lines };
}

describe("log lines", () => {
  it("carry one time key, and the request's start as `at`", async () => {
    const mock = loggedMock();
    await mock.respond({ method: "GET", path: "/api/users", query: {}, headers: {} });
    expect(mock.lines).toHaveLength(1);
    const line = mock.lines[0]!;
    expect(line.match(/"time":/g)).toHaveLength(1);
    const parsed = JSON.parse(line) as Record<string, unknown>;
    expect(parsed).toMatchObject({ status: 200, path: "/api/users", at: mock.clock.now() });
  });
});

describe("a client that disconnects during a forced delay", () => {
  it("is journaled 499 and logged as a request, not as an error of the mock", async () => {
    const mock = loggedMock();
    const controller = new AbortController();
    const pending = mock.respond({ method: "GET", path: "/api/users", query: {}, headers: { prefer: "delay=5000" }, signal: controller.signal });
    controller.abort(new Error("client disconnected"));
    mock.clock.advance(5000);
    const response = await pending;
    expect(response.status).toBe(CLIENT_CLOSED);
    const { session } = await mock.deps.store.begin(undefined);
    const journal = await mock.deps.store.journal(session, { limit: 100, after: 0 });
    expect(journal.items.at(-1)).toMatchObject({ status: 499, path: "/api/users" });
    const levels = mock.lines.map((line) => (JSON.parse(line) as { level: number }).level);
    expect(levels).toEqual([30]);
  });
});

describe("MOCK_SHUTDOWN_GRACE_MS", () => {
  it("sets the grace period from the environment, like every other setting", () => {
    expect(loadConfig({ MOCK_SHUTDOWN_GRACE_MS: "1234" }).shutdownGraceMs).toBe(1234);
    expect(() => loadConfig({ MOCK_SHUTDOWN_GRACE_MS: "soon" })).toThrow(/MOCK_SHUTDOWN_GRACE_MS/);
  });
});
