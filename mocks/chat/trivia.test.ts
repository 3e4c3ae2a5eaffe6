import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { BY_QUESTION, DISCOVERIES, OFFICES, TRIVIA, triviaReply } from "./trivia.ts";

const answered = (prompt: string, n = 1) => knownReply([{ role: "user", content: prompt }], prompt, seededRandom(n), undefined);

describe("school-level trivia", () => {
  it.each([
    ["What is the speed of light?", "**299,792,458 meters per second**"],
    ["how fast does light travel", "**299,792,458 meters per second**"],
    ["What is the boiling point of water?", "**100 °C (212 °F)**"],
    ["At what temperature does water boil?", "**100 °C (212 °F)**"],
    ["How far is the moon?", "**384,400 km (238,900 miles)**"],
    ["How far away is the Moon from Earth?", "**384,400 km (238,900 miles)**"],
    ["How far is the sun from Earth?", "**150 million km (93 million miles)**"],
    ["What's the distance between the Earth and the Sun?", "**150 million km (93 million miles)**"],
    ["What's the tallest mountain in the world?", "**Mount Everest**"],
    ["What is the highest mountain in the world?", "**Mount Everest**"],
    ["What is the longest river in the world?", "**Amazon**"],
    ["Which river is the longest in the world?", "**Nile**"],
    ["How many continents are there?", "There are **7** continents"],
    ["How many planets are in the solar system?", "There are **8** planets"],
    ["How many planets are there?", "There are **8** planets"],
    ["What is the largest ocean?", "**Pacific Ocean**"],
    ["Which ocean is the largest?", "**Pacific Ocean**"],
    ["How many bones are in the human body?", "**206** bones"],
    ["How many bones do humans have?", "**206** bones"],
    ["What is the chemical symbol for gold?", "is **Au**"],
    ["What's the symbol for gold?", "is **Au**"],
    ["What is the largest country in the world?", "**Russia**"],
    ["What's the biggest country in the world?", "**Russia**"],
    ["What is the most spoken language?", "**English**"],
    ["Which language is spoken the most?", "**Mandarin Chinese**"],
    ["How many people live on Earth?", "**8.2 billion** people live on Earth, by the United Nations' estimate for mid-2024"],
    ["What is the world population?", "**8.2 billion**"],
    ["What is the freezing point of water in Fahrenheit?", "Water freezes at **32 °F**"],
    ["At what temperature does water freeze?", "Water freezes at **0 °C (32 °F)**"],
  ])("answers %j with the fact, its figure bold", (prompt, part) => {
    expect(triviaReply(prompt)).toContain(part);
    expect(answered(prompt)).toBe(triviaReply(prompt));
  });

  it.each([
    ["Who invented the telephone?", "**Alexander Graham Bell**"],
    ["who invented the phone", "**Alexander Graham Bell**"],
    ["Who invented the light bulb?", "**Thomas Edison**"],
    ["The lightbulb was invented by whom?", "**Thomas Edison**"],
    ["Who invented the printing press?", "**Johannes Gutenberg**"],
    ["Who invented the World Wide Web?", "**Tim Berners-Lee**"],
    ["Who created the web?", "**Tim Berners-Lee**"],
    ["Who invented the airplane?", "**Wright brothers**"],
    ["Who invented the first airplane?", "**Wright brothers**"],
    ["Who invented the computer?", "**Charles Babbage**"],
    ["Who discovered penicillin?", "**Alexander Fleming**"],
    ["Penicillin was discovered by whom?", "**Alexander Fleming**"],
    ["Who invented the radio?", "**Guglielmo Marconi**"],
    ["Who invented the television?", "**John Logie Baird**"],
    ["Who invented TV?", "**Philo Farnsworth**"],
  ])("names who made or found it: %j", (prompt, part) => {
    expect(triviaReply(prompt)).toContain(part);
    expect(answered(prompt)).toBe(triviaReply(prompt));
  });

  it.each([
    ["Who is the president of France?", "**Emmanuel Macron**, in office since 2017"],
    ["Who's the French president?", "**Emmanuel Macron**"],
    ["Who is the CEO of Apple?", "**Tim Cook**, who succeeded Steve Jobs in 2011"],
    ["Who is Apple's CEO?", "**Tim Cook**"],
    ["Who is the president of the United States?", "**Donald Trump**, in office since January 2025"],
    ["Who is the current US president?", "**Donald Trump**"],
    ["Who is the prime minister of the UK?", "**Keir Starmer**, in office since July 2024"],
  ])("answers who holds an office as of its last update, and says to check: %j", (prompt, part) => {
    const reply = triviaReply(prompt);
    expect(reply).toMatch(/^As of my last update, /);
    expect(reply).toContain(part);
    expect(reply).toMatch(/check a current (?:news )?source/);
    expect(answered(prompt)).toBe(reply);
  });

  it.each([
    ["Who was the first person in space?", "**Yuri Gagarin**", "12 April 1961"],
    ["Who went to space first?", "**Yuri Gagarin**", "Vostok 1"],
    ["Who was the first woman in space?", "**Valentina Tereshkova**", "16 June 1963"],
    ["Who was the first American in space?", "**Alan Shepard**", "5 May 1961"],
    ["Who was the first person on the moon?", "**Neil Armstrong**", "20 July 1969"],
    ["Who was the second man on the moon?", "**Buzz Aldrin**", "Apollo 11"],
    ["Who was the first to climb Mount Everest?", "**Edmund Hillary**", "**Tenzing Norgay**"],
    ["Who first climbed Everest?", "**Edmund Hillary**", "29 May 1953"],
    ["Who was the first person to fly?", "**Wright brothers**", "17 December 1903"],
    ["Who was the first to reach the South Pole?", "**Roald Amundsen**", "14 December 1911"],
    ["Who was the first person to sail around the world?", "**Ferdinand Magellan**", "**Juan Sebastián Elcano**"],
    ["Who was the first female prime minister of the UK?", "**Margaret Thatcher**", "May 1979"],
    ["Who was the first woman to win a Nobel Prize?", "**Marie Curie**", "1903"],
    ["Who ran the first four-minute mile?", "**Roger Bannister**", "6 May 1954"],
  ])("names who was first: %j", (prompt, who, detail) => {
    const reply = triviaReply(prompt);
    expect(reply).toContain(who);
    expect(reply).toContain(detail);
    expect(answered(prompt)).toBe(reply);
  });

  it("reaches every entry of its tables through the known replies, by every phrasing it lists", () => {
    expect(TRIVIA.length + DISCOVERIES.length).toBeGreaterThanOrEqual(50);
    for (const trivium of TRIVIA) {
      for (const question of trivium.asked) expect(answered(question), question).toBe(trivium.answer);
      expect(trivium.answer, trivium.answer).toMatch(/\*\*[^*]+\*\*/);
    }
    for (const discovery of DISCOVERIES) {
      for (const subject of discovery.subjects) {
        const question = discovery.verb === "invented" ? `Who invented the ${subject}?` : `Who discovered ${subject}?`;
        expect(answered(question), question).toBe(discovery.answer);
      }
    }
    for (const office of OFFICES) for (const name of office.names) expect(answered(`Who is the ${name}?`), name).toBe(office.answer);
    // Every phrasing the map holds is one the reply finds: no key is shadowed by the cue.
    for (const [question, answer] of BY_QUESTION) expect(triviaReply(`${question}?`), question).toBe(answer);
  });

  it("leaves a request that only mentions a subject, or a question it does not hold, to the other replies", () => {
    for (const prompt of [
      "Write a poem about the speed of light",
      "Tell me a joke about the moon",
      "Explain how the telephone works",
      "Write a story about who invented the telephone and why",
      "What is the speed of light in water compared to glass, and why does it change?",
      "Who invented my favorite sandwich?",
      "Who is the president of my book club?",
    ]) {
      expect(triviaReply(prompt), prompt).toBeUndefined();
      expect(answered(prompt) ?? "", prompt).not.toMatch(/\*\*299,792,458|\*\*384,400|\*\*Alexander Graham Bell|\*\*Emmanuel Macron/);
    }
  });

  it("gives every choice of a request the same fact", () => {
    const prompt = "What is the speed of light?";
    expect(new Set([1, 2, 3, 4].map((seed) => answered(prompt, seed)))).toEqual(new Set([triviaReply(prompt)]));
  });
});
