import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { operationTable } from "../../spec/operations.ts";
import { jsonText } from "../core/deps.ts";
import { conform, testMock } from "../../test/support/harness.ts";
import { countTokens } from "./tokens.ts";
import { PlannedContent } from "./completion.ts";

const CHAT = "/client/v2/ai/chat/completions";
const GENERATIONS = "/client/v2/ai/generations";

/** Text a JSON writer must escape, mixed with plain words: quotes, backslashes, controls, U+2028, emoji, a lone surrogate. */
const awkwardText = fc.array(fc.constantFrom("plain", "words", '"quoted"', "back\\slash", "tab\there", "line\nbreak", "\u2028", "😀", "\ud800", "é", "</script>"), {
  minLength: 1,
  maxLength: 8,
}).map((parts) => parts.join(" "));

const chatBody = fc.record(
  {
    model: fc.constantFrom("gpt-4o-mini", "gpt-4o", "claude-3-5-haiku", 'house "quoted" \\ model'),
    messages: fc.array(fc.record({ role: fc.constantFrom("system", "user", "assistant"), content: awkwardText }), { minLength: 1, maxLength: 3 }),
    n: fc.integer({ min: 1, max: 3 }),
    max_tokens: fc.integer({ min: 1, max: 80 }),
    stop: fc.constantFrom("the", ".", "\n"),
  },
  { requiredKeys: ["model", "messages"] },
);

describe("a chat.completion's JSON", () => {
  it("is the same bytes as the operation's serializer writes, first time and repeated, on both LLM endpoints", async () => {
    // A catalog of one's own may name a model with characters JSON escapes.
    const dir = mkdtempSync(join(tmpdir(), "completion-"));
    const models = JSON.parse(readFileSync(new URL("../config/models.json", import.meta.url), "utf8")) as { models: { id: string }[] };
    models.models.push({ ...models.models[0]!, id: 'house "quoted" \\ model' });
    writeFileSync(join(dir, "models.json"), JSON.stringify(models));
    const mock = testMock({ modelsFile: join(dir, "models.json") });
    await fc.assert(
      fc.asyncProperty(chatBody, fc.constantFrom(CHAT, GENERATIONS), async (body, path) => {
        const operation = operationTable.route("POST", path);
        if (operation.kind !== "match") throw new Error(`no route for ${path}`);
        const serialize = operation.operation.serializer(200);
        // The memo keeps a conversation on its second request; the third and fourth are rendered.
        for (let i = 0; i < 4; i++) {
          const result = await mock.call("POST", path, { body });
          expect(result.status).toBe(200);
          const sent = jsonText(result.response)!;
          expect(sent).toBe(serialize(result.response.body));
          expect(sent).toBe(JSON.stringify(result.response.body));
        }
      }),
      { numRuns: 150 },
    );
    rmSync(dir, { recursive: true });
  });

  it("repeats a conversation's content with a new id, before and after a reset, each answer its own JSON", async () => {
    const mock = testMock();
    const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Name three rivers" }] };
    const first = await mock.call("POST", CHAT, { body });
    const second = await mock.call("POST", CHAT, { body });
    const third = await mock.call("POST", CHAT, { body });
    await mock.call("POST", "/__mock/reset");
    const afterReset = await mock.call("POST", CHAT, { body });
    expect(new Set([first, second, third].map((result) => result.body.id)).size).toBe(3);
    for (const result of [second, third, afterReset]) expect(result.body.choices).toEqual(first.body.choices);
    for (const result of [first, second, third, afterReset]) expect(JSON.parse(jsonText(result.response)!)).toEqual(result.body);
  });

  it("is serialized whole when the serializer writes another head than the template's", () => {
    const planned = () => new PlannedContent([], [], { prompt_tokens: 1, completion_tokens: 0, total_tokens: 1, cost: "0" }, "fp_0123456789");
    // A writer that puts the id last: the template cannot be cut from it.
    const idLast = ({ id, ...rest }: { id: string }) => JSON.stringify({ ...rest, id });
    expect(planned().completionTail(idLast)).toBeNull();
    expect(planned().completionTail(JSON.stringify)).toBe(',"choices":[],"usage":{"prompt_tokens":1,"completion_tokens":0,"total_tokens":1,"cost":"0"},"system_fingerprint":"fp_0123456789"}');
  });
});

describe("a planned reply, answered whole and streamed", () => {
  it("has one content chunk per counted token, the same text, and exactly max_tokens when cut there", async () => {
    const mock = testMock();
    let cut = 0;
    await fc.assert(
      fc.asyncProperty(chatBody, fc.boolean(), async (generated, streamFirst) => {
        // The default catalog (the house model is the first test's own).
        const body = { ...generated, model: generated.model.startsWith("house") ? "gpt-4o" : generated.model };
        // Either order: the token ends a stream works out are kept with the plan the memo holds.
        const ask = (stream: boolean) =>
          mock.call("POST", CHAT, { body: stream ? { ...body, stream: true, stream_options: { include_usage: true } } : body });
        const first = await ask(streamFirst);
        const second = await ask(!streamFirst);
        const [whole, streamed] = streamFirst ? [second, first] : [first, second];
        expect([whole.status, streamed.status]).toEqual([200, 200]);
        const { events } = await mock.readStream(streamed);
        const chunks = events.filter((event) => typeof event === "object");
        const usage = chunks.at(-1).usage;
        expect(usage).toEqual(whole.body.usage);
        let contentChunks = 0;
        for (const choice of whole.body.choices) {
          const pieces = chunks.filter((c) => c.choices[0]?.index === choice.index && typeof c.choices[0].delta.content === "string" && !c.choices[0].delta.role);
          contentChunks += pieces.length;
          const text = pieces.map((c) => c.choices[0].delta.content).join("");
          expect(text).toBe(choice.message.content);
          expect(pieces.every((c) => c.choices[0].delta.content !== "")).toBe(true);
          expect(countTokens(text)).toBe(pieces.length);
          if (choice.finish_reason === "length") {
            cut += 1;
            expect(pieces.length).toBe(body.max_tokens);
          }
        }
        expect(contentChunks).toBe(whole.body.usage.completion_tokens);
      }),
      { numRuns: 120 },
    );
    // The cut at max_tokens must have been exercised.
    expect(cut).toBeGreaterThan(10);
  });
});

describe("the n choices of a chat completion", () => {
  const choicesOf = async (content: string, n: number, extra: Record<string, unknown> = {}): Promise<string[]> => {
    const result = await testMock().call("POST", CHAT, { body: { model: "gpt-4o-mini", n, messages: [{ role: "user", content }], ...extra } });
    return result.body.choices.map((choice: { message: { content: string } }) => choice.message.content);
  };

  it("are distinct candidates where the reply can vary, as a model sampling at its default temperature writes them", async () => {
    for (const prompt of ["Tell me a one-sentence story about a cat", "Tell me a joke", "Write a haiku about the sea", "Explain what an API is"]) {
      const texts = await choicesOf(prompt, 3);
      expect(new Set(texts).size, prompt).toBe(3);
      expect(await choicesOf(prompt, 3), prompt).toEqual(texts);
    }
  });

  it("differ from their first words, so that a cut at max_tokens keeps them apart", async () => {
    for (const prompt of ["Write a short story about a dragon", "Write a bedtime story about a unicorn", "Tell me a joke about cats"]) {
      const texts = await choicesOf(prompt, 3, { max_tokens: 20 });
      expect(new Set(texts.map((text) => text.split(/\s+/, 4).join(" "))).size, prompt).toBe(3);
    }
  });

    it("are the same where the prompt has one right answer", async () => {
    expect(await choicesOf("Is 17 a prime number? Answer with true or false.", 3)).toEqual(["True", "True", "True"]);
    expect(await choicesOf("Count to 3", 2)).toEqual(["1, 2, 3.", "1, 2, 3."]);
  });
});

describe("logprobs", () => {
  const ask = (extra: Record<string, unknown>) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content: "Write a short story about a dragon" }], max_tokens: 12, ...extra });

  it("gives each token of the reply an entry with its bytes, a logprob and the top_logprobs asked for, the token first, as OpenAI does", async () => {
    const mock = testMock();
    const result = await mock.call("POST", CHAT, { body: ask({ logprobs: true, top_logprobs: 3 }) });
    expect(result.status).toBe(200);
    expect(conform("createChatCompletion", result)).toEqual([]);
    const [choice] = result.body.choices;
    const entries = choice.logprobs.content;
    expect(entries).toHaveLength(result.body.usage.completion_tokens);
    expect(entries.map((entry: any) => entry.token).join("")).toBe(choice.message.content);
    for (const entry of entries) {
      expect(entry.bytes).toEqual([...new TextEncoder().encode(entry.token)]);
      expect(entry.logprob).toBeLessThanOrEqual(0);
      expect(entry.top_logprobs).toHaveLength(3);
      expect(entry.top_logprobs[0]).toEqual({ token: entry.token, logprob: entry.logprob, bytes: entry.bytes });
      expect(new Set(entry.top_logprobs.map((top: any) => top.token)).size).toBe(3);
      // Probabilities of one place: each below the one before, together at most 1.
      const probabilities = entry.top_logprobs.map((top: any) => Math.exp(top.logprob));
      expect(probabilities.reduce((a: number, b: number) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-6);
      for (let i = 1; i < probabilities.length; i++) expect(probabilities[i]).toBeLessThan(probabilities[i - 1]);
    }
    // The same request, the same numbers; without top_logprobs, empty lists; without logprobs, none.
    expect((await mock.call("POST", CHAT, { body: ask({ logprobs: true, top_logprobs: 3 }) })).body.choices[0].logprobs).toEqual(choice.logprobs);
    const bare = (await mock.call("POST", CHAT, { body: ask({ logprobs: true }) })).body.choices[0].logprobs.content;
    expect(bare.every((entry: any) => entry.top_logprobs.length === 0)).toBe(true);
    expect(bare.map((entry: any) => entry.logprob)).toEqual(entries.map((entry: any) => entry.logprob));
    expect((await mock.call("POST", CHAT, { body: ask({}) })).body.choices[0]).not.toHaveProperty("logprobs");
  });

  it("sends each streamed content chunk its own token's entry, the same as the whole answer's", async () => {
    const mock = testMock();
    const whole = await mock.call("POST", CHAT, { body: ask({ logprobs: true, top_logprobs: 2 }) });
    const { events } = await mock.readStream(await mock.call("POST", CHAT, { body: ask({ logprobs: true, top_logprobs: 2, stream: true }) }));
    const content = events.filter((e) => typeof e === "object" && typeof e.choices[0]?.delta?.content === "string" && !e.choices[0].delta.role);
    expect(content.flatMap((e) => e.choices[0].logprobs.content)).toEqual(whole.body.choices[0].logprobs.content);
  });
});

describe("system_fingerprint", () => {
  const weather = {
    tools: [{ type: "function", function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } }],
    tool_choice: "required",
  };

  it("is OpenAI's fp_ and ten hex digits, the same for every answer of a model and another for another model", async () => {
    const mock = testMock();
    const ask = async (model: string, content: string) => (await mock.call("POST", CHAT, { body: { model, messages: [{ role: "user", content }] } })).body.system_fingerprint;
    const mini = await ask("gpt-4o-mini", "Hello");
    expect(mini).toMatch(/^fp_[0-9a-f]{10}$/);
    expect(await ask("gpt-4o-mini", "Name three rivers")).toBe(mini);
    expect(await ask("gpt-4o", "Hello")).not.toBe(mini);
    // Repeated, the answer is the memo's kept tail: the fingerprint is in it.
    expect(await ask("gpt-4o-mini", "Hello")).toBe(mini);
    expect(await ask("gpt-4o-mini", "Hello")).toBe(mini);
    const tools = await mock.call("POST", CHAT, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Weather in Paris?" }], ...weather } });
    expect(tools.body.system_fingerprint).toBe(mini);
    expect((await mock.call("POST", GENERATIONS, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello" }] } })).body.system_fingerprint).toBe(mini);
  });

  it("is on every streamed chunk, of text and of tool calls, the usage chunk included", async () => {
    const mock = testMock();
    const whole = await mock.call("POST", CHAT, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hello" }] } });
    for (const extra of [{}, weather]) {
      const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Weather in Paris?" }], stream: true, stream_options: { include_usage: true }, ...extra };
      const { events } = await mock.readStream(await mock.call("POST", CHAT, { body }));
      const chunks = events.filter((e) => typeof e === "object");
      expect(chunks.length).toBeGreaterThan(3);
      for (const chunk of chunks) expect(chunk.system_fingerprint).toBe(whole.body.system_fingerprint);
    }
  });
});
