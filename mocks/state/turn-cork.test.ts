import { describe, expect, it } from "vitest";
import { TurnCork } from "./turn-cork.ts";

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A socket that records its corks, and the writes that left it (all at once on uncork). */
function socket() {
  const state = { corks: 0, pending: [] as string[], sent: [] as string[][] };
  return {
    state,
    cork: () => void (state.corks += 1),
    uncork: () => {
      state.corks -= 1;
      if (state.corks === 0 && state.pending.length > 0) state.sent.push(state.pending.splice(0));
    },
    write: (command: string) => (state.corks > 0 ? state.pending.push(command) : state.sent.push([command])),
  };
}

describe("one socket write per event-loop turn", () => {
  it("sends the commands of one turn together once the turn ends, and those of the next turn apart", async () => {
    const s = socket();
    const cork = new TurnCork(() => s);
    for (const command of ["GET a", "EVALSHA b", "GET c"]) {
      cork.hold();
      s.write(command);
    }
    expect(s.state.sent).toEqual([]);
    await turn();
    expect(s.state.sent).toEqual([["GET a", "EVALSHA b", "GET c"]]);
    cork.hold();
    s.write("GET d");
    await turn();
    expect(s.state.sent).toEqual([["GET a", "EVALSHA b", "GET c"], ["GET d"]]);
    expect(s.state.corks).toBe(0);
  });

  it("corks the new socket after a reconnection, and uncorks the old one", async () => {
    const [first, second] = [socket(), socket()];
    let current = first;
    const cork = new TurnCork(() => current);
    cork.hold();
    current = second;
    cork.hold();
    expect([first.state.corks, second.state.corks]).toEqual([1, 1]);
    await turn();
    expect([first.state.corks, second.state.corks]).toEqual([0, 0]);
  });

  it("does nothing without a socket", () => {
    expect(() => new TurnCork(() => undefined).hold()).not.toThrow();
  });
});
