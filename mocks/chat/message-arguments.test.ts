import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";

const PATH = "/client/v2/ai/chat/completions";
const text = { type: "string" };
const integer = { type: "integer" };

/**
 * The arguments of each call the mock makes for `content` with one tool of `properties`, with
 * `tool_choice: "required"`: which tool a message names is tools.test.ts's matter, not this file's.
 */
async function calls(content: string, name: string, properties: Record<string, unknown>, required: string[] = Object.keys(properties), extra: Record<string, unknown> = {}) {
  const tool = { type: "function", function: { name, parameters: { type: "object", properties, required } } };
  const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o", messages: [{ role: "user", content }], tools: [tool], tool_choice: "required", ...extra } });
  expect(result.status).toBe(200);
  return (result.body.choices[0].message.tool_calls ?? []).map((call: any) => JSON.parse(call.function.arguments));
}
const first = async (...args: Parameters<typeof calls>) => (await calls(...args))[0];

describe("a tool's arguments take what the message writes", () => {
  it("an email's `to` (`recipient`, `cc`) is the address the message writes; `to` without one stays a currency", async () => {
    expect((await first("Send an email to bob@example.com telling him the deploy is done", "send_email", { to: text, subject: text, body: text })).to).toBe("bob@example.com");
    expect((await first("Email alice@corp.io about the offsite", "send_email", { recipient: text, subject: text })).recipient).toBe("alice@corp.io");
    expect((await first("Send the report to ops@acme.dev", "send_message", { recipients: { type: "array", items: text, minItems: 1, maxItems: 1 }, body: text })).recipients).toEqual(["ops@acme.dev"]);
    expect(await first("Convert 100 USD to EUR", "convert_currency", { amount: { type: "number" }, from: text, to: text })).toEqual({ amount: 100, from: "USD", to: "EUR" });
  });

  it("a list of recipients holds the addresses the message sends to; `cc` and `bcc` those it copies", async () => {
    const lists = { to: { type: "array", items: text }, cc: { type: "array", items: text }, bcc: { type: "array", items: text }, subject: text, body: text };
    const one = await calls("Email bob@example.com that the launch moved to Tuesday", "send_email", lists, ["to", "subject", "body"]);
    expect(one).toHaveLength(1);
    expect(one[0].to).toEqual(["bob@example.com"]);
    // Nothing copied: the optional lists are left out, not filled with the address again or an empty string.
    expect(one[0]).not.toHaveProperty("cc");
    expect(one[0]).not.toHaveProperty("bcc");
    const copied = await first("Email bob@example.com and cc jane@example.com and tom@example.com, bcc boss@example.com: the launch moved", "send_email", lists, ["to", "subject", "body"]);
    expect(copied).toMatchObject({ to: ["bob@example.com"], cc: ["jane@example.com", "tom@example.com"], bcc: ["boss@example.com"] });
    // Two addresses sent to: one call, both in its list, both greeted.
    const both = await calls("Email bob@example.com and jane@example.com that the launch moved", "send_email", lists, ["to", "subject", "body"]);
    expect(both).toHaveLength(1);
    expect(both[0].to).toEqual(["bob@example.com", "jane@example.com"]);
    expect(both[0].body).toMatch(/^Hi Bob and Jane,/);
  });

  it("a strict tool's nullable `cc` holds the addresses copied, else null", async () => {
    const strict = { to: { type: "array", items: text }, cc: { type: ["array", "null"], items: text }, subject: text, body: text };
    for (const seed of ["a", "b", "c"]) {
      expect((await first(`Email bob@example.com and cc jane@example.com about the budget review (${seed})`, "send_email", strict, undefined, { seed: seed.charCodeAt(0) })).cc).toEqual(["jane@example.com"]);
      expect((await first(`Email bob@example.com about the budget review (${seed})`, "send_email", strict, undefined, { seed: seed.charCodeAt(0) })).cc).toBeNull();
    }
  });

  it("an email sent once per address greets the address each call goes to", async () => {
    const [bob, jane] = await calls("Email bob@example.com and jane@example.com that the launch moved", "send_email", { to: text, subject: text, body: text });
    expect([bob.to, jane.to]).toEqual(["bob@example.com", "jane@example.com"]);
    expect(bob.body).toMatch(/^Hi Bob,/);
    expect(jane.body).toMatch(/^Hi Jane,/);
  });

  it("a thing sent to someone is attached: its subject is the thing, its body says so", async () => {
    const sent = await first("Send the report to alice@x.com", "send_email", { to: text, subject: text, body: text });
    expect(sent).toEqual({ to: "alice@x.com", subject: "Report", body: "Hi Alice,\n\nPlease find the report attached. Let me know if you have any questions.\n\nBest regards" });
    expect((await first("Forward my notes to alice@x.com", "send_email", { to: text, subject: text, body: text })).subject).toBe("Notes");
  });

  it("a meeting's people are the addresses the message invites when it names nobody", async () => {
    const meeting = { title: text, start: { type: "string", format: "date-time" }, attendees: { type: "array", items: text } };
    expect((await first("Schedule a sync with alice@example.com and bob@example.com tomorrow at 2pm", "schedule_meeting", meeting, ["title", "start"])).attendees).toEqual(["alice@example.com", "bob@example.com"]);
    expect((await first("Schedule a sync with Alice and Bob tomorrow at 2pm", "schedule_meeting", meeting, ["title", "start"])).attendees).toEqual(["Alice", "Bob"]);
    expect(await first("Schedule a sync tomorrow at 2pm", "schedule_meeting", meeting, ["title", "start"])).not.toHaveProperty("attendees");
  });

  it("an id is the identifier the message writes: '#A-1029', 'order 1029', 'ticket JIRA-123', 'id 42'", async () => {
    expect((await first("Look up order #A-1029 status", "get_order_status", { order_id: text })).order_id).toBe("A-1029");
    expect((await first("Where is my order 1029?", "get_order_status", { order_id: text })).order_id).toBe("1029");
    expect((await first("Close ticket JIRA-123", "close_ticket", { ticket_id: text })).ticket_id).toBe("JIRA-123");
    expect((await first("Get the user with id 42", "get_user", { user_id: integer })).user_id).toBe(42);
  });

  it("a search's query is what to search for, without the ask; its result count is the one asked, else 5", async () => {
    const search = { query: text, max_results: integer };
    expect(await first("Search the web for the latest news about SpaceX", "web_search", search, ["query"])).toEqual({ query: "latest news about SpaceX", max_results: 5 });
    expect(await first("Google the top 3 results for rust async runtimes", "web_search", search, ["query"])).toEqual({ query: "top 3 results for rust async runtimes", max_results: 3 });
    expect((await first("Look up the population of Tokyo", "search", { query: text, limit: { type: "integer", minimum: 1, maximum: 3 } })).limit).toBe(3);
    expect((await first("what is the weather in sf", "search", { query: text })).query).toBe("what is the weather in sf");
  });

  it("an issue goes to the repository written as owner/name, titled with the quoted phrase, labelled from its words or not at all", async () => {
    const issue = { repo: text, title: text, body: text, labels: { type: "array", items: text } };
    const broken = await first("Create a GitHub issue titled 'Login button broken on Safari' in repo acme/web", "create_issue", issue, ["repo", "title"]);
    expect([broken.repo, broken.title, broken.body, broken.labels]).toEqual(["acme/web", "Login button broken on Safari", "Login button broken on Safari.", ["bug"]]);
    const renamed = await first('Open an issue called "Rename the CLI" in octo/tools', "create_issue", issue, ["repo", "title"]);
    expect([renamed.repo, renamed.title, "labels" in renamed]).toEqual(["octo/tools", "Rename the CLI", false]);
    const split = await first("File an issue in acme/web titled 'Crash on start'", "create_issue", { owner: text, repo: text, title: text });
    expect([split.owner, split.repo]).toEqual(["acme", "web"]);
  });

  it("a ticker is the symbol of the company named, one call each; a company the mock does not know keeps its name", async () => {
    const ticker = { ticker: { type: "string", description: "Stock ticker symbol, e.g. AAPL" } };
    expect((await calls("What's the stock price of Apple and Microsoft?", "get_stock_price", ticker)).map((call: any) => call.ticker)).toEqual(["AAPL", "MSFT"]);
    expect((await first("How is Nvidia stock doing?", "get_stock_price", { symbol: text })).symbol).toBe("NVDA");
    expect((await first("Stock price of Zorblax today", "get_stock_price", ticker)).ticker).toBe("Zorblax");
    expect((await first("what's the stock price of apple?", "get_stock_price", { ticker: text })).ticker).toBe("AAPL");
  });

  it("a cuisine is the one named, and a city the mock knows beats a capitalised word before it", async () => {
    const restaurants = { cuisine: text, city: text, party_size: integer };
    expect(await first("Find Italian restaurants near me in Chicago for 4 people tonight at 7", "search_restaurants", restaurants)).toEqual({ cuisine: "Italian", city: "Chicago", party_size: 4 });
    expect(await first("Book Thai food in Paris for 2 people", "search_restaurants", restaurants)).toEqual({ cuisine: "Thai", city: "Paris", party_size: 2 });
    expect((await first("Find Mexican restaurants in Tokyo", "search_restaurants", { city: text })).city).toBe("Tokyo");
    expect((await calls("What's the weather in Paris, Lima and in Tokyo?", "get_weather", { city: text })).map((call: any) => call.city)).toEqual(["Paris", "Lima", "Tokyo"]);
  });

  it("an optional argument the message gives nothing for is left out, never random letters; one it gives is written", async () => {
    const music = { genre: text, artist: text, volume: { type: "integer", minimum: 0, maximum: 100 } };
    const jazz = await first("Play some jazz music", "play_music", music, []);
    expect(jazz.genre).toBe("jazz");
    expect("artist" in jazz).toBe(false);
    const queen = await first("Play Bohemian Rhapsody by Queen", "play_music", music, []);
    expect(queen.artist).toBe("Queen");
    expect("genre" in queen).toBe(false);
    expect("channel" in (await first("Remind me to stretch", "set_reminder", { text: text, channel: text }, ["text"]))).toBe(false);
  });

  it("an optional number the message writes none for is left out (no invented `quantity` or `volume`); one it writes is taken", async () => {
    const item = { item: text, quantity: integer };
    expect(await calls("Add milk and eggs to my shopping list", "add_item", item, ["item"])).toEqual([{ item: "milk" }, { item: "eggs" }]);
    expect(await first("Add 12 eggs to my shopping list", "add_item", item, ["item"])).toEqual({ item: "eggs", quantity: 12 });
    const music = { genre: text, volume: { type: "integer", minimum: 0, maximum: 100 } };
    expect(await first("Play some jazz music", "play_music", music, [])).toEqual({ genre: "jazz" });
    expect(await first("Play some jazz at volume 30", "play_music", music, [])).toEqual({ genre: "jazz", volume: 30 });
    // Required, it is still written, as a model must.
    expect(typeof (await first("Add milk to my shopping list", "add_item", item)).quantity).toBe("number");
  });

  it("a well-known film's title, year, director and genres are its own; another film keeps its title", async () => {
    const film = { title: text, year: integer, director: text, genres: { type: "array", items: text }, rating: { type: "number", minimum: 0, maximum: 10 } };
    const forced = { tool_choice: { type: "function", function: { name: "extract" } } };
    const inception = await first("Tell me about the movie Inception", "extract", film, Object.keys(film), forced);
    expect([inception.title, inception.year, inception.director, inception.genres]).toEqual(["Inception", 2010, "Christopher Nolan", ["sci-fi", "action", "thriller"]]);
    const knight = await first("Tell me about The Dark Knight", "extract", film, Object.keys(film), forced);
    expect([knight.title, knight.year, knight.director]).toEqual(["The Dark Knight", 2008, "Christopher Nolan"]);
    const unknown = await first("Tell me about the film Moonfall Harbor", "extract", film, Object.keys(film), forced);
    expect(unknown.title).toBe("Moonfall Harbor");
    expect(unknown.director).not.toBe("Moonfall Harbor");
  });
});

describe("a required field of no known meaning takes what the message asks the tool to act on", () => {
  it("orders what the ask names, without its article or count, never the faker's letters", async () => {
    const order = { item: text, quantity: integer };
    expect(await first("Order a pizza", "order_food", order, ["item"])).toEqual({ item: "pizza" });
    expect((await first("Order two large pepperoni pizzas", "order_food", order, ["item"])).item).toBe("large pepperoni pizzas");
    expect((await first("Please order me a coffee", "order_food", { item: text })).item).toBe("coffee");
    expect((await first("Open the settings page", "open_page", { page: text })).page).toBe("settings page");
  });

  it("a file's path is the file name the message writes, a flight's number the flight code", async () => {
    expect(await first("Delete the file report.pdf", "delete_file", { path: text })).toEqual({ path: "report.pdf" });
    expect((await first("Open docs/notes_2024.md please", "read_file", { file_path: text })).file_path).toBe("docs/notes_2024.md");
    expect(await first("What's the status of my flight BA 117?", "get_flight_status", { flight_number: text })).toEqual({ flight_number: "BA 117" });
  });

  it("keeps to the user's words first, and to one field per call", async () => {
    expect((await first("Add milk to my shopping list", "add_item", { item: text })).item).toBe("milk");
    const both = await first("Order a pizza", "order_food", { item: text, note: text });
    expect(both.item).toBe("pizza");
    expect(both.note).not.toBe("pizza");
  });
});

describe("values a message does not give are not read into it", () => {
  it("a `limit` the message sets is that number, not a count of results", async () => {
    expect((await first("Set my monthly spending limit to 500 dollars", "set_budget", { limit: integer })).limit).toBe(500);
  });

  it("a `to` without an address, a title without a quoted phrase, a repo without a slug keep the usual rules", async () => {
    const email = await first("Send an email to Alice about the budget", "send_email", { to: text, subject: text });
    expect(email.to).toBe("Alice");
    const issue = await first("Create an issue about flaky tests in GitHub", "create_issue", { repo: text, title: text });
    expect(issue.repo).not.toContain("/");
    expect(issue.title).not.toMatch(/^Login/);
  });

  it("'Sign Up' is no film: a short title counts only in a message about films", async () => {
    const form = { title: text, year: integer };
    const signUp = await first("Describe the Sign Up page we shipped in 2024", "describe_page", form);
    expect(signUp.year).toBe(2024);
    expect((await first("Describe the movie Up", "describe_film", form)).year).toBe(2009);
  });
});

describe("a text argument is what the message writes for it, not a sentence about the prompt", () => {
  const translate = { text, target_language: text };
  it("a translation tool takes the phrase as written and the language it goes to", async () => {
    expect(await first("Translate 'where is the station' to German", "translate", translate)).toEqual({ text: "where is the station", target_language: "German" });
    expect(await first("Translate good morning into Spanish", "translate", translate)).toEqual({ text: "good morning", target_language: "Spanish" });
    expect(await first("How do you say thank you in Japanese?", "translate", translate)).toEqual({ text: "thank you", target_language: "Japanese" });
    expect(await first("Translate to French: I love programming", "translate_text", { text, source_language: text, target_language: text })).toEqual({ text: "I love programming", source_language: "English", target_language: "French" });
    expect(await first("Translate hola amigo from Spanish to English", "translate", { text, from: text, to: text })).toEqual({ text: "hola amigo", from: "Spanish", to: "English" });
    expect((await first("Set the app language to French", "set_language", { language: text })).language).toBe("French");
  });

  it("a note, a comment or a post holds the text the message dictates, capitalised", async () => {
    expect(await first("Add a note: buy flowers for mom", "add_note", { content: text })).toEqual({ content: "Buy flowers for mom" });
    expect(await first("Save a note that the wifi password is hunter2", "add_note", { content: text })).toEqual({ content: "The wifi password is hunter2" });
    expect((await first("Post a comment on PR 42: looks good to me", "add_comment", { pr_number: integer, comment: text })).comment).toBe("Looks good to me");
    expect(await first("Tweet: Just shipped v2 of our app!", "post_tweet", { text })).toEqual({ text: "Just shipped v2 of our app!" });
    expect(await first("Submit feedback that the app crashes on login", "submit_feedback", { message: text })).toEqual({ message: "The app crashes on login" });
    expect((await first("Create a calendar event called Team Lunch with a description of celebrating the launch", "create_event", { title: text, description: text })).description).toBe("Celebrating the launch");
    expect(await first("Check the spelling of 'recieve'", "spell_check", { text })).toEqual({ text: "recieve" });
    expect(await first("Set my status to In a meeting", "set_status", { status_text: text })).toEqual({ status_text: "In a meeting" });
    expect(await first("Change the theme color to dark blue", "set_theme", { color: text })).toEqual({ color: "dark blue" });
  });

  it("a task's title is what it is to do, without its due day; a task the message names nothing for is a new task", async () => {
    const task = { title: text, due_date: { type: "string", format: "date" } };
    const review = await first("Create a task to review the PR due on Friday", "create_task", task);
    expect(review.title).toBe("Review the PR");
    expect(review.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await first("Create a task due on Friday", "create_task", task)).title).toBe("New task");
    expect((await first("Add a todo to call the plumber", "create_task", { title: text })).title).toBe("Call the plumber");
  });

  it("an email's body is written from what the ask is about, tells or asks; 'saying hi' stays 'Hi'", async () => {
    const email = { to: text, subject: text, body: text };
    const moved = await first("Email bob@example.com about moving the meeting to Thursday", "send_email", email);
    expect(moved.body).toBe("Hi Bob,\n\nCould we move the meeting to Thursday? Let me know if that works for you.\n\nBest regards");
    expect(moved.subject).toBe("Moving the meeting to Thursday");
    expect((await first("Email jane.doe@acme.io that the report is ready", "send_email", email)).body).toBe("Hi Jane,\n\nJust a quick note to let you know that the report is ready.\n\nBest regards");
    expect((await first("Email support@acme.io about my invoice", "send_email", email)).body).toBe("Hi,\n\nI wanted to reach out about my invoice. Let me know if you have any questions.\n\nBest regards");
    expect((await first("Write an email to bob@example.com to cancel my subscription", "send_email", email)).body).toContain("I'm writing to cancel my subscription.");
    expect((await first("Send an email to bob@example.com saying hi", "send_email", email)).body).toBe("Hi");
  });

  it("an email to a relation greets it by what the user calls them ('Hi Mom,'), and 'Hi,' a relation no one is called by (a boss)", async () => {
    const email = { to: text, subject: text, body: text };
    const mom = await first("Send an email to mom about dinner on Sunday", "send_email", email);
    expect(mom.to).toBe("mom@example.com");
    expect(mom.body).toBe("Hi Mom,\n\nI wanted to reach out about dinner on Sunday. Let me know if you have any questions.\n\nBest regards");
    expect((await first("Email my dad to thank him for the birthday gift", "send_email", email)).body).toMatch(/^Hi Dad,\n\n/);
    expect((await first("Email my boss about the project deadline", "send_email", email)).body).toMatch(/^Hi,\n\nI wanted to reach out about the project deadline\./);
    // The subject is what the email tells or is about, not "Email boss".
    expect((await first("Email my boss that I'll be late", "send_email", email)).subject).toBe("I'll be late");
    expect((await first("Send an email to mom about dinner on Sunday", "send_email", email)).subject).toBe("Dinner on Sunday");
    expect((await first("Send my boss an email asking for Friday off", "send_email", email)).subject).toBe("Friday off");
    // "Send my boss an email …": the relation is the one the email goes to, not an invented address.
    expect((await first("Send my boss an email asking for Friday off", "send_email", email)).to).toBe("boss@example.com");
  });

  it("an image's prompt is what it shows, without the ask", async () => {
    const image = { prompt: text, size: { type: "string", enum: ["256x256", "512x512", "1024x1024"] } };
    expect((await first("Generate an image of a sunset over the ocean", "generate_image", image, ["prompt"])).prompt).toBe("a sunset over the ocean");
    expect((await first("Draw a cat wearing a hat", "generate_image", image, ["prompt"])).prompt).toBe("a cat wearing a hat");
    expect((await first("Create a watercolor painting of a lighthouse at dawn", "create_image", { description: text })).description).toBe("a lighthouse at dawn");
  });

  it("a search's query leaves out the place searched", async () => {
    const search = { query: text, top_k: integer };
    expect((await first("Can you find information about ChatGPT in the AI knowledge base?", "search_knowledge_base", search, ["query"])).query).toBe("ChatGPT");
    expect((await first("Search for the refund policy in our Confluence", "search_docs", search, ["query"])).query).toBe("refund policy");
  });

  it("an identifier-like field takes the handle, slug, channel or address written, not the faker's", async () => {
    expect(await first("Show me the user profile for jane_doe", "displayUser", { username: text })).toEqual({ username: "jane_doe" });
    expect((await first("Follow @sam_k on the app", "follow_user", { handle: text })).handle).toBe("sam_k");
    expect((await first("Delete user jsmith", "delete_user", { username: text })).username).toBe("jsmith");
    expect((await first("Publish the post with slug hello-world", "publish_post", { slug: text })).slug).toBe("hello-world");
    expect((await first("Look up the product with SKU ABC-123", "get_product", { sku: text })).sku).toBe("ABC-123");
    expect(await first("Rename the file report.pdf to final-report.pdf", "rename_file", { old_name: text, new_name: text })).toEqual({ old_name: "report.pdf", new_name: "final-report.pdf" });
    expect((await first("Send a Slack message to #general saying the deploy is done", "send_slack_message", { channel: text, message: text })).channel).toBe("#general");
    expect((await first("Summarize the article at https://example.com/news/ai.", "summarize_url", { url: text })).url).toBe("https://example.com/news/ai");
  });

  it("a field described by examples of its kind takes the one the message names, not the first example", async () => {
    const sign = { sign: { type: "string", description: "An astrological sign like Taurus or Aquarius" } };
    expect(await first("What is my horoscope? I am an Aquarius.", "get_horoscope", sign)).toEqual({ sign: "Aquarius" });
    expect(await first("What is my horoscope? I'm a Leo.", "get_horoscope", sign)).toEqual({ sign: "Leo" });
    expect((await first("Tell me about the planet Mars", "planet_facts", { planet: { type: "string", description: "A planet, e.g. Earth or Venus" } })).planet).toBe("Mars");
  });

  it("a room of a home is the one named; a reason the one given", async () => {
    expect((await first("Turn off the living room lights", "set_lights", { room: text, on: { type: "boolean" } })).room).toBe("living room");
    expect((await first("Set the thermostat in the bedroom to 20 degrees", "set_thermostat", { location: text, temperature: integer })).location).toBe("bedroom");
    expect((await first("Cancel my order 1234 because it arrived damaged", "cancel_order", { order_id: text, reason: text })).reason).toBe("It arrived damaged");
  });
});

describe("texts a message does not write are not read into it", () => {
  it("a weather `location` stays the city, a question's `language` its own, a plain `username` the faker's", async () => {
    expect((await first("What's the weather like in Lisbon?", "get_weather", { location: text })).location).toBe("Lisbon");
    const user = (await first("Create a new account for me", "create_account", { username: text })).username;
    expect(user).toMatch(/^[a-z]+_[a-z]+$/);
    expect((await first("Add a note about the quarterly review", "add_note", { content: text })).content).not.toMatch(/^Add a note/);
    expect((await first("Email bob@example.com", "send_email", { to: text, body: text })).body).not.toContain("Could we");
  });
});
