/**
 * Tool calls for the schemas people copy from the OpenAI function-calling guide, the Vercel AI SDK
 * examples and LangChain tutorials (tasks, events, ratings, flights, hotels), under tool_choice
 * auto: the arguments a model takes from the message.
 */
import { describe, expect, it } from "vitest";
import { callsAt, fn } from "../../test/support/tool-calls.ts";

/** The mock's clock in these specs: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);
const { callsFor, argumentsFor } = callsAt(NOW);

const text = { type: "string" };
const day = { type: "string", description: "Date, YYYY-MM-DD" };


describe("a task's title is what is to be done, its priority is the priority's", () => {
  const createTask = fn("create_task", "Create a task in the todo list", { title: text, priority: { type: "string", enum: ["low", "medium", "high"] }, due_date: day }, ["title"]);
  const cases: [string, string, string][] = [
    ["Add a task to call the dentist, priority high", "Call the dentist", "high"],
    ["Add a task to call the dentist tomorrow, high priority", "Call the dentist", "high"],
    ["Add a task: urgent: fix the login bug", "Fix the login bug", "high"],
    ["Create a task to renew the domain with low priority", "Renew the domain", "low"],
    ["Add a task to email the landlord, urgent", "Email the landlord", "high"],
  ];
  it.each(cases)("answers %j with the title %j and priority %j", async (content, title, priority) => {
    expect(await argumentsFor(content, createTask)).toMatchObject({ title, priority });
  });
});

describe("a score written on another scale is converted to the field's", () => {
  const rateMovie = fn("rate_movie", "Rate a movie", { title: text, rating: { type: "integer", minimum: 1, maximum: 10 } });
  const score = (type: string) => fn("submit_score", "Submit a score", { score: { type, minimum: 0, maximum: 5 } });
  const cases: [string, object, number][] = [
    ["Rate this movie 4 out of 5", rateMovie, 8],
    ["Rate Inception 9 out of 10", rateMovie, 9],
    ["Submit a score of 85 out of 100", score("number"), 4.25],
    ["Submit a score of 85 out of 100", score("integer"), 4],
    ["Submit a score of 3/5", score("integer"), 3],
  ];
  it.each(cases)("answers %j with that share of the field's scale", async (content, tool, expected) => {
    const args = await argumentsFor(content, tool);
    expect(args.rating ?? args.score).toBe(expected);
  });
});

describe("an event's title keeps whom it is with", () => {
  const addEvent = fn("add_event", "Add an event to the calendar", { title: text, date: day, start_time: { type: "string", description: "HH:MM" } });
  it("answers 'Add dinner with Anna on Friday at 7:30pm' with the title 'Dinner with Anna'", async () => {
    expect(await argumentsFor("Add dinner with Anna on Friday at 7:30pm", addEvent)).toEqual({ title: "Dinner with Anna", date: "2026-03-13", start_time: "19:30" });
  });
  it.each([
    ["Schedule lunch with Tom and Sara tomorrow at noon", "Lunch with Tom and Sara"],
    ["Schedule coffee with Maria Lopez on Monday", "Coffee with Maria Lopez"],
    // Nobody named: the event alone.
    ["Schedule lunch with the team on Friday", "Lunch"],
  ])("answers %j with the title %j", async (content, title) => {
    expect((await argumentsFor(content, addEvent)).title).toBe(title);
  });
});

describe("a count of people takes no day of a date", () => {
  const searchFlights = fn("search_flights", "Search flights", { origin: text, destination: text, date: day, passengers: { type: "integer" } }, ["origin", "destination", "date"]);
  const bookHotel = fn("book_hotel", "Book a hotel", { city: text, check_in: { type: "string", format: "date" }, check_out: { type: "string", format: "date" }, guests: { type: "integer" } });
  it("answers 'flights from New York to London on March 30 for 2 people' with 2 passengers", async () => {
    expect(await argumentsFor("Find flights from New York to London on March 30 for 2 people", searchFlights)).toEqual({ origin: "New York", destination: "London", date: "2026-03-30", passengers: 2 });
  });
  it("answers 'a hotel in Rome from June 10 to June 14 for 2 guests' with 2 guests", async () => {
    expect(await argumentsFor("Book a hotel in Rome from June 10 to June 14 for 2 guests", bookHotel)).toEqual({ city: "Rome", check_in: "2026-06-10", check_out: "2026-06-14", guests: 2 });
  });
  it("leaves the optional passengers out when only a date has a number", async () => {
    expect(await argumentsFor("Search flights from Paris to Rome on 2026-04-15", searchFlights)).toEqual({ origin: "Paris", destination: "Rome", date: "2026-04-15" });
  });
});

describe("a route question asks for directions, in the mode it names", () => {
  const getDirections = fn("get_directions", "Get directions between two places", { origin: text, destination: text, mode: { type: "string", enum: ["driving", "walking", "bicycling", "transit"] } }, ["origin", "destination"]);
  const webSearch = fn("web_search", "Search the web", { query: text });
  const cases: [string, Record<string, string>][] = [
    ["How do I get from the Louvre to the Eiffel Tower on foot?", { origin: "Louvre", destination: "Eiffel Tower", mode: "walking" }],
    ["Directions from Boston to New York by car", { origin: "Boston", destination: "New York", mode: "driving" }],
    ["What's the fastest way to get from JFK to Times Square by train?", { origin: "JFK", destination: "Times Square", mode: "transit" }],
    ["Bike route from Central Park to Brooklyn Bridge", { origin: "Central Park", destination: "Brooklyn Bridge", mode: "bicycling" }],
  ];
  it.each(cases)("answers %j with get_directions(%j)", async (content, args) => {
    expect(await callsFor(content, [getDirections, webSearch])).toEqual([["get_directions", args]]);
  });
  it("answers a how-to question that names no start in prose ('How do I get to level 5 in Zelda?')", async () => {
    expect(await callsFor("How do I get to level 5 in Zelda?", [getDirections])).toEqual([]);
  });
});

describe("an apostrophe quotes nothing", () => {
  const getStockPrice = fn("get_stock_price", "Get the current stock price", { ticker: text });
  it.each([
    ["What's Apple's stock price?", "AAPL"],
    ["How's Tesla's stock doing today?", "TSLA"],
  ])("answers %j with the ticker %j", async (content, ticker) => {
    expect(await argumentsFor(content, getStockPrice)).toEqual({ ticker });
  });
});

describe("a phone number written in the message is the call's", () => {
  const sendSms = fn("send_sms", "Send a text message", { phone_number: text, message: text });
  const createContact = fn("create_contact", "Create a CRM contact", { name: text, email: text, phone: text, company: text }, ["name"]);
  it("answers 'Text +1 555 123 4567 that I'm running 10 minutes late' with that number and message", async () => {
    expect(await argumentsFor("Text +1 555 123 4567 that I'm running 10 minutes late", sendSms)).toEqual({ phone_number: "+1 555 123 4567", message: "I'm running 10 minutes late" });
  });
  it("answers 'Send an SMS to (415) 555-0142 saying the package arrived' with that number", async () => {
    expect((await argumentsFor("Send an SMS to (415) 555-0142 saying the package arrived", sendSms)).phone_number).toBe("(415) 555-0142");
  });
  it("takes a contact's phone as written, and makes up no optional phone the message does not give", async () => {
    expect((await argumentsFor("Add Jane Doe, phone 415-555-0199, as a contact", createContact)).phone).toBe("415-555-0199");
    expect(await argumentsFor("Add Jane Doe from Acme, jane@acme.com, as a contact", createContact)).not.toHaveProperty("phone");
  });
});

describe("a stay of N nights checks out N days after it checks in, for the guests it names", () => {
  const bookHotel = fn("book_hotel", "Book a hotel", { city: text, check_in: { type: "string", format: "date" }, check_out: { type: "string", format: "date" }, guests: { type: "integer" } }, ["city", "check_in", "check_out"]);
  it("answers 'a room in Lisbon for 3 nights starting Monday for 2 guests' with check-out on Thursday and 2 guests", async () => {
    expect(await argumentsFor("Book a room in Lisbon for 3 nights starting Monday for 2 guests", bookHotel)).toEqual({ city: "Lisbon", check_in: "2026-03-16", check_out: "2026-03-19", guests: 2 });
  });
  it("takes no guests from the nights ('Book a hotel in Paris for 2 nights from March 20')", async () => {
    expect(await argumentsFor("Book a hotel in Paris for 2 nights from March 20", bookHotel)).toEqual({ city: "Paris", check_in: "2026-03-20", check_out: "2026-03-22" });
  });
});
