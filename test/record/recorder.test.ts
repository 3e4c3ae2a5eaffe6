/**
 * The recording proxy against a tiny upstream that echoes what it gets: secrets never reach a
 * fixture, caps hold, and an unreachable upstream gets the spec's error body.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ExchangeFixture } from "../../mocks/fixtures/fixture.ts";
import { startRecorder, type RecorderOptions, type RunningRecorder } from "../../mocks/record/recorder.ts";
import { freePort } from "../support/free-port.ts";
import { fixtureDir, type FixtureDir } from "./support/fixtures.ts";

const SECRET_KEY = "sk-live-0123456789abcdef";

/** An upstream answering every request with what it received, key included (as a careless gateway might). */
async function echoUpstream(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = JSON.stringify({ seen: { authorization: req.headers.authorization, url: req.url, body: Buffer.concat(chunks).toString("utf8") } });
      res.writeHead(200, { "content-type": "application/json" }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

function post(url: string, body: unknown, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Response> {
  return fetch(url, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${SECRET_KEY}`, ...headers }, body: JSON.stringify(body), signal });
}

describe("the recording proxy", () => {
  let fixtures: FixtureDir;
  let upstream: { url: string; server: Server };
  let recorder: RunningRecorder | undefined;
  const start = async (options: Partial<RecorderOptions> = {}) =>
    (recorder = await startRecorder({ upstream: upstream.url, out: fixtures.dir, port: 0, log: pino({ level: "silent" }), ...options }));

  beforeEach(async () => {
    fixtures = fixtureDir();
    upstream = await echoUpstream();
  });
  afterEach(async () => {
    await recorder?.close();
    recorder = undefined;
    upstream.server.closeAllConnections();
    await new Promise((resolve) => upstream.server.close(resolve));
    fixtures.remove();
  });

  it("keeps the key out of every fixture, even where the upstream echoes it", async () => {
    const { url } = await start();
    const answer = (await (await post(`${url}/client/v2/ai/chat/completions?api_key=${SECRET_KEY}`, { model: "m", messages: [], api_key: SECRET_KEY })).json()) as any;
    expect(answer.seen.authorization).toBe(`Bearer ${SECRET_KEY}`);
    const files = filesUnder(fixtures.dir);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(readFileSync(file, "utf8"), file).not.toContain(SECRET_KEY);
  });

  it("redacts the credential headers and the secret fields it is told about", async () => {
    const { url } = await start({ secretFields: ["session_ref"] });
    await post(`${url}/client/v2/ai/chat/completions`, { model: "m", messages: [], session_ref: "abc" }, { "x-api-key": "another-secret-value" });
    const [file] = readdirSync(join(fixtures.dir, "createChatCompletion"));
    const fixture = JSON.parse(readFileSync(join(fixtures.dir, "createChatCompletion", file!), "utf8")) as ExchangeFixture;
    expect(fixture.request.headers).toMatchObject({ authorization: "[REDACTED]", "x-api-key": "[REDACTED]" });
    expect(fixture.request.body).toMatchObject({ session_ref: "[REDACTED]", model: "m" });
  });

  it("writes no more fixtures than its cap, and still forwards every request", async () => {
    const { url } = await start({ maxFixtures: 2 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(`${url}/client/v2/ai/chat/completions`, { model: "m", messages: [], n: i })).status);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(readdirSync(join(fixtures.dir, "createChatCompletion"))).toHaveLength(2);
    expect(recorder!.written).toBe(2);
  });

  it("marks a body over the size cap as truncated instead of keeping it", async () => {
    const { url } = await start({ maxBodyBytes: 64 });
    const answer = await post(`${url}/client/v2/ai/chat/completions`, { model: "m", messages: [{ role: "user", content: "x".repeat(200) }] });
    expect(((await answer.json()) as any).seen.body).toContain("x".repeat(200));
    const [file] = readdirSync(join(fixtures.dir, "createChatCompletion"));
    const fixture = JSON.parse(readFileSync(join(fixtures.dir, "createChatCompletion", file!), "utf8")) as ExchangeFixture;
    expect(fixture.request).toMatchObject({ truncated: true });
    expect(fixture.request.body).toBeUndefined();
    expect(fixture.response.truncated).toBe(true);
  });

  it("forwards the mock's control surface but records none of it (the suite asks /__mock/health of its target)", async () => {
    const { url } = await start();
    const answer = (await (await fetch(`${url}/__mock/health`)).json()) as any;
    expect(answer.seen.url).toBe("/__mock/health");
    await post(`${url}/client/v2/ai/chat/completions`, { model: "m", messages: [] });
    const files = filesUnder(fixtures.dir).map((file) => file.slice(fixtures.dir.length));
    expect(files.filter((file) => file !== "/drift-report.json")).toEqual([expect.stringMatching(/^\/createChatCompletion\//)]);
    for (const file of filesUnder(fixtures.dir)) expect(readFileSync(file, "utf8"), file).not.toContain("__mock");
  });

  it("keeps a path as a path of the upstream, never as another host", async () => {
    const { url } = await start();
    const answer = (await (await fetch(`${url}//example.com/x`)).json()) as any;
    expect(answer.seen.url).toBe("//example.com/x");
  });

  describe("a stream cut short", () => {
    /** An upstream that sends two frames of a chat stream, then ends it as `finish` says. */
    async function streamingUpstream(finish: "hold" | "drop"): Promise<void> {
      upstream.server.close();
      const server = createServer((req, res) => {
        req.resume();
        res.writeHead(200, { "content-type": "text/event-stream" });
        res.write('data: {"choices":[{"index":0,"delta":{"content":"Hel"}}]}\n\n');
        res.write('data: {"choices":[{"index":0,"delta":{"content":"lo"}}]}\n\n');
        if (finish === "drop") setTimeout(() => res.destroy(), 50);
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      upstream = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
    }

    it("by the gateway is recorded as dropped", async () => {
      await streamingUpstream("drop");
      const { url } = await start();
      const answer = await post(`${url}/client/v2/ai/chat/completions`, { model: "m", messages: [], stream: true });
      await answer.text().catch(() => "");
      for (let i = 0; i < 50 && recorder!.written === 0; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      const [file] = readdirSync(join(fixtures.dir, "createChatCompletion"));
      const fixture = JSON.parse(readFileSync(join(fixtures.dir, "createChatCompletion", file!), "utf8")) as ExchangeFixture;
      expect(fixture.response.end).toBe("dropped");
    });

    it("by the client (curl | head) is not recorded: it would replay as a gateway drop", async () => {
      await streamingUpstream("hold");
      const { url } = await start();
      const aborter = new AbortController();
      const answer = await post(`${url}/client/v2/ai/chat/completions`, { model: "m", messages: [], stream: true }, {}, aborter.signal);
      const reader = answer.body!.getReader();
      await reader.read();
      aborter.abort();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(recorder!.written).toBe(0);
      expect(existsSync(join(fixtures.dir, "createChatCompletion"))).toBe(false);
    });
  });

  it("answers 502 with the spec's error body when the upstream cannot be reached", async () => {
    const port = await freePort();
    const { url } = await start({ upstream: `http://127.0.0.1:${port}` });
    const answer = await post(`${url}/client/v2/ai/chat/completions`, { model: "m", messages: [] });
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as any).error.code).toBe("provider_error");
  });
});
