/**
 * Files behind result URLs. Nothing here maps a request path to the file system: images and
 * audio are rendered from query parameters, videos are two fixed files, so no path can escape.
 */
import { encodePng } from "../assets/png.ts";
import { encodeWav, loopWav } from "../assets/wav.ts";
import { readSample } from "../assets/files.ts";
import { MockError } from "../core/errors.ts";
import { bytes } from "../core/respond.ts";
import type { ControlRoute } from "../core/deps.ts";

const CACHE = "public, max-age=86400, immutable";

/**
 * Audio longer than this is the rendered sound repeated: synthesis costs about 6 ms of CPU per
 * second of audio, a copy almost nothing, and a public route must not let one request hold the
 * event loop for seconds.
 */
const SYNTHESIZED_SECONDS = 20;

/** Rendered files live in the deps memo: bounded by bytes, cleared by reset, counted in /__mock/stats. */
const byteLength = (buffer: Uint8Array) => buffer.byteLength;

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
    handle(request, _match, _session, deps) {
      const w = intParam(request.query.w, "w", 1, 2048, 512);
      const h = intParam(request.query.h, "h", 1, 2048, 512);
      const seed = intParam(request.query.seed, "seed", 0, 2 ** 32 - 1, 0);
      const most = deps.config.assetMaxPngPixels;
      if (w * h > most) throw new MockError("invalid_request", `w × h must be at most ${most} pixels (MOCK_ASSET_MAX_PNG_PIXELS).`, { param: "w" });
      return bytes(deps.memo.get(`asset:png:${w}:${h}:${seed}`, () => encodePng(w, h, seed), byteLength), "image/png", { "cache-control": CACHE });
    },
  },
  {
    method: "GET",
    pattern: /^\/assets\/audio\/[\w.-]+\.wav$/,
    public: true,
    handle(request, _match, _session, deps) {
      const d = Number(request.query.d ?? "2");
      const most = deps.config.assetMaxAudioSeconds;
      if (!(d > 0 && d <= most)) {
        throw new MockError("invalid_request", `d must be a duration in seconds above 0 and at most ${most} (MOCK_ASSET_MAX_AUDIO_SECONDS).`, { param: "d" });
      }
      const seed = intParam(request.query.seed, "seed", 0, 2 ** 32 - 1, 0);
      const render = (seconds: number) => deps.memo.get(`asset:wav:${seconds}:${seed}`, () => encodeWav(seconds, seed), byteLength);
      const wav = d <= SYNTHESIZED_SECONDS ? render(d) : deps.memo.get(`asset:wav:${d}:${seed}`, () => loopWav(render(SYNTHESIZED_SECONDS), d), byteLength);
      return bytes(wav, "audio/wav", { "cache-control": CACHE });
    },
  },
  {
    method: "GET",
    pattern: /^\/assets\/video\/[\w.-]+\.mp4$/,
    public: true,
    handle: async () => bytes(await readSample("video"), "video/mp4", { "cache-control": CACHE, "accept-ranges": "none" }),
  },
  {
    method: "GET",
    pattern: /^\/assets\/video\/[\w.-]+\.png$/,
    public: true,
    handle: async () => bytes(await readSample("cover"), "image/png", { "cache-control": CACHE }),
  },
];
