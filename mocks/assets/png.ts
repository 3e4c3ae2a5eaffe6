import { crc32, deflateSync } from "./zlib.ts";
import { seededRandom } from "../data/random.ts";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const MAX_SIDE = 8192;

/**
 * A valid RGB PNG showing a soft seeded gradient with diagonal bands.
 * @example writeFileSync("out.png", encodePng(512, 512, 7))
 */
export function encodePng(width: number, height: number, seed: number): Buffer {
  for (const [name, side] of [["width", width], ["height", height]] as const) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_SIDE) throw new RangeError(`${name} must be an integer in 1..${MAX_SIDE}, got ${side}`);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  // Level 3 keeps a 2048×2048 image near 50 ms; a smooth gradient compresses well anyway.
  const idat = deflateSync(pixels(width, height, seed), { level: 3 });
  return Buffer.concat([SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", idat), chunk("IEND", Buffer.alloc(0))]);
}

function pixels(width: number, height: number, seed: number): Buffer {
  const random = seededRandom(seed);
  const corner = (): [number, number, number] => hslToRgb(random.next(), 0.45 + random.next() * 0.35, 0.45 + random.next() * 0.2);
  const [topLeft, topRight, bottom] = [corner(), corner(), corner()];
  const band = Math.max(8, Math.round(Math.min(width, height) / random.int(6, 14)));
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  // The top row's horizontal gradient, computed once and blended toward `bottom` per row.
  const top = new Float32Array(width * 3);
  for (let x = 0; x < width; x++) {
    const t = width === 1 ? 0 : x / (width - 1);
    for (let c = 0; c < 3; c++) top[x * 3 + c] = (topLeft[c] as number) * (1 - t) + (topRight[c] as number) * t;
  }
  for (let y = 0; y < height; y++) {
    const v = height === 1 ? 0 : (y / (height - 1)) * 0.7;
    const bottomShare = [(bottom[0] as number) * v, (bottom[1] as number) * v, (bottom[2] as number) * v];
    let offset = y * stride;
    raw[offset++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const light = ((x + y) / band) & 1 ? 14 : 0;
      for (let c = 0; c < 3; c++) {
        const value = (top[x * 3 + c] as number) * (1 - v) + (bottomShare[c] as number) + light;
        raw[offset++] = value > 255 ? 255 : value;
      }
    }
  }
  return raw;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number): number => {
    const k = (n + h * 12) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}
