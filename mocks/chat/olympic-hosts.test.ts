import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { olympicHostReply } from "./olympic-hosts.ts";
import { composeReply } from "./reply.ts";

/** The clock these answers are dated by: 7 December 2026, after the Milan–Cortina Winter Games. */
const DECEMBER_2026 = Date.UTC(2026, 11, 7, 12);

const reply = (prompt: string, now = DECEMBER_2026) => composeReply([{ role: "user", content: prompt }], seededRandom(1), knownReply, undefined, now);

describe("where the Olympics of a year were held", () => {
  it.each([
    ["Where were the 2012 Olympics held?", "The 2012 Summer Olympics were held in **London**, United Kingdom."],
    ["Which city hosted the 2008 Olympics?", "The 2008 Summer Olympics were held in **Beijing**, China."],
    ["Who hosted the 2016 Olympic Games?", "The 2016 Summer Olympics were held in **Rio de Janeiro**, Brazil."],
    ["where was the 2000 olympics", "The 2000 Summer Olympics were held in **Sydney**, Australia."],
    ["Where will the 2028 Olympics be held?", "The 2028 Summer Olympics will be held in **Los Angeles**, United States."],
    ["Where are the 2032 Olympics?", "The 2032 Summer Olympics will be held in **Brisbane**, Australia."],
    ["Where were the 2026 Winter Olympics held?", "The 2026 Winter Olympics were held in **Milan** and **Cortina d'Ampezzo**, Italy."],
    ["Where were the 2014 Winter Olympics?", "The 2014 Winter Olympics were held in **Sochi**, Russia."],
    ["Where were the 2021 Olympics held?", "The 2020 Summer Olympics were held in **Tokyo**, Japan, in 2021"],
    ["Where were the 1988 Olympics?", "In 1988 the Summer Olympics were held in **Seoul**, South Korea, and the Winter Olympics in **Calgary**, Canada."],
    ["Where were the 1940 Olympics?", "The 1940 Summer and Winter Olympics were both cancelled because of World War II."],
    ["Where were the 2023 Olympics?", "There were no Olympics in 2023: the Olympics either side were in 2022 (Winter, Beijing) and 2024 (Summer, Paris)."],
  ])("%j", (prompt, answer) => {
    expect(olympicHostReply(prompt, DECEMBER_2026)).toContain(answer);
    expect(reply(prompt)).toBe(olympicHostReply(prompt, DECEMBER_2026));
  });

  it("dates the next and the last Games, and the tense, by the mock's clock", () => {
    expect(reply("Where are the next Olympics?")).toBe("The next Summer Olympics are the 2028 Games, to be held in **Los Angeles**, United States. The next Winter Olympics are the 2030 Games, to be held in the **French Alps**, France.");
    expect(reply("Where are the next Winter Olympics?", Date.UTC(2025, 5, 1))).toBe("The next Winter Olympics are the 2026 Games, to be held in **Milan** and **Cortina d'Ampezzo**, Italy.");
    expect(reply("Where were the last Summer Olympics?")).toBe("The last Summer Olympics were the 2024 Games, held in **Paris**, France.");
    expect(reply("Where were the last Summer Olympics?", Date.UTC(2024, 6, 1))).toContain("the 2020 Games, held in **Tokyo**");
    expect(reply("Where were the 2026 Winter Olympics held?", Date.UTC(2025, 5, 1))).toContain("The 2026 Winter Olympics will be held in **Milan**");
    expect(reply("Where will the 2036 Olympics be held?")).toBe("As of my last update, the host of the 2036 Summer Olympics had not been chosen.");
  });

  it("leaves other questions about the Olympics to the rest of the chain", () => {
    for (const prompt of ["Who won the most medals at the 2012 Olympics?", "When are the 2028 Olympics?", "How many countries are in the Olympics?", "Write a poem about the 2012 Olympics in London"]) {
      expect(olympicHostReply(prompt, DECEMBER_2026), prompt).toBeUndefined();
    }
  });
});
