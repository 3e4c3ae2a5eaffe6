import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { recalledReply } from "./recall.ts";

/** A conversation of alternating user and assistant turns, the user first. */
const turns = (...texts: string[]) => texts.map((content, i) => ({ role: i % 2 === 0 ? "user" : "assistant", content }));
const reply = (...texts: string[]) => recalledReply(turns(...texts), texts[texts.length - 1]!);

describe("replies from what the user said earlier", () => {
  it("remembers the name the user gave, however they gave it", () => {
    expect(reply("My name is Bob.", "Hi Bob.", "What is my name?")).toBe("Your name is Bob.");
    expect(reply("Hi, I am Ana Silva and I like tea", "Hello!", "Do you remember my name?")).toBe("Your name is Ana Silva.");
    expect(reply("i'm Bob from Oslo", "Hi!", "what's my name?")).toBe("Your name is Bob.");
    expect(reply("Call me Ishmael.", "Sure.", "Something else", "Ok.", "Who am I?")).toBe("Your name is Ishmael.");
  });

  it("takes the latest name when the user gave two", () => {
    expect(reply("My name is Bob.", "Hi Bob.", "Actually, call me Robert.", "Sure.", "What is my name?")).toBe("Your name is Robert.");
  });

  it("says it was not told, rather than inventing a name; a state is no name", () => {
    expect(reply("What is my name?")).toBe("You haven't told me your name yet. What should I call you?");
    expect(reply("I'm tired today.", "Rest well.", "What is my name?")).toBe("You haven't told me your name yet. What should I call you?");
  });

  it("greets an introduction by name, and not a sentence about how the user feels", () => {
    expect(reply("Hi, I'm Bob!")).toBe("Nice to meet you, Bob! How can I help you today?");
    expect(reply("my name is Ana Silva")).toBe("Nice to meet you, Ana Silva! How can I help you today?");
    expect(reply("hi, i'm tired")).toBeUndefined();
  });

  it("remembers other things the user said about themselves", () => {
    expect(reply("My favourite colour is teal.", "Nice.", "What's my favourite colour?")).toBe("Your favourite colour is teal.");
    expect(reply("Hello", "Hi!", "What is my favourite colour?")).toBe("You haven't told me your favourite colour yet.");
  });

  it("leaves other prompts to the other replies", () => {
    expect(reply("My name is Bob.", "Hi Bob.", "Explain how tides work")).toBeUndefined();
  });
});

describe("memory through the mock", () => {
  it("answers a follow-up question from the conversation the client sends", async () => {
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: {
        model: "gpt-4o-mini",
        messages: [
          { role: "system", content: "You are terse." },
          { role: "user", content: "My name is Bob." },
          { role: "assistant", content: "Hi Bob." },
          { role: "user", content: "What is my name?" },
        ],
      },
    });
    expect(result.body.choices[0].message.content).toBe("Your name is Bob.");
  });
});
