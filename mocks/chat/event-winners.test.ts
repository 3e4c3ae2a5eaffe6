import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { COMPETITIONS, eventWinnerReply } from "./event-winners.ts";
import { resampledFact } from "./fact-samples.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

/** The clock these answers are dated by: 7 December 2026, after the 2026 World Cup and Super Bowl LX, which the tables do not hold. */
const DECEMBER_2026 = Date.UTC(2026, 11, 7, 12);
/** A clock inside the tables: June 2020, when the 2018 World Cup was the last one. */
const JUNE_2020 = Date.UTC(2020, 5, 1);

/** The mock's whole reply to one user message, on the clock's `now`. */
const reply = (prompt: string, now = DECEMBER_2026) => composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply, undefined, now);

describe("who won a well-known competition in a given year", () => {
  it.each([
    ["Who won the 2018 World Cup?", "**France** won the 2018 FIFA World Cup, beating Croatia 4–2 in the final; it was played in Moscow, Russia."],
    ["Who won the World Cup in 2014?", "**Germany** won the 2014 FIFA World Cup, beating Argentina 1–0 after extra time"],
    ["Which country won the 2010 FIFA World Cup?", "**Spain** won the 2010 FIFA World Cup, beating the Netherlands"],
    ["who won world cup 1966", "**England** won the 1966 FIFA World Cup, beating West Germany 4–2 after extra time"],
    ["2022 World Cup winner", "**Argentina** won the 2022 FIFA World Cup, beating France 4–2 on penalties after a 3–3 draw"],
    ["Who won the 1950 World Cup?", "**Uruguay** won the 1950 FIFA World Cup, held in Brazil: there was no final"],
    ["Who won Euro 2024?", "**Spain** won Euro 2024, beating England 2–1 in the final; it was played in Berlin"],
    ["Who won the Euros in 2021?", "**Italy** won Euro 2020 (held in 2021)"],
    ["Which team won the 2004 European Championship?", "**Greece** won Euro 2004"],
    ["Who won Super Bowl LVII?", "The **Kansas City Chiefs** won Super Bowl LVII, beating the Philadelphia Eagles 38–35; it was played in 2023, closing the 2022 NFL season."],
    ["Who won super bowl 50?", "The **Denver Broncos** won Super Bowl 50"],
    ["Who won the Super Bowl in 2019?", "The **New England Patriots** won Super Bowl LIII"],
    ["Who won the NBA championship in 2016?", "The **Cleveland Cavaliers** won the 2016 NBA championship: they beat the Golden State Warriors 4–3"],
    ["Who won the 2019 NBA Finals?", "The **Toronto Raptors** won the 2019 NBA championship"],
    ["Who won the 2021 F1 championship?", "**Max Verstappen** won the 2021 Formula 1 World Championship; his team was Red Bull."],
    ["Who was the 2009 Formula One world champion?", "**Jenson Button** won the 2009 Formula 1 World Championship; his team was Brawn GP."],
    ["Who won the Nobel Peace Prize in 2014?", "The 2014 Nobel Peace Prize went to **Kailash Satyarthi** and **Malala Yousafzai**"],
    ["Who got the 2020 Nobel Peace Prize?", "The 2020 Nobel Peace Prize went to the **World Food Programme**."],
  ])("%j", (prompt, part) => {
    expect(eventWinnerReply(prompt, DECEMBER_2026)).toContain(part);
    // The chain answers it so: nothing before it takes the question.
    expect(reply(prompt)).toBe(eventWinnerReply(prompt, DECEMBER_2026));
  });

  it("says there was no edition in a year without one, and names the editions around it", () => {
    expect(reply("Who won the 1931 World Cup?")).toBe("There was no FIFA World Cup in 1931: it is held every four years, and the editions either side were in 1930 and 1934.");
    expect(reply("Who won the World Cup in 1942?")).toBe("There was no FIFA World Cup in 1942: it was not held in 1942 or 1946, because of World War II.");
    expect(reply("Who won the 1925 World Cup?")).toBe("There was no FIFA World Cup in 1925: the first was in 1930.");
    // "Last year", by the clock, is 2025: no World Cup either.
    expect(reply("Who won the World Cup last year?")).toContain("There was no FIFA World Cup in 2025");
  });

  it("answers the last one by the mock's clock, and says so honestly when it came after the tables", () => {
    expect(reply("Who won the last World Cup?", JUNE_2020)).toBe(eventWinnerReply("Who won the 2018 World Cup?"));
    // The 2022 final was played on 18 December: in November 2022 the last one was still 2018.
    expect(reply("Who won the most recent World Cup?", Date.UTC(2022, 10, 30))).toContain("**France** won the 2018 FIFA World Cup");
    expect(reply("Who won the latest World Cup?", Date.UTC(2023, 0, 10))).toContain("**Argentina** won the 2022 FIFA World Cup");
    expect(reply("Who won the World Cup?", Date.UTC(2025, 5, 1))).toContain("**Argentina** won the 2022 FIFA World Cup");
    const after = reply("Who won the last World Cup?");
    expect(after).toMatch(/^I don't have the result of the 2026 FIFA World Cup, played from 11 June to 19 July 2026 in the United States, Canada and Mexico: it was decided after my last update/);
    expect(after).toContain("The latest result I have is from 2022. **Argentina** won the 2022 FIFA World Cup");
    expect(reply("Who won the last Super Bowl?")).toMatch(/^I don't have the result of Super Bowl LX \(2026\), played on 8 February 2026.*The \*\*Philadelphia Eagles\*\* won Super Bowl LIX/);
    expect(reply("Who won the last Super Bowl?", Date.UTC(2024, 2, 1))).toContain("The **Kansas City Chiefs** won Super Bowl LVIII");
    expect(reply("Who is the reigning F1 champion?", Date.UTC(2024, 0, 1))).toContain("**Max Verstappen** won the 2023 Formula 1 World Championship");
  });

  it("says a year after the tables was decided after its last update, or is still to come", () => {
    expect(reply("Who won the 2026 World Cup?")).toMatch(/^I don't have the result of the 2026 FIFA World Cup/);
    expect(reply("Who won the 2026 World Cup?", Date.UTC(2026, 0, 1))).toMatch(/^The 2026 FIFA World Cup hasn't been decided yet: it is to be played from 11 June to 19 July 2026 in the United States, Canada and Mexico\./);
    expect(reply("Who won the 2030 World Cup?")).toMatch(/^The 2030 FIFA World Cup hasn't been decided yet: it is to be played in 2030 in Morocco, Portugal and Spain/);
    expect(reply("Who won the 2025 F1 championship?")).toMatch(/^I don't have the result of the 2025 Formula 1 World Championship/);
  });

  it("leaves other questions about the competitions to the rest of the chain", () => {
    for (const prompt of ["Who won the most World Cups?", "Who won the Golden Boot at the 2018 World Cup?", "Who won the 2019 women's World Cup?", "Who won the 2023 Rugby World Cup?", "Who won the Nobel Prize in Physics in 2020?", "Who will win the 2026 World Cup?", "Write a poem about the 2018 World Cup winner", "Who won the World Cup in 2014 and 2018?", "Who won the NBA game last night?", "Who won the F1 race today?"]) {
      expect(eventWinnerReply(prompt, DECEMBER_2026), prompt).toBeUndefined();
    }
    // A year before a yearly table starts is left out rather than guessed.
    expect(eventWinnerReply("Who won the 1990 NBA championship?", DECEMBER_2026)).toBeUndefined();
  });

  it("counts a team's titles where the table holds every edition, and says when the count may be out of date", () => {
    expect(reply("How many World Cups has Brazil won?", Date.UTC(2024, 1, 1))).toBe("**Brazil** has won the FIFA World Cup **5** times: in 1958, 1962, 1970, 1994 and 2002.");
    expect(reply("How many World Cups has Brazil won?")).toBe("**Brazil** has won the FIFA World Cup **5** times: in 1958, 1962, 1970, 1994 and 2002 (as of the 2022 FIFA World Cup, the latest result I have).");
    expect(reply("How many times has Germany won the World Cup?")).toContain("**Germany** has won the FIFA World Cup **4** times: in 2014, and as West Germany in 1954, 1974 and 1990");
    expect(reply("What year did France win the World Cup?")).toMatch(/^\*\*France\*\* won the FIFA World Cup in 1998 and 2018/);
    expect(reply("Has England ever won the World Cup?")).toMatch(/^Yes: \*\*England\*\* has won the FIFA World Cup once, in 1966/);
    expect(reply("Has the Netherlands ever won the World Cup?")).toMatch(/^No: the Netherlands has never won the FIFA World Cup, though it reached the final in 1974, 1978 and 2010/);
    expect(reply("How many Euros has Spain won?")).toBe("**Spain** has won the European Championship **4** times: in 1964, 2008, 2012 and 2024.");
    // A name no final holds may be no team at all; a table that starts late cannot count.
    expect(eventWinnerReply("Has Narnia ever won the World Cup?", DECEMBER_2026)).toBeUndefined();
    expect(eventWinnerReply("How many Super Bowls have the Patriots won?", DECEMBER_2026)).toBeUndefined();
  });

  it("gives a later choice of n the result in other words, its lead kept", () => {
    for (const prompt of ["Who won the 2018 World Cup?", "Who won Super Bowl LVII?", "Who won the 2016 NBA Finals?", "Who won the 2021 F1 championship?"]) {
      const answer = eventWinnerReply(prompt, DECEMBER_2026)!;
      const choices = [0, 1, 2].map((sample) => resampledFact(prompt, answer, sample));
      expect(new Set(choices).size, prompt).toBe(3);
      const lead = answer.slice(0, answer.search(/[;:,] /));
      for (const choice of choices) expect(choice).toContain(lead);
    }
  });

  it("holds each table's results in order, one a year, and answers every one of them", () => {
    for (const competition of COMPETITIONS) {
      const years = competition.results.map((result) => result.year);
      expect(years, competition.name).toEqual([...years].sort((a, b) => a - b));
      expect(new Set(years).size).toBe(years.length);
      for (const result of competition.results) {
        expect(result.answer).toMatch(/\*\*[^*]+\*\*/);
        expect(result.answer).toMatch(/\.$/);
      }
    }
  });
});
