/**
 * The recorder against hostile clients and upstreams (issue 27): request targets no origin
 * server would see, upstreams that send endless events, odd statuses, 101, silence, and
 * megabyte polls. Each test reproduces one finding: the recorder stays up, its client gets an
 * answer, and what it keeps is bounded.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { get as httpGet, createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createNetServer, type Server as NetServer, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ExchangeFixture, TaskFixture } from "../../mocks/fixtures/fixture.ts";
import { FrameRecorder } from "../../mocks/fixtures/sse-frames.ts";
import { startRecorder, type RecorderOptions, type RunningRecorder } from "../../mocks/record/recorder.ts";
import { rawExchange } from "../support/raw-http.ts";
import { fixtureDir, type FixtureDir } from "./support/fixtures.ts";

const CHAT = "/client/v2/ai/chat/completions";

type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

async function httpUpstream(handler: Handler): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => handler(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** An upstream that writes `answer` byte for byte on every connection (after reading the request head). */
async function rawUpstream(answer: (socket: Socket) => void): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: NetServer = createNetServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => {});
    socket.once("data", () => answer(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

function onlyFixture(dir: string, operation = "createChatCompletion"): ExchangeFixture {
  const [file] = readdirSync(join(dir, operation));
  return JSON.parse(readFileSync(join(dir, operation, file!), "utf8")) as ExchangeFixture;
}

describe("the recorder against hostile clients and upstreams", () => {
  let fixtures: FixtureDir;
  let recorder: RunningRecorder | undefined;
  const closers: Array<() => Promise<void>> = [];
  const start = async (upstream: string, options: Partial<RecorderOptions> = {}) =>
    (recorder = await startRecorder({ upstream, out: fixtures.dir, port: 0, log: pino({ level: "silent" }), ...options }));
  const port = () => Number(new URL(recorder!.url).port);
  const stillAnswers = async () => {
    const answer = await fetch(`${recorder!.url}${CHAT}`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    await answer.arrayBuffer();
    return answer.status;
  };

  beforeEach(() => {
    fixtures = fixtureDir();
  });
  afterEach(async () => {
    await recorder?.close();
    recorder = undefined;
    for (const close of closers.splice(0)) await close();
    fixtures.remove();
  });

  const okUpstream = async () => {
    const upstream = await httpUpstream((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}'));
    closers.push(upstream.close);
    return upstream;
  };

  it("(1) answers an asterisk-form target 400 and stays up", async () => {
    await start((await okUpstream()).url);
    const answer = await rawExchange(port(), Buffer.from("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body.toString()).error.code).toBe("invalid_request");
    expect(await stillAnswers()).toBe(200);
  });

  it("(1) answers an absolute-form target 400 without reaching another host, and stays up", async () => {
    await start((await okUpstream()).url);
    for (const target of ["http://evil.example/x", "http://[::1/x", "https://127.0.0.1:1/"]) {
      const answer = await rawExchange(port(), Buffer.from(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`));
      expect([400], target).toContain(answer.status);
    }
    expect(await stillAnswers()).toBe(200);
  });

  describe("a client that half-closes right after its request (socket.end(), a FIN after the request)", () => {
    /** An upstream that takes its time, so the client's FIN reaches the recorder before the answer. */
    const slowUpstream = async (contentType: string, body: string) => {
      const upstream = await httpUpstream((_req, res) => void setTimeout(() => res.writeHead(200, { "content-type": contentType }).end(body), 100));
      closers.push(upstream.close);
      return upstream;
    };
    const request = (body: string, connection: string) =>
      Buffer.from(`POST ${CHAT} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${connection}\r\n${body}`);
    const ask = JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "half-closed" }] });

    it.each([
      ["keep-alive", ""],
      ["Connection: close", "Connection: close\r\n"],
    ])("still gets the upstream's JSON answer and the exchange is recorded (%s)", async (_how, connection) => {
      const answerBody = '{"id":"chatcmpl-1","object":"chat.completion","choices":[]}';
      await start((await slowUpstream("application/json", answerBody)).url);
      const answer = await rawExchange(port(), request(ask, connection));
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe(answerBody);
      const fixture = onlyFixture(fixtures.dir);
      expect(fixture.request.body).toMatchObject({ messages: [{ content: "half-closed" }] });
      expect(fixture.response).toMatchObject({ status: 200, end: "complete", body: { id: "chatcmpl-1" } });
    });

    it("still gets a whole event stream, recorded with its events", async () => {
      await start((await slowUpstream("text/event-stream", 'data: {"n":1}\n\ndata: [DONE]\n\n')).url);
      const answer = await rawExchange(port(), request(ask, ""));
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toBe('data: {"n":1}\n\ndata: [DONE]\n\n');
      expect(onlyFixture(fixtures.dir).response.frames?.map((f) => f.data)).toEqual([{ n: 1 }, "[DONE]"]);
    });
  });

  it("(2) holds one event's bytes at most when an event never ends", () => {
    const frames = new FrameRecorder({ maxFrames: 100, maxEventBytes: 64 * 1024, maxStreamBytes: Number.POSITIVE_INFINITY });
    const line = `data: ${"x".repeat(1000)}\n`;
    for (let i = 0; i < 200; i++) frames.feed(line, i);
    expect(frames.overflow).toBe(true);
    expect(frames.overflowReason).toBe("event-bytes");
    const endless = new FrameRecorder({ maxFrames: 100, maxEventBytes: 64 * 1024 });
    for (let i = 0; i < 200; i++) endless.feed("y".repeat(1000), i);
    expect(endless.overflowReason).toBe("event-bytes");
  });

  it("(2) forwards an endless event whole and records it truncated, staying up", async () => {
    const upstream = await httpUpstream((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const line = `data: ${"z".repeat(16 * 1024)}\n`;
      for (let i = 0; i < 64; i++) res.write(line);
      res.end();
    });
    closers.push(upstream.close);
    await start(upstream.url, { limits: { maxEventBytes: 64 * 1024 } });
    const answer = await fetch(`${recorder!.url}${CHAT}`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"model":"m","stream":true}' });
    expect((await answer.text()).length).toBeGreaterThan(64 * 16 * 1024);
    const fixture = onlyFixture(fixtures.dir);
    expect(fixture.response.truncated).toBe(true);
    expect(fixture.response.frames).toEqual([]);
  });

  it("(3) bounds a stream's recorded bytes by --max-body-bytes, not only its event count", async () => {
    const event = `data: ${JSON.stringify({ b64: "A".repeat(256 * 1024) })}\n\n`;
    const upstream = await httpUpstream((_req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (let i = 0; i < 12; i++) res.write(event);
      res.end("data: [DONE]\n\n");
    });
    closers.push(upstream.close);
    await start(upstream.url, { maxBodyBytes: 1024 * 1024 });
    const received = await (await fetch(`${recorder!.url}${CHAT}`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"model":"m","stream":true}' })).text();
    expect(received).toContain("[DONE]");
    const [file] = readdirSync(join(fixtures.dir, "createChatCompletion"));
    expect(statSync(join(fixtures.dir, "createChatCompletion", file!)).size).toBeLessThan(1.5 * 1024 * 1024);
    expect(onlyFixture(fixtures.dir).response.truncated).toBe(true);
  });

  it("(7) answers 502 for an upstream status it cannot repeat, and stays up", async () => {
    const odd = await rawUpstream((socket) => socket.end("HTTP/1.1 099 Odd\r\nContent-Length: 0\r\n\r\n"));
    closers.push(odd.close);
    await start(odd.url);
    const answer = await fetch(`${recorder!.url}${CHAT}`, { method: "POST", body: "{}" });
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("provider_error");
    expect((await fetch(`${recorder!.url}/api/users`)).status).toBe(502);
  });

  it("(15) answers 502 when the upstream switches protocols", async () => {
    const switching = await rawUpstream((socket) => socket.write("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n"));
    closers.push(switching.close);
    await start(switching.url);
    const answer = await fetch(`${recorder!.url}/api/users`);
    expect(answer.status).toBe(502);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("provider_error");
  });

  it("(15) answers 504 when the upstream never answers", async () => {
    const silent = await rawUpstream(() => {});
    closers.push(silent.close);
    await start(silent.url, { limits: { upstreamIdleMs: 200 } });
    const answer = await fetch(`${recorder!.url}/api/users`);
    expect(answer.status).toBe(504);
    expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("provider_error");
  });

  it("(10) writes a deeply nested body compactly, and a body nested past the JSON bound as text", async () => {
    await start((await okUpstream()).url);
    const deep = `${'{"a":'.repeat(4000)}1${"}".repeat(4000)}`;
    await fetch(`${recorder!.url}${CHAT}`, { method: "POST", headers: { "content-type": "application/json" }, body: deep });
    const [file] = readdirSync(join(fixtures.dir, "createChatCompletion"));
    expect(statSync(join(fixtures.dir, "createChatCompletion", file!)).size).toBeLessThan(deep.length * 3);
    const deeper = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    await fetch(`${recorder!.url}${CHAT}`, { method: "POST", headers: { "content-type": "application/json" }, body: deeper });
    const files = readdirSync(join(fixtures.dir, "createChatCompletion")).sort();
    expect(files).toHaveLength(2);
    const second = JSON.parse(readFileSync(join(fixtures.dir, "createChatCompletion", files[1]!), "utf8")) as ExchangeFixture;
    expect(second.request.text).toHaveLength(deeper.length);
  });

  describe("(9, 16) task fixtures", () => {
    const taskUpstream = async (pollBytes: number, taskId = "77") => {
      const upstream = await httpUpstream((req, res) => {
        const body =
          req.method === "POST"
            ? { code: 200, data: { task_id: Number(taskId), status: "processing" } }
            : { code: 200, data: { task_id: Number(taskId), status: "processing", note: "p".repeat(pollBytes) } };
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      });
      closers.push(upstream.close);
      return upstream;
    };
    const poll = async (id: string) => (await fetch(`${recorder!.url}/client/v2/ai/tasks/${id}`)).arrayBuffer();

    it("appends each poll to the task file, which stays valid JSON", async () => {
      await start((await taskUpstream(10)).url);
      for (let i = 0; i < 5; i++) await poll("77");
      const task = JSON.parse(readFileSync(join(fixtures.dir, "getTask", "task-77.json"), "utf8")) as TaskFixture;
      expect(task.polls).toHaveLength(5);
      expect(task.taskId).toBe("77");
    });

    it("stops appending polls at the task file's byte bound", async () => {
      await start((await taskUpstream(100 * 1024)).url, { limits: { maxTaskFileBytes: 512 * 1024 } });
      for (let i = 0; i < 12; i++) await poll("77");
      const path = join(fixtures.dir, "getTask", "task-77.json");
      expect(statSync(path).size).toBeLessThanOrEqual(512 * 1024);
      const task = JSON.parse(readFileSync(path, "utf8")) as TaskFixture;
      expect(task.polls.length).toBeGreaterThan(1);
      expect(task.polls.length).toBeLessThan(12);
    });

    it("gives a second recording's task of the same id a file of its own", async () => {
      const upstream = await taskUpstream(10);
      await start(upstream.url);
      await poll("77");
      await recorder!.close();
      await start(upstream.url);
      await poll("77");
      expect(readdirSync(join(fixtures.dir, "getTask")).sort()).toEqual(["task-77-2.json", "task-77.json"]);
    });

    it("gives ids that sanitize alike files of their own", async () => {
      const upstream = await taskUpstream(10);
      await start(upstream.url);
      await poll("a%20b");
      await poll("a%21b");
      const files = readdirSync(join(fixtures.dir, "getTask")).sort();
      expect(files).toHaveLength(2);
      const ids = files.map((f) => (JSON.parse(readFileSync(join(fixtures.dir, "getTask", f), "utf8")) as TaskFixture).taskId).sort();
      expect(ids).toEqual(["a%20b", "a%21b"]);
    });
  });

  describe("(8, 14) secrets stay out of every file", () => {
    const SECRET = "sk-live-9f8e7d6c5b4a3210";
    const echo = async () => {
      const upstream = await httpUpstream((req, res, body) => {
        res.writeHead(401, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: `bad key ${body.toString()} ${req.url} ${req.headers["x-goog-api-key"] ?? ""}` } }));
      });
      closers.push(upstream.close);
      return upstream;
    };
    const leaks = () => filesUnder(fixtures.dir).filter((file) => {
      const text = readFileSync(file, "utf8");
      return text.includes(SECRET) || text.includes(encodeURIComponent(`${SECRET}/x`)) || text.includes("s3cr3t-pa55word");
    });

    it("keeps a key standing in a path out of the recorder's log lines too", async () => {
      const lines: string[] = [];
      const log = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
      await start((await echo()).url, { log });
      await (await fetch(`${recorder!.url}/v1/keys/${SECRET}/usage`, { headers: { authorization: `Bearer ${SECRET}` } })).arrayBuffer();
      expect(lines.join("")).toContain("drift");
      expect(lines.join("")).not.toContain(SECRET);
    });

    it("redacts credential headers by name pattern", async () => {
      await start((await echo()).url);
      for (const header of ["x-mock-token", "x-goog-api-key", "ocp-apim-subscription-key", "x-amz-security-token"]) {
        await (await fetch(`${recorder!.url}/api/users`, { headers: { [header]: SECRET } })).arrayBuffer();
      }
      expect(leaks()).toEqual([]);
    });

    it("redacts secret fields of form bodies, JSON sent as text/plain, and echoed bodies", async () => {
      await start((await echo()).url);
      const send = (type: string, body: string) => fetch(`${recorder!.url}${CHAT}`, { method: "POST", headers: { "content-type": type }, body }).then((r) => r.arrayBuffer());
      await send("application/x-www-form-urlencoded", `model=m&password=s3cr3t-pa55word&api_key=${SECRET}`);
      await send("text/plain", JSON.stringify({ model: "m", api_key: SECRET }));
      await send("application/json", JSON.stringify({ model: "m", credentials: { refresh_token: SECRET } }));
      expect(leaks()).toEqual([]);
      const forms = readdirSync(join(fixtures.dir, "createChatCompletion"));
      expect(forms.length).toBe(3);
    });

    it("redacts secret-looking names at any depth, a key in the path and a query key echoed percent-encoded", async () => {
      await start((await echo()).url);
      let nested: unknown = { private_key: SECRET };
      for (let i = 0; i < 100; i++) nested = { deeper: nested };
      const post = (path: string, body: unknown) => fetch(`${recorder!.url}${path}`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${SECRET}` }, body: JSON.stringify(body) }).then((r) => r.arrayBuffer());
      await post(CHAT, { model: "m", authorization: SECRET, session_token: SECRET, nested });
      await post(`/client/v2/ai/${SECRET}/chat`, { model: "m" });
      await (await fetch(`${recorder!.url}/api/users?api_key=${encodeURIComponent(`${SECRET}/x`)}`)).arrayBuffer();
      await (await fetch(`${recorder!.url}/api/users?api_key=first-value-1&api_key=${SECRET}`)).arrayBuffer();
      expect(leaks()).toEqual([]);
      expect(existsSync(join(fixtures.dir, "drift-report.json"))).toBe(true);
    });
  });

  describe("what held up, kept as tests", () => {
    it("passes a gzip bomb through without inflating it", async () => {
      const bomb = gzipSync(Buffer.alloc(32 * 1024 * 1024));
      const upstream = await httpUpstream((_req, res) => res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip", "content-length": bomb.length }).end(bomb));
      closers.push(upstream.close);
      await start(upstream.url);
      // node:http does not inflate: the client gets the compressed bytes as the upstream sent them.
      const received = await new Promise<number>((resolve, reject) => {
        httpGet(`${recorder!.url}/api/users`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          let size = 0;
          res.on("data", (chunk: Buffer) => (size += chunk.length));
          res.on("end", () => resolve(size));
        }).on("error", reject);
      });
      expect(received).toBe(bomb.length);
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const file of filesUnder(fixtures.dir)) expect(statSync(file).size).toBeLessThan(4 * bomb.length + 64 * 1024);
    });

    it("caps an endless JSON body", async () => {
      const upstream = await httpUpstream((_req, res) => {
        res.writeHead(200, { "content-type": "application/json" });
        const chunk = Buffer.alloc(64 * 1024, "1");
        res.write("[");
        for (let i = 0; i < 64; i++) res.write(chunk);
        res.end("]");
      });
      closers.push(upstream.close);
      await start(upstream.url, { maxBodyBytes: 256 * 1024 });
      await (await fetch(`${recorder!.url}/api/users`)).arrayBuffer();
      const [file] = readdirSync(join(fixtures.dir, "listUsers"));
      expect(statSync(join(fixtures.dir, "listUsers", file!)).size).toBeLessThan(64 * 1024);
    });

    it("keeps every fixture inside its folder whatever the model is named", async () => {
      await start((await okUpstream()).url);
      await (await fetch(`${recorder!.url}${CHAT}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ model: "../../../etc/passwd\u0000" }) })).arrayBuffer();
      const files = filesUnder(fixtures.dir).map((f) => f.slice(fixtures.dir.length));
      expect(files.every((f) => f.startsWith("/createChatCompletion/") || f === "/drift-report.json")).toBe(true);
    });
  });
});

