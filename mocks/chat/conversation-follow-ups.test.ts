import { describe, expect, it } from "vitest";
import { lastReply, repliesInTurn } from "../../test/support/chat-turns.ts";
import { wordCount } from "./brevity.ts";
import { sentencesOf } from "./sentences.ts";
import { scaleAsked } from "./recipe-scaling.ts";

/** The chain's replies to what it does not know: none of these follow-ups may get one. */
const GENERIC = /it helps to know|I'd rather not guess|Tell me what you'd like to do with it|Sure, let's talk about/i;

describe("a follow-up asks the same question of a new subject", () => {
  it.each(["Now one about Germany", "What about Germany?", "same for Germany", "and germany"])("%j after the capital of France", (prompt) => {
    expect(lastReply(undefined, "what is the capital of france", prompt)).toBe("The capital of Germany is Berlin.");
  });

  it("keeps the number a percentage is of", () => {
    expect(lastReply(undefined, "What's 15% of 80?", "And 20%?")).toBe("20% of 80 is 16.");
  });
});

describe("a follow-up asks about the previous subject", () => {
  it.each([
    ["What are the downsides?", /drawbacks of microservices/],
    ["Any disadvantages?", /drawbacks of microservices/],
    ["what are the drawbacks", /drawbacks of microservices/],
    ["What are the pros and cons?", /Pros of microservices[\s\S]*Cons/],
    ["Are there any benefits?", /benefits of microservices/],
  ])("%j after \"Explain microservices\"", (prompt, expected) => {
    const reply = lastReply(undefined, "Explain microservices", prompt);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(GENERIC);
  });

  it("takes the subject of a \"What is …?\" question", () => {
    expect(lastReply(undefined, "What is Kubernetes?", "What are the disadvantages?")).toMatch(/^Here are the main drawbacks of Kubernetes:/);
  });
});

describe("a recipe scaled", () => {
  it("says how many a recipe serves", () => {
    expect(lastReply(undefined, "Give me a recipe for pancakes")).toContain("Serves 4 (makes about 10 pancakes).");
  });

  it.each([
    ["Make it for 8 people", "Serves 8 (makes about 20 pancakes).", ["- 400 g all-purpose flour", "- 600 ml milk", "- 4 eggs", "- 4 tablespoons sugar"]],
    ["Double it", "Serves 8 (makes about 20 pancakes).", ["- 400 g all-purpose flour", "- 4 eggs"]],
    ["Halve the recipe", "Serves 2 (makes about 5 pancakes).", ["- 100 g all-purpose flour", "- 150 ml milk", "- 1 egg", "- 1 tablespoon sugar"]],
    ["What if I'm cooking for 6?", "Serves 6 (makes about 15 pancakes).", ["- 300 g all-purpose flour", "- 3 eggs", "- 3 teaspoons baking powder"]],
  ])("%j after pancakes", (prompt, serves, lines) => {
    const reply = lastReply(undefined, "Give me a recipe for pancakes", prompt);
    expect(reply).toContain("## Fluffy Pancakes");
    expect(reply).toContain(serves);
    for (const line of lines) expect(reply).toContain(`\n${line}\n`);
    expect(reply).toContain("1. Whisk the flour, sugar, baking powder and salt in a bowl.");
  });

  it("scales an adapted recipe as it was given, halves and counted things included", () => {
    const reply = lastReply(undefined, "Give me a recipe for guacamole", "Double it");
    expect(reply).toContain("Serves 8.");
    expect(reply).toContain("\n- 6 avocados, ripe\n");
    expect(reply).toContain("\n- 1 red onion, finely chopped\n");
    expect(reply).toContain("\n- 2 jalapeños, seeded and minced\n");
  });

  it.each(["Make it for 8 people", "for 12 people", "Double it", "Can you halve the recipe?", "8 servings please", "Cut it in half"])("reads %j as a scale", (prompt) => {
    expect(scaleAsked(prompt)).toBeDefined();
  });

  it.each(["Make it vegan", "What is 8 times 4?", "Tell me a story for kids"])("reads %j as no scale", (prompt) => {
    expect(scaleAsked(prompt)).toBeUndefined();
  });
});

describe("a doubted fact is rechecked and restated politely", () => {
  it.each(["Are you sure?", "are you sure about that", "Is that right?"])("%j", (prompt) => {
    expect(lastReply(undefined, "What's the capital of France?", prompt)).toMatch(/^Yes, I'm sure\. I double-checked: the capital of France is Paris\./);
  });

  it.each(["That's wrong", "No, that's not right", "I don't think that's correct"])("%j", (prompt) => {
    const reply = lastReply(undefined, "Who wrote Hamlet?", prompt);
    expect(reply).toMatch(/^I've double-checked, and I believe the answer is right: \*Hamlet\* was written by \*\*William Shakespeare\*\*/);
    expect(reply).toMatch(/source/);
  });
});

describe("what the user asked", () => {
  it.each(["What did I just ask you?", "what was my last question", "What did I ask?"])("%j quotes the previous question", (prompt) => {
    expect(lastReply(undefined, "What's the capital of France?", prompt)).toBe('You asked: "What\'s the capital of France?"');
  });

  it("quotes the first question when asked for it", () => {
    expect(lastReply(undefined, "Who wrote Hamlet?", "What's the capital of France?", "What was my first question?")).toBe('You first asked: "Who wrote Hamlet?"');
  });
});

describe("a list asked for more", () => {
  it.each(["Can you give me 3 more?", "Give me more ideas", "more please"])("%j adds new items, numbered on", (prompt) => {
    const [list, more] = repliesInTurn(undefined, "Give me 5 ideas for a birthday party", prompt);
    expect(more).toMatch(/^Here are 3 more:\n\n6\. \*\*/);
    const titles = (text: string) => [...text.matchAll(/^\d+\. \*\*([^*]+)\*\*/gm)].map((match) => match[1]);
    for (const title of titles(more!)) expect(titles(list!)).not.toContain(title);
  });

  it("expands on a numbered point", () => {
    expect(lastReply(undefined, "Give me 5 ideas for a birthday party", "Expand on point 2")).toMatch(/^Here's more on \*\*Superhero training camp\*\* for a birthday party/);
  });
});

describe("lengths and levels asked of the previous answer", () => {
  it("\"Summarize that in 2 sentences\" is two sentences of the answer", () => {
    const reply = lastReply(undefined, "Explain Docker", "Summarize that in 2 sentences");
    expect(sentencesOf(reply)).toHaveLength(2);
    expect(reply).toMatch(/^Docker packages an application/);
  });

  it("\"ELI5\" with no text for a child is the answer's first sentences in plain words", () => {
    const reply = lastReply(undefined, "Explain Docker", "ELI5");
    expect(reply).toMatch(/^Here's the simple version: Docker packages an application together with everything it needs to run into an image,/);
    expect(reply).not.toMatch(/\*\*|`|\(code/);
    expect(wordCount(reply)).toBeLessThan(110);
  });

  it.each([
    ["Say it as a bullet list", /^Here it is as bullet points:\n\n- /],
    ["Make it funny", /^Here's a funnier take:/],
  ])("%j revises the answer", (prompt, expected) => {
    expect(lastReply(undefined, "Explain Docker", prompt)).toMatch(expected);
  });

  it("\"Explain git in 3 sentences\" is three sentences when the answer is mostly labelled points", () => {
    const reply = lastReply(undefined, "Explain git in 3 sentences");
    expect(sentencesOf(reply)).toHaveLength(3);
    expect(reply).toContain("Branches are just lightweight, movable labels pointing at a commit.");
  });
});

describe("a story at the length asked", () => {
  it.each([
    ["Write a story about a dragon in 50 words", 50, /dragon/],
    ["write a 100 word story about a cat", 100, /cat/],
    ["Write a 25-word story about a pirate", 25, /pirate/],
    ["Tell me a bedtime story about a bunny in 200 words", 200, /bunny/],
  ])("%j", (prompt, count, hero) => {
    const reply = lastReply(undefined, prompt);
    expect(wordCount(reply)).toBeGreaterThanOrEqual(Math.floor(count * 0.9));
    expect(wordCount(reply)).toBeLessThanOrEqual(Math.ceil(count * 1.1));
    expect(reply).toMatch(/^Once upon a time/);
    expect(reply).toMatch(hero);
  });
});

describe("\"Why?\" alone after an answer gives the reasons for that answer", () => {
  it.each([
    ["What's the best time to visit Japan?", "why?", /^The best time to visit Japan is late March to May and October to November, because:\n\n- Cherry blossom in spring/],
    ["best time to go to Lisbon", "Why?", /^The best time to visit Lisbon is March to May and September to October, because:/],
    ["What is the best programming language for beginners?", "Why?", /^For most beginners, the best first language is Python, because:\n\n- Its syntax is clean and readable/],
    ["What is the best programming language for beginners?", "But why?", /- It has a huge community and free tutorials\./],
  ])("%j then %j", (question, why, expected) => {
    const reply = lastReply(undefined, question, why);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(GENERIC);
  });

  it("answers \"Should I use TypeScript for a small project?\" with its trade-off, and \"Why?\" with TypeScript's own advantages", () => {
    const [answer, why] = repliesInTurn(undefined, "Should I use TypeScript for a small project?", "Why?");
    expect(answer).toMatch(/^It depends on your situation, so here's the trade-off of TypeScript for a small project:/);
    expect(answer).toContain("**No runtime checks**");
    expect(why).toMatch(/advantages of TypeScript for a small project:/);
    expect(why).toContain("**Mistakes caught before you run the code**");
    // The generic points for any software ("fast out of the box") are not TypeScript's.
    expect(why).not.toMatch(/Performance|fast out of the box/);
    expect(why).not.toMatch(GENERIC);
  });

  it.each([
    ["Can dogs eat chocolate?", "Why not?", /^Why can't dogs eat chocolate\? Chocolate is toxic to dogs because of \*\*theobromine\*\*/],
    ["Can dogs eat grapes?", "why", /^Why can't dogs eat grapes\? Grapes and raisins .* \*\*kidney failure\*\*/],
    ["Is it safe to eat raw cookie dough?", "How come?", /^Why isn't it safe to eat raw cookie dough\? .*\*Salmonella\*/],
    ["Is it OK to charge my phone overnight?", "Why?", /^Why is it OK to charge my phone overnight\? .*Phones stop charging when the battery is full/],
  ])("%j then %j gives the reasons after the verdict", (question, why, expected) => {
    const reply = lastReply(undefined, question, why);
    expect(reply).toMatch(expected);
    expect(reply).not.toMatch(GENERIC);
  });

  it("leaves an answer that gave no reasons to the other replies", () => {
    expect(lastReply(undefined, "Tell me a joke", "Why?")).not.toMatch(/, because:\n/);
  });
});
