/**
 * The answer after a list result leads with the record the user's question picks out of it
 * ("the cheapest", "the earliest", "the closest"…), as a model answers "Find me the cheapest
 * flight" rather than reading the list back; a weather result answers "Should I bring an
 * umbrella?" with the verdict first (weather-verdicts.ts).
 */
import { describe, expect, it } from "vitest";
import type { components } from "../../generated/api.d.ts";
import { replyFromToolResults } from "./tool-results-reply.ts";

type Message = components["schemas"]["ChatMessage"];

/** The user's `question`, one call of `name` with `args`, and its `result`. */
function answered(question: string, name: string, args: object, result: unknown): string {
  const messages: Message[] = [
    { role: "user", content: question },
    { role: "assistant", content: null, tool_calls: [{ id: "call_0", type: "function", function: { name, arguments: JSON.stringify(args) } }] },
    { role: "tool", tool_call_id: "call_0", content: JSON.stringify(result) },
  ];
  return replyFromToolResults(messages);
}

const flights = {
  flights: [
    { airline: "Delta", price: 289, departs: "07:15", duration: "5h 40m" },
    { airline: "JetBlue", price: 199, departs: "13:40", duration: "6h 05m" },
    { airline: "United", price: 245, departs: "18:05", duration: "5h 35m" },
  ],
};
const search = (question: string, result: unknown = flights) => answered(question, "search_flights", { origin: "NYC", destination: "LA", date: "2026-12-11" }, result);
const restaurants = [
  { name: "Trattoria Roma", rating: 4.6, distance_km: 0.4 },
  { name: "Pasta Bella", rating: 4.8, distance_km: 1.2 },
  { name: "Luigi's", rating: 4.1, distance_km: 0.2 },
];
const nearby = (question: string) => answered(question, "search_restaurants", { location: "Union Square" }, restaurants);

describe("a list result answers the superlative the question asks", () => {
  it.each([
    ["Find me the cheapest flight from NYC to LA next Friday", "The cheapest flight is JetBlue, at 199."],
    ["Which one is the most expensive?", "The most expensive flight is Delta, at 289."],
    ["What's the earliest flight to LA on Friday?", "The earliest flight is Delta, departing at 07:15."],
    ["What's the last flight out on Friday?", "The latest flight is United, departing at 18:05."],
    ["Find the fastest flight from NYC to LA", "The fastest flight is United, taking 5h 35m."],
  ])("%s → %s, then the list", (question, lead) => {
    const said = search(question);
    expect(said.startsWith(`${lead}\n\n`), said).toBe(true);
    expect(said).toContain("I found 3 flights");
  });

  it("answers 'When is my next meeting?' with the first one the calendar listed", () => {
    const events = { events: [{ title: "Design review", start: "2026-12-07T14:00:00Z" }, { title: "Standup", start: "2026-12-07T09:30:00Z" }] };
    const said = answered("When is my next meeting?", "list_events", { start_date: "2026-12-07" }, events);
    expect(said).toMatch(/^Your next meeting is Standup, at 09:30\. You have 2 events on 7 December 2026/);
  });

  it("picks by rating and by distance, with the distance's unit from its field", () => {
    expect(nearby("What's the best rated Italian restaurant near Union Square?")).toMatch(/^The highest rated restaurant is Pasta Bella, rated 4\.8\. I found 3 restaurants/);
    expect(nearby("Which restaurant is closest to Union Square?")).toMatch(/^The closest restaurant is Luigi's, 0\.2 km away\. /);
  });

  it("reads prices written with a currency, and names ties together", () => {
    const tied = { flights: [{ airline: "Delta", price: "$249.00" }, { airline: "JetBlue", price: "$199.00" }, { airline: "United", price: "$199.00" }] };
    expect(search("cheapest flight please", tied)).toMatch(/^JetBlue and United are the cheapest, at \$199\.00 each\. /);
  });

  it("says the list alone when the question asks no superlative, or the records lack the field compared", () => {
    expect(search("Find flights from NYC to LA next Friday")).toMatch(/^I found 3 flights/);
    expect(search("Find the closest flight")).toMatch(/^I found 3 flights/);
    expect(nearby("Find the cheapest Italian place")).toMatch(/^I found 3 restaurants/);
  });
});

describe("a weather result answers what to do in it", () => {
  const weather = (question: string, result: object) => answered(question, "get_weather", { city: "London" }, result);

  it.each([
    ["Should I bring an umbrella in London today?", { city: "London", temperature_c: 11, condition: "light rain", precipitation_chance: 80 }, "Yes, take an umbrella: the forecast I have in London says light rain, at 11°C, with an 80% chance of rain."],
    ["Will it rain in London?", { temp_f: 55, description: "Overcast", pop: 0.35 }, "Maybe: the forecast I have in London gives a 35% chance of rain (overcast), at 55°F. A small umbrella in your bag wouldn't hurt."],
    ["Do I need an umbrella?", { city: "London", temperature: 21, conditions: "Sunny", chance_of_rain: 10 }, "You probably won't need one: it's sunny in London at 21°C, with only a 10% chance of rain."],
    ["Do I need a jacket in London?", { city: "London", temperature: 9, conditions: "Cloudy" }, "Yes, bring a jacket: it's 9°C and cloudy in London."],
    ["Do I need a coat?", { city: "London", temperature: 27, conditions: "Sunny" }, "No, you won't need one: it's 27°C and sunny in London."],
  ])("%s", (question, result, expected) => {
    expect(weather(question, result)).toBe(expected);
  });

  it("says the weather's fields, the chance of rain in percent, when the question asks what the weather is", () => {
    expect(weather("What's the weather in London?", { city: "London", temperature: 21, conditions: "Sunny", chance_of_rain: 10 })).toBe("In London, the temperature is 21°, it is sunny and there is a 10% chance of rain.");
    expect(weather("Weather in Oslo?", { city: "Oslo", temperature: -3, conditions: "Snow", precipitation_probability: 80 })).toBe("In Oslo, the temperature is -3° with snow and there is an 80% chance of precipitation.");
  });
});

describe("a list result answers a yes-or-no question about it", () => {
  const events = (items: object[]) => ({ events: items });
  const ask = (question: string, result: object) => answered(question, "list_events", { start_date: "2026-12-08" }, result);

  it("says yes, then the list, when there are some", () => {
    expect(ask("Do I have any meetings tomorrow?", events([{ title: "Design review", start: "2026-12-08T14:00:00Z" }]))).toBe("Yes, you have 1 event tomorrow: Design review at 14:00.");
  });

  it("says no when the list is empty", () => {
    expect(ask("Do I have any meetings tomorrow?", events([]))).toBe("No, you have no events tomorrow.");
  });

  it("says the list alone for a question that asks what, not whether", () => {
    expect(ask("What's on my calendar tomorrow?", events([]))).toBe("You have no events tomorrow.");
  });
});

describe("a calendar's events answer whether the user is free", () => {
  const review = { title: "Design review", start: "2026-12-08T14:00:00Z", end: "2026-12-08T15:00:00Z" };
  const standup = { title: "Standup", start: "2026-12-08T09:30:00Z", end: "2026-12-08T09:45:00Z" };
  const ask = (question: string, events: object[]) => answered(question, "list_events", { start_date: "2026-12-08" }, { events });

  it.each([
    ["Am I free tomorrow afternoon?", [standup, review], "No, you have Design review from 14:00 to 15:00 tomorrow afternoon."],
    ["Am I free tomorrow morning?", [review], "Yes, you're free tomorrow morning. The only other thing on is Design review from 14:00 to 15:00."],
    ["Am I free at 2:30pm tomorrow?", [standup, review], "No, you have Design review from 14:00 to 15:00 tomorrow at 2:30pm."],
    ["Am I busy on Tuesday evening?", [standup, review], "No, you're free on Tuesday evening. The other things on are Standup from 09:30 to 09:45 and Design review from 14:00 to 15:00."],
    ["Do I have time tomorrow?", [], "Yes, you're free tomorrow."],
    ["Do I have anything on today?", [], "No, you're free today."],
  ])("%s", (question, events, expected) => {
    expect(ask(question, events)).toBe(expected);
  });
});
