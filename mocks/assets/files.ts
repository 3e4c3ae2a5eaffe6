/**
 * The sample files behind video results, in Node: read from beside this module on first use.
 * `files.browser.ts` is the same surface in a page, where they are embedded in a chunk loaded
 * on first use.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Absolute path of the sample H.264 (Constrained Baseline, yuv420p) MP4 behind video results. */
export const SAMPLE_VIDEO_PATH = fileURLToPath(new URL("./sample-video.mp4", import.meta.url));
/** Absolute path of the PNG cover frame for the sample video. */
export const SAMPLE_COVER_PATH = fileURLToPath(new URL("./sample-cover.png", import.meta.url));

const read = new Map<string, Uint8Array>();

/** The bytes of a sample: the video or its cover frame. */
export async function readSample(name: "video" | "cover"): Promise<Uint8Array> {
  let bytes = read.get(name);
  if (!bytes) read.set(name, (bytes = readFileSync(name === "video" ? SAMPLE_VIDEO_PATH : SAMPLE_COVER_PATH)));
  return bytes;
}
