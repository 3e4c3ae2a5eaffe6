/**
 * `npm run soak`: a bounded loopback run of every operation at saturation, with a share of bad
 * input (malformed JSON, wrong content type, unknown model, no key, a restricted team, an
 * oversized body) and of forced faults (code=500, code=429, a stream error), each request
 * with the statuses it may get. Reports requests served, statuses (expected and not), the
 * mock's RSS at start, middle and end, its store and stream counters, and event-loop stalls
 * over 100 ms. Exits 1 on an unexpected status, a crash, a stall, growing memory or a leak.
 *
 *   npm run soak                  two minutes
 *   npm run soak -- --seconds 600
 */
import { parseArgs } from "node:util";
import autocannon, { type Request } from "autocannon";
import type { LoopReport } from "./bench/mock-server.ts";
import { ask, fmtMb, MB, median, memoryOf, rssOf, sleep, startMockChild, stopChild } from "./bench/lib.ts";
import { AUTH, CHAT_BODY, CHAT_PATH, GENERATIONS_PATH, OCR_PATH, TASK_PATH, VIDEO_BODY } from "./bench/payloads.ts";
import { variedChatBodies } from "./bench/prompts.ts";
import { encodePng } from "../mocks/assets/png.ts";

const { values: flags } = parseArgs({
  options: {
    seconds: { type: "string", default: "120" },
    connections: { type: "string", default: "32" },
  },
});
const SECONDS = Number(flags.seconds);
const CONNECTIONS = Number(flags.connections);
const BODY_LIMIT = 256 * 1024;
const SESSIONS = 40;

const log = (line: string) => process.stderr.write(`[soak] ${line}\n`);

interface Mixed extends Request {
  name: string;
  /** Statuses this request may answer with; anything else is a failure. */
  expect: number[];
}

const json = (value: unknown) => JSON.stringify(value);
const post = (name: string, path: string, body: string, expect: number[], headers: Record<string, string> = {}): Mixed => ({
  name,
  method: "POST",
  path,
  headers: { ...AUTH, ...headers },
  body,
  expect,
});
const get = (name: string, path: string, expect: number[], headers: Record<string, string> = AUTH): Mixed => ({ name, method: "GET", path, headers, expect });

const SMALL_PNG = encodePng(320, 240, 9).toString("base64");

/**
 * Different conversations, cycled: each comes back several times in five minutes, so the memo,
 * which keeps a conversation on its second request, fills past its 5,000 entries, evicts, and
 * must stay bounded.
 */
const VARIED = variedChatBodies(10_000, 7);
let variedNext = 0;

/** Valid requests of every operation; they come twice per pass of the mix. */
const VALID: Mixed[] = [
  post("chat", CHAT_PATH, CHAT_BODY, [200]),
  {
    ...post("chat, every prompt different", CHAT_PATH, VARIED[0]!, [200]),
    setupRequest: (request) => ({ ...request, body: VARIED[variedNext++ % VARIED.length] }),
  },
  post("chat, streamed", CHAT_PATH, json({ model: "gpt-4o", messages: [{ role: "user", content: "List three colours." }], stream: true, stream_options: { include_usage: true } }), [200]),
  post("image", GENERATIONS_PATH, json({ model: "flux-schnell", input: { prompt: "A lighthouse at dusk", width: 256, height: 256 } }), [200]),
  post("speech", GENERATIONS_PATH, json({ model: "tts-1", input: { text: "Your order has shipped." } }), [200]),
  post("transcription", GENERATIONS_PATH, json({ model: "whisper-1", input: { audio_url: "https://example.com/a.wav" } }), [200]),
  {
    ...post("video submit", GENERATIONS_PATH, VIDEO_BODY, [200]),
    onResponse: (status, body, context) => {
      const id = status === 200 ? (JSON.parse(body) as { data?: { task_id?: unknown } }).data?.task_id : undefined;
      if (typeof id === "number") context.taskId = id;
    },
  },
  {
    ...get("video poll", TASK_PATH(1), [200]),
    setupRequest: (request, context) => ({ ...request, path: TASK_PATH((context.taskId as number | undefined) ?? 1) }),
  },
  post("digital human submit", GENERATIONS_PATH, json({ model: "digital-human-v1", input: { script: "Welcome.", avatar: "anna" } }), [200]),
  post("OCR, base64", OCR_PATH, json({ image_base64: `data:image/png;base64,${SMALL_PNG}`, half_to_full: 1 }), [200]),
  post("OCR, url", OCR_PATH, json({ image_url: "https://example.com/receipt.jpg", filter_thresh: 0.5 }), [200]),
  get("users", "/api/users?page=2&page_size=50", [200], {}),
  {
    ...get("users, own session", "/api/users", [200], {}),
    setupRequest: (request) => ({ ...request, headers: { "x-mock-session": `soak-${Math.floor(Math.random() * SESSIONS)}` } }),
  },
];

/** Bad input, each with its one expected refusal, and forced faults. */
const BAD: Mixed[] = [
  post("chat, stream fault", CHAT_PATH, json({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }], stream: true }), [200], { prefer: "stream=error-after-2" }),
  post("bad: malformed JSON", CHAT_PATH, '{"model": "gpt-4o-mini", "messages": [', [400]),
  post("bad: wrong content type", CHAT_PATH, CHAT_BODY, [400], { "content-type": "text/plain" }),
  post("bad: invalid parameter", CHAT_PATH, json({ model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }], temperature: 7 }), [400]),
  post("bad: unknown model", GENERATIONS_PATH, json({ model: "gpt-9", messages: [{ role: "user", content: "hi" }] }), [404]),
  post("bad: no key", CHAT_PATH, CHAT_BODY, [401], { authorization: "" }),
  post("bad: restricted team", OCR_PATH, json({ image_url: "https://example.com/r.jpg" }), [403], { authorization: "Bearer sk-mock-restricted" }),
  get("bad: unknown task", TASK_PATH(987654321), [404]),
  // Forced faults.
  post("forced: 500", CHAT_PATH, CHAT_BODY, [500], { prefer: "code=500" }),
  get("forced: 429", "/client/v2/ai/tasks/1001?__code=429", [429]),
];

/** One pass of the mix; every connection loops over it. About one request in four is bad or forced. */
const MIX: Mixed[] = [...VALID, ...VALID, ...BAD];

/**
 * Abuse that closes connections runs beside the rotation, not in it: autocannon re-sends on a
 * new socket without clearing its queue, which would pin later responses on the wrong request.
 * Oversized bodies (413 and a closed connection), clients that vanish mid-body and mid-stream.
 */
async function sideTraffic(url: string, until: () => boolean, tally: Map<string, Map<number, number>>): Promise<void> {
  const count = (name: string, status: number) => {
    const counts = tally.get(name)!;
    counts.set(status, (counts.get(status) ?? 0) + 1);
  };
  const oversized = json({ image_base64: "A".repeat(BODY_LIMIT) });
  const streamBody = json({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Tell me a long story." }], stream: true });
  while (!until()) {
    const oversizedDone = fetch(`${url}${OCR_PATH}`, { method: "POST", headers: AUTH, body: oversized }).then(
      async (r) => (await r.arrayBuffer(), count(SIDE.oversized, r.status)),
      () => count(SIDE.oversized, 0),
    );
    const vanishing = new AbortController();
    const streamDone = fetch(`${url}${CHAT_PATH}`, { method: "POST", headers: AUTH, body: streamBody, signal: vanishing.signal }).then(
      async (r) => {
        count(SIDE.vanished, r.status);
        const reader = r.body!.getReader();
        await reader.read();
        vanishing.abort();
      },
      () => count(SIDE.vanished, 0),
    );
    await Promise.all([oversizedDone, streamDone.catch(() => {})]);
    await sleep(20);
  }
}

const SIDE = { oversized: "bad: oversized body (side)", vanished: "stream, client vanishes (side)" };
const SIDE_EXPECT: Record<string, number[]> = { [SIDE.oversized]: [413], [SIDE.vanished]: [200] };

async function main(): Promise<void> {
  const mock = await startMockChild("our mock", {
    streamTtftMs: 10,
    streamTokensPerSecond: 1000,
    taskDurationMs: 2000,
    sessionTaskCap: 20_000,
    taskTtlMs: 30_000,
    bodyLimitBytes: BODY_LIMIT,
  });
  let crashed = false;
  mock.process.once("exit", (code, signal) => {
    if (code !== 0) crashed = true;
    log(`mock exited: code ${code}, signal ${signal}`);
  });
  const cleanup = () => stopChild(mock.process);
  process.on("SIGINT", () => void cleanup().then(() => process.exit(130)));
  process.on("exit", () => mock.process.exitCode === null && mock.process.kill("SIGKILL"));

  log(`${SECONDS} s, ${CONNECTIONS} connections, a mix of ${MIX.length} requests (${BAD.length} bad or forced), mock at ${mock.url}`);
  const tally = new Map<string, Map<number, number>>([...MIX.map((m) => m.name), ...Object.values(SIDE)].map((name) => [name, new Map<number, number>()]));
  const requests: Request[] = MIX.map((m) => {
    const previous = m.onResponse;
    return {
      method: m.method,
      path: m.path,
      headers: m.headers,
      ...(m.body === undefined ? {} : { body: m.body }),
      ...(m.setupRequest ? { setupRequest: m.setupRequest } : {}),
      onResponse: (status, body, context, headers) => {
        const counts = tally.get(m.name)!;
        counts.set(status, (counts.get(status) ?? 0) + 1);
        previous?.(status, body, context, headers);
      },
    };
  });

  const samples: { at: number; rss: number; tasks: number; streams: number; sessions: number }[] = [];
  const began = performance.now();
  const sample = async () => {
    if (crashed) return;
    const stats = await ask<{ store: { tasks: number; sessions: number }; streams: number }>(mock, { type: "stats" }, "stats");
    samples.push({ at: (performance.now() - began) / 1000, rss: rssOf(mock.pid), tasks: stats.store.tasks, streams: stats.streams, sessions: stats.store.sessions });
  };
  await sample();
  const sampler = setInterval(() => void sample(), 5000);
  let finished = false;
  const side = sideTraffic(mock.url, () => finished, tally);
  const result = await autocannon({ url: mock.url, connections: CONNECTIONS, duration: SECONDS, requests, timeout: 30 });
  finished = true;
  await side;
  clearInterval(sampler);
  await sleep(500);
  await sample();

  if (crashed) {
    log("the mock crashed");
    process.exitCode = 1;
    return;
  }
  const loop = (await ask<{ loop: LoopReport }>(mock, { type: "loop" }, "loop")).loop;
  const afterGc = await memoryOf(mock);
  const stats = await ask<{ store: { tasks: number; sessions: number; nextTaskId: number }; streams: number }>(mock, { type: "stats" }, "stats");
  await cleanup();

  // ------------------------------------------------------------ report
  const unexpected: string[] = [];
  const byStatus = new Map<number, { count: number; from: Set<string> }>();
  let served = 0;
  const expected = new Map<string, number[]>([...MIX.map((m): [string, number[]] => [m.name, m.expect]), ...Object.entries(SIDE_EXPECT)]);
  for (const [name, expect] of expected) {
    for (const [status, count] of tally.get(name)!) {
      served += count;
      if (!expect.includes(status)) unexpected.push(`${name}: ${count} × ${status} (expected ${expect.join(" or ")})`);
      const entry = byStatus.get(status) ?? { count: 0, from: new Set<string>() };
      entry.count += count;
      if (status !== 200) entry.from.add(name);
      byStatus.set(status, entry);
    }
  }
  const warm = samples.filter((s) => s.at >= Math.min(20, SECONDS / 4));
  const rssStart = warm[0]?.rss ?? Number.NaN;
  const rssMiddle = warm[Math.floor(warm.length / 2)]?.rss ?? Number.NaN;
  const rssEnd = samples.at(-1)?.rss ?? Number.NaN;
  // RSS under a garbage-collected heap is a sawtooth: it climbs until a major GC, then drops.
  // Bounded means the band does not move: the last third's peak and trough against the middle
  // third's. A leak lifts both; where a sample falls in the sawtooth moves neither. The first
  // third is left out: the memo and the task store are still filling there, and a trough taken
  // on that climb failed a run whose peak never moved (161 → 161 MB).
  const underLoad = warm.slice(0, -1).map((s) => s.rss);
  const third = Math.floor(underLoad.length / 3);
  const middleThird = underLoad.slice(third, 2 * third);
  const lastThird = underLoad.slice(2 * third);
  const peaks = [Math.max(...middleThird), Math.max(...lastThird)] as const;
  const troughs = [Math.min(...middleThird), Math.min(...lastThird)] as const;
  const growth = Math.max(peaks[1] / peaks[0], troughs[1] / troughs[0]) - 1;
  const lines = [
    "",
    `Soak: ${SECONDS} s, ${CONNECTIONS} connections, a rotation of ${MIX.length} requests (${VALID.length} valid kinds twice, ${BAD.length} bad or forced) plus oversized bodies and vanishing stream clients on the side`,
    `Requests served: ${served.toLocaleString("en")} (${Math.round(result.requests.average).toLocaleString("en")} req/s), client errors ${result.errors}, timeouts ${result.timeouts}`,
    "",
    "Statuses:",
    ...[...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, { count, from }]) => `  ${status}  ${count.toLocaleString("en").padStart(9)}${from.size ? `  from: ${[...from].join("; ")}` : ""}`),
    `Unexpected statuses: ${unexpected.length === 0 ? "none" : ""}`,
    ...unexpected.map((u) => `  ${u}`),
    "",
    `Mock RSS: ${fmtMb(samples[0]?.rss ?? Number.NaN)} before load; after warm-up ${fmtMb(rssStart)}, middle ${fmtMb(rssMiddle)}, end ${fmtMb(rssEnd)} (last third against the middle one: peak ${fmtMb(peaks[0])} → ${fmtMb(peaks[1])}, trough ${fmtMb(troughs[0])} → ${fmtMb(troughs[1])}, ${(growth * 100).toFixed(1)}%); ` +
      `max ${fmtMb(Math.max(...samples.map((s) => s.rss)))}; heap after GC at the end ${fmtMb(afterGc.heapUsed)}`,
    `RSS samples (MB, every 5 s): ${samples.map((s) => Math.round(s.rss / MB)).join(" ")}`,
    `Store at the end: ${stats.store.tasks.toLocaleString("en")} tasks (cap 20,000 per session, TTL 30 s), ${stats.store.sessions} sessions, ${stats.store.nextTaskId - 1001} tasks created; open streams after: ${stats.streams}`,
    `Event loop: max delay ${loop.maxMs.toFixed(0)} ms, p99 ${loop.p99Ms.toFixed(1)} ms, mean ${loop.meanMs.toFixed(1)} ms; stalls over 100 ms: ${loop.stalls}${loop.stalls ? ` (longest ${loop.longestStallMs.toFixed(0)} ms)` : ""}`,
    `Median streams open while sampling: ${median(samples.map((s) => s.streams))}`,
  ];
  const failures = [
    unexpected.length > 0 && "unexpected statuses",
    result.errors + result.timeouts > 0 && "client errors or timeouts",
    loop.stalls > 0 && "event-loop stalls over 100 ms",
    growth > 0.1 && "RSS grew more than 10% from the middle third to the last",
    stats.streams !== 0 && "streams left open",
  ].filter(Boolean);
  lines.push("", failures.length === 0 ? "PASS: no unexpected status, no crash, no stall, flat memory." : `FAIL: ${failures.join(", ")}.`);
  process.stdout.write(`${lines.join("\n")}\n`);
  if (failures.length > 0) process.exitCode = 1;
}

await main();
