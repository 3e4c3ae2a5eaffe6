import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildPrecompiled } from "../scripts/bench/precompile.ts";
import { startChild, waitForHttp, type Child } from "./support/child.ts";
import { freePort } from "./support/free-port.ts";

describe("the built mock (npm run build, npm run start:built)", () => {
  const out = mkdtempSync(join(tmpdir(), "mock-build-"));
  let child: Child | undefined;

  afterAll(async () => {
    await child?.stop();
    rmSync(out, { recursive: true, force: true });
  });

  it("starts with plain node and answers the API", async () => {
    await buildPrecompiled(out);
    const port = await freePort();
    child = startChild(process.execPath, [join(out, "mocks", "main.js")], { PORT: String(port), LOG_LEVEL: "silent" });
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/__mock/health`, child);
    const users = await fetch(`${base}/api/users?page_size=3`);
    expect(users.status).toBe(200);
    expect(((await users.json()) as { users: unknown[] }).users).toHaveLength(3);
    const chat = await fetch(`${base}/client/v2/ai/chat/completions`, {
      method: "POST",
      headers: { authorization: "Bearer sk-mock-default", "content-type": "application/json" },
      body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] }),
    });
    expect(chat.status).toBe(200);
  }, 60_000);
});
