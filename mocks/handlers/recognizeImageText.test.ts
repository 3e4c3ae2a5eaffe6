import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { encodePng } from "../assets/png.ts";
import { hashSeed } from "../data/random.ts";
import { conform, KEYS, testMock } from "../../test/support/harness.ts";
import { imageSeed, MAX_IMAGE_BYTES } from "../ocr/image.ts";
import { bodyFrom, type BodySource } from "../body/index.ts";

const PATH = "/client/v2/ai-stack/image-to-text";
const png = encodePng(400, 300, 1);
const base64 = png.toString("base64");

/** A real PNG padded with trailing bytes to exactly `size` bytes (decoders ignore the tail). */
function pngOfSize(size: number): string {
  const bytes = Buffer.alloc(size);
  png.copy(bytes);
  return bytes.toString("base64");
}

describe("POST /client/v2/ai-stack/image-to-text", () => {
  it("recognizes lines in a base64 PNG, with boxes inside the image", async () => {
    const result = await testMock().call("POST", PATH, { body: { image_base64: base64 } });
    expect(result.status).toBe(200);
    expect(conform("recognizeImageText", result)).toEqual([]);
    const { line_texts, line_rects, line_probs, time_elapsed } = result.body.data;
    expect(result.body).toMatchObject({ code: 200, message: "ok" });
    expect(line_texts.length).toBeGreaterThan(0);
    expect(line_rects).toHaveLength(line_texts.length);
    expect(line_probs).toHaveLength(line_texts.length);
    for (const [x1, y1, x2, y2] of line_rects) {
      expect(0 <= x1 && x1 < x2 && x2 <= 400 && 0 <= y1 && y1 < y2 && y2 <= 300).toBe(true);
    }
    expect(time_elapsed).toMatch(/^\d+ms$/);
  });

  it("strips a data URI prefix", async () => {
    const mock = testMock();
    const plain = await mock.call("POST", PATH, { body: { image_base64: base64 } });
    const prefixed = await mock.call("POST", PATH, { body: { image_base64: `data:image/png;base64,${base64}` } });
    expect(prefixed.status).toBe(200);
    expect(prefixed.body.data.line_texts).toEqual(plain.body.data.line_texts);
  });

  it("reads line-wrapped base64 as the same image, and refuses a stray character", async () => {
    const mock = testMock();
    const plain = await mock.call("POST", PATH, { body: { image_base64: base64 } });
    const wrapped = await mock.call("POST", PATH, { body: { image_base64: base64.replace(/.{76}/g, "$&\r\n") } });
    expect(wrapped.status).toBe(200);
    expect(wrapped.body.data.line_texts).toEqual(plain.body.data.line_texts);
    const stray = await mock.call("POST", PATH, { body: { image_base64: `${base64.slice(0, 8)}!${base64.slice(9)}` } });
    expect(stray.status).toBe(400);
    expect(stray.body.error.message).toContain("not valid base64");
  });

  it("accepts an image_url without fetching it, deterministically", async () => {
    const mock = testMock();
    const a = await mock.call("POST", PATH, { body: { image_url: "https://example.com/receipt.jpg" } });
    const b = await mock.call("POST", PATH, { body: { image_url: "https://example.com/receipt.jpg" } });
    expect(a.status).toBe(200);
    expect(a.body.data.line_texts).toEqual(b.body.data.line_texts);
  });

  it("gives every request a unique request_id", async () => {
    const mock = testMock();
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) ids.add((await mock.call("POST", PATH, { body: { image_base64: base64 } })).body.data.request_id);
    expect(ids.size).toBe(5);
  });

  it("passes an image of exactly 8 MB and refuses one byte more", async () => {
    const mock = testMock();
    const exact = await mock.call("POST", PATH, { body: { image_base64: pngOfSize(MAX_IMAGE_BYTES) } });
    expect(exact.status).toBe(200);
    const over = await mock.call("POST", PATH, { body: { image_base64: pngOfSize(MAX_IMAGE_BYTES + 1) } });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: "invalid_request", param: "image_base64" });
    expect(over.body.error.message).toContain("8 MB");
  });

  it.each([
    [{}, "no image"],
    [{ image_base64: "not base64!!" }, "invalid base64"],
    [{ image_base64: "" }, "empty base64"],
    [{ image_base64: Buffer.from("plain text, not an image").toString("base64") }, "not an image"],
    [{ image_url: "not a url" }, "invalid URL"],
    [{ image_url: "ftp://example.com/a.png" }, "a non-http URL"],
    [{ image_url: "https://x/a.png", half_to_full: 2 }, "half_to_full out of range"],
    [{ image_url: "https://x/a.png", filter_thresh: 1.5 }, "filter_thresh out of range"],
    [{ image_url: "https://x/a.png", mode: "turbo" }, "an unknown mode"],
  ])("answers 400 invalid_request for %j (%s)", async (body, _why) => {
    const result = await testMock().call("POST", PATH, { body });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe("invalid_request");
    expect(conform("recognizeImageText", result)).toEqual([]);
  });

  it("filters lines below filter_thresh", async () => {
    const mock = testMock();
    const all = (await mock.call("POST", PATH, { body: { image_base64: base64 } })).body.data;
    const threshold = [...all.line_probs].sort()[Math.floor(all.line_probs.length / 2)];
    const kept = (await mock.call("POST", PATH, { body: { image_base64: base64, filter_thresh: threshold } })).body.data;
    expect(kept.line_probs.every((p: number) => p >= threshold)).toBe(true);
    expect(kept.line_texts).toEqual(all.line_texts.filter((_: string, i: number) => all.line_probs[i] >= threshold));
  });

  it("converts half-width characters to full-width with half_to_full 1", async () => {
    const mock = testMock();
    const plain = (await mock.call("POST", PATH, { body: { image_base64: base64 } })).body.data.line_texts.join("");
    const full = (await mock.call("POST", PATH, { body: { image_base64: base64, half_to_full: 1 } })).body.data.line_texts.join("");
    expect(plain).toMatch(/[!-~]/);
    expect(full).not.toMatch(/[!-~]/);
  });

  it("scales boxes as if the image were resized to approximate_pixel", async () => {
    const mock = testMock();
    const original = (await mock.call("POST", PATH, { body: { image_base64: base64 } })).body.data;
    const quarter = (await mock.call("POST", PATH, { body: { image_base64: base64, approximate_pixel: (400 * 300) / 4 } })).body.data;
    for (const [x1, y1, x2, y2] of quarter.line_rects) expect(x2 <= 200 && y2 <= 150 && x1 >= 0 && y1 >= 0).toBe(true);
    expect(quarter.line_texts).toEqual(original.line_texts);
  });

  it("answers 403 forbidden to a team without OCR", async () => {
    const result = await testMock().call("POST", PATH, { key: KEYS.restricted, body: { image_base64: base64 } });
    expect(result.status).toBe(403);
    expect(result.body.error.code).toBe("forbidden");
  });

  it("answers 500 in the spec's shape when OCR failure is forced", async () => {
    const result = await testMock().call("POST", PATH, { body: { image_base64: base64 }, headers: { prefer: "code=500" } });
    expect(result.status).toBe(500);
    expect(result.body.error.code).toBe("provider_error");
    expect(conform("recognizeImageText", result)).toEqual([]);
  });
});

describe("an OCR body read in the pieces it arrived in", () => {
  /** The body as node:http hands it over: ASCII text in pieces. */
  function inPieces(text: string, size: number): { body: BodySource } {
    const pieces: string[] = [];
    for (let at = 0; at < text.length; at += size) pieces.push(text.slice(at, at + size));
    return { body: bodyFrom({ byteLength: text.length, bytes: () => Buffer.from(text, "latin1"), pieces: () => pieces }) };
  }

  it.each([
    ["a data URI", `data:image/png;base64,${pngOfSize(300_000)}`],
    ["bare base64", pngOfSize(300_000)],
  ])("gives the same lines as the same body in one piece, for %s", async (_name, image) => {
    const mock = testMock();
    const text = JSON.stringify({ image_base64: image, filter_thresh: 0.1 });
    const whole = await mock.call("POST", PATH, { raw: text });
    const headers = { authorization: `Bearer ${KEYS.default}`, "content-type": "application/json" };
    const pieced = await mock.respond({ method: "POST", path: PATH, query: {}, headers, ...inPieces(text, 65_536) });
    expect(pieced.status).toBe(200);
    const { request_id: _a, time_elapsed: _b, ...lines } = whole.body.data;
    expect(pieced.body).toMatchObject({ data: lines });
  });

  it("refuses a data URI that is not an image's as the one-piece body does", async () => {
    const mock = testMock();
    const text = JSON.stringify({ image_base64: `data:text/plain;base64,${pngOfSize(300_000)}` });
    const whole = await mock.call("POST", PATH, { raw: text });
    const headers = { authorization: `Bearer ${KEYS.default}`, "content-type": "application/json" };
    const pieced = await mock.respond({ method: "POST", path: PATH, query: {}, headers, ...inPieces(text, 65_536) });
    expect(whole.status).toBe(400);
    expect([pieced.status, pieced.body]).toEqual([whole.status, whole.body]);
  });

  it("seeds its content from the bytes exactly as from the base64 text's length and ends", () => {
    let longer = 0;
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 1200, size: "max" }), (bytes) => {
        const text = Buffer.from(bytes).toString("base64");
        expect(imageSeed(bytes)).toBe(hashSeed(text.length, text.slice(0, 256), text.slice(-256)));
        if (bytes.length > 192) longer += 1;
      }),
      { numRuns: 500 },
    );
    // Both sides of 64 groups: the whole text, and its two ends.
    expect(longer).toBeGreaterThan(100);
  });
});
