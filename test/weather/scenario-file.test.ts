/**
 * MOCK_SCENARIO_FILE with a good file: the CLI's mock gives every session the file's scenario.
 * (A bad file's exit status 2 is in scenario.test.ts; this file has no MSW interceptor, so its
 * requests reach the child process.)
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it, onTestFinished } from "vitest";
import { startChild, waitForHttp } from "../support/child.ts";
import { freePort } from "../support/free-port.ts";

const KEY = "sk-mock-default";
const chat = () => ({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] });

describe("MOCK_SCENARIO_FILE", () => {
  it("makes a good file's scenario the default of every session of the mock the CLI starts", async () => {
    const dir = mkdtempSync(join(tmpdir(), "weather-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, "storm.json");
    const scenario = { seed: 9, phases: [{ errors: [{ operation: "createChatCompletion", status: 503, rate: 1 }] }] };
    writeFileSync(file, JSON.stringify(scenario));
    const port = await freePort();
    const bin = fileURLToPath(new URL("../../bin/ai-gateway-kit.mjs", import.meta.url));
    const mock = startChild(process.execPath, [bin, "mock", "--port", String(port)], { MOCK_SCENARIO_FILE: file, LOG_LEVEL: "silent" });
    try {
      const url = `http://127.0.0.1:${port}`;
      await waitForHttp(`${url}/__mock/stats`, mock);
      for (const session of [undefined, "another"]) {
        const headers: Record<string, string> = { authorization: `Bearer ${KEY}`, "content-type": "application/json", ...(session ? { "x-mock-session": session } : {}) };
        const res = await fetch(`${url}/client/v2/ai/chat/completions`, { method: "POST", headers, body: JSON.stringify(chat()) });
        expect(res.status, session ?? "default session").toBe(503);
        expect((await fetch(`${url}/api/users?page=1&page_size=2`, { headers })).status).toBe(200);
      }
      const current = (await (await fetch(`${url}/__mock/scenario`)).json()) as { scenario: unknown };
      expect(current.scenario).toEqual(scenario);
    } finally {
      await mock.stop();
    }
  }, 60_000);
});
