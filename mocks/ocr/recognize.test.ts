import { describe, it, expect } from "vitest";
import { recognize, toFullWidth, type OcrLines, type RecognizeOptions } from "./recognize.ts";
import { seededRandom } from "../data/random.ts";

const run = (seed: number, options: Omit<RecognizeOptions, "random"> = { width: 800, height: 600 }): OcrLines =>
  recognize({ ...options, random: seededRandom(seed) });

const SEEDS = Array.from({ length: 60 }, (_, i) => i);

function expectBoxesInside(result: OcrLines, width: number, height: number): void {
  for (const rect of result.line_rects) {
    expect(rect).toHaveLength(4);
    const [x1 = -1, y1 = -1, x2 = -1, y2 = -1] = rect;
    expect(rect.every(Number.isInteger)).toBe(true);
    expect(x1).toBeGreaterThanOrEqual(0);
    expect(y1).toBeGreaterThanOrEqual(0);
    expect(x2).toBeGreaterThan(x1);
    expect(y2).toBeGreaterThan(y1);
    expect(x2).toBeLessThanOrEqual(width);
    expect(y2).toBeLessThanOrEqual(height);
  }
}

describe("recognize", () => {
  it("returns 3 to 12 lines with three arrays of equal length", () => {
    for (const seed of SEEDS) {
      const result = run(seed);
      expect(result.line_texts.length).toBeGreaterThanOrEqual(3);
      expect(result.line_texts.length).toBeLessThanOrEqual(12);
      expect(result.line_rects).toHaveLength(result.line_texts.length);
      expect(result.line_probs).toHaveLength(result.line_texts.length);
      expect(result.line_texts.every((text) => text.trim().length > 0)).toBe(true);
    }
  });

  it("is deterministic for a seed", () => {
    expect(run(5)).toEqual(run(5));
  });

  it("keeps every box inside the image for landscape, portrait and tiny images", () => {
    for (const seed of SEEDS) {
      for (const [width, height] of [[800, 600], [375, 1200], [40, 12], [1, 1], [3, 2]] as const) {
        const result = run(seed, { width, height });
        expect(result.line_texts.length).toBeGreaterThanOrEqual(1);
        expectBoxesInside(result, width, height);
      }
    }
  });

  it("lays lines out from top to bottom without overlap", () => {
    for (const seed of SEEDS) {
      const rects = run(seed).line_rects;
      for (let i = 1; i < rects.length; i++) expect(rects[i]?.[1]).toBeGreaterThanOrEqual(rects[i - 1]?.[3] ?? Infinity);
    }
  });

  it("gives probabilities in [0, 1] rounded to 4 decimals", () => {
    for (const seed of SEEDS) {
      for (const prob of run(seed).line_probs) {
        expect(prob).toBeGreaterThanOrEqual(0);
        expect(prob).toBeLessThanOrEqual(1);
        expect(Math.round(prob * 10_000) / 10_000).toBe(prob);
      }
    }
  });

  it("mixes English, digits, CJK and half-width katakana across images", () => {
    const all = SEEDS.flatMap((seed) => run(seed).line_texts).join("\n");
    expect(all).toMatch(/[A-Za-z]{4}/);
    expect(all).toMatch(/\d/);
    expect(all).toMatch(/[\u4e00-\u9fff]/);
    expect(all).toMatch(/[\u30a0-\u30ff]/);
    expect(all).toMatch(/[\uff61-\uff9f]/);
  });

  it("scales boxes into the resized image when approximatePixel is set", () => {
    const scale = Math.sqrt(120_000 / (1600 * 1200));
    const [width, height] = [Math.round(1600 * scale), Math.round(1200 * scale)];
    for (const seed of SEEDS) {
      const full = run(seed, { width: 1600, height: 1200 });
      const small = run(seed, { width: 1600, height: 1200, approximatePixel: 120_000 });
      expect(small.line_texts).toEqual(full.line_texts);
      expectBoxesInside(small, width, height);
      small.line_rects.forEach((rect, i) => {
        rect.forEach((value, j) => expect(Math.abs(value - (full.line_rects[i]?.[j] ?? NaN) * scale)).toBeLessThanOrEqual(2));
      });
    }
  });

  it("can scale up as well as down", () => {
    const result = run(1, { width: 100, height: 50, approximatePixel: 20_000 });
    expectBoxesInside(result, 200, 100);
    expect(Math.max(...result.line_rects.map((rect) => rect[2] ?? 0))).toBeGreaterThan(100);
  });

  it("drops lines below filterThresh and keeps the arrays aligned", () => {
    let dropped = 0;
    for (const seed of SEEDS) {
      const all = run(seed);
      const kept = run(seed, { width: 800, height: 600, filterThresh: 0.9 });
      const expected = all.line_probs.map((prob, i) => ({ prob, i })).filter(({ prob }) => prob >= 0.9);
      expect(kept.line_probs).toEqual(expected.map(({ prob }) => prob));
      expect(kept.line_texts).toEqual(expected.map(({ i }) => all.line_texts[i]));
      expect(kept.line_rects).toEqual(expected.map(({ i }) => all.line_rects[i]));
      dropped += all.line_texts.length - kept.line_texts.length;
    }
    expect(dropped).toBeGreaterThan(0);
  });

  it("returns empty arrays when the threshold is above every confidence", () => {
    expect(run(3, { width: 800, height: 600, filterThresh: 1.01 })).toEqual({ line_texts: [], line_rects: [], line_probs: [] });
  });

  it("returns only full-width text when halfToFull is set", () => {
    for (const seed of SEEDS) {
      const plain = run(seed);
      const full = run(seed, { width: 800, height: 600, halfToFull: true });
      expect(full.line_texts).toEqual(plain.line_texts.map(toFullWidth));
      for (const text of full.line_texts) expect(text).not.toMatch(/[\x20-\x7e\uff61-\uff9f]/);
    }
  });
});

describe("toFullWidth", () => {
  it("converts printable ASCII and space", () => {
    expect(toFullWidth("A-1 ok!~")).toBe("Ａ－１　ｏｋ！～");
  });

  it("converts half-width katakana and merges voiced marks", () => {
    expect(toFullWidth("ｶﾞｲﾄﾞ ﾊﾟﾝ ｳﾞｨ")).toBe("ガイド　パン　ヴィ");
    expect(toFullWidth("｢ｱｲｽｰ｣､｡")).toBe("「アイスー」、。");
  });

  it("keeps a voiced mark that cannot combine as a separate full-width mark", () => {
    expect(toFullWidth("ｱﾞﾟ")).toBe("ア゛゜");
  });

  it("leaves characters that are already full-width or outside the ranges untouched", () => {
    expect(toFullWidth("東京タワー é500\n")).toBe("東京タワー　é５００\n");
  });

  it("converts the Latin-1 currency signs to their full-width forms", () => {
    expect(toFullWidth("¥500 £3 ¢9")).toBe("￥５００　￡３　￠９");
  });
});
