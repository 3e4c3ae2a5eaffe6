import { seededRandom } from "../data/random.ts";

const HEADER_BYTES = 44;
const MAX_SECONDS = 3600;
const CHARS_PER_SECOND = 14;

/**
 * A 16-bit PCM mono WAV of speech-like babble: voiced syllables with pitch glides, word gaps and pauses.
 * @example writeFileSync("reply.wav", encodeWav(speechDurationFor(text), 7))
 */
export function encodeWav(durationSeconds: number, seed: number, sampleRate = 16000): Buffer {
  if (!Number.isFinite(durationSeconds) || durationSeconds < 0 || durationSeconds > MAX_SECONDS) {
    throw new RangeError(`durationSeconds must be in 0..${MAX_SECONDS}, got ${durationSeconds}`);
  }
  if (!Number.isInteger(sampleRate) || sampleRate < 1000 || sampleRate > 192_000) {
    throw new RangeError(`sampleRate must be an integer in 1000..192000, got ${sampleRate}`);
  }
  const samples = Math.round(durationSeconds * sampleRate);
  const wav = Buffer.alloc(HEADER_BYTES + samples * 2);
  writeHeader(wav, samples, sampleRate);
  synthesize(wav, samples, sampleRate, seed);
  return wav;
}

/** Seconds needed to say `text` at about 14 characters per second, at least 0.5 s, rounded to 2 decimals. */
export function speechDurationFor(text: string): number {
  let characters = 0;
  for (const _ of text) characters++;
  return Math.max(0.5, Math.round((characters / CHARS_PER_SECOND) * 100) / 100);
}

/**
 * A WAV of `durationSeconds` that repeats the sound of `source` (a WAV of encodeWav's format):
 * long audio costs a copy, not a synthesis (300 s took 2 s of CPU to synthesize).
 */
export function loopWav(source: Buffer, durationSeconds: number): Buffer {
  const sampleRate = source.readUInt32LE(24);
  const pcm = source.subarray(HEADER_BYTES);
  const samples = Math.round(durationSeconds * sampleRate);
  const wav = Buffer.alloc(HEADER_BYTES + samples * 2);
  writeHeader(wav, samples, sampleRate);
  for (let at = HEADER_BYTES; at < wav.length && pcm.length > 0; at += pcm.length) pcm.copy(wav, at, 0, Math.min(pcm.length, wav.length - at));
  return wav;
}

function writeHeader(wav: Buffer, samples: number, sampleRate: number): void {
  const dataBytes = samples * 2;
  wav.write("RIFF", 0, "latin1");
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write("WAVE", 8, "latin1");
  wav.write("fmt ", 12, "latin1");
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write("data", 36, "latin1");
  wav.writeUInt32LE(dataBytes, 40);
}

function synthesize(wav: Buffer, samples: number, sampleRate: number, seed: number): void {
  const random = seededRandom(seed);
  const speakerPitch = 100 + random.next() * 120;
  const twoPi = 2 * Math.PI;
  let phase = 0;
  let i = Math.round(sampleRate * 0.1);
  let syllablesLeftInWord = random.int(1, 3);
  while (i < samples) {
    const length = Math.round(sampleRate * (0.11 + random.next() * 0.17));
    const pitch = speakerPitch * (0.9 + random.next() * 0.25);
    const glide = -0.12 + random.next() * 0.18;
    // Harmonic weights change per syllable, which the ear hears as different vowels.
    const h1 = 0.5 + random.next() * 0.3;
    const h2 = 0.15 + random.next() * 0.35;
    const h3 = 0.05 + random.next() * 0.25;
    const loudness = (0.25 + random.next() * 0.2) * 32767;
    for (let k = 0; k < length && i < samples; k++, i++) {
      const t = k / length;
      const envelope = Math.sin(Math.PI * t) * (1 - 0.35 * t);
      phase += (twoPi * pitch * (1 + glide * t)) / sampleRate;
      if (phase > twoPi) phase -= twoPi;
      const voice = h1 * Math.sin(phase) + h2 * Math.sin(2 * phase) + h3 * Math.sin(3 * phase);
      const breath = (random.next() - 0.5) * 0.06;
      const value = Math.round((voice + breath) * envelope * loudness);
      wav.writeInt16LE(value > 32767 ? 32767 : value < -32768 ? -32768 : value, HEADER_BYTES + i * 2);
    }
    // Silence is already zero in the buffer: gaps only move the cursor.
    syllablesLeftInWord--;
    let gap = 0.01 + random.next() * 0.03;
    if (syllablesLeftInWord === 0) {
      syllablesLeftInWord = random.int(1, 3);
      gap = random.chance(0.12) ? 0.35 + random.next() * 0.3 : 0.06 + random.next() * 0.12;
    }
    i += Math.round(sampleRate * gap);
  }
}
