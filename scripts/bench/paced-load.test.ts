import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { pacedLoad } from "./paced-load.ts";

/** A server on 127.0.0.1 that notes when each request arrived and answers with `answer`. */
async function serve(answer: (req: IncomingMessage, res: ServerResponse, n: number) => void): Promise<{ url: string; arrivals: number[]; server: Server }> {
  const arrivals: number[] = [];
  const server = createServer((req, res) => {
    arrivals.push(performance.now());
    req.resume();
    req.on("end", () => answer(req, res, arrivals.length));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, arrivals, server };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const request = () => ({ method: "POST", path: "/chat", headers: { "content-type": "application/json" }, body: '{"prompt":"hi"}' });

describe("paced load", () => {
  it("spreads the requests over the whole run instead of sending each second's share at once", async () => {
    const { url, arrivals, server } = await serve((_req, res) => res.end("ok"));
    servers.push(server);
    const result = await pacedLoad({ url, connections: 8, rate: 1000, seconds: 2, next: request });
    expect(result.ok).toBe(result.sent);
    expect(result.sent).toBeGreaterThanOrEqual(1900);
    // Twenty tenths of a second: evenly paced, every one receives requests. A quota per second
    // sent at full speed (autocannon's overallRate) fills the first one or two of each second
    // and leaves the rest empty. 12 leaves room for the event loop stalling on a busy machine.
    const first = arrivals[0]!;
    const tenths = new Array<number>(20).fill(0);
    for (const at of arrivals) tenths[Math.min(19, Math.floor((at - first) / 100))]! += 1;
    expect(tenths.filter((count) => count > 0).length).toBeGreaterThanOrEqual(12);
  });

  it("counts answers that are not 2xx apart, and sends every request it owes", async () => {
    const { url, server } = await serve((_req, res, n) => {
      res.statusCode = n % 3 === 0 ? 429 : 200;
      res.end("{}");
    });
    servers.push(server);
    const result = await pacedLoad({ url, connections: 4, rate: 300, seconds: 1, next: request });
    expect(result.sent).toBeGreaterThanOrEqual(290);
    expect(result.ok + result.non2xx).toBe(result.sent);
    expect(result.non2xx).toBe(Math.floor(result.sent / 3));
  });

  it("counts requests that found every connection busy: the server fell behind the offer", async () => {
    const { url, server } = await serve((_req, res) => setTimeout(() => res.end("slow"), 50));
    servers.push(server);
    // Two connections at 50 ms each carry 40 requests a second; 100 are offered.
    const result = await pacedLoad({ url, connections: 2, rate: 100, seconds: 0.4, next: request });
    expect(result.late).toBeGreaterThan(15);
    expect(result.ok).toBe(result.sent);
  });

  it("keeps every connection in use, so none sits idle past the server's keep-alive timeout", async () => {
    const ports = new Set<number>();
    const { url, server } = await serve((req, res) => {
      ports.add(req.socket.remotePort!);
      res.end("ok");
    });
    servers.push(server);
    // 100 requests a second answered at once: one connection could carry them all.
    await pacedLoad({ url, connections: 8, rate: 100, seconds: 0.5, next: request });
    expect(ports.size).toBe(8);
  });

  it("fails loudly when the server closes a connection", async () => {
    const { url, server } = await serve((_req, res) => {
      res.setHeader("connection", "close");
      res.end("bye");
    });
    servers.push(server);
    await expect(pacedLoad({ url, connections: 2, rate: 50, seconds: 0.5, next: request })).rejects.toThrow(/closed a connection/);
  });

  it("fails loudly on an answer it cannot frame (no Content-Length)", async () => {
    const { url, server } = await serve((_req, res) => {
      res.write("chunked ");
      res.end("answer");
    });
    servers.push(server);
    await expect(pacedLoad({ url, connections: 1, rate: 10, seconds: 0.3, next: request })).rejects.toThrow(/without Content-Length/);
  });
});
