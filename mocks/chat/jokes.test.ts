/**
 * Jokes as a model tells them: a classic whose punchline belongs to its setup, about the subject
 * asked when a table knows it, never a template with the subject put in ("Why can't a computer
 * keep a secret? Because everyone can see right through it").
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { curatedJoke } from "./jokes.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const reply = (prompt: string, seed = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(seed), knownReply);
/** The joke's lines: between the intro and the closing offer. */
const jokeOf = (text: string) => text.split("\n\n")[1]!;
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

describe("jokes", () => {
  it("answers 'Tell me a joke' with real classics, a few across prompts' seeds", () => {
    const jokes = new Set(SEEDS.map((seed) => jokeOf(reply("Tell me a joke", seed))));
    expect(jokes.size).toBeGreaterThan(2);
    for (const joke of jokes) expect(joke).not.toMatch(/see right through it|bring a ladder to the meeting|crack up|never trust stairs/);
    expect([...jokes].join("\n")).toMatch(/make up everything|outstanding in his field|impasta|guts|put down|two-tired|gummy bear|days off/);
  });

  it.each([
    ["Tell me a joke about cats", /mouse|meowtain|cheetahs|Purr-ple/],
    ["Tell me a programming joke", /bugs|hardware problem|join you|binary|C#|cache/],
    ["Do you know any good math jokes?", /seven eight nine|problems|never meet|roamin'/],
    ["Tell me a joke about coffee", /latte|mugged|grounded|Sneezy/],
    ["Give me a dog joke", /labracadabrador|hot dog|watchdog|two left feet/],
  ])("tells %j a joke of its subject", (prompt, punchlines) => {
    for (const seed of SEEDS.slice(0, 4)) expect(jokeOf(reply(prompt, seed)), prompt).toMatch(punchlines);
  });

  it("tells a knock-knock joke as its exchange, then the punchline", () => {
    const joke = jokeOf(reply("Tell me a knock-knock joke"));
    expect(joke.split("\n").slice(0, 2)).toEqual(["Knock, knock.", "Who's there?"]);
    expect(joke.split("\n")).toHaveLength(5);
  });

  it("leaves a subject no table knows to the templates, which name it", () => {
    expect(curatedJoke("Tell me a joke about bears", seededRandom(1))).toBeUndefined();
    expect(jokeOf(reply("Tell me a joke about bears"))).toMatch(/\bbear\b/);
  });

  it("tells no joke to a question about one", () => {
    for (const prompt of ["Is it a joke?", "Explain why this joke is funny: why did the chicken cross the road?", "What makes a joke funny?"]) expect(curatedJoke(prompt, seededRandom(1)), prompt).toBeUndefined();
  });
});
