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
    ["a short list of values", ["get_colors", {}, ["red", "green", "blue"]], "The get colors call returned red, green and blue."],
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
    ["another tool's text", ["translate", { text: "hi" }, "bonjour"], "Bonjour."],
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
});
