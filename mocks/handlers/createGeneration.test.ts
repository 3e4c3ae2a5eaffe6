import { imageSize } from "image-size";
import { describe, expect, it } from "vitest";
import { validateSchema } from "../../spec/validators.ts";
import { conform, KEYS, testMock } from "../../test/support/harness.ts";

const PATH = "/client/v2/ai/generations";

describe("POST /client/v2/ai/generations", () => {
  it("answers a chat completion for an LLM model", async () => {
    const result = await testMock().call("POST", PATH, {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Summarise Hamlet" }], temperature: 0.5 },
    });
    expect(result.status).toBe(200);
    expect(result.body.object).toBe("chat.completion");
    expect(validateSchema("ChatCompletion", result.body)).toEqual([]);
  });

  it("streams for an LLM model with stream true", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "hi" }], stream: true } });
    const { events } = await mock.readStream(result);
    expect(events.at(-1)).toBe("[DONE]");
  });

  it("answers the image envelope with a PNG URL of the requested size, served by the mock", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: { model: "flux-schnell", input: { prompt: "a lighthouse", width: 320, height: 200 } } });
    expect(result.status).toBe(200);
    expect(conform("createGeneration", result)).toEqual([]);
    expect(validateSchema("ImageGenerationEnvelope", result.body)).toEqual([]);
    expect(result.body.meta).toMatchObject({ model: "flux-schnell", tool: "text-to-image", provider: "black-forest-labs" });
    const image = result.body.data.images[0];
    expect([image.width, image.height]).toEqual([320, 200]);
    const url = new URL(image.url);
    const file = await mock.call("GET", url.pathname, { query: Object.fromEntries(url.searchParams) });
    expect(file.headers["content-type"]).toBe("image/png");
    expect(imageSize(file.response.bytes!)).toMatchObject({ width: 320, height: 200, type: "png" });
  });

  it("answers text to speech with a playable WAV whose length fits the text", async () => {
    const mock = testMock();
    const short = await mock.call("POST", PATH, { body: { model: "tts-1", input: { text: "Hi there." } } });
    const long = await mock.call("POST", PATH, {
      body: { model: "tts-1", input: { text: "Your order has shipped and will arrive on Tuesday between nine and five.", voice: "nova" } },
    });
    expect(validateSchema("TextToSpeechEnvelope", long.body)).toEqual([]);
    expect(long.body.data.duration).toBeGreaterThan(short.body.data.duration);
    expect(long.body.data.voice).toBe("nova");
    const url = new URL(long.body.data.audio_url);
    const file = await mock.call("GET", url.pathname, { query: Object.fromEntries(url.searchParams) });
    const wav = Buffer.from(file.response.bytes!);
    expect(wav.subarray(0, 4).toString()).toBe("RIFF");
    const seconds = wav.readUInt32LE(40) / (wav.readUInt32LE(28));
    expect(seconds).toBeCloseTo(long.body.data.duration, 1);
  });

  it("answers speech to text with text and contiguous timed segments", async () => {
    const result = await testMock().call("POST", PATH, { body: { model: "whisper-1", input: { audio_url: "https://example.com/a.wav" } } });
    expect(validateSchema("SpeechToTextEnvelope", result.body)).toEqual([]);
    const { segments, duration } = result.body.data;
    expect(segments.length).toBeGreaterThan(0);
    expect(segments.at(-1).end).toBeCloseTo(duration, 2);
  });

  it("answers OCR models with the OCR result fields in the envelope", async () => {
    const result = await testMock().call("POST", PATH, { body: { model: "ocr-general", input: { image_url: "https://example.com/r.png" } } });
    expect(validateSchema("OcrGenerationEnvelope", result.body)).toEqual([]);
    expect(result.body.meta.tool).toBe("image-to-text");
  });

  it.each(["kling-v1", "digital-human-v1"])("submits an async task for %s", async (model) => {
    const input = model === "kling-v1" ? { prompt: "a paper boat", duration: 5 } : { script: "Welcome!" };
    const result = await testMock().call("POST", PATH, { body: { model, input } });
    expect(result.status).toBe(200);
    expect(validateSchema("AsyncSubmission", result.body)).toEqual([]);
    expect(result.body.data).toMatchObject({ status: "processing", model });
    expect(Number.isInteger(result.body.data.task_id)).toBe(true);
  });

  it("issues task ids that never repeat", async () => {
    const mock = testMock();
    const ids = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const r = await mock.call("POST", PATH, { body: { model: "kling-v1", input: { prompt: `clip ${i}` } } });
      ids.add(r.body.data.task_id);
    }
    expect(ids.size).toBe(20);
  });

  it.each([
    [{ input: { prompt: "x" } }, 400, "invalid_request", "model"],
    [{ model: "nope-1", input: { prompt: "x" } }, 404, "model_not_found", "model"],
    [{ model: "flux-schnell" }, 400, "invalid_request", "input"],
    [{ model: "flux-schnell", input: { width: 300 } }, 400, "invalid_request", "input"],
    [{ model: "flux-schnell", input: { prompt: "x", width: "wide" } }, 400, "invalid_request", "input"],
    [{ model: "kling-v1", input: { prompt: "x", duration: 0 } }, 400, "invalid_request", "input"],
    [{ model: "whisper-1", input: { audio_url: "not a url" } }, 400, "invalid_request", "input"],
    [{ model: "gpt-4o-mini" }, 400, "invalid_request", "messages"],
    [{ model: "tts-1", input: { text: "hi" }, stream: true }, 400, "invalid_request", "stream"],
  ])("answers %j with %i %s naming %s", async (body, status, code, param) => {
    const result = await testMock().call("POST", PATH, { body });
    expect(result.status).toBe(status);
    expect(result.body.error).toMatchObject({ code, param });
    expect(conform("createGeneration", result)).toEqual([]);
  });

  it("names the offending input field in the message", async () => {
    const result = await testMock().call("POST", PATH, { body: { model: "flux-schnell", input: { prompt: "x", width: 10 } } });
    expect(result.body.error.message).toContain("input/width");
  });

  it.each([
    ["kling-v1", { prompt: "x" }],
    ["digital-human-v1", { script: "x" }],
    ["ocr-general", { image_url: "https://example.com/a.png" }],
  ])("answers 403 forbidden to a team without %s", async (model, input) => {
    const result = await testMock().call("POST", PATH, { key: KEYS.restricted, body: { model, input } });
    expect(result.status).toBe(403);
    expect(result.body.error.code).toBe("forbidden");
  });

  it("lets the restricted team use the features it has", async () => {
    const result = await testMock().call("POST", PATH, { key: KEYS.restricted, body: { model: "flux-schnell", input: { prompt: "x" } } });
    expect(result.status).toBe(200);
  });

  it("answers 403 forbidden to the team without LLM chat for an LLM model, and serves it everything else", async () => {
    const mock = testMock();
    const chat = await mock.call("POST", PATH, { key: KEYS.noLlm, body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }] } });
    expect(chat.status).toBe(403);
    expect(chat.body.error).toMatchObject({ code: "forbidden", type: "permission_error" });
    expect(conform("createGeneration", chat)).toEqual([]);
    const image = await mock.call("POST", PATH, { key: KEYS.noLlm, body: { model: "flux-schnell", input: { prompt: "x" } } });
    expect(image.status).toBe(200);
    const video = await mock.call("POST", PATH, { key: KEYS.noLlm, body: { model: "kling-v1", input: { prompt: "x" } } });
    expect(video.status).toBe(200);
  });
});
