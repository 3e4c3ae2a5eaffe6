/**
 * Getting the image an OCR request names: base64 (data-URI prefix stripped, checked and decoded
 * in one pass, the body limit bounding what is decoded, then the 8 MB limit; format and
 * dimensions read from the bytes) or a URL (never fetched unless enabled: the size then derives from the URL, so results stay deterministic).
 */
import type { MockConfig } from "../config/config.ts";
import { MockError } from "../core/errors.ts";
import { sniffImage, type ImageFormat } from "../data/image-sniff.ts";
import { hashSeed, seededRandom } from "../data/random.ts";
import { fetchBytes } from "./image-fetch.ts";
import { operationTable } from "../../spec/operations.ts";

/** The decoded-size limit, from the operation table (the spec's x-max-decoded-bytes on image_base64). */
export const MAX_IMAGE_BYTES: number = operationTable.get("recognizeImageText").decodedLimits.get("image_base64")!;

export interface OcrImage {
  width: number;
  height: number;
  format: ImageFormat | "unknown";
  /** Seed of the recognized content: the same image gives the same lines. */
  seed: number;
}

const DATA_URI = /^data:image\/[a-z0-9.+-]+;base64,/i;
const WHITESPACE = /\s+/g;

/** The bytes of a base64 string of the body and its data URI head (the handler context's `base64`). */
export type Base64Reader = (value: string) => { head: string; bytes: Uint8Array } | undefined;

/**
 * Reads an image from base64 text (with or without a data URI prefix). `read` is the handler
 * context's, which hands over what the body reader already decoded, so a megabyte it read in
 * pieces is never joined nor decoded again.
 */
export function imageFromBase64(raw: string, read: Base64Reader): OcrImage {
  const known = read(raw);
  // The reader's head is any data URI; the one an image may have is checked here, as below.
  if (known && known.bytes.length > 0 && (known.head === "" || DATA_URI.exec(known.head)?.[0].length === known.head.length)) {
    return imageFromBytes(known.bytes);
  }
  const decode = (base64: string) => {
    const found = read(base64);
    return found?.head === "" ? found.bytes : undefined;
  };
  // A slice, not a replace: the megabyte after the prefix is not copied.
  const prefix = DATA_URI.exec(raw);
  let base64 = prefix ? raw.slice(prefix[0].length) : raw;
  // Line-wrapped base64 is fine: whitespace is stripped, but only when clean text failed, so
  // a clean megabyte is scanned once, by the decoder.
  let bytes = decode(base64);
  if (bytes === undefined) {
    base64 = base64.replace(WHITESPACE, "");
    bytes = decode(base64);
  }
  if (base64.length === 0) throw new MockError("invalid_request", "image_base64 is empty.", { param: "image_base64" });
  if (bytes === undefined) {
    throw new MockError("invalid_request", "image_base64 is not valid base64.", { param: "image_base64" });
  }
  return imageFromBytes(bytes);
}

/** The image in canonical base64's bytes: its size, format and content seed. */
function imageFromBytes(bytes: Uint8Array): OcrImage {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw new MockError("invalid_request", `The image is ${bytes.length} bytes after decoding; the limit is 8 MB (${MAX_IMAGE_BYTES} bytes).`, {
      param: "image_base64",
    });
  }
  const sniffed = sniffImage(bytes);
  if (!sniffed) {
    throw new MockError("invalid_request", "image_base64 is not a supported image; send JPEG, PNG, GIF, BMP or WebP.", {
      param: "image_base64",
    });
  }
  return { ...sniffed, seed: imageSeed(bytes) };
}

/**
 * The seed of an image's content: its base64 text's length, first and last 256 characters
 * (so the same image gives the same lines), written again from the bytes it decoded to
 * rather than read from the text: a text that arrived in pieces is never joined for this.
 */
export function imageSeed(bytes: Uint8Array): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const groups = Math.ceil(bytes.length / 3);
  if (groups <= 64) {
    const whole = buffer.toString("base64");
    return hashSeed(whole.length, whole, whole);
  }
  // 64 groups of four characters are 192 bytes, the last group with its padding.
  return hashSeed(groups * 4, buffer.subarray(0, 192).toString("base64"), buffer.subarray((groups - 64) * 3).toString("base64"));
}

/** Checks an image URL and derives (or, when enabled, fetches) the image it names. */
export async function imageFromUrl(raw: string, config: MockConfig, param: string, signal?: AbortSignal): Promise<OcrImage> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new MockError("invalid_request", `${param} is not a valid URL.`, { param });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new MockError("invalid_request", `${param} must be an http(s) URL.`, { param });
  }
  if (config.ocrFetch) return fetchImage(url, config, param, signal);
  const random = seededRandom(hashSeed("image-url", url.href));
  return { width: random.int(6, 16) * 100, height: random.int(4, 12) * 100, format: "unknown", seed: hashSeed(url.href) };
}

/**
 * The one answer to every failed fetch (denied, unresolvable, refused, timed out, not 200, too
 * large, not an image): telling them apart would turn the mock into a port and path scanner of
 * its own network. The seed's OCR 400 for an invalid URL.
 */
function unfetchable(param: string): MockError {
  return new MockError("invalid_request", `${param} could not be fetched as a supported image of at most 8 MB.`, { param });
}

async function fetchImage(url: URL, config: MockConfig, param: string, signal?: AbortSignal): Promise<OcrImage> {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const allowed = config.ocrFetchAllowHosts;
  if (allowed.length > 0 && !allowed.includes(host) && !allowed.includes(url.hostname)) throw unfetchable(param);
  let bytes: Buffer;
  try {
    // An allow-listed host is trusted with any address (a test server on 127.0.0.1, a LAN store).
    bytes = await fetchBytes(url, { timeoutMs: config.ocrFetchTimeoutMs, maxBytes: Math.min(config.ocrFetchMaxBytes, MAX_IMAGE_BYTES), deny: !allowed.includes(host) && !allowed.includes(url.hostname) }, signal);
  } catch (error) {
    // The client went away: let the core answer 499 rather than blame the URL.
    if (signal?.aborted) throw error;
    // A fetch the platform cannot make at all (the browser build) says so, not "unfetchable".
    if (error instanceof MockError) throw new MockError(error.code, error.message, { param });
    throw unfetchable(param);
  }
  const sniffed = sniffImage(bytes);
  if (!sniffed) throw unfetchable(param);
  return { ...sniffed, seed: hashSeed(url.href, bytes.length) };
}
