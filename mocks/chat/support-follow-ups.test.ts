import { describe, expect, it } from "vitest";
import { lastReply as last, repliesInTurn as chat } from "../../test/support/chat-turns.ts";
import { seededRandom } from "../data/random.ts";
import { supportFollowUpReply } from "./support-follow-ups.ts";
import type { ChatMessage } from "./tokens.ts";

const BANK = "You are a helpful assistant for Acme Bank.";
const VODAFONE = "You are the support assistant of Vodafone.";
const INSURER = "You are a helpful customer support assistant for Acme Insurance.";
const STORE = "You are a helpful assistant for ShopCo, an online clothing store.";

const GENERAL = /A good answer depends|let's talk about|Let's see\.|I'd rather not guess, so let me first check|You're asking about/;
/** Times and phone numbers the company never said: a follow-up invents none. */
const INVENTED = /\b\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b|\b\d{1,2}:\d\d\b|\b0\d{3,4}[ -]?\d{3}[ -]?\d{3,4}\b/i;

describe("follow-ups in a support chat are answered in the company's name, about the topic in play", () => {
  it("answers the brief's conversation with a bank, each turn about the hours, the contact or the card", () => {
    const replies = chat(
      BANK,
      "What are your opening hours?",
      "What about Sundays?",
      "And on holidays?",
      "Is that the same for the branch in Leeds?",
      "How do I contact you then?",
      "Can I do it online instead?",
      "What if I lost my card?",
      "How long does that take?",
      "Can I do it online instead?",
      "Thanks, that helps",
    );
    const [, sundays, holidays, leeds, contact, online, card, howLong, cardOnline, thanks] = replies;
    expect(sundays).toMatch(/^Sunday hours are often shorter than weekday ones, and some branches don't open on Sundays/);
    expect(sundays).toContain("branch locator on Acme Bank's website or app");
    expect(holidays).toMatch(/^On public holidays, many branches close or keep shorter hours/);
    expect(leeds).toContain("the branch in Leeds may keep different times");
    expect(leeds).toContain("search for Leeds in the branch locator on Acme Bank's website");
    expect(contact).toContain("you can reach a member of the Acme Bank support team");
    expect(online).toContain("live chat or a message form");
    expect(card).toContain("If your Acme Bank card is lost or stolen, freeze it straight away");
    expect(howLong).toContain("A replacement card usually comes by post within a week or two");
    expect(cardOnline).toContain("in Acme Bank's app you can freeze the card straight away");
    expect(thanks).toMatch(/^(?:You're welcome!|Glad that helped!|You're very welcome!) If anything else comes up with your Acme Bank account/);
    for (const reply of replies) {
      expect(reply).toContain("Acme Bank");
      expect(reply).not.toMatch(GENERAL);
      expect(reply).not.toMatch(INVENTED);
    }
  });

  it("reads the topic in play for 'How long does that take?' and 'Can I do it online instead?'", () => {
    expect(last(VODAFONE, "How do I transfer my number to Vodafone?", "How long does that take?")).toContain("A number transfer usually completes within one working day");
    expect(last(INSURER, "How do I make a claim?", "How long does that take?")).toContain("follow its progress in Acme Insurance's online account");
    expect(last(INSURER, "How do I make a claim?", "Can I do it online instead?")).toContain("start a claim in Acme Insurance's app or online account at any time");
    expect(last(STORE, "What is your refund policy?", "How long does that take?")).toContain("ShopCo's Returns page");
    expect(last(STORE, "What is your refund policy?", "Can I do that online?")).toContain("start a return online, in your account, under Orders");
  });

  it("asks about another store's hours after a store's closing time", () => {
    const [closing, manchester, weekends] = chat(STORE, "When does the store close?", "What about the Manchester store?", "On weekends?");
    expect(closing).toContain("store locator on ShopCo's website");
    expect(manchester).toContain("the store in Manchester may keep different times");
    expect(weekends).toMatch(/^Weekend hours are often shorter than weekday ones, and some stores don't open on weekends/);
  });

  it("says sorry and offers a person when an answer didn't help, naming what it was about", () => {
    const reply = last(VODAFONE, "My internet is down", "That didn't help");
    expect(reply).toMatch(/^I'm sorry that didn't help with your connection\./);
    expect(reply).toContain("a member of the Vodafone support team can take it from here");
    expect(last(BANK, "I want to talk to a human")).toContain("you can reach a member of the Acme Bank support team");
  });

  it("leaves a follow-up about another topic, or outside a support chat, to the other replies", () => {
    const reply = (messages: ChatMessage[]) => supportFollowUpReply(messages, messages.at(-1)!.content as string, seededRandom(1));
    // "And on holidays?" after a lost card is no question about opening hours.
    expect(reply([{ role: "system", content: BANK }, { role: "user", content: "I lost my card" }, { role: "assistant", content: "Freeze it." }, { role: "user", content: "And on holidays?" }])).toBeUndefined();
    // With no company, thanks are small talk's and Sundays the general follow-ups'.
    expect(reply([{ role: "user", content: "What are your opening hours?" }, { role: "assistant", content: "I have none." }, { role: "user", content: "What about Sundays?" }])).toBeUndefined();
    expect(last(undefined, "What are your opening hours?", "Thanks")).not.toMatch(/If anything else comes up|support team/);
    expect(last("You are a helpful assistant.", "Thanks, that helps")).not.toMatch(/If anything else comes up|support team/);
    // A question asked first, with no hours before it, is the hours topic's own answer.
    expect(last("You work for Bella Italia, a family restaurant in Boston.", "Are you open on Sundays?")).toContain("Bella Italia's website or its Google Maps listing");
  });
});

describe("follow-ups after a SIM, a plan, a router or a tariff question stay on that topic", () => {
  const TELECOM = "You are a friendly customer support assistant for Acme Telecom.";
  const ENERGY = "You are a support assistant for Bright Energy.";
  /** The generic answers a follow-up got before it knew the topic. */
  const OFF_TOPIC = /It depends on the request|current prices are on the website|you can do that in .* at any time, without waiting/;
  /** A price the company never said. */
  const PRICE = /[£$€]\s?\d/;

  it.each([
    [TELECOM, "I need a new SIM card", "How long does that take?", "A replacement SIM sent by post usually arrives within a few working days"],
    [TELECOM, "I need a new SIM card", "How much does it cost?", "A replacement SIM is often free, but some providers charge"],
    [TELECOM, "I need a new SIM card", "Is there a fee?", "A replacement SIM is often free, but some providers charge"],
    [TELECOM, "I need a new SIM card", "Can I do it online?", "Yes: you can order a replacement SIM, or switch to an eSIM"],
    [TELECOM, "I want to change my plan", "How long does that take?", "A plan change applies either straight away or from the start of your next billing period"],
    [TELECOM, "I want to change my plan", "Does it cost anything?", "Moving up to a bigger plan usually just changes your monthly price"],
    [TELECOM, "I want to change my plan", "Can I do it online?", "Yes: you can buy a data add-on or change your plan in Acme Telecom's app"],
    [TELECOM, "My router keeps disconnecting", "How long does that take?", "After a restart, the router usually takes a few minutes to reconnect"],
    [TELECOM, "My router keeps disconnecting", "How much does it cost?", "Checking for an outage, restarting the router and running a line test cost nothing"],
    [TELECOM, "My router keeps disconnecting", "Can I do it online?", "Acme Telecom's service status page shows any outage in your area"],
    [ENERGY, "Can I switch to a cheaper tariff?", "How long does that take?", "online account shows the date your new tariff starts"],
    [ENERGY, "Can I switch to a cheaper tariff?", "How much does it cost?", "Switching to another of Bright Energy's tariffs costs nothing in itself"],
    [ENERGY, "Can I switch to a cheaper tariff?", "Can I do it online?", "compares Bright Energy's tariffs for your usage"],
  ])("answers (%s) %j then %j about that topic", (system, first, followUp, expected) => {
    const reply = last(system, first, followUp);
    expect(reply).toContain(expected);
    expect(reply).not.toMatch(OFF_TOPIC);
    expect(reply).not.toMatch(PRICE);
    expect(reply).not.toMatch(INVENTED);
  });

  it("answers 'How much does it cost?' after a topic with no rule of its own with where the price is shown, never a price", () => {
    const reply = last(STORE, "Can I return an item?", "How much does it cost?");
    expect(reply).toContain("I'd rather not quote a figure that might be out of date");
    expect(reply).not.toMatch(PRICE);
  });
});

describe("follow-ups after a double charge, a damaged item or fraud stay on that topic", () => {
  const NORTHWIND = "You are a customer support assistant for Northwind Bank.";

  it.each([
    [STORE, "I was charged twice", "How long does that take?", "A temporary hold usually drops off your statement within a few business days"],
    [STORE, "My package arrived damaged", "How long does that take?", "a replacement is sent like a new order"],
    [NORTHWIND, "Someone used my card without permission", "How long does that take?", "Freezing the card works straight away"],
    [STORE, "I was charged twice", "That didn't help", "I'm sorry that didn't help with the double charge"],
  ])("answers (%s) %j then %j about that topic", (system, first, followUp, expected) => {
    const reply = last(system, first, followUp);
    expect(reply).toContain(expected);
    expect(reply).not.toContain("It depends on the request");
  });
});
