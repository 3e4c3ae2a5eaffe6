import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { brief, oneWord } from "./brevity.ts";
import { sentencesOf } from "./sentences.ts";
import { inDialect } from "./personas.ts";
import { systemInstructions } from "./system-instructions.ts";

const CHAT = "/client/v2/ai/chat/completions";

type Message = { role: string; content: string };

/** The reply's text for a conversation, through the chat handler. */
async function reply(messages: Message[], extra: Record<string, unknown> = {}): Promise<string> {
  const result = await testMock().call("POST", CHAT, { body: { model: "gpt-4o-mini", messages, ...extra } });
  expect(result.status).toBe(200);
  return result.body.choices[0].message.content as string;
}

const asked = (system: string, user: string, role = "system"): Message[] => [
  { role, content: system },
  { role: "user", content: user },
];

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));

describe("a system message that asks for a length", () => {
  it("answers in one word with the answer's key entity", async () => {
    expect(await reply(asked("Answer in one word.", "What is the capital of France?"))).toBe("Paris.");
    expect(await reply(asked("Respond with a single word only.", "Who wrote Romeo and Juliet?"))).toBe("Shakespeare.");
    expect(await reply(asked("One-word answers only.", "What is 12 * 7?"))).toBe("84");
  });

  it("answers in one sentence with the reply's lead sentence", async () => {
    const full = await reply([{ role: "user", content: "What is photosynthesis?" }]);
    const short = await reply(asked("Answer in one sentence.", "What is photosynthesis?"));
    expect(sentencesOf(full).length).toBeGreaterThan(1);
    expect(sentencesOf(short)).toHaveLength(1);
    expect(full.startsWith(short)).toBe(true);
  });

  it("keeps a concise reply to its lead, never cut mid-word", async () => {
    for (const system of ["Be concise.", "Keep your answers short.", "Answer briefly.", "You are a terse assistant."]) {
      const full = await reply([{ role: "user", content: "Why is the sky blue?" }]);
      const short = await reply(asked(system, "Why is the sky blue?"));
      expect(wordsOf(short).length, system).toBeLessThan(wordsOf(full).length);
      expect(wordsOf(short).length, system).toBeLessThanOrEqual(50);
      expect(full.startsWith(short), system).toBe(true);
    }
  });

  it("keeps under a word limit with whole sentences, or whole words of the first", async () => {
    expect(await reply(asked("Keep answers under 20 words.", "Why is the sky blue?"))).toBe("The sky looks blue because of **Rayleigh scattering**.");
    expect(await reply(asked("Answer in 4 words or less.", "Why is the sky blue?"))).toBe("The sky looks blue.");
    expect(brief("Sunlight contains every color, and the air scatters blue.", { sentences: 1, words: 5 })).toBe("Sunlight contains every color.");
  });

  it("keeps the code a short reply introduces whole", async () => {
    const prompt = "Write a Python function to reverse a string";
    const full = await reply([{ role: "user", content: prompt }]);
    const short = await reply(asked("Be concise.", prompt));
    const code = /```[\s\S]*?```/.exec(full)?.[0];
    expect(code).toBeDefined();
    expect(short).toContain(code);
    // The explanation after the code is what a short reply does without.
    expect(full.trimEnd().endsWith("```")).toBe(false);
    expect(short.trimEnd().endsWith("```")).toBe(true);
  });

  it("gives a list as its items' titles, inline in one sentence", () => {
    const list = "Here are 3 tips for better sleep:\n\n1. **Keep a schedule**: Go to bed at the same time.\n2. **Limit screens**: Put the phone away.\n3. **Cut caffeine**: None after noon.\n\nSleep well!";
    expect(brief(list, { sentences: 1 })).toBe("Here are 3 tips for better sleep: keep a schedule, limit screens and cut caffeine.");
    expect(brief(list, { sentences: 2, words: 50 })).toBe("Here are 3 tips for better sleep:\n\n1. Keep a schedule\n2. Limit screens\n3. Cut caffeine");
  });

  it("reads the key entity of a reply that opens with it or ends with a sum", () => {
    expect(oneWord("Paris is the capital of France.", "What is the capital of France?")).toBe("Paris.");
    expect(oneWord("2 + 2 = 4.", "What is 2+2?")).toBe("4");
    expect(oneWord("Yes, 7 is a prime number.", "Is 7 prime?")).toBe("Yes.");
  });
});

describe("a system message that asks for a persona", () => {
  it("talks like a pirate, keeping what it says", async () => {
    const plain = await reply([{ role: "user", content: "How are you today?" }]);
    const pirate = await reply(asked("You are a pirate. Always talk like a pirate.", "How are you today?"));
    expect(pirate).toMatch(/^Ahoy, matey! /);
    expect(pirate).toMatch(/ Arr!$/);
    expect(pirate).toMatch(/\bye\b/);
    expect(pirate).not.toMatch(/\byou\b/i);
    expect(plain).not.toMatch(/Ahoy|Arr/);
  });

  it("keeps facts and code as they are", async () => {
    const fact = await reply(asked("Talk like a pirate.", "What is the capital of France?"));
    expect(fact).toContain("Paris");
    const prompt = "Write a Python function to reverse a string";
    const code = /```[\s\S]*?```/.exec(await reply([{ role: "user", content: prompt }]))![0];
    expect(await reply(asked("You are a pirate captain.", prompt))).toContain(code);
    expect(inDialect("pirate", "Yes, `your_var` is my favourite. Thank you!")).toBe("Ahoy, matey! Aye, `your_var` is me favourite. Thank ye! Arr!");
  });

  it("speaks like Shakespeare or a cowboy when asked", async () => {
    expect(await reply(asked("Speak like Shakespeare.", "How are you today?"))).toMatch(/^Good morrow! [\s\S]*\bthee\b[\s\S]* Fare thee well\.$/);
    expect(await reply(asked("You are a friendly cowboy.", "How are you today?"))).toMatch(/^Howdy, partner! [\s\S]* Happy trails!$/);
  });

  it("opens each of n choices with its own greeting, the first with the dialect's best known", async () => {
    const choices = (await testMock().call("POST", CHAT, { body: { model: "gpt-4o-mini", messages: asked("You are a pirate. Always talk like a pirate.", "What is the capital of France?"), n: 3 } })).body.choices as { message: { content: string } }[];
    expect(choices.map((choice) => choice.message.content)).toEqual([
      "Ahoy, matey! The capital of France is Paris. Arr!",
      "Arr, me hearty! The capital of France is Paris. Arr!",
      "Avast, ye landlubber! The capital of France is Paris. Arr!",
    ]);
    expect(inDialect("shakespeare", "Hello there! Nice to meet you.", true, 1)).toBe("Well met, good friend! Nice to meet thee. Fare thee well.");
    expect(inDialect("cowboy", "All good.", true, 2)).toBe("Hey there, partner! All good. Happy trails!");
    // More choices than greetings: they come round again.
    expect(inDialect("pirate", "All good.", true, 5)).toBe(inDialect("pirate", "All good."));
  });

  it("changes nothing for other personas, other languages or no system message", async () => {
    for (const system of ["You are a helpful assistant.", "You are an expert chef.", "Always respond in Spanish.", "You are an expert on pirate history.", "Explain JSON to beginners."]) {
      expect(systemInstructions(asked(system, "How are you today?")), system).toBeUndefined();
      expect(await reply(asked(system, "What is the capital of France?")), system).toBe("The capital of France is Paris.");
      expect(await reply(asked(system, "How are you today?")), system).toMatch(/^(?:I'm doing well|All good here)[^]*\?$/);
    }
    expect(await reply([{ role: "user", content: "What is the capital of France?" }])).toBe("The capital of France is Paris.");
  });
});

describe("a system message in capitals", () => {
  it("asks the same forms as in lower case", () => {
    const instructed = (system: string) => systemInstructions(asked(system, "What is the capital of France?"));
    expect(instructed("RESPOND ONLY WITH VALID JSON.")?.json).toBe(true);
    expect(instructed("ANSWER IN ONE WORD.")?.follow("The capital of France is Paris.")).toBe("Paris.");
    expect(instructed("Answer In One Sentence.")?.follow("The capital of France is Paris. It is known for the Eiffel Tower.")).toBe("The capital of France is Paris.");
    expect(instructed("KEEP ANSWERS UNDER 5 WORDS.")?.follow("The capital of France is Paris.")).toBe("The capital of France.");
    expect(instructed("BE CONCISE.")?.follow("The capital of France is Paris. It is known for the Eiffel Tower. It is big.")).toBe("The capital of France is Paris. It is known for the Eiffel Tower.");
    expect(instructed("YOU ARE A PIRATE.")?.follow("The capital of France is Paris.")).toBe("Ahoy, matey! The capital of France is Paris. Arr!");
    expect(instructed("Talk Like Shakespeare.")?.follow("Hello there! Nice to meet you.")).toBe("Good morrow! Nice to meet thee. Fare thee well.");
    expect(instructed("YOU ARE A COWBOY.")?.follow("All good.")).toBe("Howdy, partner! All good. Happy trails!");
  });
});

describe("a system message that demands JSON", () => {
  it("answers with a JSON document, as JSON mode does", async () => {
    for (const system of ["You are a helpful assistant that responds in JSON.", "Respond only with valid JSON."]) {
      const text = await reply(asked(system, "List three colors"));
      const document = JSON.parse(text) as Record<string, unknown>;
      expect(Object.values(document).some((value) => Array.isArray(value) && value.length === 3), `${system}: ${text}`).toBe(true);
    }
  });

  it("follows the keys the system message names", async () => {
    expect(JSON.parse(await reply(asked("Respond in JSON with keys name and age.", "John is 30 years old")))).toEqual({ name: "John", age: 30 });
  });

  it("reads the developer message as a system message", async () => {
    expect(() => JSON.parse("List")).toThrow();
    expect(JSON.parse(await reply(asked("Output JSON only.", "List three colors", "developer")))).toBeTypeOf("object");
    expect(await reply(asked("Answer in one word.", "What is the capital of France?", "developer"))).toBe("Paris.");
  });

  it("leaves tool calls and response_format requests as they were", async () => {
    const tools = [{ type: "function", function: { name: "get_weather", description: "Weather for a city", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } } }];
    const call = async (messages: Message[], extra: Record<string, unknown>) => (await testMock().call("POST", CHAT, { body: { model: "gpt-4o-mini", messages, ...extra } })).body.choices[0].message;
    const called = (await call(asked("Respond only with valid JSON. Be concise.", "What's the weather in Paris?"), { tools })) as { tool_calls: { function: unknown }[] };
    expect(called.tool_calls.map((tool) => tool.function)).toEqual([{ name: "get_weather", arguments: '{"city":"Paris"}' }]);
    const format = { response_format: { type: "json_schema", json_schema: { name: "city", schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"], additionalProperties: false } } } };
    expect(await call(asked("Be concise. Talk like a pirate.", "The capital of France is Paris"), format)).toEqual(await call(asked("Be helpful.", "The capital of France is Paris"), format));
  });
});

describe("the shaped reply", () => {
  it("is what streaming, n choices and max_tokens see", async () => {
    const messages = asked("You are a pirate.", "How are you today?");
    const whole = await reply(messages);
    const mock = testMock();
    const { events } = await mock.readStream(await mock.call("POST", CHAT, { body: { model: "gpt-4o-mini", messages, stream: true } }));
    let text = "";
    for (const event of events) for (const choice of typeof event === "object" ? event.choices : []) text += choice.delta.content ?? "";
    expect(text).toBe(whole);
    const choices = (await mock.call("POST", CHAT, { body: { model: "gpt-4o-mini", messages, n: 2 } })).body.choices as { message: { content: string } }[];
    // Each choice opens with its own pirate greeting, the first with the best known.
    expect(choices.map((choice) => choice.message.content.split("!")[0])).toEqual(["Ahoy, matey", "Arr, me hearty"]);
    for (const choice of choices) expect(choice.message.content).toMatch(/ Arr!$/);
    const cut = (await mock.call("POST", CHAT, { body: { model: "gpt-4o-mini", messages, max_tokens: 3 } })).body.choices[0];
    expect(cut.finish_reason).toBe("length");
    expect(whole.startsWith(cut.message.content)).toBe(true);
    expect(cut.message.content).toMatch(/^Ahoy/);
  });
});

describe("a length and a persona together", () => {
  it("cut the reply first, then say it in the dialect", async () => {
    const tips = await reply(asked("You are a pirate. Be concise.", "Give me tips for better sleep"));
    expect(tips).toMatch(/^Ahoy, matey! Here are 5 tips for better sleep:\n\n1\. [^\n]+\n/);
    expect(tips.split("\n").filter((line) => /^\d\. /.test(line))).toHaveLength(5);
    expect(tips).toMatch(/\n\nArr!$/);
    expect(await reply(asked("You are a pirate. Answer in one word.", "What is the capital of France?"))).toBe("Paris.");
    expect(await reply(asked("Talk like a pirate. Keep answers under 10 words.", "How are you today?"))).not.toMatch(/Ahoy|Arr/);
  });
});
