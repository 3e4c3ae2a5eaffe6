/**
 * `ai-gateway-kit proxy`: forwards a frontend's traffic untouched and reports each violation
 * with the contract suite's checks and severities, from the operation table (no Prism).
 */
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../contract-tests/config.ts";
import { startProxy, type RunningProxy } from "../contract-tests/proxy.ts";
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
});

/**
 * The recorder's item 1 and 7 of issue 27 in the validating proxy, which built its upstream URL
 * the same way: a request target that is no path, or an upstream status it cannot repeat, threw
 * in the request listener and ended the process. Each is answered, and the proxy stays up.
 */
describe("the validating proxy against hostile clients and upstreams", () => {
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

  async function withProxy(upstream: string, run: (port: number, proxy: RunningProxy) => Promise<void>): Promise<void> {
    const proxy = await startProxy({ upstream, port: 0, config: loadConfig({ CONTRACT_BASE_URL: upstream }) });
    try {
      await run(Number(new URL(proxy.url).port), proxy);
    } finally {
      await proxy.close();
    }
  }

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
});
