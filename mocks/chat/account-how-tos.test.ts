import { describe, expect, it } from "vitest";
import { seededRandom } from "../data/random.ts";
import { knownReply } from "./known-replies.ts";
import { composeReply } from "./reply.ts";

const answered = (prompt: string, n = 1) => composeReply([{ role: "user", content: prompt }], seededRandom(n), knownReply);

describe("everyday account and service how-tos", () => {
  it.each(["How do I cancel a hotel booking?", "how to cancel my hotel reservation", "What's the best way to cancel a booking?", "How can I cancel an Airbnb?"])(
    "answers %j with the steps: the confirmation, the policy and its deadline, cancelling where it was booked, the refund",
    (prompt) => {
      const reply = answered(prompt);
      expect(reply).toContain("**Find your confirmation**");
      expect(reply).toContain("Free cancellation until 24–48 hours before check-in is common");
      expect(reply).toContain("**Cancel where you booked**");
      expect(reply).toContain("**Get the cancellation in writing**");
      expect(reply).toContain("**Watch for the refund**");
      expect(reply).not.toContain("Be consistent");
    },
  );

  it.each([
    ["How do I cancel a flight?", "Many airlines give a full refund if you cancel within 24 hours of booking"],
    ["How can I change my flight?", "**Check your fare's rules**"],
    ["How do I cancel my subscription?", "**Find where you pay for it**"],
    ["How do I cancel a gym membership?", "send the cancellation in writing and keep a copy"],
    ["How do I cancel an order?", "an order can usually be cancelled only until it ships"],
    ["How do I return an item?", "**Check the return policy and deadline**: usually 14–30 days from delivery"],
    ["How can I get a refund?", "**Watch for the refund**"],
    ["How do I reset my password?", "choose \"Forgot password?\""],
    ["How to reset a forgotten password", "check the spam folder"],
    ["How do I change my email address?", "**Confirm the new email**"],
    ["How do I change my username?", "Some services limit how often a username can change"],
    ["How do I delete my account?", "**Download what you want to keep** first"],
    ["How do I dispute a charge on my credit card?", "**Contact the merchant**"],
    ["How do I track a package?", "**Find the tracking number**"],
    ["how do i track my order", "contact the **seller** first"],
    ["How do I unsubscribe from emails?", "**Use the \"Unsubscribe\" link**"],
    ["How do I stop getting marketing emails?", "**Mark real spam as spam**"],
    ["How do I contact customer support effectively?", "ask for a case or ticket number"],
    ["How can I make a complaint?", "**Say what happened and what you want**"],
    ["How do I recover a hacked account?", "**Turn on two-factor authentication**"],
    ["How do I get my hacked account back?", "**Sign out of all other sessions**"],
  ])("answers %j with its concrete steps (%j)", (prompt, step) => {
    expect(answered(prompt)).toContain(step);
  });

  it("gives the same steps for the same question, whatever the request's seed", () => {
    expect(answered("How do I cancel a hotel booking?", 1)).toBe(answered("How do I cancel a hotel booking?", 7));
  });

  it.each(["How do I cancel a subscription in Stripe's API?", "How do I reset a password in Django?", "How do I track a package with the FedEx API in Node?"])(
    "leaves %j, a coding question, to the replies for code",
    (prompt) => {
      expect(answered(prompt)).not.toContain("**Find where you pay for it**");
      expect(answered(prompt)).not.toContain("choose \"Forgot password?\"");
      expect(answered(prompt)).not.toContain("**Find the tracking number**");
    },
  );

  it("still says it cannot act when asked to do it rather than how: \"Cancel my hotel\"", () => {
    expect(answered("Cancel my hotel")).not.toContain("**Find your confirmation**");
  });
});
