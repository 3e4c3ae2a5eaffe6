/**
 * Record → replay → drift end to end, with a real upstream: the mock behind a transforming
 * proxy plays "the real gateway"; the recorder records through it; a mock started with the
 * fixtures answers with the gateway's shapes; drift names each difference.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driftOf } from "../../cli/record.ts";
import type { ExchangeFixture, TaskFixture } from "../../mocks/fixtures/fixture.ts";
import { startRecorder } from "../../mocks/record/recorder.ts";
import { startServer, type RunningServer } from "../../mocks/transports/http/server.ts";
import { FAST, startMock } from "../support/mock.ts";
import { call, KEY, type Answer } from "./support/client.ts";
import { GATEWAY_LATENCY_MS, GATEWAY_MODEL, GATEWAY_TRACE, startFakeGateway } from "./support/fake-gateway.ts";

const CHAT = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Say hello to the recorder." }] };
const STREAM = { ...CHAT, stream: true };
const IMAGE = { model: "flux-schnell", input: { prompt: "A lighthouse at dusk", width: 512, height: 512 } };
const VIDEO = { model: "kling-v1", input: { prompt: "A paper boat", duration: 5 } };
const UNKNOWN = { model: "no-such-model", messages: [{ role: "user", content: "hi" }] };

/** Every file under a directory, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

function fixturesOf(dir: string, operation: string): ExchangeFixture[] {
  return filesUnder(join(dir, operation)).map((file) => JSON.parse(readFileSync(file, "utf8")) as ExchangeFixture);
}

describe("record, replay and drift against a gateway that differs from the spec", () => {
  let dir: string;
  const recorded: Record<string, Answer> = {};
  let taskId: number;
  let replay: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "fixtures-"));
    const mock = await startMock({ taskDurationMs: 500, streamTtftMs: 30, streamTokensPerSecond: 200 });
    const gateway = await startFakeGateway(mock.url);
    const recorder = await startRecorder({ upstream: gateway.url, out: dir, port: 0, log: pino({ level: "silent" }) });
    try {
      recorded.chat = await call(recorder.url, "POST", "/client/v2/ai/chat/completions", { body: CHAT });
      recorded.stream = await call(recorder.url, "POST", "/client/v2/ai/chat/completions", { body: STREAM });
      recorded.image = await call(recorder.url, "POST", "/client/v2/ai/generations", { body: IMAGE });
      recorded.video = await call(recorder.url, "POST", "/client/v2/ai/generations", { body: VIDEO });
      taskId = recorded.video.body.data.task_id;
      // Poll as a client would, until the task is done (bounded).
      for (let i = 0; i < 50; i++) {
        const poll = await call(recorder.url, "GET", `/client/v2/ai/tasks/${taskId}`);
        if (poll.body?.data?.status !== "processing") break;
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      recorded.unknown = await call(recorder.url, "POST", "/client/v2/ai/chat/completions", { body: UNKNOWN });
      recorded.users = await call(recorder.url, "GET", "/api/users?page=1&page_size=2", { key: null });
    } finally {
      await recorder.close();
      await gateway.close();
      await mock.close();
    }
    replay = await startServer({ port: 0, host: "127.0.0.1", config: { ...FAST, fixturesDir: dir, fixturesStrict: true } });
  });

  afterAll(async () => {
    await replay?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  describe("recording", () => {
    it("passes the gateway's answers through unchanged", () => {
      expect(recorded.chat!.body.x_gateway_trace).toBe(GATEWAY_TRACE);
      expect(recorded.stream!.events.at(-1)).toBe("[DONE]");
      expect(recorded.video!.status).toBe(202);
      expect(recorded.users!.contentType).toBe("application/vnd.gateway.users+json");
    });

    it("writes one fixture per exchange, named by operation, and one per polled task", () => {
      expect(readdirSync(join(dir, "createChatCompletion"))).toHaveLength(3);
      expect(readdirSync(join(dir, "createGeneration"))).toHaveLength(2);
      expect(readdirSync(join(dir, "listUsers"))).toHaveLength(1);
      expect(readdirSync(join(dir, "getTask"))).toEqual([`task-${taskId}.json`]);
    });

    it("never writes the recorded key into any fixture file", () => {
      const files = filesUnder(dir);
      expect(files.length).toBeGreaterThan(5);
      for (const file of files) expect(readFileSync(file, "utf8"), file).not.toContain(KEY);
    });

    it("keeps each stream event with its offset, after the gateway's latency and in order", () => {
      const stream = fixturesOf(dir, "createChatCompletion").find((f) => f.response.frames)!;
      const offsets = stream.response.frames!.map((frame) => frame.atMs);
      expect(offsets.length).toBe(recorded.stream!.events.length);
      expect(offsets[0]).toBeGreaterThanOrEqual(GATEWAY_LATENCY_MS - 5);
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
      expect(stream.response.end).toBe("complete");
    });

    it("keeps the task's polled statuses with their times, ending with the final one", () => {
      const task = JSON.parse(readFileSync(join(dir, "getTask", `task-${taskId}.json`), "utf8")) as TaskFixture;
      const statuses = task.polls.map((poll) => (poll.body as any).data.status);
      expect(statuses[0]).toBe("processing");
      expect(statuses.at(-1)).toBe("completed");
      expect(task.submission).toMatch(/^createGeneration\//);
      expect(task.polls.map((p) => p.atMs)).toEqual([...task.polls.map((p) => p.atMs)].sort((a, b) => a - b));
    });
  });

  describe("replay with mock --fixtures --strict", () => {
    it("answers a chat with the gateway's envelope and model name", async () => {
      const answer = await call(replay.url, "POST", "/client/v2/ai/chat/completions", { body: CHAT });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(recorded.chat!.body);
      expect(answer.body.model).toBe(GATEWAY_MODEL);
    });

    it("answers a stream with the recorded events", async () => {
      const answer = await call(replay.url, "POST", "/client/v2/ai/chat/completions", { body: STREAM });
      expect(answer.events).toEqual(recorded.stream!.events);
      expect(answer.events[0].x_gateway_trace).toBe(GATEWAY_TRACE);
    });

    it("answers with the recorded status and content type where the gateway differs", async () => {
      const video = await call(replay.url, "POST", "/client/v2/ai/generations", { body: VIDEO });
      const users = await call(replay.url, "GET", "/api/users?page=1&page_size=2", { key: null });
      const unknown = await call(replay.url, "POST", "/client/v2/ai/chat/completions", { body: UNKNOWN });
      expect([video.status, users.contentType, unknown.status]).toEqual([202, "application/vnd.gateway.users+json", 404]);
      expect(users.body).toEqual(recorded.users!.body);
    });

    it("moves the replayed task from processing to completed on the mock's clock", async () => {
      await call(replay.url, "POST", "/client/v2/ai/generations", { body: VIDEO });
      const first = await call(replay.url, "GET", `/client/v2/ai/tasks/${taskId}`);
      await fetch(`${replay.url}/__mock/clock`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ advance_ms: 60_000 }) });
      const later = await call(replay.url, "GET", `/client/v2/ai/tasks/${taskId}`);
      expect([first.body.data.status, later.body.data.status]).toEqual(["processing", "completed"]);
    });

    it("answers an unrecorded request with 404 in the spec's error body, naming the nearest fixture", async () => {
      const answer = await call(replay.url, "POST", "/client/v2/ai/chat/completions", { body: { ...CHAT, messages: [{ role: "user", content: "Something else" }] } });
      expect(answer.status).toBe(404);
      expect(answer.body.error.code).toBe("not_found");
      expect(answer.body.error.message).toMatch(/nearest, createChatCompletion\/\d{4}-gpt-4o-mini-200\.json, differs in body\.messages/);
    });
  });

  describe("drift", () => {
    const kinds = () => {
      const report = driftOf(dir);
      return Object.fromEntries(Object.entries(report.operations).map(([op, entries]) => [op, entries.map((e) => `${e.kind} ${e.status} ${e.pointer}`)]));
    };

    it("names the chat's extra field, the stream's extra field and the seed's cost type", () => {
      expect(kinds().createChatCompletion).toEqual(
        expect.arrayContaining(["seed-contradicted 200 /usage/cost", "undeclared-field 200 /x_gateway_trace", "undeclared-field 200 /frames/*/x_gateway_trace"]),
      );
    });

    it("names the undeclared 202, the missing provider and the extra region of generations", () => {
      expect(kinds().createGeneration).toEqual(expect.arrayContaining(["undeclared-status 202 ", "missing-required 200 /meta/provider", "undeclared-field 200 /meta/region"]));
    });

    it("names the designed progress the gateway contradicts, and the users' content type", () => {
      expect(kinds().getTask).toContain("designed-contradicted 200 /data/progress");
      expect(kinds().listUsers).toEqual(["undeclared-content-type 200 "]);
    });

    it("grades seed rules as errors and designed fills as warnings, each with a spec change to absorb it", () => {
      const entries = Object.values(driftOf(dir).operations).flat();
      const progress = entries.find((e) => e.pointer === "/data/progress")!;
      const cost = entries.find((e) => e.pointer === "/usage/cost")!;
      expect([progress.severity, cost.severity]).toEqual(["warning", "error"]);
      expect(cost.absorb).toContain("#/components/schemas/Usage");
      expect(entries.find((e) => e.pointer === "/meta/region")!.absorb).toMatch(/declare property 'region' \(type: string\) in #\/components\/schemas\/\w+/);
    });

    it("is also written by the recorder beside the fixtures", () => {
      const report = JSON.parse(readFileSync(join(dir, "drift-report.json"), "utf8"));
      expect(report.errors).toBeGreaterThan(0);
      expect(Object.keys(report.operations)).toEqual(expect.arrayContaining(["createChatCompletion", "createGeneration", "getTask", "listUsers"]));
    });
  });
});
