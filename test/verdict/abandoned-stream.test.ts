/**
 * Abandoned streams (spec/control.yaml: FindingCode): a client that stops taking a stream's
 * bytes and leaves the connection open is caught with `abandoned-stream`, naming the request;
 * the openai SDK reading a stream to its end, aborting it, or breaking out of it, is not. Over
 * the HTTP server (only a connection shows it), its keep-alive timeout shortened so that the
 * idle connection is probed after 200 ms instead of 5 s; the probe then waits its second.
 */
import type { Socket } from "node:net";
import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import type { Verdict } from "../../mocks/verdict/verdict.ts";
import { PROBE_MS } from "../../mocks/transports/http/abandoned-streams.ts";
import { abandonAStream } from "../support/careless-reader.ts";

let server: RunningServer;
const KEY = "sk-mock-default";
const KEEP_ALIVE_MS = 200;
const sockets: Socket[] = [];

beforeAll(async () => {
  // Paced (about 1 s per stream) so that an abort lands mid-stream.
  server = await startServer({ port: 0, host: "127.0.0.1", config: { logLevel: "silent", streamTtftMs: 50, streamTokensPerSecond: 150 } });
  server.server.keepAliveTimeout = KEEP_ALIVE_MS;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await server.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function verdictOf(session: string): Promise<Verdict> {
  return (await (await fetch(`${server.url}/__mock/verdict`, { headers: { "x-mock-session": session } })).json()) as Verdict;
}

/** Long enough for the idle connection to be probed and the probe to end. */
const probeOver = () => sleep(KEEP_ALIVE_MS + PROBE_MS + 300);

function sdk(session: string): OpenAI {
  return new OpenAI({ baseURL: `${server.url}/client/v2/ai`, apiKey: KEY, defaultHeaders: { "x-mock-session": session } });
}

describe("a client that stops reading a stream and leaves the connection open", () => {
  it("is found: abandoned-stream, naming the request", async () => {
    const { requestId, socket } = await abandonAStream(server.url, "careless-reader");
    sockets.push(socket);
    let verdict = await verdictOf("careless-reader");
    for (let attempt = 0; attempt < 40 && verdict.findings.length === 0; attempt++) {
      await sleep(100);
      verdict = await verdictOf("careless-reader");
    }
    expect(verdict.findings).toEqual([
      { code: "abandoned-stream", message: "Left the stream of createChatCompletion open without reading it to its end or closing the connection.", requests: [requestId] },
    ]);
    // The mock cut the connection it gave up on: reading on, the client finds it closed.
    await new Promise((resolve) => {
      socket.on("error", () => undefined);
      socket.once("close", resolve);
      socket.resume();
    });
  });
});

describe("the openai SDK closing its streams", () => {
  it("reads a stream to its end: no finding", async () => {
    const stream = await sdk("sdk-reads").chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }], stream: true });
    let text = "";
    for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? "";
    expect(text).not.toBe("");
    await probeOver();
    expect((await verdictOf("sdk-reads")).findings).toEqual([]);
  });

  it("aborts a stream mid-way with stream.controller.abort(): no finding", async () => {
    const stream = await sdk("sdk-aborts").chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Tell me a long story" }], stream: true });
    let chunks = 0;
    try {
      for await (const _chunk of stream) if (++chunks === 2) stream.controller.abort();
    } catch (error) {
      expect((error as Error).name).toMatch(/Abort/);
    }
    expect(chunks).toBe(2);
    await probeOver();
    expect((await verdictOf("sdk-aborts")).findings).toEqual([]);
  });

  it("breaks out of a stream: no finding", async () => {
    const stream = await sdk("sdk-breaks").chat.completions.create({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Tell me a long story" }], stream: true });
    for await (const _chunk of stream) break;
    await probeOver();
    expect((await verdictOf("sdk-breaks")).findings).toEqual([]);
  });
});
