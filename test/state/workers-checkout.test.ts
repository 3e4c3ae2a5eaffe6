/**
 * MOCK_WORKERS from a git checkout (issue 27 #25): the bin runs the TypeScript sources through
 * tsx, and the forked workers must load them the same way (they exited on the first .ts import).
 */
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, hasRedis, sayWhyRedisTestsSkip, startRedis, type RunningRedis } from "./redis-server.ts";

let redis: RunningRedis | undefined;
sayWhyRedisTestsSkip("a 2-worker mock started from the checkout's bin");
beforeAll(async () => {
  if (hasRedis) redis = await startRedis();
});
afterAll(async () => {
  await redis?.stop();
});

describe.skipIf(!hasRedis)("MOCK_WORKERS=2 node bin/ai-gateway-kit.mjs mock, from the checkout", () => {
  it("starts both workers, answers, and stops on SIGTERM", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["bin/ai-gateway-kit.mjs", "mock"], {
      cwd: new URL("../../", import.meta.url),
      env: { ...process.env, MOCK_WORKERS: "2", MOCK_STATE_URL: redis!.url, MOCK_STATE_PREFIX: "checkout:", PORT: String(port), LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    try {
      for (let i = 0; i < 600 && !output.includes("listening on") && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 50));
      expect(output).toContain("(2 workers");
      expect((await fetch(`http://127.0.0.1:${port}/api/users`)).status).toBe(200);
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited).toBe(0);
  }, 60_000);
});
