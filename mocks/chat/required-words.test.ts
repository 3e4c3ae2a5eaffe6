import { generateSync } from "json-schema-faker";
import { describe, expect, it } from "vitest";
import { CONCEPT_TABLE } from "./developer-questions.ts";
import { EXPLANATION_TABLE } from "./explanations.ts";
import { FORMULA_TABLE } from "./formulas.ts";
import { FINANCE_TABLE } from "./personal-finance.ts";
import { PrefilteredTable, requiredWords, WordPrefilter } from "./required-words.ts";
import { curatedWhyHow } from "./why-how-answers.ts";
import { NATURE_ANSWERS } from "./why-how-nature.ts";
import { TECH_ANSWERS } from "./why-how-tech.ts";
import { askedCore } from "./why-how-questions.ts";

/** The curated lookup with no prefilter: every pattern tried in table order, what the prefilter must never change. */
function curatedWhyHowByEveryPattern(prompt: string) {
  const core = askedCore(prompt);
  return core === "" ? undefined : [...NATURE_ANSWERS, ...TECH_ANSWERS].find(({ asked }) => asked.test(core));
}

describe("the words a pattern cannot match without", () => {
  it("are a literal of its sequence, the rarest part, or one of an alternation's branches' words", () => {
    expect(requiredWords(String.raw`^(?:why\s+(?:do|does)\s+(?:cats?|kittens?)\s+purr)$`)).toEqual(["purr"]);
    expect(requiredWords(String.raw`^(?:what\s+is\s+(?:dns|the\s+domain\s+name\s+system))$`)).toEqual(["dns", "domain"]);
    expect(requiredWords(String.raw`^(?:how\s+does\s+gps\s+work|what\s+makes\s+(?:a\s+)?rainbows?)$`)).toEqual(["gps", "rainbow"]);
  });

  it("leave out what a match may lack: an optional part, a quantified letter, a lookaround", () => {
    expect(requiredWords(String.raw`^(?:(?:cats?\s+)?purring)$`)).toEqual(["purring"]);
    expect(requiredWords(String.raw`^(?:hats?)$`)).toEqual(["hat"]);
    expect(requiredWords(String.raw`^(?:(?=zebra)\w+\s+stripes)$`)).toEqual(["stripes"]);
  });

  it("are none when a branch names no word: the pattern is always tried", () => {
    expect(requiredWords(String.raw`^(?:[a-z]+\s+x|0?\.1)$`)).toBeUndefined();
    expect(requiredWords(String.raw`^(?:cats\s+purr|(?:dogs)?)$`)).toBeUndefined();
  });

  it("name, in table order, the patterns whose words a text has anywhere, and those with none", () => {
    const prefilter = new WordPrefilter([["purr"], ["gps", "satellite"], undefined, ["purring", "cat"]]);
    expect(prefilter.candidates("why do cats purr")).toEqual([0, 2, 3]);
    expect(prefilter.candidates("how do satellites find my phone")).toEqual([1, 2]);
    expect(prefilter.candidates("how does dns work")).toEqual([2]);
    expect(prefilter.candidates("ca")).toEqual([2]);
  });

  // Questions generated from each curated pattern (json-schema-faker writes strings a pattern
  // matches), with the spaces and case the lookup reads them in.
  const questions = [...NATURE_ANSWERS, ...TECH_ANSWERS].flatMap(({ asked }) =>
    [1, 2, 3, 4, 5, 6].map((seed) => (generateSync({ type: "string", pattern: asked.source } as never, { seed } as never) as string).replace(/\s+/g, " ").toLowerCase()),
  );

  it("never hide a curated answer: for every generated question the prefiltered lookup finds what trying every pattern finds", () => {
    expect(questions.length).toBeGreaterThan(300);
    let found = 0;
    for (const question of questions) {
      const everyPattern = curatedWhyHowByEveryPattern(question);
      expect(curatedWhyHow(question), question).toBe(everyPattern);
      if (everyPattern) found += 1;
    }
    // Most generated questions are answered (a few lose words to the lead a prompt is cut of).
    expect(found).toBeGreaterThan(questions.length * 0.8);
  });
});

describe("a prefiltered table", () => {
  const tables = { CONCEPT_TABLE, EXPLANATION_TABLE, FORMULA_TABLE, FINANCE_TABLE } as Record<string, PrefilteredTable<unknown>>;

  /** Texts each entry's pattern matches (json-schema-faker writes them), and the same in other case and spacing. */
  function textsOf(table: PrefilteredTable<unknown>): string[] {
    return table.entries.flatMap((entry) =>
      [1, 2, 3].flatMap((seed) => {
        const text = generateSync({ type: "string", pattern: table.patternOf(entry).source } as never, { seed } as never) as string;
        return [text, text.toUpperCase(), `Please, ${text.replace(/\s+/g, " ")}`];
      }),
    );
  }

  for (const [name, table] of Object.entries(tables)) {
    it(`${name} finds, for every text its patterns match, the entry a scan of every pattern finds`, () => {
      const texts = textsOf(table);
      expect(texts.length).toBeGreaterThanOrEqual(table.entries.length * 9);
      let found = 0;
      for (const text of texts) {
        const scanned = table.scan(text);
        expect(table.find(text), text).toBe(scanned);
        if (scanned !== undefined) found += 1;
      }
      // Most generated texts match an entry: the comparison is not between two misses.
      expect(found).toBeGreaterThan(texts.length / 3);
    });
  }

  it("tries only the entries whose words a text has, in table order", () => {
    const tried: string[] = [];
    const entry = (name: string, asked: RegExp) => ({ name, asked: { source: asked.source, test: (text: string) => (tried.push(name), asked.test(text)) } as unknown as RegExp });
    const table = new PrefilteredTable([entry("purr", /why do cats purr/i), entry("gps", /how does gps work/i), entry("any", /^\d+$/)], (one) => one.asked);
    expect(table.find("Why do cats purr?")?.name).toBe("purr");
    expect(tried).toEqual(["purr"]);
    tried.length = 0;
    expect(table.find("42")?.name).toBe("any");
    expect(tried).toEqual(["any"]);
  });
});
