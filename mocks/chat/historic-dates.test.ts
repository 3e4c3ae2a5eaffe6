import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { DATED_EVENTS, VERB_CLASSES, historicDateReply } from "./historic-dates.ts";
import { knownReply } from "./known-replies.ts";

const answerOf = (opening: string) => DATED_EVENTS.find((event) => event.answer.startsWith(opening))!.answer;

describe("when a well-known event happened", () => {
  it.each([
    ["What year did World War 2 end?", "World War II ended in **1945**"],
    ["When did WWII end?", "World War II ended in **1945**"],
    ["In which year did the Second World War end?", "World War II ended in **1945**"],
    ["World War II ended in what year?", "World War II ended in **1945**"],
    ["when did world war two finish", "World War II ended in **1945**"],
    ["When did World War 2 start?", "World War II began in **1939**"],
    ["What year did WW2 begin?", "World War II began in **1939**"],
    ["When did the first world war end?", "World War I ended in **1918**"],
    ["When did WW1 start?", "World War I began in **1914**"],
    ["When was the moon landing?", "The first Moon landing was in **1969**"],
    ["When did humans first land on the moon?", "The first Moon landing was in **1969**"],
    ["The moon landing happened in what year?", "The first Moon landing was in **1969**"],
    ["When did the Berlin Wall fall?", "The Berlin Wall fell in **1989**"],
    ["When was the fall of the Berlin Wall?", "The Berlin Wall fell in **1989**"],
    ["When was the U.S. Declaration of Independence signed?", "The US Declaration of Independence"],
    ["What year did America declare independence?", "The US Declaration of Independence"],
    ["When did the French Revolution start?", "The French Revolution began in **1789**"],
    ["When did Columbus discover America?", "Christopher Columbus reached the Americas in **1492**"],
    ["What year did the Titanic sink?", "The Titanic sank in **1912**"],
    ["When was the first iPhone released?", "The first iPhone came out in **2007**"],
    ["The first iPhone was released in what year?", "The first iPhone came out in **2007**"],
    ["When did the iPhone come out?", "The first iPhone came out in **2007**"],
    ["When was Google founded?", "Google was founded in **1998**"],
    ["What year was Apple founded?", "Apple was founded in **1976**"],
    ["In what year was Microsoft founded?", "Microsoft was founded in **1975**"],
    ["When was the telephone invented?", "The telephone was invented in **1876**"],
    ["What year was the light bulb invented?", "The practical light bulb dates from **1879**"],
    ["When was the printing press invented?", "The printing press was invented by Johannes Gutenberg"],
    ["When was the World Wide Web invented?", "The World Wide Web was invented by Tim Berners-Lee"],
    ["When did the Wright brothers fly?", "The Wright brothers made the first powered"],
    ["When was the first flight?", "The Wright brothers made the first powered"],
  ])("answers %j with the year, bold, and its context", (prompt, opening) => {
    expect(historicDateReply(prompt)).toBe(answerOf(opening));
  });

  it("answers every event of its table, by every name and verb it lists", () => {
    expect(DATED_EVENTS.length).toBeGreaterThanOrEqual(40);
    for (const event of DATED_EVENTS) {
      const asked = [...event.names.map((name) => VERB_CLASSES[event.verbs].question.replace("{}", name)), ...(event.also ?? []).map((subject) => `When did ${subject}?`)];
      // A name two events share ("berlin wall") answers the first of them for the verbs both have.
      const reached = asked.filter((question) => historicDateReply(question) === event.answer);
      expect(reached.length, event.answer).toBeGreaterThan(0);
      for (const question of asked) expect(historicDateReply(question), question).toBeDefined();
      expect(event.answer, event.answer).toMatch(/\*\*\d{3,4}(?: to \d{4})?\*\*/);
    }
  });

  it("leaves a request that only mentions an event, or an event it does not date, to the other replies", () => {
    for (const prompt of ["Write a poem about the moon landing", "Tell me about World War 2", "Why did World War 2 end?", "When did my package ship?", "What year is it?", "When was the last time it rained in Paris?"]) {
      expect(historicDateReply(prompt), prompt).toBeUndefined();
    }
    const answered = (prompt: string) => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(1), undefined);
    expect(answered("Write a poem about the moon landing")).not.toBe(answerOf("The first Moon landing"));
    expect(answered("What year did World War 2 end?")).toBe(answerOf("World War II ended"));
  });
});
