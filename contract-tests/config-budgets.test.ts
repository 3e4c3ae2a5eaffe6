/** The settings issue 26 adds: stream budgets (also as `stream` in contract.config.json), the deadline, the preflight timeout, variants. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseDuration, resolveEnv } from "./config.ts";

describe("stream budgets, deadline and variants", () => {
  it("default to warnings at 10 s to the first event, 10 s gaps, 60 s a stream; the deadline to the profile's", () => {
    const config = loadConfig({});
    expect(config.stream).toEqual({ ttftMs: 10_000, maxGapMs: 10_000, totalMs: 60_000, required: false });
    expect(config.deadlineMs).toBeNull();
    expect(config.preflightTimeoutMs).toBe(10_000);
    expect(config.variants).toEqual([]);
  });

  it("are read from contract.config.json's `stream` object and `variants` list, flags winning", () => {
    const dir = mkdtempSync(join(tmpdir(), "contract-config-"));
    try {
      const variant = { name: "no x-request-id", legalBecause: "designed header", response: { removeHeaders: ["x-request-id"] } };
      writeFileSync(join(dir, "contract.config.json"), JSON.stringify({ stream: { ttftMs: 2500, maxGapMs: 800, totalMs: 20000, required: true }, variants: [variant], CONTRACT_DEADLINE: "12m" }));
      const config = loadConfig(resolveEnv(["--stream-max-gap-ms", "900"], {}, dir));
      expect(config.stream).toEqual({ ttftMs: 2500, maxGapMs: 900, totalMs: 20_000, required: true });
      expect(config.variants).toEqual([variant]);
      expect(config.deadlineMs).toBe(12 * 60_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("take durations with a unit for the deadline, and refuse one without", () => {
    expect(parseDuration("90s", "CONTRACT_DEADLINE")).toBe(90_000);
    expect(parseDuration("1h", "CONTRACT_DEADLINE")).toBe(3_600_000);
    expect(parseDuration("1500ms", "CONTRACT_DEADLINE")).toBe(1500);
    expect(() => loadConfig({ CONTRACT_DEADLINE: "900" })).toThrow(new ConfigError('CONTRACT_DEADLINE must be a duration with a unit (500ms, 90s, 15m, 1h), got "900"'));
  });
});
