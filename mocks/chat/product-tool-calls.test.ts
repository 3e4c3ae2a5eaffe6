/**
 * Tool calls for an app's product questions, under tool_choice auto: a how-to about the product
 * asks its docs or help-center search ("How do I reset my API key?" → `search_docs`), a question
 * about a film or a book by its title asks the tool of its facts, punctuation and all ("Who
 * directed Dune: Part Two?" → `get_movie_info`), and a ride asked of a service goes where the
 * user goes ("Book an Uber to JFK" → `request_ride` to JFK, not to "Uber").
 */
import { describe, expect, it } from "vitest";
import { manualClock } from "../state/clock.ts";
import { testMock } from "../../test/support/harness.ts";
import { callsAt, fn } from "../../test/support/tool-calls.ts";

/** The mock's clock in these specs: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);
const { callsFor } = callsAt(NOW);

const text = { type: "string" };
const query = { query: text };
const names = async (content: string, tools: object[]) => (await callsFor(content, tools)).map(([name]) => name);
/** The reply to a conversation under tool_choice auto: its text, and its calls (name and parsed arguments). */
const replyTo = async (messages: object[], tools: object[]) => {
  const result = await testMock({}, manualClock(NOW)).call("POST", "/client/v2/ai/chat/completions", { body: { model: "gpt-4o-mini", messages, tools } });
  expect(result.status).toBe(200);
  const message = result.body.choices[0].message;
  return { content: message.content as string | null, calls: (message.tool_calls ?? []).map((call: any) => [call.function.name, JSON.parse(call.function.arguments)]) };
};

const searchDocs = fn("search_docs", "Search the product documentation", query);
const searchKb = fn("search_knowledge_base", "Search the help articles", query);
const searchHelp = fn("search_help_center", "Search help center articles", query);
const searchUsers = fn("search_users", "Search users by name", query);
const getWeather = fn("get_weather", "Get the current weather for a city", { city: text });
const createTicket = fn("create_ticket", "Open a support ticket", { subject: text, body: text });

describe("a how-to about the product searches its docs or help center", () => {
  it.each([
    ["How do I reset my API key?", searchDocs, "reset API key"],
    ["How can I enable two-factor authentication?", searchKb, "enable two-factor authentication"],
    ["Where do I change my billing address?", searchHelp, "change billing address"],
    ["how do i invite a teammate to my workspace", searchDocs, "invite teammate to workspace"],
    ["Can I change the email on my account?", searchKb, "change email on account"],
  ])("answers %j with one call of the search, a short query", async (content, tool, expected) => {
    const calls = await callsFor(content, [tool, getWeather, createTicket]);
    expect(calls).toHaveLength(1);
    expect(calls[0]![0]).toBe((tool as any).function.name);
    expect(calls[0]![1]).toEqual({ query: expected });
  });
  it("calls the tool a \"Can I…\" asks for beside the search, as a request", async () => {
    const listInvoices = fn("list_invoices", "List the account's invoices", { status: { type: "string", enum: ["paid", "open"] } }, []);
    expect(await names("Can I see my invoices?", [searchDocs, listInvoices])).toEqual(["list_invoices"]);
    expect(await names("How do I see my invoices?", [searchDocs, listInvoices])).toEqual(["search_docs"]);
  });
  it.each(["How do I reset my API key?", "How can I enable two-factor authentication?", "Where do I change my billing address?"])(
    "answers %j in prose without such a search",
    async (content) => {
      expect(await callsFor(content, [getWeather, createTicket])).toEqual([]);
    },
  );
  it.each(["How do I make pancakes?", "Tell me a joke", "How are you?", "How do I make pancakes? Thanks!", "What does the word serendipity mean?"])(
    "answers %j, no question about the product, in prose beside it",
    async (content) => {
      expect(await names(content, [searchDocs])).toEqual([]);
    },
  );
  it.each([
    ["Where can I find the rate limits for the API? Thanks!", "find rate limits for API"],
    ["How do I rotate my API key? Thank you in advance.", "rotate API key"],
  ])("leaves the courtesy after the question out of the query: %j", async (content, expected) => {
    expect(await callsFor(content, [searchDocs])).toEqual([["search_docs", { query: expected }]]);
  });
  it.each([
    ["hey, what does the error E1042 mean when uploading files?", "error E1042 when uploading files"],
    ["What does error code 403 mean?", "error code 403"],
    ["What does the warning QUOTA_SOFT_LIMIT mean? Thanks", "warning QUOTA_SOFT_LIMIT"],
  ])("looks up what one of the product's errors means: %j", async (content, expected) => {
    expect(await callsFor(content, [searchDocs, getWeather, createTicket])).toEqual([["search_docs", { query: expected }]]);
  });
});

describe("a search described as one of the docs is a docs search, whatever its name", () => {
  const lookup = fn("lookup", "Search the product documentation for relevant pages", query);
  const kbQuery = fn("kb_query", "Query the knowledge base and return matching help articles", query);
  it.each([
    ["How do I configure SSO in the dashboard?", lookup, "configure SSO in dashboard"],
    ["Where do I change my billing address?", kbQuery, "change billing address"],
    ["What does error code 429 mean?", lookup, "error code 429"],
  ])("answers %j with its short query, not the whole message", async (content, tool, expected) => {
    expect(await callsFor(content, [tool, getWeather])).toEqual([[(tool as any).function.name, { query: expected }]]);
  });
});

describe("a question about exporting users names nobody to search for", () => {
  it("searches the docs for it beside `search_users`, and calls no `search_users`", async () => {
    expect(await callsFor("Is there a way to export users to CSV?", [searchUsers, searchDocs, getWeather])).toEqual([["search_docs", { query: "export users to CSV" }]]);
    expect(await names("How do I delete inactive users?", [searchUsers, searchHelp])).toEqual(["search_help_center"]);
  });
  it.each(["Is there a way to export users to CSV?", "How can I export all users?", "Can I bulk import users from a spreadsheet?"])("answers %j in prose with no docs search", async (content) => {
    expect(await names(content, [searchUsers, getWeather])).toEqual([]);
  });
  it("still searches users by the name a message gives", async () => {
    expect(await callsFor("How many users named John do we have?", [searchUsers, searchDocs])).toEqual([["search_users", { query: "John" }]]);
    expect(await callsFor("Is there a user called Maria Lopez?", [searchUsers, searchDocs])).toEqual([["search_users", { query: "Maria Lopez" }]]);
  });
});

describe("a film or a book asked about by its title asks its tool, with the whole title", () => {
  const movie = fn("get_movie_info", "Get information about a movie", { title: text });
  const book = fn("get_book_info", "Get information about a book", { title: text });
  it.each([
    ["Tell me about Dune: Part Two", "Dune: Part Two"],
    ["Who directed Dune: Part Two?", "Dune: Part Two"],
    ["What's the rating of Spider-Man: Across the Spider-Verse?", "Spider-Man: Across the Spider-Verse"],
    ["Is Mission: Impossible worth watching?", "Mission: Impossible"],
    ["Who starred in Star Wars: A New Hope?", "Star Wars: A New Hope"],
    ["Tell me about Inception", "Inception"],
    ["Is Oppenheimer any good?", "Oppenheimer"],
  ])("answers %j with get_movie_info of %j", async (content, title) => {
    expect(await callsFor(content, [movie])).toEqual([["get_movie_info", { title }]]);
  });
  it.each([
    ["Who wrote Sapiens: A Brief History of Humankind?", "Sapiens: A Brief History of Humankind"],
    ["Tell me about Harry Potter and the Philosopher's Stone", "Harry Potter and the Philosopher's Stone"],
    ["Is Gödel, Escher, Bach worth reading?", "Gödel, Escher, Bach"],
    ["When was Zen and the Art of Motorcycle Maintenance: An Inquiry into Values published?", "Zen and the Art of Motorcycle Maintenance: An Inquiry into Values"],
  ])("answers %j with get_book_info of %j", async (content, title) => {
    expect(await callsFor(content, [book])).toEqual([["get_book_info", { title }]]);
  });
  it.each(["Tell me a joke", "What's the weather like?", "Who directed this?", "Is Python any good?", "Tell me about Paris", "Who made Minecraft?"])("answers %j in prose", async (content) => {
    expect(await names(content, [movie, book])).toEqual([]);
  });
});

describe("a ride asked of a service goes to the destination, from the pickup", () => {
  const rideType = { type: "string", enum: ["standard", "XL", "black"] };
  const requestRide = fn("request_ride", "Request a ride", { destination: text, pickup: text, ride_type: rideType }, ["destination"]);
  const bookRide = fn("book_ride", "Book a ride", { destination: text, pickup: text }, ["destination"]);
  it.each([
    ["Book an Uber to JFK", { destination: "JFK" }],
    ["Get me a Lyft to the airport", { destination: "the airport" }],
    ["Call a cab to 5th Avenue and 42nd Street", { destination: "5th Avenue and 42nd Street" }],
    ["Order an Uber XL to Union Station from my hotel", { destination: "Union Station", pickup: "my hotel", ride_type: "XL" }],
    ["I need a taxi from Penn Station to LaGuardia", { destination: "LaGuardia", pickup: "Penn Station" }],
    ["I need a ride to the airport at 5pm", { destination: "the airport" }],
    ["Get me a car to Heathrow from Paddington now", { destination: "Heathrow", pickup: "Paddington" }],
  ])("answers %j with request_ride(%j)", async (content, args) => {
    expect(await callsFor(content, [requestRide])).toEqual([["request_ride", args]]);
  });
  it.each(["Get me a taxi", "Call a cab", "How much does an Uber to JFK cost?"])("answers %j, no destination to go to, in prose", async (content) => {
    expect(await names(content, [requestRide])).toEqual([]);
  });
  it.each([
    ["Get me a taxi", "Sure, where would you like to go?"],
    ["Call a cab", "Sure, where would you like to go?"],
    ["I need a taxi from Penn Station", "Sure, where would you like to go from Penn Station?"],
  ])("asks where to when %j gives no destination, as the ride tool is the app's", async (content, question) => {
    expect(await replyTo([{ role: "user", content }], [requestRide])).toEqual({ content: question, calls: [] });
  });
  it("says it cannot order a ride where no ride tool is offered", async () => {
    expect((await replyTo([{ role: "user", content: "Get me a taxi" }], [fn("get_weather", "Get the weather", { city: text })])).content).not.toMatch(/where would you like to go/);
  });
  it.each([
    ["To JFK", { destination: "JFK", pickup: "Penn Station" }],
    ["JFK please", { destination: "JFK", pickup: "Penn Station" }],
    ["the airport, thanks", { destination: "the airport", pickup: "Penn Station" }],
  ])("calls the ride tool with the place answered to where to: %j", async (answer, args) => {
    const asked = [
      { role: "user", content: "Get me a taxi from Penn Station" },
      { role: "assistant", content: "Sure, where would you like to go from Penn Station?" },
      { role: "user", content: answer },
    ];
    expect((await replyTo(asked, [requestRide])).calls).toEqual([["request_ride", args]]);
  });
  it.each(["never mind", "How long will it take?"])("books nothing when the answer to where to is %j", async (answer) => {
    const asked = [
      { role: "user", content: "Get me a taxi" },
      { role: "assistant", content: "Sure, where would you like to go?" },
      { role: "user", content: answer },
    ];
    expect((await replyTo(asked, [requestRide])).calls).toEqual([]);
  });
  it.each([
    ["Book an Uber to JFK", { destination: "JFK" }],
    ["Get me a Lyft to the airport", { destination: "the airport" }],
    ["Order an Uber XL to Union Station from my hotel", { destination: "Union Station", pickup: "my hotel" }],
  ])("answers %j with book_ride(%j), no ride type it has no field for", async (content, args) => {
    expect(await callsFor(content, [bookRide])).toEqual([["book_ride", args]]);
  });
});
