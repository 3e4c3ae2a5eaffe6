import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { filmPlot, filmReply } from "./film-plots.ts";
import { plotReply } from "./plots.ts";

describe("well-known films: their plots, their endings, whether to watch them", () => {
  it("summarizes a film's plot however the summary is asked for, without its ending", () => {
    const inception = plotReply("Summarize the plot of Inception")!;
    expect(inception).toMatch(/^\*\*Inception\*\*: Dom Cobb is a thief who steals secrets from people's minds/);
    expect(inception).not.toContain("spins his top");
    expect(plotReply("Summarize the movie Inception")).toBe(inception);
    expect(plotReply("What is the plot of Inception?")).toBe(inception);
    expect(plotReply("Give me a short summary of The Dark Knight")).toMatch(/^\*\*The Dark Knight\*\*: Batman, Lieutenant Jim Gordon/);
    expect(plotReply("Summarize the plot of Fellowship of the Ring in two sentences")).toMatch(/^\*\*The Lord of the Rings: The Fellowship of the Ring\*\*: The hobbit Frodo[^]*Pippin, pursued by the Ringwraiths\.$/);
  });

  it("says what a film is about, with its year and director", () => {
    expect(filmReply("What is The Matrix about?")).toMatch(/^\*\*The Matrix\*\* \(1999, directed by Lana Wachowski and Lilly Wachowski\): Thomas Anderson/);
    expect(filmReply("What's the movie Up about?")).toMatch(/^\*\*Up\*\* \(2009, directed by Pete Docter\): Carl Fredricksen/);
  });

  it("explains the ending when it is asked for, spoilers and all", () => {
    const ending = filmReply("Explain the ending of Inception")!;
    expect(ending).toMatch(/^\*\*The ending of Inception\*\* \(spoilers ahead\): /);
    expect(ending).toContain("spins his top");
    expect(filmReply("How does Titanic end?")).toContain("he dies of the cold");
    expect(filmReply("What happens at the end of Fight Club?")).toContain("he and Tyler are the same person");
  });

  it("says whether a film is worth watching from how it is rated, without spoilers", () => {
    const take = filmReply("Is Parasite worth watching?")!;
    expect(take).toMatch(/^Yes: .+\*\*Parasite\*\* \(2019\), directed by Bong Joon-ho, is rated about 8\.5\/10/);
    expect(take).toContain("The poor Kim family lives in a cramped semi-basement in Seoul.");
    expect(take).not.toContain("garden party");
    expect(filmReply("Should I watch Up?")).toMatch(/\*\*Up\*\* \(2009\)/);
  });

  it("leaves other texts and films it does not know to the other replies", () => {
    expect(filmReply("What is this article about?")).toBeUndefined();
    expect(filmReply("How does photosynthesis end?")).toBeUndefined();
    expect(filmReply("Is my startup idea worth it?")).toBeUndefined();
    expect(filmPlot("my home video")).toBeUndefined();
    expect(plotReply("Summarize the plot of my novel")).toBeUndefined();
  });

  it("answers through the mock", async () => {
    const mock = testMock();
    const ask = async (content: string) => (await mock.call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }] } })).body.choices[0].message.content as string;
    expect(await ask("Summarize the plot of Inception")).toMatch(/^\*\*Inception\*\*: Dom Cobb/);
    expect(await ask("Explain the ending of Inception")).toMatch(/^\*\*The ending of Inception\*\*/);
  });
});
