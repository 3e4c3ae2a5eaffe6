/**
 * "Who are you?", "What's your name?", "Are you a bot?" asked of the assistant a system message
 * names or gives a support role: answered in that role, not as the mock.
 */
import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const MAX = "You are Max, the virtual assistant of Acme Bank. Be friendly and concise.";
const SHOPCO = "You are a helpful customer support assistant for ShopCo.";

const asked = (system: string | undefined, prompt: string) =>
  composeReply([...(system === undefined ? [] : [{ role: "system", content: system }]), { role: "user", content: prompt }], seededRandom(1), knownReply);

describe("the assistant's identity, in the role its system message gives", () => {
  it("Max, Acme Bank's virtual assistant, says who it is, its name, and that it is an AI", () => {
    expect(asked(MAX, "Who are you?")).toBe("I'm Max, Acme Bank's virtual assistant. I can help with questions about your accounts, cards and payments. How can I help you today?");
    expect(asked(MAX, "What's your name?")).toBe("My name is Max, and I'm Acme Bank's virtual assistant. How can I help you today?");
    expect(asked(MAX, "Are you a bot?")).toMatch(/^Yes, I'm an AI, not a person\. I'm Max, Acme Bank's virtual assistant\./);
    expect(asked(MAX, "Are you human?")).toMatch(/^No, I'm not a person: I'm an AI\. I'm Max, Acme Bank's virtual assistant\..*talk to someone on the Acme Bank team/);
  });

  it("ShopCo's unnamed support assistant has no name of its own, and says what it helps with", () => {
    expect(asked(SHOPCO, "Who are you?")).toBe("I'm ShopCo's customer support assistant. I can help with your orders, deliveries and returns, and questions about our products. How can I help you today?");
    expect(asked(SHOPCO, "What is your name?")).toBe("I don't have a name of my own: I'm ShopCo's customer support assistant. How can I help you today?");
    expect(asked(SHOPCO, "Am I talking to a real person?")).toMatch(/^No, I'm not a person: I'm an AI\. I'm ShopCo's customer support assistant\./);
  });

  it("a named assistant with no company says its name", () => {
    expect(asked("You are Aria. You help users plan trips.", "What's your name?")).toBe("My name is Aria, and I'm an AI assistant. How can I help you today?");
  });

  it("with no role given, the general assistant's answer stands", () => {
    expect(asked("You are a helpful assistant.", "Who are you?")).toMatch(/^I'm an AI assistant: a mock model/);
    expect(asked(undefined, "Am I talking to a real person?")).toMatch(/^I'm an AI assistant/);
  });
});
