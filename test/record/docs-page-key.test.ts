/** The public docs page never carries a real key (issue 27 #6): only the built-in, documented ones. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { KEYS, testMock } from "../support/harness.ts";

const REAL_KEY = "sk-live-7f3a9c21e0d4b5a6";
const dir = mkdtempSync(join(tmpdir(), "docs-keys-"));
const keysFile = join(dir, "keys.json");
writeFileSync(keysFile, JSON.stringify({ keys: { [REAL_KEY]: "team-default" } }));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pageText(config: Parameters<typeof testMock>[0]): Promise<string> {
  const mock = testMock(config);
  return mock.call("GET", "/__mock/docs", { key: null }).then((result) => Buffer.from(result.response.bytes!).toString("utf8"));
}

describe("GET /__mock/docs", () => {
  it("fills Try it with the built-in key, which the README publishes", async () => {
    expect(await pageText({})).toContain(KEYS.default);
  });

  it("never embeds a key from MOCK_KEYS_FILE, only its masked start", async () => {
    const page = await pageText({ keysFile });
    expect(page).not.toContain(REAL_KEY);
    expect(page).toContain("sk-l…");
  });

  it("never embeds a key on a deployment guarded by MOCK_CONTROL_TOKEN", async () => {
    const page = await pageText({ controlToken: "control-token-123456" });
    expect(page).not.toContain(KEYS.default);
    expect(page).not.toContain("control-token-123456");
  });
});
