/**
 * Journey 4 in the DOM environments a React or Vue app's unit tests run in (vitest's `jsdom` and
 * `happy-dom`), with the one-line helper and nothing else, in its MSW mode and its HTTP mode: the openai SDK (which refuses a
 * browser-like global without `dangerouslyAllowBrowser`), a streamed chat, the SDK's error class,
 * and `fetch` with headers written as apps write them (`Authorization`, `X-Mock-Session`): happy-dom's
 * Headers hands their names on as written, where the Fetch standard lower-cases them.
 */
import OpenAI from "openai";
import { expect, it } from "vitest";
import { useGatewayMock } from "ai-gateway-kit/vitest";

export function aFrontendTestIn(environment: "jsdom" | "happy-dom", mode: "msw" | "http" = "msw"): void {
  const gateway = useGatewayMock({ mode }); // MSW handlers at http://127.0.0.1:4010, or a free port; manual clock
  const base = () => `${gateway.url}/client/v2/ai`;
  const sdk = (apiKey: string = gateway.keys.default) => new OpenAI({ baseURL: base(), apiKey, maxRetries: 0, dangerouslyAllowBrowser: true });
  const hello = { model: "gpt-4o-mini", messages: [{ role: "user" as const, content: "Hello!" }] };

  it(`runs in ${environment}: its window and document beside the gateway`, () => {
    expect(navigator.userAgent).toMatch(environment === "jsdom" ? /jsdom/ : /HappyDOM/);
    expect(document.body).toBeTruthy();
  });

  it("answers a chat, streams one and throws AuthenticationError for a wrong key, through the openai SDK", async () => {
    expect((await sdk().chat.completions.create(hello)).choices[0]?.message.content).toBeTruthy();
    let text = "";
    for await (const chunk of await sdk().chat.completions.create({ ...hello, stream: true })) text += chunk.choices[0]?.delta.content ?? "";
    expect(text).not.toBe("");
    await expect(sdk("sk-wrong").chat.completions.create(hello)).rejects.toBeInstanceOf(OpenAI.AuthenticationError);
  });

  it("reads fetch's headers whatever their case: Authorization and X-Mock-Session as apps write them", async () => {
    const response = await fetch(`${base()}/chat/completions`, {
      method: "POST",
      headers: { Authorization: `Bearer ${gateway.keys.default}`, "Content-Type": "application/json", "X-Mock-Session": "dom" },
      body: JSON.stringify(hello),
    });
    expect(response.status).toBe(200);
    expect((await gateway.journal("dom")).map((entry) => entry.operationId)).toEqual(["createChatCompletion"]);
  });

  // The document's fetch sends its Origin (and happy-dom's applies CORS): the control surface,
  // which refuses other origins' pages, answers the test's own document in both modes.
  it("reads the journal and moves the clock through /__mock with the document's fetch", async () => {
    const headers = { Authorization: `Bearer ${gateway.keys.default}`, "Content-Type": "application/json", "X-Mock-Session": "dom-control" };
    await fetch(`${base()}/chat/completions`, { method: "POST", headers, body: JSON.stringify(hello) });
    const journal = await fetch(`${gateway.url}/__mock/journal`, { headers: { "X-Mock-Session": "dom-control" } });
    expect(((await journal.json()) as { entries: { path: string }[] }).entries.map((entry) => entry.path)).toEqual(["/client/v2/ai/chat/completions"]);
    const before = gateway.clock.now();
    const moved = await fetch(`${gateway.url}/__mock/clock`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ advance_ms: 1000 }) });
    expect(moved.status).toBe(200);
    expect(gateway.clock.now()).toBe(before + 1000);
  });

  it("finishes a video task polled with fetch once the test moves the clock", async () => {
    const headers = { Authorization: `Bearer ${gateway.keys.default}`, "Content-Type": "application/json" };
    const body = JSON.stringify({ model: "kling-v1", input: { prompt: "A paper boat" } });
    const submitted = await fetch(`${base()}/generations`, { method: "POST", headers, body });
    const { data } = (await submitted.json()) as { data: { task_id: number } };
    const poll = async () => ((await (await fetch(`${base()}/tasks/${data.task_id}`, { headers })).json()) as { data: { status: string } }).data.status;
    expect(await poll()).toBe("processing");
    gateway.clock.advance(5000);
    expect(await poll()).toBe("completed");
  });
}
