/**
 * Files behind result URLs. Nothing here maps a request path to the file system: images and
 * audio are rendered from query parameters, videos are two fixed files, so no path can escape.
 */
import { readFileSync } from "node:fs";
import { encodePng } from "../assets/png.ts";
import { encodeWav } from "../assets/wav.ts";
import { SAMPLE_COVER_PATH, SAMPLE_VIDEO_PATH } from "../assets/index.ts";
import { MockError } from "../core/errors.ts";
import { bytes } from "../core/respond.ts";
import type { ControlRoute } from "../core/deps.ts";

const video = readFileSync(SAMPLE_VIDEO_PATH);
const cover = readFileSync(SAMPLE_COVER_PATH);
const CACHE = "public, max-age=86400, immutable";

/** A tiny LRU: rendering a 2048² PNG costs tens of milliseconds, and UIs reload images. */
const rendered = new Map<string, Buffer>();
function cached(key: string, render: () => Buffer): Buffer {
  const hit = rendered.get(key);
  if (hit) {
    rendered.delete(key);
    rendered.set(key, hit);
    return hit;
  }
  const value = render();
  rendered.set(key, value);
  if (rendered.size > 32) rendered.delete(rendered.keys().next().value as string);
  return value;
}

function intParam(value: string | undefined, name: string, min: number, max: number, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw new MockError("invalid_request", `${name} must be an integer from ${min} to ${max}.`, { param: name });
  return n;
}

export const assetRoutes: ControlRoute[] = [
  {
    method: "GET",
    pattern: /^\/assets\/images\/[\w.-]+\.png$/,
    public: true,
    handle(request) {
      const w = intParam(request.query.w, "w", 1, 2048, 512);
      const h = intParam(request.query.h, "h", 1, 2048, 512);
      const seed = intParam(request.query.seed, "seed", 0, 2 ** 32 - 1, 0);
      return bytes(cached(`png:${w}:${h}:${seed}`, () => encodePng(w, h, seed)), "image/png", { "cache-control": CACHE });
    },
  },
  {
    method: "GET",
    pattern: /^\/assets\/audio\/[\w.-]+\.wav$/,
    public: true,
    handle(request) {
      const d = Number(request.query.d ?? "2");
      if (!(d > 0 && d <= 600)) throw new MockError("invalid_request", "d must be a duration in seconds from 0 to 600.", { param: "d" });
      const seed = intParam(request.query.seed, "seed", 0, 2 ** 32 - 1, 0);
      return bytes(cached(`wav:${d}:${seed}`, () => encodeWav(d, seed)), "audio/wav", { "cache-control": CACHE });
    },
  },
  {
    method: "GET",
    pattern: /^\/assets\/video\/[\w.-]+\.mp4$/,
    public: true,
    handle: () => bytes(video, "video/mp4", { "cache-control": CACHE, "accept-ranges": "none" }),
  },
  {
    method: "GET",
    pattern: /^\/assets\/video\/[\w.-]+\.png$/,
    public: true,
    handle: () => bytes(cover, "image/png", { "cache-control": CACHE }),
  },
];
