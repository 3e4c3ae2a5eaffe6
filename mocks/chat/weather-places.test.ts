/**
 * The place of a weather call, under tool_choice auto, as a model writes it: the coordinates of
 * the city named for a tool that takes `latitude` and `longitude` (OpenAI's function-calling
 * guide), "Paris, France" as one place, the place an app's system prompt gives, and, where the
 * conversation names none, the question which city, whose answer in the next turn is called; and
 * a clock tool's time zone, the named city's IANA zone; and a search for a place to eat, and where.
 */
import { describe, expect, it } from "vitest";
import { fn, replyAt, type Turn } from "../../test/support/tool-calls.ts";
import { coordinatesOf, knownCities, timeZoneOf } from "./city-coordinates.ts";

const NOW = Date.UTC(2026, 2, 12, 19, 13);

const replyTo = replyAt(NOW);
const ask = (content: string): Turn[] => [["user", content]];
const text = { type: "string" };

/** OpenAI's function-calling guide's weather tool, as the guide writes it. */
const byCoordinates = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Get current temperature for provided coordinates in celsius.",
    parameters: { type: "object", properties: { latitude: { type: "number" }, longitude: { type: "number" } }, required: ["latitude", "longitude"], additionalProperties: false },
    strict: true,
  },
};
const byLocation = fn("get_weather", "Get the current weather in a given location", { location: { type: "string", description: "The city and state, e.g. San Francisco, CA" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } }, ["location"]);
const byCity = fn("get_weather", "Get the current weather for a city", { city: { type: "string" } });
const WHICH_CITY = "Sure! Which city would you like the weather for?";

describe("a weather tool that takes coordinates gets the named city's", () => {
  it("calls the guide's get_weather for Paris at Paris", async () => {
    expect((await replyTo(ask("What's the weather like in Paris today?"), [byCoordinates])).calls).toEqual([["get_weather", { latitude: 48.8566, longitude: 2.3522 }]]);
  });
  it("calls it once for each city named", async () => {
    const { calls } = await replyTo(ask("What's the weather in Tokyo and London?"), [byCoordinates]);
    expect(calls).toEqual([
      ["get_weather", { latitude: 35.6762, longitude: 139.6503 }],
      ["get_weather", { latitude: 51.5074, longitude: -0.1278 }],
    ]);
  });
  it("rounds them for integer keys, and keeps a call for a city the table lacks", async () => {
    const rounded = fn("get_weather", "Get the weather at a point", { lat: { type: "integer" }, lon: { type: "integer" } });
    expect((await replyTo(ask("What's the weather in Sydney?"), [rounded])).calls).toEqual([["get_weather", { lat: -34, lon: 151 }]]);
    const { calls } = await replyTo(ask("What's the weather in Tbilisi?"), [byCoordinates]);
    expect(calls.map(([name]) => name)).toEqual(["get_weather"]);
  });
});

describe("the table of cities", () => {
  it("gives every city it holds coordinates on the globe and a time zone the runtime knows", () => {
    expect(knownCities().length).toBeGreaterThan(150);
    for (const city of knownCities()) {
      const [latitude, longitude] = coordinatesOf(city) ?? [NaN, NaN];
      expect(Math.abs(latitude), city).toBeLessThanOrEqual(90);
      expect(Math.abs(longitude), city).toBeLessThanOrEqual(180);
      const zone = timeZoneOf(city);
      expect(zone, city).toMatch(/^[A-Z][A-Za-z_]+\/[A-Za-z_/]+$/);
      expect(() => new Intl.DateTimeFormat("en", { timeZone: zone }), city).not.toThrow();
      // The coordinates lie in the zone's part of the world: a sign or a digit typed wrong shows.
      const region = zone!.split("/")[0]!;
      const within = { America: longitude < -35, Europe: longitude > -25 && longitude < 45 && latitude > 34, Asia: longitude > 25, Africa: longitude > -20 && longitude < 55 && latitude < 38, Australia: latitude < -10 && longitude > 110, Pacific: Math.abs(longitude) > 150, Atlantic: longitude < 0 }[region];
      expect(within, `${city} (${latitude}, ${longitude}) in ${zone}`).toBe(true);
    }
  });
  it("places a city on the side of the equator and the meridian it lies on", () => {
    expect(coordinatesOf("Kyiv")).toEqual([50.4501, 30.5234]);
    expect(coordinatesOf("Wellington")?.[0]).toBeLessThan(0);
    expect(coordinatesOf("Anchorage")?.[1]).toBeLessThan(0);
    expect(timeZoneOf("Dar es Salaam")).toBe("Africa/Dar_es_Salaam");
  });
});

describe("a place and its state or country are one place", () => {
  it.each([
    ["What is the weather in Paris, France?", "Paris, France"],
    ["Weather in Austin, TX", "Austin, TX"],
  ])("calls once for %j", async (content, location) => {
    expect((await replyTo(ask(content), [byLocation])).calls.map(([, args]) => args.location)).toEqual([location]);
  });
  it("still calls once for each city of a list", async () => {
    const { calls } = await replyTo(ask("Compare the weather in Paris, London and Rome"), [byCity]);
    expect(calls.map(([, args]) => args.city)).toEqual(["Paris", "London", "Rome"]);
  });
});

describe("the weather asked as it is felt, and places written in lower case", () => {
  it.each([
    ["How hot is it in LA right now?", "LA"],
    ["How cold is it in Chicago?", "Chicago"],
    ["Is it windy in Chicago?", "Chicago"],
    ["Is it warm in Barcelona right now?", "Barcelona"],
    ["What's it like outside in Denver?", "Denver"],
    ["What should I wear in NYC today?", "NYC"],
  ])("calls the weather tool for %j", async (content, city) => {
    expect((await replyTo(ask(content), [byCity])).calls).toEqual([["get_weather", { city }]]);
  });
  it.each(["Is it hot in here?", "Is this curry hot?", "Is it cold in my apartment because of the heater?", "What should I wear to the wedding?"])("asks no weather for %j", async (content) => {
    expect((await replyTo(ask(content), [byCity])).calls).toEqual([]);
  });
  it("asks which city for \"Is it cold outside?\"", async () => {
    expect((await replyTo(ask("Is it cold outside?"), [byCity])).content).toBe(WHICH_CITY);
  });
  it("reads cities written in lower case, each of a list", async () => {
    const { calls } = await replyTo(ask("weather in paris, london and tokyo"), [byCity]);
    expect(calls.map(([, args]) => args.city)).toEqual(["Paris", "London", "Tokyo"]);
  });
});

describe("a weather question that names no place", () => {
  it.each([
    ["What is the weather like today?", byLocation],
    ["Will it rain tomorrow?", byCity],
    ["What is the weather like on Friday?", byCity],
    ["What's the weather like?", byCoordinates],
  ])("answers %j with the question which city", async (content, tool) => {
    expect(await replyTo(ask(content), [tool])).toEqual({ content: WHICH_CITY, calls: [] });
  });
  it("takes the place the app's system prompt gives", async () => {
    const located = await replyTo([["system", "The user is located in Berlin, Germany."], ["user", "What is the weather like?"]], [byLocation]);
    expect(located.calls).toEqual([["get_weather", { location: "Berlin, Germany" }]]);
    const coordinates = await replyTo([["system", "User location: Austin, TX"], ["user", "What is the weather like?"]], [byCoordinates]);
    expect(coordinates.calls).toEqual([["get_weather", { latitude: 30.2672, longitude: -97.7431 }]]);
  });
  it("still calls a forced tool", async () => {
    const { calls } = await replyTo(ask("What is the weather like?"), [byCity], { tool_choice: "required" });
    expect(calls.map(([name]) => name)).toEqual(["get_weather"]);
  });
  it("leaves a tool that is not about the weather as it was", async () => {
    const restaurants = fn("find_restaurants", "Find restaurants near a location", { location: { type: "string" } });
    expect((await replyTo(ask("Find Italian restaurants nearby"), [restaurants])).calls.map(([name]) => name)).toEqual(["find_restaurants"]);
  });
});

describe("the answer to which city asks the weather there", () => {
  const asked = (question: string, answer: string, weather = "What is the weather like today?"): Turn[] => [
    ["user", weather],
    ["assistant", question],
    ["user", answer],
  ];
  it.each([
    ["paris", byLocation, { location: "Paris" }],
    ["London, thanks", byCity, { city: "London" }],
    ["in Tokyo please", byCoordinates, { latitude: 35.6762, longitude: 139.6503 }],
  ])("answers %j with the call there", async (answer, tool, args) => {
    const { calls } = await replyTo(asked(WHICH_CITY, answer), [tool]);
    expect(calls.map(([name, given]) => [name, given.unit === undefined ? given : { location: given.location }])).toEqual([["get_weather", args]]);
  });
  it("reads the answer to a model's own wording", async () => {
    expect((await replyTo(asked("What city are you in?", "Seattle"), [byCity])).calls).toEqual([["get_weather", { city: "Seattle" }]]);
  });
  it("calls nothing on a change of mind", async () => {
    expect((await replyTo(asked(WHICH_CITY, "never mind"), [byCity])).calls).toEqual([]);
  });
});

describe("a clock tool's time zone", () => {
  const getTime = fn("get_current_time", "Get the current time in a timezone", { timezone: text });
  it.each([
    ["What time is it in Tokyo?", ["Asia/Tokyo"]],
    ["what time is it in new york", ["America/New_York"]],
    ["What time is it in Tokyo and London?", ["Asia/Tokyo", "Europe/London"]],
    ["What time is it in UTC?", ["UTC"]],
    ["What time is it in Hyderabad?", ["Asia/Kolkata"]],
    ["what time is it in salt lake city", ["America/Denver"]],
    ["What time is it in Tbilisi?", ["Tbilisi"]],
  ])("calls %j with the IANA zone of the city named (a zone or a city the table lacks as written)", async (content, zones) => {
    expect((await replyTo(ask(content), [getTime])).calls).toEqual(zones.map((timezone) => ["get_current_time", { timezone }]));
  });
  it("asks which city or time zone for \"What time is it?\", and calls the answer's zone next turn", async () => {
    const question = "Sure! Which city or time zone would you like the time for?";
    expect(await replyTo(ask("What time is it?"), [getTime])).toEqual({ content: question, calls: [] });
    expect((await replyTo([["user", "What time is it?"], ["assistant", question], ["user", "Tokyo"]], [getTime])).calls).toEqual([["get_current_time", { timezone: "Asia/Tokyo" }]]);
  });
});

describe("a search for a place to eat", () => {
  const findRestaurants = fn("find_restaurants", "Find restaurants near a location", { location: text, cuisine: text }, ["location"]);
  it.each([
    ["Find me a good pizza place in Brooklyn", { location: "Brooklyn", cuisine: "Pizza" }],
    ["Any good sushi around here?", { location: "near me", cuisine: "Sushi" }],
    ["I am hungry, find somewhere to eat in Austin", { location: "Austin" }],
    // "Where can I…" asks where to go, not how to use the app: the finder is no how-to's search.
    ["Where can I get coffee in Seattle?", { location: "Seattle", cuisine: "Coffee" }],
    ["Where should we eat dinner in Chicago?", { location: "Chicago" }],
  ])("calls the restaurant search for %j", async (content, args) => {
    expect((await replyTo(ask(content), [findRestaurants])).calls).toEqual([["find_restaurants", args]]);
  });
  it("asks where to search when the message names no place, and searches the answer next turn", async () => {
    const question = "Sure! Which city or neighborhood should I search in?";
    expect(await replyTo(ask("Find me a good pizza place"), [findRestaurants])).toEqual({ content: question, calls: [] });
    const { calls } = await replyTo([["user", "Find me a good pizza place"], ["assistant", question], ["user", "Brooklyn"]], [findRestaurants]);
    expect(calls).toEqual([["find_restaurants", { location: "Brooklyn", cuisine: "Pizza" }]]);
  });
  it.each(["How do I make pizza?", "Write a blog post about my favorite pizza place"])("searches nothing for %j", async (content) => {
    expect(await replyTo(ask(content), [findRestaurants])).toMatchObject({ calls: [] });
    expect((await replyTo(ask(content), [findRestaurants])).content).not.toMatch(/neighborhood/);
  });
});
