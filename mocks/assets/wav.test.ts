import { describe, it, expect } from "vitest";
import { encodeWav, speechDurationFor } from "./wav.ts";

const samplesOf = (wav: Buffer): Int16Array => {
  const out = new Int16Array((wav.length - 44) / 2);
  for (let i = 0; i < out.length; i++) out[i] = wav.readInt16LE(44 + i * 2);
  return out;
};

describe("encodeWav", () => {
  it("writes a canonical 16-bit PCM mono RIFF/WAVE header", () => {
    const wav = encodeWav(1, 1);
    expect(wav.toString("latin1", 0, 4)).toBe("RIFF");
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString("latin1", 8, 16)).toBe("WAVEfmt ");
    expect(wav.readUInt32LE(16)).toBe(16);
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(16000);
    expect(wav.readUInt32LE(28)).toBe(32000);
    expect(wav.readUInt16LE(32)).toBe(2);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString("latin1", 36, 40)).toBe("data");
  });

  it("sizes the data chunk from the duration and sample rate", () => {
    const wav = encodeWav(2.5, 3);
    expect(wav.readUInt32LE(40)).toBe(2.5 * 16000 * 2);
    expect(wav.length).toBe(44 + 2.5 * 16000 * 2);
    const narrow = encodeWav(1.25, 3, 8000);
    expect(narrow.readUInt32LE(24)).toBe(8000);
    expect(narrow.readUInt32LE(40)).toBe(1.25 * 8000 * 2);
  });

  it("writes a valid empty file for zero seconds", () => {
    const wav = encodeWav(0, 1);
    expect(wav.length).toBe(44);
    expect(wav.readUInt32LE(40)).toBe(0);
  });

  it("sounds like speech: loud syllables separated by silent gaps", () => {
    const samples = samplesOf(encodeWav(4, 7));
    const frame = 160; // 10 ms
    let loud = 0;
    let silent = 0;
    for (let start = 0; start + frame <= samples.length; start += frame) {
      let energy = 0;
      for (let i = start; i < start + frame; i++) energy += (samples[i] ?? 0) ** 2;
      const rms = Math.sqrt(energy / frame);
      if (rms > 2000) loud++;
      if (rms < 50) silent++;
    }
    const frames = samples.length / frame;
    expect(loud / frames).toBeGreaterThan(0.3);
    expect(silent / frames).toBeGreaterThan(0.1);
  });

  it("is deterministic for a seed and differs between seeds", () => {
    expect(encodeWav(1, 5).equals(encodeWav(1, 5))).toBe(true);
    expect(encodeWav(1, 5).equals(encodeWav(1, 6))).toBe(false);
  });

  // How fast: `npm run bench -- --only assets`.
  it("encodes a minute of audio: 44 header bytes and 16-bit samples", () => {
    const wav = encodeWav(60, 1);
    expect(wav.subarray(0, 4).toString("ascii")).toBe("RIFF");
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    expect((wav.length - 44) / 2 / wav.readUInt32LE(24)).toBeCloseTo(60, 0);
  });

  it("rejects negative, non-finite or huge durations and odd sample rates", () => {
    expect(() => encodeWav(-1, 1)).toThrow(RangeError);
    expect(() => encodeWav(Number.NaN, 1)).toThrow(RangeError);
    expect(() => encodeWav(10_000, 1)).toThrow(RangeError);
    expect(() => encodeWav(1, 1, 44_100.5)).toThrow(RangeError);
  });
});

describe("speechDurationFor", () => {
  it("allows about 14 characters per second, rounded to 2 decimals", () => {
    expect(speechDurationFor("x".repeat(140))).toBe(10);
    expect(speechDurationFor("Hello there, how are you doing?")).toBe(2.21);
  });

  it("never returns less than half a second", () => {
    expect(speechDurationFor("")).toBe(0.5);
    expect(speechDurationFor("Hi")).toBe(0.5);
  });

  it("counts an emoji as one character", () => {
    expect(speechDurationFor("😀".repeat(14))).toBe(1);
  });
});
