/** Read a local image, send it to OCR as base64 and get the recognized lines back. */
import { readFile } from "node:fs/promises";
import { extname } from "node:path";
import type { components } from "ai-gateway-kit/types";

type OcrResult = components["schemas"]["OcrResult"];
type ErrorBody = components["schemas"]["ErrorBody"];

const MEDIA_TYPES: Record<string, string> = {
  ".png": "image/png", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".gif": "image/gif", ".bmp": "image/bmp", ".webp": "image/webp",
};
const MAX_BYTES = 8 * 1024 * 1024; // the gateway's limit, after base64 decoding

/** Recognizes the text of an image file; lines below minConfidence (0..1) are dropped. */
export async function recognizeFile(path: string, options: { baseUrl: string; apiKey: string; minConfidence?: number }): Promise<OcrResult> {
  const mediaType = MEDIA_TYPES[extname(path).toLowerCase()];
  if (!mediaType) throw new Error(`${path}: use a JPEG, PNG, GIF, BMP or WebP image`);
  const image = await readFile(path);
  if (image.byteLength > MAX_BYTES) throw new Error(`${path}: images must be at most 8 MB`);

  const res = await fetch(`${options.baseUrl}/client/v2/ai-stack/image-to-text`, {
    method: "POST",
    headers: { Authorization: `Bearer ${options.apiKey}`, "Content-Type": "application/json" },
    body: JSON.stringify({ image_base64: `data:${mediaType};base64,${image.toString("base64")}`, filter_thresh: options.minConfidence }),
  });
  const body = (await res.json()) as components["schemas"]["OcrResponse"] | ErrorBody;
  if ("error" in body) throw Object.assign(new Error(body.error.message), { status: res.status, code: body.error.code });
  return body.data;
}
