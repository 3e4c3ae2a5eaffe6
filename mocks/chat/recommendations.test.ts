import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { LIKENESSES } from "./recommendation-likes.ts";
import { WORKS, type Medium, type Work } from "./recommendation-titles.ts";
import { recommendationReply } from "./recommendations.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);

/** The reply's intro, its numbered items (without their numbers) and its closing line. */
function parts(reply: string | undefined): { intro: string; items: string[]; closing: string } {
  expect(reply).toBeDefined();
  const [intro = "", list = "", closing = ""] = reply!.split("\n\n");
  const items = list.split("\n");
  items.forEach((item, i) => expect(item, reply).toMatch(new RegExp(`^${i + 1}\\. `)));
  return { intro, items: items.map((item) => item.replace(/^\d+\. /, "")), closing };
}

/** The work an item names, from the table (an item names a work it does not hold: undefined). */
function workIn(item: string, medium: Medium): Work | undefined {
  const title = /\*\*([^*]+)\*\*(?: by | \()/.exec(item)?.[1];
  return WORKS[medium].find((work) => work.title === title);
}

describe("recommendations name real works from the table, with who made them, when, and why", () => {
  it("answers 'Recommend some books like Harry Potter' with five fantasy books, none of them Harry Potter", () => {
    const { intro, items, closing } = parts(recommendationReply("Recommend some books like Harry Potter"));
    expect(intro).toBe("Here are 5 books like Harry Potter:");
    expect(items).toHaveLength(5);
    for (const item of items) {
      const work = workIn(item, "book");
      expect(work, item).toBeDefined();
      expect(item).toBe(`**${work!.title}** by ${work!.by} (${work!.year}): ${work!.why}.`);
      expect(work!.genres).toContain("fantasy");
      expect(work!.title).not.toMatch(/harry potter/i);
    }
    expect(closing).toMatch(/Harry Potter.*\.$/);
  });

  it.each([
    ["3 books like Dune", "book", 3, "Dune"],
    ["Give me 2 movies similar to Inception", "movie", 2, "Inception"],
    ["shows like The Office", "series", 5, "The Office"],
    ["What should I read if I liked The Hunger Games?", "book", 5, "The Hunger Games"],
    ["Any TV series like Breaking Bad?", "series", 5, "Breaking Bad"],
    ["books like Game of Thrones", "book", 5, "Game of Thrones"],
    ["movies like The Matrix", "movie", 5, "The Matrix"],
    ["Recommend a podcast like Serial", "podcast", 1, "Serial"],
    ["4 games like Stardew Valley", "game", 4, "Stardew Valley"],
    ["books similar to Sapiens", "book", 5, "Sapiens"],
    ["books like Atomic Habits", "book", 5, "Atomic Habits"],
    ["Suggest some shows like Stranger Things", "series", 5, "Stranger Things"],
  ] as const)("%s: as many as asked, from the table, never the work itself", (prompt, medium, count, name) => {
    const { intro, items } = parts(recommendationReply(prompt));
    expect(items).toHaveLength(count);
    expect(intro).toContain(`like ${name}`);
    const likeness = LIKENESSES.find((candidate) => candidate.name === name)!;
    for (const item of items) {
      const work = workIn(item, medium);
      expect(work, item).toBeDefined();
      expect(work!.title, item).not.toMatch(likeness.itself);
    }
  });

  it("never recommends a work as like itself, for every known work and every medium", () => {
    for (const likeness of LIKENESSES) {
      for (const [medium, titles] of Object.entries(likeness.picks)) {
        for (const title of titles) {
          expect(WORKS[medium as Medium].some((work) => work.title === title), `${likeness.name}: ${title}`).toBe(true);
          expect(title, likeness.name).not.toMatch(likeness.itself);
        }
      }
    }
  });

  it.each([
    ["Recommend a good sci-fi book", "book", "scifi", 1],
    ["What are some good sci-fi books?", "book", "scifi", 5],
    ["Suggest 4 feel-good movies", "movie", "feelgood", 4],
    ["Recommend some true crime podcasts", "podcast", "truecrime", 5],
    ["best horror movies", "movie", "horror", 5],
    ["Recommend some fantasy novels", "book", "fantasy", 5],
    // The table holds four jazz albums: a list stops there rather than fill up with others.
    ["good jazz albums to start with", "album", "jazz", 4],
    ["Suggest 3 co-op games to play with friends", "game", "coop", 3],
    ["Recommend some comedy TV shows", "series", "comedy", 5],
    ["What are some good movies for kids?", "movie", "family", 5],
    ["Recommend some family-friendly video games", "game", "family", 5],
  ] as const)("%s: only works of that genre", (prompt, medium, genre, count) => {
    const reply = recommendationReply(prompt);
    const items = count === 1 ? [reply!.split("\n\n")[1]!.replace(/^1\. /, "")] : parts(reply).items;
    expect(items).toHaveLength(count);
    for (const item of items) expect(workIn(item, medium)?.genres, item).toContain(genre);
  });

  it("says how many in the intro and closes with a short line", () => {
    const { intro, closing } = parts(recommendationReply("Suggest 4 feel-good movies"));
    expect(intro).toBe("Here are 4 feel-good movies worth a try:");
    expect(closing.length).toBeLessThan(120);
    expect(parts(recommendationReply("Recommend some true crime podcasts")).intro).toBe("Here are 5 true crime podcasts worth a try:");
  });

  it("gives a varied list of well-known works when no genre or work is named", () => {
    const { intro, items } = parts(recommendationReply("Recommend some books"));
    expect(intro).toBe("Here are 5 well-loved books, across a few genres:");
    const genres = items.map((item) => workIn(item, "book")!.genres[0]);
    expect(new Set(genres).size).toBe(5);
  });

  it("answers 'What movie should I watch tonight?' with three movies of different moods and a question about the mood", () => {
    const { intro, items, closing } = parts(recommendationReply("What movie should I watch tonight?"));
    expect(intro).toBe("Here are 3 movies for tonight, each for a different mood:");
    expect(items.map((item) => item.split(":**")[0])).toEqual(["**Something light", "**Something gripping", "**Something to think about"]);
    const works = items.map((item) => workIn(item.replace(/^\*\*[^*]+\*\* /, ""), "movie"));
    for (const work of works) expect(work).toBeDefined();
    expect(new Set(works).size).toBe(3);
    expect(closing).toMatch(/in the mood for.*\?/);
    for (const prompt of ["What should I watch tonight?", "what movie should we watch tonight", "What film should I watch tonight?"]) expect(parts(recommendationReply(prompt)).items, prompt).toHaveLength(3);
  });

  it("honours the layout asked for", () => {
    expect(recommendationReply("Recommend 3 sci-fi books as a bulleted list")!.split("\n\n")[1]!.split("\n").every((line) => line.startsWith("- **"))).toBe(true);
    expect(recommendationReply("Recommend 3 sci-fi books, comma-separated")).toBe("Dune, Foundation, The Left Hand of Darkness");
    expect(recommendationReply("Recommend 2 sci-fi books, one per line")).toBe(
      "Dune by Frank Herbert (1965): a desert planet, a feud between noble houses and a boy caught up in prophecy; the foundation of modern epic science fiction.\nFoundation by Isaac Asimov (1951): a mathematician predicts the fall of a galactic empire and plans how to shorten the dark age that follows.",
    );
  });

  it("keeps to the years asked for, and recommends nothing rather than works of another time", () => {
    const { intro, items } = parts(recommendationReply("Recommend some sci-fi movies from the 2010s"));
    expect(intro).toBe("Here are 5 sci-fi movies from the 2010s worth a try:");
    for (const item of items) expect(workIn(item, "movie")!.year, item).toBeGreaterThanOrEqual(2010);
    for (const item of parts(recommendationReply("good 80s movies")).items) expect(Math.floor(workIn(item, "movie")!.year / 10), item).toBe(198);
    expect(recommendationReply("What are the best movies of 2025?")).toBeUndefined();
  });

  it("says so when it does not know the work named, and recommends well-known ones instead", () => {
    const { intro, closing } = parts(recommendationReply("books like The Quiet Lighthouse of Vell"));
    expect(intro).toBe("I don't know The Quiet Lighthouse of Vell well enough to match it closely, so here are 5 widely loved books instead:");
    expect(closing).toContain("The Quiet Lighthouse of Vell");
  });

  it("gives the same reply to the same prompt, whatever the seed", () => {
    for (const prompt of ["Recommend some books like Harry Potter", "What movie should I watch tonight?", "feel-good movies"]) {
      expect(new Set([1, 2, 3, 4, 5].map((seed) => ask(prompt, seed))).size, prompt).toBe(1);
    }
  });

  it("leaves other requests alone: a gift for a book lover, a title for my novel, a gaming laptop, a list of movies", () => {
    for (const prompt of [
      "Suggest gift ideas for a book lover",
      "Suggest a title for my novel",
      "Recommend a laptop for gaming",
      "Give me some tips for reading more books",
      "Write a review of the movie Up",
      "Recommend a good board game for families",
      "I'd like to cook something tonight",
    ]) {
      expect(recommendationReply(prompt), prompt).toBeUndefined();
    }
  });

  it("every work in the table has a title, a maker, a plausible year and a reason", () => {
    for (const works of Object.values(WORKS)) {
      for (const work of works) {
        expect(work.title.length, work.title).toBeGreaterThan(0);
        expect(work.by.length, work.title).toBeGreaterThan(1);
        expect(work.year, work.title).toBeGreaterThanOrEqual(1800);
        expect(work.year, work.title).toBeLessThanOrEqual(2026);
        expect(work.why, work.title).toMatch(/^\S.{9,}[^.]$/);
      }
    }
  });

  it("answers 'Recommend some books like Harry Potter' so through the mock", async () => {
    const mock = testMock();
    const result = await mock.call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Recommend some books like Harry Potter" }] },
    });
    expect(result.status).toBe(200);
    const { intro, items } = parts(result.body.choices[0].message.content as string);
    expect(intro).toBe("Here are 5 books like Harry Potter:");
    for (const item of items) expect(workIn(item, "book"), item).toBeDefined();
    expect(result.body.choices[0].message.content).not.toMatch(/second opinion|Harry Potter and the/);
  });
});
