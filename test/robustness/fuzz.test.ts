/**
 * Fuzzing the HTTP adapter and the core (fixed seeds, bounded runs): for every operation of the spec,
 * bodies generated from its own request schema with json-schema-faker, the same bodies with one
 * constraint broken, random headers and controls, and transport-level garbage (wrong content
 * types, truncated and non-UTF-8 JSON, deep nesting, huge strings). After every exchange:
 *
 *   1. no 5xx unless a 5xx was forced with a control
 *   2. every error body validates against the spec's ErrorBody
 *   3. every 2xx validates against the operation's response schema (SSE: every chunk)
 *   4. the server still answers, and its state stays consistent: task ids never repeat and a
 *      task is only ever visible to the team (and session) that created it
 *
 * Then, on a budget of a few seconds each (fixed seeds, so a failure replays): raw request
 * targets, headers and bodies written byte for byte on a socket (the server still answers
 * /__mock/health and its memory stays bounded), and the core itself driven in-process with
 * arbitrary methods, paths, headers and bodies.
 */
import { Agent, request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { createParser } from "eventsource-parser";
import fc from "fast-check";
import { generate } from "json-schema-faker";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodePng } from "../../mocks/assets/png.ts";
import { startServer, splitTarget, type RunningServer } from "../../mocks/transports/http/server.ts";
import { testMock } from "../support/harness.ts";
import type { MockResponse } from "../../mocks/core/deps.ts";
import { inlineSchema } from "../../spec/inline-schema.ts";
import { validateSchema } from "../../spec/validators.ts";
import { operations, operationTable, validateResponseBody } from "../../spec/operations.ts";
import { rawExchange } from "../support/raw-http.ts";
import { bodyFromBytes } from "../../mocks/body/index.ts";

const SEED = 20260601;
const BODY_LIMIT = 2 * 1024 * 1024;

type Json = Record<string, unknown>;

interface Sent {
  operationId: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

interface Received {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The server cut the connection mid-response. */
  cut?: boolean;
}

// ---------------------------------------------------------------- server and transport

let server: RunningServer;
const agent = new Agent({ keepAlive: true, maxSockets: 8 });

function send(sent: Sent): Promise<Received> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: sent.method,
        path: sent.path,
        agent,
        headers: { ...sent.headers, ...(sent.body ? { "content-length": String(sent.body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        const done = (cut: boolean) => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), cut });
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => done(false));
        res.on("error", () => done(true));
      },
    );
    req.on("error", reject);
    req.end(sent.body);
  });
}

// ---------------------------------------------------------------- invariants

/** What is wrong with one exchange, or [] when every invariant holds. */
function problems(sent: Sent, received: Received): string[] {
  const found: string[] = [];
  const type = String(received.headers["content-type"] ?? "");
  // The stream fault control cuts the connection on purpose; nothing else may.
  if (received.cut) return /stream=drop-after-\d+/.test(sent.headers.prefer ?? "") && type === "text/event-stream" ? [] : ["connection cut"];
  const forced5xx = /(^|[,;\s])code=5\d\d/.test(sent.headers.prefer ?? "") || /[?&]__code=5\d\d/.test(sent.path);
  if (received.status >= 500 && !forced5xx) found.push(`unforced ${received.status}`);
  if (!received.headers["x-request-id"]) found.push("no x-request-id");
  if (type === "text/event-stream") {
    found.push(...streamProblems(received.body.toString("utf8")));
    return found;
  }
  if (type !== "application/json") return [...found, `content-type ${type}`];
  let body: unknown;
  try {
    body = JSON.parse(received.body.toString("utf8"));
  } catch {
    return [...found, "body is not JSON"];
  }
  const issues =
    received.status >= 400
      ? validateSchema("ErrorBody", body)
      : validateResponseBody(sent.operationId, received.status, "application/json", body);
  found.push(...issues.map((i) => `${received.status} ${i.message}`));
  return found;
}

function streamProblems(text: string): string[] {
  const data: string[] = [];
  const events: (string | undefined)[] = [];
  createParser({ onEvent: (event) => (data.push(event.data), events.push(event.event)) }).feed(text);
  const found: string[] = [];
  if (events.some((e) => e !== undefined)) found.push("stream has event: lines");
  for (const frame of data) {
    if (frame === "[DONE]") continue;
    const value = JSON.parse(frame) as Json;
    const issues = "error" in value ? validateSchema("ErrorBody", value) : validateSchema("ChatCompletionChunk", value);
    found.push(...issues.map((i) => `stream chunk: ${i.message}`));
  }
  const ended = data.at(-1) === "[DONE]" || (data.length > 0 && "error" in (JSON.parse(data.at(-1)!) as Json));
  if (!ended) found.push("stream neither ends with [DONE] nor with an error frame");
  return found;
}

/** Task ids seen in 2xx submissions, with who created them. */
const tasks = new Map<number, { key: string; session: string | undefined }>();
let repeatedIds = 0;

function recordSubmission(sent: Sent, received: Received): void {
  if (received.status !== 200 || sent.operationId !== "createGeneration" || received.headers["content-type"] !== "application/json") return;
  const body = JSON.parse(received.body.toString("utf8")) as { data?: { task_id?: unknown } };
  const id = body.data?.task_id;
  if (typeof id !== "number") return;
  if (tasks.has(id)) repeatedIds += 1;
  tasks.set(id, { key: bearer(sent.headers.authorization), session: sent.headers["x-mock-session"] });
}

function bearer(header: string | undefined): string {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
}

/** Statuses seen per operation, to show the fuzzing reached the handlers, not only the guards. */
const statuses = new Map<string, Map<number, number>>();

async function exchange(sent: Sent): Promise<boolean> {
  const received = await send(sent);
  const seen = statuses.get(sent.operationId) ?? new Map<number, number>();
  seen.set(received.status, (seen.get(received.status) ?? 0) + 1);
  statuses.set(sent.operationId, seen);
  const found = problems(sent, received);
  if (found.length > 0) {
    throw new Error(`${sent.method} ${sent.path} ${JSON.stringify(sent.headers)} ${sent.body?.subarray(0, 300).toString("latin1")}\n→ ${received.status} ${received.body.subarray(0, 300).toString()}\n${found.join("\n")}`);
  }
  recordSubmission(sent, received);
  return true;
}

// ---------------------------------------------------------------- generated bodies

async function pool(schemaName: string, count: number): Promise<Json[]> {
  const schema = inlineSchema(schemaName);
  const values: Json[] = [];
  for (let i = 0; i < count; i++) {
    values.push((await generate(schema as never, { seed: SEED + i, optionalsProbability: 0.5, maxDefaultItems: 3 })) as Json);
  }
  return values;
}

const MODELS = {
  llm: ["gpt-4o-mini", "gpt-4o", "claude-3-5-haiku", "deepseek-chat", "qwen-plus"],
  image: ["flux-schnell", "flux-dev", "dall-e-3"],
  ocr: ["ocr-general", "ocr-document"],
  video: ["kling-v1", "hailuo-video-01"],
  tts: ["tts-1", "tts-1-hd"],
  stt: ["whisper-1", "paraformer-v2"],
  digital_human: ["digital-human-v1", "digital-human-lite"],
} as const;
const INPUT_SCHEMA = {
  image: "ImageGenerationInput",
  ocr: "OcrInput",
  video: "TextToVideoInput",
  tts: "TextToSpeechInput",
  stt: "SpeechToTextInput",
  digital_human: "DigitalHumanInput",
} as const;
type Modality = keyof typeof MODELS;

const pools = {} as {
  chat: Json[];
  generation: Json[];
  ocr: Json[];
  inputs: Record<Exclude<Modality, "llm">, Json[]>;
};
const SMALL_PNG = `data:image/png;base64,${encodePng(40, 30, 3).toString("base64")}`;

const keyArb = fc.constantFrom("sk-mock-default", "sk-mock-other", "sk-mock-restricted", "sk-mock-unknown", "", "sk-mock-default ");
const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,40}$/);
const preferArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  {
    weight: 3,
    arbitrary: fc.constantFrom("seed=7", "task=failed", "task=completed", "stream=error-after-2", "stream=drop-after-0", "code=400", "code=404", "code=429", "code=500", "code=418", "example=nope", "delay=1", "return=minimal", "seed=-1", "code=abc"),
  },
  { weight: 1, arbitrary: headerValue },
);

/** Headers of a request: a key (or not), controls, a session, and a few random extras. */
const headersArb = fc
  .record({
    key: keyArb,
    prefer: preferArb,
    session: fc.option(fc.constantFrom("a", "b", "fuzz-1"), { nil: undefined }),
    accept: fc.option(fc.constantFrom("application/json", "text/event-stream", "*/*", "text/html"), { nil: undefined }),
    origin: fc.option(fc.constantFrom("http://localhost:5173", "null", "https://evil.example"), { nil: undefined }),
    host: fc.option(fc.constantFrom("localhost:1", "example.com", "[::1]:80", "a_b", "x".repeat(300)), { nil: undefined }),
    extra: fc.dictionary(fc.stringMatching(/^x-[a-z]{1,12}$/), headerValue, { maxKeys: 3 }),
  })
  .map(({ key, prefer, session, accept, origin, host, extra }) => {
    const headers: Record<string, string> = { ...extra, "content-type": "application/json" };
    if (key) headers.authorization = `Bearer ${key}`;
    if (prefer !== undefined) headers.prefer = prefer;
    if (session !== undefined) headers["x-mock-session"] = session;
    if (accept !== undefined) headers.accept = accept;
    if (origin !== undefined) headers.origin = origin;
    if (host !== undefined) headers.host = host;
    return headers;
  });

function pick<T>(items: readonly T[]): fc.Arbitrary<T> {
  return fc.constantFrom(...items);
}

/** A body the operation should accept: generated from its schema, then given real models. */
function validBody(operationId: string): fc.Arbitrary<Json> {
  switch (operationId) {
    case "createChatCompletion":
      return fc.tuple(pick(pools.chat), pick(MODELS.llm), fc.boolean()).map(([body, model, stream]) => ({ ...body, model, stream, n: 1 }));
    case "createGeneration":
      return fc.oneof(
        fc.tuple(pick(pools.chat), pick(MODELS.llm)).map(([body, model]) => ({ ...body, model, n: 1 })),
        fc
          .constantFrom(...(Object.keys(INPUT_SCHEMA) as (keyof typeof INPUT_SCHEMA)[]))
          .chain((modality) => fc.tuple(pick(MODELS[modality]), pick(pools.inputs[modality])).map(([model, input]) => ({ model, input }))),
        fc.tuple(pick(pools.generation), pick(Object.values(MODELS).flat())).map(([body, model]) => ({ ...body, model })),
      );
    case "recognizeImageText":
      return fc.tuple(pick(pools.ocr), fc.boolean()).map(([body, base64]) =>
        base64 ? { ...body, image_base64: SMALL_PNG } : { ...body, image_base64: undefined, image_url: "https://example.com/receipt.png" },
      );
    default:
      throw new Error(`no body for ${operationId}`);
  }
}

/** The same body with one constraint broken: a wrong type, a missing field, a bound passed. */
function brokenBody(body: Json): fc.Arbitrary<Json> {
  const keys = Object.keys(body);
  const wrongValues = fc.constantFrom<unknown>(null, 0, -1, 1e308, "", "x".repeat(5000), [], {}, true, [null], { a: 1 });
  if (keys.length === 0) return wrongValues.map((v) => ({ x: v }));
  return fc.oneof(
    fc.tuple(pick(keys), wrongValues).map(([key, value]) => ({ ...body, [key]: value })),
    pick(keys).map((key) => {
      const copy = { ...body };
      delete copy[key];
      return copy;
    }),
    fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), wrongValues).map(([key, value]) => ({ ...body, [key]: value })),
    fc.constantFrom<unknown>([], "text", 42, null).map((value) => value as Json),
  );
}

// ---------------------------------------------------------------- properties

const POST_PATHS: Record<string, string> = {
  createChatCompletion: "/client/v2/ai/chat/completions",
  createGeneration: "/client/v2/ai/generations",
  recognizeImageText: "/client/v2/ai-stack/image-to-text",
};
const WITH_BODY = Object.keys(POST_PATHS);

beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: "127.0.0.1",
    config: { logLevel: "silent", streamTtftMs: 0, streamTokensPerSecond: 0, taskDurationMs: 100, bodyLimitBytes: BODY_LIMIT, sessionCap: 4 },
    log: pino({ level: "silent" }),
  });
  pools.chat = await pool("ChatCompletionRequest", 40);
  pools.generation = await pool("GenerationRequest", 30);
  pools.ocr = await pool("OcrRequestFields", 30);
  pools.inputs = {} as typeof pools.inputs;
  for (const [modality, schema] of Object.entries(INPUT_SCHEMA)) pools.inputs[modality as keyof typeof INPUT_SCHEMA] = await pool(schema, 12);
}, 60_000);

afterAll(async () => {
  agent.destroy();
  await server.close();
});

describe("fuzzing the HTTP adapter", () => {
  it("covers every operation of the spec", () => {
    expect([...operations.keys()].sort()).toEqual([...WITH_BODY, "getTask", "listUsers"].sort());
  });

  for (const operationId of WITH_BODY) {
    it(`${operationId}: generated valid bodies with random headers and controls`, async () => {
      await fc.assert(
        fc.asyncProperty(validBody(operationId), headersArb, (body, headers) =>
          exchange({ operationId, method: "POST", path: POST_PATHS[operationId]!, headers, body: Buffer.from(JSON.stringify(body)) }),
        ),
        { seed: SEED, numRuns: 400 },
      );
    });

    it(`${operationId}: bodies with one constraint broken`, async () => {
      await fc.assert(
        fc.asyncProperty(validBody(operationId).chain(brokenBody), headersArb, (body, headers) =>
          exchange({ operationId, method: "POST", path: POST_PATHS[operationId]!, headers, body: Buffer.from(JSON.stringify(body) ?? "null") }),
        ),
        { seed: SEED + 1, numRuns: 400 },
      );
    });

    it(`${operationId}: wrong content types, truncated, non-UTF-8, deep and huge bodies`, async () => {
      const garbage = fc.oneof(
        validBody(operationId).chain((body) => {
          const text = JSON.stringify(body);
          return fc.integer({ min: 0, max: Math.max(0, text.length - 1) }).map((at) => Buffer.from(text.slice(0, at)));
        }),
        validBody(operationId).map((body) => Buffer.concat([Buffer.from(JSON.stringify(body).slice(0, -2)), Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]), Buffer.from('"}')])),
        fc.integer({ min: 1, max: 50_000 }).map((depth) => Buffer.from(`{"model":"gpt-4o-mini","metadata":${"[".repeat(depth)}${"]".repeat(depth)},"input":${"{\"a\":".repeat(Math.min(depth, 2000))}1${"}".repeat(Math.min(depth, 2000))}}`)),
        fc.integer({ min: 100_000, max: BODY_LIMIT - 1000 }).map((size) => Buffer.from(JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "é".repeat(size / 2) }], image_base64: "A".repeat(size / 4) }))),
        fc.integer({ min: BODY_LIMIT + 1, max: BODY_LIMIT * 2 }).map((size) => Buffer.alloc(size, 0x20)),
        fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
        fc.constantFrom("", "null", "[]", "0", '"x"', "{}", "{", "}", "\u0000", '{"model":', "\ufeff{}"),
      );
      const contentType = fc.constantFrom("application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/vnd.api+json", "", "APPLICATION/JSON");
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(garbage.map((b) => (typeof b === "string" ? Buffer.from(b) : b))),
          contentType,
          keyArb,
          (body, type, key) => {
            const headers: Record<string, string> = {};
            if (type) headers["content-type"] = type;
            if (key) headers.authorization = `Bearer ${key}`;
            return exchange({ operationId, method: "POST", path: POST_PATHS[operationId]!, headers, body });
          },
        ),
        { seed: SEED + 2, numRuns: 250 },
      );
    });
  }

  it("getTask: random ids, with every key and session", async () => {
    const id = fc.oneof(
      fc.integer({ min: -5, max: 3000 }).map(String),
      fc.constantFrom("0", "1e3", "1.5", "99999999999999999999", "%20", "abc", "%E2%82%AC", "1%2F2", "..", "1;2", "-0", "0x10"),
      fc.stringMatching(/^[\w.~-]{1,30}$/),
    );
    // Tasks the earlier properties created, asked for by their owner (key and session) or not.
    const known = [...tasks];
    const owned = fc.tuple(fc.constantFrom(...known), headersArb, fc.boolean()).map(([[taskId, owner], headers, asOwner]) => {
      if (!asOwner) return { taskId: String(taskId), headers };
      const mine: Record<string, string> = { ...headers, authorization: `Bearer ${owner.key}` };
      if (owner.session) mine["x-mock-session"] = owner.session;
      else delete mine["x-mock-session"];
      if (mine.prefer?.includes("code=")) delete mine.prefer;
      return { taskId: String(taskId), headers: mine };
    });
    const any = fc.tuple(id, headersArb).map(([taskId, headers]) => ({ taskId, headers }));
    await fc.assert(
      fc.asyncProperty(fc.oneof(any, owned), ({ taskId, headers }) => exchange({ operationId: "getTask", method: "GET", path: `/client/v2/ai/tasks/${taskId}`, headers })),
      { seed: SEED + 3, numRuns: 600 },
    );
  });

  it("listUsers: random query strings and controls", async () => {
    const value = fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: 1, max: 100 }).map(String) },
      { weight: 1, arbitrary: fc.integer({ min: -3, max: 2_000_000 }).map(String) },
      { weight: 1, arbitrary: fc.constantFrom("", "1.5", "abc", "1e2", "%00", "NaN", "100", "101", "%31") },
    );
    const query = fc
      .record({ page: fc.option(value), page_size: fc.option(value), other: fc.option(fc.stringMatching(/^[\w-]{0,10}$/)), control: fc.option(fc.constantFrom("__code=400", "__code=500", "__seed=3", "__delay=1", "__code=x")) })
      .map(({ page, page_size, other, control }) =>
        [page !== null && `page=${page}`, page_size !== null && `page_size=${page_size}`, other !== null && `q=${other}`, control].filter(Boolean).join("&"),
      );
    await fc.assert(
      fc.asyncProperty(query, headersArb, (q, headers) => exchange({ operationId: "listUsers", method: "GET", path: `/api/users${q ? `?${q}` : ""}`, headers })),
      { seed: SEED + 4, numRuns: 500 },
    );
  });

  it("wrong methods and unknown paths answer 405 and 404 with the error body", async () => {
    const method = fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "TRACE");
    const path = fc.oneof(
      fc.constantFrom(...Object.values(POST_PATHS), "/api/users", "/client/v2/ai/tasks/1", "/", "/client", "/client/v2/ai/chat/completion", "/API/USERS", "/api/users/", "/__mock", "/__mock/nope"),
      fc.stringMatching(/^\/[\w/.~-]{0,300}$/),
    );
    await fc.assert(
      fc.asyncProperty(method, path, async (m, p) => {
        const received = await send({ operationId: "listUsers", method: m, path: p, headers: {} });
        if (m === "HEAD") return received.status < 500;
        if (received.status >= 500) throw new Error(`${m} ${p} → ${received.status}`);
        if (received.status >= 400 && String(received.headers["content-type"]) === "application/json") {
          expect(validateSchema("ErrorBody", JSON.parse(received.body.toString()))).toEqual([]);
        }
        if (received.status === 405) expect(received.headers.allow).toBeTruthy();
        return true;
      }),
      { seed: SEED + 5, numRuns: 300 },
    );
  });

  it("is still up, and its tasks are consistent: unique ids, each visible to its own team and session only", async () => {
    expect((await send({ operationId: "listUsers", method: "GET", path: "/api/users", headers: {} })).status).toBe(200);
    expect(repeatedIds).toBe(0);
    // Enough tasks for the check to mean something; how many the fuzzing creates depends on the
    // bodies generated from the spec's request schemas (21 before tools were typed, 18 after).
    expect(tasks.size).toBeGreaterThan(15);
    const stats = await server.app.deps.store.stats();
    expect(stats.nextTaskId).toBeGreaterThan(Math.max(...tasks.keys()));
    const otherKey = (key: string) => (key === "sk-mock-default" ? "sk-mock-other" : "sk-mock-default");
    for (const [id, owner] of [...tasks].slice(-60)) {
      const sessionHeaders: Record<string, string> = owner.session ? { "x-mock-session": owner.session } : {};
      const mine = await send({ operationId: "getTask", method: "GET", path: `/client/v2/ai/tasks/${id}`, headers: { ...sessionHeaders, authorization: `Bearer ${owner.key}` } });
      // A session evicted by the session cap takes its tasks with it: 404, never another's task.
      if (mine.status === 200) {
        const task = (JSON.parse(mine.body.toString()) as { data: { task_id: number } }).data;
        expect(task.task_id).toBe(id);
      } else {
        expect(mine.status).toBe(404);
      }
      const theirs = await send({ operationId: "getTask", method: "GET", path: `/client/v2/ai/tasks/${id}`, headers: { ...sessionHeaders, authorization: `Bearer ${otherKey(owner.key)}` } });
      expect(theirs.status).toBe(404);
    }
    expect(server.app.deps.streams.open).toBe(0);
  });

  it("reached the handlers of every operation, not only the guards in front of them", () => {
    for (const operationId of operations.keys()) expect(statuses.get(operationId)?.get(200) ?? 0, operationId).toBeGreaterThan(50);
  });
});

// ---------------------------------------------------------------- raw requests and the core

/** Each property runs until its runs are done or its budget is spent, whichever comes first. */
const BUDGET_MS = 4000;

/** Whether a request forces a 5xx (Prefer: code=5xx, or a __code=5xx query parameter). */
function forces5xx(prefer: string | undefined, query: Record<string, string>): boolean {
  const fromPrefer = (prefer ?? "").split(/[,;]/).some((token) => {
    const eq = token.indexOf("=");
    return eq > 0 && token.slice(0, eq).trim().toLowerCase() === "code" && /^"?5/.test(token.slice(eq + 1).trim());
  });
  return fromPrefer || /^5/.test(query.__code ?? "");
}

/** The operation a request reaches, as the core routes it (HEAD as GET). */
function operationOf(method: string, path: string): string | undefined {
  const found = operationTable.route(method === "HEAD" ? "GET" : method, path);
  return found.kind === "match" ? found.operation.operationId : undefined;
}

/** What is wrong with one answer: an unforced 5xx, or a JSON body the spec does not allow. */
function answerProblems(method: string, path: string, forced: boolean, status: number, contentType: string, body: unknown): string[] {
  if (status >= 500 && !forced) return [`unforced ${status}`];
  if (method === "HEAD" || contentType !== "application/json" || body === undefined) return [];
  if (status >= 400) return validateSchema("ErrorBody", body).map((i) => `${status} ${i.message}`);
  const operationId = operationOf(method, path);
  if (!operationId || status === 204) return [];
  return validateResponseBody(operationId, status, contentType, body).map((i) => `${status} ${i.message}`);
}

const targetChars = fc.constantFrom(..."abcxyz019-._~%/:@?#&=+!$'()*,;[]".split(""), "%zz", "%E0%A4", "%2F", "%00", "%ff", "..", "//", "__mock", "__code=500");
const rawTarget = fc.oneof(
  fc.tuple(fc.constantFrom(...Object.values(POST_PATHS), "/api/users", "/client/v2/ai/tasks/", "/__mock/", "/", "//", "http://evil:99999", "HTTP://x", "*"), fc.array(targetChars, { maxLength: 30 })).map(([head, tail]) => head + tail.join("")),
  fc.stringMatching(/^[\x21-\x7e]{0,80}$/),
  fc.constantFrom("//x:99999/", "http://evil:99999/x", "/client/v2/ai/tasks/99999999999999999999", "/client/v2/ai/tasks/1e400", "/api/users?page=1e400", "/api/users?page=Infinity", "/%", "/%%", `/${"a".repeat(3000)}`),
);
const tokenName = fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/).filter((name) => !["content-length", "transfer-encoding", "connection", "expect", "upgrade", "host", "te", "trailer", "keep-alive"].includes(name));
const rawHeaders = fc.record({
  key: keyArb,
  prefer: fc.option(fc.constantFrom("code=500", "code=400", "code=404", "seed=3", "example=nope", "stream=error-after-1", "stream=drop-after-1", "CODE=503", "code=5xx", "delay=1", "task=failed"), { nil: undefined }),
  type: fc.option(fc.constantFrom("application/json", "text/plain", "application/json; charset=latin1", ""), { nil: undefined }),
  origin: fc.option(fc.constantFrom("https://evil.example", "http://127.0.0.1", "null"), { nil: undefined }),
  extra: fc.array(fc.tuple(tokenName, fc.stringMatching(/^[\x20-\x7e]{0,60}$/)), { maxLength: 4 }),
});
const rawBody = fc.oneof(
  fc.constant(undefined),
  fc.json({ maxDepth: 3 }).map((text) => Buffer.from(text)),
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(
    Buffer.from(JSON.stringify({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }] })),
    Buffer.from(JSON.stringify({ model: "x".repeat(5000), input: {} })),
    Buffer.from(JSON.stringify({ model: "kling-v1", input: { prompt: "a cat", duration: 5 } })),
    Buffer.from(JSON.stringify({ advance_ms: 1e300 })),
  ),
);

describe("fuzzing raw requests on a socket", () => {
  it(`answers every raw target, header and body without an unforced 5xx, with the spec's bodies, for ${BUDGET_MS} ms`, async () => {
    const port = Number(new URL(server.url).port);
    const rssBefore = process.memoryUsage().rss;
    let exchanges = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("GET", "POST", "HEAD", "OPTIONS", "PUT", "DELETE", "PATCH", "BREW"), rawTarget, rawHeaders, rawBody, async (method, target, headers, body) => {
        const lines = [`${method} ${target} HTTP/1.1`, "Host: 127.0.0.1", "Connection: close"];
        if (headers.key) lines.push(`Authorization: Bearer ${headers.key}`);
        if (headers.prefer !== undefined) lines.push(`Prefer: ${headers.prefer}`);
        if (headers.type !== undefined) lines.push(`Content-Type: ${headers.type}`);
        if (headers.origin !== undefined) lines.push(`Origin: ${headers.origin}`);
        for (const [name, value] of headers.extra) lines.push(`${name}: ${value}`);
        if (body) lines.push(`Content-Length: ${body.length}`);
        const request = Buffer.concat([Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"), body ?? Buffer.alloc(0)]);
        const answer = await rawExchange(port, request);
        exchanges += 1;
        const { path, query } = splitTarget(target);
        const contentType = answer.headers["content-type"] ?? "";
        let parsed: unknown;
        if (contentType === "application/json" && method !== "HEAD") parsed = JSON.parse(answer.body.toString("utf8"));
        const found = answer.status === 0 ? ["no answer"] : answerProblems(method, path, forces5xx(headers.prefer, query), answer.status, contentType, parsed);
        if (found.length > 0) throw new Error(`${request.subarray(0, 300).toString("latin1")}\n→ ${answer.status} ${answer.body.subarray(0, 300).toString()}\n${found.join("\n")}`);
      }),
      { seed: SEED + 6, numRuns: 2000, interruptAfterTimeLimit: BUDGET_MS, markInterruptAsFailure: false },
    );
    expect(exchanges).toBeGreaterThan(50);
    const health = await rawExchange(port, Buffer.from("GET /__mock/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"));
    expect(health.status).toBe(200);
    // The mock shares this process: its growth over the run is what it kept.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 1024 * 1024);
  }, 30_000);
});

describe("fuzzing the core in-process", () => {
  /** Settles a response the manual clock holds (a delay), moving the clock until it does. */
  async function settled(mock: ReturnType<typeof testMock>, pending: Promise<MockResponse>): Promise<MockResponse> {
    let done = false;
    void pending.then(() => (done = true), () => (done = true));
    for (let i = 0; i < 1000 && !done; i++) {
      await new Promise((r) => setImmediate(r));
      if (!done) mock.clock.advance(100);
    }
    return pending;
  }

  it(`answers arbitrary methods, paths, headers and bodies without an unforced 5xx, each answer valid against the spec, for ${BUDGET_MS} ms`, async () => {
    const mock = testMock({ sessionCap: 4 });
    const path = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...Object.values(POST_PATHS), "/api/users", "/client/v2/ai/tasks/1001", "/__mock/clock", "/__mock/reset", "/__mock/assets/audio/x.wav", "/__mock/assets/images/x.png") },
      { weight: 2, arbitrary: rawTarget.map((target) => splitTarget(target).path) },
      { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
      { weight: 1, arbitrary: fc.constantFrom("", "no-slash", "/__mock", "/__mock/stats") },
    );
    const headers = fc.record({ authorization: fc.option(keyArb.map((key) => `Bearer ${key}`), { nil: undefined }), prefer: rawHeaders.map((h) => h.prefer), "content-type": rawHeaders.map((h) => h.type), origin: rawHeaders.map((h) => h.origin), "x-mock-session": fc.option(fc.string({ maxLength: 8 }), { nil: undefined }) });
    const query = fc.dictionary(fc.constantFrom("page", "page_size", "__code", "__seed", "__delay", "d", "w", "h", "seed", "all", "token", "x"), fc.oneof(fc.integer({ min: -2, max: 300 }).map(String), fc.constantFrom("1e400", "Infinity", "-Infinity", "1e309", "NaN", "", "500", "1.5", "abc", "9007199254740993")), { maxKeys: 3 });
    // Values that once reached a 500 come back often: a fuzzer should not need luck to re-find a known bug.
    const known = fc.constantFrom<Record<string, string>>({ page: "1e400" }, { page: "Infinity" }, { page_size: "1e309" }, { d: "600" }, { w: "2048", h: "2049" }, { __code: "500" });
    const mockQuery = fc.oneof({ weight: 3, arbitrary: query }, { weight: 1, arbitrary: known });
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 4, arbitrary: fc.constantFrom("GET", "POST") }, { weight: 1, arbitrary: fc.constantFrom("HEAD", "OPTIONS", "PUT", "DELETE") }), path, headers, mockQuery, rawBody, async (method, p, h, q, body) => {
        const requestHeaders = Object.fromEntries(Object.entries(h).filter(([, v]) => v !== undefined)) as Record<string, string>;
        const response = await settled(mock, mock.respond({ method, path: p, query: q, headers: requestHeaders, body: body === undefined ? undefined : bodyFromBytes(body) }));
        answered += 1;
        if (response.stream) {
          const read = await mock.readStream({ status: response.status, headers: response.headers, body: undefined, response });
          for (const event of read.events) if (event !== "[DONE]") expect(validateSchema("error" in event ? "ErrorBody" : "ChatCompletionChunk", event)).toEqual([]);
        }
        const found = answerProblems(method, p, forces5xx(h.prefer, q), response.status, response.headers["content-type"] ?? "", response.body);
        if (found.length > 0) throw new Error(`${method} ${p} ${JSON.stringify(q)} ${JSON.stringify(h)} ${body?.subarray(0, 200).toString()}\n→ ${response.status} ${JSON.stringify(response.body)?.slice(0, 300)}\n${found.join("\n")}`);
      }),
      { seed: SEED + 7, numRuns: 3000, interruptAfterTimeLimit: BUDGET_MS, markInterruptAsFailure: false },
    );
    // Enough runs to mean something on a slow machine; a fast one does its full 3000.
    expect(answered).toBeGreaterThan(100);
    expect((await mock.call("GET", "/__mock/health")).status).toBe(200);
    expect(mock.deps.streams.open).toBe(0);
  }, 30_000);
});
