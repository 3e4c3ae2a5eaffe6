/**
 * The suite's client and connections a server closes. A server, or the load balancer before a
 * gateway, closes an idle kept-alive connection when its idle timeout runs out; if the client
 * writes its next request on that connection at the same moment, the request is lost before any
 * answer. (Prism does this under load: it parses an 8.7 MB body for seconds, then closes the
 * connections that went idle meanwhile, with the requests written to them unread.) The suite
 * must not call that a defect of the gateway, and must still fail a gateway that drops requests.
 */
import { createServer, type AddressInfo, type Server, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { Budget, isConnectionLostBeforeAnswer, Target } from "./target.ts";

interface RawServer {
  url: string;
  /** Requests received (whole heads), and connections opened. */
  requests: number;
  connections: number;
  server: Server;
  sockets: Set<Socket>;
}

let running: RawServer | undefined;

afterEach(async () => {
  const server = running;
  running = undefined;
  if (!server) return;
  // The client keeps its connections alive: end them, or close() would wait for them.
  for (const socket of server.sockets) socket.destroy();
  await new Promise<void>((resolve) => server.server.close(() => resolve()));
});

/**
 * A raw HTTP/1.1 server: `answer` gets the connection's request number (1 = first) and writes
 * to the socket, or resets it.
 */
async function rawServer(answer: (socket: Socket, nth: number) => void): Promise<RawServer> {
  const sockets = new Set<Socket>();
  const state: RawServer = { url: "", requests: 0, connections: 0, server: createServer(), sockets };
  state.server.on("connection", (socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffered = "";
    let nth = 0;
    socket.on("data", (chunk) => {
      buffered += chunk.toString("latin1");
      for (;;) {
        const end = buffered.indexOf("\r\n\r\n");
        if (end < 0) return;
        const length = Number(/content-length:\s*(\d+)/i.exec(buffered.slice(0, end))?.[1] ?? 0);
        if (buffered.length < end + 4 + length) return;
        buffered = buffered.slice(end + 4 + length);
        state.requests++;
        answer(socket, ++nth);
      }
    });
  });
  await new Promise<void>((resolve) => state.server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(state.server.address() as AddressInfo).port}`;
  running = state;
  return state;
}

const OK = "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 11\r\nconnection: keep-alive\r\n\r\n{\"ok\":true}";

const ocr = { operationId: "recognizeImageText", scenario: "valid", method: "POST", path: "/client/v2/ai-stack/image-to-text", json: { image_base64: "aGVsbG8=" } } as const;

describe("the suite's client when a connection is closed under a request", () => {
  it("sends a request lost on a kept-alive connection the server closed once more, on a new connection, and records why", async () => {
    // Prism's way under load, every time the client reuses a connection: the server was busy
    // past its idle timeout, so it closes every connection that went idle meanwhile, the one
    // carrying the request (unread, so it is reset) and the others (ended).
    const idle = new Set<Socket>();
    const server = await rawServer((socket, nth) => {
      if (nth === 1) {
        socket.write(OK);
        idle.add(socket);
        return;
      }
      for (const other of idle) if (other !== socket) other.end();
      idle.clear();
      socket.resetAndDestroy();
    });
    const target = new Target({ baseUrl: server.url, apiKey: "k" });
    const exchanges = [];
    for (let i = 0; i < 5; i++) exchanges.push(await target.send(ocr));
    for (const exchange of exchanges) expect(exchange).toMatchObject({ error: null, response: { status: 200, json: { ok: true } } });
    const retried = exchanges.filter((exchange) => exchange.retriedAfter !== undefined);
    // The client reuses connections it keeps alive, so some requests met the race.
    expect(retried.length).toBeGreaterThan(0);
    for (const exchange of retried) expect(exchange.retriedAfter).toMatch(/ECONNRESET|other side closed|UND_ERR_SOCKET/);
    // Each retry was one more request, counted against the budget, on a new connection.
    expect(server.requests).toBe(exchanges.length + retried.length);
    expect(target.budget.used).toBe(server.requests);
    expect(server.connections).toBe(exchanges.length);
  });

  it("still fails a gateway that drops the request every time: two retries, as the OpenAI SDKs make, then no response", async () => {
    const server = await rawServer((socket) => socket.resetAndDestroy());
    const target = new Target({ baseUrl: server.url, apiKey: "k" });
    const exchange = await target.send(ocr);
    expect(exchange.response).toBeNull();
    expect(exchange.error).toMatch(/ECONNRESET|other side closed|UND_ERR_SOCKET/);
    expect(exchange.retriedAfter).toBeDefined();
    expect(server.requests).toBe(3);
  });

  it("gets the answer of a gateway that resets a connection now and then, even twice in a row for one request", async () => {
    // A load balancer resetting some connections: one request may meet two resets running.
    let requests = 0;
    const server = await rawServer((socket) => (++requests <= 2 ? socket.resetAndDestroy() : socket.write(OK)));
    const exchange = await new Target({ baseUrl: server.url, apiKey: "k" }).send(ocr);
    expect({ status: exchange.response?.status, error: exchange.error, requests: server.requests }).toEqual({ status: 200, error: null, requests: 3 });
    expect(exchange.retriedAfter).toMatch(/ECONNRESET|other side closed|UND_ERR_SOCKET/);
  });

  it("does not send again an answer that broke off after it began", async () => {
    const server = await rawServer((socket) => {
      socket.write("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 100\r\n\r\n{\"ok\":");
      setImmediate(() => socket.resetAndDestroy());
    });
    const target = new Target({ baseUrl: server.url, apiKey: "k" });
    const exchange = await target.send(ocr);
    expect(exchange.response?.status).toBe(200);
    expect(exchange.error).not.toBeNull();
    expect(exchange.retriedAfter).toBeUndefined();
    expect(server.requests).toBe(1);
  });

  it("retries only a connection lost before the answer, and never past the request budget", async () => {
    const failing = (code: string) => {
      let calls = 0;
      const fetch = (async () => {
        calls++;
        throw new TypeError("fetch failed", { cause: { code } });
      }) as unknown as typeof globalThis.fetch;
      return { fetch, calls: () => calls };
    };
    for (const [code, attempts] of [["ECONNREFUSED", 1], ["ENOTFOUND", 1], ["ECONNRESET", 3], ["EPIPE", 3], ["UND_ERR_SOCKET", 3]] as const) {
      const fake = failing(code);
      const exchange = await new Target({ baseUrl: "http://gw", apiKey: "k", fetch: fake.fetch }).send(ocr);
      expect({ code, attempts: fake.calls(), error: exchange.error }).toEqual({ code, attempts, error: `fetch failed (${code})` });
    }
    const fake = failing("ECONNRESET");
    const budget = new Budget(1);
    const exchange = await new Target({ baseUrl: "http://gw", apiKey: "k", fetch: fake.fetch, budget }).send(ocr);
    expect({ attempts: fake.calls(), used: budget.used, retried: exchange.retriedAfter }).toEqual({ attempts: 1, used: 1, retried: undefined });
    expect(isConnectionLostBeforeAnswer(new DOMException("The operation was aborted due to timeout", "TimeoutError"))).toBe(false);
  });
});
