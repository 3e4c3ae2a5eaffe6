import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { createParser } from "eventsource-parser";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { validateResponseBody } from "../../../spec/operations.ts";
import type { MockRequest } from "../../core/deps.ts";
import { testMock } from "../../../test/support/harness.ts";
import { startServer, type RunningServer } from "./server.ts";

const auth = { authorization: "Bearer sk-mock-default", "content-type": "application/json" };
// A free-form prompt: its reply is long enough (30 tokens or more) to stream in many frames.
const chat = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Explain how tides work" }] };

describe("the HTTP adapter", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({
      port: 0,
      host: "127.0.0.1",
      config: { streamTtftMs: 0, streamTokensPerSecond: 0, bodyLimitBytes: 1024 * 1024, logLevel: "silent" },
      log: pino({ level: "silent" }),
    });
  });

  afterAll(async () => {
    await server.close();
  });

  it("sends a repeated chat's rendered JSON whole, with the length of its UTF-8 bytes", async () => {
    // Non-ASCII in the prompt, so the reply may carry it: a length counted in characters would cut the body.
    const body = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Résumé des rivières, s'il te plaît 😀" }] });
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.url}/client/v2/ai/chat/completions`, { method: "POST", headers: auth, body });
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
      answers.push(JSON.parse(bytes.toString("utf8")));
    }
    for (const answer of answers) expect(validateResponseBody("createChatCompletion", 200, "application/json", answer)).toEqual([]);
    expect(answers[2].choices).toEqual(answers[0].choices);
    expect(new Set(answers.map((a) => a.id)).size).toBe(3);
  });

  it("answers many requests that arrive at once, each with its own answer (written together at the turn's end)", async () => {
    const prompts = Array.from({ length: 40 }, (_, i) => `Tell me fact number ${i} about rivers`);
    const inProcess = testMock();
    const expected = await Promise.all(prompts.map((content) => inProcess.call("POST", "/client/v2/ai/chat/completions", { body: { ...chat, messages: [{ role: "user", content }] } })));
    // Separate connections, so the requests reach the server in the same turns of its loop.
    const answers = await Promise.all(
      prompts.map((content) =>
        fetch(`${server.url}/client/v2/ai/chat/completions`, {
          method: "POST",
          headers: { ...auth, connection: "close" },
          body: JSON.stringify({ ...chat, messages: [{ role: "user", content }] }),
        }).then(async (response) => ({ status: response.status, body: (await response.json()) as { choices: unknown; usage: unknown } })),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(answer.body.choices).toEqual(expected[i]!.body.choices);
      expect(answer.body.usage).toEqual(expected[i]!.body.usage);
    }
  });

  it("lets go of a request's body once the core has answered (node:http keeps the request until the connection's next one)", async () => {
    const seen: MockRequest[] = [];
    const respond = server.app.respond;
    server.app.respond = (request) => {
      seen.push(request);
      return respond(request);
    };
    try {
      const response = await fetch(`${server.url}/client/v2/ai/chat/completions`, { method: "POST", headers: auth, body: JSON.stringify(chat) });
      expect(response.status).toBe(200);
      await response.text();
    } finally {
      server.app.respond = respond;
    }
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toBeUndefined();
  });

  it("answers while a test fakes timers (vi.useFakeTimers fakes setImmediate, which ends the turn)", async () => {
    // A real timer taken first, so a mock that waits on a faked one fails here, not by hanging.
    const realSetTimeout = globalThis.setTimeout;
    vi.useFakeTimers();
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        realSetTimeout(() => reject(new Error("no answer within 2 s under fake timers")), 2000);
        const request = httpRequest(`${server.url}/api/users`, { agent: false }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, body }));
        });
        request.on("error", reject);
        request.end();
      });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toMatchObject({ page: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends a paced stream's frames as their timers fire, not together at the end", async () => {
    const paced = await startServer({
      port: 0,
      host: "127.0.0.1",
      config: { streamTtftMs: 50, streamTokensPerSecond: 100, logLevel: "silent" },
      log: pino({ level: "silent" }),
    });
    try {
      const arrivals: { at: number; frames: number }[] = [];
      const started = performance.now();
      await new Promise<void>((resolve, reject) => {
        const request = httpRequest(`${paced.url}/client/v2/ai/chat/completions`, { method: "POST", headers: auth, agent: false }, (response) => {
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => arrivals.push({ at: performance.now() - started, frames: chunk.split("data: ").length - 1 }));
          response.on("end", resolve);
        });
        request.on("error", reject);
        request.end(JSON.stringify({ ...chat, stream: true }));
      });
      const frames = arrivals.reduce((sum, arrival) => sum + arrival.frames, 0);
      // Role delta, content frames, finish, [DONE]: at 100 tokens a second the content alone takes
      // (frames - 4) × 10 ms, and it reaches the client in many reads, not one.
      expect(frames).toBeGreaterThan(10);
      expect(arrivals.length).toBeGreaterThan(frames / 2);
      expect(arrivals.at(-1)!.at - arrivals[0]!.at).toBeGreaterThan((frames - 4) * 10 * 0.5);
    } finally {
      await paced.close();
    }
  });

  it("listens on 127.0.0.1 on the port it was given", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("answers JSON as exactly application/json with an x-request-id", async () => {
    const response = await fetch(`${server.url}/client/v2/ai/chat/completions`, { method: "POST", headers: auth, body: JSON.stringify(chat) });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("x-request-id")).toMatch(/^req_/);
    expect(validateResponseBody("createChatCompletion", 200, "application/json", await response.json())).toEqual([]);
  });

  it("streams server-sent events a real parser reads to [DONE]", async () => {
    const response = await fetch(`${server.url}/client/v2/ai/chat/completions`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({ ...chat, stream: true }),
    });
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const data: string[] = [];
    const events: (string | undefined)[] = [];
    const parser = createParser({ onEvent: (e) => (data.push(e.data), events.push(e.event)) });
    const text = await response.text();
    parser.feed(text);
    expect(data.at(-1)).toBe("[DONE]");
    expect(events.every((e) => e === undefined)).toBe(true);
    expect(text.endsWith("data: [DONE]\n\n")).toBe(true);
  });

  it("closes a stream's connection when its client sent Connection: close, and keeps it otherwise", async () => {
    // A raw socket: the server's own close shows as the socket's "end", with no client pool in between.
    const stream = (connection: string) =>
      new Promise<{ head: string; closedByServer: boolean }>((resolve, reject) => {
        const body = JSON.stringify({ ...chat, stream: true });
        const { port } = new URL(server.url);
        let text = "";
        const socket = connect({ host: "127.0.0.1", port: Number(port) }, () =>
          socket.write(
            `POST /client/v2/ai/chat/completions HTTP/1.1\r\nhost: 127.0.0.1\r\nauthorization: ${auth.authorization}\r\n` +
              `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: ${connection}\r\n\r\n${body}`,
          ),
        );
        const finish = (closedByServer: boolean) => {
          clearTimeout(timer);
          socket.destroy();
          resolve({ head: text.slice(0, text.indexOf("\r\n\r\n")).toLowerCase(), closedByServer });
        };
        // Long enough for the whole unpaced stream; a kept-alive socket is still open after it.
        const timer = setTimeout(() => finish(false), 500);
        socket.on("data", (chunk) => (text += chunk.toString("latin1")));
        socket.on("end", () => finish(text.includes("data: [DONE]")));
        socket.on("error", reject);
      });
    const closing = await stream("close");
    expect(closing.head).toContain("connection: close");
    expect(closing.closedByServer).toBe(true);
    const kept = await stream("keep-alive");
    expect(kept.head).toContain("connection: keep-alive");
    expect(kept.closedByServer).toBe(false);
  });

  it("cuts the connection when a dropped stream is asked for", async () => {
    const response = await fetch(`${server.url}/client/v2/ai/chat/completions`, {
      method: "POST",
      headers: { ...auth, prefer: "stream=drop-after-2" },
      body: JSON.stringify({ ...chat, stream: true }),
    });
    await expect(response.text()).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 20));
    expect(server.app.deps.streams.open).toBe(0);
  });

  it("refuses a declared oversized body with 413 before reading it", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${server.url}/client/v2/ai/generations`, {
        method: "POST",
        headers: { ...auth, "content-length": String(50 * 1024 * 1024) },
      });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on("error", reject);
      req.write("{");
    });
    expect(status).toBe(413);
  });

  it("refuses a chunked body once it passes the limit", async () => {
    const response = await fetch(`${server.url}/client/v2/ai/generations`, {
      method: "POST",
      headers: auth,
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 3; i++) controller.enqueue(new Uint8Array(512 * 1024).fill(32));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
  });

  it("serves generated images a browser can render", async () => {
    const response = await fetch(`${server.url}/__mock/assets/images/x.png?w=64&h=32&seed=1`);
    expect(response.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.readUInt32BE(16)).toBe(64);
    expect(bytes.readUInt32BE(20)).toBe(32);
  });

  it("keeps serving after garbage", async () => {
    await fetch(`${server.url}/client/v2/ai/generations`, { method: "POST", headers: auth, body: "\u0000\u0001{{{" });
    const response = await fetch(`${server.url}/api/users`);
    expect(response.status).toBe(200);
  });
});

describe("graceful shutdown", () => {
  it("lets an in-flight request finish, then stops listening", async () => {
    const server = await startServer({ port: 0, host: "127.0.0.1", config: { logLevel: "silent" }, log: pino({ level: "silent" }) });
    const inFlight = fetch(`${server.url}/api/users`, { headers: { prefer: "delay=200" } });
    await new Promise((r) => setTimeout(r, 50));
    await server.close();
    expect((await inFlight).status).toBe(200);
    await expect(fetch(`${server.url}/api/users`)).rejects.toThrow();
  });
});

describe("a stream's response head", () => {
  /** A server whose core answers one stream: `first` after `waitMs`, then [DONE]. */
  async function streamingServer(waitMs: number): Promise<RunningServer> {
    const server = await startServer({ port: 0, host: "127.0.0.1", config: { logLevel: "silent" }, log: pino({ level: "silent" }) });
    server.app.respond = async () => ({
      status: 200,
      headers: { "content-type": "text/event-stream" },
      stream: (async function* () {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        yield "data: first\n\n";
        yield "data: [DONE]\n\n";
      })(),
    });
    return server;
  }

  /** Milliseconds from sending to the head, and to the end of the body. */
  async function timings(url: string): Promise<{ head: number; body: number; text: string }> {
    const started = performance.now();
    const response = await fetch(url);
    const head = performance.now() - started;
    const text = await response.text();
    return { head, body: performance.now() - started, text };
  }

  it("leaves before a first frame that waits, so the client sees the stream start", async () => {
    const server = await streamingServer(400);
    try {
      const { head, body, text } = await timings(`${server.url}/anything`);
      expect(text).toBe("data: first\n\ndata: [DONE]\n\n");
      expect(body).toBeGreaterThanOrEqual(380);
      expect(head).toBeLessThan(body - 200);
    } finally {
      await server.close();
    }
  });

  it("leaves with the first frame when that is ready at once", async () => {
    const server = await streamingServer(0);
    try {
      expect((await timings(`${server.url}/anything`)).text).toBe("data: first\n\ndata: [DONE]\n\n");
    } finally {
      await server.close();
    }
  });
});

describe("the body's text", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ port: 0, host: "127.0.0.1", config: { logLevel: "silent" }, log: pino({ level: "silent" }) });
  });

  afterAll(async () => {
    await server.close();
  });

  const send = (body: Uint8Array<ArrayBuffer>) => fetch(`${server.url}/client/v2/ai/chat/completions`, { method: "POST", headers: auth, body });

  it("is UTF-8 when the body is not ASCII (the transport's latin1 shortcut is for ASCII only)", async () => {
    const response = await send(new TextEncoder().encode(JSON.stringify({ ...chat, model: "modèle-東京" })));
    expect(response.status).toBe(404);
    const { error } = (await response.json()) as { error: { message: string } };
    expect(error.message).toContain("modèle-東京");
  });

  it("answers 400 to bytes that are not UTF-8", async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ ...chat, model: "m-XX" }));
    const at = bytes.indexOf(0x58);
    bytes[at] = 0xc3;
    bytes[at + 1] = 0x28;
    const response = await send(bytes);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("UTF-8");
  });

  /** POSTs a body in the given pieces, each written after the last has left, so they arrive as separate chunks. */
  function sendInPieces(pieces: Uint8Array[], path = "/client/v2/ai/chat/completions"): Promise<{ status: number; body: any }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${server.url}${path}`, { method: "POST", headers: auth }, (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      });
      request.on("error", reject);
      const writeNext = (i: number): void => {
        if (i === pieces.length) {
          request.end();
          return;
        }
        request.write(pieces[i], () => setTimeout(() => writeNext(i + 1), 5));
      };
      writeNext(0);
    });
  }

  it("reads a body that arrives in many chunks, ASCII or with a character split between two", async () => {
    const ascii = new TextEncoder().encode(JSON.stringify({ ...chat, model: "no-such-model-in-pieces" }));
    const asciiAnswer = await sendInPieces([ascii.subarray(0, 10), ascii.subarray(10, 40), ascii.subarray(40)]);
    expect(asciiAnswer.status).toBe(404);
    expect(asciiAnswer.body.error.message).toContain("no-such-model-in-pieces");

    const utf8 = new TextEncoder().encode(JSON.stringify({ ...chat, model: "modèle-東京" }));
    const split = utf8.indexOf(0xe6) + 1; // inside the three bytes of 東
    const utf8Answer = await sendInPieces([utf8.subarray(0, split), utf8.subarray(split)]);
    expect(utf8Answer.status).toBe(404);
    expect(utf8Answer.body.error.message).toContain("modèle-東京");

    // ASCII at first, then not: the text begun from the ASCII chunks gives way to UTF-8 of all.
    const firstNonAscii = utf8.findIndex((byte) => byte >= 0x80);
    const mixedAnswer = await sendInPieces([utf8.subarray(0, firstNonAscii), utf8.subarray(firstNonAscii)]);
    expect(mixedAnswer.status).toBe(404);
    expect(mixedAnswer.body.error.message).toContain("modèle-東京");
  });

  it("reads a megabyte OCR body in pieces, its image found whole", async () => {
    const png = Buffer.alloc(800_000);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0x03, 0x20, 0, 0, 0x02, 0x58, 8, 2, 0, 0, 0]);
    const body = Buffer.from(JSON.stringify({ image_base64: `data:image/png;base64,${png.toString("base64")}` }));
    const pieces = Array.from({ length: Math.ceil(body.length / 100_000) }, (_, i) => body.subarray(i * 100_000, (i + 1) * 100_000));
    const answer = await sendInPieces(pieces, "/client/v2/ai-stack/image-to-text");
    expect(answer.status).toBe(200);
    // The same lines as the in-process core reads from the body in one piece (they are seeded by the image).
    const whole = await testMock().call("POST", "/client/v2/ai-stack/image-to-text", { raw: body });
    const { request_id: _a, time_elapsed: _b, ...lines } = answer.body.data;
    const { request_id: _c, time_elapsed: _d, ...wholeLines } = whole.body.data;
    expect(lines).toEqual(wholeLines);
    expect(lines.line_texts.length).toBeGreaterThan(0);
  });

  it("reads an ASCII body as it is", async () => {
    const response = await send(new TextEncoder().encode(JSON.stringify({ ...chat, model: "no-such-model" })));
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toContain("no-such-model");
  });
});
