import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";
import { contactRoutes } from "./support-handover.ts";
import type { ChatMessage } from "./tokens.ts";

const TELECOM = "You are a friendly customer support assistant for Acme Telecom. Be concise.";
const HANDS_OVER = "You are the support assistant for Flowly, a SaaS project management tool. Escalate to a human agent when the customer asks.";
const HANDS_OVER_WITH_HOURS = `${HANDS_OVER} Support hours: Mon-Fri 9am-5pm CET.`;
const STATES_ROUTES = "You are a support bot for ShopCo, an online store. Customers can call 0800 123 4567 or email help@shopco.com.";

/** The reply to `prompt` asked of the bot `system` sets up, after an opening exchange. */
function asked(system: string, prompt: string): string {
  const messages: ChatMessage[] = [
    { role: "system", content: system },
    { role: "user", content: "Hi" },
    { role: "assistant", content: "Hello! How can I help you today?" },
    { role: "user", content: prompt },
  ];
  return composeReply(messages, seededRandom(1), knownReply);
}

/** A phone number or hours the system message never stated. */
const INVENTED = /\b\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)\b|\b\d{3,5}[ -]\d{3}[ -]?\d{3,4}\b|24\/7/i;

describe("a support bot asked for a person hands over only when its system message lets it", () => {
  it.each(["I want to talk to a human", "Can I speak to an agent?", "Transfer me to a real person", "Connect me with a live agent please", "Human please"])(
    "answers %j with the handover when the system message says it may escalate to a human agent",
    (prompt) => {
      const reply = asked(HANDS_OVER, prompt);
      expect(reply).toContain("I'll pass this chat to a member of the Flowly support team");
      expect(reply).toContain("your account email and workspace name");
      expect(reply).not.toMatch(INVENTED);
    },
  );

  it("gives the hours the system message states with the handover, and none it does not", () => {
    expect(asked(HANDS_OVER_WITH_HOURS, "Transfer me to a real person")).toContain("The team is available Mon-Fri 9am-5pm CET");
    expect(asked(HANDS_OVER, "Transfer me to a real person")).not.toContain("available");
  });

  it.each(["I want to talk to a human", "Can I speak to an agent?", "Transfer me to a real person"])(
    "answers %j without a handover it cannot make, with the Contact page and no invented number or hours",
    (prompt) => {
      const reply = asked(TELECOM, prompt);
      expect(reply).toContain("I can't transfer this chat to a person myself");
      expect(reply).toContain("Contact page of Acme Telecom's website or app");
      expect(reply).not.toContain("pass this chat");
      expect(reply).not.toMatch(INVENTED);
    },
  );

  it.each([
    ["Transfer me to a real person", "I can't transfer this chat to a person myself"],
    ["What's your phone number?", "I'm ShopCo's virtual assistant"],
  ])("answers %j with the phone number and email the system message states", (prompt, lead) => {
    const reply = asked(STATES_ROUTES, prompt);
    expect(reply).toContain(lead);
    expect(reply).toContain("call 0800 123 4567 or email help@shopco.com");
    expect(reply).not.toContain("Contact page");
  });
});

describe("contactRoutes", () => {
  it.each([
    ["Customers can call 0800 123 4567 or email help@shopco.com.", { phone: "0800 123 4567", email: "help@shopco.com" }],
    ["Point users to https://flowly.io/support (weekdays 8:00-18:00).", { link: "https://flowly.io/support", hours: "weekdays 8:00-18:00" }],
    ["Our helpline is +44 20 7946 0000, open 24/7.", { phone: "+44 20 7946 0000", hours: "24/7" }],
  ])("reads the routes %j states", (system, routes) => {
    expect(contactRoutes([{ role: "system", content: `You are a support assistant for Acme. ${system}` }])).toMatchObject(routes);
  });

  it("reads a number with no phone word near it as no phone number, and no routes as none", () => {
    expect(contactRoutes([{ role: "system", content: "You are a support assistant for Acme. Plans start at 2024 10 01." }])).toBeUndefined();
  });
});
