import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";

const PATH = "/client/v2/ai/chat/completions";
const text = { type: "string" };
const integer = { type: "integer" };

const fn = (name: string, description: string | undefined, properties: Record<string, unknown>, required = Object.keys(properties)) => ({
  type: "function",
  function: { name, ...(description === undefined ? {} : { description }), parameters: { type: "object", properties, required } },
});
const searchUsers = fn("search_users", "Search users by name", { query: text });
const getUser = fn("get_user", "Get a user by id", { user_id: integer });
const searchProducts = fn("search_products", "Search the product catalog", { query: text });
const getProduct = fn("get_product", "Get a product by id", { product_id: text });
const bookHotel = fn("book_hotel", "Book a hotel room", { city: text, nights: integer });
const createEvent = fn("create_event", undefined, { title: text, start: { type: "string", format: "date-time" }, durationMinutes: integer });
const createUser = fn("create_user", "Create a user", { name: text, email: { type: "string", format: "email" } });
const createReminder = fn("create_reminder", "Create a reminder", { text, time: text });
const webSearch = fn("web_search", "Search", { query: text });

/** The calls (name and parsed arguments) the mock answers `content` with, under tool_choice auto; [] for prose. */
async function callsFor(content: string, tools: object[]): Promise<[string, Record<string, unknown>][]> {
  const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o", messages: [{ role: "user", content }], tools } });
  expect(result.status).toBe(200);
  const message = result.body.choices[0].message;
  if (!message.tool_calls) expect(typeof message.content).toBe("string");
  return (message.tool_calls ?? []).map((call: any) => [call.function.name, JSON.parse(call.function.arguments)]);
}
const names = async (content: string, tools: object[]) => (await callsFor(content, tools)).map(([name]) => name);

describe("a search of its own things is no web search", () => {
  it("answers a live-data question or a translation in prose when the only search searches users or products", async () => {
    expect(await names("Translate hello to French", [searchUsers, getUser])).toEqual([]);
    expect(await names("What's the weather like?", [searchUsers])).toEqual([]);
    expect(await names("What's the latest news about SpaceX?", [searchProducts, getProduct])).toEqual([]);
    expect(await names("What's the weather like in Oslo?", [fn("search_docs", "Search the documentation", { query: text })])).toEqual([]);
  });

  it("still sends such a question to a web search (`web_search`, `tavily_search_results_json`, one described as searching the web)", async () => {
    expect(await callsFor("What's the weather in Paris?", [searchUsers, webSearch])).toEqual([["web_search", { query: "What's the weather in Paris?" }]]);
    expect(await names("What is the latest news?", [fn("tavily_search_results_json", "A search engine for current events.", { query: text })])).toEqual(["tavily_search_results_json"]);
    expect(await names("What is the latest news?", [fn("lookup", "Searches the web for a query", { query: text })])).toEqual(["lookup"]);
  });
});

describe("writing something is the model's own work", () => {
  it("asks no tool when the message asks to write code or text about the tool's things", async () => {
    expect(await names("Can you write a React component that lists users?", [searchUsers, getUser])).toEqual([]);
    expect(await names("Create a React component that lists users", [searchUsers, getUser, createUser])).toEqual([]);
    expect(await names("Write a Python function that searches products by name", [searchProducts, getProduct])).toEqual([]);
    expect(await names("Please write a SQL query that finds inactive users", [searchUsers])).toEqual([]);
    expect(await names("Build a Next.js app that shows the weather", [fn("get_weather", "Get the current weather for a city", { city: text })])).toEqual([]);
  });

  it("still calls the tool when the message asks it done", async () => {
    expect(await names("Search users for Bob", [searchUsers, getUser])).toEqual(["search_users"]);
    expect(await names("Create a user named Alice Johnson", [createUser])).toEqual(["create_user"]);
    expect(await names("Create a user for my app named Alice Johnson", [createUser])).toEqual(["create_user"]);
    const sendEmail = fn("send_email", "Send an email", { to: text, subject: text, body: text });
    expect(await names("Write an email to bob@example.com about the launch", [sendEmail])).toEqual(["send_email"]);
    expect(await names("Summarize the weather in Paris today", [fn("get_weather", "Get the current weather for a city", { city: text })])).toEqual(["get_weather"]);
  });
});

describe("an ask for the opposite of what a tool does", () => {
  it("calls no tool that does the opposite: cancel is no booking, deleting no creating", async () => {
    expect(await names("Cancel my hotel", [bookHotel])).toEqual([]);
    expect(await names("Please cancel the hotel in Rome", [bookHotel])).toEqual([]);
    expect(await names("Delete the reminder about the dentist", [createReminder])).toEqual([]);
    expect(await names("Cancel my meeting tomorrow", [createEvent])).toEqual([]);
  });

  it("calls none for a question or a writing task about the opposite, which names its object all the same", async () => {
    expect(await names("How do I cancel a hotel booking?", [bookHotel])).toEqual([]);
    expect(await names("Write an email to cancel my hotel", [bookHotel])).toEqual([]);
    expect(await names("How do I delete a reminder?", [createReminder])).toEqual([]);
    // A reminder of a cancellation is still a reminder: the tool's own verb is there.
    expect(await names("Remind me to cancel my gym membership tomorrow", [createReminder])).toEqual(["create_reminder"]);
  });

  it("books a stay of the nights the message gives, else a few, never the faker's hundreds", async () => {
    expect(await callsFor("Find me a hotel in Rome for 3 nights", [bookHotel])).toEqual([["book_hotel", { city: "Rome", nights: 3 }]]);
    const [[, stay]] = (await callsFor("Book a hotel in Lisbon", [bookHotel])) as [[string, { nights: number }]];
    expect(stay.nights).toBeGreaterThanOrEqual(1);
    expect(stay.nights).toBeLessThanOrEqual(4);
  });

  it("still calls it when the message also asks for what it does", async () => {
    expect(await names("Book a hotel in Rome for 2 nights", [bookHotel])).toEqual(["book_hotel"]);
    expect(await names("Cancel my hotel in Rome and book one in Milan", [bookHotel])).toEqual(["book_hotel"]);
  });
});

describe("two tools for one ask: the one that fits what the message gives", () => {
  it("searches by a name, and never gets a record by an id the message does not give", async () => {
    expect(await callsFor("Find users named Alice", [searchUsers, getUser])).toEqual([["search_users", { query: "Alice" }]]);
    expect(await callsFor("Search users for Bob Lee", [searchUsers, getUser])).toEqual([["search_users", { query: "Bob Lee" }]]);
    expect(await callsFor("Search products for wireless headphones", [searchProducts, getProduct])).toEqual([["search_products", { query: "wireless headphones" }]]);
    expect(await names("Find users older than 30", [searchUsers, getUser])).toEqual(["search_users"]);
  });

  it("searches the name a question asks about, and a user's address, without the question around them", async () => {
    expect(await callsFor("How many users named John do we have?", [searchUsers])).toEqual([["search_users", { query: "John" }]]);
    expect(await callsFor("Do we have any users called Maria Lopez in the system?", [searchUsers])).toEqual([["search_users", { query: "Maria Lopez" }]]);
    expect(await callsFor("Look up the user alice@example.com", [searchUsers])).toEqual([["search_users", { query: "alice@example.com" }]]);
    expect(await callsFor("find user 'Bob Stone'", [searchUsers])).toEqual([["search_users", { query: "Bob Stone" }]]);
  });

  it("gets the record whose number or code the message gives", async () => {
    expect(await callsFor("Look up user 42", [searchUsers, getUser])).toEqual([["get_user", { user_id: 42 }]]);
    expect(await callsFor("Look up the user with id 9", [searchUsers, getUser])).toEqual([["get_user", { user_id: 9 }]]);
    expect(await callsFor("Who is user 7?", [searchUsers, getUser])).toEqual([["get_user", { user_id: 7 }]]);
    expect(await callsFor("Show me product SKU-123", [searchProducts, getProduct])).toEqual([["get_product", { product_id: "SKU-123" }]]);
  });

  it("calls both when the message gives an id for one record and a name for others", async () => {
    expect(await callsFor("Find user 7 and users named Bob", [getUser, searchUsers])).toEqual([
      ["get_user", { user_id: 7 }],
      ["search_users", { query: "Bob" }],
    ]);
    expect(await names("Look up the user named Bob with id 7", [getUser, searchUsers])).toEqual(["get_user"]);
  });

  it("searches the catalog for goods the message names, without the product's word, and never gets one by an id it does not give", async () => {
    expect(await callsFor("Find wireless headphones", [searchProducts, getProduct])).toEqual([["search_products", { query: "wireless headphones" }]]);
    expect(await callsFor("Do you have running shoes in size 10?", [searchProducts, getProduct])).toEqual([["search_products", { query: "running shoes in size 10" }]]);
    expect(await callsFor("Show me laptops under $1000", [searchProducts, getProduct])).toEqual([["search_products", { query: "laptops under $1000" }]]);
    // Not goods, or a tool named by the ask beside it.
    expect(await names("Find the bug in this code", [searchProducts, getProduct])).toEqual([]);
    expect(await names("Show me an example of a closure", [searchProducts, getProduct])).toEqual([]);
    const weather = fn("get_weather", "Get the current weather for a city", { city: text });
    expect(await names("Show me the weather in Paris", [searchProducts, weather])).toEqual(["get_weather"]);
  });

  it("keeps a tool of another thing beside them", async () => {
    const weather = fn("get_weather", "Get the current weather for a city", { city: text });
    expect(await names("What is the weather in Paris and look up user 42", [weather, searchUsers, getUser])).toEqual(["get_weather", "get_user"]);
  });
});

describe("scheduling an event", () => {
  it("calls a tool that creates events for schedule, set up, arrange or plan a meeting, workshop or call", async () => {
    const [[name, args]] = (await callsFor("Schedule a 2 hour workshop on Monday at 10am", [createEvent])) as [[string, Record<string, unknown>]];
    expect([name, args.durationMinutes]).toEqual(["create_event", 120]);
    expect(await names("Set up a meeting with Bob tomorrow at 3pm", [createEvent])).toEqual(["create_event"]);
    expect(await names("Can you arrange a call with Dana on Friday at 2pm?", [fn("create_calendar_event", "Creates an event", { title: text })])).toEqual(["create_calendar_event"]);
    expect(await names("Plan a team lunch next Tuesday at noon", [fn("schedule_meeting", "Schedule a meeting", { title: text })])).toEqual(["schedule_meeting"]);
  });

  it("does not take a trip or a reminder for an event", async () => {
    expect(await names("Plan a trip to Paris", [createEvent])).toEqual([]);
    expect(await names("Set a reminder to call mom at 6pm", [createEvent, createReminder])).toEqual(["create_reminder"]);
  });
});

describe("one tool, and the user lists more people", () => {
  it("calls it once for each person listed together", async () => {
    expect(await callsFor("Create users Alice Johnson and Bob Lee", [createUser])).toEqual([
      ["create_user", { name: "Alice Johnson", email: "alice.johnson@example.com" }],
      ["create_user", { name: "Bob Lee", email: "bob.lee@example.com" }],
    ]);
    expect((await callsFor("Add Alice, Bob and Carol as users", [createUser])).map(([, args]) => args.name)).toEqual(["Alice", "Bob", "Carol"]);
    const message = fn("send_message", "Send a message", { recipient: text, text });
    expect((await callsFor("Message Alice and Bob that I am late", [message])).map(([, args]) => args.recipient)).toEqual(["Alice", "Bob"]);
  });

  it("calls it once for one person, for people not listed together, or for people one list of the call holds", async () => {
    expect((await callsFor("Create a user for Alice Johnson", [createUser])).map(([, args]) => args.name)).toEqual(["Alice Johnson"]);
    expect((await callsFor("Create a user for Alice Johnson, she reports to Bob Lee", [createUser])).map(([, args]) => args.name)).toEqual(["Alice Johnson"]);
    const meeting = fn("create_event", "Create a calendar event", { title: text, attendees: { type: "array", items: text } });
    expect((await callsFor("Schedule a meeting with Alice and Bob tomorrow at 3pm", [meeting])).map(([, args]) => args.attendees)).toEqual([["Alice", "Bob"]]);
  });
});

describe("everyday tool requests a frontend tries (tool_choice auto)", () => {
  const sendMessage = fn("send_message", "Send an SMS", { recipient: text, message: text });
  const rollDice = fn("roll_dice", "Roll a die with the given number of sides", { sides: integer });
  const calculator = fn("calculator", "Evaluate a math expression", { expression: text });
  const settings = fn("update_settings", "Update user settings", { dark_mode: { type: "boolean" }, notifications: { type: "boolean" } }, []);

  it("sends the message a medium verb asks for, rather than saying it cannot", async () => {
    expect(await callsFor("Text Sarah that I'm running 10 minutes late", [sendMessage])).toEqual([["send_message", { recipient: "Sarah", message: "I'm running 10 minutes late" }]]);
    expect(await names("Email Bob that the meeting moved", [sendMessage])).toEqual([]);
  });

  it("rolls a die of six sides unless the message says how many", async () => {
    expect(await callsFor("Roll a dice", [rollDice])).toEqual([["roll_dice", { sides: 6 }]]);
    expect(await callsFor("Roll a die", [rollDice])).toEqual([["roll_dice", { sides: 6 }]]);
    expect(await callsFor("roll 2d6", [rollDice])).toEqual([["roll_dice", { sides: 6 }]]);
    expect(await callsFor("roll a 20-sided die", [rollDice])).toEqual([["roll_dice", { sides: 20 }]]);
    expect(await names("Roll back the last deploy", [rollDice])).toEqual([]);
  });

  it("calculates a percentage of an amount", async () => {
    expect(await callsFor("Calculate 15% tip on $84", [calculator])).toEqual([["calculator", { expression: "0.15 * 84" }]]);
    expect(await callsFor("What's 12% of 250?", [calculator])).toEqual([["calculator", { expression: "0.12 * 250" }]]);
  });

  it("switches the setting the message turns on or off, and leaves the others out", async () => {
    expect(await callsFor("Enable dark mode", [settings])).toEqual([["update_settings", { dark_mode: true }]]);
    expect(await callsFor("Turn off notifications", [settings])).toEqual([["update_settings", { notifications: false }]]);
    expect(await names("Turn off the lights", [settings])).toEqual([]);
  });

  it("calls the tool that does what is asked, not one the words of its thing name", async () => {
    const createEventTool = fn("create_event", "Create a calendar event", { title: text, start: text });
    const listEvents = fn("list_events", "List calendar events for a day", { date: text });
    expect(await names("Schedule a meeting with Bob tomorrow at 3pm", [createEventTool, listEvents])).toEqual(["create_event"]);
    expect(await names("What's on my calendar today?", [createEventTool, listEvents])).toEqual(["list_events"]);
    const refund = fn("refund_order", "Refund an order", { order_id: text });
    const getOrder = fn("get_order", "Get an order by id", { order_id: text });
    expect(await callsFor("Refund order 1234", [refund, getOrder])).toEqual([["refund_order", { order_id: "1234" }]]);
    expect(await names("Where is my order 1234?", [refund, getOrder])).toEqual(["get_order"]);
  });

  it("navigates, logs out and checks out when such a tool is offered", async () => {
    const navigate = fn("navigate", "Navigate to a page in the app", { page: text });
    const logout = fn("logout", "Log the user out", {});
    const checkout = fn("checkout", "Check out the cart", {});
    expect(await callsFor("Open the settings", [navigate, logout])).toEqual([["navigate", { page: "settings" }]]);
    expect(await names("Log me out", [navigate, logout])).toEqual(["logout"]);
    expect(await names("Check out", [checkout])).toEqual(["checkout"]);
    expect(await names("Check out this article about React", [checkout])).toEqual([]);
  });

  it("answers in prose what asks no tool: greetings, thanks, questions about a thing or how to do it, code to write", async () => {
    const thermostat = fn("set_thermostat", "Set the thermostat temperature", { temperature: { type: "number" } });
    const addTodo = fn("add_todo", "Add a todo item", { title: text });
    for (const [message, tools] of [
      ["Hi", [thermostat, addTodo]],
      ["Thanks!", [thermostat]],
      ["What is a thermostat?", [thermostat]],
      ["How do I add an item to a cart in React?", [addTodo]],
      ["Write code that adds todos to a list", [addTodo]],
    ] as const) {
      expect(await names(message, [...tools]), message).toEqual([]);
    }
  });
});

describe("prose beside many app tools: questions, advice, chit-chat, code, a verb that is no ask", () => {
  it("calls none of them", async () => {
    const tools = [
      fn("navigate", "Navigate to a page in the app", { page: text }),
      fn("search_products", "Search the product catalog", { query: text }),
      fn("update_settings", "Update user settings", { dark_mode: { type: "boolean" }, notifications: { type: "boolean" } }, []),
      fn("roll_dice", "Roll a die", { sides: integer }),
      fn("send_message", "Send an SMS", { recipient: text, message: text }),
      fn("calculator", "Evaluate a math expression", { expression: text }),
      fn("logout", "Log the user out", {}),
    ];
    for (const message of [
      "Good morning",
      "What's the best laptop for programming?",
      "Do you have any advice for a job interview?",
      "Open source licenses explained",
      "Go for it",
      "Can you text me later?",
      "Explain how dark mode works in CSS",
      "How do I turn off notifications on iPhone?",
      "Write a function that rolls a dice",
      "What does 2d6 mean?",
      "What's 15% of my salary?",
      "Show me how to log out of Gmail",
      "Tell me about headphones",
    ]) {
      expect(await names(message, tools), message).toEqual([]);
    }
  });
});

describe("more everyday requests: payments, locks, mutes, a cart, a channel, a song", () => {
  it("calls the tool that does the act, with what the message gives", async () => {
    const pay = fn("send_payment", "Send money to a contact", { recipient: text, amount: { type: "number" } });
    const email = fn("send_email", "Send an email", { to: text, body: text });
    expect(await callsFor("Send $20 to Alice", [pay])).toEqual([["send_payment", { recipient: "Alice", amount: 20 }]]);
    expect(await names("Send Bob an email about the $20 refund", [email, pay])).toEqual(["send_email"]);
    expect(await callsFor("Lock the front door", [fn("lock_door", "Lock a door", { door: text })])).toEqual([["lock_door", { door: "front door" }]]);
    expect(await callsFor("Go to my profile page", [fn("navigate", "Navigate to a page in the app", { page: text })])).toEqual([["navigate", { page: "profile page" }]]);
    const settings = fn("update_settings", "Update user settings", { dark_mode: { type: "boolean" }, notifications: { type: "boolean" } }, []);
    expect(await callsFor("Mute notifications", [settings])).toEqual([["update_settings", { notifications: false }]]);
    expect(await callsFor("Buy the blue sneakers", [fn("add_to_cart", "Add a product to the cart", { product: text })])).toEqual([["add_to_cart", { product: "blue sneakers" }]]);
    expect(await callsFor("Message the team on Slack that the deploy is done", [fn("send_slack_message", "Post a message to a Slack channel", { channel: text, text })])).toEqual([
      ["send_slack_message", { channel: "Slack", text: "The deploy is done" }],
    ]);
    expect(await callsFor("Play Bohemian Rhapsody", [fn("play_music", "Play a song", { query: text })])).toEqual([["play_music", { query: "Bohemian Rhapsody" }]]);
  });
});
