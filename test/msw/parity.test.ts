/**
 * One table of requests (every operation, its errors, the Prefer and `__` controls, the control
 * surface, async tasks across a clock step) runs through the HTTP server and through the MSW
 * handlers; each answer must be the same: status, headers (minus those only a socket adds) and
 * body, byte for byte. Both mocks start from the same manual clock and config, and see the
 * table in the same order, so ids, timestamps and seeded content line up.
 */
import { getResponse } from "msw";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../../mocks/transports/http/server.ts";
import { manualClock, type ManualClock } from "../../mocks/state/clock.ts";
import { createGatewayHandlers, type GatewayHandlers } from "../../mocks/transports/msw/index.ts";

const KEY = "sk-mock-default";
const START = Date.UTC(2026, 2, 1, 9, 30);
const CONFIG = { taskDurationMs: 4000, bodyLimitBytes: 8192, seed: 11 };
const messages = [{ role: "user", content: "Name three rivers in Europe." }];

interface Row {
  name: string;
  method?: string;
  path: string;
  key?: string | null;
  headers?: Record<string, string>;
  body?: unknown;
  raw?: string;
  /** Move both clocks this far before sending. */
  advanceMs?: number;
}

const chat = (extra: Record<string, unknown> = {}) => ({ model: "gpt-4o-mini", messages, ...extra });
const generation = (model: string, input: Record<string, unknown>) => ({ model, input });

const TABLE: Row[] = [
  { name: "a chat completion", method: "POST", path: "/client/v2/ai/chat/completions", body: chat() },
  { name: "a streamed chat completion", method: "POST", path: "/client/v2/ai/chat/completions", body: chat({ stream: true }) },
  { name: "a stream with usage and a max_tokens cut", method: "POST", path: "/client/v2/ai/chat/completions", body: chat({ stream: true, max_tokens: 5, stream_options: { include_usage: true } }) },
  { name: "a chat without a key (401)", method: "POST", path: "/client/v2/ai/chat/completions", key: null, body: chat() },
  { name: "a chat with an unknown key (401)", method: "POST", path: "/client/v2/ai/chat/completions", key: "sk-nobody", body: chat() },
  { name: "a chat without messages (400)", method: "POST", path: "/client/v2/ai/chat/completions", body: { model: "gpt-4o-mini" } },
  { name: "a chat body that is not JSON (400)", method: "POST", path: "/client/v2/ai/chat/completions", raw: "{not json" },
  { name: "a chat body over the size limit (413)", method: "POST", path: "/client/v2/ai/chat/completions", raw: JSON.stringify(chat({ user: "x".repeat(9000) })) },
  { name: "a chat for a key without LLM chat (403)", method: "POST", path: "/client/v2/ai/chat/completions", key: "sk-mock-no-llm", body: chat() },
  { name: "a chat with an unknown model (404)", method: "POST", path: "/client/v2/ai/chat/completions", body: chat({ model: "no-such-model" }) },
  { name: "a forced 500 (Prefer: code=500)", method: "POST", path: "/client/v2/ai/chat/completions", headers: { prefer: "code=500" }, body: chat() },
  { name: "a forced 429 by query (__code=429)", method: "POST", path: "/client/v2/ai/chat/completions?__code=429", body: chat() },
  { name: "a seeded chat (Prefer: seed=7)", method: "POST", path: "/client/v2/ai/chat/completions", headers: { prefer: "seed=7" }, body: chat() },
  { name: "a named example (Prefer: example=completion)", method: "POST", path: "/client/v2/ai/chat/completions", headers: { prefer: "example=completion" }, body: chat() },
  { name: "a stream that fails mid-way (stream=error-after-2)", method: "POST", path: "/client/v2/ai/chat/completions", headers: { prefer: "stream=error-after-2" }, body: chat({ stream: true }) },
  { name: "a stream whose connection drops (stream=drop-after-2)", method: "POST", path: "/client/v2/ai/chat/completions", headers: { prefer: "stream=drop-after-2" }, body: chat({ stream: true }) },
  { name: "a chat through createGeneration", method: "POST", path: "/client/v2/ai/generations", body: { model: "gpt-4o-mini", messages } },
  { name: "an image", method: "POST", path: "/client/v2/ai/generations", body: generation("flux-schnell", { prompt: "A red bicycle", width: 64, height: 48 }) },
  { name: "speech", method: "POST", path: "/client/v2/ai/generations", body: generation("tts-1", { text: "Welcome.", voice: "alloy" }) },
  { name: "a transcript", method: "POST", path: "/client/v2/ai/generations", body: generation("whisper-1", { audio_url: "https://example.com/a.wav" }) },
  { name: "OCR through createGeneration", method: "POST", path: "/client/v2/ai/generations", body: generation("ocr-general", { image_url: "https://example.com/r.png" }) },
  { name: "a video submission (task 1)", method: "POST", path: "/client/v2/ai/generations", body: generation("kling-v1", { prompt: "A paper boat", duration: 5 }) },
  { name: "a digital human asked to fail (task 2)", method: "POST", path: "/client/v2/ai/generations", headers: { prefer: "task=failed" }, body: generation("digital-human-v1", { script: "Hi.", avatar: "anna", background: "office" }) },
  { name: "a video in another session (task 3)", method: "POST", path: "/client/v2/ai/generations", headers: { "x-mock-session": "s-2" }, body: generation("kling-v1", { prompt: "Rain" }) },
  { name: "a digital human for a restricted key (403)", method: "POST", path: "/client/v2/ai/generations", key: "sk-mock-restricted", body: generation("digital-human-v1", { script: "Hi.", avatar: "anna" }) },
  { name: "a generation without input (400)", method: "POST", path: "/client/v2/ai/generations", body: { model: "flux-schnell" } },
  { name: "a task still processing", method: "GET", path: "/client/v2/ai/tasks/1" },
  { name: "a task half-way", method: "GET", path: "/client/v2/ai/tasks/1", advanceMs: 2000 },
  { name: "a task of another team (404)", method: "GET", path: "/client/v2/ai/tasks/1", key: "sk-mock-other" },
  { name: "a task of another session (404)", method: "GET", path: "/client/v2/ai/tasks/3" },
  { name: "a task id that is not a number (400)", method: "GET", path: "/client/v2/ai/tasks/abc" },
  { name: "a completed task", method: "GET", path: "/client/v2/ai/tasks/1", advanceMs: 2500 },
  { name: "a failed task", method: "GET", path: "/client/v2/ai/tasks/2" },
  { name: "a task forced completed", method: "GET", path: "/client/v2/ai/tasks/3", headers: { "x-mock-session": "s-2", prefer: "task=completed" } },
  { name: "OCR of an image URL", method: "POST", path: "/client/v2/ai-stack/image-to-text", body: { image_url: "https://example.com/scan.png" } },
  { name: "OCR for a key without OCR (403)", method: "POST", path: "/client/v2/ai-stack/image-to-text", key: "sk-mock-restricted", body: { image_url: "https://example.com/scan.png" } },
  { name: "OCR without an image (400)", method: "POST", path: "/client/v2/ai-stack/image-to-text", body: {} },
  { name: "users", method: "GET", path: "/api/users" },
  { name: "a page of users", method: "GET", path: "/api/users?page=2&page_size=3" },
  { name: "a page size out of range (400)", method: "GET", path: "/api/users?page_size=100000" },
  { name: "users by HEAD", method: "HEAD", path: "/api/users" },
  { name: "a CORS preflight", method: "OPTIONS", path: "/client/v2/ai/chat/completions", key: null, headers: { origin: "http://app.example", "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" } },
  { name: "a CORS request", method: "GET", path: "/api/users", headers: { origin: "http://app.example" } },
  { name: "an unknown path (404)", method: "GET", path: "/client/v2/ai/chat/completion" },
  { name: "a wrong method (405)", method: "DELETE", path: "/api/users" },
  { name: "the mock's health", method: "GET", path: "/__mock/health" },
  { name: "the mock's clock", method: "GET", path: "/__mock/clock" },
  { name: "the journal", method: "GET", path: "/__mock/journal" },
  { name: "the tasks", method: "GET", path: "/__mock/tasks" },
  { name: "the catalog", method: "GET", path: "/__mock/catalog" },
  { name: "a sample asset", method: "GET", path: "/__mock/assets/sample-cover.png" },
  { name: "an unknown control route (404)", method: "GET", path: "/__mock/nothing" },
  { name: "a reset of one session", method: "POST", path: "/__mock/reset", headers: { "x-mock-session": "s-2" } },
  { name: "a task of a reset session (404)", method: "GET", path: "/client/v2/ai/tasks/3", headers: { "x-mock-session": "s-2" } },
];

/** Headers a socket adds (or a fetch body recomputes), not the mock. */
const TRANSPORT_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding"]);

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The body ended in a network error (a dropped connection). */
  broken: boolean;
}

async function answer(response: Response): Promise<Answer> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (!TRANSPORT_HEADERS.has(name)) headers[name] = value;
  });
  let body = "";
  let broken = false;
  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        body += decoder.decode(value, { stream: true });
      }
    } catch {
      broken = true;
    }
  }
  return { status: response.status, headers, body, broken };
}

function request(base: string, row: Row): Request {
  const headers: Record<string, string> = { accept: "*/*", "accept-encoding": "identity", "user-agent": "parity", ...row.headers };
  const key = row.key === undefined ? KEY : row.key;
  if (key !== null) headers.authorization = `Bearer ${key}`;
  const body = row.raw ?? (row.body === undefined ? undefined : JSON.stringify(row.body));
  if (body !== undefined) headers["content-type"] = "application/json";
  return new Request(`${base}${row.path}`, { method: row.method ?? "GET", headers, body });
}

let server: RunningServer;
let serverClock: ManualClock;
let gateway: GatewayHandlers<ManualClock>;
const overHttp: Answer[] = [];
const overMsw: Answer[] = [];

beforeAll(async () => {
  serverClock = manualClock(START);
  server = await startMockOnClock(serverClock);
  // The handlers answer at the server's own address, so result URLs and Host agree.
  gateway = createGatewayHandlers({ baseUrl: server.url, clock: manualClock(START), config: { ...CONFIG, logLevel: "silent", streamTtftMs: 0, streamTokensPerSecond: 0 } });
  for (const row of TABLE) {
    if (row.advanceMs) serverClock.advance(row.advanceMs);
    overHttp.push(await answer(await fetch(request(server.url, row))));
  }
  for (const row of TABLE) {
    if (row.advanceMs) gateway.clock.advance(row.advanceMs);
    const response = await getResponse(gateway.handlers, request(server.url, row));
    if (!response) throw new Error(`no MSW handler answered ${row.method} ${row.path}`);
    overMsw.push(await answer(response));
  }
});

afterAll(async () => {
  await server?.close();
});

async function startMockOnClock(clock: ManualClock): Promise<RunningServer> {
  const { startServer } = await import("../../mocks/transports/http/server.ts");
  return startServer({ port: 0, host: "127.0.0.1", clock, config: { ...CONFIG, logLevel: "silent", streamTtftMs: 0, streamTokensPerSecond: 0 } });
}

describe("the MSW handlers and the HTTP server", () => {
  it("are given a table that reaches every operation of the spec", async () => {
    const reached = new Set((await gateway.journal()).map((entry) => entry.operationId).filter(Boolean));
    for (const entry of await gateway.journal("s-2")) reached.add(entry.operationId);
    expect([...reached].sort()).toEqual(["createChatCompletion", "createGeneration", "getTask", "listUsers", "recognizeImageText"]);
  });

  it.each(TABLE.map((row, index) => ({ ...row, index })))("answer $name ($method $path) the same way", ({ index }) => {
    const http = overHttp[index]!;
    const msw = overMsw[index]!;
    // A length only a socket sends is not the mock's (the HTTP server may stream without one).
    if (!("content-length" in msw.headers)) delete http.headers["content-length"];
    if (!("content-length" in http.headers)) delete msw.headers["content-length"];
    expect(msw).toEqual(http);
  });

  it("cover errors, streams, a dropped connection and a completed task in the table", () => {
    const statuses = new Set(overHttp.map((a) => a.status));
    for (const status of [200, 400, 401, 403, 404, 405, 413, 429, 500]) {
      expect(statuses, `status ${status}`).toContain(status);
    }
    expect(overHttp.some((a) => a.headers["content-type"]?.startsWith("text/event-stream"))).toBe(true);
    expect(overHttp.filter((a) => a.broken)).toHaveLength(1);
    expect(overHttp.some((a) => a.body.includes('"status":"completed"'))).toBe(true);
  });
});
