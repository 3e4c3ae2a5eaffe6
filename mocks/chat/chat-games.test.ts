import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { gameReply } from "./chat-games.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);

describe("games played in the chat", () => {
  it.each(["Let's play 20 questions", "Can we play twenty questions?", "let's play a game of 20 questions!", "I want to play 20 questions with you"])(
    "plays 20 questions for %j: it has thought of something and asks for the first yes-or-no question",
    (prompt) => {
      const reply = answered(prompt);
      expect(reply).toContain("I've thought of something");
      expect(reply).toContain("**20 questions or fewer**");
      expect(reply).toContain("what's your first question?");
    },
  );

  it.each(["Play a game with me", "Let's play a game", "I'm bored, let's play a game", "Can we play a game?", "wanna play a game?"])(
    "offers %j the text games it can play, and starts trivia with a first question",
    (prompt) => {
      const reply = answered(prompt);
      for (const game of ["**20 Questions**", "**Trivia**", "**Word association**", "**Riddles**"]) expect(reply).toContain(game);
      expect(reply).toMatch(/Let's start with trivia, and you can switch any time\. \*\*Question 1:\*\* [A-Z][^\n]+\?$/);
    },
  );

  it.each(["Let's play trivia", "Quiz me", "Can we play a trivia game?", "Ask me a trivia question"])("asks %j a first trivia question", (prompt) => {
    expect(answered(prompt)).toMatch(/^Let's play trivia! I'll ask, you answer, and I'll keep score\.\n\n\*\*Question 1:\*\* [A-Z][^\n]+\?$/);
  });

  it.each(["Let's play word association", "Can we play a word association game?"])("gives %j a first word", (prompt) => {
    expect(answered(prompt)).toMatch(/My first word: \*\*[A-Z][a-z]+\*\*$/);
  });

  it.each(["Tell me a riddle", "Give me a good riddle", "Do you know any riddles?", "Can you tell me a riddle?"])(
    "tells %j a riddle and keeps the answer back for the user to guess",
    (prompt) => {
      expect(answered(prompt)).toMatch(/^Here's a riddle for you:\n\n\*\*[^\n]+\?\*\*\n\nTake a guess!/);
    },
  );

  it("plays chess by notation for \"Play chess with me\", honest that it sees no board", () => {
    const reply = answered("Play chess with me");
    expect(reply).toContain("we can play by notation");
    expect(reply).toContain("I don't see a board");
    expect(reply).toContain("You're White, so you start.");
  });

  it("asks the same question for the same request, and another for another seed", () => {
    const questions = [1, 2, 3, 4, 5, 6].map((n) => gameReply("Let's play trivia", seededRandom(n)));
    expect(gameReply("Let's play trivia", seededRandom(3))).toBe(questions[2]);
    expect(new Set(questions).size).toBeGreaterThan(1);
  });

  it.each([
    "Play a song",
    "play some jazz",
    "How do I play chess?",
    "What's a good game to play at a party?",
    "Recommend a game to play",
    "What is the riddle of the Sphinx?",
    "Write a riddle about the moon in JSON",
    "Play Bohemian Rhapsody by Queen",
  ])("does not take %j for a request to play in the chat", (prompt) => {
    expect(gameReply(prompt, seededRandom(1))).toBeUndefined();
  });

  it("leaves music to what the chat cannot do: \"play a song\" is not a game", () => {
    expect(answered("play a song")).toContain("I can't play music");
  });
});
