import { describe, expect, it } from "vitest";
import { asChoice } from "./choice-variety.ts";
import { knownReply } from "./known-replies.ts";
import { seededRandom } from "../data/random.ts";
import { dinnerIdeasReply } from "./dinner-ideas.ts";

/** The dishes a reply names, in bold. */
function dishesOf(reply: string | undefined): string[] {
  return [...(reply ?? "").matchAll(/^\d\. \*\*([^*]+)\*\*: \S.+\.$/gm)].map((match) => match[1]!);
}
const MEAT = /chicken|beef|salmon|cod|chilli con carne/i;

describe("\"What should I cook for dinner tonight?\" is answered with dishes", () => {
  it("names at least three dishes, each with why it suits tonight", () => {
    const reply = dinnerIdeasReply("What should I cook for dinner tonight?");
    expect(reply).toMatch(/^Here are a few ideas for dinner tonight:/);
    expect(dishesOf(reply).length).toBeGreaterThanOrEqual(3);
    expect(knownReply([], "What should I cook for dinner tonight?", seededRandom(1), undefined)).toBe(reply);
  });

  it("honours a diet or an ingredient the prompt names", () => {
    const vegetarian = dishesOf(dinnerIdeasReply("What should I cook for dinner tonight? Something vegetarian"));
    expect(vegetarian.length).toBeGreaterThanOrEqual(3);
    for (const dish of vegetarian) expect(dish).not.toMatch(MEAT);
    for (const dish of dishesOf(dinnerIdeasReply("What should I make for a vegan dinner?"))) expect(dish).not.toMatch(/chicken|beef|salmon|cod|egg|shakshuka|cheese|quesadilla|butter|creamy|risotto/i);
    const chicken = dishesOf(dinnerIdeasReply("What should I cook for dinner with chicken?"));
    expect(chicken.length).toBeGreaterThanOrEqual(3);
    for (const dish of chicken) expect(dish).toMatch(/chicken/i);
  });

  it("gives a later choice other dishes", () => {
    const choices = [0, 1, 2].map((index) => asChoice(index, 0, () => dishesOf(dinnerIdeasReply("What should I cook for dinner tonight?")).join()));
    expect(new Set(choices).size).toBeGreaterThan(1);
  });

  it("leaves dinner ideas for a toddler or a party to the suggestions", () => {
    expect(dinnerIdeasReply("I need 3 dinner ideas for a picky toddler")).toBeUndefined();
  });
});
