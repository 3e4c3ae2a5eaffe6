/**
 * `ai-gateway-kit proxy`: forwards a frontend's traffic untouched and reports each violation
 * with the contract suite's checks and severities, from the operation table (no Prism).
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../contract-tests/config.ts";
import { startProxy, type ProxyOptions, type RunningProxy } from "../contract-tests/proxy.ts";
import type { FailureRecord } from "../contract-tests/report/format.ts";
import type { RunningServer } from "../mocks/transports/http/server.ts";
import { KEY, startMock } from "./support/mock.ts";
import { createServer as createNetServer, type Socket } from "node:net";
import { rawExchange } from "./support/raw-http.ts";

type Seen = { method: string; url: string; status: number; failures: FailureRecord[] };

let mock: RunningServer;
let broken: Server;
let brokenUrl: string;

beforeAll(async () => {
  mock = await startMock();
  // A gateway that lists users in the wrong shape: `data` is not an array.
  broken = createServer((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ data: "nobody", total: 0 })));
  await new Promise<void>((resolve) => broken.listen(0, "127.0.0.1", resolve));
  brokenUrl = `http://127.0.0.1:${(broken.address() as { port: number }).port}`;
});

afterAll(async () => {
  await mock?.close();
  await new Promise<void>((resolve) => broken.close(() => resolve()));
});

async function through(upstream: string, send: (url: string) => Promise<Response>): Promise<{ response: Response; body: string; seen: Seen[]; proxy: RunningProxy }> {
  const seen: Seen[] = [];
  const proxy = await startProxy({ upstream, port: 0, config: loadConfig({ CONTRACT_BASE_URL: upstream }), onExchange: (e) => seen.push(e) });
  try {
    const response = await send(proxy.url);
    const body = await response.text();
    return { response, body, seen, proxy };
  } finally {
    await proxy.close();
  }
}

describe("the validating proxy", () => {
  it("forwards a conforming exchange untouched and finds nothing wrong", async () => {
    const { response, body, seen } = await through(mock.url, (url) =>
      fetch(`${url}/client/v2/ai/chat/completions`, {
        method: "POST",
        headers: { authorization: `Bearer ${KEY}`, "content-type": "application/json" },
        body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] }),
      }),
    );
    expect(response.status).toBe(200);
    expect((JSON.parse(body) as { object: string }).object).toBe("chat.completion");
    expect(seen).toHaveLength(1);
    expect(seen[0]!.failures).toEqual([]);
  });

  it("reports a response that breaks the spec as an error, naming the check, and still passes it on", async () => {
    const { response, body, seen, proxy } = await through(brokenUrl, (url) => fetch(`${url}/api/users?page=1`));
    expect(response.status).toBe(200);
    expect(JSON.parse(body)).toEqual({ data: "nobody", total: 0 });
    const errors = seen[0]!.failures.filter((f) => f.severity === "error");
    expect(errors.map((f) => f.check)).toContain("bodyMatchesSchema");
    expect(proxy.stats().errors).toBeGreaterThan(0);
  });

  it("judges a request it forwarded without a key as sent without one: answered 200, it is an error", async () => {
    // Unlike a HAR file, where a sanitized export may have dropped the header, the proxy sees the request as sent.
    const { seen } = await through(brokenUrl, (url) =>
      fetch(`${url}/client/v2/ai/chat/completions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] }),
      }),
    );
    expect(seen[0]!.failures.filter((f) => f.severity === "error").map((f) => f.check)).toContain("missingKeyUnauthorized");
  });
});

/** An upstream writing `answer` byte for byte once a request head arrives. */
async function rawUpstream(answer: string): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.once("data", () => socket.write(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function withProxy(upstream: string, run: (port: number, proxy: RunningProxy) => Promise<void>, extra: Partial<ProxyOptions> = {}): Promise<void> {
  const proxy = await startProxy({ upstream, port: 0, config: loadConfig({ CONTRACT_BASE_URL: upstream }), ...extra });
  try {
    await run(Number(new URL(proxy.url).port), proxy);
  } finally {
    await proxy.close();
  }
}

/**
 * The recorder's item 1 and 7 of issue 27 in the validating proxy, which built its upstream URL
 * the same way: a request target that is no path, or an upstream status it cannot repeat, threw
 * in the request listener and ended the process. Each is answered, and the proxy stays up.
 */
describe("the validating proxy against hostile clients and upstreams", () => {
  it("answers an asterisk-form or absolute-form target 400 without reaching another host, and stays up", async () => {
    await withProxy(mock.url, async (port) => {
      for (const head of ["OPTIONS * HTTP/1.1", "GET http://evil.example/x HTTP/1.1", "GET http://[::1/x HTTP/1.1", "GET https://127.0.0.1:1/ HTTP/1.1"]) {
        const answer = await rawExchange(port, Buffer.from(`${head}\r\nHost: x\r\nConnection: close\r\n\r\n`));
        expect(answer.status, head).toBe(400);
        expect(JSON.parse(answer.body.toString()).error.code, head).toBe("invalid_request");
      }
      expect((await rawExchange(port, Buffer.from("GET /api/users HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))).status).toBe(200);
    });
  });

  it.each([
    ["a status it cannot repeat (099)", "HTTP/1.1 099 Odd\r\nContent-Length: 0\r\n\r\n"],
    ["a switch of protocols (101)", "HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"],
  ])("answers 502 when the upstream sends %s, and stays up", async (_what, answer) => {
    const odd = await rawUpstream(answer);
    try {
      await withProxy(odd.url, async (port) => {
        for (let i = 0; i < 2; i++) {
          const got = await rawExchange(port, Buffer.from("GET /api/users HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 5000);
          expect(got.status).toBe(502);
        }
      });
    } finally {
      await odd.close();
    }
  });
});

/**
 * Issue 27's bounds in the validating proxy: an upstream that never answers, or goes silent
 * mid-stream, held the proxy's client (and its socket) forever. Past `upstreamIdleMs` of
 * silence (--upstream-timeout-ms, as in the recorder) the client gets a 504 before the head,
 * its connection cut after it; the proxy answers the next request all the same.
 */
/** What the proxy reports of an exchange it forwarded without checking. */
type Unchecked = Parameters<NonNullable<Parameters<typeof startProxy>[0]["onUnchecked"]>>[0];

describe("the validating proxy against an upstream that goes silent", () => {
  const IDLE_MS = 300;
  const GET = Buffer.from("GET /api/users HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");

  async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
    const started = performance.now();
    const result = await run();
    return [result, performance.now() - started];
  }

  it("answers 504 provider_error, naming the upstream and the wait, when the upstream never answers; and stays up", async () => {
    const mute = await rawUpstream("");
    const unchecked: Unchecked[] = [];
    try {
      await withProxy(
        mute.url,
        async (port) => {
          for (let i = 0; i < 2; i++) {
            const [got, ms] = await timed(() => rawExchange(port, GET, 5000));
            expect(got.status, `request ${i + 1}`).toBe(504);
            expect(JSON.parse(got.body.toString()).error).toMatchObject({ code: "provider_error", message: `The upstream ${new URL(mute.url).origin} sent nothing for ${IDLE_MS} ms.` });
            expect(ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
            expect(ms).toBeLessThan(3000);
          }
        },
        { upstreamIdleMs: IDLE_MS, onUnchecked: (e) => unchecked.push(e) },
      );
      // Each is reported once, as not checked and why (the CLI prints a "skipped" line for it).
      expect(unchecked).toEqual([1, 2].map(() => ({ method: "GET", url: `${mute.url}/api/users`, status: 504, reason: `The upstream ${new URL(mute.url).origin} sent nothing for ${IDLE_MS} ms.` })));
    } finally {
      await mute.close();
    }
  });

  it("leaves an upstream that answers in time alone, also on a connection the proxy keeps open past the bound", async () => {
    await withProxy(
      mock.url,
      async (port) => {
        for (let i = 0; i < 3; i++) {
          if (i > 0) await new Promise((resolve) => setTimeout(resolve, IDLE_MS + 200));
          const got = await rawExchange(port, GET, 5000);
          expect(got.status, `request ${i + 1}`).toBe(200);
          expect(JSON.parse(got.body.toString())).toHaveProperty("users");
        }
      },
      { upstreamIdleMs: IDLE_MS },
    );
  });

  it("cuts the client's connection when the upstream goes silent after its head, and stays up", async () => {
    const stalls = await rawUpstream("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nTransfer-Encoding: chunked\r\n\r\n19\r\ndata: {\"partial\": true}\n\n\r\n");
    const unchecked: Unchecked[] = [];
    try {
      await withProxy(
        stalls.url,
        async (port, proxy) => {
          for (let i = 0; i < 2; i++) {
            const [got, ms] = await timed(() => rawExchange(port, GET, 5000));
            // The head was passed on: the status stays the upstream's, and the stream ends cut, not closed.
            expect(got.status, `request ${i + 1}`).toBe(200);
            expect(got.body.toString()).toContain('data: {"partial": true}');
            expect(ms).toBeGreaterThanOrEqual(IDLE_MS - 50);
            expect(ms).toBeLessThan(3000);
          }
          // A cut exchange is not complete: nothing to check, nothing counted; it is reported unchecked with the status sent.
          expect(proxy.stats().checked).toBe(0);
          expect(unchecked.map((e) => [e.status, e.reason])).toEqual([1, 2].map(() => [200, `The upstream ${new URL(stalls.url).origin} sent nothing for ${IDLE_MS} ms.`]));
        },
        { upstreamIdleMs: IDLE_MS, onUnchecked: (e) => unchecked.push(e) },
      );
    } finally {
      await stalls.close();
    }
  });
});

describe("the validating proxy's body bound (maxBodyBytes, --max-body-bytes)", () => {
  it("forwards an exchange past the bound whole and does not check it; one within it is checked", async () => {
    const seen: Seen[] = [];
    const unchecked: Unchecked[] = [];
    for (const maxBodyBytes of [8, 1024]) {
      await withProxy(
        brokenUrl,
        async (port) => {
          const got = await rawExchange(port, Buffer.from("GET /api/users?page=1 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"), 5000);
          expect(got.status).toBe(200);
          expect(JSON.parse(got.body.toString())).toEqual({ data: "nobody", total: 0 });
        },
        { maxBodyBytes, onExchange: (e) => seen.push(e), onUnchecked: (e) => unchecked.push(e) },
      );
      // close() waited for the checks: what was checked has been reported.
      expect(seen, `maxBodyBytes ${maxBodyBytes}`).toHaveLength(maxBodyBytes === 8 ? 0 : 1);
    }
    // The one past the bound is reported as not checked, and why.
    expect(unchecked).toEqual([{ method: "GET", url: `${brokenUrl}/api/users?page=1`, status: 200, reason: "a response body past the 8 bytes kept for checking (--max-body-bytes): forwarded whole, not checked" }]);
  });
});

describe("the validating proxy's exchange lines", () => {
  it("carry no secret of the request: a key standing in the path, a secret query parameter (issue 27: one redaction module)", async () => {
    const key = "sk-live-proxy-0a1b2c3d4e5f";
    const queryKey = "qk-live-proxy-9f8e7d6c";
    const { seen } = await through(brokenUrl, (url) => fetch(`${url}/api/users/${key}/usage?api_key=${queryKey}&page=1`, { headers: { authorization: `Bearer ${key}` } }));
    expect(seen).toHaveLength(1);
    const line = JSON.stringify(seen[0]);
    expect(line).toContain("/api/users/");
    for (const secret of [key, queryKey]) expect(line).not.toContain(secret);
  });

  it("carry no secret of the request for an exchange left unchecked either (an upstream that cannot be reached)", async () => {
    const key = "sk-live-proxy-1b2c3d4e5f6a";
    const queryKey = "qk-live-proxy-8e7d6c5b";
    const unchecked: Unchecked[] = [];
    await withProxy(
      "http://127.0.0.1:9",
      async (port) => {
        const got = await rawExchange(port, Buffer.from(`GET /api/users/${key}/usage?api_key=${queryKey} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nConnection: close\r\n\r\n`), 5000);
        expect(got.status).toBe(502);
      },
      { onUnchecked: (e) => unchecked.push(e) },
    );
    expect(unchecked).toHaveLength(1);
    expect(unchecked[0]).toMatchObject({ status: 502, reason: expect.stringContaining("could not reach the upstream") });
    const line = JSON.stringify(unchecked[0]);
    expect(line).toContain("/api/users/");
    for (const secret of [key, queryKey]) expect(line).not.toContain(secret);
  });
});
