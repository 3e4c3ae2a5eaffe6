import { describe, expect, it } from "vitest";
import { cannotDoReply, cannotDoWithTools, toolsForAct } from "./cannot-do.ts";

describe("a request to act in the world, which a chat model cannot do", () => {
  it("says it cannot cancel a booking, where to cancel it and what to check first", () => {
    expect(cannotDoReply("Cancel my hotel")).toBe(
      "I can't cancel bookings: I don't have access to your reservations or accounts. To cancel your hotel booking, open the confirmation email or your account on the booking site or app you used (Booking.com, Expedia, the hotel's own site), or call the hotel; check the cancellation policy first, so you know about any fee or deadline. If you tell me where you booked, I can walk you through the usual steps.",
    );
    expect(cannotDoReply("Can you cancel my flight?")).toMatch(/^I can't cancel bookings: .* To cancel your flight, open the confirmation email or the airline's website or app .*, or call the airline;/);
    expect(cannotDoReply("Please cancel my dentist appointment.")).toMatch(/To cancel your appointment, .* or call the office;/);
    expect(cannotDoReply("cancel my Netflix subscription")).toMatch(/^I can't cancel subscriptions: /);
    expect(cannotDoReply("Cancel my order")).toMatch(/^I can't cancel orders: .*under Orders/);
    expect(cannotDoReply("Just cancel my hotel reservation please")).toMatch(/^I can't cancel bookings: .* To cancel your hotel booking, /);
    expect(cannotDoReply("I need you to cancel my table at Nopa")).toMatch(/To cancel your table reservation, .* or call the restaurant;/);
  });

  it("says it cannot book, names where to book, and offers to help compare options", () => {
    for (const [prompt, where] of [
      ["Book a table for two at 7pm", "a reservation app (OpenTable, Resy) or the restaurant's site, or call the restaurant"],
      ["Book me a flight to Rome", "the airline's website or app, or a flight search site (Google Flights, Skyscanner), or call the airline"],
      ["Hey, can you reserve a hotel room in Lisbon for next week?", "a booking site or app (Booking.com, Expedia) or the hotel's own site, or call the hotel"],
    ] as const) {
      const reply = cannotDoReply(prompt);
      expect(reply, prompt).toMatch(/^I can't make bookings: I don't have access to booking systems or your payment details\. /);
      expect(reply, prompt).toContain(`You can book on ${where}.`);
      expect(reply, prompt).toContain("I can help you compare options");
    }
    expect(cannotDoReply("Make a reservation at Nopa")).toMatch(/^I can't make bookings: /);
  });

  it("offers to draft a message or an email it cannot send", () => {
    for (const prompt of ["Text mom that I'm running late", "Message Sarah on WhatsApp", "Send a text to my boss", "Could you send Tom a message?"]) {
      expect(cannotDoReply(prompt), prompt).toMatch(/^I can't send messages: .* I can draft the message for you/);
    }
    for (const prompt of ["Email my boss that I'm sick today", "Send an email to bob@example.com", "email Priya about the meeting"]) {
      expect(cannotDoReply(prompt), prompt).toMatch(/^I can't send emails: .* I can draft the email for you/);
    }
    expect(cannotDoReply("Call mom")).toMatch(/^I can't make phone calls: /);
    expect(cannotDoReply("Please call John Smith")).toMatch(/^I can't make phone calls: /);
  });

  it("names the everyday acts it cannot do, each with its own reply", () => {
    const opening: readonly [string, string][] = [
      ["Order a pizza", "I can't place orders: "],
      ["Order me an Uber", "I can't order a ride: "],
      ["Get me a taxi to the airport", "I can't order a ride: "],
      ["Set an alarm for 7am", "I can't set alarms: "],
      ["Wake me up at 6", "I can't set alarms: "],
      ["Set a timer for 10 minutes", "I can't set timers: "],
      ["Remind me to call the bank at 5", "I can't set reminders: "],
      ["Add dinner with Sam to my calendar", "I can't add events to your calendar: "],
      ["Schedule a meeting with Alex tomorrow", "I can't add events to your calendar: "],
      ["Play some jazz", "I can't play music: "],
      ["Play Bohemian Rhapsody by Queen", "I can't play music: "],
      ["Turn off the lights", "I can't control devices: "],
      ["Turn the living room lights on", "I can't control devices: "],
      ["Pay my rent", "I can't make payments or transfers: "],
      ["Send John $20", "I can't make payments or transfers: "],
      ["Check my bank balance", "I can't look at your accounts or orders: "],
      ["What's my balance?", "I can't look at your accounts or orders: "],
      ["Where is my package?", "I can't look at your accounts or orders: "],
      ["Track my package", "I can't look at your accounts or orders: "],
      ["Buy me a new phone", "I can't buy things: "],
      ["Open Spotify", "I can't open apps or websites: "],
      ["Go to google.com", "I can't open apps or websites: "],
    ];
    for (const [prompt, reply] of opening) expect(cannotDoReply(prompt)?.slice(0, reply.length), prompt).toBe(reply);
  });

  it("leaves questions on how to do it, writing tasks, games in chat and code to the other replies", () => {
    for (const prompt of [
      "How do I cancel a hotel booking?",
      "Write an email to cancel my hotel",
      "Draft a text to mom saying I'm late",
      "Remind me what a closure is",
      "Remind me in simple terms how DNS works",
      "Play a game with me",
      "Let's play 20 questions",
      "Play rock paper scissors with me",
      "Play devil's advocate",
      "Call this function with 3",
      "Call the function with 3",
      "Set a timer in JavaScript",
      "Open a file in Python",
      "Send a POST request with fetch",
      "Check my code for bugs",
      "Check my essay for grammar",
      "Text summarization techniques",
      "Email marketing tips",
      "Book recommendations for a long flight",
      "Order of operations",
      "Order these numbers from smallest to largest",
      "Make a table in markdown",
      "Open source app ideas",
      "Buy or rent a house?",
      "Cancel culture",
      "Pay attention",
      "What's my name?",
    ]) {
      expect(cannotDoReply(prompt), prompt).toBeUndefined();
    }
  });

  it("says what an offered tool of the same booking can do before what it can't, and keeps quiet about unrelated tools", () => {
    expect(cannotDoWithTools("Cancel my hotel", () => [["book", "hotel"]])).toBe(
      "I can book a hotel with the tools I have here, but I can't cancel bookings: I don't have access to your reservations or accounts. To cancel your hotel booking, open the confirmation email or your account on the booking site or app you used (Booking.com, Expedia, the hotel's own site), or call the hotel; check the cancellation policy first, so you know about any fee or deadline. If you tell me where you booked, I can walk you through the usual steps.",
    );
    expect(cannotDoWithTools("Can you cancel my flight to Rome?", () => [["get", "weather"], ["search", "flights"]])).toMatch(/^I can search flights with the tools I have here, but I can't cancel bookings: .*call the airline;/);
    expect(cannotDoWithTools("Cancel my appointment", () => [["create", "appointment"]])).toMatch(/^I can create an appointment with the tools I have here, but I can't cancel bookings: /);
    // No tool of that booking, a tool that does the act itself, or no act at all: the plain reply stands.
    expect(cannotDoWithTools("Cancel my hotel", () => [["book", "flight"], ["get", "weather"]])).toBeUndefined();
    expect(cannotDoWithTools("Cancel my hotel", () => [["cancel", "hotel"]])).toBeUndefined();
    expect(cannotDoWithTools("Text mom I'm late", () => [["book", "hotel"]])).toBeUndefined();
    expect(cannotDoWithTools("How do I cancel a hotel booking?", () => [["book", "hotel"]])).toBeUndefined();
  });
});

describe("the offered tools that do what a cannot-do reply declines", () => {
  const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  const fit = (prompt: string, names: string[][]) => toolsForAct(prompt, words(prompt), () => names);
  it("fits a tool named with a word of the act's tools", () => {
    expect(fit("Set the thermostat to 72 degrees", [["get", "weather"], ["set", "temperature"]])).toEqual([1]);
    expect(fit("Pay John $20", [["send", "payment"]])).toEqual([0]);
    expect(fit("Text Sarah I'm late", [["sms"]])).toEqual([0]);
  });
  it("of an act's kinds of thing, keeps those the message names", () => {
    expect(fit("Dim the bedroom lights", [["set", "temperature"], ["set", "brightness"]])).toEqual([1]);
    expect(fit("Book a flight to Rome", [["book", "hotel"]])).toEqual([]);
    expect(fit("Book a table for 4 at 7pm", [["make", "reservation"], ["create", "hotel", "reservation"]])).toEqual([0]);
  });
  it("fits nothing for a prompt that asks no act, without reading the tools", () => {
    expect(toolsForAct("What is a thermostat?", words("what is a thermostat"), () => { throw new Error("read"); })).toEqual([]);
  });
});

describe("posting to a channel, a player's controls and a warmer room, without a tool that does them", () => {
  it("says it cannot post to a team chat, control the music or change the heating, and offers what it can", () => {
    expect(cannotDoReply("Post in #random that lunch is here")).toMatch(/^I can't post to Slack, Teams or Discord: .* I can word the message for you/);
    expect(cannotDoReply("Skip this song")).toMatch(/^I can't control your music: /);
    expect(cannotDoReply("Pause the music")).toMatch(/^I can't control your music: /);
    expect(cannotDoReply("Make it warmer")).toMatch(/^I can't control devices: /);
    expect(cannotDoReply("Turn the heat up a bit")).toMatch(/^I can't control devices: /);
    // Not acts: a question about a song, an essay that mentions a channel.
    expect(cannotDoReply("Next, tell me about this song")).toBeUndefined();
    expect(cannotDoReply("Write an essay on how TV channels work")).toBeUndefined();
  });

  it("finds the control tool, not one that plays what is asked, and no reading of the thermostat beside setting it", () => {
    const words = () => [["play", "music"], ["control", "playback"], ["get", "thermostat"], ["set", "temperature"]];
    expect(toolsForAct("Skip this song", new Set(["skip", "this", "song"]), words)).toEqual([1]);
    expect(toolsForAct("Make it warmer", new Set(["make", "it", "warmer"]), words)).toEqual([3]);
  });
});
