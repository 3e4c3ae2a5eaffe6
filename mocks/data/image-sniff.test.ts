import { describe, it, expect } from "vitest";
import { encodePng } from "../assets/png.ts";
import { sniffImage } from "./image-sniff.ts";

const le16 = (n: number): number[] => [n & 0xff, n >> 8];
const le24 = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const le32 = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const be16 = (n: number): number[] => [n >> 8, n & 0xff];
const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

function gif(width: number, height: number): Uint8Array {
  // Header, logical screen descriptor, one-pixel image and trailer.
  return Uint8Array.from([...ascii("GIF89a"), ...le16(width), ...le16(height), 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4c, 1, 0, 0x3b]);
}

function bmp(width: number, height: number): Uint8Array {
  const info = [...le32(40), ...le32(width), ...le32(-height), ...le16(1), ...le16(24), ...le32(0), ...le32(0), ...le32(2835), ...le32(2835), ...le32(0), ...le32(0)];
  return Uint8Array.from([...ascii("BM"), ...le32(14 + 40), 0, 0, 0, 0, ...le32(54), ...info]);
}

function webpExtended(width: number, height: number): Uint8Array {
  const vp8x = [...ascii("VP8X"), ...le32(10), 0, 0, 0, 0, ...le24(width - 1), ...le24(height - 1)];
  return Uint8Array.from([...ascii("RIFF"), ...le32(4 + vp8x.length), ...ascii("WEBP"), ...vp8x]);
}

function webpLossless(width: number, height: number): Uint8Array {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = [...ascii("VP8L"), ...le32(5), 0x2f, ...le32(bits), 0];
  return Uint8Array.from([...ascii("RIFF"), ...le32(4 + vp8l.length), ...ascii("WEBP"), ...vp8l]);
}

function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, ...be16(16), ...ascii("JFIF"), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

describe("sniffImage", () => {
  it("reads a PNG from the mock encoder", () => {
    expect(sniffImage(encodePng(64, 48, 1))).toEqual({ format: "png", width: 64, height: 48 });
  });

  it("reads a baseline JPEG header", () => {
    expect(sniffImage(jpeg(800, 600))).toEqual({ format: "jpeg", width: 800, height: 600 });
  });

  it("reads a GIF header", () => {
    expect(sniffImage(gif(10, 7))).toEqual({ format: "gif", width: 10, height: 7 });
  });

  it("reads a top-down BMP header as a positive height", () => {
    expect(sniffImage(bmp(33, 22))).toEqual({ format: "bmp", width: 33, height: 22 });
  });

  it("reads extended and lossless WebP headers", () => {
    expect(sniffImage(webpExtended(1920, 1080))).toEqual({ format: "webp", width: 1920, height: 1080 });
    expect(sniffImage(webpLossless(300, 200))).toEqual({ format: "webp", width: 300, height: 200 });
  });

  it("accepts a Node Buffer as well as a plain Uint8Array", () => {
    expect(sniffImage(Buffer.from(gif(5, 6)))).toEqual({ format: "gif", width: 5, height: 6 });
  });

  it("returns null for empty input, text and random bytes", () => {
    expect(sniffImage(new Uint8Array())).toBeNull();
    expect(sniffImage(new TextEncoder().encode("hello, this is not an image"))).toBeNull();
    const noise = Uint8Array.from({ length: 256 }, (_, i) => (i * 73 + 41) & 0xff);
    expect(sniffImage(noise)).toBeNull();
  });

  it("returns null for a supported signature with a truncated header", () => {
    expect(sniffImage(encodePng(8, 8, 1).subarray(0, 10))).toBeNull();
    expect(sniffImage(Uint8Array.from(ascii("GIF89a")))).toBeNull();
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
  });

  it("returns null for image formats the OCR endpoint does not accept", () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>');
    const tiff = Uint8Array.from([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0]);
    expect(sniffImage(svg)).toBeNull();
    expect(sniffImage(tiff)).toBeNull();
  });
});
