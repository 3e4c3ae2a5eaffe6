/**
 * Replay in process, over the manual clock: which fixture answers, and when its events and
 * task statuses come, told by moving the clock rather than by waiting.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FixtureError } from "../../mocks/fixtures/fixture-files.ts";
import { loadReplay } from "../../mocks/replay/replay.ts";
import { testMock, type TestMock } from "../support/harness.ts";
import { chatFixture, fixtureDir, streamFixture, taskFixture, type FixtureDir } from "./support/fixtures.ts";

const CHAT_PATH = "/client/v2/ai/chat/completions";
const ask = (content: string, extra: Record<string, unknown> = {}) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content }], ...extra });

/** Lets pending promise callbacks and immediates run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
}

describe("replay of recorded fixtures", () => {
  let fixtures: FixtureDir;
  beforeEach(() => (fixtures = fixtureDir()));
  afterEach(() => fixtures.remove());
  const mock = (config: Record<string, unknown> = {}): TestMock => testMock({ fixturesDir: fixtures.dir, ...config });

  it("answers a request equal to a recorded one with the recorded answer", async () => {
    fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply"));
    const answer = await mock().call("POST", CHAT_PATH, { body: ask("hello") });
    expect(answer.body.choices[0].message.content).toBe("recorded reply");
    expect(answer.body.model).toBe("gpt-4o-mini-2024-07-18");
  });

  it("falls back to the generated mock for an unmatched request", async () => {
    fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply"));
    const answer = await mock().call("POST", CHAT_PATH, { body: ask("something else") });
    expect(answer.status).toBe(200);
    expect(answer.body.model).toBe("gpt-4o-mini");
  });

  it("answers an unmatched request with 404 not_found in strict mode, saying which field differs", async () => {
    fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply"));
    const answer = await mock({ fixturesStrict: true }).call("POST", CHAT_PATH, { body: ask("hello", { temperature: 0.2 }) });
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: "not_found", type: "invalid_request_error" });
    expect(answer.body.error.message).toContain("differs in body.temperature");
  });

  it("compares only the fields a fixture names in its match", async () => {
    fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply", { match: { fields: ["messages"] } }));
    const answer = await mock({ fixturesStrict: true }).call("POST", CHAT_PATH, { body: ask("hello", { temperature: 0.2, max_tokens: 5 }) });
    expect(answer.body.choices[0].message.content).toBe("recorded reply");
  });

  it("still requires the recorded model when the fixture matches on other fields", async () => {
    fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply", { match: { fields: ["messages"] } }));
    const answer = await mock({ fixturesStrict: true }).call("POST", CHAT_PATH, { body: { ...ask("hello"), model: "gpt-4o" } });
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toContain("differs in model");
  });

  it("answers identical recorded requests in turn, as they were recorded", async () => {
    fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "first"));
    fixtures.write("createChatCompletion/0002.json", chatFixture("hello", "second"));
    const replay = mock();
    const replies = [];
    for (let i = 0; i < 3; i++) replies.push((await replay.call("POST", CHAT_PATH, { body: ask("hello") })).body.choices[0].message.content);
    expect(replies).toEqual(["first", "second", "first"]);
  });

  it("sends no stream event before its recorded offset on the mock's clock", async () => {
    fixtures.write("createChatCompletion/0001.json", streamFixture("stream me", [100, 250]));
    const replay = mock();
    const answer = await replay.call("POST", CHAT_PATH, { body: ask("stream me", { stream: true }) });
    const events = answer.response.stream![Symbol.asyncIterator]();
    let arrived = false;
    const first = events.next().then((next) => ((arrived = true), next));
    replay.clock.advance(99);
    await settle();
    expect(arrived).toBe(false);
    replay.clock.advance(1);
    expect(String((await first).value)).toContain("w0");
    await events.return?.();
  });

  it("scales recorded offsets by the replay speed", async () => {
    fixtures.write("createChatCompletion/0001.json", streamFixture("stream me", [100]));
    const replay = mock({ replaySpeed: 2 });
    const answer = await replay.call("POST", CHAT_PATH, { body: ask("stream me", { stream: true }) });
    const events = answer.response.stream![Symbol.asyncIterator]();
    let arrived = false;
    const first = events.next().then((next) => ((arrived = true), next));
    replay.clock.advance(49);
    await settle();
    expect(arrived).toBe(false);
    replay.clock.advance(1);
    expect(String((await first).value)).toContain("w0");
    await events.return?.();
  });

  it("keeps the recorded gap after an event that went out late, instead of bursting to catch up", async () => {
    fixtures.write("createChatCompletion/0001.json", streamFixture("stream me", [100, 200]));
    const replay = mock();
    const answer = await replay.call("POST", CHAT_PATH, { body: ask("stream me", { stream: true }) });
    const events = answer.response.stream![Symbol.asyncIterator]();
    const first = events.next();
    replay.clock.advance(150); // the first event is 50 ms late
    await first;
    let arrived = false;
    const second = events.next().then((next) => ((arrived = true), next));
    replay.clock.advance(99);
    await settle();
    expect(arrived).toBe(false);
    replay.clock.advance(1);
    expect(String((await second).value)).toContain("w1");
    await events.return?.();
  });

  it("replays a whole stream with every recorded event", async () => {
    fixtures.write("createChatCompletion/0001.json", streamFixture("stream me", [10, 20, 30]));
    const replay = mock();
    const stream = await replay.readStream(await replay.call("POST", CHAT_PATH, { body: ask("stream me", { stream: true }) }));
    expect(stream.events.map((e) => (typeof e === "string" ? e : e.choices[0].delta.content))).toEqual(["w0 ", "w1 ", "w2 ", "[DONE]"]);
  });

  it("answers a task poll with the status recorded at that point of the task's life", async () => {
    fixtures.write("getTask/task-77.json", taskFixture("77", [[0, "processing"], [1500, "processing"], [4000, "completed"]]));
    const replay = mock();
    const status = async () => (await replay.call("GET", "/client/v2/ai/tasks/77")).body.data.status;
    const seen = [await status()];
    replay.clock.advance(3999);
    seen.push(await status());
    replay.clock.advance(1);
    seen.push(await status());
    expect(seen).toEqual(["processing", "processing", "completed"]);
  });

  it("leaves a task it has no fixture for to the generated mock", async () => {
    fixtures.write("getTask/task-77.json", taskFixture("77", [[0, "completed"]]));
    const answer = await mock().call("GET", "/client/v2/ai/tasks/78");
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe("task_not_found");
  });

  it("keeps a truncated recording out of replay", async () => {
    const truncated = chatFixture("hello", "cut");
    truncated.response.truncated = true;
    fixtures.write("createChatCompletion/0001.json", truncated);
    const answer = await mock({ fixturesStrict: true }).call("POST", CHAT_PATH, { body: ask("hello") });
    expect(answer.status).toBe(404);
  });

  it("leaves the control surface to the core", async () => {
    fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply"));
    const answer = await mock({ fixturesStrict: true }).call("GET", "/__mock/health");
    expect(answer.status).toBe(200);
  });
});

describe("loading fixtures", () => {
  let fixtures: FixtureDir;
  beforeEach(() => (fixtures = fixtureDir()));
  afterEach(() => fixtures.remove());

  it("refuses a fixture that breaks the schema, naming the file and the field", () => {
    const broken = chatFixture("hello", "x") as unknown as Record<string, any>;
    broken.response.satus = 200;
    fixtures.write("createChatCompletion/0001.json", broken);
    expect(() => loadReplay(fixtures.dir)).toThrow(FixtureError);
    expect(() => loadReplay(fixtures.dir)).toThrow(/createChatCompletion\/0001\.json: \/response must NOT have additional properties \(satus\)/);
  });

  it("refuses a fixture that is not JSON", () => {
    fixtures.write("createChatCompletion/0001.json", "{ not json");
    expect(() => loadReplay(fixtures.dir)).toThrow(/0001\.json: not valid JSON/);
  });

  it("skips the drift report kept beside the fixtures", () => {
    fixtures.write("drift-report.json", { exchanges: 0 });
    expect(() => loadReplay(fixtures.dir)).not.toThrow();
  });
});

describe("a fixture of the wrong shape", () => {
  let fixtures: FixtureDir;
  beforeEach(() => (fixtures = fixtureDir()));
  afterEach(() => fixtures.remove());

  it("is reported against its own kind only", () => {
    fixtures.write("listUsers/0001.json", { kind: "exchange" });
    expect(() => loadReplay(fixtures.dir)).toThrow("[fixtures] listUsers/0001.json: / must have required property 'operation'; / must have required property 'request'; / must have required property 'response'");
  });

  it("names an unknown kind", () => {
    fixtures.write("listUsers/0001.json", { kind: "recording" });
    expect(() => loadReplay(fixtures.dir)).toThrow(/\/kind must be "exchange" or "task"/);
  });
});
