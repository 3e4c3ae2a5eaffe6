import { describe, it, expect } from "vitest";
import { seededRandom } from "./random.ts";
import { transcribe } from "./transcript.ts";

const URL = "https://cdn.example.com/uploads/voicemail.wav";
const SEEDS = Array.from({ length: 50 }, (_, i) => i);

describe("transcribe", () => {
  it("is deterministic for a URL and seed", () => {
    expect(transcribe(URL, seededRandom(4))).toEqual(transcribe(URL, seededRandom(4)));
  });

  it("produces contiguous, increasing segments that start at 0 and end at the duration", () => {
    for (const seed of SEEDS) {
      const { segments, duration } = transcribe(URL, seededRandom(seed));
      expect(segments.length).toBeGreaterThanOrEqual(2);
      expect(segments[0]?.start).toBe(0);
      segments.forEach((segment, i) => {
        expect(segment.id).toBe(i);
        expect(segment.end).toBeGreaterThan(segment.start);
        if (i > 0) expect(segment.start).toBe(segments[i - 1]?.end);
      });
      expect(segments.at(-1)?.end).toBe(duration);
    }
  });

  it("rounds every time to 2 decimals", () => {
    for (const seed of SEEDS) {
      const { segments, duration } = transcribe(URL, seededRandom(seed));
      for (const value of [duration, ...segments.flatMap((segment) => [segment.start, segment.end])]) {
        expect(Math.round(value * 100) / 100).toBe(value);
      }
    }
  });

  it("joins the segment texts into the full text", () => {
    const english = transcribe(URL, seededRandom(1));
    expect(english.language).toBe("en");
    expect(english.text).toBe(english.segments.map((segment) => segment.text).join(" "));
    const japanese = transcribe("https://cdn.example.com/memo_ja.wav", seededRandom(1));
    expect(japanese.text).toBe(japanese.segments.map((segment) => segment.text).join(""));
  });

  it("speaks at a plausible rate for English", () => {
    for (const seed of SEEDS) {
      const result = transcribe("https://cdn.example.com/a_en.mp3", seededRandom(seed));
      const charsPerSecond = result.text.length / result.duration;
      expect(charsPerSecond).toBeGreaterThan(9);
      expect(charsPerSecond).toBeLessThan(17);
    }
  });

  it("follows a language hint in the URL", () => {
    expect(transcribe("https://cdn.example.com/memo_ja.wav", seededRandom(2)).language).toBe("ja");
    expect(transcribe("https://cdn.example.com/audio.wav?lang=zh", seededRandom(2)).language).toBe("zh");
    expect(transcribe("https://cdn.example.com/es/llamada.mp3", seededRandom(2)).language).toBe("es");
  });

  it("is mostly English without a hint and uses real sentences", () => {
    const results = SEEDS.map((seed) => transcribe(URL, seededRandom(seed)));
    expect(results.filter((result) => result.language === "en").length).toBeGreaterThan(30);
    for (const result of results) expect(result.text).toMatch(/[.?!。，]$/);
  });
});
