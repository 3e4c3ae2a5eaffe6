/** The files in examples/ run against the mock exactly as a user would copy them. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askWithWeather } from "../examples/agent-loop.ts";
import { streamChat } from "../examples/chat-stream.ts";
import { fillSignup, Signup } from "../examples/fill-form.ts";
import { recognizeFile } from "../examples/ocr-upload.ts";
import { pollTask, submitVideo } from "../examples/poll-task.ts";
import { encodePng } from "../mocks/assets/png.ts";
import type { RunningServer } from "../mocks/transports/http/server.ts";
import { journal, KEY, RESTRICTED_KEY, startMock } from "./support/mock.ts";

let mock: RunningServer;
let dir: string;
let gateway: { baseUrl: string; apiKey: string };

beforeAll(async () => {
  // Long enough that the first poll still sees processing on a loaded machine.
  mock = await startMock({ taskDurationMs: 1500 });
  gateway = { baseUrl: mock.url, apiKey: KEY };
  dir = mkdtempSync(join(tmpdir(), "examples-"));
});

afterAll(async () => {
  await mock?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("examples/", () => {
  it("keeps every example under forty lines", () => {
    const examplesDir = new URL("../examples/", import.meta.url);
    const files = readdirSync(examplesDir).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    expect(files.sort()).toEqual(["agent-loop.ts", "chat-stream.ts", "fill-form.ts", "ocr-upload.ts", "poll-task.ts"]);
    for (const name of files) {
      const lines = readFileSync(new URL(name, examplesDir), "utf8").trimEnd().split("\n").length;
      expect({ name, lines: lines < 40 }).toEqual({ name, lines: true });
    }
  });
});

describe("docs/tools-and-structured-outputs.md", () => {
  it("shows the tool-call and structured-output examples exactly as the tested files are", () => {
    const page = readFileSync(new URL("../docs/tools-and-structured-outputs.md", import.meta.url), "utf8");
    for (const name of ["agent-loop.ts", "fill-form.ts"]) {
      const source = readFileSync(new URL(`../examples/${name}`, import.meta.url), "utf8").trimEnd();
      expect(page, name).toContain("```ts\n" + source + "\n```");
    }
  });
});

describe("chat-stream.ts", () => {
  it("delivers the reply token by token to the callback and resolves with the whole text", async () => {
    const tokens: string[] = [];
    const reply = await streamChat({ ...gateway, messages: [{ role: "user", content: "Show me a TypeScript hello world." }], onToken: (t) => tokens.push(t) });
    expect(tokens.length).toBeGreaterThan(1);
    expect(tokens.join("")).toBe(reply.text);
    expect(reply.text.trim()).not.toBe("");
    expect(reply.finishReason).toBe("stop");
  });

  it("stops the reply when the signal aborts, like a Stop button, keeping what arrived", async () => {
    const controller = new AbortController();
    const tokens: string[] = [];
    const stopped = streamChat({
      ...gateway,
      messages: [{ role: "user", content: "Tell me a long story." }],
      onToken: (token) => {
        tokens.push(token);
        if (tokens.length === 2) controller.abort();
      },
      signal: controller.signal,
    });
    const reply = await stopped;
    expect(tokens).toHaveLength(2);
    expect(reply).toEqual({ text: tokens.join(""), finishReason: null });
  });

  it("rejects with the gateway's error code", async () => {
    const failed = streamChat({ ...gateway, model: "flux-schnell", messages: [{ role: "user", content: "Hi" }], onToken: () => {} });
    await expect(failed).rejects.toMatchObject({ status: 400, code: "invalid_request" });
  });
});

describe("agent-loop.ts", () => {
  it("runs the weather tool once with the city the question names, then answers with its result", async () => {
    const { answer, calls } = await askWithWeather(gateway, "What's the weather in Lisbon?");
    expect(calls).toHaveLength(1);
    expect(calls[0]!.city).toBe("Lisbon");
    expect(["celsius", "fahrenheit"]).toContain(calls[0]!.unit);
    expect(answer).toBe(`In Lisbon, the temperature is 21 ${calls[0]!.unit === "celsius" ? "°C" : "°F"} and it is sunny.`);
  });
});

describe("fill-form.ts", () => {
  it("resolves with a form that fits the zod schema, the same for the same description", async () => {
    const form = await fillSignup(gateway, "Ana, a designer in her thirties, wants the pro plan");
    expect(Signup.parse(form)).toEqual(form);
    expect(await fillSignup(gateway, "Ana, a designer in her thirties, wants the pro plan")).toEqual(form);
  });

  it("fills in the name, email address and age the description gives", async () => {
    const form = await fillSignup(gateway, "Anna, anna@example.com, 34, wants the pro plan, no newsletter");
    expect(form).toMatchObject({ name: "Anna", email: "anna@example.com", age: 34, plan: "pro" });
  });
});

describe("poll-task.ts", () => {
  it("polls a video task with growing delays until it is completed", async () => {
    const delays: number[] = [];
    const statuses: string[] = [];
    const taskId = await submitVideo(gateway, "A timelapse of a city at night");
    const task = await pollTask(taskId, {
      ...gateway,
      firstDelayMs: 20,
      maxDelayMs: 80,
      onUpdate: (update) => statuses.push(update.status),
      wait: (ms) => {
        delays.push(ms);
        return new Promise((resolve) => setTimeout(resolve, ms));
      },
    });
    expect(task.status).toBe("completed");
    expect(task.output?.video_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.+\.mp4$/);
    expect(statuses[0]).toBe("processing");
    expect(statuses.at(-1)).toBe("completed");
    expect(delays.length).toBe(statuses.length - 1);
    expect(delays.slice(0, 3)).toEqual([20, 40, 80].slice(0, delays.length));
    expect(delays.every((ms) => ms <= 80)).toBe(true);
  });

  it("stops polling when the task fails", async () => {
    const taskId = await submitVideo(gateway, "A storm at sea", "hailuo-video-01");
    const forced = await fetch(`${mock.url}/__mock/tasks/${taskId}`, { method: "POST", body: JSON.stringify({ status: "failed" }) });
    expect(forced.status).toBe(200);
    const updates: string[] = [];
    const task = await pollTask(taskId, { ...gateway, firstDelayMs: 10, onUpdate: (update) => updates.push(update.status) });
    expect(task.status).toBe("failed");
    expect(task.error?.code).toBe("provider_error");
    expect(updates).toEqual(["failed"]);
  });

  it("rejects with task_not_found for another team's task", async () => {
    const taskId = await submitVideo(gateway, "A quiet forest");
    await expect(pollTask(taskId, { baseUrl: mock.url, apiKey: "sk-mock-other" })).rejects.toMatchObject({ status: 404, code: "task_not_found" });
  });
});

describe("ocr-upload.ts", () => {
  it("reads a local PNG, sends it as base64 and gets lines that lie inside the image", async () => {
    const path = join(dir, "receipt.png");
    writeFileSync(path, encodePng(400, 300, 7));
    const result = await recognizeFile(path, gateway);
    expect(result.line_texts.length).toBeGreaterThan(0);
    expect(result.line_texts).toHaveLength(result.line_rects.length);
    for (const [x1, y1, x2, y2] of result.line_rects as [number, number, number, number][]) {
      expect(0 <= x1 && x1 < x2 && x2 <= 400 && 0 <= y1 && y1 < y2 && y2 <= 300).toBe(true);
    }
  });

  it("drops lines below the confidence asked for", async () => {
    const path = join(dir, "receipt.png");
    const all = await recognizeFile(path, gateway);
    const confident = await recognizeFile(path, { ...gateway, minConfidence: 0.9 });
    expect(confident.line_probs.every((p) => p >= 0.9)).toBe(true);
    expect(confident.line_texts.length).toBe(all.line_probs.filter((p) => p >= 0.9).length);
  });

  it("rejects a restricted team with forbidden", async () => {
    const path = new URL("../mocks/assets/sample-cover.png", import.meta.url).pathname;
    await expect(recognizeFile(path, { baseUrl: mock.url, apiKey: RESTRICTED_KEY })).rejects.toMatchObject({ status: 403, code: "forbidden" });
  });

  it("refuses a file that is not an image before calling the gateway", async () => {
    const path = join(dir, "notes.txt");
    writeFileSync(path, "not an image");
    const session = await journal(mock.url);
    await expect(recognizeFile(path, gateway)).rejects.toThrow(/JPEG, PNG/);
    expect(await journal(mock.url)).toHaveLength(session.length);
  });
});
