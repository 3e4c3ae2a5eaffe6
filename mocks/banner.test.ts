import { describe, expect, it } from "vitest";
import { banner, maskKey } from "./banner.ts";
import { loadTeams } from "./config/teams.ts";
import { KEYS } from "./testing/keys.ts";

const MODELS = [{ id: "gpt-4o-mini", modality: "llm", provider: "openai" }];

describe("the start banner", () => {
  it("prints the published built-in keys in full, so a developer can copy them", () => {
    const text = banner({ url: "http://127.0.0.1:4010", keys: [["sk-mock-default", "team-default"]], keysFromFile: false, models: MODELS, taskDurationMs: 5000 });
    expect(text).toContain("sk-mock-default");
  });

  it("names the docs page and the control surface only when they answer (MOCK_CONTROL=off)", () => {
    const facts = { url: "http://127.0.0.1:4010", keys: [["sk-mock-default", "team-default"]] as [string, string][], keysFromFile: false, models: MODELS, taskDurationMs: 5000 };
    expect(banner(facts)).toContain("http://127.0.0.1:4010/__mock/docs");
    const off = banner({ ...facts, controlEnabled: false });
    expect(off).not.toContain("/__mock/docs");
    expect(off).not.toContain("/__mock/health");
    expect(off).toContain("MOCK_CONTROL=off");
  });

  it("lists every built-in key with its team", () => {
    const text = banner({ url: "http://127.0.0.1:4010", keys: loadTeams().keys(), keysFromFile: false, models: MODELS, taskDurationMs: 5000 });
    for (const key of Object.values(KEYS)) expect(text).toContain(key);
    expect(text).toMatch(/sk-mock-no-llm +team-no-llm/);
  });

  it("never prints a key from MOCK_KEYS_FILE in full", () => {
    const secret = "sk-live-7f3a9c21e8d44b10";
    const text = banner({ url: "http://127.0.0.1:4010", keys: [[secret, "ops"]], keysFromFile: true, models: MODELS, taskDurationMs: 5000 });
    expect(text).not.toContain(secret);
    expect(text).toContain(maskKey(secret));
    expect(text).toContain("ops");
  });
});

describe("maskKey", () => {
  it("keeps a short prefix to tell keys apart and hides the rest, whatever the length", () => {
    expect(maskKey("sk-live-7f3a9c21e8d44b10")).toBe("sk-l…");
    expect(maskKey("abc")).toBe("…");
    expect(maskKey("sk-live-7f3a9c21e8d44b10")).not.toContain("7f3a");
  });
});

describe("the banner's masking", () => {
  it("is the redaction module's, the one the docs page uses (issue 27: one redaction module)", async () => {
    const { maskSecret } = await import("./fixtures/redact.ts");
    expect(maskKey).toBe(maskSecret);
  });
});
