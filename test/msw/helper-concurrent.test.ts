/**
 * The one-line helper in a test file that runs tests at the same time and has handlers of its
 * own: the reset after a test waits for the tests still running, and the app's own MSW handlers
 * are served beside the gateway's, in every test.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { useGatewayMock } from "../../mocks/testing/vitest.ts";

const gateway = useGatewayMock({ handlers: [http.get("https://api.example.com/me", () => HttpResponse.json({ name: "Ada" }))] });

async function chat(session: string): Promise<void> {
  const response = await fetch(`${gateway.url}/client/v2/ai/chat/completions`, {
    method: "POST",
    headers: { Authorization: `Bearer ${gateway.keys.default}`, "Content-Type": "application/json", "X-Mock-Session": session },
    body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] }),
  });
  expect(response.status).toBe(200);
}

describe.concurrent("tests running at the same time, each in its own session", () => {
  // The first ends at once; the others read their journals after it ended. Before the reset
  // waited, its end cleared their journals and they failed.
  it.each([
    ["a", 0],
    ["b", 60],
    ["c", 120],
  ])("session %s keeps its journal until its own test ends", async (name, waitMs) => {
    await chat(`concurrent-${name}`);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    expect((await gateway.journal(`concurrent-${name}`)).map((entry) => entry.operationId)).toEqual(["createChatCompletion"]);
  });
});

describe.concurrent("errors forced at the same time, each in its own session", () => {
  // Each forces its own session's next chat; without `session` the last force would answer both.
  it.each([
    ["d", 429],
    ["e", 503],
  ] as const)("session %s gets the %i it forced", async (name, status) => {
    gateway.force("createChatCompletion", status, { session: `forced-${name}`, times: 1 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const response = await fetch(`${gateway.url}/client/v2/ai/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${gateway.keys.default}`, "Content-Type": "application/json", "X-Mock-Session": `forced-${name}` },
      body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] }),
    });
    expect(response.status).toBe(status);
  });
});

describe("the app's own MSW handlers", () => {
  it.each([1, 2])("are served in test %i, after resets", async () => {
    expect(await (await fetch("https://api.example.com/me")).json()).toEqual({ name: "Ada" });
  });

  it("leave the gateway's journal to the gateway's requests", async () => {
    await chat("own-handlers");
    await fetch("https://api.example.com/me");
    expect((await gateway.journal("own-handlers")).map((entry) => entry.operationId)).toEqual(["createChatCompletion"]);
  });
});

describe("after the concurrent tests", () => {
  it("the reset has run: their sessions are empty", async () => {
    expect(await gateway.journal("concurrent-c")).toEqual([]);
  });
});
