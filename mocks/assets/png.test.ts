import { describe, it, expect } from "vitest";
import { crc32, inflateSync } from "node:zlib";
import { imageSize } from "image-size";
import { encodePng } from "./png.ts";

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    const crcOk = png.readUInt32BE(offset + 8 + length) === crc32(png.subarray(offset + 4, offset + 8 + length));
    chunks.push({ type, data, crcOk });
    offset += 12 + length;
  }
  return chunks;
}

describe("encodePng", () => {
  it("writes the PNG signature and IHDR, IDAT, IEND chunks with valid CRCs", () => {
    const png = encodePng(31, 17, 1);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const chunks = readChunks(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect(chunks.every((chunk) => chunk.crcOk)).toBe(true);
  });

  it("declares the requested size as 8-bit RGB in IHDR", () => {
    const ihdr = readChunks(encodePng(640, 360, 2))[0]?.data;
    expect(ihdr?.readUInt32BE(0)).toBe(640);
    expect(ihdr?.readUInt32BE(4)).toBe(360);
    expect([ihdr?.[8], ihdr?.[9], ihdr?.[10], ihdr?.[11], ihdr?.[12]]).toEqual([8, 2, 0, 0, 0]);
  });

  it("is read with the same size by image-size", () => {
    expect(imageSize(encodePng(123, 45, 3))).toMatchObject({ width: 123, height: 45, type: "png" });
  });

  it("compresses exactly one filter byte plus 3 bytes per pixel for every row", () => {
    const idat = readChunks(encodePng(20, 10, 4))[1]?.data ?? Buffer.alloc(0);
    const raw = inflateSync(idat);
    expect(raw.length).toBe(10 * (1 + 20 * 3));
    for (let row = 0; row < 10; row++) expect(raw[row * 61]).toBe(0);
  });

  it("draws a varied picture rather than a flat colour", () => {
    const raw = inflateSync(readChunks(encodePng(64, 64, 5))[1]?.data ?? Buffer.alloc(0));
    const colours = new Set<string>();
    for (let i = 1; i < raw.length; i += 3 * 7 + 1) colours.add(`${raw[i]},${raw[i + 1]},${raw[i + 2]}`);
    expect(colours.size).toBeGreaterThan(20);
  });

  it("is deterministic for a seed and differs between seeds", () => {
    expect(encodePng(32, 32, 9).equals(encodePng(32, 32, 9))).toBe(true);
    expect(encodePng(32, 32, 9).equals(encodePng(32, 32, 10))).toBe(false);
  });

  it("handles a 1×1 image", () => {
    expect(imageSize(encodePng(1, 1, 0))).toMatchObject({ width: 1, height: 1 });
  });

  // How fast: `npm run bench -- --only assets`.
  it("encodes the largest size a URL may ask for, 2048×2048", () => {
    expect(imageSize(encodePng(2048, 2048, 6))).toMatchObject({ width: 2048, height: 2048 });
  });

  it("rejects sizes that are not positive integers", () => {
    expect(() => encodePng(0, 10, 1)).toThrow(RangeError);
    expect(() => encodePng(10, 2.5, 1)).toThrow(RangeError);
    expect(() => encodePng(10, 100_000, 1)).toThrow(RangeError);
  });
});
