/**
 * zlib.ts for the browser build (scripts/build-browser.ts picks it): a zlib stream of stored
 * (uncompressed) deflate blocks and the CRC-32, the two things png.ts needs. A page renders small
 * images and keeps them in memory, so leaving them uncompressed costs less than a compressor's
 * code in every app's bundle; every PNG decoder reads stored blocks.
 */
const BLOCK = 65535;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  for (let k = 0; k < 8; k++) n = n & 1 ? 0xedb88320 ^ (n >>> 1) : n >>> 1;
  return n >>> 0;
});

export function crc32(data: Uint8Array, value = 0): number {
  let crc = ~value;
  for (let i = 0; i < data.length; i++) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return ~crc >>> 0;
}

function adler32(data: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < data.length; i++) {
    a = (a + data[i]!) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

export function deflateSync(data: Uint8Array, _options?: { level?: number }): Buffer {
  const blocks = Math.max(1, Math.ceil(data.length / BLOCK));
  const out = Buffer.alloc(2 + blocks * 5 + data.length + 4);
  out[0] = 0x78; // deflate, 32 KB window
  out[1] = 0x01; // no dictionary, fastest; (0x78 << 8 | 0x01) % 31 === 0
  let at = 2;
  for (let block = 0; block < blocks; block++) {
    const start = block * BLOCK;
    const length = Math.min(BLOCK, data.length - start);
    out[at++] = block === blocks - 1 ? 1 : 0; // BFINAL, BTYPE 00 (stored)
    out.writeUInt16LE(length, at);
    out.writeUInt16LE(~length & 0xffff, at + 2);
    at += 4;
    out.set(data.subarray(start, start + length), at);
    at += length;
  }
  out.writeUInt32BE(adler32(data), at);
  return out;
}
