import { describe, expect, it } from "vitest";
import { lastReply as last } from "../../test/support/chat-turns.ts";

const TELECOM = "You are a friendly customer support assistant for Acme Telecom.";
const STORE = "You are a helpful customer service agent for ShopCo, an online clothing store.";
const SAAS = "You are the support assistant for Flowly, a SaaS project management tool.";
const BANK = "You are a customer support assistant for Northwind Bank. Escalate to a human agent if the customer is upset.";

/** What a general assistant says, which a support bot never should. */
const GENERAL = /What are you working on|Tell me what you'd like to do with it|I'd be glad to help with it: I can explain something/;

describe("a support bot greets, closes and meets anger in its company's name", () => {
  it.each([
    [TELECOM, "Hi", ["Acme Telecom", "How can I help you today?", "bills, plans, SIMs and your connection"]],
    [BANK, "Hello!", ["Northwind Bank", "How can I help you today?", "cards, payments"]],
    [STORE, "I need help", ["I'm here to help", "Orders, deliveries, returns and refunds"]],
    [SAAS, "Can you help me?", ["I'm here to help", "Your account, billing"]],
  ])("opens (%s) %j with a welcome and what it helps with", (system, prompt, parts) => {
    const reply = last(system, prompt);
    for (const part of parts) expect(reply).toContain(part);
    expect(reply).not.toMatch(GENERAL);
  });

  it.each(["Thanks, that's all", "No, that's everything, thanks!", "Nothing else, thanks", "That's all for today. Bye!"])(
    "closes %j politely, in the company's name, without asking 'anything else?' again",
    (prompt) => {
      const reply = last(STORE, "Where is my order?", prompt);
      expect(reply).toContain("thank you for contacting ShopCo");
      expect(reply).toContain("Have a great day!");
      expect(reply).not.toMatch(/anything else I can help|\?$/);
    },
  );

  it("meets an angry message in capitals with an apology, what to tell the bot, and a person's contact route", () => {
    const reply = last(TELECOM, "My internet is down", "THIS IS THE THIRD TIME I'M ASKING. NOBODY IS HELPING ME!!!");
    expect(reply).toContain("I'm really sorry: having to ask again is frustrating");
    expect(reply).toContain("your account number or the phone number on the account");
    expect(reply).toContain("Contact page of Acme Telecom's website or app");
    expect(reply).not.toMatch(GENERAL);
  });

  it("offers the handover to an angry customer where the system message allows one", () => {
    const reply = last(BANK, "I'm sick of this, nobody ever gets back to me");
    expect(reply).toContain("I'm really sorry this has been so frustrating");
    expect(reply).toContain("I can pass this chat to a member of the Northwind Bank support team");
  });

  it("leaves a message in capitals that asks about a topic to the topic's answer", () => {
    expect(last(TELECOM, "MY INTERNET HAS BEEN DOWN FOR 3 DAYS!!!")).toContain("restart the router");
  });

  it.each([undefined, "You are a helpful assistant."])("leaves 'Hi' and 'Thanks, that's all' to the general replies with no support company (%s)", (system) => {
    expect(last(system, "Hi")).not.toContain("welcome to");
    expect(last(system, "Thanks, that's all")).not.toContain("thank you for contacting");
  });
});
