/**
 * Real image files built in memory: a PNG and a BMP that read OCR_TEXT in large block letters (so
 * an OCR engine has lines to filter and convert), PNGs padded to an exact decoded size for the
 * 8 MB limit (a tEXt chunk carries the padding, so the file stays a valid PNG), and the smallest
 * valid JPEG, GIF and WebP files for the seed's list of supported formats.
 */
import { deflateSync } from "node:zlib";

/** 8 MiB: the designed unit of the seed's "8 MB" (x-max-decoded-bytes). */
export const OCR_LIMIT_BYTES = 8 * 1024 * 1024;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHUNK_OVERHEAD = 12;

/** Which pixels of an image are dark. */
type Ink = (x: number, y: number) => boolean;

/** Dark horizontal bars (something an OCR engine could call lines, but no text). */
const bars = (width: number): Ink => (x, y) => y % 12 >= 4 && y % 12 < 8 && x >= 2 && x < width - 2;

/** The text the text images read: ASCII letters and digits, which half_to_full 1 must convert. */
export const OCR_TEXT = "HELLO 42";

// 5×7 block glyphs of the characters of OCR_TEXT.
const GLYPHS: Readonly<Record<string, readonly string[]>> = {
  H: ["10001", "10001", "10001", "11111", "10001", "10001", "10001"],
  E: ["11111", "10000", "10000", "11110", "10000", "10000", "11111"],
  L: ["10000", "10000", "10000", "10000", "10000", "10000", "11111"],
  O: ["01110", "10001", "10001", "10001", "10001", "10001", "01110"],
  "4": ["00010", "00110", "01010", "10010", "11111", "00010", "00010"],
  "2": ["01110", "10001", "00001", "00010", "00100", "01000", "11111"],
  " ": ["00000", "00000", "00000", "00000", "00000", "00000", "00000"],
};
const SCALE = 6;
const MARGIN = 24;

/** Size and ink of OCR_TEXT drawn black on white, 6 px per glyph dot, with a margin. */
function textImage(): { width: number; height: number; ink: Ink } {
  const columns = OCR_TEXT.length * 6 - 1;
  const width = MARGIN * 2 + columns * SCALE;
  const height = MARGIN * 2 + 7 * SCALE;
  const ink: Ink = (x, y) => {
    const column = Math.floor((x - MARGIN) / SCALE);
    const row = Math.floor((y - MARGIN) / SCALE);
    if (x < MARGIN || y < MARGIN || column >= columns || row >= 7) return false;
    const glyph = GLYPHS[OCR_TEXT[Math.floor(column / 6)]!]!;
    return glyph[row]![column % 6] === "1";
  };
  return { width, height, ink };
}

/** A white RGB PNG with dark horizontal bars. */
export function makePng(width: number, height: number, totalBytes?: number): Buffer {
  return encodePng(width, height, bars(width), totalBytes);
}

/** An RGB PNG, dark where `ink` says, white elsewhere, padded to `totalBytes` when given. */
function encodePng(width: number, height: number, ink: Ink, totalBytes?: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height, 0xff);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) if (ink(x, y)) raw.fill(0x20, y * (width * 3 + 1) + 1 + x * 3, y * (width * 3 + 1) + 4 + x * 3);
  }
  const parts = [SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))];
  const size = parts.reduce((sum, p) => sum + p.length, 0);
  if (totalBytes === undefined) return Buffer.concat(parts);
  const padding = totalBytes - size - CHUNK_OVERHEAD;
  if (padding < 8) throw new Error(`[contract] cannot pad a PNG of ${size} bytes to ${totalBytes}`);
  const text = Buffer.alloc(padding, 0x61);
  text.write("Comment\0", 0, "latin1");
  return Buffer.concat([parts[0]!, parts[1]!, chunk("tEXt", text), parts[2]!, parts[3]!]);
}

let small: string | undefined;

/** Base64 of a small valid PNG (96×48). */
export function smallPngBase64(): string {
  small ??= makePng(96, 48).toString("base64");
  return small;
}

const bySize = new Map<number, string>();

/** Base64 of a valid PNG of exactly `bytes` decoded bytes (cached: the 8 MiB ones are costly). */
export function pngBase64OfSize(bytes: number): string {
  let data = bySize.get(bytes);
  if (data === undefined) {
    data = makePng(16, 16, bytes).toString("base64");
    bySize.set(bytes, data);
  }
  return data;
}

/** An uncompressed 24-bit BMP (rows bottom-up, padded to 4 bytes). */
function encodeBmp(width: number, height: number, ink: Ink): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const file = Buffer.alloc(54 + row * height, 0xff);
  file.write("BM", 0, "latin1");
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(0, 6);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  file.writeUInt32LE(0, 30);
  file.writeUInt32LE(row * height, 34);
  file.writeInt32LE(2835, 38);
  file.writeInt32LE(2835, 42);
  file.writeUInt32LE(0, 46);
  file.writeUInt32LE(0, 50);
  for (let y = 0; y < height; y++) {
    const offset = 54 + (height - 1 - y) * row;
    for (let x = 0; x < width; x++) if (ink(x, y)) file.fill(0x20, offset + x * 3, offset + x * 3 + 3);
  }
  return file;
}

let textPng: string | undefined;
let textBmp: string | undefined;

/** Base64 of a PNG reading OCR_TEXT. */
export function textPngBase64(): string {
  const { width, height, ink } = textImage();
  textPng ??= encodePng(width, height, ink).toString("base64");
  return textPng;
}

/** Base64 of a BMP reading OCR_TEXT. */
export function textBmpBase64(): string {
  const { width, height, ink } = textImage();
  textBmp ??= encodeBmp(width, height, ink).toString("base64");
  return textBmp;
}

/** One small valid image per format the seed lists as supported (§8), base64. */
export function imagePerFormat(): Record<"JPEG" | "PNG" | "GIF" | "BMP" | "WebP", string> {
  return {
    // 1×1 images: the smallest valid files of their formats.
    JPEG: "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
    PNG: textPngBase64(),
    GIF: "R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==",
    BMP: textBmpBase64(),
    WebP: "UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==",
  };
}
