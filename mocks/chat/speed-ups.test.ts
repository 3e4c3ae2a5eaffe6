import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { speedUpReply } from "./speed-ups.ts";

const ask = (content: string, seed = 1): string => composeReply([{ role: "user", content }], seededRandom(seed), knownReply);

describe("'how do I make X faster' gets the standard advice for X", () => {
  it("answers 'How do I make my website faster?' with real web-performance steps", () => {
    const reply = ask("How do I make my website faster?");
    for (const advice of [/Lighthouse/, /Core Web Vitals/, /compress/i, /WebP|AVIF/, /lazy/i, /CDN/, /Cache-Control/, /minify/i, /split your bundle/]) expect(reply).toMatch(advice);
    expect(reply).not.toMatch(/website faster working|keep faster|behind a small interface/);
  });

  it.each([
    ["How can I speed up my website?", /Lighthouse/],
    ["Why is my website so slow?", /Lighthouse/],
    ["tips to improve my site's page speed", /Lighthouse/],
    ["How do I make my SQL query faster?", /EXPLAIN/],
    ["Why is my Postgres query so slow?", /index/],
    ["How can I optimize database queries?", /N\+1/],
    ["How do I improve the performance of my React app?", /React DevTools Profiler/],
    ["My React app is really slow, what can I do?", /React\.memo/],
    ["How can I make my Python script run faster?", /cProfile/],
    ["How do I speed up Python code?", /NumPy/],
    ["My laptop is really slow, how can I speed it up?", /Task Manager/],
    ["How do I make my computer faster?", /startup/i],
  ])("%s", (prompt, advice) => {
    const reply = speedUpReply(prompt);
    expect(reply, prompt).toMatch(advice);
    expect(ask(prompt)).toBe(reply);
  });

  it("gives as many steps as asked, numbered", () => {
    const reply = speedUpReply("Give me 3 ways to make my website load faster")!;
    expect(reply.split("\n\n")[1]!.split("\n").map((line) => line.slice(0, 3))).toEqual(["1. ", "2. ", "3. "]);
  });

  it("leaves prompts about other things, or without speed, alone", () => {
    for (const prompt of ["How do I make my sourdough bread rise more?", "How do I build a website?", "How do I make my car faster?", "Write a SQL query for the top 5 customers"]) {
      expect(speedUpReply(prompt), prompt).toBeUndefined();
    }
  });
});
