/** Fixture files written by tests: a temporary directory and builders of plain fixtures. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { ExchangeFixture, Fixture, TaskFixture } from "../../../mocks/fixtures/fixture.ts";

export interface FixtureDir {
  dir: string;
  write(file: string, fixture: Fixture | unknown): void;
  remove(): void;
}

export function fixtureDir(): FixtureDir {
  const dir = mkdtempSync(join(tmpdir(), "fixtures-"));
  return {
    dir,
    write(file, fixture) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), typeof fixture === "string" ? fixture : JSON.stringify(fixture, null, 2));
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A recorded chat completion answered at once. */
export function chatFixture(content: string, reply: string, extra: Partial<ExchangeFixture> = {}): ExchangeFixture {
  return {
    kind: "exchange",
    operation: "createChatCompletion",
    recordedAt: "2026-11-23T12:00:00.000Z",
    request: { method: "POST", path: "/client/v2/ai/chat/completions", query: {}, headers: {}, body: { model: "gpt-4o-mini", messages: [{ role: "user", content }] } },
    response: {
      status: 200,
      headers: { "content-type": "application/json" },
      headersAtMs: 0,
      endAtMs: 0,
      body: {
        id: "chatcmpl-recorded",
        object: "chat.completion",
        created: 1_700_000_000,
        model: "gpt-4o-mini-2024-07-18",
        choices: [{ index: 0, message: { role: "assistant", content: reply }, finish_reason: "stop" }],
        usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5, cost: "0.000010" },
      },
    },
    ...extra,
  };
}

/** A recorded stream: one event per offset, then [DONE] at the last offset. */
export function streamFixture(content: string, offsets: number[]): ExchangeFixture {
  const chunk = (text: string) => ({ id: "chatcmpl-s", object: "chat.completion.chunk", created: 1_700_000_000, model: "gpt-4o-mini", choices: [{ index: 0, delta: { content: text }, finish_reason: null }] });
  return {
    kind: "exchange",
    operation: "createChatCompletion",
    recordedAt: "2026-11-23T12:00:00.000Z",
    request: { method: "POST", path: "/client/v2/ai/chat/completions", query: {}, headers: {}, body: { model: "gpt-4o-mini", stream: true, messages: [{ role: "user", content }] } },
    response: {
      status: 200,
      headers: { "content-type": "text/event-stream" },
      headersAtMs: 0,
      endAtMs: offsets.at(-1)!,
      frames: [...offsets.map((atMs, i) => ({ atMs, data: chunk(`w${i} `) })), { atMs: offsets.at(-1)!, data: "[DONE]" }],
      end: "complete",
    },
  };
}

/** A task polled at the given offsets with the given statuses. */
export function taskFixture(taskId: string, polls: Array<[atMs: number, status: "processing" | "completed"]>): TaskFixture {
  return {
    kind: "task",
    operation: "getTask",
    recordedAt: "2026-11-23T12:00:00.000Z",
    taskId,
    polls: polls.map(([atMs, status]) => ({
      atMs,
      status: 200,
      headers: { "content-type": "application/json" },
      body: { code: 200, data: { task_id: Number(taskId), status, ...(status === "completed" ? { output: { video_url: "https://cdn.example/v.mp4" } } : {}) } },
    })),
  };
}
