import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { supportCompany } from "./support-companies.ts";
import { serviceTopic } from "./support-services.ts";
import type { ChatMessage } from "./tokens.ts";

const VODAFONE = "You are the support assistant of Vodafone.";
const BROADBAND = "You are a customer service bot for FastNet, a broadband provider.";
const INSURER = "You are a helpful customer support assistant for Acme Insurance.";
const ENERGY = "You are a customer service assistant for Octopus Energy.";
const WATER = "You are a helpful assistant for Thames Water.";

/** The reply to `prompt` asked of the bot `system` sets up, after the greeting a chat app shows first. */
function asked(system: string | undefined, prompt: string): string {
  const messages: ChatMessage[] = [
    ...(system === undefined ? [] : [{ role: "system" as const, content: system }]),
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello! How can I help you today?" },
    { role: "user", content: prompt },
  ];
  return composeReply(messages, seededRandom(1), knownReply);
}

describe("the kind of company a system message's bot speaks for", () => {
  it.each([
    [VODAFONE, { name: "Vodafone", kind: "telecom" }],
    ["You are a helpful assistant for AT&T.", { name: "AT&T", kind: "telecom" }],
    ["You are a support agent for a mobile operator.", { name: undefined, kind: "telecom" }],
    [BROADBAND, { name: "FastNet", kind: "telecom" }],
    ["You work for Acme Mobile.", { name: "Acme Mobile", kind: "telecom" }],
    [INSURER, { name: "Acme Insurance", kind: "insurance" }],
    ["You are a helpful assistant for Geico.", { name: "Geico", kind: "insurance" }],
    [ENERGY, { name: "Octopus Energy", kind: "utility" }],
    ["You are a helpful assistant for British Gas.", { name: "British Gas", kind: "utility" }],
    ["You are the support bot for Brightwatt, an energy supplier.", { name: "Brightwatt", kind: "utility" }],
    [WATER, { name: "Thames Water", kind: "utility" }],
    // A mobile app is software, not a mobile operator.
    ["You are a helpful assistant for Acme Cloud, a mobile app for runners.", { name: "Acme Cloud", kind: "saas" }],
  ])("%j", (system, company) => {
    expect(supportCompany([{ role: "system", content: system }])).toEqual(company);
  });
});

describe("a mobile or broadband provider, an insurer or a utility answers its own topics in its name", () => {
  it.each([
    [VODAFONE, "Does roaming work in Spain?", ["Vodafone's roaming page lists the destinations", "spending cap"]],
    [VODAFONE, "I ran out of data", ["how much data you've used", "data add-on"]],
    [VODAFONE, "I need a new SIM", ["replacement SIM", "in one of Vodafone's stores", "block it"]],
    [VODAFONE, "How do I transfer my number to Vodafone?", ["text PAC to 65075", "number transfer PIN", "within one working day"]],
    [VODAFONE, "Why is my bill so high?", ["itemised bill in Vodafone's app", "roaming"]],
    [VODAFONE, "How do I unlock my phone?", ["unlocking it from Vodafone's network", "December 2021"]],
    [VODAFONE, "I have no signal at home", ["Vodafone's coverage checker", "Wi-Fi Calling"]],
    [BROADBAND, "My internet is down", ["FastNet's service status page", "restart the router", "line test"]],
    [BROADBAND, "Why is my wifi so slow?", ["speed test", "restart the router"]],
    [INSURER, "How do I make a claim?", ["start a claim in Acme Insurance's online account", "policy number"]],
    [INSURER, "I need to change my address", ["change most details of your Acme Insurance policy"]],
    [INSURER, "Am I covered for water damage?", ["policy schedule", "excess", "won't guess"]],
    [INSURER, "I want to cancel my policy", ["cooling-off period", "14 days"]],
    [ENERGY, "How do I submit a meter reading?", ["meter reading in Octopus Energy's app", "red"]],
    [ENERGY, "Why is my bill so high?", ["estimate", "standing charges"]],
    [ENERGY, "I'm moving house", ["moving date and new address", "meter readings at the old home"]],
    [ENERGY, "There's a power cut", ["Octopus Energy's service status page", "105"]],
    [ENERGY, "I can smell gas", ["0800 111 999", "leave the property"]],
    [ENERGY, "Can I switch to a cheaper tariff?", ["exit fee", "49 days"]],
    [WATER, "We have no water", ["Thames Water's service status page"]],
  ])("%s: %j", (system, prompt, parts) => {
    const reply = asked(system, prompt);
    for (const part of parts) expect(reply).toContain(part);
    expect(reply.trimEnd()).toMatch(/\?$/);
  });

  it("answers the everyday questions with the kind's own words", () => {
    expect(asked(VODAFONE, "What are your opening hours?")).toContain("store locator on Vodafone's website");
    expect(asked(INSURER, "What are your opening hours?")).toContain("claims, sales, renewals");
    expect(asked(ENERGY, "What are your opening hours?")).toContain("emergency lines are open 24/7");
    expect(asked(INSURER, "How long does shipping take?")).toContain("There's nothing to ship for a policy");
    expect(asked(VODAFONE, "How do I talk to a human?")).toContain("your account number or the phone number on the account");
  });

  it("invents no prices, fees or phone numbers of the company's own", () => {
    for (const [system, prompt] of [
      [VODAFONE, "Does roaming work in Spain?"],
      [VODAFONE, "Why is my bill so high?"],
      [INSURER, "I want to cancel my policy"],
      [ENERGY, "Can I switch to a cheaper tariff?"],
    ] as const) {
      expect(asked(system, prompt), prompt).not.toMatch(/[$€£]\s?\d|\b\d+(?:\.\d+)?\s?(?:p|pence|cents?)\b|\b0\d{3} \d{3} \d{3,4}\b(?<!0800 111 999)/);
    }
  });

  it("leaves these topics to other replies where the company is of another kind, or none", () => {
    expect(serviceTopic("why is my bill so high?", "utility")?.id).toBe("bill");
    expect(serviceTopic("why is my bill so high?", "bank")).toBeUndefined();
    expect(asked("You are a helpful customer support assistant for Acme Bank.", "Does roaming work in Spain?")).not.toContain("roaming page");
    expect(asked(undefined, "How do I submit a meter reading?")).not.toContain("Octopus");
    expect(asked(INSURER, "How do I change my email address?")).toContain("verification link");
  });
});

describe("what a mobile provider's own topics leave to the everyday ones", () => {
  it.each([
    ["What data do you collect about me?", "Vodafone's Privacy Policy"],
    ["How do I cancel my contract?", "cancel your Vodafone"],
    ["I forgot my password", 'choose "Forgot password?"'],
  ])("%j", (prompt, part) => {
    expect(asked(VODAFONE, prompt)).toContain(part);
  });

  it("takes no question about collected data or a private number for a data plan or a number transfer", () => {
    expect(asked(VODAFONE, "How much data do you collect about me?")).not.toContain("data add-on");
    expect(asked(VODAFONE, "Can you keep my number private?")).not.toContain("number transfer code");
  });
});
