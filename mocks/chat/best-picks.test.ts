import { describe, expect, it } from "vitest";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { seededRandom } from "../data/random.ts";
import { bestPickReply } from "./best-picks.ts";

const ask = (content: string): string => composeReply([{ role: "user", content }], seededRandom(1), knownReply);

describe("the consensus pick for a 'best X for Y', through the chain", () => {
  it.each([
    ["What's the best programming language for beginners?", /^For most beginners, the best first language is \*\*Python\*\*/, /\*\*JavaScript:\*\* if you want to build websites/],
    ["What is the best programming language to learn first?", /^For most beginners, the best first language is \*\*Python\*\*/, /Swift or Kotlin/],
    ["Best language for web development?", /^For web development, the best language to learn is \*\*JavaScript\*\*/, /TypeScript/],
    ["What's the best programming language for data science?", /^For data science, the best language is \*\*Python\*\*: .*pandas/, /\*\*SQL:\*\*[\s\S]*\*\*R:\*\*/],
    ["What is the best language for mobile app development?", /^For mobile apps it depends on the platform: \*\*Swift\*\* for iOS .*\*\*Kotlin\*\* for Android/, /Flutter[\s\S]*React Native/],
    ["Best programming language for game development", /^For game development, .*\*\*C# with Unity\*\*/, /Unreal[\s\S]*Godot/],
    ["What's the best frontend framework for beginners?", /^For a beginner front-end developer, the best framework to learn is \*\*React\*\*/, /\*\*Vue:\*\*/],
    ["What's the best database for a startup?", /^For most startups, the best default database is \*\*PostgreSQL\*\*/, /\*\*SQLite:\*\*[\s\S]*\*\*MongoDB:\*\*/],
    ["What is the best code editor for beginners?", /^For most people, and beginners above all, the best editor is \*\*Visual Studio Code\*\*/, /PyCharm/],
    ["What's the best way to learn to code?", /^The best way to learn to code is to pick \*\*one language\*\*/, /CS50/],
    ["What's the best note-taking app?", /^There is no single best note-taking app/, /\*\*Obsidian:\*\*/],
    ["What is the best password manager?", /^Any reputable password manager/, /\*\*Bitwarden:\*\*[\s\S]*\*\*1Password:\*\*/],
    ["What's the best budgeting method?", /\*\*50\/30\/20 rule\*\*/, /Zero-based budgeting/],
    ["What's the best time to post on Instagram?", /^Honestly, it depends on your audience/, /analytics/],
    ["What's the best exercise for weight loss?", /^The best exercise for weight loss is the one you will keep doing/, /Strength training/],
    ["What's the best camera for beginners?", /\*\*entry-level mirrorless camera\*\*/, /check current reviews/],
    ["What's the best houseplant for beginners?", /\*\*pothos\*\*[\s\S]*\*\*snake plant\*\*/, /overwatering/],
    ["What's the best dog breed for families?", /\*\*Labrador Retriever\*\*[\s\S]*\*\*Golden Retriever\*\*/, /supervised/],
    ["What's the best way to invest for beginners?", /\*\*low-cost, broad index funds or ETFs\*\*/, /not personal financial advice/],
    // The same question asked without "best".
    ["What programming language should I learn first?", /^For most beginners, the best first language is \*\*Python\*\*/, /\*\*JavaScript:\*\* if you want to build websites/],
    ["Which language should I learn first for web development?", /^For web development, the best language to learn is \*\*JavaScript\*\*/, /TypeScript/],
    ["What should my first programming language be?", /^For most beginners, the best first language is \*\*Python\*\*/, /Scratch/],
    ["Which coding language to learn first for data science?", /^For data science, the best language is \*\*Python\*\*/, /\*\*SQL:\*\*/],
  ])("%s: a pick, why, and alternatives by goal", (prompt, lead, alternative) => {
    const reply = ask(prompt);
    expect(reply).toMatch(lead);
    expect(reply).toMatch(alternative);
    expect(reply).toMatch(/\n- \*\*/);
    expect(reply).not.toMatch(/There's a lot that could be said|skeleton|```/);
  });

  it("leaves the comparisons, the laptop, the best time to visit, the books and a spoken language to their own modules", () => {
    expect(ask("Which is better, Python or JavaScript?")).toMatch(/^\*\*Python\*\* and \*\*JavaScript\*\*/);
    expect(ask("What should I learn first, Python or JavaScript?")).toMatch(/^\*\*Python\*\* and \*\*JavaScript\*\*/);
    expect(ask("What's the best laptop for coding?")).toMatch(/^For programming, what matters most/);
    expect(ask("What's the best time to visit Japan?")).toMatch(/^The best time to visit Japan/);
    expect(bestPickReply("What are the best books for learning Python?")).toBeUndefined();
    expect(bestPickReply("What should I learn first, Python or JavaScript?")).toBeUndefined();
    expect(bestPickReply("English is my first language, can you check my code?")).toBeUndefined();
    expect(bestPickReply("Which language should I learn first for my trip to Spain?")).toBeUndefined();
    expect(bestPickReply("What's the best language to learn for travel?")).toBeUndefined();
    expect(bestPickReply("What's the best pizza in town?")).toBeUndefined();
    expect(bestPickReply(`What's the best programming language? ${"x".repeat(300)}`)).toBeUndefined();
  });
});
