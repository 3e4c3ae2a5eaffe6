import { describe, expect, it } from "vitest";
import { validFor as valid } from "../../test/support/json-schema.ts";
import { validateSchema } from "../../spec/validators.ts";
import { conform, testMock } from "../../test/support/harness.ts";
import { countTokens } from "./tokens.ts";

const PATH = "/client/v2/ai/chat/completions";
const weather = {
  type: "function",
  function: {
    name: "get_weather",
    description: "Get the current weather for a city",
    parameters: {
      type: "object",
      properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } },
      required: ["city", "unit"],
      additionalProperties: false,
    },
  },
};
const time = {
  type: "function",
  function: {
    name: "get_time",
    description: "Tell the local clock time in a timezone",
    parameters: { type: "object", properties: { timezone: { type: "string" } }, required: ["timezone"], additionalProperties: false },
  },
};
const ask = (content: string, extra: Record<string, unknown> = {}) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content }], tools: [weather, time], ...extra });
const validFor = (schema: object, text: string) => valid(schema, JSON.parse(text));

describe("tool calls", () => {
  it("calls the tool with tool_choice required: content null, tool_calls, finish_reason tool_calls, arguments valid for the schema", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: ask("Hello there", { tool_choice: "required", tools: [weather] }) });
    expect(result.status).toBe(200);
    expect(conform("createChatCompletion", result)).toEqual([]);
    const [choice] = result.body.choices;
    expect(choice.finish_reason).toBe("tool_calls");
    expect(choice.message.content).toBeNull();
    expect(choice.message.tool_calls).toHaveLength(1);
    const [call] = choice.message.tool_calls;
    expect(call.id).toMatch(/^call_[A-Za-z0-9]{24}$/);
    expect(call.type).toBe("function");
    expect(call.function.name).toBe("get_weather");
    expect(validFor(weather.function.parameters, call.function.arguments)).toBe(true);
    expect(result.body.usage.completion_tokens).toBe(countTokens("get_weather") + countTokens(call.function.arguments));
  });

  it("calls tools named for an operation with the numbers of each sum the user wrote (LangChain's multiply and add)", async () => {
    const numbers = { type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] };
    const multiply = { type: "function", function: { name: "multiply", description: "Multiply two numbers", parameters: numbers } };
    const add = { type: "function", function: { name: "add", description: "Add two numbers", parameters: numbers } };
    const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: "What is 3 * 12? Also, what is 11 + 49?" }], tools: [multiply, add] };
    const result = await testMock().call("POST", PATH, { body });
    const calls = result.body.choices[0].message.tool_calls.map((call: any) => [call.function.name, JSON.parse(call.function.arguments)]);
    expect(calls).toEqual([
      ["multiply", { a: 3, b: 12 }],
      ["add", { a: 11, b: 49 }],
    ]);
    const twice = await testMock().call("POST", PATH, { body: { ...body, messages: [{ role: "user", content: "What are 2 * 3 and 4 * 5?" }] } });
    expect(twice.body.choices[0].message.tool_calls.map((call: any) => JSON.parse(call.function.arguments))).toEqual([
      { a: 2, b: 3 },
      { a: 4, b: 5 },
    ]);
  });

  it("gives a calculator the expression the user wrote", async () => {
    const calculator = {
      type: "function",
      function: { name: "calculator", parameters: { type: "object", properties: { expression: { type: "string" } }, required: ["expression"] } },
    };
    const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: "What's 17 * 23?" }], tools: [calculator] };
    const result = await testMock().call("POST", PATH, { body });
    expect(JSON.parse(result.body.choices[0].message.tool_calls[0].function.arguments)).toEqual({ expression: "17 * 23" });
  });

  it("does not take the pronoun I for a place: one call for one city", async () => {
    const body = ask("What's the weather in Paris, and should I bring an umbrella?", { tools: [weather] });
    const calls = (await testMock().call("POST", PATH, { body })).body.choices[0].message.tool_calls;
    expect(calls.map((call: any) => JSON.parse(call.function.arguments).city)).toEqual(["Paris"]);
  });

  it("uses a name the user mentioned for a free-text argument", async () => {
    const result = await testMock().call("POST", PATH, { body: ask("What's the weather in Paris?") });
    expect(JSON.parse(result.body.choices[0].message.tool_calls[0].function.arguments).city).toBe("Paris");
  });

  it("with tool_choice auto calls a tool the last user message names, and answers prose otherwise", async () => {
    const mock = testMock();
    const called = await mock.call("POST", PATH, { body: ask("What's the weather like in Oslo today?") });
    expect(called.body.choices[0].message.tool_calls.map((c: any) => c.function.name)).toEqual(["get_weather"]);
    const prose = await mock.call("POST", PATH, { body: ask("Write a haiku about autumn") });
    expect(prose.body.choices[0].finish_reason).toBe("stop");
    expect(prose.body.choices[0].message.tool_calls).toBeUndefined();
    expect(prose.body.choices[0].message.content.length).toBeGreaterThan(10);
  });

  it("with tool_choice auto calls a tool a word of its domain names ('weather' names get_forecast, 'what time is it' get_time)", async () => {
    const mock = testMock();
    const forecast = { type: "function", function: { name: "get_forecast", parameters: { type: "object", properties: { location: { type: "string" } }, required: ["location"] } } };
    const tools = [forecast, time];
    const names = async (content: string) => ((await mock.call("POST", PATH, { body: ask(content, { tools }) })).body.choices[0].message.tool_calls ?? []).map((c: any) => c.function.name);
    expect(await names("What's the weather in Tokyo for the next 3 days?")).toEqual(["get_forecast"]);
    expect(await names("Will it rain in Oslo tomorrow?")).toEqual(["get_forecast"]);
    expect(await names("What time is it in Lima?")).toEqual(["get_time"]);
    expect(await names("Write a haiku about autumn")).toEqual([]);
  });

  it("calls every tool the message names in parallel, and only the first with parallel_tool_calls false", async () => {
    const mock = testMock();
    const text = "What is the weather in Rome and the clock time in Tokyo?";
    const parallel = await mock.call("POST", PATH, { body: ask(text) });
    expect(parallel.body.choices[0].message.tool_calls.map((c: any) => c.function.name)).toEqual(["get_weather", "get_time"]);
    const ids = parallel.body.choices[0].message.tool_calls.map((c: any) => c.id);
    expect(new Set(ids).size).toBe(2);
    const single = await mock.call("POST", PATH, { body: ask(text, { parallel_tool_calls: false }) });
    expect(single.body.choices[0].message.tool_calls.map((c: any) => c.function.name)).toEqual(["get_weather"]);
  });

  it("calls the named function of tool_choice, and none with tool_choice none", async () => {
    const mock = testMock();
    const named = await mock.call("POST", PATH, { body: ask("What is the weather in Rome?", { tool_choice: { type: "function", function: { name: "get_time" } } }) });
    expect(named.body.choices[0].message.tool_calls.map((c: any) => c.function.name)).toEqual(["get_time"]);
    const none = await mock.call("POST", PATH, { body: ask("What is the weather in Rome?", { tool_choice: "none" }) });
    expect(none.body.choices[0].message.tool_calls).toBeUndefined();
    expect(none.body.choices[0].finish_reason).toBe("stop");
  });

  it("lets Prefer: tool=NAME|none|auto override tool_choice", async () => {
    const mock = testMock();
    const named = await mock.call("POST", PATH, { body: ask("Write a haiku"), headers: { prefer: "tool=get_time" } });
    expect(named.body.choices[0].message.tool_calls[0].function.name).toBe("get_time");
    const none = await mock.call("POST", PATH, { body: ask("Weather in Rome?", { tool_choice: "required" }), headers: { prefer: "tool=none" } });
    expect(none.body.choices[0].message.tool_calls).toBeUndefined();
    const auto = await mock.call("POST", PATH, { body: ask("Write a haiku", { tool_choice: "required" }), headers: { prefer: "tool=auto" } });
    expect(auto.body.choices[0].finish_reason).toBe("stop");
    const unknown = await mock.call("POST", PATH, { body: ask("Hi"), headers: { prefer: "tool=get_stock" } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.param).toBe("tool");
  });

  it("answers the same request with the same calls, ids included", async () => {
    const mock = testMock();
    const a = await mock.call("POST", PATH, { body: ask("Weather in Lima?") });
    const b = await mock.call("POST", PATH, { body: ask("Weather in Lima?") });
    expect(a.body.choices).toEqual(b.body.choices);
  });

  it("answers in prose that uses the tool results after role tool messages", async () => {
    const mock = testMock();
    const first = await mock.call("POST", PATH, { body: ask("Weather in Lima?") });
    const call = first.body.choices[0].message.tool_calls[0];
    const messages = [
      { role: "user", content: "Weather in Lima?" },
      { role: "assistant", content: null, tool_calls: [call] },
      { role: "tool", tool_call_id: call.id, content: JSON.stringify({ temperature: 19, sky: "overcast" }) },
    ];
    const result = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages, tools: [weather, time] } });
    expect(result.status).toBe(200);
    expect(result.body.choices[0].finish_reason).toBe("stop");
    // As a model answers (mocks/chat/tool-results-reply.ts): the city of the call, the unit it asked for.
    const { city, unit } = JSON.parse(call.function.arguments);
    expect(result.body.choices[0].message.content).toBe(`In ${city}, the temperature is 19 ${unit === "celsius" ? "°C" : "°F"} and it is overcast.`);
  });

  it("sends a question about the weather to a web search when no weather tool is offered, with the place a short form names (LangGraph's quickstart)", async () => {
    const mock = testMock();
    const search = {
      type: "function",
      function: { name: "search", description: "Call to surf the web.", parameters: { type: "object", properties: { query: { type: "string", description: "The query to use in your search." } }, required: ["query"] } },
    };
    const calls = async (content: string, tools: object[]) => (await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], tools } })).body.choices[0].message.tool_calls ?? [];
    const [searched] = await calls("what is the weather in sf", [search]);
    expect(searched.function.name).toBe("search");
    expect(JSON.parse(searched.function.arguments).query).toBe("what is the weather in sf");
    expect(await calls("Write a haiku about autumn", [search])).toEqual([]);
    const [city] = await calls("what is the weather in sf", [weather, search]);
    expect(city.function.name).toBe("get_weather");
    expect(JSON.parse(city.function.arguments).city).toBe("San Francisco");
    // Arithmetic is no question for the web.
    expect(await calls("What is 3 * 12?", [search])).toEqual([]);
  });

  it("asks the question of the turn before again for a follow-up that names something else (\"what about ny?\")", async () => {
    const mock = testMock();
    const search = { type: "function", function: { name: "search", description: "Call to surf the web.", parameters: { type: "object", properties: { query: { type: "string" } }, required: ["query"] } } };
    const history = (followUp: string) => [
      { role: "user", content: "what is the weather in sf" },
      { role: "assistant", content: "In San Francisco, the temperature is 60 degrees and it is foggy." },
      { role: "user", content: followUp },
    ];
    const calls = async (messages: object[], tools: object[]) => (await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages, tools } })).body.choices[0].message.tool_calls ?? [];
    const [city] = await calls(history("what about ny"), [weather]);
    expect(city.function.name).toBe("get_weather");
    expect(JSON.parse(city.function.arguments).city).toBe("New York");
    const [tokyo] = await calls(history("And in Tokyo?"), [weather]);
    expect(JSON.parse(tokyo.function.arguments).city).toBe("Tokyo");
    expect((await calls(history("what about ny"), [search]))[0].function.name).toBe("search");
    // A follow-up to small talk calls nothing.
    expect(await calls([{ role: "user", content: "hi there" }, { role: "assistant", content: "Hello!" }, { role: "user", content: "what about you?" }], [weather])).toEqual([]);
  });

  it("keeps the words that name agents (math, history) from naming ordinary tools", async () => {
    const mock = testMock();
    const orders = {
      type: "function",
      function: { name: "get_order_history", description: "List the customer's past orders.", parameters: { type: "object", properties: { customer_id: { type: "string" } }, required: ["customer_id"] } },
    };
    const body = (content: string) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content }], tools: [orders] });
    for (const content of ["Who was the first king of France?", "Tell me about the Roman empire", "Solve this equation: 2x + 3 = 7"]) {
      const result = await mock.call("POST", PATH, { body: body(content) });
      expect(result.body.choices[0].message.tool_calls, content).toBeUndefined();
    }
    const asked = await mock.call("POST", PATH, { body: body("Show me my order history") });
    expect(asked.body.choices[0].message.tool_calls[0].function.name).toBe("get_order_history");
  });

  describe("handoffs between agents (the OpenAI Agents SDK's transfer_to_<agent>)", () => {
    // As the Agents SDK sends them: its name and description, with the agent's handoffDescription.
    const handoff = (agent: string, description: string) => ({
      type: "function",
      function: {
        name: `transfer_to_${agent.toLowerCase().replaceAll(" ", "_")}`,
        description: `Handoff to the ${agent} agent to handle the request. ${description}`,
        parameters: { type: "object", properties: {}, required: [], additionalProperties: false },
      },
    });
    const tutors = [handoff("History Tutor", "Specialist agent for historical questions"), handoff("Math Tutor", "Specialist agent for math questions")];
    const triage = async (content: string) =>
      ((await testMock().call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], tools: tutors } })).body.choices[0].message.tool_calls ?? []).map(
        (c: any) => c.function.name,
      );

    it("hands off to the one specialist the question is for, and to none when it is for neither", async () => {
      expect(await triage("Can you help me with a math problem: what is 3 * 12?")).toEqual(["transfer_to_math_tutor"]);
      expect(await triage("What is 3 * 12?")).toEqual(["transfer_to_math_tutor"]);
      expect(await triage("Who was the first president of the United States?")).toEqual(["transfer_to_history_tutor"]);
      expect(await triage("I have questions about history and math")).toEqual(["transfer_to_history_tutor"]);
      expect(await triage("Can you handle my request?")).toEqual([]);
      expect(await triage("Write a haiku about autumn")).toEqual([]);
    });

    it("after a handoff, the agent handed to takes up the request: it calls its tool, then answers from the result", async () => {
      const mock = testMock();
      const question = { role: "user", content: "What's the weather in Berlin?" };
      const toWeather = handoff("Weather agent", "Handles questions about the weather");
      const first = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [question], tools: [toWeather] } });
      const transfer = first.body.choices[0].message.tool_calls[0];
      expect(transfer.function.name).toBe("transfer_to_weather_agent");
      const handedOff = [question, { role: "assistant", content: null, tool_calls: [transfer] }, { role: "tool", tool_call_id: transfer.id, content: '{"assistant":"Weather agent"}' }];
      const second = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages: handedOff, tools: [weather] } });
      const call = second.body.choices[0].message.tool_calls[0];
      expect(call.function.name).toBe("get_weather");
      expect(JSON.parse(call.function.arguments).city).toBe("Berlin");
      const done = [...handedOff, { role: "assistant", content: null, tool_calls: [call] }, { role: "tool", tool_call_id: call.id, content: "The weather in Berlin is sunny" }];
      const third = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages: done, tools: [weather] } });
      expect(third.body.choices[0].message.content).toBe("The weather in Berlin is sunny.");
    });

    it("after a handoff to an agent without tools, it answers the user's question, not the transfer", async () => {
      const mock = testMock();
      const question = { role: "user", content: "What is the capital of France?" };
      const transfer = { id: "call_handoff", type: "function", function: { name: "transfer_to_geography_tutor", arguments: "{}" } };
      const messages = [question, { role: "assistant", content: null, tool_calls: [transfer] }, { role: "tool", tool_call_id: transfer.id, content: '{"assistant":"Geography Tutor"}' }];
      const answered = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages } });
      const direct = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [question] } });
      expect(answered.body.choices[0].message.content).toBe(direct.body.choices[0].message.content);
      expect(answered.body.choices[0].message.content).toContain("Paris");
    });

    it("answers from a tool's results as before when the tool is still offered or is no handoff", async () => {
      const mock = testMock();
      const call = { id: "call_w", type: "function", function: { name: "get_weather", arguments: '{"city":"Lima","unit":"celsius"}' } };
      const messages = [{ role: "user", content: "Weather in Lima?" }, { role: "assistant", content: null, tool_calls: [call] }, { role: "tool", tool_call_id: call.id, content: '{"temperature":19}' }];
      for (const tools of [undefined, [time], [weather]]) {
        const result = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages, ...(tools ? { tools } : {}) } });
        expect(result.body.choices[0].message.content).toBe("In Lima, the temperature is 19 °C.");
      }
    });
  });

  it.each([
    ["tool_choice naming a function not in tools", ask("Hi", { tool_choice: { type: "function", function: { name: "nope" } } }), "tool_choice"],
    ["tool_choice without tools", { model: "gpt-4o-mini", messages: [{ role: "user", content: "Hi" }], tool_choice: "required" }, "tool_choice"],
    [
      "a tool whose parameters is not JSON Schema",
      ask("Hi", { tool_choice: "required", tools: [{ type: "function", function: { name: "f", parameters: { type: "object", properties: { a: { type: "strnig" } } } } }] }),
      "tools",
    ],
    [
      "a tool whose parameters no value satisfies",
      ask("Hi", { tool_choice: "required", tools: [{ type: "function", function: { name: "f", parameters: { type: "object", properties: { a: { type: "string", minLength: 5, maxLength: 2 } }, required: ["a"] } } }] }),
      "tools",
    ],
    [
      "a tool whose parameters ask for more than the mock generates",
      ask("Hi", { tool_choice: "required", tools: [{ type: "function", function: { name: "f", parameters: { type: "object", properties: { a: { type: "array", minItems: 1000000000 } }, required: ["a"] } } }] }),
      "tools",
    ],
    [
      "a tool whose nested arrays multiply past what the mock generates",
      ask("Hi", {
        tool_choice: "required",
        tools: [{ type: "function", function: { name: "f", parameters: { type: "object", properties: { a: { type: "array", minItems: 200, items: { type: "array", minItems: 200, items: { type: "array", minItems: 200, items: { type: "integer" } } } } }, required: ["a"] } } }],
      }),
      "tools",
    ],
    [
      "a tool message answering no earlier call",
      { model: "gpt-4o-mini", tools: [weather], messages: [{ role: "user", content: "Hi" }, { role: "tool", tool_call_id: "call_missing", content: "{}" }] },
      "messages",
    ],
  ])("rejects %s with a 400 naming %s", async (_name, body, param) => {
    const result = await testMock().call("POST", PATH, { body });
    expect(result.status).toBe(400);
    expect(result.body.error.param).toBe(param);
    expect(result.body.error.code).toBe("invalid_request");
  });

  it("rejects a strict tool whose parameters leave a property out of required, as OpenAI does, even when it is not called", async () => {
    const strictWeather = { type: "function", function: { ...weather.function, strict: true, parameters: { ...weather.function.parameters, required: ["city"] } } };
    const result = await testMock().call("POST", PATH, { body: ask("Hi", { tools: [strictWeather], tool_choice: "none" }) });
    expect(result.status).toBe(400);
    expect(result.body.error.param).toBe("tools");
    expect(result.body.error.message).toMatch(/tools\[0\].*get_weather.*Missing 'unit'/);
  });

  it("says a contradictory schema cannot be satisfied", async () => {
    const body = ask("Hi", { tool_choice: "required", tools: [{ type: "function", function: { name: "f", parameters: { allOf: [{ type: "string" }, { type: "integer" }] } } }] });
    const result = await testMock().call("POST", PATH, { body });
    expect(result.status).toBe(400);
    expect(result.body.error.message).toMatch(/no value satisfies/);
  });
});

describe("with tool_choice auto, a message that asks for what a tool does calls it", () => {
  const fn = (name: string, properties: Record<string, unknown>, required: string[], description?: string) => ({
    type: "function",
    function: { name, ...(description ? { description } : {}), parameters: { type: "object", properties, required } },
  });
  const addItem = fn("add_item", { item: { type: "string" }, quantity: { type: "integer" } }, ["item"]);
  const createReminder = fn("create_reminder", { text: { type: "string" }, remind_at: { type: "string", format: "date-time" } }, ["text", "remind_at"]);
  const getUser = fn("get_user", { user_id: { type: "integer" } }, ["user_id"]);
  const calculator = fn("calculator", { expression: { type: "string" } }, ["expression"], "Evaluate an arithmetic expression");
  const all = [weather, addItem, createReminder, getUser, calculator];
  const mock = testMock();
  const calls = async (content: string, tools: object[], extra: Record<string, unknown> = {}): Promise<[string, any][]> =>
    ((await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], tools, ...extra } })).body.choices[0].message.tool_calls ?? []).map((call: any) => [
      call.function.name,
      JSON.parse(call.function.arguments),
    ]);

  it("adds each thing the user lists to a list, one add_item call per thing, and only the first with parallel_tool_calls false", async () => {
    const items = async (content: string, extra?: Record<string, unknown>) => (await calls(content, [addItem], extra)).map(([name, args]) => `${name}:${args.item}`);
    expect(await items("Add milk and eggs to my shopping list")).toEqual(["add_item:milk", "add_item:eggs"]);
    expect(await items("Can you add apples, pears and plums to the list?")).toEqual(["add_item:apples", "add_item:pears", "add_item:plums"]);
    expect(await items("Please put bread on my list")).toEqual(["add_item:bread"]);
    expect(await items("Add milk and eggs to my shopping list", { parallel_tool_calls: false })).toEqual(["add_item:milk"]);
  });

  it("sends what the user sends to an address by email, and schedules the meeting someone is invited to", async () => {
    const sendEmail = fn("send_email", { to: { type: "array", items: { type: "string" } }, subject: { type: "string" }, body: { type: "string" } }, ["to", "subject", "body"]);
    const scheduleMeeting = fn("schedule_meeting", { title: { type: "string" }, start: { type: "string", format: "date-time" }, attendees: { type: "array", items: { type: "string" } } }, ["title", "start"]);
    const [sent] = await calls("Send the report to alice@x.com and bob@x.com", [sendEmail, scheduleMeeting]);
    expect(sent).toEqual(["send_email", expect.objectContaining({ to: ["alice@x.com", "bob@x.com"], subject: "Report" })]);
    const [invited] = await calls("Invite sarah@acme.com to the design review on Friday at 10am", [sendEmail, scheduleMeeting]);
    expect(invited).toEqual(["schedule_meeting", expect.objectContaining({ title: "Design review", attendees: ["sarah@acme.com"] })]);
    // Sent to a person named, without an address or a medium: the model's own words, not a guessed email.
    expect(await calls("Send the report to Alice", [sendEmail, scheduleMeeting])).toEqual([]);
  });

  it("creates a reminder when the user asks to be reminded, with what it is for", async () => {
    const [reminder] = await calls("Remind me to call mom on Friday at 6pm", [createReminder]);
    expect(reminder?.[0]).toBe("create_reminder");
    expect(reminder?.[1].text).toBe("Call mom");
    expect((await calls("Please remind me to water the plants tomorrow", [createReminder]))[0]![1].text).toBe("Water the plants");
  });

  it("gets the user the message asks for by id, however the ask is worded", async () => {
    expect(await calls("Get the user with id 42", [getUser])).toEqual([["get_user", { user_id: 42 }]]);
    expect(await calls("Can you look up user 7?", [getUser])).toEqual([["get_user", { user_id: 7 }]]);
    expect(await calls("Show me the user 1234", [getUser])).toEqual([["get_user", { user_id: 1234 }]]);
    // A question about a user named by its number asks to get it too; one about how to, or counting users, does not.
    expect(await calls("Who is user 42?", [getUser])).toEqual([["get_user", { user_id: 42 }]]);
    expect(await calls("Is user 3 an admin?", [getUser])).toEqual([["get_user", { user_id: 3 }]]);
    expect(await calls("How do I find user 42 in SQL?", [getUser])).toEqual([]);
    expect(await calls("What are the top 5 users?", [getUser])).toEqual([]);
  });

  it("calls only the fitting tool of several offered", async () => {
    const names = async (content: string) => (await calls(content, all)).map(([name]) => name);
    expect(await names("Add milk and eggs to my shopping list")).toEqual(["add_item", "add_item"]);
    expect(await names("Remind me to call mom on Friday at 6pm")).toEqual(["create_reminder"]);
    expect(await names("Get the user with id 42")).toEqual(["get_user"]);
    // Two asks, a tool for each.
    const both = await calls("Add milk to my list and remind me to call mom at 6pm", all);
    expect(both.map(([name, args]) => `${name}:${args.item ?? args.text}`)).toEqual(["add_item:milk", "create_reminder:Call mom"]);
    expect(await calls("What is the weather in Paris?", all)).toEqual([["get_weather", expect.objectContaining({ city: "Paris" })]]);
    expect(await calls("What is 234 * 17?", all)).toEqual([["calculator", { expression: "234 * 17" }]]);
    const book = (what: string) => fn(`book_${what}`, { city: { type: "string" } }, ["city"], `Book a ${what}`);
    expect((await calls("Book a flight to Paris", [book("hotel"), book("flight")])).map(([name]) => name)).toEqual(["book_flight"]);
  });

  it("reads a tool's own verb only with its object: one of several create_ tools, and none for what the model writes itself", async () => {
    const described = (name: string, description: string) => fn(name, { title: { type: "string" } }, ["title"], description);
    const tools = [
      described("create_task", "Create a task in the to-do app"),
      described("create_note", "Create a note"),
      described("create_event", "Create a calendar event"),
      described("delete_file", "Delete a file"),
      described("send_email", "Send an email"),
      described("play_song", "Play a song"),
      getUser,
    ];
    const names = async (content: string) => (await calls(content, tools)).map(([name]) => name);
    expect(await names("Create a task to buy groceries tomorrow")).toEqual(["create_task"]);
    expect(await names("Make a note that the wifi password is cheese")).toEqual(["create_note"]);
    expect(await names("Delete the file report.txt")).toEqual(["delete_file"]);
    expect(await names("Play some jazz")).toEqual(["play_song"]);
    for (const content of ["Create a workout plan for me", "Write a function to delete a file in Python", "Send me a poem", "Tell me about the user experience of iPhones", "Write a note about photosynthesis"]) {
      expect(await names(content), content).toEqual([]);
    }
  });

  it("answers in prose a message that asks for nothing a tool does: greetings, thanks, jokes, questions about how to do it", async () => {
    const deleteTask = fn("delete_task", { task_id: { type: "integer" } }, ["task_id"], "Delete a task by id");
    for (const content of [
      "Hi there!",
      "Thanks!",
      "What can you do?",
      "Tell me a joke",
      "How do I add a user in Postgres?",
      "Can you tell me how to get a user id in Postgres?",
      "Show me how to delete a task",
      "Write a haiku about autumn",
      "I added milk to my list yesterday",
      "Get me a coffee",
    ]) {
      const result = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], tools: [...all, deleteTask] } });
      expect(result.body.choices[0].message.tool_calls, content).toBeUndefined();
      expect(result.body.choices[0].finish_reason, content).toBe("stop");
    }
  });
});

describe("arguments from what the user wrote (OpenAI's function-calling guide)", () => {
  const fn = (name: string, description: string, properties: Record<string, unknown>) => ({
    type: "function",
    function: { name, description, strict: true, parameters: { type: "object", properties, required: Object.keys(properties), additionalProperties: false } },
  });
  const callsFor = async (content: string, tool: object) =>
    ((await testMock().call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], tools: [tool] } })).body.choices[0].message.tool_calls ?? []).map((call: any) =>
      JSON.parse(call.function.arguments),
    );

  it("sends one email per address the user lists, saying what they asked", async () => {
    const sendEmail = fn("send_email", "Send an email to a given recipient with a subject and message.", {
      to: { type: "string", description: "The recipient email address." },
      subject: { type: "string", description: "Email subject line." },
      body: { type: "string", description: "Body of the email message." },
    });
    expect(await callsFor("Can you send an email to ilan@example.com and katia@example.com saying hi?", sendEmail)).toEqual([
      { to: "ilan@example.com", subject: "Hi", body: "Hi" },
      { to: "katia@example.com", subject: "Hi", body: "Hi" },
    ]);
  });

  it("makes one call for one order whose address lists a street and a city, not one per place (a nested object is one thing)", async () => {
    const address = { type: "object", properties: { street: { type: "string" }, city: { type: "string" } }, required: ["street", "city"], additionalProperties: false };
    const customer = { type: "object", properties: { name: { type: "string" }, address }, required: ["name", "address"], additionalProperties: false };
    const createOrder = fn("create_order", "Create an order for a customer", { customer, priority: { type: "string", enum: ["low", "normal", "urgent"] } });
    const calls = await callsFor("Create an urgent order for Jane Doe, 12 Main St, Springfield 12345.", createOrder);
    expect(calls).toHaveLength(1);
    expect(calls[0].priority).toBe("urgent");
  });

  it("takes the place the user named over the examples a description gives", async () => {
    const weather = fn("get_weather", "Get current temperature for a given location.", { location: { type: "string", description: "City and country e.g. Bogotá, Colombia" } });
    expect(await callsFor("What is the weather like in Paris today?", weather)).toEqual([{ location: "Paris" }]);
  });

  it("reads clock times and what a reminder is for, and leaves a nullable option the user did not ask for null", async () => {
    const reminder = fn("create_reminder", "Create a reminder", { text: { type: "string" }, time: { type: "string" } });
    expect(await callsFor("Set a reminder to call mom at 5pm", reminder)).toEqual([{ text: "Call mom", time: "17:00" }]);
    const search = fn("search_knowledge_base", "Query a knowledge base to retrieve relevant info on a topic.", {
      query: { type: "string" },
      num_results: { type: "number", description: "Number of top results to return." },
      domain_filter: { type: ["string", "null"], description: "Optional domain to narrow the search (e.g. 'finance', 'medical'). Pass null if not needed." },
    });
    const [args] = await callsFor("Search the knowledge base for information about ChatGPT's pricing in 2024.", search);
    expect(args.num_results).toBeLessThanOrEqual(20);
    expect(args.domain_filter).toBeNull();
  });
});

describe("streamed tool calls", () => {
  const frameChunks = (events: any[]) => events.filter((e) => typeof e === "object" && !e.error);

  it("streams each call as OpenAI does: a naming delta, then argument fragments, then finish_reason tool_calls and usage", async () => {
    const mock = testMock();
    const body = ask("What is the weather in Rome and the clock time in Tokyo?");
    const whole = await mock.call("POST", PATH, { body });
    const { events } = await mock.readStream(await mock.call("POST", PATH, { body: { ...body, stream: true, stream_options: { include_usage: true } } }));
    expect(events.at(-1)).toBe("[DONE]");
    const chunks = frameChunks(events);
    for (const chunk of chunks) expect(validateSchema("ChatCompletionChunk", chunk)).toEqual([]);
    expect(chunks[0].choices[0].delta).toEqual({ role: "assistant", content: null });
    const deltas = chunks.flatMap((c: any) => c.choices[0]?.delta?.tool_calls ?? []);
    const naming = deltas.filter((d: any) => d.id !== undefined);
    expect(naming.map((d: any) => [d.index, d.type, d.function.name])).toEqual([
      [0, "function", "get_weather"],
      [1, "function", "get_time"],
    ]);
    const fragments = deltas.filter((d: any) => d.id === undefined);
    expect(fragments.length).toBeGreaterThan(2);
    for (const fragment of fragments) expect(Object.keys(fragment).sort()).toEqual(["function", "index"]);
    const joined = [0, 1].map((i) => deltas.filter((d: any) => d.index === i).map((d: any) => d.function.arguments).join(""));
    expect(joined).toEqual(whole.body.choices[0].message.tool_calls.map((c: any) => c.function.arguments));
    expect(chunks.at(-2).choices[0].finish_reason).toBe("tool_calls");
    expect(chunks.at(-1).usage).toEqual(whole.body.usage);
  });

  it("applies Prefer: stream=error-after-N between argument fragments", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: ask("Weather in Rome?", { stream: true }), headers: { prefer: "stream=error-after-3" } });
    const { events } = await mock.readStream(result);
    expect(events.at(-1).error.code).toBe("provider_error");
    expect(events.filter((e) => typeof e === "object" && e.choices?.[0]?.delta?.tool_calls)).toHaveLength(3);
  });
});

describe("tool calls cut at max_tokens (OpenAI's finish_reason length)", () => {
  // stream_options only where the request streams: OpenAI refuses it on an unstreamed one.
  const body = (extra: Record<string, unknown>) =>
    ask("What is the weather in Rome and the clock time in Tokyo?", { ...(extra.stream === true ? { stream_options: { include_usage: true } } : {}), ...extra });

  it("cuts the arguments mid-JSON at exactly max_tokens, leaves out calls not begun, and answers finish_reason length", async () => {
    const mock = testMock();
    const full = (await mock.call("POST", PATH, { body: body({}) })).body.choices[0].message.tool_calls;
    expect(full).toHaveLength(2);
    const limit = countTokens("get_weather") + 3;
    const cut = await mock.call("POST", PATH, { body: body({ max_tokens: limit }) });
    expect(conform("createChatCompletion", cut)).toEqual([]);
    const [choice] = cut.body.choices;
    expect(choice.finish_reason).toBe("length");
    expect(choice.message.content).toBeNull();
    expect(choice.message.tool_calls).toHaveLength(1);
    const [call] = choice.message.tool_calls;
    expect(call.id).toBe(full[0].id);
    expect(call.function.name).toBe("get_weather");
    expect(full[0].function.arguments.startsWith(call.function.arguments)).toBe(true);
    expect(countTokens(call.function.arguments)).toBe(3);
    expect(() => JSON.parse(call.function.arguments)).toThrow();
    expect(cut.body.usage.completion_tokens).toBe(limit);
    // max_completion_tokens, the newer name, cuts the same way.
    expect((await mock.call("POST", PATH, { body: body({ max_completion_tokens: limit }) })).body.choices[0]).toEqual(choice);
  });

  it("keeps whole calls that fit and begins the next only when its name and a token fit", async () => {
    const mock = testMock();
    const full = (await mock.call("POST", PATH, { body: body({}) })).body.choices[0].message.tool_calls;
    const first = countTokens(full[0].function.name) + countTokens(full[0].function.arguments);
    const justFirst = (await mock.call("POST", PATH, { body: body({ max_tokens: first + countTokens("get_time") }) })).body.choices[0];
    expect(justFirst.finish_reason).toBe("length");
    expect(justFirst.message.tool_calls).toEqual([full[0]]);
    const begun = (await mock.call("POST", PATH, { body: body({ max_tokens: first + countTokens("get_time") + 1 }) })).body.choices[0];
    expect(begun.message.tool_calls.map((c: any) => [c.function.name, countTokens(c.function.arguments)])).toEqual([
      ["get_weather", countTokens(full[0].function.arguments)],
      ["get_time", 1],
    ]);
    // A limit below the first name still begins that call: a client routes a call by its name.
    const one = (await mock.call("POST", PATH, { body: body({ max_tokens: 1 }) })).body;
    expect(one.choices[0].message.tool_calls.map((c: any) => [c.function.name, c.function.arguments])).toEqual([["get_weather", ""]]);
    expect(one.usage.completion_tokens).toBe(1);
    // A limit the calls fit in cuts nothing.
    const all = countTokens("get_time") + countTokens(full[1].function.arguments) + first;
    expect((await mock.call("POST", PATH, { body: body({ max_tokens: all }) })).body.choices[0]).toMatchObject({ finish_reason: "tool_calls", message: { tool_calls: full } });
  });

  it("streams the cut calls, the same as the whole answer, ending in finish_reason length", async () => {
    const mock = testMock();
    const extra = { max_tokens: countTokens("get_weather") + 4 };
    const whole = await mock.call("POST", PATH, { body: body(extra) });
    const { events } = await mock.readStream(await mock.call("POST", PATH, { body: body({ ...extra, stream: true }) }));
    const chunks = events.filter((e: any) => typeof e === "object" && !e.error);
    for (const chunk of chunks) expect(validateSchema("ChatCompletionChunk", chunk)).toEqual([]);
    const deltas = chunks.flatMap((c: any) => c.choices[0]?.delta?.tool_calls ?? []);
    expect(deltas.filter((d: any) => d.id !== undefined).map((d: any) => d.function.name)).toEqual(["get_weather"]);
    expect(deltas.map((d: any) => d.function.arguments).join("")).toBe(whole.body.choices[0].message.tool_calls[0].function.arguments);
    expect(chunks.at(-2).choices[0].finish_reason).toBe("length");
    expect(chunks.at(-1).usage).toEqual(whole.body.usage);
  });
});

describe("which tool a request to act calls (tool_choice auto)", () => {
  const fn = (name: string, properties: Record<string, unknown>, description?: string) => ({
    type: "function",
    function: { name, ...(description === undefined ? {} : { description }), parameters: { type: "object", properties, required: Object.keys(properties).slice(0, 1) } },
  });
  const str = { type: "string" };
  const num = { type: "number" };
  const setMute = fn("set_mute", { muted: { type: "boolean" } });
  const setTemperature = fn("set_temperature", { temperature: num });
  const textToSpeech = fn("text_to_speech", { text: str, voice: str }, "Convert text to speech");
  /** The calls (name and arguments) the mock answers `content` with; [] for prose. */
  async function callsFor(content: string, tools: object[]): Promise<[string, Record<string, unknown>][]> {
    const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o", messages: [{ role: "user", content }], tools } });
    expect(result.status).toBe(200);
    return (result.body.choices[0].message.tool_calls ?? []).map((call: any) => [call.function.name, JSON.parse(call.function.arguments)]);
  }
  const names = async (content: string, tools: object[]) => (await callsFor(content, tools)).map(([name]) => name);

  it("a short verb of the tool's name that the message opens with names it: Unmute the TV → set_mute({muted: false})", async () => {
    expect(await callsFor("Unmute the TV", [setMute])).toEqual([["set_mute", { muted: false }]]);
    expect(await names("Mute the microphone", [setMute])).toEqual(["set_mute"]);
    expect(await names("Rate Inception 5 stars", [fn("rate_movie", { title: str, stars: num })])).toEqual(["rate_movie"]);
    // Broad verbs say which tool only with their object.
    expect(await names("Set a timer for 5 minutes", [setMute])).toEqual([]);
    expect(await names("Cancel my hotel", [fn("cancel_order", { order_id: str })])).toEqual([]);
    expect(await names("How do I mute the TV?", [setMute])).toEqual([]);
  });

  it("a game played in the chat names no music tool: Play a game with me → prose, Play some jazz → play_music", async () => {
    const playMusic = fn("play_music", { genre: str }, "Play music");
    expect(await names("Play a game with me", [playMusic])).toEqual([]);
    expect(await names("Let's play 20 questions", [playMusic])).toEqual([]);
    expect(await names("Can we play trivia?", [playMusic])).toEqual([]);
    expect(await names("Play some jazz", [playMusic])).toEqual(["play_music"]);
    expect(await names("Let's play chess", [fn("play_chess", { move: str })])).toEqual(["play_chess"]);
  });

  it("sharing an article, a link or a file is not sharing a location: only a location ask calls share_location", async () => {
    const shareLocation = fn("share_location", { contact: str }, "Share the user's live location with a contact");
    const postToSlack = fn("post_to_slack", { channel: str, text: str }, "Post a message to a Slack channel");
    expect(await names("Share this article with my team", [shareLocation])).toEqual([]);
    expect(await names("Share this link with John", [shareLocation])).toEqual([]);
    expect(await names("Share this article with my team", [shareLocation, postToSlack])).not.toContain("share_location");
    expect(await callsFor("Share my location with Sarah", [shareLocation, postToSlack])).toEqual([["share_location", { contact: "Sarah" }]]);
    expect(await callsFor("Share where I am with mom", [shareLocation])).toEqual([["share_location", { contact: "Mom" }]]);
    expect(await callsFor("Send my location to mom", [shareLocation])).toEqual([["share_location", { contact: "Mom" }]]);
    // A tool that shares anything is asked by the verb alone.
    expect(await names("Share the report with Bob", [fn("share_file", { file: str, recipient: str })])).toEqual(["share_file"]);
  });

  it("cancelling a meeting calls no tool that makes events: Cancel my 3pm meeting → no create_event", async () => {
    const createEvent = fn("create_event", { title: str, date: str }, "Create a calendar event");
    const listEvents = fn("list_events", { date: str }, "List calendar events on a date");
    expect(await names("Cancel my 3pm meeting", [createEvent, listEvents])).not.toContain("create_event");
    expect(await names("Cancel my 3pm meeting", [createEvent, fn("delete_event", { event_id: str }, "Delete a calendar event")])).toEqual(["delete_event"]);
  });

  it("of two tools of one thing and one kind, the one of the ask's own verb: Read the file config.yaml → read_file, not list_files", async () => {
    const readFile = fn("read_file", { path: str }, "Read the contents of a file");
    const listFiles = fn("list_files", { directory: str }, "List the files in a directory");
    expect(await callsFor("Read the file config.yaml", [readFile, listFiles])).toEqual([["read_file", { path: "config.yaml" }]]);
    expect(await names("List the files in the src folder", [readFile, listFiles])).toEqual(["list_files"]);
    // Tools of other things stay: each does a part of the ask.
    expect(await names("Find flights and hotels in Paris", [fn("search_flights", { destination: str }), fn("find_hotels", { city: str })])).toEqual(["search_flights", "find_hotels"]);
  });

  it("a todo is a task: Add buy milk to my todo list → add_task({title: 'buy milk'})", async () => {
    const todo = [fn("add_task", { title: str }, "Add a task to the todo list"), fn("list_tasks", {}, "List the user's tasks")];
    expect(await callsFor("Add buy milk to my todo list", todo)).toEqual([["add_task", { title: expect.stringMatching(/^buy milk$/i) }]]);
    expect(await names("Add a task to call the plumber", [fn("add_todo", { text: str })])).toEqual(["add_todo"]);
  });

  it("an issue's title is the words after 'titled', past the repository named: Open an issue in acme/webapp titled Login button broken", async () => {
    const createIssue = fn("create_issue", { repo: str, title: str }, "Create a GitHub issue");
    expect(await callsFor("Open an issue in acme/webapp titled Login button broken", [createIssue])).toEqual([["create_issue", { repo: "acme/webapp", title: "Login button broken" }]]);
  });

  it("filing a bug creates an issue, titled by what follows the colon: File a bug in acme/webapp: checkout page crashes on Safari", async () => {
    const createIssue = fn("create_issue", { repo: str, title: str }, "Create a GitHub issue");
    const listPulls = fn("list_pull_requests", { repo: str }, "List pull requests in a repository");
    expect(await callsFor("File a bug in acme/webapp: checkout page crashes on Safari", [createIssue, listPulls])).toEqual([["create_issue", { repo: "acme/webapp", title: "Checkout page crashes on Safari" }]]);
    expect(await callsFor("File an issue in acme/webapp titled Login fails", [createIssue, listPulls])).toEqual([["create_issue", { repo: "acme/webapp", title: "Login fails" }]]);
  });

  it("an event's optional attendees are the people named, and left out when the message names nobody", async () => {
    const createEvent = { type: "function", function: { name: "create_event", description: "Create a calendar event", parameters: { type: "object", properties: { title: str, date: str, attendees: { type: "array", items: str } }, required: ["title", "date"] } } };
    const dentist = (await callsFor("Add a dentist appointment on March 3 at 10am", [createEvent]))[0]?.[1];
    expect(dentist).not.toHaveProperty("attendees");
    expect(dentist?.title).toBe("Dentist appointment");
    const lunch = (await callsFor("Schedule lunch with Sarah on Friday at noon", [createEvent]))[0]?.[1];
    expect(lunch?.attendees).toEqual(["Sarah"]);
    // The event and whom it is with is the title, not the ask to schedule it.
    expect(lunch?.title).toBe("Lunch with Sarah");
  });

  it("a news tool's topic is what the news is about, as written, and left out when the message names none", async () => {
    const getNews = fn("get_news", { topic: str }, "Get the latest news headlines");
    const optionalNews = { type: "function", function: { name: "get_news", description: "Get the latest news headlines", parameters: { type: "object", properties: { topic: str }, required: [] } } };
    expect(await callsFor("Any news about Tesla today?", [getNews])).toEqual([["get_news", { topic: "Tesla" }]]);
    expect(await callsFor("Any news about Tesla today?", [optionalNews])).toEqual([["get_news", { topic: "Tesla" }]]);
    expect(await callsFor("What's the latest news on the election?", [optionalNews])).toEqual([["get_news", { topic: "election" }]]);
    expect(await callsFor("Get me tech news", [optionalNews])).toEqual([["get_news", { topic: "tech" }]]);
    expect(await callsFor("What's in the news?", [optionalNews])).toEqual([["get_news", {}]]);
  });

  it("closing an issue creates none: Close issue 42 in acme/webapp → close_issue alone", async () => {
    const createIssue = fn("create_issue", { repo: str, title: str }, "Create a GitHub issue");
    const closeIssue = fn("close_issue", { repo: str, issue_number: num }, "Close an issue");
    expect(await callsFor("Close issue 42 in acme/webapp", [createIssue, closeIssue])).toEqual([["close_issue", { repo: "acme/webapp", issue_number: 42 }]]);
    expect(await names("Close issue 42 in acme/webapp", [createIssue])).toEqual([]);
  });

  it("a PR is a pull request: List closed PRs in acme/webapp → list_pull_requests({state: 'closed'})", async () => {
    const listPulls = { type: "function", function: { name: "list_pull_requests", description: "List pull requests in a repository", parameters: { type: "object", properties: { repo: str, state: { type: "string", enum: ["open", "closed", "all"] } }, required: ["repo"] } } };
    expect(await callsFor("List closed PRs in acme/webapp", [listPulls])).toEqual([["list_pull_requests", { repo: "acme/webapp", state: "closed" }]]);
  });

  it("moving an appointment makes none, and a question what is scheduled lists the calendar", async () => {
    const createEvent = fn("create_event", { title: str, date: str }, "Create a calendar event");
    const listEvents = fn("list_events", { date: str }, "List calendar events on a date");
    expect(await names("Move my dentist appointment to Thursday", [createEvent, listEvents])).toEqual(["list_events"]);
    expect(await names("Do I have anything scheduled tomorrow?", [createEvent, listEvents])).toEqual(["list_events"]);
  });

  it("a file named is a file saved or deleted: Save 'hello world' to notes.txt → write_file({path, content})", async () => {
    const readFile = fn("read_file", { path: str }, "Read the contents of a file");
    const writeFile = fn("write_file", { path: str, content: str }, "Write content to a file");
    const deleteFile = fn("delete_file", { path: str }, "Delete a file");
    const listFiles = fn("list_files", { directory: str }, "List the files in a directory");
    const files = [readFile, writeFile, deleteFile, listFiles];
    expect(await callsFor("Save 'hello world' to notes.txt", files)).toEqual([["write_file", { path: "notes.txt", content: "hello world" }]]);
    expect(await callsFor("Create a new file called notes.md", files)).toEqual([["write_file", { path: "notes.md", content: "" }]]);
    expect(await callsFor("Write 'remember the milk' to todo.txt", files)).toEqual([["write_file", { path: "todo.txt", content: "remember the milk" }]]);
    expect(await callsFor("Delete report.pdf", files)).toEqual([["delete_file", { path: "report.pdf" }]]);
    expect(await callsFor("Show me the contents of README.md", files)).toEqual([["read_file", { path: "README.md" }]]);
    // Writing is still the model's own work: a note about photosynthesis is no file to save.
    expect(await names("Write a note about photosynthesis", files)).toEqual([]);
  });

  it("a shop's search for goods asked bought is the goods, without the ask: Buy the cheapest USB-C cable → 'cheapest USB-C cable'", async () => {
    const searchProducts = fn("search_products", { query: str }, "Search the product catalog");
    expect(await callsFor("Buy the cheapest USB-C cable", [searchProducts])).toEqual([["search_products", { query: "cheapest USB-C cable" }]]);
    expect(await callsFor("Purchase a USB-C cable", [searchProducts])).toEqual([["search_products", { query: "a USB-C cable" }]]);
  });

  it("a request to write code that does what a tool does calls no tool, unless it names the tool itself", async () => {
    const sendMoney = fn("send_money", { recipient: str, amount: num }, "Send money to someone");
    expect(await names("Write a script to send money via the Stripe API", [sendMoney])).toEqual([]);
    expect(await names("Send money to Alice: $20", [sendMoney])).toEqual(["send_money"]);
    expect(await names("Use send_money to pay Alice $20", [sendMoney])).toEqual(["send_money"]);
  });

  it("calls a tool that does what the cannot-do reply would decline", async () => {
    expect(await callsFor("Set the thermostat to 72 degrees", [setTemperature])).toEqual([["set_temperature", { temperature: 72 }]]);
    expect(await names("Turn up the heat", [setTemperature])).toEqual(["set_temperature"]);
    expect(await names("Dim the bedroom lights", [setTemperature, fn("set_brightness", { level: num, room: str })])).toEqual(["set_brightness"]);
    expect(await names("Pay John $20 for dinner", [fn("send_payment", { recipient: str, amount: num })])).toEqual(["send_payment"]);
    expect(await names("Venmo Alex 15 dollars", [fn("send_money", { to: str, amount: num })])).toEqual(["send_money"]);
    expect(await names("Text Sarah that I'm running late", [fn("sms", { to: str, body: str })])).toEqual(["sms"]);
    expect(await names("Wake me up at 7am", [fn("create_alarm", { time: str })])).toEqual(["create_alarm"]);
    expect(await names("Open Spotify", [fn("open_app", { app: str })])).toEqual(["open_app"]);
    expect(await names("Go to google.com", [fn("browse", { url: str })])).toEqual(["browse"]);
    expect(await names("Book a table for 4 at 7pm", [fn("make_reservation", { party_size: num })])).toEqual(["make_reservation"]);
  });

  it("keeps the cannot-do prose when no offered tool fits, or the one that fits does the opposite", async () => {
    expect(await names("Set the thermostat to 72", [fn("get_weather", { city: str }, "Get the temperature in a city")])).toEqual([]);
    expect(await names("Buy a lamp", [fn("cancel_order", { order_id: str })])).toEqual([]);
    expect(await names("Write a Python function to set the thermostat", [setTemperature])).toEqual([]);
  });

  it("a request to say, speak or read aloud calls text to speech", async () => {
    expect(await callsFor("Say 'Hello, welcome aboard' in a British voice", [textToSpeech])).toEqual([["text_to_speech", expect.objectContaining({ text: "Hello, welcome aboard" })]]);
    expect(await names("Read this aloud: the meeting starts at noon", [textToSpeech])).toEqual(["text_to_speech"]);
    expect(await names("Speak the words good morning everyone", [textToSpeech])).toEqual(["text_to_speech"]);
    expect(await names("Hi, how are you?", [textToSpeech])).toEqual([]);
    expect(await names("Do you speak French?", [textToSpeech])).toEqual([]);
    expect(await names("How do I change my voice settings on iPhone?", [textToSpeech])).toEqual([]);
    expect(await names("Rate limit errors keep happening in my API, why?", [fn("rate_movie", { title: str })])).toEqual([]);
  });
});
