import { fileURLToPath } from "node:url";

/** Absolute path of the sample H.264 (Constrained Baseline, yuv420p) MP4 behind video results. */
export const SAMPLE_VIDEO_PATH = fileURLToPath(new URL("./sample-video.mp4", import.meta.url));
/** Absolute path of the PNG cover frame for the sample video. */
export const SAMPLE_COVER_PATH = fileURLToPath(new URL("./sample-cover.png", import.meta.url));

/** Facts about sample-video.mp4, as ffprobe reports them. */
export const SAMPLE_VIDEO = {
  path: SAMPLE_VIDEO_PATH,
  contentType: "video/mp4",
  durationSeconds: 4,
  width: 320,
  height: 180,
  fps: 15,
} as const;

/** Facts about sample-cover.png. */
export const SAMPLE_COVER = {
  path: SAMPLE_COVER_PATH,
  contentType: "image/png",
  width: 320,
  height: 180,
} as const;
