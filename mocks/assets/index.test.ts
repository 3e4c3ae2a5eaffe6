import { describe, it, expect } from "vitest";
import { readFileSync, statSync } from "node:fs";
import { isAbsolute } from "node:path";
import { imageSize } from "image-size";
import { SAMPLE_COVER_PATH, SAMPLE_VIDEO_PATH } from "./files.ts";
import { SAMPLE_COVER, SAMPLE_VIDEO } from "./index.ts";

/** Finds a box by walking nested MP4 boxes along `path` (e.g. ["moov", "mvhd"]). */
function findBox(data: Buffer, path: readonly string[], start = 0, end = data.length): Buffer | undefined {
  const [wanted, ...rest] = path;
  for (let offset = start; offset + 8 <= end; ) {
    const size = data.readUInt32BE(offset);
    const type = data.toString("latin1", offset + 4, offset + 8);
    if (size < 8) return undefined;
    if (type === wanted) return rest.length === 0 ? data.subarray(offset, offset + size) : findBox(data, rest, offset + 8, offset + size);
    offset += size;
  }
  return undefined;
}

describe("sample assets", () => {
  it("exports absolute paths to files that exist", () => {
    for (const path of [SAMPLE_VIDEO_PATH, SAMPLE_COVER_PATH]) {
      expect(isAbsolute(path)).toBe(true);
      expect(statSync(path).isFile()).toBe(true);
    }
  });

  it("ships an MP4 that starts with an ftyp box and stays under 60 KB", () => {
    const video = readFileSync(SAMPLE_VIDEO_PATH);
    expect(video.toString("latin1", 4, 8)).toBe("ftyp");
    expect(video.length).toBeLessThan(60 * 1024);
  });

  it("puts moov before mdat so players can start before the download ends", () => {
    const video = readFileSync(SAMPLE_VIDEO_PATH);
    expect(video.indexOf("moov")).toBeLessThan(video.indexOf("mdat"));
  });

  it("declares the exported duration in the MP4 movie header", () => {
    const mvhd = findBox(readFileSync(SAMPLE_VIDEO_PATH), ["moov", "mvhd"]);
    expect(mvhd).toBeDefined();
    const version = mvhd?.[8];
    const timescale = mvhd?.readUInt32BE(version === 1 ? 28 : 20) ?? 0;
    const duration = version === 1 ? Number(mvhd?.readBigUInt64BE(32)) : (mvhd?.readUInt32BE(24) ?? 0);
    expect(duration / timescale).toBeCloseTo(SAMPLE_VIDEO.durationSeconds, 1);
  });

  it("declares the exported size in the video track header", () => {
    const tkhd = findBox(readFileSync(SAMPLE_VIDEO_PATH), ["moov", "trak", "tkhd"]);
    expect(tkhd).toBeDefined();
    // Width and height are 16.16 fixed point in the last 8 bytes.
    const length = tkhd?.length ?? 0;
    expect((tkhd?.readUInt32BE(length - 8) ?? 0) / 65536).toBe(SAMPLE_VIDEO.width);
    expect((tkhd?.readUInt32BE(length - 4) ?? 0) / 65536).toBe(SAMPLE_VIDEO.height);
  });

  it("ships a PNG cover with the PNG signature and the exported size", () => {
    const cover = readFileSync(SAMPLE_COVER_PATH);
    expect(cover.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(imageSize(cover)).toMatchObject({ width: SAMPLE_COVER.width, height: SAMPLE_COVER.height });
  });
});
