import { describe, expect, it } from "vitest";
import { sentencesOf } from "./sentences.ts";

describe("the sentences of a text", () => {
  it("ends a sentence at a stop before a word that starts one, a name written in lower case included", () => {
    expect(sentencesOf("Apple reported revenue of $94.9 billion for the quarter, up 6% from a year ago. iPhone sales grew 2.4% to $46.2 billion. Services revenue hit a record!")).toEqual([
      "Apple reported revenue of $94.9 billion for the quarter, up 6% from a year ago.",
      "iPhone sales grew 2.4% to $46.2 billion.",
      "Services revenue hit a record!",
    ]);
    expect(sentencesOf("Hi there! 👋 How can I help?")).toEqual(["Hi there!", "👋 How can I help?"]);
    expect(sentencesOf('She said "Stop." Then she left. (It was late.) Really?! Yes…  We went home.')).toEqual([
      'She said "Stop."',
      "Then she left.",
      "(It was late.)",
      "Really?!",
      "Yes…",
      "We went home.",
    ]);
  });

  it.each([
    ["decimals and amounts", "Funding reached $4.2M in March. Growth was 3.5% in Q2.", ["Funding reached $4.2M in March.", "Growth was 3.5% in Q2."]],
    ["a version", "Version v2.0 ships today. Update now!", ["Version v2.0 ships today.", "Update now!"]],
    ["a URL and an email", "Read more at https://example.com/docs.html today. Then email ada@example.com. Done.", ["Read more at https://example.com/docs.html today.", "Then email ada@example.com.", "Done."]],
    ["e.g. and i.e.", "Use a bundler, e.g. Vite. It is fast, i.e. Rollup underneath.", ["Use a bundler, e.g. Vite.", "It is fast, i.e. Rollup underneath."]],
    ["titles", "Dr. Smith met Mr. Jones and Mrs. Lee. They talked.", ["Dr. Smith met Mr. Jones and Mrs. Lee.", "They talked."]],
    ["an initialism", "The U.S. Army arrived. Then it left.", ["The U.S. Army arrived.", "Then it left."]],
    ["an initial", "John F. Kennedy was president. He was young.", ["John F. Kennedy was president.", "He was young."]],
    ["a month before its day", "He joined on Mar. 1. She left on Apr. 2.", ["He joined on Mar. 1.", "She left on Apr. 2."]],
    ["No. before its number", "It's No. 5 on the chart. Great!", ["It's No. 5 on the chart.", "Great!"]],
    ["a clock's p.m. before lower case or a zone", "Doors open at 5 p.m. on Fridays. The call is at 5 p.m. EST today.", ["Doors open at 5 p.m. on Fridays.", "The call is at 5 p.m. EST today."]],
    ["a list's numbers", "Steps: 1. Open the app. 2. Tap Save.", ["Steps: 1. Open the app.", "2. Tap Save."]],
  ])("does not end a sentence inside %s", (_, text, sentences) => {
    expect(sentencesOf(text)).toEqual(sentences);
  });

  it("ends one after a clock's p.m. before a word that starts a sentence, and after a plain 'no.'", () => {
    expect(sentencesOf("The show starts at 7 p.m. Tickets are $20.")).toEqual(["The show starts at 7 p.m.", "Tickets are $20."]);
    expect(sentencesOf("I said no. Then I left.")).toEqual(["I said no.", "Then I left."]);
  });

  it("keeps what has no stop as one sentence, and an empty text as none", () => {
    expect(sentencesOf("  a line with no stop  ")).toEqual(["a line with no stop"]);
    expect(sentencesOf("the end. then lower case")).toEqual(["the end. then lower case"]);
    expect(sentencesOf("   ")).toEqual([]);
  });
});
