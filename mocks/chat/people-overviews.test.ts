import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { creatorReply } from "./creators.ts";
import { knownReply } from "./known-replies.ts";
import { lifeReply } from "./life-questions.ts";
import { LIVES } from "./people-lives.ts";
import { KNOWN_FOR, peopleOverviewReply } from "./people-overviews.ts";
import { composeReply } from "./reply.ts";
import { triviaReply } from "./trivia.ts";

/** The clock these answers are dated by: 7 December 2026. */
const DECEMBER_7 = Date.UTC(2026, 11, 7, 12);
/** The mock's reply to a conversation of alternating user and assistant turns, the user first. */
const answered = (...texts: string[]) => composeReply(texts.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content })), seededRandom(1), knownReply, undefined, DECEMBER_7);

describe("who a well-known person is or was", () => {
  it("gives the name, the dates, what they are known for and key facts", () => {
    const einstein = answered("Tell me about Albert Einstein");
    expect(einstein.startsWith("**Albert Einstein** (14 March 1879 – 18 April 1955) was a German-born theoretical physicist best known for the theory of relativity and the equation E = mc²; he won the 1921 Nobel Prize in Physics for explaining the photoelectric effect.\n\n- ")).toBe(true);
    expect(einstein.split("\n").filter((line) => line.startsWith("- ")).length).toBeGreaterThanOrEqual(2);
    expect(answered("Who was Marie Curie?").startsWith("**Marie Curie** (7 November 1867 – 4 July 1934) was a Polish-born French physicist and chemist")).toBe(true);
    expect(answered("who was shakespeare").startsWith("**William Shakespeare** (April 1564 – 23 April 1616) was an English playwright")).toBe(true);
    expect(answered("What is Bob Dylan known for?")).toContain("He won the Nobel Prize in Literature in 2016.");
    expect(answered("Why is Usain Bolt famous?")).toContain("9.58 seconds");
  });

  it("writes a living person in the present tense, born on the date the table gives, with no age", () => {
    const musk = answered("Who is Elon Musk?");
    expect(musk.startsWith("**Elon Musk** (born 28 June 1971) is a South African-born businessman")).toBe(true);
    expect(musk).not.toMatch(/\b(?:55|years old|aged?)\b/);
    expect(answered("Can you tell me about Taylor Swift?").startsWith("**Taylor Swift** (born 13 December 1989) is an American singer-songwriter")).toBe(true);
  });

  it("knows only the people of people-lives.ts, each by the tense their dates call for", () => {
    expect(Object.keys(KNOWN_FOR).length).toBeGreaterThanOrEqual(120);
    for (const [shown, [lead]] of Object.entries(KNOWN_FOR)) {
      const person = LIVES.find((one) => one.shown === shown);
      expect(person, shown).toBeDefined();
      const reply = peopleOverviewReply(`Who was ${person!.names[0]}?`);
      expect(reply?.startsWith(`**${shown}** (${person!.died === undefined ? "born " : ""}`), shown).toBe(true);
      expect(reply, shown).toContain(`) ${person!.died === undefined ? "is" : "was"} ${lead}.`);
    }
  });

  it("leaves births, ages, makers, office holders and people it does not know to the other replies", () => {
    for (const prompt of ["When was Einstein born?", "How old is Taylor Swift?"]) expect(answered(prompt)).toBe(lifeReply(prompt, DECEMBER_7));
    for (const prompt of ["Who painted the Mona Lisa?", "Who founded Apple?"]) expect(answered(prompt)).toBe(creatorReply(prompt));
    for (const prompt of ["Who is the CEO of Apple?", "Who was the first man on the moon?", "Who invented the telephone?"]) expect(answered(prompt)).toBe(triviaReply(prompt));
    // "Who is the queen?" asks who holds the office now; Drake is in the dates table but not this one.
    for (const prompt of ["Who is the queen?", "Who is Drake?", "Who is my neighbour?", "Tell me about yourself", "Tell me about Albert Einstein ".repeat(3000)]) {
      expect(peopleOverviewReply(prompt), prompt.slice(0, 40)).toBeUndefined();
    }
  });

  it("answers a follow-up about the person it described", () => {
    // The answer opens with the name the question gave; "he" is that person, not "March 1879".
    expect(answered("Who was Albert Einstein?", peopleOverviewReply("Who was Albert Einstein?")!, "When was he born?")).toBe(lifeReply("When was Albert Einstein born?"));
    expect(answered("Tell me about Marie Curie", peopleOverviewReply("Tell me about Marie Curie")!, "Where did she die?")).toBe(lifeReply("Where did Marie Curie die?"));
  });
});
