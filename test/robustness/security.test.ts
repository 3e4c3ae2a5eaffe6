/**
 * Security: the control surface wants its token beyond loopback; image_url is never fetched
 * unless enabled, and when enabled only http(s), only allowed hosts, within size and time
 * limits, never following redirects; no asset path escapes its folder; API keys never reach
 * the logs (nor error bodies).
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../../mocks/assets/png.ts";
import { createMock } from "../../mocks/app.ts";
import type { MockConfig } from "../../mocks/config/config.ts";
import type { MockRequest } from "../../mocks/core/deps.ts";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import { validateSchema } from "../../spec/validators.ts";

const AUTH = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };
const silent = pino({ level: "silent" });

const running: RunningServer[] = [];
async function start(config: Partial<MockConfig> = {}, log = silent): Promise<RunningServer> {
  const server = await startServer({ port: 0, host: "127.0.0.1", config: { logLevel: "silent", streamTtftMs: 0, streamTokensPerSecond: 0, ...config }, log });
  running.push(server);
  return server;
}
afterEach(async () => {
  await Promise.all(running.splice(0).map((s) => s.close()));
});

function request(method: string, path: string, headers: Record<string, string> = {}, query: Record<string, string> = {}): MockRequest {
  return { method, path, query, headers };
}

describe("the control surface beyond loopback", () => {
  const PROTECTED: [string, string][] = [
    ["POST", "/__mock/reset"],
    ["GET", "/__mock/clock"],
    ["POST", "/__mock/clock"],
    ["GET", "/__mock/tasks"],
    ["POST", "/__mock/tasks/1001"],
    ["GET", "/__mock/journal"],
  ];

  it("refuses every protected endpoint without the token, with the spec's 401 body", async () => {
    const { respond: handle } = createMock({ config: { host: "0.0.0.0", controlToken: "s3cret", logLevel: "silent" }, log: silent });
    for (const [method, path] of PROTECTED) {
      for (const headers of [{}, { "x-mock-token": "wrong" }, { authorization: "Bearer s3cret" }] as Record<string, string>[]) {
        const response = await handle(request(method, path, headers));
        expect(response.status, `${method} ${path}`).toBe(401);
        expect(validateSchema("ErrorBody", response.body)).toEqual([]);
      }
    }
  });

  it("accepts the token as X-Mock-Token or ?token=", async () => {
    const { respond: handle } = createMock({ config: { host: "0.0.0.0", controlToken: "s3cret", logLevel: "silent" }, log: silent });
    expect((await handle(request("GET", "/__mock/journal", { "x-mock-token": "s3cret" }))).status).toBe(200);
    expect((await handle(request("GET", "/__mock/journal", {}, { token: "s3cret" }))).status).toBe(200);
  });

  it("refuses everything protected when bound beyond loopback with no token configured", async () => {
    const { respond: handle } = createMock({ config: { host: "0.0.0.0", controlToken: undefined, logLevel: "silent" }, log: silent });
    for (const [method, path] of PROTECTED) expect((await handle(request(method, path, { "x-mock-token": "" }))).status).toBe(401);
    // Health and assets stay public: load balancers and <img> tags send no token.
    expect((await handle(request("GET", "/__mock/health"))).status).toBe(200);
  });

  it("needs no token on loopback", async () => {
    for (const host of ["127.0.0.1", "localhost", "::1"]) {
      const { respond: handle } = createMock({ config: { host, logLevel: "silent" }, log: silent });
      expect((await handle(request("GET", "/__mock/journal"))).status).toBe(200);
    }
  });

  it("also refuses over HTTP once the host is not loopback", async () => {
    const server = await start({ controlToken: "s3cret" });
    server.app.deps.config.host = "0.0.0.0";
    expect((await fetch(`${server.url}/__mock/journal`)).status).toBe(401);
    expect((await fetch(`${server.url}/__mock/journal`, { headers: { "x-mock-token": "s3cret" } })).status).toBe(200);
  });
});

describe("image_url fetching", () => {
  let upstream: Server;
  let upstreamUrl: string;
  const hits: string[] = [];
  const png = encodePng(64, 48, 1);

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      hits.push(req.url ?? "");
      if (req.url === "/image.png") return res.writeHead(200, { "content-type": "image/png" }).end(png);
      if (req.url === "/big.png") return res.writeHead(200, { "content-type": "image/png" }).end(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
      if (req.url === "/redirect.png") return res.writeHead(302, { location: `${upstreamUrl}/image.png` }).end();
      if (req.url === "/slow.png") return; // never answers
      // Headers and the first bytes of an image at once, then nothing: a body that never ends.
      if (req.url === "/slow-body.png") return void res.writeHead(200, { "content-type": "image/png" }).write(png.subarray(0, 64));
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    upstream.closeAllConnections();
    await new Promise<void>((resolve) => upstream.close(() => resolve()));
  });

  const ocr = (server: RunningServer, image_url: string) =>
    fetch(`${server.url}/client/v2/ai-stack/image-to-text`, { method: "POST", headers: AUTH, body: JSON.stringify({ image_url }) });
  const generation = (server: RunningServer, image_url: string) =>
    fetch(`${server.url}/client/v2/ai/generations`, { method: "POST", headers: AUTH, body: JSON.stringify({ model: "ocr-general", input: { image_url } }) });

  it("is never fetched by default, on either OCR path", async () => {
    hits.length = 0;
    const server = await start();
    expect((await ocr(server, `${upstreamUrl}/image.png`)).status).toBe(200);
    expect((await generation(server, `${upstreamUrl}/image.png`)).status).toBe(200);
    expect(hits).toEqual([]);
  });

  it("when enabled, fetches allowed hosts only, and never follows a redirect", async () => {
    hits.length = 0;
    const allowed = await start({ ocrFetch: true, ocrFetchAllowHosts: ["127.0.0.1"] });
    expect((await ocr(allowed, `${upstreamUrl}/image.png`)).status).toBe(200);
    expect(hits).toEqual(["/image.png"]);
    expect((await ocr(allowed, `${upstreamUrl}/redirect.png`)).status).toBe(400);
    expect(hits).toEqual(["/image.png", "/redirect.png"]);
    const other = await start({ ocrFetch: true, ocrFetchAllowHosts: ["images.example.com"] });
    const refused = await ocr(other, `${upstreamUrl}/image.png`);
    expect(refused.status).toBe(400);
    expect(validateSchema("ErrorBody", await refused.json())).toEqual([]);
    expect(hits).toEqual(["/image.png", "/redirect.png"]);
  });

  it("when enabled, refuses other schemes without fetching", async () => {
    const server = await start({ ocrFetch: true });
    for (const url of ["file:///etc/passwd", "ftp://127.0.0.1/x.png", "data:image/png;base64,AAAA", "gopher://127.0.0.1:70/", "javascript:alert(1)"]) {
      expect((await ocr(server, url)).status, url).toBe(400);
    }
  });

  it("when enabled, enforces the size and time limits", async () => {
    const server = await start({ ocrFetch: true, ocrFetchAllowHosts: ["127.0.0.1"], ocrFetchMaxBytes: 1024 * 1024, ocrFetchTimeoutMs: 300 });
    expect((await ocr(server, `${upstreamUrl}/big.png`)).status).toBe(400);
    expect((await ocr(server, `${upstreamUrl}/slow.png`)).status).toBe(400);
  });

  it("when enabled, answers the seed's OCR 400 (not a 500) to an image whose body stalls past the timeout", async () => {
    const server = await start({ ocrFetch: true, ocrFetchAllowHosts: ["127.0.0.1"], ocrFetchTimeoutMs: 300 });
    const response = await ocr(server, `${upstreamUrl}/slow-body.png`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { code: string; param: string } };
    expect(validateSchema("ErrorBody", body)).toEqual([]);
    expect(body.error).toMatchObject({ code: "invalid_request", param: "image_url" });
  });

  it("when enabled without an allow-list, refuses loopback, private, link-local and metadata addresses without connecting", async () => {
    hits.length = 0;
    const server = await start({ ocrFetch: true });
    const port = new URL(upstreamUrl).port;
    const denied = [
      `${upstreamUrl}/image.png`,
      `http://localhost:${port}/image.png`, // a name that resolves to loopback: vetted after DNS
      `http://127.1.2.3:${port}/image.png`,
      `http://0.0.0.0:${port}/image.png`,
      `http://[::1]:${port}/image.png`,
      `http://[::ffff:127.0.0.1]:${port}/image.png`,
      "http://10.0.0.1/x.png",
      "http://172.16.5.4/x.png",
      "http://192.168.1.1/x.png",
      "http://100.64.0.1/x.png",
      "http://169.254.169.254/latest/meta-data/",
      "http://[fd00:ec2::254]/latest/meta-data/",
      "http://[fe80::1]/x.png",
      "http://[fc00::1]/x.png",
    ];
    for (const url of denied) expect((await ocr(server, url)).status, url).toBe(400);
    expect(hits).toEqual([]);
  });

  it("when enabled, fetches from a denied range once its host is allow-listed", async () => {
    hits.length = 0;
    const server = await start({ ocrFetch: true, ocrFetchAllowHosts: ["localhost"] });
    const port = new URL(upstreamUrl).port;
    expect((await ocr(server, `http://localhost:${port}/image.png`)).status).toBe(200);
    expect(hits).toEqual(["/image.png"]);
  });

  it("when enabled, says the same thing about every failure, so ports and paths cannot be told apart", async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const server = await start({ ocrFetch: true, ocrFetchAllowHosts: ["127.0.0.1", "no-such-host.invalid"], ocrFetchTimeoutMs: 300, ocrFetchMaxBytes: 1024 * 1024 });
    const denied = await start({ ocrFetch: true });
    const messages = new Set<string>();
    for (const [target, url] of [
      [server, `http://127.0.0.1:${closed}/image.png`],
      [server, `${upstreamUrl}/missing.png`],
      [server, `${upstreamUrl}/redirect.png`],
      [server, `${upstreamUrl}/slow.png`],
      [server, `${upstreamUrl}/big.png`],
      [server, "http://no-such-host.invalid/x.png"],
      [denied, `${upstreamUrl}/image.png`],
    ] as const) {
      const response = await ocr(target, url);
      expect(response.status, url).toBe(400);
      messages.add(((await response.json()) as { error: { message: string } }).error.message);
    }
    expect([...messages]).toHaveLength(1);
  });
});

describe("the asset routes", () => {
  it("serve nothing outside their folder, however the path is written", async () => {
    const server = await start();
    const { port } = new URL(server.url);
    const paths = [
      "/__mock/assets/images/../../../package.json",
      "/__mock/assets/%2e%2e/%2e%2e/package.json",
      "/__mock/assets/video/..%2f..%2f..%2fpackage.json",
      "/__mock/assets/video/%252e%252e%252fpackage.json",
      "/__mock/assets/images/x.png/../../../../etc/passwd",
      "/__mock/assets/audio/....//....//etc/passwd",
      "/__mock/assets/images/..\\..\\package.json",
      "/__mock/assets//etc/passwd",
      "/__mock/assets/video/%00.mp4",
      "/__mock/../package.json",
    ];
    for (const path of paths) {
      // node:http sends the path as written: no client-side normalization of the dots.
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path }, (res) => {
          let text = "";
          res.setEncoding("latin1");
          res.on("data", (c: string) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
        });
        req.on("error", reject);
        req.end();
      });
      expect(status, path).toBeGreaterThanOrEqual(400);
      expect(status, path).toBeLessThan(500);
      expect(body, path).not.toMatch(/ai-gateway-kit|root:|"dependencies"/);
    }
  });
});

describe("logs", () => {
  it("never contain an API key, at the most verbose level, whatever the request", async () => {
    let captured = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        captured += chunk.toString();
        done();
      },
    });
    const log = pino({ level: "trace" }, sink);
    const server = await start({ logLevel: "trace" }, log);
    const chat = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] });
    const keys = ["sk-mock-default", "sk-mock-other", "sk-mock-restricted", "sk-mock-no-llm", "sk-mock-not-a-real-key", "sk-mock-"];
    const seen: string[] = [];
    for (const key of keys) {
      const headers = { authorization: `Bearer ${key}`, "content-type": "application/json" };
      const calls = [
        fetch(`${server.url}/client/v2/ai/chat/completions`, { method: "POST", headers, body: chat }),
        fetch(`${server.url}/client/v2/ai/chat/completions`, { method: "POST", headers, body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }], stream: true }) }),
        fetch(`${server.url}/client/v2/ai/generations`, { method: "POST", headers, body: JSON.stringify({ model: "kling-v1", input: { prompt: "x" } }) }),
        fetch(`${server.url}/client/v2/ai/generations`, { method: "POST", headers: { ...headers, prefer: "code=500" }, body: chat }),
        fetch(`${server.url}/client/v2/ai-stack/image-to-text`, { method: "POST", headers, body: "{not json" }),
        fetch(`${server.url}/client/v2/ai/tasks/999999`, { headers }),
        fetch(`${server.url}/client/v2/ai/nope`, { headers }),
        fetch(`${server.url}/__mock/journal`, { headers }),
        fetch(`${server.url}/api/users`, { headers: { ...headers, "x-api-key": key } }),
      ];
      for (const response of await Promise.all(calls)) {
        const text = await response.text();
        if (response.status === 401) seen.push(text);
      }
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(captured.length).toBeGreaterThan(1000);
    expect(captured).not.toContain("sk-mock-");
    expect(captured.toLowerCase()).not.toContain("bearer");
    // Nor do refusals echo the key back.
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(text).not.toContain("sk-mock-");
  });
});
