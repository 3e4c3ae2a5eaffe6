/**
 * Streams checked as they arrive: a test server that stalls mid-stream (or before the first
 * event) is cut at the budget the stall breaks, the cut is reported (a warning by default, an
 * error when the budgets are required), the run goes on, and what arrived is still judged.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, type StreamBudgets } from "./config.ts";
import { runCase, type ContractCase } from "./runner.ts";
import { Target } from "./target.ts";
import { sse, streamChunks } from "./testing/exchanges.ts";
import { formatStreams, summarizeStreams } from "./report/streams.ts";

const CHUNKS = streamChunks(true).map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`);

/** /whole sends a whole stream; /stall sends two events and then nothing; /silent sends headers only; /garbled has a bad second event. */
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/event-stream", "x-request-id": "req_stall" });
    if (req.url?.endsWith("/whole")) return res.end(sse(streamChunks(true)));
    if (req.url?.endsWith("/stall")) return void res.write(CHUNKS[0]! + CHUNKS[1]!);
    if (req.url?.endsWith("/garbled")) return res.end(`${CHUNKS[0]}data: {not json\n\n${CHUNKS[2]}data: [DONE]\n\n`);
    res.flushHeaders();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const BUDGETS: StreamBudgets = { ttftMs: 1000, maxGapMs: 200, totalMs: 5000, required: false };

function target(budgets = BUDGETS): Target {
  // A request timeout far beyond the budgets: only the budgets can end a stalled stream.
  return new Target({ baseUrl, apiKey: "k", timeoutMs: 60_000, streamBudgets: budgets });
}

const streamTo = (path: string) => ({ operationId: "createChatCompletion", method: "POST", path: `/client/v2/ai/chat/completions${path}`, scenario: "stream" as const, json: { model: "m", messages: [], stream: true, stream_options: { include_usage: true } }, labels: { includeUsage: true } });

describe("the stream reader", () => {
  it("notes each event as it arrives: first event, termination, usage chunk, nothing cut", async () => {
    const exchange = await target().send(streamTo("/whole"));
    expect(exchange.stream).toMatchObject({ events: 5, cut: null, done: true, finishReason: "stop", usage: true, firstUnparsable: null });
    expect(exchange.stream!.ttftMs).not.toBeNull();
  });

  it("cuts a stream that stalls after two events at the gap budget, keeping what arrived", async () => {
    const exchange = await target().send(streamTo("/stall"));
    expect(exchange.stream).toMatchObject({ events: 2, done: false, cut: "no event for 200 ms after event 2 (stream.maxGapMs)" });
    expect(exchange.response?.text).toBe(CHUNKS[0]! + CHUNKS[1]!);
    expect(exchange.error).toBeNull();
  });

  it("cuts a stream that never sends its first event at the first-event budget", async () => {
    const exchange = await target({ ...BUDGETS, ttftMs: 150 }).send(streamTo("/silent"));
    expect(exchange.stream).toMatchObject({ events: 0, ttftMs: null, cut: "no first event within 150 ms (stream.ttftMs)" });
  });

  it("places a malformed event where it arrived", async () => {
    const exchange = await target().send(streamTo("/garbled"));
    expect(exchange.stream?.firstUnparsable?.index).toBe(1);
  });
});

describe("a stalled stream in a run", () => {
  const stalled: ContractCase = {
    group: "createChatCompletion",
    title: "streams chunks that end with [DONE]",
    profiles: ["full"],
    billable: 1,
    async run(ctx) {
      await ctx.send(streamTo("/stall"));
    },
  };
  const suite = (budgets: StreamBudgets) => ({ config: { ...loadConfig({}), stream: budgets }, isMock: false, target: target(budgets) });

  it("is a warning by default, naming the budget; the end checks say they had no end to judge", async () => {
    const result = await runCase(stalled, suite(BUDGETS));
    expect(result.status).toBe("warned");
    expect(result.failures.map((f) => [f.check, f.severity])).toEqual([["streamWithinBudget", "warning"]]);
    expect(result.failures[0]!.message).toContain("cut: no event for 200 ms after event 2 (stream.maxGapMs)");
    expect(result.notExercised.join("\n")).toContain("streamEndsWithDone on #1 POST /client/v2/ai/chat/completions/stall: not applicable: the stream was cut at its budget");
  });

  it("is an error when the budgets are required", async () => {
    const result = await runCase(stalled, suite({ ...BUDGETS, required: true }));
    expect(result.status).toBe("failed");
    expect(result.failures.map((f) => [f.check, f.severity])).toEqual([["streamWithinBudget", "error"]]);
  });
});

describe("the run's stream report", () => {
  it("gives the worst first event, gap and length against the budgets, and how many streams were cut", async () => {
    const run = target();
    await run.send(streamTo("/whole"));
    await run.send(streamTo("/stall"));
    const report = summarizeStreams(run.exchanges, BUDGETS);
    expect(report).toMatchObject({ streams: 2, cut: 1, overBudget: 1, budgets: BUDGETS });
    expect(formatStreams(report)).toMatch(/^Streams: 2 read · first event ≤ \d+ ms \(budget 1000\) · largest gap \d+ ms \(budget 200\) · longest \d+ ms \(budget 5000\) · 1 over budget, 1 cut · budgets are warnings$/);
  });
});
