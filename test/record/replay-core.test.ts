/**
 * Replay as a citizen of the core (issue 27 #11, 12, 17-20; issue 30): matching by index, auth
 * as the mock has it, replayed streams counted against MOCK_MAX_STREAMS, turns and task starts
 * per session and cleared by reset, and a fixture schema and loader that refuse what the mock
 * cannot send or hold.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FixtureError, loadFixtures, parseFixture } from "../../mocks/fixtures/fixture-files.ts";
import type { ExchangeFixture } from "../../mocks/fixtures/fixture.ts";
import { FixtureIndex } from "../../mocks/replay/match.ts";
import { KEYS, testMock, type TestMock } from "../support/harness.ts";
import { chatFixture, fixtureDir, streamFixture, taskFixture, type FixtureDir } from "./support/fixtures.ts";

const CHAT_PATH = "/client/v2/ai/chat/completions";
const ask = (content: string, extra: Record<string, unknown> = {}) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content }], ...extra });
const reply = (answer: { body: any }) => answer.body?.choices?.[0]?.message?.content as string | undefined;

/** A recorded 401: the gateway refused the key the client sent. */
function refusedFixture(content: string): ExchangeFixture {
  const fixture = chatFixture(content, "unused");
  fixture.response = { status: 401, headers: { "content-type": "application/json" }, headersAtMs: 0, endAtMs: 0, body: { error: { code: "unauthorized", message: "recorded refusal", type: "invalid_request_error", param: null } } };
  return fixture;
}

describe("replay within the core's rules", () => {
  let fixtures: FixtureDir;
  beforeEach(() => (fixtures = fixtureDir()));
  afterEach(() => fixtures.remove());
  const mock = (config: Record<string, unknown> = {}): TestMock => testMock({ fixturesDir: fixtures.dir, ...config });

  describe("auth (17; issue 30)", () => {
    it("never answers a request without a key with a recorded 200, strict or not", async () => {
      fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply"));
      for (const strict of [false, true]) {
        const answer = await mock({ fixturesStrict: strict }).call("POST", CHAT_PATH, { body: ask("hello"), key: null });
        expect(answer.status, `strict ${strict}`).toBe(401);
        expect(reply(answer)).toBeUndefined();
      }
    });

    it("never answers an unknown key with a recorded 200", async () => {
      fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply"));
      expect((await mock().call("POST", CHAT_PATH, { body: ask("hello"), key: "sk-not-a-key-of-the-mock" })).status).toBe(401);
    });

    it("replays a recorded 401 only to requests the mock would also refuse", async () => {
      fixtures.write("createChatCompletion/0001.json", refusedFixture("hello"));
      const replay = mock();
      const refused = await replay.call("POST", CHAT_PATH, { body: ask("hello"), key: "sk-revoked-key-0001" });
      expect(refused.status).toBe(401);
      expect(refused.body.error.message).toBe("recorded refusal");
      const valid = await replay.call("POST", CHAT_PATH, { body: ask("hello"), key: KEYS.default });
      expect(valid.status).toBe(200);
    });

    it("in strict mode, answers a valid key whose only match is a recorded 401 with 404, not the 401", async () => {
      fixtures.write("createChatCompletion/0001.json", refusedFixture("hello"));
      const answer = await mock({ fixturesStrict: true }).call("POST", CHAT_PATH, { body: ask("hello") });
      expect(answer.status).toBe(404);
    });
  });

  it("counts replayed streams against MOCK_MAX_STREAMS and frees the slot at the end (18)", async () => {
    fixtures.write("createChatCompletion/0001.json", streamFixture("stream me", [100, 200]));
    const replay = mock({ maxConcurrentStreams: 1 });
    const first = await replay.call("POST", CHAT_PATH, { body: ask("stream me", { stream: true }) });
    const events = first.response.stream![Symbol.asyncIterator]();
    const pending = events.next();
    replay.clock.advance(100);
    await pending;
    expect(replay.deps.streams.open).toBe(1);
    const second = await replay.call("POST", CHAT_PATH, { body: ask("stream me", { stream: true }) });
    expect(second.status).toBe(429);
    expect(second.response.headers["retry-after"]).toBe("1");
    await events.return?.();
    expect(replay.deps.streams.open).toBe(0);
  });

  describe("sessions (12)", () => {
    it("counts identical requests' turns per session", async () => {
      fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "first"));
      fixtures.write("createChatCompletion/0002.json", chatFixture("hello", "second"));
      const replay = mock();
      const call = (session: string) => replay.call("POST", CHAT_PATH, { body: ask("hello"), headers: { "x-mock-session": session } }).then(reply);
      expect(await call("a")).toBe("first");
      expect(await call("b")).toBe("first");
      expect(await call("a")).toBe("second");
      expect(await call("b")).toBe("second");
    });

    it("starts the turns again after a reset of the session, and of everything", async () => {
      fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "first"));
      fixtures.write("createChatCompletion/0002.json", chatFixture("hello", "second"));
      const replay = mock();
      const call = (session: string) => replay.call("POST", CHAT_PATH, { body: ask("hello"), headers: { "x-mock-session": session } }).then(reply);
      expect(await call("a")).toBe("first");
      expect((await replay.call("POST", "/__mock/reset", { headers: { "x-mock-session": "a" } })).status).toBe(200);
      expect(await call("a")).toBe("first");
      expect(await call("b")).toBe("first");
      await replay.call("POST", "/__mock/reset", { query: { all: "1" } });
      expect(await call("b")).toBe("first");
    });

    it("keeps replayed task starts per session and clears them on reset", async () => {
      fixtures.write("getTask/task-5001.json", taskFixture("5001", [[0, "processing"], [1000, "completed"]]));
      const replay = mock();
      const poll = (session: string) => replay.call("GET", "/client/v2/ai/tasks/5001", { headers: { "x-mock-session": session } }).then((a) => a.body.data.status as string);
      expect(await poll("a")).toBe("processing");
      replay.clock.advance(1500);
      expect(await poll("a")).toBe("completed");
      // Session b's task starts at its own first poll.
      expect(await poll("b")).toBe("processing");
      await replay.call("POST", "/__mock/reset", { query: { all: "1" } });
      expect(await poll("a")).toBe("processing");
    });
  });

  describe("the lifecycle's rate limit and Prefer controls", () => {
    it.each([
      [500, "provider_error"],
      [429, "rate_limited"],
    ])("Prefer: code=%i forces that status on a request a fixture matches, in the spec's error shape", async (status, code) => {
      fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply"));
      const answer = await mock().call("POST", CHAT_PATH, { body: ask("hello"), headers: { prefer: `code=${status}` } });
      expect(answer.status).toBe(status);
      expect(answer.body.error).toMatchObject({ code, message: `Forced by the mock control code=${status}.` });
      expect(typeof answer.body.error.type).toBe("string");
      expect(reply(answer)).toBeUndefined();
      if (status === 429) expect(answer.headers["retry-after"]).toBe("1");
    });

    it("counts replayed requests against the rate limit, and says so in the rate headers", async () => {
      fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply"));
      const replay = mock({ rateLimitRequests: 2, rateLimitWindowMs: 60_000 });
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await replay.call("POST", CHAT_PATH, { body: ask("hello") }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 429]);
      expect(reply(answers[0]!)).toBe("recorded reply");
      expect(answers[0]!.headers["x-ratelimit-remaining-requests"]).toBe("1");
      expect(answers[2]!.body.error.code).toBe("rate_limited");
      expect(answers[2]!.headers["retry-after"]).toBeDefined();
    });

    it("Prefer: stream=error-after-1 cuts a replayed stream with the spec's error event, no [DONE]", async () => {
      fixtures.write("createChatCompletion/0001.json", streamFixture("stream me", [10, 20, 30]));
      const replay = mock();
      const stream = await replay.readStream(await replay.call("POST", CHAT_PATH, { body: ask("stream me", { stream: true }), headers: { prefer: "stream=error-after-1" } }));
      expect(stream.events).toHaveLength(2);
      expect(stream.events[0].choices[0].delta.content).toBe("w0 ");
      expect(stream.events[1].error.code).toBe("provider_error");
    });

    it("Prefer: task=failed on a replayed submission gives the mock's own task, which fails", async () => {
      const body = { model: "kling-v1", input: { prompt: "a cat", duration: 5 } };
      fixtures.write("createGeneration/0001.json", {
        kind: "exchange",
        operation: "createGeneration",
        recordedAt: "2026-11-23T12:00:00.000Z",
        request: { method: "POST", path: "/client/v2/ai/generations", query: {}, headers: {}, body },
        response: { status: 200, headers: { "content-type": "application/json" }, headersAtMs: 0, endAtMs: 0, body: { code: 200, message: "success", data: { task_id: 5001, status: "processing", model: "kling-v1" }, meta: { tool: "video", provider: "kling" } } },
      });
      fixtures.write("getTask/task-5001.json", taskFixture("5001", [[0, "processing"], [1000, "completed"]]));
      const replay = mock();
      const recorded = await replay.call("POST", "/client/v2/ai/generations", { body });
      expect(recorded.body.data.task_id).toBe(5001);
      const forced = await replay.call("POST", "/client/v2/ai/generations", { body, headers: { prefer: "task=failed" } });
      expect(forced.status).toBe(200);
      const taskId = forced.body.data.task_id as number;
      expect(taskId).not.toBe(5001);
      replay.clock.advance(60_000);
      const poll = await replay.call("GET", `/client/v2/ai/tasks/${taskId}`);
      expect(poll.body.data.status).toBe("failed");
    });
  });

  it("matches by index: a request compares only the fixtures that hash like it (11)", () => {
    const loaded = Array.from({ length: 5000 }, (_, i) => ({ file: `createChatCompletion/${i}.json`, fixture: chatFixture(`message ${i}`, `reply ${i}`) }));
    const index = new FixtureIndex(loaded);
    const found = index.find({ operation: "createChatCompletion", method: "POST", path: CHAT_PATH, query: {}, body: ask("message 4321") });
    expect(found.kind).toBe("match");
    expect(found.kind === "match" && found.candidates.map((c) => c.file)).toEqual(["createChatCompletion/4321.json"]);
    expect(found.compared).toBe(1);
    const missed = index.find({ operation: "createChatCompletion", method: "POST", path: CHAT_PATH, query: {}, body: ask("no such message") });
    expect(missed.kind).toBe("miss");
    expect(missed.compared).toBeLessThanOrEqual(50);
  });

  describe("the fixture schema refuses what the mock cannot send (19)", () => {
    const withResponse = (response: Partial<ExchangeFixture["response"]>) => JSON.stringify({ ...chatFixture("x", "y"), response: { ...chatFixture("x", "y").response, ...response } });
    it.each([
      ["a header value with CR/LF", { headers: { "x-a": "1\r\nx-b: 2" } }],
      ["a header value beyond Latin-1", { headers: { "x-a": "値" } }],
      ["status 101", { status: 101 }],
      ["status 103", { status: 103 }],
      ["frame data with a bare CR", { frames: [{ atMs: 0, data: "a\rb" }], body: undefined }],
      ["an offset past 2^31 ms", { endAtMs: 2 ** 31 }],
      ["a 204 with a body", { status: 204 }],
    ])("%s", (_what, response) => {
      expect(() => parseFixture(withResponse(response as Partial<ExchangeFixture["response"]>), "f.json")).toThrow(FixtureError);
    });
  });

  describe("fixtures are bounded in total at load (20)", () => {
    it("refuses fixtures whose events together pass fixturesMaxFrames, naming the file and the setting", () => {
      fixtures.write("createChatCompletion/0001.json", streamFixture("a", [1, 2, 3]));
      fixtures.write("createChatCompletion/0002.json", streamFixture("b", [1, 2, 3]));
      expect(() => loadFixtures(fixtures.dir, { maxTotalFrames: 6 })).toThrow(/0002\.json.*fixturesMaxFrames/);
      expect(loadFixtures(fixtures.dir, { maxTotalFrames: 8 })).toHaveLength(2);
    });

    it("refuses fixtures whose bytes together pass fixturesMaxBytes", () => {
      fixtures.write("createChatCompletion/0001.json", chatFixture("a", "x".repeat(2000)));
      fixtures.write("createChatCompletion/0002.json", chatFixture("b", "x".repeat(2000)));
      expect(() => loadFixtures(fixtures.dir, { maxTotalBytes: 3000 })).toThrow(/fixturesMaxBytes/);
    });

    it("the mock refuses to start over them", () => {
      fixtures.write("createChatCompletion/0001.json", streamFixture("a", [1, 2, 3]));
      expect(() => mock({ fixturesMaxFrames: 2 })).toThrow(FixtureError);
    });
  });
});

describe("session names (23)", () => {
  it("keeps two sessions apart whose names share their first 128 characters", async () => {
    const mock = testMock();
    const prefix = "suite › a very long describe block › ".repeat(5);
    const submit = (session: string) =>
      mock.call("POST", "/client/v2/ai/generations", { body: { model: "kling-v1", input: { prompt: "a cat", duration: 5 } }, headers: { "x-mock-session": session } });
    const first = await submit(`${prefix} first test`);
    expect(first.status).toBe(200);
    const tasks = async (session: string) => (await mock.call("GET", "/__mock/tasks", { headers: { "x-mock-session": session } })).body;
    expect((await tasks(`${prefix} second test`)).tasks).toEqual([]);
    expect((await tasks(`${prefix} first test`)).tasks).toHaveLength(1);
    expect((await tasks(`${prefix} first test`)).session.length).toBeLessThanOrEqual(128);
  });
});

describe("the clock at the end of the Date range (22)", () => {
  it("stops at the last instant a Date holds when real time carries it there", async () => {
    const { systemClock, MAX_DATE_MS } = await import("../../mocks/state/clock.ts");
    const mock = testMock({}, systemClock());
    expect((await mock.call("POST", "/__mock/clock", { body: { set_ms: MAX_DATE_MS - 2 } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const clock = await mock.call("GET", "/__mock/clock");
    expect(clock.status).toBe(200);
    expect(clock.body.now_ms).toBe(MAX_DATE_MS);
    expect((await mock.call("GET", "/api/users", { key: null })).status).toBe(200);
  });
});

describe("replayed answers in the session's journal", () => {
  it("carry a request id and are journaled in their session", async () => {
    const fixtures = fixtureDir();
    try {
      fixtures.write("createChatCompletion/0001.json", chatFixture("hello", "recorded reply"));
      const replay = testMock({ fixturesDir: fixtures.dir });
      const answer = await replay.call("POST", CHAT_PATH, { body: ask("hello"), headers: { "x-mock-session": "journal-s" } });
      expect(reply(answer)).toBe("recorded reply");
      const id = answer.response.headers["x-request-id"];
      expect(id).toMatch(/^req_/);
      const journal = await replay.call("GET", "/__mock/journal", { headers: { "x-mock-session": "journal-s" } });
      expect(journal.body.entries).toEqual([expect.objectContaining({ id, operationId: "createChatCompletion", status: 200, model: "gpt-4o-mini" })]);
    } finally {
      fixtures.remove();
    }
  });
});
