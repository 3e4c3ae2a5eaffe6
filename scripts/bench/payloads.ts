/** Request bodies the benchmark and the soak send; the same bytes go to every server. */
import { crc32 } from "node:zlib";
import { encodePng } from "../../mocks/assets/png.ts";

export const KEY = "sk-mock-default";
export const AUTH = { authorization: `Bearer ${KEY}`, "content-type": "application/json" };

export const CHAT_PATH = "/client/v2/ai/chat/completions";
export const GENERATIONS_PATH = "/client/v2/ai/generations";
export const OCR_PATH = "/client/v2/ai-stack/image-to-text";
export const TASK_PATH = (id: number | string): string => `/client/v2/ai/tasks/${id}`;

/** The spec's own chat example. */
export const CHAT_BODY = JSON.stringify({
  model: "gpt-4o-mini",
  messages: [
    { role: "system", content: "You are a helpful assistant." },
    { role: "user", content: "Write a haiku about the sea." },
  ],
  temperature: 0.7,
  max_tokens: 256,
});

export const STREAM_BODY = JSON.stringify({
  model: "gpt-4o-mini",
  messages: [{ role: "user", content: "Explain SSE in one paragraph." }],
  stream: true,
  stream_options: { include_usage: true },
});

export const VIDEO_BODY = JSON.stringify({
  model: "kling-v1",
  input: { prompt: "A paper boat drifting down a rainy street", duration: 5 },
});

/**
 * A valid PNG of exactly `size` bytes: a real encoded image, padded with a tEXt chunk before
 * IEND (ancillary, so every decoder ignores it) to reach the size.
 */
export function pngOfSize(size: number, seed = 7): Buffer {
  const image = encodePng(1024, 768, seed);
  const iend = image.subarray(image.length - 12);
  const head = image.subarray(0, image.length - 12);
  const overhead = 12 + "Comment\0".length;
  const fill = size - image.length - overhead;
  if (fill < 0) throw new RangeError(`a PNG of ${size} bytes is smaller than the image itself (${image.length})`);
  const data = Buffer.alloc("Comment\0".length + fill, "x");
  data.write("Comment\0", 0, "latin1");
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write("tEXt", 4, "latin1");
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return Buffer.concat([head, chunk, iend]);
}

/** OCR of a 1 MiB PNG, as a data URI (about 1.4 MB of JSON). */
export function ocrBody(size = 1024 * 1024): string {
  return JSON.stringify({ image_base64: `data:image/png;base64,${pngOfSize(size).toString("base64")}`, filter_thresh: 0.5 });
}
