/**
 * Facts only the user can give, under tool_choice auto: a text's phone number, what a message
 * says, where a flight leaves from and when, a stay's dates, a reminder's or an alarm's time, a
 * timer's length, a table's restaurant, time and size, the text to translate; and which product
 * "Add two of those to my cart" means, opening a chat. Given, they are called with; never given, they are asked
 * for ("Book me a flight to Paris" → "Sure! Where will you be flying from, and on what date?"),
 * and the answer in the next turn makes the call asked before.
 */
import { describe, expect, it } from "vitest";
import { conversationAt, fn, replyAt, type Turn } from "../../test/support/tool-calls.ts";

/** The mock's clock: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);

const replyTo = replyAt(NOW);
const conversation = conversationAt(NOW);
const ask = (content: string): Turn[] => [["user", content]];
const answered = (first: string, question: string, answer: string): Turn[] => [["user", first], ["assistant", question], ["user", answer]];

const text = { type: "string" };
const date = { type: "string", format: "date" };
const bookFlight = fn("book_flight", "Book a flight", { origin: text, destination: text, date });
const bookHotel = fn("book_hotel", "Book a hotel", { city: text, check_in: date, check_out: date, guests: { type: "integer" } }, ["city", "check_in", "check_out"]);
const sendSms = fn("send_sms", "Send an SMS text message", { phone_number: text, message: text });
const sendEmail = fn("send_email", "Send an email", { to: text, subject: text, body: text });

const sendMessage = fn("send_message", "Send a message to a contact", { recipient: text, message: text });
const createReminder = fn("create_reminder", "Create a reminder", { text, time: { type: "string", format: "date-time" } });
const setAlarm = fn("set_alarm", "Set an alarm", { time: text });
const setTimer = fn("set_timer", "Set a timer", { duration_seconds: { type: "integer" } });
const bookTable = fn("book_table", "Reserve a table at a restaurant", { restaurant: text, time: text, party_size: { type: "integer" } });
const translateText = fn("translate_text", "Translate text", { text, target_language: text });
const addToCart = fn("add_to_cart", "Add a product to the cart", { product_id: text, quantity: { type: "integer" } });
const getStockPrice = fn("get_stock_price", "Get the current stock price", { symbol: text });
const FROM_AND_WHEN = "Sure! Where will you be flying from, and on what date?";

describe("what is asked for, not made up", () => {
  it.each([
    ["Book me a flight to Paris", bookFlight, FROM_AND_WHEN],
    ["Book a flight from Boston to Paris", bookFlight, "Sure! What date would you like to fly?"],
    ["Book me a flight to Paris on May 3", bookFlight, "Sure! Where will you be flying from?"],
    ["Book a hotel in Rome", bookHotel, "Sure! What are your check-in and check-out dates?"],
    ["Text mom that I'm on my way", sendSms, "Sure! What's your mom's phone number?"],
    ["Text John that I'll be late", sendSms, "Sure! What's John's phone number?"],
  ])("answers %j with the question", async (content, tool, question) => {
    expect(await replyTo(ask(content), [tool])).toEqual({ content: question, calls: [] });
  });
  it.each([
    ["Book a flight from NYC to London on May 3", bookFlight, { origin: "NYC", destination: "London", date: "2026-05-03" }],
    ["Book a hotel in Rome from June 3 to June 6", bookHotel, { city: "Rome", check_in: "2026-06-03", check_out: "2026-06-06" }],
    ["Text 555-123-4567 that I'm on my way", sendSms, { phone_number: "555-123-4567", message: "I'm on my way" }],
  ])("calls with what %j gives", async (content, tool, args) => {
    expect((await replyTo(ask(content), [tool])).calls).toEqual([[(tool as any).function.name, args]]);
  });
  it.each([
    ["Send an email to my boss", sendEmail, "Sure! What would you like the email to say?"],
    ["Email John", sendEmail, "Sure! What would you like the email to say?"],
    ["Send a text to 555-123-4567", sendSms, "Sure! What would you like the text to say?"],
    ["Message Sarah", sendMessage, "Sure! What would you like the message to say?"],
    ["Send a message to the team", sendMessage, "Sure! What would you like the message to say?"],
    ["Text mom", sendSms, "Sure! What's your mom's phone number, and what would you like the text to say?"],
  ])("asks what %j should say, where it says nothing", async (content, tool, question) => {
    expect(await replyTo(ask(content), [tool])).toEqual({ content: question, calls: [] });
  });
  it.each([
    ["Tell Bob I'll be late", sendMessage, "message", "I'll be late"],
    ["Send Sarah a message: running late", sendMessage, "message", "Running late"],
    ["Write an email to Sarah saying thanks for the help", sendEmail, "body", "Thanks for the help"],
  ])("sends what %j says", async (content, tool, key, said) => {
    expect((await replyTo(ask(content), [tool])).calls[0]?.[1][key]).toBe(said);
  });
  it.each([
    ["Remind me to call mom", createReminder, "Sure! When would you like to be reminded?"],
    ["Set an alarm", setAlarm, "Sure! What time should I set the alarm for?"],
    ["Set a timer", setTimer, "Sure! How long should the timer be?"],
    ["Book me a table for dinner", bookTable, "Sure! Which restaurant, what time, and for how many people?"],
    ["Book a table at Nobu", bookTable, "Sure! What time, and for how many people?"],
    ["Book a table at Nobu at 8pm", bookTable, "Sure! For how many people?"],
  ])("asks when, how long or which table for %j", async (content, tool, question) => {
    expect(await replyTo(ask(content), [tool])).toEqual({ content: question, calls: [] });
  });
  it.each([
    ["Remind me to call mom at 6pm", createReminder, { text: "Call mom", time: "2026-03-13T18:00:00Z" }],
    ["Wake me up at 7am", setAlarm, { time: "07:00" }],
    ["Set a timer for 10 minutes", setTimer, { duration_seconds: 600 }],
    ["Book a table for 4 at Nobu at 8pm", bookTable, { restaurant: "Nobu", time: "20:00", party_size: 4 }],
  ])("calls with the time %j gives", async (content, tool, args) => {
    expect((await replyTo(ask(content), [tool])).calls).toEqual([[(tool as any).function.name, args]]);
  });
  it.each([
    ["Translate this to Spanish", "Sure! What would you like me to translate into Spanish?"],
    ["Can you translate something for me?", "Sure! What would you like me to translate, and into which language?"],
  ])("asks what to translate for %j, which writes nothing", async (content, question) => {
    expect(await replyTo(ask(content), [translateText])).toEqual({ content: question, calls: [] });
  });
  it("translates what an earlier turn wrote for \"Translate this to Spanish\"", async () => {
    const turns: Turn[] = [["user", "Good morning, everyone"], ["assistant", "Good morning! How can I help?"], ["user", "Translate this to Spanish"]];
    expect((await replyTo(turns, [translateText])).calls.map(([name]) => name)).toEqual(["translate_text"]);
  });
  it.each([
    ["Add two of those to my cart", "Sure! Which product would you like to add to your cart?"],
    ["Add it to my cart", "Sure! Which product would you like to add to your cart?"],
    ["Buy two of those", "Sure! Which product would you like to order?"],
  ])("asks which product %j points back to, opening a chat", async (content, question) => {
    expect(await replyTo(ask(content), [addToCart])).toEqual({ content: question, calls: [] });
  });
  it("asks which stock where the message names none, and quotes the one it names", async () => {
    expect(await replyTo(ask("Check a stock price for me"), [getStockPrice])).toEqual({ content: "Sure! Which stock or company would you like the price for?", calls: [] });
    expect((await replyTo(ask("How much is apple stock?"), [getStockPrice])).calls).toEqual([["get_stock_price", { symbol: "AAPL" }]]);
    const turns = answered("Check a stock price for me", "Sure! Which stock or company would you like the price for?", "Apple");
    expect((await replyTo(turns, [getStockPrice])).calls).toEqual([["get_stock_price", { symbol: "AAPL" }]]);
  });
  it("asks nothing of a restaurant rated, which is no table booked", async () => {
    const rate = fn("rate_restaurant", "Rate a restaurant", { name: text, rating: { type: "integer", minimum: 1, maximum: 5 } });
    expect((await replyTo(ask("Rate the restaurant Luigi's"), [rate])).calls.map(([name]) => name)).toEqual(["rate_restaurant"]);
  });
  it("asks no email address: the person named or a placeholder stands", async () => {
    expect((await replyTo(ask("email my boss that I'm sick today"), [sendEmail])).calls[0]?.[1].to).toBe("boss@example.com");
  });
  it("asks no date a strict tool may leave null", async () => {
    const search = fn("search_flights", "Search flights", { origin: text, destination: text, date: { type: ["string", "null"] } }, ["origin", "destination", "date"], true);
    expect((await replyTo(ask("Find flights from Boston to Denver"), [search])).calls).toEqual([["search_flights", { origin: "Boston", destination: "Denver", date: null }]]);
  });
  it("still calls a forced tool", async () => {
    expect((await replyTo(ask("Book me a flight to Paris"), [bookFlight], { tool_choice: "required" })).calls.map(([name]) => name)).toEqual(["book_flight"]);
  });
});

describe("the answer makes the call asked before", () => {
  it.each([
    ["From Boston on May 3", { origin: "Boston", destination: "Paris", date: "2026-05-03" }],
    ["Boston, May 3", { origin: "Boston", destination: "Paris", date: "2026-05-03" }],
    ["from nyc, next friday", { origin: "New York", destination: "Paris", date: "2026-03-13" }],
    ["I'm flying out of Chicago next Friday", { origin: "Chicago", destination: "Paris", date: "2026-03-13" }],
  ])("books the flight to Paris for %j", async (answer, args) => {
    expect((await replyTo(answered("Book me a flight to Paris", FROM_AND_WHEN, answer), [bookFlight])).calls).toEqual([["book_flight", args]]);
  });
  it.each([
    ["June 3 to June 6", { city: "Rome", check_in: "2026-06-03", check_out: "2026-06-06" }],
    ["from tomorrow for 3 nights", { city: "Rome", check_in: "2026-03-13", check_out: "2026-03-16" }],
  ])("books the hotel in Rome for %j", async (answer, args) => {
    const turns = answered("Book a hotel in Rome", "Sure! What are your check-in and check-out dates?", answer);
    expect((await replyTo(turns, [bookHotel])).calls).toEqual([["book_hotel", args]]);
  });
  it("texts the number answered, with the message asked before", async () => {
    const turns = answered("Text mom that I'm on my way", "Sure! What's your mom's phone number?", "+1 (415) 555-0100");
    expect((await replyTo(turns, [sendSms])).calls).toEqual([["send_sms", { phone_number: "+1 (415) 555-0100", message: "I'm on my way" }]]);
  });
  it.each([
    ["Email John", sendEmail, "What would you like the email to say?", "Just say thanks for the help yesterday", "body", "Thanks for the help yesterday"],
    ["Message Sarah", sendMessage, "What would you like the message to say?", "running 10 minutes late", "message", "Running 10 minutes late"],
  ])("%j, then what to say: sent", async (first, tool, question, answer, key, said) => {
    expect((await replyTo(answered(first, `Sure! ${question}`, answer), [tool])).calls[0]?.[1][key]).toBe(said);
  });
  it("texts both answers to the number and the words, and asks the words again when only the number comes", async () => {
    const question = "Sure! What's your mom's phone number, and what would you like the text to say?";
    expect((await replyTo(answered("Text mom", question, "555-0134, and say I'm on my way"), [sendSms])).calls).toEqual([["send_sms", { phone_number: "555-0134", message: "I'm on my way" }]]);
    expect(await replyTo(answered("Text mom", question, "555-0134"), [sendSms])).toEqual({ content: "What would you like the text to say?", calls: [] });
  });
  it.each([
    ["Remind me to call mom", createReminder, "When would you like to be reminded?", "6pm", { text: "Call mom", time: "2026-03-13T18:00:00Z" }],
    ["Remind me to call mom", createReminder, "When would you like to be reminded?", "in 20 minutes", { text: "Call mom", time: "2026-03-12T19:33:00Z" }],
    ["Set an alarm", setAlarm, "What time should I set the alarm for?", "6:30", { time: "06:30" }],
    ["Set a timer", setTimer, "How long should the timer be?", "an hour and a half", { duration_seconds: 5400 }],
    ["Book me a table for dinner", bookTable, "Which restaurant, what time, and for how many people?", "Nobu at 8pm for two", { restaurant: "Nobu", time: "20:00", party_size: 2 }],
    ["Book a table at Nobu at 8pm", bookTable, "For how many people?", "4", { restaurant: "Nobu", time: "20:00", party_size: 4 }],
  ])("%j: the answer to its question makes the call", async (first, tool, question, answer, args) => {
    expect((await replyTo(answered(first, `Sure! ${question}`, answer), [tool])).calls).toEqual([[(tool as any).function.name, args]]);
  });
  it("translates the text answered to what to translate", async () => {
    const turns = answered("Translate this to Spanish", "Sure! What would you like me to translate into Spanish?", "Good morning, everyone");
    expect((await replyTo(turns, [translateText])).calls).toEqual([["translate_text", { text: "Good morning, everyone", target_language: "Spanish" }]]);
  });
  it("emails the address answered to a model's own question for it", async () => {
    const turns = answered("Send an email to John saying I'll be late", "Sure, what's John's email address?", "It's john@acme.com");
    expect((await replyTo(turns, [sendEmail])).calls[0]?.[1].to).toBe("john@acme.com");
  });
  it("calls nothing on a change of mind", async () => {
    expect((await replyTo(answered("Book me a flight to Paris", FROM_AND_WHEN, "never mind"), [bookFlight])).calls).toEqual([]);
  });
});

describe("the language a translation goes into", () => {
  const translate = fn("translate_text", "Translate text into another language", { text, target_language: text });
  const translateCode = fn("translate", "Translate text", { text, source_lang: text, target_lang: text }, ["text", "target_lang"]);
  it.each([
    ["Translate 'good morning' for me", translate, 'Sure! Which language would you like me to translate "good morning" into?'],
    ["Translate good morning", translateCode, 'Sure! Which language would you like me to translate "good morning" into?'],
  ])("asks which language for %j, an English phrase that names none", async (content, tool, question) => {
    expect(await replyTo(ask(content), [tool])).toEqual({ content: question, calls: [] });
  });
  it.each([
    ["Translate 'good morning' to Japanese", { text: "good morning", target_language: "Japanese" }],
    ["Translate good morning into German please", { text: "good morning", target_language: "German" }],
    // A phrase in another language goes into English, as a model puts it.
    ["Translate 'bonjour tout le monde'", { text: "bonjour tout le monde", target_language: "English" }],
    ["Translate 'hola amigo' from Spanish", { text: "hola amigo", target_language: "English" }],
  ])("calls with the language %j gives or implies", async (content, args) => {
    expect((await replyTo(ask(content), [translate])).calls).toEqual([["translate_text", args]]);
  });
  it("writes the language as the key's code", async () => {
    expect((await replyTo(ask("Translate 'hola amigo' from Spanish"), [translateCode])).calls).toEqual([["translate", { text: "hola amigo", source_lang: "es", target_lang: "en" }]]);
  });
  it.each([
    ["Spanish", "Spanish"],
    ["into French please", "French"],
  ])("translates into %j, answered to which language", async (answer, language) => {
    const { asked, calls } = await conversation([translate], "Translate 'good morning' for me", answer);
    expect(asked[0]).toMatch(/^Sure! Which language/);
    expect(calls).toEqual([["translate_text", { text: "good morning", target_language: language }]]);
  });
  it("takes the text and its language from one answer", async () => {
    const { calls } = await conversation([translate], "Can you translate something for me?", "Where is the train station? Into Italian");
    expect(calls).toEqual([["translate_text", { text: "Where is the train station?", target_language: "Italian" }]]);
  });
  it("asks the language after an answer that gives only the text, and translates the next answer", async () => {
    const { asked, calls } = await conversation([translate], "Can you translate something for me?", "Where is the train station", "Italian");
    expect(asked.slice(0, 2)).toEqual(["Sure! What would you like me to translate, and into which language?", 'Which language would you like me to translate "Where is the train station" into?']);
    expect(calls).toEqual([["translate_text", { text: "Where is the train station", target_language: "Italian" }]]);
  });
  it("asks nothing more of a tool that takes no language", async () => {
    const detect = fn("translate_to_english", "Translate text into English", { text });
    expect((await replyTo(ask("Translate 'good morning' for me"), [detect])).calls).toEqual([["translate_to_english", { text: "good morning" }]]);
  });
});

describe("a part asked again, answered in a third turn", () => {
  it.each([
    ["Send a text for me", "Running 10 minutes late"],
    ["Text mom", "I landed safely"],
  ])("%j: the number answered first and the words answered after it make one text", async (first, words) => {
    const { asked, calls } = await conversation([sendSms], first, "555-0134", words);
    expect(asked[1]).toBe("What would you like the text to say?");
    expect(calls).toEqual([["send_sms", { phone_number: "555-0134", message: words }]]);
  });
  it("books the flight from the origin and the date answered in turn", async () => {
    const { asked, calls } = await conversation([bookFlight], "Book me a flight to Paris", "From Boston", "May 3");
    expect(asked.slice(0, 2)).toEqual([FROM_AND_WHEN, "What date would you like to fly?"]);
    expect(calls).toEqual([["book_flight", { origin: "Boston", destination: "Paris", date: "2026-05-03" }]]);
  });
  it("sends nothing when the third turn changes its mind", async () => {
    const { calls } = await conversation([sendSms], "Send a text for me", "555-0134", "never mind");
    expect(calls).toEqual([]);
  });
});
