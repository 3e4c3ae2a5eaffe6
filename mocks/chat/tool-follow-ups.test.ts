/**
 * Tool calls in a conversation that has already called tools, through the chat-completions
 * handler as an agent loop sends them (AI SDK useChat, openai runTools, LangChain agents): a
 * follow-up calls the tool again with the earlier call's arguments under the new message's, no
 * argument is invented where the conversation names it, and a question the last result answers
 * is answered from it in prose.
 */
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { manualClock } from "../state/clock.ts";

const PATH = "/client/v2/ai/chat/completions";

const weather = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Get the current weather for a city",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, date: { type: "string", description: "YYYY-MM-DD" }, units: { type: "string", enum: ["celsius", "fahrenheit"] } },
      required: ["city"],
    },
  },
};

/** The weather in Paris, asked, called, answered. */
function afterParis(result: unknown = { temperature: 18, conditions: "Cloudy" }, said = "It's 18°C and cloudy in Paris.") {
  return [
    { role: "user", content: "What's the weather in Paris?" },
    { role: "assistant", content: null, tool_calls: [{ id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } }] },
    { role: "tool", tool_call_id: "call_1", content: JSON.stringify(result) },
    { role: "assistant", content: said },
  ];
}

/** The first choice's message for `messages` with `tools`, on a clock at 2026-03-12 10:20 UTC. */
async function answer(messages: unknown[], tools: unknown[] = [weather], extra: Record<string, unknown> = {}) {
  const mock = testMock({}, manualClock(Date.UTC(2026, 2, 12, 10, 20)));
  const result = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages, tools, ...extra } });
  expect(result.status).toBe(200);
  return result.body.choices[0].message as { content: string | null; tool_calls?: { function: { name: string; arguments: string } }[] };
}

const calls = (message: Awaited<ReturnType<typeof answer>>) => (message.tool_calls ?? []).map((call) => [call.function.name, JSON.parse(call.function.arguments)]);

describe("a follow-up calls the tool again, on the earlier call's arguments", () => {
  it("takes the day the follow-up names and keeps the city: 'And tomorrow?' → Paris, tomorrow on the mock's clock", async () => {
    expect(calls(await answer([...afterParis(), { role: "user", content: "And tomorrow?" }]))).toEqual([["get_weather", { city: "Paris", date: "2026-03-13" }]]);
  });

  it("takes the unit the follow-up names, not a city named after it: 'What about in Celsius?'", async () => {
    expect(calls(await answer([...afterParis(), { role: "user", content: "What about in Celsius?" }]))).toEqual([["get_weather", { city: "Paris", units: "celsius" }]]);
  });

  it("takes the new city and invents no date: 'What about London?'", async () => {
    const [[name, args]] = calls(await answer([...afterParis(), { role: "user", content: "What about London?" }])) as [[string, Record<string, unknown>]];
    expect(name).toBe("get_weather");
    expect(args.city).toBe("London");
    expect(args).not.toHaveProperty("date");
  });

  it("takes a company's ticker the follow-up names in lowercase: 'what about apple?' after MSFT", async () => {
    const stock = {
      type: "function",
      function: { name: "get_stock_price", description: "Get the latest stock price", parameters: { type: "object", properties: { ticker: { type: "string" } }, required: ["ticker"] } },
    };
    const messages = [
      { role: "user", content: "What's Microsoft's stock price?" },
      { role: "assistant", content: null, tool_calls: [{ id: "call_s", type: "function", function: { name: "get_stock_price", arguments: '{"ticker":"MSFT"}' } }] },
      { role: "tool", tool_call_id: "call_s", content: '{"price":412.5}' },
      { role: "assistant", content: "Microsoft (MSFT) is at $412.50." },
      { role: "user", content: "what about apple?" },
    ];
    expect(calls(await answer(messages, [stock]))).toEqual([["get_stock_price", { ticker: "AAPL" }]]);
  });

  it("writes a new email's subject and body rather than keeping the earlier ones the assistant composed", async () => {
    const email = {
      type: "function",
      function: {
        name: "send_email",
        description: "Send an email",
        parameters: { type: "object", properties: { to: { type: "string" }, subject: { type: "string" }, body: { type: "string" } }, required: ["to", "subject", "body"] },
      },
    };
    const earlier = { to: "bob@example.com", subject: "Meeting moved", body: "Hi Bob, the meeting moved to 3pm. See you then." };
    const messages = [
      { role: "user", content: "Email bob@example.com that the meeting moved to 3pm" },
      { role: "assistant", content: null, tool_calls: [{ id: "call_e", type: "function", function: { name: "send_email", arguments: JSON.stringify(earlier) } }] },
      { role: "tool", tool_call_id: "call_e", content: '{"sent":true}' },
      { role: "assistant", content: "Done: I emailed Bob." },
      { role: "user", content: "Now email alice@example.com and ask her to review the budget before Friday" },
    ];
    const [[name, args]] = calls(await answer(messages, [email])) as [[string, Record<string, string>]];
    expect(name).toBe("send_email");
    expect(args.to).toBe("alice@example.com");
    expect(args.subject).not.toBe(earlier.subject);
    expect(args.body).not.toBe(earlier.body);
  });

  it("keeps a booking's restaurant, day and time and takes the new party size: 'And for 5 people?'", async () => {
    const book = {
      type: "function",
      function: {
        name: "book_table",
        description: "Book a table at a restaurant",
        parameters: {
          type: "object",
          properties: { restaurant: { type: "string" }, date: { type: "string" }, time: { type: "string" }, party_size: { type: "integer" } },
          required: ["restaurant", "date", "time", "party_size"],
        },
      },
    };
    const earlier = { restaurant: "Chez Marcel", date: "2026-03-14", time: "19:30", party_size: 2 };
    const messages = [
      { role: "user", content: "Book a table at Chez Marcel for 2 on Saturday at 7:30pm" },
      { role: "assistant", content: null, tool_calls: [{ id: "call_b", type: "function", function: { name: "book_table", arguments: JSON.stringify(earlier) } }] },
      { role: "tool", tool_call_id: "call_b", content: '{"status":"confirmed"}' },
      { role: "assistant", content: "Your table for 2 at Chez Marcel is booked for Saturday at 7:30pm." },
      { role: "user", content: "And for 5 people?" },
    ];
    expect(calls(await answer(messages, [book]))).toEqual([["book_table", { ...earlier, party_size: 5 }]]);
  });
});

describe("a question the last result answers is answered from it", () => {
  it("says whether to bring an umbrella from the conditions, instead of calling the tool for an unnamed city", async () => {
    const message = await answer([...afterParis(), { role: "user", content: "Thanks! Should I bring an umbrella?" }]);
    expect(message.tool_calls).toBeUndefined();
    expect(message.content).toBe(
      "You probably won't need one: it's cloudy in Paris at 18°C, with no rain in the forecast I have. If the clouds thicken later, a small umbrella in your bag wouldn't hurt.",
    );
  });

  it("says yes to the umbrella when the result is rain", async () => {
    const message = await answer([...afterParis({ temperature: 12, conditions: "Light rain" }, "It's 12°C with light rain in Paris."), { role: "user", content: "Should I bring an umbrella?" }]);
    expect(message.content).toBe("Yes, take an umbrella: the forecast I have in Paris says light rain, at 12°C.");
  });

  it("says how warm it is from the temperature: 'Is it warm?' at 18°C is mild", async () => {
    const message = await answer([...afterParis(), { role: "user", content: "Is it warm?" }]);
    expect(message.content).toBe("It's mild rather than warm: 18°C and cloudy in Paris. A light jacket or a sweater is enough.");
  });

  it("still calls the tool when the question names another place or a day the result does not cover", async () => {
    expect(calls(await answer([...afterParis(), { role: "user", content: "Should I bring an umbrella in London?" }]))[0]).toEqual(["get_weather", expect.objectContaining({ city: "London" })]);
    expect(calls(await answer([...afterParis(), { role: "user", content: "Should I bring an umbrella tomorrow?" }]))).toEqual([["get_weather", { city: "Paris", date: "2026-03-13" }]]);
  });

  it("calls the tool for the conversation's city, never an invented one, when the result does not answer the question", async () => {
    const message = await answer([...afterParis({ temperature: 18 }, "It's 18°C in Paris."), { role: "user", content: "Thanks! Should I bring an umbrella?" }]);
    expect(calls(message)).toEqual([["get_weather", { city: "Paris" }]]);
  });

  it("takes a weekday a 'How about' follow-up names, on the earlier city", async () => {
    expect(calls(await answer([...afterParis(), { role: "user", content: "How about Friday?" }]))).toEqual([["get_weather", { city: "Paris", date: "2026-03-13" }]]);
  });

  it("makes the call a forced tool_choice asks for, with the conversation's city", async () => {
    const message = await answer([...afterParis(), { role: "user", content: "Should I bring an umbrella?" }], [weather], { tool_choice: "required" });
    expect(calls(message)).toEqual([["get_weather", { city: "Paris" }]]);
  });
});

describe("single-turn calls", () => {
  it("leave out an optional date the message does not name, and keep one it does", async () => {
    expect(calls(await answer([{ role: "user", content: "What's the weather in Rome?" }]))).toEqual([["get_weather", { city: "Rome", units: "celsius" }]]);
    expect(calls(await answer([{ role: "user", content: "What's the weather in Rome tomorrow?" }]))).toEqual([["get_weather", { city: "Rome", date: "2026-03-13", units: "celsius" }]]);
  });
});
