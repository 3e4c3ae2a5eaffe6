/**
 * The prose answer after tool results, rule by rule, with exact sentences: arithmetic, a place
 * (the weather), other objects, text, errors, several results, and inputs that are not what a
 * tool runner sends (not JSON, no matching call, huge), which must still get a sentence.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { components } from "../../generated/api.d.ts";
import { replyFromToolResults } from "./tool-results-reply.ts";

type Message = components["schemas"]["ChatMessage"];

/** One round of calls: a tool's name, its arguments (a string is sent as is) and its result (a string is the tool message's content as is). */
type Step = [name: string, args: unknown, result: unknown];

const asText = (value: unknown): string => (typeof value === "string" ? value : JSON.stringify(value));

/** A conversation whose last assistant message makes the calls and that ends in their results. */
function conversation(...steps: Step[]): Message[] {
  const calls = steps.map(([name, args], i) => ({ id: `call_${i}`, type: "function" as const, function: { name, arguments: asText(args) } }));
  return [
    { role: "user", content: "Go." },
    { role: "assistant", content: null, tool_calls: calls },
    ...steps.map(([, , result], i): Message => ({ role: "tool", tool_call_id: `call_${i}`, content: asText(result) })),
  ];
}

const reply = (...steps: Step[]) => replyFromToolResults(conversation(...steps));

describe("the clients' canonical examples", () => {
  it("answers the AI SDK's weather example with the place and the temperature", () => {
    expect(reply(["weather", { location: "San Francisco" }, { location: "San Francisco", temperature: 71 }])).toBe("In San Francisco, the temperature is 71°.");
  });

  it("answers LangChain's multiply-and-add example with both sums in one sentence", () => {
    expect(reply(["multiply", { a: 3, b: 12 }, 36], ["add", { a: 11, b: 49 }, 60])).toBe("3 × 12 = 36, and 11 + 49 = 60.");
  });

  it("answers openai runTools' getWeather with the unit its field names and the conditions", () => {
    expect(reply(["getWeather", { city: "Paris" }, { city: "Paris", tempC: 14, conditions: "rain" }])).toBe("In Paris, the temperature is 14 °C with rain.");
  });
});

describe("arithmetic", () => {
  it.each<[string, Step, string]>([
    ["subtraction of a negative", ["subtract", { x: 10, y: -5 }, 15], "10 - (-5) = 15."],
    ["a power", ["power", { base: 2, exponent: 10 }, 1024], "2^10 = 1024."],
    ["a division, without float noise", ["divide", { a: 1, b: 3 }, 1 / 3], "1 ÷ 3 = 0.333333."],
    ["0.1 + 0.2", ["add", { a: 0.1, b: 0.2 }, 0.1 + 0.2], "0.1 + 0.2 = 0.3."],
    ["a name with filler words", ["add_two_numbers", { first: 2, second: 5 }, 7], "2 + 5 = 7."],
    ["camelCase", ["multiplyNumbers", { a: 6, b: 7 }, 42], "6 × 7 = 42."],
    ["a sum of a list", ["sum", { numbers: [1, 2, 3] }, { result: 6 }], "1 + 2 + 3 = 6."],
    ["a numeric string result", ["mul", { a: 4, b: 5 }, '"20"'], "4 × 5 = 20."],
    ["a result as plain text", ["times", { a: 4, b: 5 }, "20"], "4 × 5 = 20."],
    ["a calculator's expression", ["calculator", { expression: "2 + 2 * 3 =" }, 8], "2 + 2 * 3 = 8."],
    ["an evaluate tool's expression", ["evaluate", { expression: "sqrt(16)" }, { value: 4 }], "sqrt(16) = 4."],
  ])("writes %s as a sum", (_, step, expected) => {
    expect(reply(step)).toBe(expected);
  });

  it.each<[string, Step, string]>([
    ["a lookup named like an operation", ["get_product", { id: 3, qty: 2 }, 19.98], "The product is 19.98."],
    ["three numeric arguments", ["multiply", { a: 3, b: 12, c: 2 }, 72], "The multiply call returned 72."],
    ["a result that is not a number", ["multiply", { a: 3, b: 12 }, "thirty-six"], "Thirty-six."],
    ["two operations in one name", ["add_or_subtract", { a: 1, b: 2 }, 3], "The add or subtract call returned 3."],
    ["a calculator without an expression", ["calculator", { a: 1 }, 3], "The calculator call returned 3."],
  ])("does not write %s as a sum", (_, step, expected) => {
    expect(reply(step)).toBe(expected);
  });
});

describe("a result with a place", () => {
  it.each<[string, Step, string]>([
    ["the place from the arguments and the unit argument", ["get_weather", { city: "Paris", unit: "fahrenheit" }, { temperature: 21, sky: "clear" }], "In Paris, the temperature is 21 °F and it is clear."],
    ["an adjective condition", ["get_weather", { city: "Lisbon", unit: "celsius" }, { city: "Lisbon", temperature: 21, sky: "sunny" }], "In Lisbon, the temperature is 21 °C and it is sunny."],
    ["a unit field, said with the temperature", ["weather", {}, { location: "Oslo", temp: 3, unit: "C", condition: "Partly cloudy" }], "In Oslo, the temperature is 3 °C and it is partly cloudy."],
    [
      "two places, two readings, humidity and a description",
      ["get_weather", { city: "Paris" }, { city: "Paris", country: "France", temperature_c: 14, temperature_f: 57, humidity: 80, description: "Light rain", wind_speed: 12 }],
      "In Paris, France, the temperature is 14 °C (57 °F) with light rain, the humidity is 80% and the wind speed is 12.",
    ],
    ["conditions without a temperature", ["forecast", { region: "Highlands" }, { conditions: "snow showers" }], "In Highlands, there are snow showers."],
    ["a feels-like", ["get_weather", { city: "Paris" }, { feels_like: 12, conditions: "rain" }], "In Paris, it feels like 12° and there is rain."],
    ["a place that is not about the weather", ["find_restaurants", { city: "Rome", cuisine: "pizza" }, { count: 3, best: "Da Michele", open_now: true }], "In Rome, the count is 3, the best is Da Michele and it is open now."],
  ])("says %s", (_, step, expected) => {
    expect(reply(step)).toBe(expected);
  });

  it("reads a temperature written as text, and not a temp folder", () => {
    expect(reply(["weather", { city: "Rome" }, { temp: "24°C", sky: "Sunny" }])).toBe("In Rome, the temperature is 24°C and it is sunny.");
    expect(reply(["make_dirs", { place: "home" }, { temp: "/tmp/x" }])).toBe("In home, the temp is /tmp/x.");
  });

  it("says the place's fields as fields when there is nothing else", () => {
    expect(reply(["get_weather", { city: "Paris" }, { city: "Paris" }])).toBe("Here is the weather: the city is Paris.");
  });

  it("keeps a description a field when there is no temperature", () => {
    expect(reply(["get_place", { place: "Louvre" }, { place: "Louvre", description: "A museum", rating: 4.7 }])).toBe("In Louvre, the description is A museum and the rating is 4.7.");
  });
});

describe("other objects", () => {
  it("says a lookup's fields after the thing looked up, with lists counted, nested objects by their first fields and flags as a model says them", () => {
    const user = { name: "Alice", age: 30, user_id: 7, tags: ["a", "b", "c", "d"], address: { city: "Paris", zip: "75001", street: "Rue X", floor: 2 }, active: true };
    expect(reply(["get_user", { id: 1 }, user])).toBe(
      "Here is the user: the name is Alice, the age is 30, the user ID is 7, the tags are 4 items, the address is city Paris, zip 75001, street Rue X and it is active.",
    );
  });

  it("says another tool's fields after what it returned", () => {
    expect(reply(["create_order", { item: "mug" }, { id: 42, status: "created", colors: ["red", "blue"], gift_wrapped: false, notes: null }])).toBe(
      "The create order call returned: the ID is 42, the status is created, the colors are red and blue, it is not gift wrapped and the notes are none.",
    );
  });

  it("says at most eight fields", () => {
    const wide = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`field_${i}`, i]));
    const said = reply(["describe_thing", {}, wide]);
    expect(said).toBe(
      "The describe thing call returned: the field 0 is 0, the field 1 is 1, the field 2 is 2, the field 3 is 3, the field 4 is 4, the field 5 is 5, the field 6 is 6 and the field 7 is 7.",
    );
  });

  it("counts deeper objects and long values", () => {
    const result = { owner: { profile: { a: 1, b: 2 }, roles: ["x", "y"] }, bio: "word ".repeat(100) };
    const said = reply(["get_account", {}, result]);
    expect(said).toMatch(/^Here is the account: the owner is profile 2 fields, roles x and y and the bio is (word ){14,}word…\.$/);
  });

  it("reads fields named like Object's members as fields", () => {
    expect(reply(["constructor", { constructor: 1 }, '{"constructor":"x","__proto__":"p","toString":"y"}'])).toBe(
      "The constructor call returned: the constructor is x, the proto is p and the to string is y.",
    );
  });

  it.each<[string, Step, string]>([
    ["an empty object", ["lookup", {}, {}], "The lookup call returned nothing."],
    ["null", ["ping", {}, null], "The ping call returned nothing."],
    ["an empty list", ["list_users", {}, []], "No users found."],
    ["a list of records of a plural", ["list_users", {}, [{ name: "A" }, { name: "B" }]], "I found 2 users: A and B."],
    ["a short list of values (result-values.ts)", ["get_colors", {}, ["red", "green", "blue"]], "The available colors are red, green and blue."],
    ["a boolean", ["is_prime", { n: 7 }, true], "The is prime call returned true."],
    ["a lookup's number", ["get_stock_price", { symbol: "ACME" }, 42.5], "The stock price is 42.5."],
  ])("answers %s", (_, step, expected) => {
    expect(reply(step)).toBe(expected);
  });
});

describe("text", () => {
  it.each<[string, Step, string]>([
    ["a search's text, on one line", ["web_search", { query: "vitest" }, "Vitest is a testing framework.\n\nIt is fast"], "The search found: Vitest is a testing framework. It is fast."],
    ["a lookup's short value", ["get_time", { timezone: "Asia/Tokyo" }, "14:05"], "The time is 14:05."],
    ["a JSON string", ["get_time", {}, '"14:05"'], "The time is 14:05."],
    ["a sentence, as the answer", ["get_weather", { city: "Paris" }, "It is sunny in Paris."], "It is sunny in Paris."],
    ["a sentence without its stop (the Agents SDK's get_weather)", ["get_weather", { city: "Tokyo" }, "The weather in Tokyo is sunny"], "The weather in Tokyo is sunny."],
    ["a sentence with a contraction", ["get_weather", { city: "sf" }, "It's 60 degrees and foggy"], "It's 60 degrees and foggy."],
    ["a lookup's short value of several words", ["get_weather", { city: "Oslo" }, "partly cloudy, 12 °C"], "The weather is partly cloudy, 12 °C."],
    ["another tool's text", ["rewrite", { text: "hi" }, "hello there"], "Hello there."],
    ["a translation's text, as the translation asked (no language named)", ["translate", { text: "hi" }, "bonjour"], '"hi" translates to "bonjour".'],
    ["empty text", ["notify", {}, "   "], "The notify call returned nothing."],
  ])("answers with %s", (_, step, expected) => {
    expect(reply(step)).toBe(expected);
  });

  it("shortens long text to about 200 characters at a word", () => {
    const said = reply(["web_search", {}, "lorem ipsum ".repeat(100)]);
    expect(said).toMatch(/^The search found: (lorem ipsum ){16}lorem…$/);
  });
});

describe("errors", () => {
  it.each<[string, unknown, string]>([
    ["an error string", { error: "city not found" }, "The get weather call failed: city not found."],
    ["an error object's message", { error: { code: 500, message: "Internal failure." } }, "The get weather call failed: Internal failure."],
    ["a flag beside a message", { error: true, message: "Rate limited" }, "The get weather call failed: Rate limited."],
    ["an error code", { error: 503 }, "The get weather call failed: error 503."],
    ["an error object without a message", { error: { code: 7 } }, "The get weather call failed: code 7."],
    ["text starting Error:", "Error: upstream timeout", "The get weather call failed: upstream timeout."],
    ["text starting ERROR -", "ERROR - quota exceeded", "The get weather call failed: quota exceeded."],
    ["a JSON string starting Error", '"Error: bad city"', "The get weather call failed: bad city."],
    ["Error alone", "Error", "The get weather call failed: no reason given."],
  ])("says %s as a failed call", (_, result, expected) => {
    expect(reply(["get_weather", { city: "Oslo" }, result])).toBe(expected);
  });

  it("does not read a null error, or text about errors, as a failure", () => {
    expect(reply(["get_weather", { city: "Paris" }, { error: null, temperature: 20 }])).toBe("In Paris, the temperature is 20°.");
    expect(reply(["web_search", {}, "Errors are values in Go."])).toBe("The search found: Errors are values in Go.");
  });
});

describe("several results", () => {
  it("answers each in the order of the tool messages, joining only neighbouring sums", () => {
    expect(reply(["multiply", { a: 3, b: 12 }, 36], ["get_time", {}, "14:05"], ["add", { a: 11, b: 49 }, 60], ["subtract", { a: 9, b: 4 }, 5], ["divide", { a: 8, b: 2 }, 4])).toBe(
      "3 × 12 = 36. The time is 14:05. 11 + 49 = 60, 9 - 4 = 5, and 8 ÷ 2 = 4.",
    );
  });

  it("answers only the results the conversation ends with, in their order, not the calls'", () => {
    const messages = conversation(["add", { a: 1, b: 2 }, 3], ["multiply", { a: 2, b: 3 }, 6]);
    const earlier: Message[] = [
      { role: "user", content: "Before." },
      { role: "assistant", content: null, tool_calls: [{ id: "call_old", type: "function", function: { name: "get_time", arguments: "{}" } }] },
      { role: "tool", tool_call_id: "call_old", content: "09:00" },
    ];
    const [user, assistant, first, second] = messages;
    expect(replyFromToolResults([...earlier, user!, assistant!, second!, first!])).toBe("2 × 3 = 6, and 1 + 2 = 3.");
  });

  it("answers sixteen results and counts the rest", () => {
    const steps = Array.from({ length: 18 }, (_, i): Step => ["get_time", {}, `${i}:00`]);
    const said = reply(...steps);
    expect(said.startsWith("The time is 0:00. The time is 1:00.")).toBe(true);
    expect(said.endsWith("The time is 15:00. I also got 2 more results.")).toBe(true);
  });
});

/** `reply`, after the user's question: the words a model reads beside the results ("today"). */
function asked(question: string, ...steps: Step[]): string {
  const [, ...rest] = conversation(...steps);
  return replyFromToolResults([{ role: "user", content: question }, ...rest]);
}

describe("a quote", () => {
  it.each<[string, Step, string]>([
    [
      "a ticker, its currency and the day's change",
      ["get_stock_price", { symbol: "AAPL" }, { symbol: "AAPL", price: 227.48, currency: "USD", change_percent: -0.8 }],
      "Apple (AAPL) is trading at $227.48, down 0.8% today.",
    ],
    ["a price alone, for the ticker the call asked about", ["get_stock_price", { ticker: "MSFT" }, { price: 412.5 }], "Microsoft (MSFT) is trading at $412.50."],
    [
      "a price as text and a rise in dollars and percent (FMP's fields)",
      ["get_quote", { symbol: "NVDA" }, { symbol: "NVDA", name: "NVIDIA Corporation", price: "131.2", change: 2.4, changesPercentage: 1.86 }],
      "NVIDIA Corporation (NVDA) is trading at $131.20, up $2.40 (1.86%) today.",
    ],
    ["a ticker no table knows, in euros", ["stock_quote", { symbol: "SAP.DE" }, { symbol: "SAP.DE", price: 1234.5, currency: "EUR", change_percent: 0 }], "SAP.DE is trading at €1,234.50, unchanged today."],
  ])("says %s as a model does", (_, step, expected) => {
    expect(asked("How is the stock doing?", step)).toBe(expected);
  });
});

describe("a search's hits", () => {
  it("answers one hit from its snippet, citing it as a markdown link", () => {
    const hit = { title: "SpaceX launches Starlink batch 12-5", url: "https://example.com/a", snippet: "A Falcon 9 lifted off from Cape Canaveral carrying 23 Starlink satellites." };
    expect(asked("Any news on SpaceX?", ["search_web", { query: "SpaceX launch" }, [hit]])).toBe(
      "A Falcon 9 lifted off from Cape Canaveral carrying 23 Starlink satellites ([SpaceX launches Starlink batch 12-5](https://example.com/a)).",
    );
  });

  it("lists more hits with their links and snippets, after what was searched for", () => {
    const results = {
      query: "vitest browser mode",
      results: [
        { title: "Browser Mode | Vitest", url: "https://vitest.dev/guide/browser/", snippet: "Run your tests in the browser natively." },
        { title: "Vitest 3 release notes", link: "https://vitest.dev/blog/vitest-3", description: "Browser mode is stable." },
        { title: "A page without a snippet", url: "https://example.com/b" },
      ],
    };
    expect(asked("How do I run Vitest in a browser?", ["web_search", { query: "vitest browser mode" }, results])).toBe(
      [
        'Here is what I found for "vitest browser mode":',
        "",
        "1. [Browser Mode | Vitest](https://vitest.dev/guide/browser/): Run your tests in the browser natively.",
        "2. [Vitest 3 release notes](https://vitest.dev/blog/vitest-3): Browser mode is stable.",
        "3. [A page without a snippet](https://example.com/b)",
      ].join("\n"),
    );
  });

  it("leads with the search's own answer (Tavily's), its sources after it", () => {
    const result = { answer: "Vitest is a Vite-native test runner", results: [{ title: "Vitest", url: "https://vitest.dev", content: "Next generation testing framework." }] };
    expect(asked("What is Vitest?", ["tavily_search", { query: "what is vitest" }, result])).toBe("Vitest is a Vite-native test runner. Source: [Vitest](https://vitest.dev).");
  });

  it("links only web addresses, and keeps a title's brackets out of the link's text", () => {
    const hits = [{ title: "[Ad] Cheap mugs", url: "javascript:alert(1)", snippet: "Buy now." }, { title: "Mugs (blue)", url: "https://example.com/mugs(blue)", snippet: "Blue mugs." }];
    expect(asked("mugs?", ["search", { q: "mugs" }, hits])).toBe("Buy now (Ad Cheap mugs). Blue mugs ([Mugs (blue)](https://example.com/mugs%28blue%29)).");
  });
});

describe("a list of records", () => {
  it("says the user's events of the day the question asks about in one sentence", () => {
    const events = { events: [{ title: "Standup", start: "09:30" }, { title: "Lunch with Sam", start: "12:30" }, { title: "1:1 with Dana", start: "15:00" }] };
    expect(asked("What is on my calendar today?", ["list_events", { date: "2026-12-07" }, events])).toBe(
      "You have 3 events today: Standup at 09:30, Lunch with Sam at 12:30 and 1:1 with Dana at 15:00.",
    );
  });

  it("lists records with several details, their shared date said once", () => {
    const events = [
      { summary: "Standup", start: "2026-12-09T09:30:00Z", end: "2026-12-09T09:45:00Z", location: "Room 4" },
      { summary: "Design review", start: "2026-12-09T14:00:00Z", end: "2026-12-09T15:00:00Z", location: "Zoom" },
    ];
    expect(asked("What's on my calendar?", ["get_calendar_events", {}, events])).toBe(
      "You have 2 calendar events on 9 December 2026:\n\n1. Standup from 09:30 to 09:45 (Room 4)\n2. Design review from 14:00 to 15:00 (Zoom)",
    );
  });

  it("numbers a long list and says how many more there are past eight", () => {
    const tasks = [{ title: "Pay rent", due: "2027-01-01", status: "open" }, { title: "Call mom", due_date: "2026-12-08", completed: true }, ...["A", "B", "C", "D", "E", "F", "G", "H"].map((title) => ({ title }))];
    expect(asked("What are my tasks?", ["get_tasks", {}, tasks])).toBe(
      "You have 10 tasks:\n\n1. Pay rent due 1 January 2027 (open)\n2. Call mom due 8 December 2026 (done)\n3. A\n4. B\n5. C\n6. D\n7. E\n8. F\n\n…and 2 more.",
    );
  });

  it("counts all the records a page's total says, with their prices, where the call looked", () => {
    const page = { products: [{ name: "Blue Mug", price: 12.99, currency: "USD" }, { name: "Red Mug", price: 14.5, currency: "USD" }], total: 14, next_cursor: "abc" };
    expect(asked("Find me a mug", ["search_products", { query: "mug" }, page])).toBe("I found 14 products:\n\n1. Blue Mug ($12.99)\n2. Red Mug ($14.50)\n\n…and 12 more.");
    const places = [{ name: "Da Michele", rating: 4.7 }, { name: "Sorbillo", rating: 4.5 }];
    expect(asked("Pizza in Rome?", ["find_restaurants", { city: "Rome", cuisine: "pizza" }, places])).toBe("I found 2 restaurants in Rome: Da Michele (rated 4.7) and Sorbillo (rated 4.5).");
  });

  it("says flights searched for as offers, by airline and number, and repositories by their links and stars", () => {
    const flights = { flights: [{ airline: "United", flight_number: "UA 512", departure: "2026-12-20T08:15:00", price: 289, currency: "USD" }, { airline: "Delta", flight_number: "DL 20", departure: "2026-12-20T11:40:00", price: 312, currency: "USD" }] };
    expect(asked("Flights to New York on the 20th?", ["search_flights", { origin: "SFO", destination: "JFK", date: "2026-12-20" }, flights])).toBe(
      "I found 2 flights on 20 December 2026:\n\n1. United UA 512 at 08:15 ($289)\n2. Delta DL 20 at 11:40 ($312)",
    );
    const repos = [{ name: "ai-gateway-kit", stars: 12, url: "https://github.com/acme/ai-gateway-kit" }, { name: "docs", stars: 1, url: "https://github.com/acme/docs" }];
    expect(asked("My repos?", ["list_repos", {}, repos])).toBe("I found 2 repos: [ai-gateway-kit](https://github.com/acme/ai-gateway-kit) (12 stars) and [docs](https://github.com/acme/docs) (1 star).");
  });

  it("says who an email is from before when it came", () => {
    const inbox = { messages: [{ subject: "Budget", from: { name: "Dana", email: "dana@example.com" }, received_at: "2026-12-07T08:02:00Z" }] };
    expect(asked("Any new mail?", ["list_emails", { unread: true }, inbox])).toBe("Yes, you have 1 message on 7 December 2026: Budget from Dana at 08:02.");
  });

  it.each<[string, string, Step, string]>([
    ["the user's things, on the day asked about (a yes-or-no question: no)", "Do I have any meetings today?", ["list_events", {}, { events: [] }], "No, you have no events today."],
    ["a search's things", "Find me a teapot", ["search_products", { query: "teapot" }, []], "No products found."],
    ["things looked for in a place", "Sushi in Oslo?", ["find_restaurants", { city: "Oslo" }, { restaurants: [], total: 0 }], "No restaurants found in Oslo."],
  ])("says an empty list of %s", (_, question, step, expected) => {
    expect(asked(question, step)).toBe(expected);
  });

  it("leaves a forecast's days and unlabelled rows to the fields' sentence", () => {
    expect(asked("Weather?", ["get_weather", { city: "Paris" }, { city: "Paris", forecast: [{ date: "2026-12-08", summary: "Rain" }] }])).toBe("In Paris, the forecast is 1 item.");
    expect(asked("Scores?", ["list_scores", {}, [{ score: 3 }, { score: 5 }]])).toBe("I found 2 scores.");
  });
});

describe("a product's price", () => {
  it("says what it costs and whether it is in stock, and leaves a record with more to its fields", () => {
    expect(asked("How much is the blue mug?", ["get_product", { id: 3 }, { id: 3, name: "Blue Mug", price: 12.99, currency: "USD", in_stock: true }])).toBe("Blue Mug costs $12.99 and is in stock.");
    expect(asked("Tell me about it", ["get_product", { id: 3 }, { name: "Blue Mug", price: 12.99, material: "stoneware" }])).toBe(
      "Here is the product: the name is Blue Mug, the price is 12.99 and the material is stoneware.",
    );
  });
});

describe("an order or a shipment", () => {
  it.each<[string, Step, string]>([
    ["a shipped order with its carrier and date", ["lookup_order", { order_id: "4821" }, { order_id: "4821", status: "shipped", carrier: "UPS", eta: "2026-12-09" }], "Order 4821 has shipped with UPS and should arrive on 9 December 2026."],
    [
      "a package in transit with its tracking number",
      ["track_package", { tracking_number: "7712" }, { status: "in_transit", carrier: "FedEx", tracking_number: "7712 3456 7890", estimated_delivery: "2026-12-10T18:00:00Z" }],
      "Your package is in transit with FedEx and should arrive on 10 December 2026 at 18:00. The tracking number is 7712 3456 7890.",
    ],
    ["a delivered order, by its ID", ["get_order_status", { id: "9" }, { id: "A-9", status: "DELIVERED", delivered_at: "2026-12-01", carrier: "DHL" }], "Order A-9 was delivered on 1 December 2026."],
    ["a status of its own words", ["get_order", { id: "12" }, { order_number: "12", status: "awaiting_pickup" }], "Order 12 is awaiting pickup."],
  ])("says %s", (_, step, expected) => {
    expect(asked("Where is my order?", step)).toBe(expected);
  });
});

describe("a person", () => {
  it("says who they are, then how to reach them", () => {
    expect(asked("Who is Dana?", ["get_user", { id: 7 }, { id: 7, name: "Dana Whitfield", email: "dana@example.com", role: "Engineering Manager", department: "Platform" }])).toBe(
      "Dana Whitfield is an Engineering Manager in Platform (dana@example.com).",
    );
    expect(asked("Sam's details?", ["get_contact", { name: "Sam" }, { first_name: "Sam", last_name: "Lee", email: "sam@example.com", phone: "+1 555 0100" }])).toBe(
      "Sam Lee's email is sam@example.com and their phone number is +1 555 0100.",
    );
  });
});

describe("a count or an amount", () => {
  it.each<[string, Step, string]>([
    ["a count of what the tool counts", ["count_users", {}, { count: 42 }], "There are 42 users."],
    ["a count of one", ["get_open_ticket_count", {}, { total: 1 }], "There is 1 open ticket."],
    ["none", ["count_unread_emails", {}, { count: 0 }], "There are no unread emails."],
    ["an amount in its currency", ["get_order_total", { order_id: "1" }, { total: 54.2, currency: "USD" }], "The order total is $54.20."],
    ["a balance", ["get_balance", {}, { balance: 1234.5, currency: "GBP" }], "The balance is £1,234.50."],
  ])("says %s", (_, step, expected) => {
    expect(asked("How many?", step)).toBe(expected);
  });
});

describe("a yes or a no", () => {
  it.each<[string, Step, string]>([
    ["an email sent, to whom, with its ID", ["send_email", { to: "bob@example.com", subject: "Meeting moved", body: "It is at 3pm now." }, { success: true, message_id: "msg_1" }], 'I sent the email "Meeting moved" to bob@example.com (ID msg_1).'],
    ["an action that did not go through, with its reason", ["send_email", { to: "bob@example.com" }, { ok: false, message: "Quota exceeded" }], "I couldn't send the email to bob@example.com: Quota exceeded."],
    ["an event created, for when", ["create_event", { title: "Team sync", start: "2026-12-08T10:00" }, { id: "evt_1", created: true }], 'I created the event "Team sync" for 8 December 2026 at 10:00 (ID evt_1).'],
    [
      "a table booked, where and when, with its confirmation number",
      ["book_table", { restaurant: "Luigi's", date: "2026-12-07", time: "19:00", party_size: 4 }, { confirmed: true, confirmation_number: "ABC123" }],
      "I booked the table at Luigi's for 7 December 2026 at 19:00 (confirmation number ABC123).",
    ],
    ["a switch, by its state and room (result-acks.ts)", ["turn_on_lights", { room: "kitchen" }, { success: true }], "Done — the kitchen lights are on."],
    [
      "a time that is taken, with the others offered",
      ["check_availability", { date: "2026-12-07", time: "19:00", party_size: 4 }, { available: false, alternatives: ["18:00", "20:30"] }],
      "No, 7 December 2026 at 19:00 is not available. Available times: 18:00 and 20:30.",
    ],
    ["a product in stock, with how many are left", ["check_stock", { product: "Blue Mug" }, { in_stock: true, quantity: 12 }], "Yes, Blue Mug is in stock (12 left)."],
    ["a domain that does not exist", ["check_domain", { domain: "example.invalid" }, { exists: false }], "No, example.invalid does not exist."],
  ])("says %s", (_, step, expected) => {
    expect(asked("Go ahead.", step)).toBe(expected);
  });
});

describe("several results of different tools", () => {
  it("answers each in order, a list set apart as a paragraph", () => {
    const said = asked(
      "My stock, the weather, my order and my day?",
      ["get_stock_price", { ticker: "MSFT" }, { price: 412.5 }],
      ["get_weather", { city: "Paris" }, { temperature: 14, conditions: "rain" }],
      ["list_events", {}, { events: [{ title: "Standup", start: "09:30", location: "Room 4" }, { title: "Lunch", start: "12:30", location: "Cafe" }] }],
      ["lookup_order", {}, { order_id: "9", status: "delivered", delivered_at: "2026-12-01" }],
    );
    expect(said).toBe(
      "Microsoft (MSFT) is trading at $412.50. In Paris, the temperature is 14° with rain.\n\nYou have 2 events:\n\n1. Standup at 09:30 (Room 4)\n2. Lunch at 12:30 (Cafe)\n\nOrder 9 was delivered on 1 December 2026.",
    );
  });
});

describe("another record's dates", () => {
  it("writes an ISO date as a person does and keeps times as written", () => {
    expect(asked("Tell me about Al", ["get_user", {}, { name: "Al", signup_date: "2026-03-01", last_seen: "2026-12-06T17:45:00Z", plan: "pro" }])).toBe(
      "Here is the user: the name is Al, the signup date is 1 March 2026, the last seen is 6 December 2026 at 17:45 and the plan is pro.",
    );
  });
});

describe("inputs no tool runner sends", () => {
  it("reads arguments that are not a JSON object as none", () => {
    expect(reply(["multiply", "{oops", 36])).toBe("The multiply call returned 36.");
    expect(reply(["multiply", [3, 12], 36])).toBe("The multiply call returned 36.");
    expect(reply(["weather", "null", { temperature: 5 }])).toBe("The weather call returned: the temperature is 5°.");
  });

  it("answers a result whose id matches no call as the tool's", () => {
    const messages: Message[] = [{ role: "tool", tool_call_id: "call_nope", content: '{"name":"x"}' }];
    expect(replyFromToolResults(messages)).toBe("The tool call returned: the name is x.");
    expect(replyFromToolResults([{ role: "tool", content: "Error: boom" }])).toBe("The tool call failed: boom.");
  });

  it("reads a result's content parts and a null content", () => {
    const [user, assistant] = conversation(["get_time", {}, ""]);
    const parts: Message = { role: "tool", tool_call_id: "call_0", content: [{ type: "text", text: "14:05" }] };
    expect(replyFromToolResults([user!, assistant!, parts])).toBe("The time is 14:05.");
    expect(replyFromToolResults([user!, assistant!, { role: "tool", tool_call_id: "call_0", content: null }])).toBe("The get time call returned nothing.");
  });

  it("does not read a huge result, and shortens huge text", () => {
    const huge = `[${"1,".repeat(300_000)}1]`;
    expect(reply(["list_numbers", {}, huge])).toBe(`The list numbers call returned a large result (${huge.length} characters).`);
    expect(reply(["echo", {}, `${"word ".repeat(200_000)}`]).length).toBeLessThan(220);
  });

  it("answers deeply nested JSON and malformed JSON", () => {
    expect(reply(["tree", {}, `${"[".repeat(10_000)}${"]".repeat(10_000)}`])).toBe("The tree call returned 1 item.");
    expect(reply(["tree", {}, '{"a": '])).toBe("The tree call returned a result that is not valid JSON.");
    expect(reply(["tail_log", {}, "[INFO] done"])).toBe("[INFO] done.");
  });

  it("says something for a conversation that does not end in tool results", () => {
    expect(replyFromToolResults([{ role: "user", content: "Hi" }])).toBe("I have no tool results to go on.");
    expect(replyFromToolResults([])).toBe("I have no tool results to go on.");
  });

  it("never throws, and always says something, whatever the names, arguments and results", () => {
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("constructor", "__proto__", "toString", "error", "Error: x", "city", "temperature", "unit"));
    const json = fc.oneof(fc.jsonValue({ maxDepth: 4 }), fc.dictionary(text, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 12 }));
    const content = fc.oneof(text, json.map((value) => JSON.stringify(value) ?? "null"));
    const step = fc.tuple(text, content, content);
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 5 }), (steps) => {
        const said = reply(...steps.map(([name, args, result]): Step => [name, args, result]));
        expect(said.trim()).not.toBe("");
        expect(said).not.toContain("undefined");
      }),
      { numRuns: 300 },
    );
  });

  it("never throws on records and lists of the shapes it reads, whatever their values", () => {
    const key = fc.constantFrom("price", "symbol", "change_percent", "currency", "status", "order_id", "carrier", "eta", "tracking_number", "name", "email", "role", "count", "total", "success", "available", "alternatives", "title", "url", "snippet", "start", "end", "due", "from", "location", "answer", "__proto__", "constructor");
    const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom("2026-12-09", "2026-02-31T25:61:00Z", "09:30", "99:99", "javascript:alert(1)", "https://x.test/(a)", -0.5, 1e21, ""));
    const record = fc.dictionary(key, value, { maxKeys: 8 });
    const result = fc.oneof(record, fc.array(record, { maxLength: 12 }), fc.record({ events: fc.array(record, { maxLength: 12 }), total: fc.jsonValue({ maxDepth: 0 }) }));
    const name = fc.constantFrom("get_stock_price", "search_web", "list_events", "lookup_order", "send_email", "check_availability", "count_users", "get_user", "x");
    fc.assert(
      fc.property(name, record, result, (tool, args, content) => {
        const said = asked("What is on today?", [tool, args, content]);
        expect(said.trim()).not.toBe("");
        expect(said).not.toMatch(/undefined|NaN|\[object Object\]/);
      }),
      { numRuns: 300 },
    );
  });
});
