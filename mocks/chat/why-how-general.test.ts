import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { whyHowGeneral } from "./why-how-general.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);

/** Why- and how-questions no curated answer knows, of every field. */
const UNKNOWN_WHY_HOW = [
  "Why do pandas eat bamboo?",
  "Why did the Byzantine Empire fall?",
  "How does a jet engine work?",
  "Why is Mars red?",
  "Why is New York called the Big Apple?",
  "Why are cats afraid of cucumbers?",
  "Why do people procrastinate?",
  "How is cheese made?",
  "How do bees communicate?",
  "How does the housing market work?",
  "What causes tsunamis?",
  "Why is Python so popular?",
  "Why does hot air rise?",
  "How do clouds form?",
  "How does memory work?",
  "Why are there 7 days in a week?",
  "How come the sky is dark at night?",
  "Can you explain why flamingos are pink?",
  "ELI5: how does a submarine work?",
  "How does GPS work without internet?",
];

/** What a reply that knows nothing of the subject must never say: a fact it made up, or a sentence it broke. */
const FABRICATED = [/\b(?:the main reason is|studies (?:show|have shown)|scientists (?:discovered|found)|research (?:shows|proves)|it is because|this is because)\b/i, /\d/, /\b(\w+) \1\b/i, /like a question like this/i, /\{Q\}/];

describe("the reply to a why- or how-question no curated answer knows", () => {
  it.each(UNKNOWN_WHY_HOW)("answers %j with the kinds of reason or mechanism, not a question back", (prompt) => {
    for (let seed = 0; seed < 5; seed++) {
      const reply = ask(prompt, seed);
      // A lead-in that says how such a question is answered, then the kinds of answer as a list.
      expect(reply, `seed ${seed}`).toMatch(/^[^\n]*\b(?:answers?|explains?|explanations?|understand|follow|picture|describe)\b[^\n]*:\n\n- \*\*[^*]+\*\*: /i);
      expect(reply, `seed ${seed}`).not.toMatch(/\?$/);
      for (const banned of FABRICATED) expect(reply, `seed ${seed}`).not.toMatch(banned);
    }
  });

  it.each([
    ["Why do pandas eat bamboo?", /^Biologists usually answer why pandas eat bamboo at two levels/, /evolved/],
    ["Why did the Byzantine Empire fall?", /^Historians and social scientists rarely explain a question like this with a single cause/, /[Ii]mmediate triggers/],
    ["How does a jet engine work?", /^To understand how a jet engine works, it helps to follow the energy or the material through it/, /What comes out/],
    ["Why is Mars red?", /^An explanation of why Mars is red usually names three things/, /physics, chemistry or earth-science/],
    ["Why do people procrastinate?", /^Psychologists usually explain why people procrastinate/, /situation/],
    ["How is cheese made?", /^How cheese is made is easiest to follow as a sequence of stages/, /raw materials/],
    ["Why is Python so popular?", /^In software, the answer to why Python is so popular/, /documentation/],
    ["How does the housing market work?", /^A clear picture of how the housing market works/, /Who takes part/],
    ["Why do humans have appendixes?", /^Physiologists usually answer why humans have appendixes/, /leftovers/],
    ["How did the pyramids get built?", /^Historians and social scientists rarely explain how this came about/, /[Ll]ong-term causes/],
    ["Why did the dinosaurs die out?", /^A good answer to a question like this/, /The cause/],
  ])("frames %j as its field explains it, naming the subject only as the question restated", (prompt, opening, body) => {
    const reply = ask(prompt);
    expect(reply).toMatch(opening);
    expect(reply).toMatch(body);
  });

  it("does not restate a question it would have to tear apart", () => {
    expect(ask("Why is New York called the Big Apple?")).toMatch(/^A good answer to a question like this/);
    expect(ask("Why are cats afraid of cucumbers?")).toMatch(/^Biologists usually answer a question like this/);
    expect(ask("Why does hot air rise?")).not.toMatch(/hot airs?\b|air rises/i);
    expect(ask("Why is Rust memory safe?")).not.toMatch(/Rust memory is/);
  });

  it.each(["Why is my code slow?", "Why do I always feel tired?", "How do I stop procrastinating?", "Why are you so slow?", "How much should I tip?", "Why not?", "Why? Because I said so."])(
    "leaves %j, about the asker's own situation or no why-question, to the general reply",
    (prompt) => {
      expect(whyHowGeneral(prompt, seededRandom(1), false)).toBeUndefined();
    },
  );

  it("says the same for the same seed", () => {
    expect(ask("Why do pandas eat bamboo?", 3)).toBe(ask("Why do pandas eat bamboo?", 3));
  });
});
