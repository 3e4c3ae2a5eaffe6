import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { TurnWriter } from "./turn-writer.ts";

/** A ServerResponse's two calls the writer makes, recorded in one shared log. */
function fakeResponse(name: string, log: string[], options: { destroyed?: boolean; throws?: boolean } = {}): ServerResponse {
  return {
    destroyed: options.destroyed ?? false,
    writeHead(status: number) {
      if (options.throws) throw new TypeError(`invalid header for ${name}`);
      log.push(`${name} head ${status}`);
      return this;
    },
    end(body: unknown) {
      log.push(`${name} body ${String(body)}`);
      return this;
    },
  } as unknown as ServerResponse;
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("answers written at the end of the event loop's turn", () => {
  it("holds the answers of one turn and writes them together, in order, head before body", async () => {
    const writer = new TurnWriter();
    const log: string[] = [];
    const failed = () => log.push("failed");
    writer.write(fakeResponse("a", log), 200, {}, "A", failed);
    writer.write(fakeResponse("b", log), 404, {}, "B", failed);
    await Promise.resolve(); // microtasks (the core's own awaits) run before the turn ends
    expect(log).toEqual([]);
    expect(writer.queued).toBe(2);
    await nextTurn();
    expect(log).toEqual(["a head 200", "a body A", "b head 404", "b body B"]);
    expect(writer.queued).toBe(0);
  });

  it("writes an answer made in a later turn in that turn", async () => {
    const writer = new TurnWriter();
    const log: string[] = [];
    writer.write(fakeResponse("a", log), 200, {}, "A", () => undefined);
    await nextTurn();
    writer.write(fakeResponse("b", log), 200, {}, "B", () => undefined);
    await nextTurn();
    expect(log).toEqual(["a head 200", "a body A", "b head 200", "b body B"]);
  });

  it("runs a task queued for the turn's end (a stream's uncork) then, before the turn's answers", async () => {
    const writer = new TurnWriter();
    const log: string[] = [];
    writer.write(fakeResponse("a", log), 200, {}, "A", () => undefined);
    writer.atTurnEnd(() => log.push("uncork"));
    expect(writer.queued).toBe(2);
    await Promise.resolve();
    expect(log).toEqual([]);
    await nextTurn();
    expect(log).toEqual(["uncork", "a head 200", "a body A"]);
    expect(writer.queued).toBe(0);
  });

  it("skips a client that went away while its answer waited", async () => {
    const writer = new TurnWriter();
    const log: string[] = [];
    writer.write(fakeResponse("gone", log, { destroyed: true }), 200, {}, "X", () => log.push("failed"));
    writer.write(fakeResponse("here", log), 200, {}, "Y", () => log.push("failed"));
    await nextTurn();
    expect(log).toEqual(["here head 200", "here body Y"]);
  });

  it("hands a write that throws to the failure path and still writes the others", async () => {
    const writer = new TurnWriter();
    const log: string[] = [];
    const errors: unknown[] = [];
    writer.write(fakeResponse("bad", log, { throws: true }), 200, {}, "X", (error) => errors.push(error));
    writer.write(fakeResponse("good", log), 200, {}, "Y", (error) => errors.push(error));
    await nextTurn();
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toContain("invalid header for bad");
    expect(log).toEqual(["good head 200", "good body Y"]);
  });
});
