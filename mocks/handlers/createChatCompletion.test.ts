import { describe, expect, it } from "vitest";
import { validateSchema } from "../../spec/validators.ts";
import { countTokens } from "../chat/tokens.ts";
import { conform, KEYS, testMock } from "../../test/support/harness.ts";
import { manualClock } from "../state/clock.ts";

const PATH = "/client/v2/ai/chat/completions";
const hello = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello! What can you do?" }] };

describe("POST /client/v2/ai/chat/completions", () => {
  it("answers a chat.completion that conforms to the spec", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: hello });
    expect(result.status).toBe(200);
    expect(result.headers["content-type"]).toBe("application/json");
    expect(conform("createChatCompletion", result)).toEqual([]);
    expect(result.body.choices[0].message.content.length).toBeGreaterThan(20);
    expect(result.body.choices[0].finish_reason).toBe("stop");
  });

  it("gives the same reply to the same request, and a different one to another", async () => {
    const mock = testMock();
    const a = await mock.call("POST", PATH, { body: hello });
    const b = await mock.call("POST", PATH, { body: hello });
    const c = await mock.call("POST", PATH, { body: { ...hello, messages: [{ role: "user", content: "Tell me about tides" }] } });
    expect(a.body.choices[0].message.content).toBe(b.body.choices[0].message.content);
    expect(c.body.choices[0].message.content).not.toBe(a.body.choices[0].message.content);
    expect(a.body.id).not.toBe(b.body.id);
  });

  it.each([
    ["Who painted the Mona Lisa?", /^The \*Mona Lisa\* was painted by \*\*Leonardo da Vinci\*\*, /],
    ["Is a tomato a fruit or a vegetable?", /^Botanically, a tomato is a fruit, .*; in the kitchen it is treated as a vegetable\.$/],
    ["How can I improve my sleep?", /\*\*Keep the same schedule\*\*/],
    ["Give me 5 interview questions for a React developer", /^Here are 5 interview questions for a React developer:/],
    ["What should I name my dog?", /^Here are 5 names for your dog:/],
    ["How does React useEffect work?", /^`useEffect` runs code \*\*after React has rendered\*\*/],
  ])("answers the first prompts of a chat demo as a model would: %j", async (content, answer) => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: { ...hello, messages: [{ role: "user", content }] } });
    expect(result.status).toBe(200);
    expect(conform("createChatCompletion", result)).toEqual([]);
    expect(result.body.choices[0].message.content).toMatch(answer);
  });

  it("counts tokens with a real tokenizer and prices them from the catalog", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: hello });
    const { usage, choices } = result.body;
    expect(usage.completion_tokens).toBe(countTokens(choices[0].message.content));
    expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
    // gpt-4o-mini: $0.15 per 1M input tokens, $0.60 per 1M output tokens.
    const expected = (usage.prompt_tokens * 0.15 + usage.completion_tokens * 0.6) / 1e6;
    expect(Number(usage.cost)).toBeCloseTo(expected, 12);
    expect(usage.cost).toMatch(/^\d+\.\d+$/);
  });

  it("honours max_tokens with finish_reason length", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: { ...hello, max_tokens: 5 } });
    expect(result.body.choices[0].finish_reason).toBe("length");
    expect(result.body.usage.completion_tokens).toBeLessThanOrEqual(5);
    expect(conform("createChatCompletion", result)).toEqual([]);
  });

  it("writes markdown with a code block when asked for code", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Write a TypeScript function that debounces a callback" }] },
    });
    expect(result.body.choices[0].message.content).toContain("```");
  });

  it("accepts the parameters OpenAI clients send on every call", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, {
      body: {
        ...hello,
        stream: false,
        stream_options: null,
        top_p: 1,
        stop: ["\n\n\n"],
        n: 2,
        seed: 42,
        user: "u-1",
        presence_penalty: 0,
        frequency_penalty: 0,
        tools: [{ type: "function", function: { name: "f", parameters: {} } }],
        tool_choice: "auto",
        response_format: { type: "text" },
        some_future_parameter: true,
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.choices).toHaveLength(2);
  });

  it("refuses stream_options on an unstreamed request with 400 naming the parameter, as OpenAI does, on both LLM endpoints", async () => {
    const mock = testMock();
    for (const stream of [undefined, false]) {
      const result = await mock.call("POST", PATH, { body: { ...hello, stream, stream_options: { include_usage: true } } });
      expect(result.status).toBe(400);
      expect(result.body.error).toMatchObject({ code: "invalid_request", param: "stream_options", message: expect.stringContaining("only allowed when stream is true") });
    }
    const generation = await mock.call("POST", "/client/v2/ai/generations", { body: { ...hello, stream_options: { include_usage: true } } });
    expect(generation.status).toBe(400);
    expect(generation.body.error.param).toBe("stream_options");
    const streamed = await mock.call("POST", PATH, { body: { ...hello, stream: true, stream_options: { include_usage: true } } });
    expect(streamed.status).toBe(200);
  });

  it("refuses top_logprobs without logprobs: true with 400 naming the parameter, as OpenAI does", async () => {
    const mock = testMock();
    for (const logprobs of [undefined, false, null]) {
      const result = await mock.call("POST", PATH, { body: { ...hello, logprobs, top_logprobs: 2 } });
      expect(result.status).toBe(400);
      expect(result.body.error).toMatchObject({ code: "invalid_request", param: "top_logprobs", message: expect.stringContaining("only allowed when logprobs is true") });
    }
    const asked = await mock.call("POST", PATH, { body: { ...hello, logprobs: true, top_logprobs: 2 } });
    expect(asked.status).toBe(200);
    expect(asked.body.choices[0].logprobs.content[0].top_logprobs).toHaveLength(2);
    expect((await mock.call("POST", PATH, { body: { ...hello, top_logprobs: null } })).status).toBe(200);
  });

  it("cuts the reply at a stop sequence", async () => {
    const mock = testMock();
    const full = (await mock.call("POST", PATH, { body: hello })).body.choices[0].message.content as string;
    const stop = full.split(" ")[2]!;
    const cut = await mock.call("POST", PATH, { body: { ...hello, stop } });
    expect(cut.body.choices[0].message.content).toBe(full.slice(0, full.indexOf(stop)));
  });

  it.each(["flux-schnell", "kling-v1", "tts-1", "whisper-1", "ocr-general", "digital-human-v1"])(
    "rejects the non-LLM model %s with 400 invalid_request",
    async (model) => {
      const mock = testMock();
      const result = await mock.call("POST", PATH, { body: { ...hello, model } });
      expect(result.status).toBe(400);
      expect(result.body.error).toMatchObject({ code: "invalid_request", param: "model" });
      expect(conform("createChatCompletion", result)).toEqual([]);
    },
  );

  it("answers 404 model_not_found for an unknown model", async () => {
    const result = await testMock().call("POST", PATH, { body: { ...hello, model: "gpt-9" } });
    expect(result.status).toBe(404);
    expect(result.body.error.code).toBe("model_not_found");
  });

  it("names the nearest model and where the mock lists them in the 404, the list only while the control surface is on", async () => {
    const near = await testMock().call("POST", PATH, { body: { ...hello, model: "gpt-4" } });
    expect(near.body.error.message).toBe("The model 'gpt-4' does not exist. Did you mean 'gpt-4o'? The mock's models: GET /__mock/catalog.");
    const far = await testMock({ controlEnabled: false }).call("POST", PATH, { body: { ...hello, model: "llama-3-70b-instruct" } });
    expect(far.body.error.message).toBe("The model 'llama-3-70b-instruct' does not exist.");
  });

  it.each([
    [{ messages: hello.messages }, "model"],
    [{ model: "gpt-4o-mini" }, "messages"],
    [{ ...hello, temperature: 2.01 }, "temperature"],
    [{ ...hello, temperature: -0.01 }, "temperature"],
    [{ ...hello, max_tokens: 0 }, "max_tokens"],
    [{ ...hello, stream: "yes" }, "stream"],
    [{ ...hello, messages: [{ role: "robot", content: "hi" }] }, "messages"],
  ])("rejects %j with 400 invalid_request naming %s", async (body, field) => {
    const result = await testMock().call("POST", PATH, { body });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe("invalid_request");
    expect(result.body.error.param).toBe(field);
    expect(result.body.error.message).toContain(field);
  });

  it.each([false, true])("answers 403 forbidden to a team without LLM chat (stream: %s), with the seed's error body", async (stream) => {
    const result = await testMock().call("POST", PATH, { key: KEYS.noLlm, body: { ...hello, stream } });
    expect(result.status).toBe(403);
    expect(result.headers["content-type"]).toBe("application/json");
    expect(result.body).toEqual({ error: { code: "forbidden", type: "permission_error", message: "Your team is not authorized to use LLM chat.", param: null } });
    expect(conform("createChatCompletion", result)).toEqual([]);
  });

  it("accepts temperature at both bounds", async () => {
    const mock = testMock();
    for (const temperature of [0, 2]) expect((await mock.call("POST", PATH, { body: { ...hello, temperature } })).status).toBe(200);
  });
});

describe("streaming chat completions", () => {
  it("streams OpenAI's chunk sequence: role, content, finish_reason, usage, [DONE]", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: { ...hello, stream: true, stream_options: { include_usage: true } } });
    expect(result.headers["content-type"]).toBe("text/event-stream");
    const { events, frames } = await mock.readStream(result);
    expect(frames.every((f) => f.startsWith("data: ") && f.endsWith("\n\n") && !f.includes("event:"))).toBe(true);
    expect(events.at(-1)).toBe("[DONE]");
    const chunks = events.slice(0, -1);
    for (const chunk of chunks) expect(validateSchema("ChatCompletionChunk", chunk)).toEqual([]);
    expect(chunks[0].choices[0].delta.role).toBe("assistant");
    const usageChunk = chunks.at(-1);
    expect(usageChunk.choices).toEqual([]);
    expect(usageChunk.usage.total_tokens).toBeGreaterThan(0);
    expect(chunks.at(-2).choices[0].finish_reason).toBe("stop");
    expect(new Set(chunks.map((c: any) => c.id)).size).toBe(1);
  });

  it("streams the same text the non-streaming answer has", async () => {
    const mock = testMock();
    const whole = await mock.call("POST", PATH, { body: hello });
    const streamed = await mock.readStream(await mock.call("POST", PATH, { body: { ...hello, stream: true } }));
    const text = streamed.events
      .filter((e) => typeof e === "object")
      .map((e) => e.choices[0]?.delta?.content ?? "")
      .join("");
    expect(text).toBe(whole.body.choices[0].message.content);
  });

  it("paces chunks by time to first token and tokens per second on the clock", async () => {
    const mock = testMock({ streamTtftMs: 400, streamTokensPerSecond: 10 });
    const result = await mock.call("POST", PATH, { body: { ...hello, stream: true } });
    const iterator = result.response.stream![Symbol.asyncIterator]();
    const start = mock.clock.now();
    let first: unknown;
    void iterator.next().then(({ value }) => (first = value));
    await new Promise((r) => setImmediate(r));
    mock.clock.advance(399);
    await new Promise((r) => setImmediate(r));
    expect(first).toBeUndefined();
    mock.clock.advance(1);
    await new Promise((r) => setImmediate(r));
    // The role chunk leaves with the first token, as a provider's does: nothing before it.
    expect(first).toMatch(/"delta":\{"role":"assistant","content":""\}.*\n\ndata: .*"delta":\{"content":"/s);
    let second = false;
    void iterator.next().then(() => (second = true));
    mock.clock.advance(99);
    await new Promise((r) => setImmediate(r));
    expect(second).toBe(false);
    mock.clock.advance(1);
    await new Promise((r) => setImmediate(r));
    expect(second).toBe(true);
    expect(mock.clock.now() - start).toBe(500);
    await iterator.return?.();
    expect(mock.deps.streams.open).toBe(0);
  });

  it("sends an error event and no [DONE] with Prefer: stream=error-after-N", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: { ...hello, stream: true }, headers: { prefer: "stream=error-after-2" } });
    const { events } = await mock.readStream(result);
    expect(events.at(-1).error.code).toBe("provider_error");
    expect(events).not.toContain("[DONE]");
    expect(events.filter((e) => e.choices?.[0]?.delta?.content)).toHaveLength(2);
  });

  it("sends the error event after the last chunk when N is past the end of the reply", async () => {
    const mock = testMock();
    const whole = await mock.call("POST", PATH, { body: hello });
    const result = await mock.call("POST", PATH, { body: { ...hello, stream: true }, headers: { prefer: "stream=error-after-999999" } });
    const { events } = await mock.readStream(result);
    expect(events.at(-1).error.code).toBe("provider_error");
    expect(events).not.toContain("[DONE]");
    const text = events.map((e) => e.choices?.[0]?.delta?.content ?? "").join("");
    expect(text).toBe(whole.body.choices[0].message.content);
  });

  it("hands an unpaced stream to the transport in one piece, so it leaves in one write", async () => {
    const mock = testMock({ streamTtftMs: 0, streamTokensPerSecond: 0 });
    const result = await mock.call("POST", PATH, { body: { ...hello, stream: true } });
    const pieces: unknown[] = [];
    for await (const piece of result.response.stream!) pieces.push(piece);
    expect(pieces).toHaveLength(1);
    const frames = String(pieces[0]).split("\n\n").filter(Boolean);
    expect(frames.length).toBeGreaterThan(4);
    expect(frames.at(-1)).toBe("data: [DONE]");
    expect(mock.deps.streams.open).toBe(0);
  });

  it("drops the connection with Prefer: stream=drop-after-N", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: { ...hello, stream: true }, headers: { prefer: "stream=drop-after-1" } });
    const { dropped } = await mock.readStream(result);
    expect(dropped).toBe(true);
  });

  it("frees the stream slot and its timer when the client goes away mid-stream", async () => {
    const mock = testMock({ streamTtftMs: 1000, streamTokensPerSecond: 5 });
    const abort = new AbortController();
    const result = await mock.call("POST", PATH, { body: { ...hello, stream: true }, signal: abort.signal });
    const iterator = result.response.stream![Symbol.asyncIterator]();
    // The first read waits for the first token (the role chunk leaves with it).
    const waiting = iterator.next();
    await new Promise((r) => setImmediate(r));
    expect(mock.deps.streams.open).toBe(1);
    expect(mock.clock.pending).toBe(1);
    abort.abort();
    await expect(waiting).rejects.toBeDefined();
    expect(mock.deps.streams.open).toBe(0);
    expect(mock.clock.pending).toBe(0);
  });

  it("answers 429 when the concurrent stream cap is reached", async () => {
    const mock = testMock({ maxConcurrentStreams: 1, streamTtftMs: 1000 });
    const first = await mock.call("POST", PATH, { body: { ...hello, stream: true } });
    // Its first read takes the slot, then waits for the first token.
    void first.response.stream![Symbol.asyncIterator]().next();
    await new Promise((r) => setImmediate(r));
    const second = await mock.call("POST", PATH, { body: { ...hello, stream: true } });
    expect(second.status).toBe(429);
    expect(second.headers["retry-after"]).toBeDefined();
  });

  it("calls a calendar tool with the start the message says, on the mock's clock moved by the test", async () => {
    const mock = testMock({}, manualClock(Date.UTC(2026, 2, 12, 10, 20)));
    const event = {
      type: "function",
      function: {
        name: "create_calendar_event",
        parameters: { type: "object", properties: { title: { type: "string" }, start: { type: "string", format: "date-time" } }, required: ["title", "start"], additionalProperties: false },
      },
    };
    const body = { model: "gpt-4o", messages: [{ role: "user", content: "Book a meeting with Sarah tomorrow at 3pm" }], tools: [event], tool_choice: "required" };
    const start = async () => JSON.parse((await mock.call("POST", PATH, { body })).body.choices[0].message.tool_calls[0].function.arguments).start;
    expect(await start()).toBe("2026-03-13T15:00:00Z");
    // A day later on the clock, "tomorrow" is a day later.
    mock.clock.advance(86_400_000);
    expect(await start()).toBe("2026-03-14T15:00:00Z");
  });

  it("answers a request to act that no offered tool does with what it can't do and where to do it, not with a topic to discuss", async () => {
    const mock = testMock();
    const bookHotel = { type: "function", function: { name: "book_hotel", description: "Book a hotel room", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } };
    const ask = async (tools?: unknown[]) =>
      (await mock.call("POST", PATH, { body: { model: "gpt-4o", messages: [{ role: "user", content: "Cancel my hotel" }], ...(tools ? { tools } : {}) } })).body.choices[0].message;
    const alone = await ask();
    expect(alone.content).toMatch(/^I can't cancel bookings: I don't have access to your reservations or accounts\. To cancel your hotel booking, open the confirmation email /);
    expect(alone.content).not.toMatch(/let's talk about/i);
    // With a related tool that does not cancel, the tool is not called, and what it does is said.
    const withTool = await ask([bookHotel]);
    expect(withTool.tool_calls).toBeUndefined();
    expect(withTool.content).toBe(`I can book a hotel with the tools I have here, but ${alone.content}`);
  });
});
