import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { CREATIONS, CREATOR_QUESTIONS, creatorReply } from "./creators.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);

describe("who made a well-known work or found a well-known thing", () => {
  it.each([
    ["Who painted the Mona Lisa?", "The *Mona Lisa* was painted by **Leonardo da Vinci**,"],
    ["who painted mona lisa", "**Leonardo da Vinci**"],
    ["The Starry Night was painted by whom?", "*The Starry Night* was painted by **Vincent van Gogh**,"],
    ["Who is the painter of The Scream?", "**Edvard Munch**"],
    ["Who painted the Sistine Chapel ceiling?", "**Michelangelo**"],
    ["Who sculpted David?", "was sculpted by **Michelangelo**"],
    ["Who made The Thinker?", "**Auguste Rodin**"],
    ["Who composed the Moonlight Sonata?", "The *Moonlight Sonata* was composed by **Ludwig van Beethoven**"],
    ["Who wrote Für Elise?", "*Für Elise* was composed by **Ludwig van Beethoven**"],
    ["Who composed The Four Seasons?", "**Antonio Vivaldi**"],
    ["Who wrote Bohemian Rhapsody?", "**Freddie Mercury**"],
    ["Who directed Titanic?", "*Titanic* (1997) was directed by **James Cameron**"],
    ["Who's the director of Inception?", "**Christopher Nolan**"],
    ["Who wrote Frankenstein?", "*Frankenstein* was written by **Mary Shelley**"],
    ["Who's the author of War and Peace?", "**Leo Tolstoy**"],
    ["Who discovered X-rays?", "X-rays were discovered by **Wilhelm Röntgen**, in 1895"],
    ["Who discovered insulin?", "**Frederick Banting and Charles Best**"],
    ["Who discovered Pluto?", "**Clyde Tombaugh**"],
    ["Who founded Apple?", "Apple was founded by **Steve Jobs, Steve Wozniak and Ronald Wayne**"],
    ["Who are the founders of Google?", "**Larry Page and Sergey Brin**"],
    ["Who started Microsoft?", "**Bill Gates and Paul Allen**"],
    ["Who built the Eiffel Tower?", "**Gustave Eiffel's company**"],
    ["Who designed the Sydney Opera House?", "**the Danish architect Jørn Utzon**"],
    ["Who created Python?", "Python was created by **Guido van Rossum**"],
    ["Who invented JavaScript?", "**Brendan Eich**"],
  ])("answers %j with the maker, bold", (prompt, part) => {
    expect(creatorReply(prompt)).toContain(part);
    expect(answered(prompt)).toBe(creatorReply(prompt));
  });

  it("says the Americas were reached by their Indigenous peoples before Columbus", () => {
    expect(creatorReply("Who discovered America?")).toMatch(/^The Americas were discovered by \*\*their Indigenous peoples\*\*.*Christopher Columbus/);
  });

  it("leaves the authors of the books smoke tests ask about to explanations.ts, which answers them first", () => {
    expect(answered("Who wrote Hamlet?")).toBe("*Hamlet* was written by **William Shakespeare**.");
  });

  it.each(["Who painted my fence?", "Write a poem about the Mona Lisa", "Tell me about the Mona Lisa and who painted it in a long essay with sources please, thanks a lot"])(
    "does not answer %j, which asks no such question",
    (prompt) => {
      expect(creatorReply(prompt)).toBeUndefined();
    },
  );

  it.each([
    ["Who wrote Dune?", "*Dune* was written by **Frank Herbert** and first published in 1965"],
    ["Who is the author of Project Hail Mary?", "**Andy Weir**"],
    ["who wrote the three-body problem", "**Liu Cixin**"],
  ])("answers %j for a book the recommendations name, with what the recommendations say of it", (prompt, part) => {
    expect(answered(prompt)).toContain(part);
  });

  it("answers who directed a film the recommendations name, the film's director, not the novel's author", () => {
    expect(answered("Who directed Dune?")).toMatch(/^\*Dune\* was directed by \*\*Denis Villeneuve\*\* and released in 2021/);
  });

  it("holds about a hundred works and discoveries, each answer naming its maker bold", () => {
    expect(CREATIONS.length).toBeGreaterThanOrEqual(60);
    for (const answer of CREATOR_QUESTIONS.values()) expect(answer).toMatch(/^\S.* (?:was|were) \w+ by \*\*[^*]+\*\*/);
  });
});
