import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { inventionReply } from "./inventions.ts";

describe("an invention asked for is named and described", () => {
  it("invents a holiday with its traditions: the AI SDK's first example", () => {
    const reply = inventionReply("Invent a new holiday and describe its traditions.")!;
    expect(reply).toMatch(/^\*\*[A-Z][^*]+\*\* (?:falls|is celebrated|takes place)/);
    expect(reply).toContain("**Traditions**");
    expect(reply.match(/^- \*\*/gm)!.length).toBeGreaterThanOrEqual(3);
  });

  it("invents a sport or a game with how it is played, in order", () => {
    expect(inventionReply("Make up a new sport")).toContain("**How it's played**");
    const game = inventionReply("Create a fictional board game and explain the rules")!;
    const order = ["Setup", "On your turn", "Events", "Winning"];
    const listed = [...game.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((m) => m[1]!);
    expect(listed.length).toBeGreaterThanOrEqual(3);
    expect(listed).toEqual(order.filter((part) => listed.includes(part)));
  });

  it("names anything else invented as what was asked for", () => {
    expect(inventionReply("Invent a new creature")).toMatch(/\*\*the \w+\*\*, a creature /);
  });

  it("leaves software, stories and jokes to the other replies", () => {
    expect(inventionReply("Create a new React component for a login form")).toBeUndefined();
    expect(inventionReply("Invent a new story about a dragon")).toBeUndefined();
    expect(inventionReply("What is a holiday?")).toBeUndefined();
  });

  it("takes the kind from the head noun, and leaves names, logos, qualified things and games built in a tool to the other replies", () => {
    for (const prompt of [
      "Come up with a new name for my startup",
      "Design a new logo for my bakery",
      "Imagine a new world where cats rule",
      "Create a new recipe with chicken and rice",
      "Create a new video game character",
      "Create a new game in Unity",
    ]) {
      expect(inventionReply(prompt), prompt).toBeUndefined();
    }
    expect(inventionReply("Create a new holiday for programmers")).toContain("**Traditions**");
  });

  it("answers through the mock, the same each time", async () => {
    const mock = testMock();
    const ask = async () =>
      (await mock.call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Invent a new holiday and describe its traditions." }] } })).body.choices[0].message.content;
    const first = await ask();
    expect(first).toContain("**Traditions**");
    expect(await ask()).toBe(first);
  });
});
