import { describe, expect, it } from "vitest";
import { askedResultCount, cuisineIn, genreIn, issueLabelsOf, namedTitleOf, repoSlugOf, searchQueryOf, withoutSearchedSource, writtenCodeOf, writtenIds } from "./tool-values.ts";
import { tickerOf } from "./tickers.ts";
import { filmNamed, ratingIn } from "./known-films.ts";

describe("identifiers a message writes", () => {
  it.each([
    ["Look up order #A-1029 status", "A-1029"],
    ["Where is order 1029?", "1029"],
    ["Where is order number 1029?", "1029"],
    ["Get the user with id 42", "42"],
    ["Get user ID: 42", "42"],
    ["Close ticket JIRA-123 please", "JIRA-123"],
    ["Track my package #123", "123"],
    ["Fetch the run 3f2b8c1e-9a4d-4c2b-8e1f-0a1b2c3d4e5f", "3f2b8c1e-9a4d-4c2b-8e1f-0a1b2c3d4e5f"],
  ])("%s → %s", (prompt, id) => {
    expect(writtenIds(prompt)[0]?.id).toBe(id);
  });

  it("are not quantities, times or counts: '4 people', 'at 7', 'top 3', 'order status'", () => {
    for (const prompt of ["Find Italian restaurants for 4 people tonight at 7", "Show the top 3 results", "What is my order status?", "Add 2 apples to my cart"]) expect(writtenIds(prompt)).toEqual([]);
  });

  it("say what they identify, so `order_id` and `invoice_id` each take their own", () => {
    expect(writtenIds("Match invoice INV-2024-001 with order number 77")).toEqual([
      { id: "INV-2024-001", label: "invoice" },
      { id: "77", label: "order" },
    ]);
  });
});

describe("a search's query: the message without the ask", () => {
  it.each([
    ["Search the web for the latest news about SpaceX", "latest news about SpaceX"],
    ["search online for cheap flights to Rome", "cheap flights to Rome"],
    ["Google the best pizza in Naples", "best pizza in Naples"],
    ["Look up the population of Tokyo", "population of Tokyo"],
    ["Can you search for TypeScript generics tutorials?", "TypeScript generics tutorials"],
    ["Find me information about black holes", "black holes"],
  ])("%s → %s", (prompt, query) => {
    expect(searchQueryOf(prompt)).toBe(query);
  });

  it("keeps a question as it was asked (LangGraph's quickstart: 'what is the weather in sf')", () => {
    expect(searchQueryOf("what is the weather in sf")).toBe("what is the weather in sf");
    expect(searchQueryOf("Who won the 2022 World Cup?")).toBe("Who won the 2022 World Cup?");
  });
});

describe("other values a message gives", () => {
  it("how many results: 'top 3 results', '10 links', 'the first five'; none for '4 people'", () => {
    expect([askedResultCount("top 3 results for rust"), askedResultCount("give me 10 links"), askedResultCount("the first five"), askedResultCount("a table for 4 people")]).toEqual([3, 10, 5, undefined]);
  });

  it("a repository's owner and name, not a date or a fraction", () => {
    expect(repoSlugOf("Open an issue in repo acme/web")).toEqual({ owner: "acme", name: "web" });
    expect(repoSlugOf("Star facebook/react.")).toEqual({ owner: "facebook", name: "react" });
    expect(repoSlugOf("Meet on 1/2 at 3")).toBeUndefined();
  });

  it("a quoted title after titled, called, named; a work's capitalised title after 'the movie', 'the book'", () => {
    expect(namedTitleOf("Create a GitHub issue titled 'Login button broken on Safari' in repo acme/web")).toBe("Login button broken on Safari");
    expect(namedTitleOf('Make a project called "Apollo"')).toBe("Apollo");
    expect(namedTitleOf("Create a playlist named 'Bob's party mix' now")).toBe("Bob's party mix");
    expect(namedTitleOf("Tell me about the movie Inception")).toBe("Inception");
    expect(namedTitleOf("Summarize the book The Lord of the Rings")).toBe("The Lord of the Rings");
    expect(namedTitleOf("Send an email saying hi")).toBeUndefined();
  });

  it("an unquoted name given to a thing the message makes, up to its price, time or clause; none in a story or a past call", () => {
    const cases: [string, string][] = [
      ["Create a product called Blue Mug for 12 dollars", "Blue Mug"],
      ["Add a task named buy milk", "buy milk"],
      ["Make a new project named Apollo with a budget of 500", "Apollo"],
      ["Create an event called Team Sync on Friday at 3pm", "Team Sync"],
      ["Create a task called Fix login bug due tomorrow", "Fix login bug"],
      ["Create a channel called general.", "general"],
      ["Create a Jira ticket titled Login fails on Safari", "Login fails on Safari"],
      ["Make a playlist called Songs for Summer", "Songs for Summer"],
      ["Create a task called Buy milk and remind me at 5", "Buy milk"],
      ["Schedule a meeting called Q3 Review on March 20 at 4pm", "Q3 Review"],
    ];
    for (const [text, name] of cases) expect(namedTitleOf(text), text).toBe(name);
    for (const text of ["Write a story about a dog named Max", "Make a story about a dog named Max", "Make me a poem about a cat called Luna", "I called my mom yesterday"]) {
      expect(namedTitleOf(text), text).toBeUndefined();
    }
  });

  it("an issue's label from its words: broken → bug, a feature asked for → enhancement, else none", () => {
    expect(issueLabelsOf("Login button broken on Safari")).toEqual(["bug"]);
    expect(issueLabelsOf("Add dark mode support")).toEqual(["enhancement"]);
    expect(issueLabelsOf("Rename the repository")).toEqual([]);
  });

  it("a cuisine and a genre the message names, none it does not", () => {
    expect([cuisineIn("Find Italian restaurants in Chicago"), cuisineIn("sushi near me"), cuisineIn("restaurants in Chicago")]).toEqual(["Italian", "Sushi", undefined]);
    expect([genreIn("Play some jazz music"), genreIn("put on some hip hop"), genreIn("a good horror movie"), genreIn("Play Bohemian Rhapsody")]).toEqual(["jazz", "hip hop", "horror", undefined]);
  });

  it("a well-known company's ticker; a ticker stays; a company the table lacks keeps its name", () => {
    expect([tickerOf("Apple"), tickerOf("Microsoft"), tickerOf("Google"), tickerOf("AAPL"), tickerOf("Acme Widgets")]).toEqual(["AAPL", "MSFT", "GOOGL", "AAPL", "Acme Widgets"]);
  });

  it("a well-known film by its capitalised title, the longest that fits", () => {
    expect(filmNamed("Tell me about the movie Inception")).toMatchObject({ title: "Inception", year: 2010, director: "Christopher Nolan" });
    expect(filmNamed("Who directed The Dark Knight?")?.title).toBe("The Dark Knight");
    expect(filmNamed("I woke up early and watched a movie")).toBeUndefined();
  });

  it("a film's rating out of 10 on the field's scale: 0–5 halves it, 0–100 multiplies it by ten, an integer rounds it", () => {
    expect([ratingIn(8.8, { type: "number", maximum: 10 }), ratingIn(8.8, { type: "number", maximum: 5 }), ratingIn(8.8, { type: "integer", maximum: 100 }), ratingIn(8.8, { type: "integer", maximum: 5 }), ratingIn(8.8, undefined)]).toEqual([8.8, 4.4, 88, 4, 8.8]);
  });
});

describe("a search's query without the place searched", () => {
  it.each([
    ["ChatGPT in the AI knowledge base", "ChatGPT"],
    ["the refund policy on our wiki", "the refund policy"],
    ["quarterly numbers in my Google Drive", "quarterly numbers"],
    ["best pizza in Naples", "best pizza in Naples"],
    ["what is the weather in sf", "what is the weather in sf"],
  ])("%s → %s", (query, kept) => {
    expect(withoutSearchedSource(query)).toBe(kept);
  });
});

describe("codes a message writes without a label", () => {
  it.each([
    ["Track my package 1Z999AA10123456784", "1Z999AA10123456784"],
    ["Apply SAVE20 at checkout", "SAVE20"],
    ["use promo 'SUMMER'", "SUMMER"],
    ["Log $45 for lunch at 9am", undefined],
    ["Meet at 10am on the 3rd floor", undefined],
  ])("%s → %s", (text, code) => {
    expect(writtenCodeOf(text)).toBe(code);
  });
});
