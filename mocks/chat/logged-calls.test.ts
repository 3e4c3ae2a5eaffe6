/**
 * A CRM's logged call and a message to someone typed in lower case, under tool_choice auto: the
 * contact is the one the message names (a company too, a first name typed "bob" as "Bob"), never
 * one made up; a logged call's notes say what it was about.
 */
import { describe, expect, it } from "vitest";
import { callsAt, fn } from "../../test/support/tool-calls.ts";
import { calledPartyOf, callNotesOf } from "./logged-calls.ts";

/** The mock's clock in these specs: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);
const { argumentsFor } = callsAt(NOW);

const text = { type: "string" };
const logCall = fn("log_call", "Log a call in the CRM", { contact: text, notes: text });
const sendMessage = fn("send_message", "Send a message to a contact", { recipient: text, text });

describe("a name typed in lower case after an ask to reach someone is that person, capitalised", () => {
  it.each([
    ["ask bob if he wants lunch", "Bob"],
    ["text alice that I'm here", "Alice"],
    ["can you message sarah that the meeting moved to 3", "Sarah"],
    ["tell david the build is green", "David"],
  ])("%s → recipient %s", async (content, recipient) => {
    expect((await argumentsFor(content, sendMessage)).recipient).toBe(recipient);
  });

  it("says what the message says to them", async () => {
    expect(await argumentsFor("text alice that I'm here", sendMessage)).toEqual({ recipient: "Alice", text: "I'm here" });
  });
});

describe("a logged call is with the party named, about what it was about", () => {
  it.each([
    ["I just got off the phone with Acme about the renewal, log it", { contact: "Acme", notes: "Discussed the renewal" }],
    ["Log a call with Sarah Chen: she wants a demo next week", { contact: "Sarah Chen", notes: "She wants a demo next week" }],
    ["Just spoke to Globex Corp regarding the Q3 pricing. Please log that call", { contact: "Globex Corp", notes: "Discussed the Q3 pricing" }],
    ["I called Initech about their invoice, log the call", { contact: "Initech", notes: "Discussed their invoice" }],
  ])("%s → %o", async (content, expected) => {
    expect(await argumentsFor(content, logCall)).toEqual(expected);
  });

  it("an optional contact the message names none for is left out, not made up", async () => {
    const optional = fn("log_call", "Log a call in the CRM", { contact: text, notes: text }, ["notes"]);
    expect(await argumentsFor("Log a call: they want a demo next week", optional)).toEqual({ notes: "They want a demo next week" });
    expect(await argumentsFor("log a call about the contract renewal", optional)).toEqual({ notes: "Discussed the contract renewal" });
  });

  it("a required contact the message names none for says so (designed: \"Unknown\"), a nullable one is null", async () => {
    expect(await argumentsFor("Log a call: they want a demo next week", logCall)).toEqual({ contact: "Unknown", notes: "They want a demo next week" });
    const nullable = fn("log_call", "Log a call in the CRM", { contact: { type: ["string", "null"] }, notes: text }, undefined, true);
    expect(await argumentsFor("Log a call: they want a demo next week", nullable)).toEqual({ contact: null, notes: "They want a demo next week" });
  });
});

describe("calledPartyOf and callNotesOf", () => {
  it("read no day as a party and nothing from a message that says none", () => {
    expect(calledPartyOf("Log the call from Monday")).toBeUndefined();
    expect(calledPartyOf("log that call")).toBeUndefined();
    expect(callNotesOf("log that call")).toBeUndefined();
  });
});
