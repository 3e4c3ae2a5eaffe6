import { describe, expect, it } from "vitest";
import { WriteBehind, type WriteBatch } from "./write-behind.ts";

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A WriteBehind whose batches land in `sent`, or fail while `failing`. */
function recorder(max?: number) {
  const sent: WriteBatch[] = [];
  const state = { failing: false };
  const writes = new WriteBehind(async (batch) => {
    if (state.failing) throw new Error("Redis is away");
    sent.push(batch);
  }, max);
  return { writes, sent, state };
}

describe("writes behind the answers", () => {
  it("sends the session uses and journal lines of one event-loop turn in one batch, least recently used first", async () => {
    const { writes, sent } = recorder();
    writes.touch("a");
    writes.line('{"n":1}');
    writes.touch("b");
    writes.touch("a");
    writes.line('{"n":2}');
    expect(writes.pending).toBe(4);
    expect(sent).toEqual([]);
    await turn();
    expect(sent).toEqual([{ sessions: ["b", "a"], lines: ['{"n":1}', '{"n":2}'] }]);
    expect(writes.pending).toBe(0);
  });

  it("sends what is buffered at once when flushed (a read of the shared state goes after it)", () => {
    const { writes, sent } = recorder();
    writes.touch("a");
    writes.flush();
    expect(sent).toEqual([{ sessions: ["a"], lines: [] }]);
  });

  it("keeps a batch the shared state did not take, in front of what came since, and sends it with the next", async () => {
    const { writes, sent, state } = recorder();
    state.failing = true;
    writes.line("{1}");
    writes.touch("a");
    await turn();
    await turn();
    expect(writes.pending).toBe(2);
    state.failing = false;
    writes.line("{2}");
    writes.touch("b");
    await turn();
    expect(sent).toEqual([{ sessions: ["a", "b"], lines: ["{1}", "{2}"] }]);
    expect(writes.dropped).toBe(0);
  });

  it("drops the oldest lines and sessions when the buffer is full, and counts them", async () => {
    const { writes, sent, state } = recorder(3);
    state.failing = true;
    for (let i = 1; i <= 5; i++) {
      writes.line(`{${i}}`);
      writes.touch(`s${i}`);
    }
    expect(writes.pending).toBe(6);
    expect(writes.dropped).toBe(4);
    await turn();
    state.failing = false;
    writes.flush();
    expect(sent).toEqual([{ sessions: ["s3", "s4", "s5"], lines: ["{3}", "{4}", "{5}"] }]);
    expect(writes.dropped).toBe(4);
  });

  it("keeps one use per session, in the order of each session's last use, however often the newest is used again", async () => {
    const { writes, sent } = recorder();
    writes.touch("a");
    writes.touch("a");
    writes.touch("b");
    writes.touch("b");
    writes.touch("a");
    writes.touch("a");
    await turn();
    writes.touch("a");
    writes.flush();
    writes.touch("a");
    writes.flush();
    expect(sent.map((batch) => batch.sessions)).toEqual([["b", "a"], ["a"], ["a"]]);
  });

  it("tells whether another session's use waits (it may evict a session a read is about)", () => {
    const { writes } = recorder();
    expect(writes.touchesOtherThan("a")).toBe(false);
    writes.touch("a");
    expect([writes.touchesOtherThan("a"), writes.touchesOtherThan("b")]).toEqual([false, true]);
    writes.touch("b");
    expect(writes.touchesOtherThan("a")).toBe(true);
  });

  it("holds the writes of later turns while a batch is in flight, and sends them in one batch when it is answered", async () => {
    const sent: WriteBatch[] = [];
    let answer = () => {};
    const writes = new WriteBehind((batch) => {
      sent.push(batch);
      return new Promise<void>((resolve) => (answer = resolve));
    });
    writes.touch("a");
    await turn();
    writes.line("{1}");
    await turn();
    writes.line("{2}");
    await turn();
    expect(sent).toEqual([{ sessions: ["a"], lines: [] }]);
    answer();
    await turn();
    expect(sent).toEqual([
      { sessions: ["a"], lines: [] },
      { sessions: [], lines: ["{1}", "{2}"] },
    ]);
  });

  it("sends at once when a read flushes, even with a batch in flight", async () => {
    const sent: WriteBatch[] = [];
    const writes = new WriteBehind(async (batch) => {
      sent.push(batch);
      await new Promise(() => {});
    });
    writes.touch("a");
    await turn();
    writes.touch("b");
    writes.flush();
    expect(sent.map((batch) => batch.sessions)).toEqual([["a"], ["b"]]);
  });
});
