/**
 * The sample files behind video results, in Node: read from beside this module when it loads.
 * `files.browser.ts` is the same surface in a page, where they are embedded in a chunk loaded
 * on first use.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Absolute path of the sample H.264 (Constrained Baseline, yuv420p) MP4 behind video results. */
export const SAMPLE_VIDEO_PATH = fileURLToPath(new URL("./sample-video.mp4", import.meta.url));
/** Absolute path of the PNG cover frame for the sample video. */
export const SAMPLE_COVER_PATH = fileURLToPath(new URL("./sample-cover.png", import.meta.url));

const video = readFileSync(SAMPLE_VIDEO_PATH);
const cover = readFileSync(SAMPLE_COVER_PATH);

/** The bytes of a sample: the video or its cover frame (a promise: a page loads them lazily). */
export async function readSample(name: "video" | "cover"): Promise<Uint8Array> {
  return name === "video" ? video : cover;
}
