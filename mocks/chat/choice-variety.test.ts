import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { hashSeed } from "../data/random.ts";
import { CATEGORIES } from "./categories.ts";
import { cityNamed } from "./city-names.ts";
import { asChoice, choiceSeed, reopened, sampled } from "./choice-variety.ts";

const CHAT = "/client/v2/ai/chat/completions";
const POOL = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"];

describe("a table's draw for a choice", () => {
  it("is the table's own pick for choice 0 and outside any completion: hashSeed of the same parts, the pool's first items", () => {
    for (const pick of [() => choiceSeed("sights", "Paris"), () => asChoice(0, 0, () => choiceSeed("sights", "Paris"))]) expect(pick()).toBe(hashSeed("sights", "Paris"));
    expect(sampled(POOL, 4)).toEqual(["a", "b", "c", "d"]);
    expect(asChoice(0, 0, () => sampled(POOL, 4))).toEqual(["a", "b", "c", "d"]);
  });

  it("is another pick for each later choice and redraw, the same every time it is asked again", () => {
    const seeds = [asChoice(1, 0, () => choiceSeed("x")), asChoice(2, 0, () => choiceSeed("x")), asChoice(1, 1, () => choiceSeed("x"))];
    expect(new Set([hashSeed("x"), ...seeds]).size).toBe(4);
    expect(asChoice(1, 0, () => choiceSeed("x"))).toBe(seeds[0]);
    const draws = [1, 2, 3].map((index) => asChoice(index, 0, () => sampled(POOL, 4)));
    expect(new Set(draws.map((draw) => draw.join())).size).toBe(3);
    for (const draw of draws) {
      expect(draw).toHaveLength(4);
      expect(new Set(draw).size).toBe(4);
      for (const item of draw) expect(POOL).toContain(item);
    }
    expect(asChoice(2, 0, () => sampled(POOL, 4))).toEqual(draws[1]);
  });

  it("keeps the pool's order when asked (the months, the planets) and never shortens a pool it reorders", () => {
    for (let index = 1; index <= 5; index++) {
      const inOrder = asChoice(index, 0, () => sampled(POOL, 4, { inOrder: true }));
      expect(inOrder).toEqual([...inOrder].sort());
      expect(asChoice(index, 0, () => sampled(POOL.slice(0, 3), 5))).toHaveLength(3);
    }
  });

  it("is choice 0's again once the completion's choice is done, even when composing it threw", () => {
    expect(() => asChoice(1, 0, () => {
      throw new Error("composing failed");
    })).toThrow("composing failed");
    expect(sampled(POOL, 2)).toEqual(["a", "b"]);
    expect(asChoice(1, 0, () => asChoice(0, 0, () => sampled(POOL, 2)))).toEqual(["a", "b"]);
  });
});

describe("the tables' picks", () => {
  it("hash the prompt through choiceSeed, never hashSeed, so that a table added later varies per choice too", () => {
    const dir = new URL(".", import.meta.url);
    const hashingThePrompt = readdirSync(dir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .filter((file) => /\bhashSeed\([^)]*\bprompt\b/.test(readFileSync(new URL(file, dir), "utf8")));
    expect(hashingThePrompt).toEqual([]);
  });
});

describe("a stock intro opened another way", () => {
  it("opens 'Here are…' as a model opens its next sample, one opener per choice, and leaves any other reply alone", () => {
    expect(reopened("Here are 5 tips:", 1, () => true)).toBe("Sure! Here are 5 tips:");
    expect(reopened("Here are 5 tips:", 2, () => true)).toBe("Of course! Here are 5 tips:");
    expect(reopened("Here are 5 tips:", 1, (text) => !text.startsWith("Sure!"))).toBe("Of course! Here are 5 tips:");
    expect(reopened("Here are 5 tips:", 1, () => false)).toBeUndefined();
    for (const text of ["True", "The capital of France is Paris.", "1. Apple\n2. Pear", '{"a":1}']) expect(reopened(text, 1, () => true)).toBeUndefined();
  });
});

/** The items of a reply's numbered or bulleted list, without their marks. */
const itemsOf = (text: string): string[] => [...text.matchAll(/^(?:\d+\.|-) (.+)$/gm)].map((match) => match[1]!);
/** An item's bold name: "**The Louvre**: …" → "The Louvre". */
const nameOf = (item: string): string => /^\*\*(.+?)\*\*/.exec(item)?.[1] ?? item;

const rome = cityNamed("Rome")!;
const romeNames = [...rome.sights, ...rome.foods].map(([name]) => name);
const fruits = CATEGORIES.get("fruit")!;
const planets = CATEGORIES.get("planet")!;

/** Curated prompt kinds, each with what every one of its choices must still hold. */
const CURATED: readonly (readonly [prompt: string, holds: (text: string) => void])[] = [
  ["Give me 5 tips for better sleep", (text) => expect(itemsOf(text)).toHaveLength(5)],
  ["Give me 3 ideas for a birthday party for my 8 year old", (text) => expect(itemsOf(text)).toHaveLength(3)],
  ["Give me 4 gift ideas for my dad", (text) => expect(itemsOf(text)).toHaveLength(4)],
  ["Give me 10 blog post ideas about remote work", (text) => expect(itemsOf(text)).toHaveLength(10)],
  [
    "5 things to do in Rome",
    (text) => {
      expect(itemsOf(text)).toHaveLength(5);
      // "**Day trip to Tivoli**", "**Supplì …**": a sight's name, as the list writes it.
      const named = (item: string, name: string) => nameOf(item).toLowerCase().endsWith(name.toLowerCase().replace(/^the /, ""));
      for (const item of itemsOf(text)) expect(romeNames.some((name) => named(item, name)), item).toBe(true);
    },
  ],
  ["Top 5 places to visit in Japan", (text) => expect(itemsOf(text)).toHaveLength(5)],
  ["What should I see in Scotland?", (text) => expect(itemsOf(text)).toHaveLength(8)],
  ["What food should I try in Tokyo?", (text) => expect(itemsOf(text).length).toBeGreaterThanOrEqual(4)],
  ["Where should I eat in Paris?", (text) => expect(itemsOf(text).length).toBeGreaterThanOrEqual(3)],
  [
    "Plan a 3 day trip to Paris",
    (text) => {
      const days = [...text.matchAll(/^\*\*Day (\d): (.+)\*\*$/gm)];
      expect(days.map((day) => day[1])).toEqual(["1", "2", "3"]);
      expect(days[0]![2]).toBe("Arrive and get your bearings");
      expect(days[2]![2]).toBe("Last favorites and departure");
      const slots = text.split("\n").filter((line) => /^- (?:Morning|Afternoon|Evening): /.test(line));
      expect(new Set(slots).size).toBe(slots.length);
    },
  ],
  [
    "Plan a 4 day trip to Tuscany",
    (text) => {
      expect([...text.matchAll(/^\*\*Day (\d): /gm)].map((day) => day[1])).toEqual(["1", "2", "3", "4"]);
      expect(text).not.toMatch(/\bcity\b|Tuscany's/);
    },
  ],
  [
    "Recommend 4 books like Dune",
    (text) => {
      expect(itemsOf(text)).toHaveLength(4);
      for (const item of itemsOf(text)) expect(item).not.toMatch(/\*\*Dune\b|Frank Herbert/);
    },
  ],
  ["Recommend 3 sci-fi movies", (text) => expect(itemsOf(text)).toHaveLength(3)],
  ["What are the advantages of TypeScript?", (text) => expect(itemsOf(text)).toHaveLength(4)],
  [
    "What are the pros and cons of remote work?",
    (text) => {
      const [pros = "", cons = ""] = text.split("**Cons**");
      expect([itemsOf(pros).length, itemsOf(cons).length]).toEqual([4, 4]);
    },
  ],
  ["Compare Python and JavaScript", (text) => expect(text.split("\n").filter((line) => line.startsWith("| ")).length).toBe(6)],
  ["Give me 3 startup ideas", (text) => expect(itemsOf(text)).toHaveLength(3)],
  [
    "Suggest 5 names for a coffee shop",
    (text) => {
      expect(itemsOf(text)).toHaveLength(5);
      for (const name of itemsOf(text)) expect(name).toContain("Coffee");
    },
  ],
  [
    "Name five fruits",
    (text) => {
      expect(itemsOf(text)).toHaveLength(5);
      for (const fruit of itemsOf(text)) expect(fruits).toContain(fruit);
    },
  ],
  [
    "List 3 planets",
    (text) => {
      const named = itemsOf(text);
      expect(named).toHaveLength(3);
      expect(named).toEqual([...named].sort((a, b) => planets.indexOf(a) - planets.indexOf(b)));
    },
  ],
];

describe("the n choices of a curated reply", () => {
  const ask = (mock: ReturnType<typeof testMock>, content: string, extra: Record<string, unknown> = {}) =>
    mock.call("POST", CHAT, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], ...extra } });
  const texts = (result: { body: { choices: { message: { content: string } }[] } }) => result.body.choices.map((choice) => choice.message.content);

  it.each(CURATED)("are three candidates for %j: choice 0 the n: 1 reply, each as the request asks, the same twice, streamed alike", async (prompt, holds) => {
    const mock = testMock();
    const [one, three] = [await ask(mock, prompt), await ask(mock, prompt, { n: 3 })];
    const choices = texts(three);
    expect(new Set(choices).size, choices.join("\n\n======\n\n")).toBe(3);
    // Not only opened another way: the items (or their order) differ below the intro line.
    expect(new Set(choices.map((text) => text.split("\n").slice(1).join("\n"))).size).toBe(3);
    expect(choices[0]).toBe(texts(one)[0]);
    for (const text of choices) holds(text);
    // A fresh mock: the memo does not answer the repeat.
    expect(texts(await ask(testMock(), prompt, { n: 3 }))).toEqual(choices);
    const { events } = await mock.readStream(await ask(mock, prompt, { n: 3, stream: true }));
    const streamed = ["", "", ""];
    for (const event of events) for (const choice of typeof event === "object" ? event.choices : []) streamed[choice.index] += choice.delta.content ?? "";
    expect(streamed).toEqual(choices);
  });

  it("agree where the list has one right answer: every choice lists the months, in order", async () => {
    const months = Array.from({ length: 12 }, (_, i) => new Date(2024, i, 1).toLocaleString("en", { month: "long" }));
    const choices = texts(await ask(testMock(), "List the months", { n: 3 }));
    for (const text of choices) expect(itemsOf(text)).toEqual(months);
  });
});
