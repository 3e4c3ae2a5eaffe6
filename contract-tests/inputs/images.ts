/**
 * Real PNG files built in memory: a small one for OCR calls, and ones padded to an exact decoded
 * size for the 8 MB limit (a tEXt chunk carries the padding, so the file stays a valid PNG).
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

/** A white RGB PNG with dark horizontal bars (something an OCR engine could call lines). */
export function makePng(width: number, height: number, totalBytes?: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const raw = Buffer.alloc((width * 3 + 1) * height, 0xff);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    if (y % 12 >= 4 && y % 12 < 8) raw.fill(0x20, y * (width * 3 + 1) + 1 + 6, (y + 1) * (width * 3 + 1) - 6);
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
