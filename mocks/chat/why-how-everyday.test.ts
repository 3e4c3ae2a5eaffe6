import { describe, expect, it } from "vitest";
import { explanationReply } from "./explanations.ts";
import { askedQuestion } from "./why-how-questions.ts";
import { EVERYDAY_ANSWERS } from "./why-how-everyday.ts";

describe("explanations asked for a child or in simple terms", () => {
  it.each([
    ["ELI5 blockchain", "explain blockchain"],
    ["ELI5: inflation", "explain inflation"],
    ["Explain like I'm five: the stock market", "explain the stock market"],
    ["Explain like I'm five: how does the internet work?", "how does the internet work"],
    ["How does DNA work, explain it like I'm five", "How does DNA work"],
    ["Can you ELI5 credit scores?", "explain credit scores"],
  ])("reads %j as the question %j", (prompt, question) => {
    expect(askedQuestion(prompt)).toBe(question);
  });

  it.each([
    ["ELI5 inflation", /^Imagine a candy costs 1 coin today/],
    ["Explain the stock market like I'm 5", /lemonade stand[\s\S]*share/],
    ["Explain credit scores to a 5 year old", /credit score is a number that works like that trust/],
    ["Explain taxes to a kid", /Taxes are that jar/],
    ["ELI5 compound interest", /That extra marble is interest/],
    ["ELI5 recession", /it's called a recession/],
    ["How does DNA work, explain it like I'm five", /^DNA is like a tiny recipe book/],
    ["What is climate change in simple terms", /invisible blanket[\s\S]*climate change/],
    ["Explain evolution for a beginner", /evolution/],
    ["ELI5 atoms", /super tiny pieces called atoms/],
    ["Explain nuclear power like I'm 5", /nuclear power plant/],
    ["Explain the cloud for a beginner", /isn't really up in the sky/],
    ["Explain AI to a 5 year old", /^AI means teaching computers/],
    ["ELI5 machine learning", /^Machine learning is how we teach computers by showing them examples/],
    ["Explain machine learning like I'm 5", /^Machine learning is how we teach computers/],
    ["ELI5 blockchain", /notebook that everyone in your class has a copy of/],
    ["ELI5 wifi", /^Wi-Fi is a way for your tablet/],
    ["Explain encryption like I'm five", /secret code that only your best friend/],
    ["ELI5 electricity", /lots of electrons flowing along a wire/],
    ["What is a black hole? ELI5", /^A black hole is a place in space/],
    ["Explain rainbows to a 5 year old", /raindrops/],
    ["Explain like I'm 5: the internet", /^The internet is millions of computers/],
    ["ELI5 GPS", /satellites/],
    ["Explain vaccines to a kid", /immune system/],
    ["ELI5 the big bang", /squished into a tiny, super-hot dot/],
    ["Explain the immune system like I'm 5", /tiny army/],
    ["ELI5 mortgages", /That loan is called a mortgage/],
    ["Explain how banks work to a kid", /giant, super-safe piggy bank/],
    ["ELI5 viruses", /super tiny germ/],
    ["Explain eclipses to a 5 year old", /solar eclipse[\s\S]*lunar eclipse/],
    ["ELI5 supply and demand", /lemonade on a hot day/],
    ["ELI5 cryptocurrency", /notebook that everyone in your class/],
    ["ELI5 quantum computing", /spinning coin/],
    ["ELI5 HTTPS", /locked box/],
    ["ELI5 APIs", /like a waiter in a restaurant/],
    ["ELI5 DNS", /the internet's phone book/],
    ["ELI5 volcanoes", /magma/],
    ["ELI5 earthquakes", /puzzle/],
  ])("answers %j with the explanation for a child", (prompt, simple) => {
    expect(explanationReply(prompt)).toMatch(simple);
  });

  it("answers the same subjects asked plainly with the full explanation", () => {
    expect(explanationReply("What is inflation?")).toMatch(/^\*\*Inflation\*\* is the general rise in prices/);
    expect(explanationReply("How does the stock market work?")).toMatch(/^The \*\*stock market\*\* is where people buy and sell \*\*shares\*\*/);
    expect(explanationReply("Explain machine learning")).toMatch(/learns patterns from examples instead of following rules written by hand/);
    expect(explanationReply("ELI5 my weekend plans")).toBeUndefined();
  });

  it("writes every everyday answer twice: in full, and for a child", () => {
    expect(EVERYDAY_ANSWERS.length).toBeGreaterThanOrEqual(20);
    for (const answer of EVERYDAY_ANSWERS) {
      expect(answer.simple, answer.answer.slice(0, 40)).toBeDefined();
      expect(answer.simple!.length).toBeLessThan(answer.answer.length);
    }
  });
});
