import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { supportCompany } from "./support-companies.ts";
import type { ChatMessage } from "./tokens.ts";

const BANK = "You are a helpful customer support assistant for Acme Bank.";
const STORE = "You are a helpful assistant for ShopCo, an online clothing store.";
const SAAS = "You are a support agent for Acme Cloud, a SaaS analytics product.";
const AIRLINE = "You are Aria, the virtual assistant of Contoso Airlines. Be friendly and concise.";
const RESTAURANT = "You work for Bella Italia, a family restaurant in Boston. Help guests with their questions.";

/** The reply to `prompt` asked of the bot `system` sets up, after the greeting a chat app shows first. */
function asked(system: string | undefined, prompt: string, seed = 1): string {
  const messages: ChatMessage[] = [
    ...(system === undefined ? [] : [{ role: "system" as const, content: system }]),
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello! How can I help you today?" },
    { role: "user", content: prompt },
  ];
  return composeReply(messages, seededRandom(seed), knownReply);
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"])/).length;

describe("a support bot answers everyday customer questions in its company's name", () => {
  it.each([
    [BANK, "What are your opening hours?", ["Acme Bank's app and online banking are available around the clock", "branch locator"]],
    [BANK, "My card was declined", ["A card payment is usually declined because the card is frozen or blocked", "call the number on the back of your card"]],
    [BANK, "How can I get in touch?", ["you can reach a member of the Acme Bank support team"]],
    [BANK, "I lost my card", ["If your Acme Bank card is lost or stolen, freeze it straight away", "Never share your PIN"]],
    [
      BANK,
      "How do I talk to a human?",
      ["I'm Acme Bank's virtual assistant, but you can reach a member of the Acme Bank support team", "call the number on the back of your card"],
    ],
    [BANK, "I want to close my account", ["To close your Acme Bank account, first move any money out", "direct debits"]],
    [BANK, "I want to make a complaint", ["I'm sorry to hear you've had a bad experience", "complaints form on the Contact page of Acme Bank's website", "financial ombudsman"]],
    [STORE, "What is your refund policy?", ["ShopCo's returns policy", "go to your account, under Orders"]],
    [STORE, "How long does shipping take?", ["ShopCo's checkout shows the options, their prices and the estimated delivery date", "tracking link"]],
    [STORE, "My package never arrived", ["I'm sorry your order hasn't arrived", "contact the ShopCo support team with your order number"]],
    [STORE, "my parcel still hasnt arrived", ["I'm sorry your order hasn't arrived", "tracking link"]],
    [STORE, "How do I update my billing details?", ["update your card and billing address in your account, under Payment methods", "don't share card numbers"]],
    [STORE, "Do you sell my data?", ["ShopCo's Privacy Policy", "corrected or deleted"]],
    [
      SAAS,
      "How do I cancel my subscription?",
      ["cancel your Acme Cloud subscription at any time in your account's Settings, under Billing", "until the end of the period you've paid for"],
    ],
    [SAAS, "How do I sign up?", ["You can sign up for Acme Cloud on the website with your work email"]],
    [BANK, "How do I open an account?", ["You can open a new Acme Bank account online", "photo ID"]],
    [SAAS, "How much does it cost?", ["Acme Cloud's current plans and prices are on the Pricing page", "how many people are on your team"]],
    [SAAS, "How do I change my email address?", ["change the email on your Acme Cloud account in your profile settings", "verification link"]],
    [SAAS, "I forgot my password", ['To reset your Acme Cloud password, choose "Forgot password?"', "check your spam folder"]],
    [SAAS, "How long does shipping take?", ["Acme Cloud is an online service, so there's nothing to ship"]],
    [AIRLINE, "Can I get a refund?", ["depends on the fare you booked", "Manage booking on Contoso Airlines' website"]],
    [RESTAURANT, "Are you open on Sundays?", ["Bella Italia's website or its Google Maps listing", "booking a table"]],
  ])("%s: %j", (system, prompt, parts) => {
    const reply = asked(system, prompt);
    for (const part of parts) expect(reply).toContain(part);
    expect(reply).not.toMatch(/A good answer depends|Let's see\. The answer can change|Be consistent/);
    // 2–5 sentences, the last a next step: a question the user can answer, or an offer to help with it.
    expect(sentences(reply)).toBeGreaterThanOrEqual(2);
    expect(sentences(reply.replace(/^(?:Happy to help|Of course)\. /, ""))).toBeLessThanOrEqual(5);
    expect(reply.trimEnd()).toMatch(/\?$|\bI'll (?:help|point)[^.?]*\.$/);
  });

  it("answers the brief's conversation (a greeting first) in the bank's name, not with the general clarifying fallback", () => {
    const reply = asked("You are a helpful assistant for Acme Bank.", "What are your opening hours?");
    expect(reply).toContain("Acme Bank");
    expect(reply).toContain("branch");
    expect(reply).not.toContain("Happy to help with that. A good answer depends");
  });

  it("invents no hours, prices or return windows for a company it cannot know", () => {
    for (const [system, prompt] of [
      [BANK, "What are your opening hours?"],
      [STORE, "What is your return policy?"],
      [SAAS, "What are your prices?"],
      [STORE, "What time does the store close?"],
    ] as const) {
      expect(asked(system, prompt), prompt).not.toMatch(/\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|[$€£]\s?\d|\b\d+ days\b/i);
    }
  });

  it('answers a support role with no name as "we", and says so with the company\'s kind', () => {
    const reply = asked("You are a customer service agent. Be polite.", "How do I talk to a human?");
    expect(reply).toContain("you can reach a member of our support team");
    expect(reply).not.toMatch(/\bundefined\b|\bwe's\b/);
  });

  it("is the same reply for the same request, and varies only its opening with the seed", () => {
    expect(asked(SAAS, "How much does it cost?", 3)).toBe(asked(SAAS, "How much does it cost?", 3));
    const replies = [1, 2, 3, 4, 5, 6, 7, 8].map((seed) => asked(SAAS, "How much does it cost?", seed));
    for (const reply of replies) expect(reply).toMatch(/^(?:Happy to help\. |Of course\. )?Acme Cloud's current plans and prices are on the Pricing page/);
    const openings = new Set(replies.map((reply) => reply.split("Acme Cloud's current plans")[0]));
    expect(openings.size).toBeGreaterThan(1);
  });
});

describe("with no company named, a general assistant's answer", () => {
  it.each([
    [undefined, "What are your opening hours?", "I'm an AI assistant, so I don't have opening hours"],
    ["You are a helpful assistant.", "What are your opening hours?", "I'm an AI assistant, so I don't have opening hours"],
    ["You are a helpful assistant.", "How do I talk to a human?", "I'm an AI assistant, so there's no person on this chat"],
    [undefined, "I lost my card", "freeze or lock the card in your banking app"],
    [undefined, "My package never arrived", "contact the seller rather than the carrier"],
    [undefined, "Do you sell my data?", "depends on the app or service you're using"],
    [undefined, "What is your refund policy?", "I don't sell anything, so I don't have a refund policy of my own"],
  ])("%s: %j", (system, prompt, part) => {
    expect(asked(system, prompt)).toContain(part);
  });

  it("leaves a how-to the account how-tos answer to them, and answers it in the company's name when one is named", () => {
    expect(asked(undefined, "How do I cancel my subscription?")).toContain("**Find where you pay for it**");
    expect(asked("You are a helpful assistant.", "How do I reset my password?")).toContain('choose "Forgot password?"');
    expect(asked(SAAS, "How do I cancel my subscription?")).not.toContain("**Find where you pay for it**");
  });
});

describe("what is not a question to the support bot", () => {
  it.each([
    [STORE, "Write an email to complain about a late delivery"],
    [STORE, "Can you help me write a refund request for a damaged jacket?"],
    [STORE, "Help me write a complaint about a late delivery"],
    [SAAS, "Create a pricing page for Acme Cloud"],
    [BANK, "How do I return a value from a function in Python?"],
    [undefined, "I need to talk to someone"],
    ["You are a helpful assistant.", "I'd like to speak to someone about how I've been feeling"],
    [undefined, "Are you open to feedback?"],
    [undefined, "What are your plans for the weekend?"],
    [BANK, "What is the capital of France?"],
  ])("%s: %j", (system, prompt) => {
    expect(asked(system, prompt)).not.toMatch(/support team|AI assistant, so|Privacy Policy|opening hours|refund policy/);
  });
});

describe("the company a system message's bot speaks for", () => {
  it.each([
    [BANK, { name: "Acme Bank", kind: "bank" }],
    [STORE, { name: "ShopCo", kind: "store" }],
    [SAAS, { name: "Acme Cloud", kind: "saas" }],
    [AIRLINE, { name: "Contoso Airlines", kind: "airline" }],
    [RESTAURANT, { name: "Bella Italia", kind: "restaurant" }],
    ["You are Acme Bank's virtual assistant.", { name: "Acme Bank", kind: "bank" }],
    ["You are a friendly concierge at The Grand Hotel.", { name: "The Grand Hotel", kind: "hotel" }],
    ["You are the support bot for Marks & Spencer.", { name: "Marks & Spencer", kind: "business" }],
    ["You are a customer service agent.", { name: undefined, kind: "business" }],
  ])("%j", (system, company) => {
    expect(supportCompany([{ role: "system", content: system }])).toEqual(company);
  });

  it.each(["You are a helpful assistant.", "You are a pirate.", "You are a coding assistant for TypeScript developers.", "Answer in one word."])(
    "%j names no company",
    (system) => {
      expect(supportCompany([{ role: "system", content: system }])).toBeUndefined();
    },
  );
});

describe("code given with a question", () => {
  it("is no support question: a Python function's `return items` asks for no refund", () => {
    const reply = composeReply([{ role: "user", content: "Fix this code:\ndef append_to(x, items=[]):\n    items.append(x)\n    return items" }], seededRandom(1), knownReply);
    expect(reply).not.toContain("refund");
    expect(reply).toContain("items=None");
  });
});

describe("a support bot answers a double charge, a change of delivery address and a crashing app in its company's name", () => {
  const TELECOM = "You are a friendly customer support assistant for Acme Telecom.";
  const GENERIC = /I'd be glad to help with it: I can explain something|Let's look at|Happy to talk about|I'd rather not guess, so let me first check|A good answer depends/;

  it.each([
    [STORE, "I was charged twice", ["temporary hold (an authorisation)", "contact the ShopCo support team with your order number", "refund the duplicate"]],
    [SAAS, "I got double charged for my subscription", ["temporary hold (an authorisation)", "the Acme Cloud support team"]],
    [TELECOM, "I was charged twice this month", ["temporary hold (an authorisation)", "the Acme Telecom support team"]],
    [BANK, "I was charged twice", ["temporary hold by the shop", "dispute the payment with us in Acme Bank's app"]],
    [STORE, "Can I change my delivery address?", ["If your order hasn't shipped yet", "the tracking link in your shipping email may let you redirect it"]],
    [STORE, "I put the wrong address on my order", ["If your order hasn't shipped yet"]],
    [BANK, "Can I change my delivery address?", ["under your profile", "proof of address"]],
    [STORE, "The app keeps crashing", ["update the app to its latest version", "uninstall and reinstall it"]],
    [BANK, "The app keeps crashing", ["you'll need your login details to get back in"]],
    [SAAS, "Your website won't load", ["try a private window or another browser", "Acme Cloud's status page"]],
    [TELECOM, "The app keeps crashing", ["update the app to its latest version", "Acme Telecom's status page"]],
  ])("answers (%s) %j on topic", (system, prompt, parts) => {
    const reply = asked(system, prompt);
    for (const part of parts) expect(reply).toContain(part);
    expect(reply).not.toMatch(GENERIC);
  });

  it("names no status page a shop or a bank may not have", () => {
    expect(asked(STORE, "The app keeps crashing")).not.toContain("status page");
    expect(asked(BANK, "The app keeps crashing")).not.toContain("status page");
  });

  it("answers a double charge with no company named as a general assistant would", () => {
    expect(asked(undefined, "I was charged twice")).toContain("your bank or card issuer can dispute the payment");
  });
});

describe("a support bot answers fraud, a suspicious email, a damaged or wrong item, a plan change and an invoice in its company's name", () => {
  const TELECOM = "You are a friendly customer support assistant for Acme Telecom.";
  const GENERIC = /I'd be glad to help with it: I can explain something|A good answer depends|I'd rather not guess, so let me first check|\*\*Keep notes\*\*|\*\*Start with the basics\*\*/;

  it.each([
    [BANK, "Someone used my card without permission", ["Freeze your card in the card settings of Acme Bank's app now", "unauthorised payments reported promptly are usually refunded"]],
    [BANK, "I think I've been scammed", ["Freeze your card"]],
    [STORE, "Someone used my card without permission", ["call your bank or card issuer now to freeze it", "For your ShopCo account, change your password"]],
    [SAAS, "My account was hacked", ["For your Acme Cloud account, change your password"]],
    [BANK, "I got an email asking for my password, is it you?", ["Treat it as a scam until you know otherwise", "Don't click its links"]],
    [STORE, "I got a text asking me to confirm my card details, is it legit?", ["Treat it as a scam until you know otherwise"]],
    [STORE, "My package arrived damaged", ["take a photo of the item", "send a replacement or a refund"]],
    [STORE, "I received the wrong item", ["take a photo of the item", "start a return in your account, under Orders"]],
    [BANK, "My package arrived damaged", ["Acme Bank doesn't send out goods", "dispute the payment with us"]],
    [SAAS, "I'd like to upgrade my plan", ["in your account's Settings, under Billing", "a downgrade usually takes effect at your next renewal"]],
    [SAAS, "Can I get an invoice?", ["download each one as a PDF", "VAT number"]],
    [STORE, "Can I get a receipt for my order?", ["Your order confirmation email is your receipt"]],
    [BANK, "Where can I find my statements?", ["Your statements are in Acme Bank's app"]],
    [TELECOM, "My phone was stolen", ["If your SIM was lost or stolen, tell us straight away so we can block it", "in one of Acme Telecom's stores"]],
  ])("answers (%s) %j on topic", (system, prompt, parts) => {
    const reply = asked(system, prompt);
    for (const part of parts) expect(reply).toContain(part);
    expect(reply).not.toMatch(GENERIC);
  });

  it("answers fraud with no company named as a general assistant would, the bank first", () => {
    expect(asked(undefined, "Someone used my card without permission")).toContain("call your bank or card issuer");
  });
});
