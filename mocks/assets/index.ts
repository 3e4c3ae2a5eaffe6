// The files themselves: files.ts (read from disk in Node, embedded in the browser build).

/** Facts about sample-video.mp4, as ffprobe reports them. */
export const SAMPLE_VIDEO = {
  contentType: "video/mp4",
  durationSeconds: 4,
  width: 320,
  height: 180,
  fps: 15,
} as const;

/** Facts about sample-cover.png. */
export const SAMPLE_COVER = {
  contentType: "image/png",
  width: 320,
  height: 180,
} as const;
