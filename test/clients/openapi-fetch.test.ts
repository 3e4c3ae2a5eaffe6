/**
 * openapi-fetch typed with the generated `paths`: every operation of the spec called through
 * it, the video and digital-human submit-then-poll flows, and what the types refuse. The
 * `@ts-expect-error` lines are checked by `tsc --noEmit` (npm run lint): if one of them ever
 * compiles, the directive itself becomes an error.
 */
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import createClient, { type Client } from "openapi-fetch";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import type { components, paths } from "../../generated/api.d.ts";
import { isAsyncSubmission, isImageGeneration, isSyncEnvelope, type SyncEnvelope } from "../../client/index.ts";
import type { RunningServer } from "../../mocks/transports/http/server.ts";
import { KEY, RESTRICTED_KEY, startMock } from "../support/mock.ts";

type Schemas = components["schemas"];
type Api = Client<paths, "application/json">;

const COVER_PNG = readFileSync(new URL("../../mocks/assets/sample-cover.png", import.meta.url));
const messages: Schemas["ChatMessage"][] = [{ role: "user", content: "Summarise the plot of Hamlet in two sentences." }];

let mock: RunningServer;

function api(apiKey: string | null = KEY): Api {
  return createClient<paths, "application/json">({
    baseUrl: mock.url,
    headers: apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
  });
}

/** The envelope of a synchronous non-LLM generation, narrowed from the response union by the kit's guard (no cast). */
function syncEnvelope(body: Schemas["GenerationResponse"] | undefined): SyncEnvelope {
  if (!body || !isSyncEnvelope(body)) throw new Error(`not a sync envelope: ${JSON.stringify(body)}`);
  return body;
}

/** The async submission envelope, narrowed by the kit's guard (no cast). */
function submission(body: Schemas["GenerationResponse"] | undefined): Schemas["AsyncSubmission"] {
  if (!body || !isAsyncSubmission(body)) throw new Error(`not a submission: ${JSON.stringify(body)}`);
  return body;
}

/** Polls getTask until the task is final; returns every status seen, in order. */
async function pollUntilFinal(client: Api, taskId: number): Promise<Schemas["Task"][]> {
  const seen: Schemas["Task"][] = [];
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const { data, error } = await client.GET("/client/v2/ai/tasks/{task_id}", { params: { path: { task_id: taskId } } });
    if (error) throw new Error(`getTask failed: ${error.error.code}`);
    seen.push(data.data);
    if (data.data.status !== "processing") return seen;
    await sleep(25);
  }
  throw new Error(`task ${taskId} never finished`);
}

beforeAll(async () => {
  // Long enough that the first poll still sees processing on a loaded machine.
  mock = await startMock({ taskDurationMs: 1500 });
});

afterAll(async () => {
  await mock?.close();
});

describe("openapi-fetch typed with the generated paths", () => {
  it("creates a chat completion (createChatCompletion)", async () => {
    const { data, error, response } = await api().POST("/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages, temperature: 0.7, max_tokens: 200 },
    });
    expect(error).toBeUndefined();
    expect(response.headers.get("x-request-id")).toMatch(/\S/);
    expectTypeOf(data!).toEqualTypeOf<Schemas["ChatCompletion"]>();
    expect(data?.choices[0]?.message.content).toMatch(/\S/);
    expect(Number(data?.usage.cost)).toBeGreaterThanOrEqual(0);
  });

  it("receives a streamed chat completion as server-sent events ending with [DONE]", async () => {
    const { data, response } = await api().POST("/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages, stream: true },
      parseAs: "text",
    });
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = (data ?? "").split("\n\n").filter(Boolean);
    expect(events.at(-1)).toBe("data: [DONE]");
    const chunks = events.slice(0, -1).map((event) => JSON.parse(event.slice("data: ".length)) as Schemas["ChatCompletionChunk"]);
    expect(chunks[0]?.choices[0]?.delta.role).toBe("assistant");
    expect(chunks.at(-1)?.choices[0]?.finish_reason).toBe("stop");
  });

  it("answers an LLM model on the unified endpoint with a chat completion (createGeneration)", async () => {
    const { data } = await api().POST("/client/v2/ai/generations", { body: { model: "gpt-4o-mini", messages } });
    expect(data && "object" in data && data.object).toBe("chat.completion");
  });

  it.each([
    { model: "flux-schnell", tool: "text-to-image", input: { prompt: "A lighthouse at dusk", width: 640, height: 360 } },
    { model: "tts-1", tool: "text-to-speech", input: { text: "Welcome to the gateway.", voice: "alloy" } },
    { model: "whisper-1", tool: "speech-to-text", input: { audio_url: "https://example.com/meeting.wav" } },
    { model: "ocr-general", tool: "image-to-text", input: { image_url: "https://example.com/receipt.png" } },
  ] satisfies { model: string; tool: string; input: Schemas["GenerationInput"] }[])(
    "answers $model with the synchronous envelope of $tool (createGeneration)",
    async ({ model, tool, input }) => {
      const { data, error } = await api().POST("/client/v2/ai/generations", { body: { model, input } });
      expect(error).toBeUndefined();
      const envelope = syncEnvelope(data);
      expect(envelope.code).toBe(200);
      expect(envelope.meta).toMatchObject({ model, tool });
      expect(Object.keys(envelope.data).length).toBeGreaterThan(0);
    },
  );

  it("serves a generated image at the URL it returns", async () => {
    const { data } = await api().POST("/client/v2/ai/generations", {
      body: { model: "flux-schnell", input: { prompt: "A red bicycle", width: 320, height: 200 } },
    });
    if (!data || !isImageGeneration(data)) throw new Error(`not an image: ${JSON.stringify(data)}`);
    const image = data.data.images[0]!;
    const file = await fetch(image.url);
    expect(file.headers.get("content-type")).toBe("image/png");
    const bytes = Buffer.from(await file.arrayBuffer());
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([320, 200]);
  });

  it("submits a video, polls it to completed and downloads the MP4 (createGeneration, getTask)", async () => {
    const client = api();
    const { data } = await client.POST("/client/v2/ai/generations", {
      body: { model: "kling-v1", input: { prompt: "A paper boat on a rainy street", duration: 5 } },
    });
    const submitted = submission(data);
    expect(submitted.data).toMatchObject({ status: "processing", model: "kling-v1" });
    expect(submitted.meta.tool).toBe("text-to-video");

    const seen = await pollUntilFinal(client, submitted.data.task_id);
    const final = seen.at(-1)!;
    expect(seen[0]?.status).toBe("processing");
    expect(final).toMatchObject({ task_id: submitted.data.task_id, status: "completed", progress: 100 });
    const progress = seen.map((task) => task.progress ?? 0);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    const video = await fetch(final.output!.video_url);
    expect(video.status).toBe(200);
    expect(video.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await video.arrayBuffer()).subarray(4, 8).toString("latin1")).toBe("ftyp");
  });

  it("submits a digital-human video that ends failed when asked to, with an error and no output", async () => {
    const client = api();
    const { data } = await client.POST("/client/v2/ai/generations", {
      body: { model: "digital-human-v1", input: { script: "Hello and welcome.", avatar: "anna", background: "office" } },
      headers: { Prefer: "task=failed" },
    });
    const final = (await pollUntilFinal(client, submission(data).data.task_id)).at(-1)!;
    expect(final.status).toBe("failed");
    expect(final.output).toBeUndefined();
    expect(final.error?.code).toMatch(/\S/);
  });

  it("hides a task from another team with the same 404 as an unknown id (getTask)", async () => {
    const { data } = await api().POST("/client/v2/ai/generations", { body: { model: "kling-v1", input: { prompt: "Clouds" } } });
    const taskId = submission(data).data.task_id;
    const other = await api("sk-mock-other").GET("/client/v2/ai/tasks/{task_id}", { params: { path: { task_id: taskId } } });
    const unknown = await api().GET("/client/v2/ai/tasks/{task_id}", { params: { path: { task_id: 987_654_321 } } });
    expect(other.response.status).toBe(404);
    expect(other.error?.error.code).toBe("task_not_found");
    expect(unknown.error?.error.code).toBe("task_not_found");
  });

  it("recognizes text in a base64 image with a data URI prefix (recognizeImageText)", async () => {
    const { data, error } = await api().POST("/client/v2/ai-stack/image-to-text", {
      body: { image_base64: `data:image/png;base64,${COVER_PNG.toString("base64")}`, filter_thresh: 0.5 },
    });
    expect(error).toBeUndefined();
    expect(data?.message).toBe("ok");
    const result = data!.data;
    expect(result.line_texts.length).toBe(result.line_rects.length);
    expect(result.line_probs.every((p) => p >= 0.5 && p <= 1)).toBe(true);
    expect(result.time_elapsed).toMatch(/^\d+(\.\d+)?m?s$/);
  });

  it("refuses OCR to a restricted team with 403 forbidden (recognizeImageText)", async () => {
    const { error, response } = await api(RESTRICTED_KEY).POST("/client/v2/ai-stack/image-to-text", {
      body: { image_url: "https://example.com/scan.png" },
    });
    expect(response.status).toBe(403);
    expect(error?.error.code).toBe("forbidden");
  });

  it("lists users page by page without a key (listUsers)", async () => {
    const client = api(null);
    const first = await client.GET("/api/users", { params: { query: { page: 1, page_size: 5 } } });
    const second = await client.GET("/api/users", { params: { query: { page: 2, page_size: 5 } } });
    expect(first.data?.users).toHaveLength(5);
    expect(first.data?.total).toBeGreaterThanOrEqual(10);
    const ids = [...first.data!.users, ...second.data!.users].map((user) => user.id);
    expect(new Set(ids).size).toBe(10);
  });

  it("returns errors as values typed with the codes the operation declares", async () => {
    const { data, error, response } = await api().POST("/client/v2/ai/generations", { body: { model: "no-such-model", input: { prompt: "x" } } });
    expect(data).toBeUndefined();
    expect(response.status).toBe(404);
    // Exactly the codes createGeneration declares, so a switch over them can be exhaustive.
    expectTypeOf(error!.error.code).toEqualTypeOf<
      "invalid_request" | "unauthorized" | "forbidden" | "model_not_found" | "payload_too_large" | "rate_limited" | "provider_error" | "service_unavailable" | "state_unavailable"
    >();
    expect(error?.error).toMatchObject({ code: "model_not_found", type: "invalid_request_error" });
  });
});

describe("what the generated types refuse to compile", () => {
  it("rejects a misspelled body field, and so does the mock", async () => {
    const { error } = await api().POST("/client/v2/ai/chat/completions", {
      // @ts-expect-error `mesages` is not a field of ChatCompletionRequest (and `messages` is missing)
      body: { model: "gpt-4o-mini", mesages: messages },
    });
    expect(error?.error.code).toBe("invalid_request");
  });

  it("rejects a body field of the wrong type, and so does the mock", async () => {
    const { error } = await api().POST("/client/v2/ai/chat/completions", {
      // @ts-expect-error temperature is a number from 0 to 2, not a string
      body: { model: "gpt-4o-mini", messages, temperature: "hot" },
    });
    expect(error?.error).toMatchObject({ code: "invalid_request", param: "temperature" });
  });

  it("rejects a misspelled path, and the mock answers 404 naming the nearest one", async () => {
    // @ts-expect-error there is no /client/v2/ai/chat/completion (singular)
    const { error, response } = await api().POST("/client/v2/ai/chat/completion", { body: { model: "gpt-4o-mini", messages } });
    expect(response.status).toBe(404);
    expect(JSON.stringify(error)).toContain("/client/v2/ai/chat/completions");
  });

  it("rejects a method the path does not have, and the mock answers 405", async () => {
    // @ts-expect-error chat completions is POST only
    const { response } = await api().GET("/client/v2/ai/chat/completions");
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("rejects a task id that is not a number", async () => {
    const { response } = await api().GET("/client/v2/ai/tasks/{task_id}", {
      // @ts-expect-error task_id is an integer
      params: { path: { task_id: "latest" } },
    });
    expect(response.status).toBe(400);
  });

  it("rejects an OCR request with neither image_base64 nor image_url, and so does the mock", async () => {
    const { error } = await api().POST("/client/v2/ai-stack/image-to-text", {
      // @ts-expect-error one of image_base64 and image_url is required
      body: { mode: "fast" },
    });
    expect(error?.error.code).toBe("invalid_request");
    const ok = await api().POST("/client/v2/ai-stack/image-to-text", { body: { image_url: "https://example.com/scan.png", mode: "fast" } });
    expect(ok.error).toBeUndefined();
  });

  it("makes callers check for an error before reading data", async () => {
    const { data } = await api().GET("/api/users");
    // @ts-expect-error data is undefined on the error branch until narrowed
    const total: number = data.total;
    expect(total).toBeGreaterThan(0);
  });
});
