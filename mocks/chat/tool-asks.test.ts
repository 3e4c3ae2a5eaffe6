import { describe, expect, it } from "vitest";
import { askStrength, asksHowTo, asksOf, asksToWrite, isActionVerb, leadVerb, listedThings, stem, toolAction, toolVerbs, undoes, verbNamesTool } from "./tool-asks.ts";

const asks = (message: string) => {
  const lower = message.toLowerCase();
  return asksOf(lower, new Set(lower.match(/[\p{L}\p{N}]+/gu) ?? []));
};
const strength = (message: string, name: string, description = "") => askStrength(asks(message), toolAction(name.split("_"), description)!);

describe("what a message asks to be done", () => {
  it("reads the imperative's verb and what it is done to, after please, can you, I'd like to", () => {
    expect(asks("Add milk and eggs to my shopping list").map((ask) => [ask.verb, [...ask.objects]])).toEqual([["add", ["milk", "egg", "shop", "list"]]]);
    expect(asks("Can you look up user 7?").map((ask) => [ask.verb, [...ask.objects]])).toEqual([["look", ["user", "7"]]]);
    expect(asks("Hey, please remind me to call mom").map((ask) => ask.verb)).toEqual(["remind"]);
    expect(asks("I'd like to book a table for two").map((ask) => ask.verb)).toEqual(["book"]);
    expect(asks("Add milk to my list and remind me to buy bread").map((ask) => ask.verb)).toEqual(["add", "remind"]);
  });

  it("reads a question about a thing named by its number as an ask to get it", () => {
    expect(asks("Who is user 42?").map((ask) => [ask.verb, [...ask.objects]])).toEqual([["get", ["user"]]]);
    expect(asks("What is the total of invoice #1234?").map((ask) => [ask.verb, [...ask.objects]])).toEqual([["get", ["invoice"]]]);
    expect(asks("What are the top 5 users?")).toEqual([]);
    expect(asks("What happened in 1969?")).toEqual([]);
    expect(asks("I have 3 users")).toEqual([]);
  });

  it("reads a stock question, a question about one's own list and two-word verbs as asks", () => {
    const stock = asks("Do you have running shoes in size 10?").find((ask) => ask.verb === "find");
    expect([...(stock?.objects ?? [])]).toEqual(expect.arrayContaining(["shoe", "size", "10"]));
    expect(asks("What's on my todo list?").map((ask) => [ask.verb, [...ask.objects]])).toEqual([["list", ["todo", "list"]]]);
    expect(asks("Log me out").map((ask) => ask.verb)).toEqual(["logout"]);
    expect(asks("Check out my cart").map((ask) => ask.verb)).toEqual(["checkout"]);
    expect(asks("roll 2d6").map((ask) => [ask.verb, [...ask.objects]])).toEqual([["roll", ["die"]]]);
  });

  it("asks a send tool by the medium its verb names, and an update tool by a switch it sets", () => {
    expect(strength("Text Sarah that I'm late", "send_message", "Send an SMS")).toBe(2);
    expect(strength("Email Bob the report", "send_email")).toBe(2);
    expect(strength("Text Sarah that I'm late", "send_email")).toBe(0);
    // Sent to an address is sent by email; sent to a person, by what the verb says.
    expect(strength("Send the report to alice@x.com", "send_email")).toBe(2);
    expect(strength("Send the report to Alice", "send_email")).toBe(0);
    const settings = toolAction(["update", "settings"], "Update user settings", { type: "object", properties: { dark_mode: { type: "boolean" }, notifications_enabled: { type: "boolean" } } })!;
    expect(askStrength(asks("Enable dark mode"), settings)).toBe(2);
    expect(askStrength(asks("Turn off notifications"), settings)).toBe(2);
    expect(askStrength(asks("Turn off the lights"), settings)).toBe(0);
  });

  it("reads no ask in greetings, thanks, questions about how, negations or past tense", () => {
    for (const message of ["Hi there!", "Thanks!", "What can you do?", "How do I add a user in Postgres?", "Can you tell me how to get a user id?", "Don't add milk", "I added milk yesterday"]) {
      expect(asks(message), message).toEqual([]);
    }
  });

  it("asks a tool by verb and object (2), by its verb alone when the verb says it or the object is anything (1), else not (0)", () => {
    expect(strength("Get the user with id 42", "get_user")).toBe(2);
    expect(strength("Show me user 1234", "get_user")).toBe(2);
    expect(strength("Create a user named Bob", "add_user")).toBe(2);
    expect(strength("Remind me to call mom on Friday", "create_reminder")).toBe(2);
    expect(strength("Get me a coffee", "get_user")).toBe(0);
    expect(strength("Add milk and eggs to my shopping list", "add_item")).toBe(1);
    expect(strength("Play Bohemian Rhapsody", "play_song")).toBe(1);
    expect(strength("Write a haiku about autumn", "add_item")).toBe(0);
    expect(strength("Tell me a joke", "get_user")).toBe(0);
    expect(strength("Play some jazz", "get_player_stats")).toBe(0);
  });

  it("takes a tool's object from its description's first words when its name has none beyond the verb", () => {
    expect(strength("Fetch customer 9", "lookup", "Look up a customer by id")).toBe(2);
    expect(strength("Fetch the weather in Rome", "lookup", "Look up a customer by id")).toBe(0);
  });

  it("finds the verbs a tool is named and described with, which name it only with its object", () => {
    expect(toolVerbs(["create", "task"], "Create a task in the to-do app")).toEqual(["create", "create"]);
    expect(toolVerbs(["get", "order", "status"], "")).toEqual(["get"]);
    expect(toolVerbs(["weather"], "Weather for a city")).toEqual([]);
  });

  it("tells a question about how to do something from a request to do it", () => {
    expect(asksHowTo("how do i delete a user?")).toBe(true);
    expect(asksHowTo("show me how to delete a branch")).toBe(true);
    expect(asksHowTo("delete user 3")).toBe(false);
    // In such a question a verb names no tool, unless the tool works the answer out.
    expect(isActionVerb("delete")).toBe(true);
    expect(isActionVerb("convert")).toBe(false);
    expect(isActionVerb("weather")).toBe(false);
  });
});

describe("asks a tool cannot do", () => {
  const words = (lower: string) => new Set(lower.match(/[\p{L}\p{N}]+/gu) ?? []);
  const writes = (message: string) => asksToWrite(message.toLowerCase(), words(message.toLowerCase()));

  it("reads a request to write code or text as the model's own work", () => {
    expect(writes("Can you write a React component that lists users?")).toBe(true);
    expect(writes("Create a React component that lists users")).toBe(true);
    expect(writes("Please write a SQL query that finds inactive users")).toBe(true);
    expect(writes("Write an email to bob@example.com about the launch")).toBe(false);
    expect(writes("Summarize the weather in Paris today")).toBe(false);
    expect(writes("Create a user named Bob")).toBe(false);
    expect(writes("Create a user for my app")).toBe(false);
    expect(writes("Make a reservation for two")).toBe(false);
    expect(writes("Find users named Alice")).toBe(false);
  });

  it("reads cancel and delete as the opposite of book and create, for the thing the tool makes", () => {
    const hotel = toolAction(["book", "hotel"], "")!;
    expect(asks("Cancel my hotel").some((ask) => undoes(ask, hotel))).toBe(true);
    expect(asks("Cancel my flight").some((ask) => undoes(ask, hotel))).toBe(false);
    expect(asks("Book a hotel in Rome").some((ask) => undoes(ask, hotel))).toBe(false);
    expect(asks("Delete the reminder").some((ask) => undoes(ask, toolAction(["create", "reminder"], "")!))).toBe(true);
    expect(asks("Add user Bob").some((ask) => undoes(ask, toolAction(["delete", "user"], "")!))).toBe(true);
  });

  it("asks a tool that makes events for a meeting, a workshop or a call scheduled, a little less than for its own object", () => {
    expect(strength("Schedule a 2 hour workshop on Monday", "create_event")).toBe(1.5);
    expect(strength("Set up a call with Bob", "schedule_meeting")).toBe(1.5);
    expect(strength("Set a reminder to call mom", "create_reminder")).toBe(2);
    expect(strength("Plan a trip to Paris", "create_event")).toBe(0);
    // Inviting someone to a meeting schedules it.
    expect(strength("Invite sarah@acme.com to the design review on Friday at 10am", "schedule_meeting")).toBe(1.5);
    expect(strength("Invite Bob to the team", "schedule_meeting")).toBe(0);
  });
});

describe("the things an ask puts on a list or takes off it", () => {
  it("lists each thing as written, in order, without articles or counts", () => {
    expect(listedThings("Add milk and eggs to my shopping list")).toEqual(["milk", "eggs"]);
    expect(listedThings("Can you add apples, pears and plums to the list?")).toEqual(["apples", "pears", "plums"]);
    expect(listedThings("Put 2 apples, bread and a dozen eggs on the list.")).toEqual(["apples", "bread", "dozen eggs"]);
    expect(listedThings("Please remove bread from my list")).toEqual(["bread"]);
    expect(listedThings("Add milk and eggs")).toEqual(["milk", "eggs"]);
  });

  it("lists nothing for one thing put nowhere, a pronoun, or a message that adds nothing", () => {
    expect(listedThings("Add a user named Bob")).toEqual([]);
    expect(listedThings("Can you add it to my list?")).toEqual([]);
    expect(listedThings("What is a shopping list?")).toEqual([]);
    expect(listedThings("Don't add milk to my list")).toEqual([]);
  });
});

describe("stems", () => {
  it("meets a word's forms: reminders, reminder and remind; shopping and shop; users and user", () => {
    expect(stem("reminders")).toBe(stem("remind"));
    expect(stem("shopping")).toBe(stem("shop"));
    expect(stem("users")).toBe(stem("user"));
    expect(stem("eggs")).toBe("egg");
  });
});

describe("a verb of a tool's name that says alone what it does", () => {
  it("reads the verb a message opens with, after its polite lead", () => {
    expect(leadVerb("unmute the tv")).toBe("unmute");
    expect(leadVerb("can you please lock the door? thanks")).toBe("lock");
    expect(leadVerb("roll back the last deploy")).toBeUndefined();
    expect(leadVerb("rate limit errors keep happening in my api, why?")).toBeUndefined();
  });
  it("names the tool by that verb, or its undoing, but not by a broad verb", () => {
    expect(verbNamesTool("unmute", ["set", "mute"])).toBe(true);
    expect(verbNamesTool("mute", ["set", "mute"])).toBe(true);
    expect(verbNamesTool("rate", ["rate", "movie"])).toBe(true);
    expect(verbNamesTool("set", ["set", "mute"])).toBe(false);
    expect(verbNamesTool("cancel", ["cancel", "order"])).toBe(false);
    expect(verbNamesTool("mute", ["get", "weather"])).toBe(false);
  });
});
