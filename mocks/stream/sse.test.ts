import { describe, expect, it } from "vitest";
import { manualClock } from "../state/clock.ts";
import { DONE, DROP_CONNECTION, jsonFrame, jsonFrameAround, sseFrame, writeEvents, type EventSource, type StreamFrame } from "./sse.ts";

/** Three JSON chunks between an opening and a closing that ends with [DONE]. */
const source = (): EventSource => ({
  opening: sseFrame({ open: true }),
  count: 3,
  frame: (i) => sseFrame({ n: i }),
  closing: sseFrame({ close: true }) + sseFrame(DONE),
});

async function all(frames: AsyncIterable<StreamFrame>): Promise<StreamFrame[]> {
  const out: StreamFrame[] = [];
  for await (const frame of frames) out.push(frame);
  return out;
}

describe("an SSE frame", () => {
  it("is a data line per line of its data, JSON for a value, after an event line when named", () => {
    expect(sseFrame({ a: 1 })).toBe('data: {"a":1}\n\n');
    expect(sseFrame(DONE)).toBe("data: [DONE]\n\n");
    expect(sseFrame("one\ntwo", "note")).toBe("event: note\ndata: one\ndata: two\n\n");
  });

  it("of JSON text (a serializer's) is what the same value makes", () => {
    const value = { text: "line one\nline two\r\n", n: [1, null] };
    expect(jsonFrame(JSON.stringify(value))).toBe(sseFrame(value));
  });

  it("of JSON text with a hole is the frame of the text with the hole filled", () => {
    const { open, tail } = jsonFrameAround('{"delta":{"content":', '},"n":1}');
    expect(open + '"hi"' + tail).toBe(jsonFrame('{"delta":{"content":"hi"},"n":1}'));
    expect(open + '"hi"' + tail).toBe(sseFrame({ delta: { content: "hi" }, n: 1 }));
  });
});

describe("the SSE writer", () => {
  it("sends an unpaced source as one frame: opening, every event, closing", async () => {
    const frames = await all(writeEvents(source, { clock: manualClock() }));
    expect(frames).toEqual(['data: {"open":true}\n\ndata: {"n":0}\n\ndata: {"n":1}\n\ndata: {"n":2}\n\ndata: {"close":true}\n\ndata: [DONE]\n\n']);
  });

  it("ends with an error event instead of the rest after error-after-N, and cuts the connection after drop-after-N", async () => {
    const errored = await all(writeEvents(source, { clock: manualClock(), fault: { kind: "error", afterChunks: 1 }, errorEvent: () => ({ error: { code: "x" } }) }));
    expect(errored.join("")).toBe('data: {"open":true}\n\ndata: {"n":0}\n\ndata: {"error":{"code":"x"}}\n\n');
    const paced = await all(writeEvents(source, { clock: manualClock(), offsets: () => [0, 0, 0], fault: { kind: "error", afterChunks: 0 }, errorEvent: () => ({ error: { code: "x" } }) }));
    expect(paced).toEqual(['data: {"open":true}\n\ndata: {"error":{"code":"x"}}\n\n']);
    const dropped = await all(writeEvents(source, { clock: manualClock(), fault: { kind: "drop", afterChunks: 2 } }));
    expect(dropped.at(-1)).toBe(DROP_CONNECTION);
    expect(dropped.slice(0, -1).join("")).toBe('data: {"open":true}\n\ndata: {"n":0}\n\ndata: {"n":1}\n\n');
  });

  it("sends each paced event when its offset comes round on the clock, the opening with the first, and holds a stream slot until the end", async () => {
    const clock = manualClock();
    const slot = { open: 0 };
    const start = clock.now();
    const seen: { frame: StreamFrame; at: number }[] = [];
    const done = (async () => {
      for await (const frame of writeEvents(source, { clock, offsets: () => [100, 200, 300], slot })) seen.push({ frame, at: clock.now() - start });
    })();
    await new Promise((resolve) => setImmediate(resolve));
    expect(slot.open).toBe(1);
    for (let t = 0; t < 4; t++) {
      await clock.advance(100);
      await new Promise((resolve) => setImmediate(resolve));
    }
    await done;
    // The opening (a chat's role delta) waits for the time to first token, as a provider's does.
    expect(seen.map((s) => s.at)).toEqual([100, 200, 300, 300]);
    expect(seen[0]!.frame).toBe('data: {"open":true}\n\ndata: {"n":0}\n\n');
    expect(seen.at(-1)!.frame).toBe('data: {"close":true}\n\ndata: [DONE]\n\n');
    expect(slot.open).toBe(0);
  });
});
