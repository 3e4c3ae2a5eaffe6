import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";

const PNG = "/__mock/assets/images/cover.png";
const WAV = "/__mock/assets/audio/reply.wav";

describe("the rendered assets", () => {
  it("refuse audio longer than MOCK_ASSET_MAX_AUDIO_SECONDS with 400 naming d", async () => {
    const mock = testMock({ assetMaxAudioSeconds: 10 });
    expect((await mock.call("GET", WAV, { query: { d: "10" } })).status).toBe(200);
    const refused = await mock.call("GET", WAV, { query: { d: "10.5" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.param).toBe("d");
  });

  it("refuse by default the ten-minute audio that cost a second of CPU each", async () => {
    const mock = testMock();
    expect((await mock.call("GET", WAV, { query: { d: "600" } })).status).toBe(400);
    expect((await mock.call("GET", WAV, { query: { d: "300" } })).status).toBe(200);
  });

  it("refuse images larger than MOCK_ASSET_MAX_PNG_PIXELS with 400", async () => {
    const mock = testMock({ assetMaxPngPixels: 100 * 100 });
    expect((await mock.call("GET", PNG, { query: { w: "100", h: "100" } })).status).toBe(200);
    const refused = await mock.call("GET", PNG, { query: { w: "101", h: "100" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe("invalid_request");
  });

  it("are kept in the deps memo: reused, counted in /__mock/stats, and forgotten by reset", async () => {
    const mock = testMock();
    const first = await mock.call("GET", PNG, { query: { w: "64", h: "48", seed: "5" } });
    const second = await mock.call("GET", PNG, { query: { w: "64", h: "48", seed: "5" } });
    expect(Buffer.from(second.response.bytes!).equals(Buffer.from(first.response.bytes!))).toBe(true);
    const stats = (await mock.call("GET", "/__mock/stats")).body.memo;
    expect(stats.hits).toBeGreaterThanOrEqual(1);
    expect(stats.bytes).toBeGreaterThanOrEqual(first.response.bytes!.byteLength);
    await mock.call("POST", "/__mock/reset");
    expect((await mock.call("GET", "/__mock/stats")).body.memo.entries).toBe(0);
  });

  it("never keep more bytes than the memo's bound, however many are rendered", async () => {
    const mock = testMock({ memoMaxBytes: 4 * 1024 * 1024 });
    for (let seed = 0; seed < 12; seed++) await mock.call("GET", WAV, { query: { d: "10", seed: String(seed) } });
    const stats = (await mock.call("GET", "/__mock/stats")).body.memo;
    expect(stats.entries).toBeGreaterThan(0);
    expect(stats.bytes).toBeLessThanOrEqual(4 * 1024 * 1024);
  });

  it("answer long audio in the length asked for, its sound repeating rather than synthesized anew", async () => {
    const mock = testMock();
    const long = (await mock.call("GET", WAV, { query: { d: "120", seed: "3" } })).response.bytes!;
    const short = (await mock.call("GET", WAV, { query: { d: "20", seed: "3" } })).response.bytes!;
    const data = (wav: Uint8Array) => Buffer.from(wav).readUInt32LE(40);
    expect(data(long)).toBe(120 * 16000 * 2);
    expect(Buffer.from(long).subarray(44, 44 + data(short)).equals(Buffer.from(short).subarray(44))).toBe(true);
  });
});
