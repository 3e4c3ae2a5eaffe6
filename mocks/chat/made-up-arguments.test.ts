/**
 * Values a model never makes up, found by sending the tests' own prompts to common tools and
 * looking for arguments of random letters ("VhlnexVq", "oEBYL") or filler ("… works best when the
 * basics are in place first."): an email to nobody named, a light in no room, a to-do whose text
 * the key's name hid, an issue's repository and body. Each is now what a model does: the draft in
 * prose, a question for what only the user knows, or the text the user wrote.
 */
import { describe, expect, it } from "vitest";
import { conversationAt, fn, replyAt, type Turn } from "../../test/support/tool-calls.ts";

/** The mock's clock: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);
const replyTo = replyAt(NOW);
const conversation = conversationAt(NOW);
const ask = (content: string): Turn[] => [["user", content]];
const text = { type: "string" };

describe("an email tool", () => {
  const sendEmail = fn("send_email", "Send an email", { to: text, subject: text, body: text });
  it.each(["Write an email to the store asking for a refund", "Write a thank you email to a client", "Write an email announcing our new two-factor authentication feature"])(
    "drafts %j, to nobody named, in the reply rather than sending it",
    async (content) => {
      const { content: draft, calls } = await replyTo(ask(content), [sendEmail]);
      expect(calls).toEqual([]);
      expect(draft).toMatch(/^Subject: /);
    },
  );
  it.each(["Update the app's email template", "Your order confirmation email is your receipt", "User would like to change the email on their account."])("sends nothing for %j, which asks no email sent", async (content) => {
    expect((await replyTo(ask(content), [sendEmail])).calls).toEqual([]);
  });
  it.each([
    ["Send an email to the store asking for a refund", "Sure! What's the store's email address?"],
    ["Email the store asking for a refund", "Sure! What's the store's email address?"],
    ["Send an email to the store", "Sure! What's the store's email address, and what would you like the email to say?"],
  ])("asks the address of whom %j sends to", async (content, question) => {
    expect(await replyTo(ask(content), [sendEmail])).toEqual({ content: question, calls: [] });
  });
  it("sends to the address answered", async () => {
    const turns: Turn[] = [["user", "Send an email to the store asking for a refund"], ["assistant", "Sure! What's the store's email address?"], ["user", "support@shop.com"]];
    expect((await replyTo(turns, [sendEmail])).calls[0]?.[1].to).toBe("support@shop.com");
  });
  it.each([
    ["Email Sarah that the report is ready", "Sarah"],
    ["Send an email to my boss saying I'll be late", "boss@example.com"],
    ["Email the team that the release is delayed", "team@example.com"],
    ["Write an email to john@acme.com saying hi", "john@acme.com"],
  ])("sends %j to the person, relation, group or address named", async (content, to) => {
    expect((await replyTo(ask(content), [sendEmail])).calls[0]?.[1].to).toBe(to);
  });
});

describe("a light in a room", () => {
  const setLights = fn("set_lights", "Turn lights on or off in a room", { room: text, on: { type: "boolean" } });
  it("asks which room for \"Turn off the lights\", and turns off the room answered", async () => {
    expect(await replyTo(ask("Turn off the lights"), [setLights])).toEqual({ content: "Sure! Which room?", calls: [] });
    const turns = (answer: string): Turn[] => [["user", "Turn off the lights"], ["assistant", "Sure! Which room?"], ["user", answer]];
    expect((await replyTo(turns("The bedroom"), [setLights])).calls).toEqual([["set_lights", { room: "bedroom", on: false }]]);
    expect((await replyTo(turns("all of them"), [setLights])).calls).toEqual([["set_lights", { room: "all", on: false }]]);
  });
  it.each([
    ["Turn off the kitchen lights", { room: "kitchen", on: false }],
    ["Turn off all the lights", { room: "all", on: false }],
    ["Turn on the lights in the living room", { room: "living room", on: true }],
  ])("calls with the room %j names", async (content, args) => {
    expect((await replyTo(ask(content), [setLights])).calls).toEqual([["set_lights", args]]);
  });
});

describe("a to-do's text, whatever its key", () => {
  it.each(["item", "task", "todo", "text", "content", "description"])("writes the to-do under `%s` as a task is titled", async (key) => {
    const addTodo = fn("add_todo", "Add an item to the to-do list", { [key]: text });
    const written = async (content: string) => (await replyTo(ask(content), [addTodo])).calls[0]?.[1][key];
    expect(await written("Remind me to call mom")).toBe("Call mom");
    expect(await written("I need to renew my passport, add it to my list")).toBe("Renew passport");
    expect(await written("Add milk to my to-do list")).toBe("Milk");
    expect(await written("Add a note: buy flowers for mom")).toBe("Buy flowers for mom");
  });
  it("keeps a shopping list's item as written", async () => {
    const addItem = fn("add_item", "Add an item to the shopping list", { item: text });
    expect((await replyTo(ask("Add milk to my shopping list"), [addItem])).calls).toEqual([["add_item", { item: "milk" }]]);
  });
  it("titles a task asked with its urgency, the urgency its priority", async () => {
    const createTask = fn("create_task", "Create a task", { title: text, priority: { type: "string", enum: ["low", "medium", "high", "urgent"] } }, ["title"]);
    expect((await replyTo(ask("Create an urgent priority task to renew the domain"), [createTask])).calls).toEqual([["create_task", { title: "Renew the domain", priority: "urgent" }]]);
  });
});

describe("a reformat of the answer before", () => {
  const addTodo = fn("add_todo", "Add an item to the to-do list", { item: text });
  it.each(["Can you put that in a table?", "Turn it into bullet points", "Give me that as JSON"])("calls no tool for %j", async (content) => {
    const turns: Turn[] = [["user", "What are the planets of the solar system?"], ["assistant", "Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus and Neptune."], ["user", content]];
    expect((await replyTo(turns, [addTodo])).calls).toEqual([]);
  });
  it("still adds what \"Put milk on my list\" names", async () => {
    expect((await replyTo(ask("Put milk on my to-do list"), [addTodo])).calls).toEqual([["add_todo", { item: "Milk" }]]);
  });
});

describe("an issue, a ticket or a note", () => {
  const createIssue = fn("create_issue", "Create a GitHub issue", { repo: text, title: text, body: text });
  const createTicket = fn("create_ticket", "Create a support ticket", { title: text, description: text });
  const createNote = fn("create_note", "Create a note", { title: text, content: text });
  it("says in a call's description what was asked, not a sentence of filler about it", async () => {
    const { calls } = await replyTo(ask("Create a Jira ticket for the checkout crash, assign it to Priya, priority P1"), [createIssue, createTicket]);
    expect(calls).toEqual([["create_ticket", { title: "Checkout crash", description: "The checkout crash." }]]);
  });
  it("calls the one of two tools that make the same kind of thing the ask names", async () => {
    expect((await replyTo(ask("Open an issue in acme/webapp about the login bug"), [createIssue, createTicket])).calls.map(([name]) => name)).toEqual(["create_issue"]);
    expect((await replyTo(ask("Open a ticket: the app crashes when I upload a photo"), [createIssue, createTicket])).calls.map(([name]) => name)).toEqual(["create_ticket"]);
  });
  it.each([
    [createIssue, "Create a GitHub issue", "Sure! Which repository is it for, and what's the issue about?"],
    [createIssue, "Open an issue about the login bug", "Sure! Which repository should I create it in?"],
    [createTicket, "Open a ticket", "Sure! What's the ticket about?"],
    [createNote, "Create a note", "Sure! What should the note say?"],
  ])("asks what %s's ask %j does not say", async (tool, content, question) => {
    expect(await replyTo(ask(content), [tool])).toEqual({ content: question, calls: [] });
  });
  it.each([
    ["Create an issue in acme/webapp about flaky tests", { repo: "acme/webapp", title: "Flaky tests", body: "Flaky tests." }],
    ["Create an issue in the webapp repo: login button broken", { repo: "webapp", title: "Login button broken", body: "Login button broken" }],
  ])("creates %j in the repository it names", async (content, args) => {
    expect((await replyTo(ask(content), [createIssue])).calls).toEqual([["create_issue", args]]);
  });
  it("creates the issue from the answers: the repository and what it is about, in one turn or two", async () => {
    const together = await conversation([createIssue], "Create a GitHub issue", "acme/webapp, the login page is broken");
    expect(together.calls).toEqual([["create_issue", { repo: "acme/webapp", title: "The login page is broken", body: "The login page is broken." }]]);
    const apart = await conversation([createIssue], "Create a GitHub issue", "acme/webapp", "Checkout fails on Safari");
    expect(apart.asked[1]).toBe("What's the issue about?");
    expect(apart.calls).toEqual([["create_issue", { repo: "acme/webapp", title: "Checkout fails on Safari", body: "Checkout fails on Safari." }]]);
    const named = await conversation([createIssue], "Open an issue about the login bug", "the webapp repo");
    expect(named.calls).toEqual([["create_issue", { repo: "webapp", title: "Login bug", body: "The login bug." }]]);
  });
  it("writes the note and the ticket answered", async () => {
    expect((await conversation([createNote], "Create a note", "Buy milk on the way home")).calls).toEqual([["create_note", { title: "Buy milk", content: "Buy milk on the way home" }]]);
    expect((await conversation([createTicket], "Open a ticket", "My invoice shows the wrong amount")).calls).toEqual([["create_ticket", { title: "My invoice shows the wrong amount", description: "My invoice shows the wrong amount" }]]);
  });
});

describe("a bank account", () => {
  const getBalance = fn("get_balance", "Get an account balance", { account: text });
  const getAccountBalance = fn("get_account_balance", "Get the balance of a bank account", { account_id: text });
  it.each([
    ["What's my checking balance?", "checking"],
    ["How much is in my savings account?", "savings"],
    ["What's the balance of account 4521?", "4521"],
  ])("reads the account %j names, under `account` and `account_id` alike", async (content, account) => {
    expect((await replyTo(ask(content), [getBalance])).calls).toEqual([["get_balance", { account }]]);
    expect((await replyTo(ask(content), [getAccountBalance])).calls).toEqual([["get_account_balance", { account_id: account }]]);
  });
  it.each([
    ["Checking", "checking"],
    ["the one ending in 4521", "4521"],
  ])("asks which account for \"What's my balance?\", and reads %j answered", async (answer, account) => {
    const question = "Sure! Which account: checking or savings?";
    expect(await replyTo(ask("What's my balance?"), [getBalance])).toEqual({ content: question, calls: [] });
    expect((await replyTo([["user", "What's my balance?"], ["assistant", question], ["user", answer]], [getBalance])).calls).toEqual([["get_balance", { account }]]);
  });
  it("asks no balance of \"My account was hacked\", nor of \"Where is my order 1234?\"", async () => {
    for (const content of ["My account was hacked", "Where is my order 1234?"]) expect((await replyTo(ask(content), [getBalance])).calls, content).toEqual([]);
  });
});

describe("a ride", () => {
  const requestRide = fn("request_ride", "Request a ride", { pickup: text, destination: text });
  it("asks where to for \"Request a ride\", rather than riding to a city made up", async () => {
    expect(await replyTo(ask("Request a ride"), [requestRide])).toEqual({ content: "Sure, where would you like to go?", calls: [] });
  });
  it.each(["Request a ride to JFK", "Get me an Uber to JFK"])("picks %j up where the rider is, when the tool requires a pickup the ask does not say", async (content) => {
    expect((await replyTo(ask(content), [requestRide])).calls).toEqual([["request_ride", { pickup: "current location", destination: "JFK" }]]);
  });
  it.each(["What is a pull request?", "Can you help me write a refund request for a damaged jacket?"])("rides nowhere for %j, whose \"request\" is a noun", async (content) => {
    expect((await replyTo(ask(content), [requestRide])).calls).toEqual([]);
  });
});

describe("advice, and money moved between accounts", () => {
  const transferMoney = fn("transfer_money", "Transfer money between accounts", { from_account: text, to_account: text, amount: { type: "number" } });
  it.each(["Give me tips for saving money", "What are some ways to save money on groceries?"])("answers %j in prose: advice names no transfer", async (content) => {
    const { content: advice, calls } = await replyTo(ask(content), [transferMoney]);
    expect(calls).toEqual([]);
    expect(advice).toMatch(/^Here are 5 (?:tips|ways)/);
  });
  it.each([
    ["Transfer money to savings", "Sure! How much would you like to transfer, and from which account?", "$200 from checking", { from_account: "checking", to_account: "savings", amount: 200 }],
    ["Transfer $300 to savings", "Sure! From which account should I transfer it?", "checking", { from_account: "checking", to_account: "savings", amount: 300 }],
    ["Move money between my accounts", "Sure! How much would you like to transfer, and from which account to which?", "$50 from savings to checking", { from_account: "savings", to_account: "checking", amount: 50 }],
  ])("asks what %j leaves out of a transfer, and moves the money answered", async (first, question, answer, args) => {
    expect(await replyTo(ask(first), [transferMoney])).toEqual({ content: question, calls: [] });
    expect((await replyTo([["user", first], ["assistant", question], ["user", answer]], [transferMoney])).calls).toEqual([["transfer_money", args]]);
  });
  it("moves money between the accounts named, not between currencies", async () => {
    expect((await replyTo(ask("Transfer $500 from checking to savings"), [transferMoney])).calls).toEqual([["transfer_money", { from_account: "checking", to_account: "savings", amount: 500 }]]);
  });
});
