import { describe, expect, it } from "vitest";
import { dictatedTextOf, imagePromptOf, quotedTextOf, settingValueOf, spentOnOf, statedReasonOf, taskTitleOf } from "./written-texts.ts";
import { phraseToTranslate, sourceLanguageOf, targetLanguageOf } from "./translation-arguments.ts";
import { emailBodyOf, nameOfAddress } from "./email-bodies.ts";
import { channelOf, webAddressOf, writtenHandleOf } from "./written-handles.ts";
import { isHomeDeviceTool, roomIn } from "./home-rooms.ts";
import { exampleFromMessage } from "./example-kinds.ts";

describe("texts a message dictates", () => {
  it.each([
    ["Add a note: buy flowers for mom", "Buy flowers for mom"],
    ["Save a note that the wifi password is hunter2.", "The wifi password is hunter2"],
    ["Remember that my locker code is 4312", "My locker code is 4312"],
    ["Jot down pick up the dry cleaning", "Pick up the dry cleaning"],
    ["Tweet: Just shipped v2 of our app!", "Just shipped v2 of our app!"],
    ["Submit feedback that the app crashes on login", "The app crashes on login"],
    ["Create an event called Team Lunch with a description of celebrating the launch", "Celebrating the launch"],
  ])("%s → %s", (prompt, text) => {
    expect(dictatedTextOf(prompt)).toBe(text);
  });

  it("none from a question, a clock time or a message that dictates nothing", () => {
    for (const prompt of ["Why: the build fails", "Remind me at 10:30 to stretch", "Write a note about photosynthesis", "What is a note in music?"]) expect(dictatedTextOf(prompt), prompt).toBeUndefined();
  });

  it("keeps a longer text as written, its full stop too", () => {
    const article = "The city council voted on Tuesday to expand the bike lane network by 40 miles, citing safety.";
    expect(dictatedTextOf(`Summarize this article: ${article}`)).toBe(article);
  });
});

describe("a task's title, an image's subject, a reason", () => {
  it("a task is what it is to do, up to its due day; one that names nothing is a new task; no task, no title", () => {
    expect(taskTitleOf("Create a task to review the PR due on Friday")).toBe("Review the PR");
    expect(taskTitleOf("Add a task: finish the report by tomorrow")).toBe("Finish the report");
    expect(taskTitleOf("Create a task due on Friday")).toBe("New task");
    expect(taskTitleOf("Create a task for Friday")).toBe("New task");
    expect(taskTitleOf("Book a table for two")).toBeUndefined();
  });

  it("an image shows what follows the ask and its noun", () => {
    expect(imagePromptOf("Generate an image of a sunset over the ocean")).toBe("a sunset over the ocean");
    expect(imagePromptOf("Draw a cat wearing a hat.")).toBe("a cat wearing a hat");
    expect(imagePromptOf("Can you create a watercolor painting of a lighthouse at dawn?")).toBe("a lighthouse at dawn");
    expect(imagePromptOf("Make a logo for my coffee shop")).toBe("a logo for my coffee shop");
    expect(imagePromptOf("What is in this picture?")).toBeUndefined();
  });

  it("a reason follows 'because', 'since', 'due to'", () => {
    expect(statedReasonOf("Cancel my order 1234 because it arrived damaged")).toBe("It arrived damaged");
    expect(statedReasonOf("Refund order 5 due to a billing error.")).toBe("A billing error");
    expect(statedReasonOf("Cancel my order 1234")).toBeUndefined();
  });
});

describe("a translation's phrase and languages", () => {
  it.each([
    ["Translate 'where is the station' to German", "where is the station", "German"],
    ["Translate good morning into Spanish", "good morning", "Spanish"],
    ["How do you say thank you in Japanese?", "thank you", "Japanese"],
    ["Translate to French: I love programming", "I love programming", "French"],
    ["Translate this to Spanish: Where is the library?", "Where is the library?", "Spanish"],
    ["How do you say 'I'm hungry' in Korean?", "I'm hungry", "Korean"],
  ])("%s → %s in %s", (prompt, phrase, language) => {
    expect(phraseToTranslate(prompt)).toBe(phrase);
    expect(targetLanguageOf(prompt)).toBe(language);
  });

  it("a source language only when named; no phrase from a question that asks no translation", () => {
    expect(sourceLanguageOf("Translate hola amigo from Spanish to English")).toBe("Spanish");
    expect(sourceLanguageOf("Translate hello to Spanish")).toBeUndefined();
    expect(phraseToTranslate("What is the weather in Paris?")).toBeUndefined();
    expect(targetLanguageOf("What is the weather in Paris?")).toBeUndefined();
  });
});

describe("an email's body", () => {
  it("greets the address's owner and says what the ask is about, tells, asks or is for", () => {
    expect(emailBodyOf("Email bob@example.com about moving the meeting to Thursday", "Bob")).toBe("Hi Bob,\n\nCould we move the meeting to Thursday? Let me know if that works for you.\n\nBest regards");
    expect(emailBodyOf("Email the team about the offsite", undefined)).toBe("Hi,\n\nI wanted to reach out about the offsite. Let me know if you have any questions.\n\nBest regards");
    expect(emailBodyOf("Send an email to alice@corp.io asking her to send the slides", "Alice")).toBe("Hi Alice,\n\nCould you please send the slides? Thank you!\n\nBest regards");
    expect(emailBodyOf("Write an email to bob@example.com to cancel my subscription", "Bob")).toContain("I'm writing to cancel my subscription.");
    expect(emailBodyOf("Email bob@example.com", "Bob")).toBeUndefined();
  });

  it("a person's mailbox gives a first name, a role's none", () => {
    expect(nameOfAddress("jane.doe@acme.io")).toBe("Jane");
    expect(nameOfAddress("support@acme.io")).toBeUndefined();
    expect(nameOfAddress("j2@acme.io")).toBeUndefined();
  });
});

describe("handles, channels, web addresses, rooms", () => {
  it.each([
    ["Show me the user profile for jane_doe", "jane_doe"],
    ["Follow @sam_k on the app", "sam_k"],
    ["Delete user jsmith", "jsmith"],
    ["Publish the post with slug hello-world", "hello-world"],
    ["Ban player42 from the server", "player42"],
  ])("%s → %s", (prompt, handle) => {
    expect(writtenHandleOf(prompt)).toBe(handle);
  });

  it("no handle in a message that writes none: plain words, times, versions, files, addresses", () => {
    for (const prompt of ["Create a new account for me", "Meet at 10am", "Release v2 today", "Open notes.txt", "Email bob@example.com", "Get the user with the most followers"]) expect(writtenHandleOf(prompt), prompt).toBeUndefined();
  });

  it("a channel is a '#' and a word, not an issue's number; a web address gets its scheme", () => {
    expect(channelOf("Post in #general that we ship today")).toBe("#general");
    expect(channelOf("Close issue #42")).toBeUndefined();
    expect(webAddressOf("Summarize the article at https://example.com/news/ai.")).toBe("https://example.com/news/ai");
    expect(webAddressOf("Open example.org/docs please")).toBe("https://example.org/docs");
    expect(webAddressOf("Delete report.pdf")).toBeUndefined();
  });

  it("a room of a home, the longest named; a home device tool by its name", () => {
    expect(roomIn("Turn off the living room lights")).toBe("living room");
    expect(roomIn("Is the Kitchen light on?")).toBe("kitchen");
    expect(roomIn("What's the weather in Paris?")).toBeUndefined();
    expect(isHomeDeviceTool(["set", "lights"])).toBe(true);
    expect(isHomeDeviceTool(["get", "weather"])).toBe(false);
  });
});

describe("the value of an examples' kind the message names", () => {
  const mentions = (text: string) => (phrase: string) => new RegExp(`\\b${phrase}\\b`).test(text.toLowerCase());
  it("an example named wins, then a member of the examples' kind, else none", () => {
    expect(exampleFromMessage(["Taurus", "Aquarius"], mentions("I am an Aquarius."))).toBe("Aquarius");
    expect(exampleFromMessage(["Aries"], mentions("I'm a Gemini"))).toBe("Gemini");
    expect(exampleFromMessage(["Earth", "Venus"], mentions("Tell me about Mars"))).toBe("Mars");
    expect(exampleFromMessage(["Taurus", "Aquarius"], mentions("What is my horoscope?"))).toBeUndefined();
    expect(exampleFromMessage(["warrior", "mage"], mentions("Tell me about Mars"))).toBeUndefined();
  });
});

describe("a setting's value and a quoted phrase", () => {
  it("a setting named by the field is set to what follows 'to'", () => {
    expect(settingValueOf("Set my status to In a meeting", ["status", "text"])).toBe("In a meeting");
    expect(settingValueOf("Change the theme color to dark blue", ["color"])).toBe("dark blue");
    expect(settingValueOf("Change the theme color to dark blue", ["font"])).toBeUndefined();
    expect(settingValueOf("Send the report to Alice", ["report"])).toBeUndefined();
    expect(settingValueOf("Set a reminder to call mom", ["reminder"])).toBeUndefined();
  });

  it("the phrase in quotes, none without quotes", () => {
    expect(quotedTextOf("Check the spelling of 'recieve'")).toBe("recieve");
    expect(quotedTextOf("Count the words in \"the quick brown fox\"")).toBe("the quick brown fox");
    expect(quotedTextOf("Check my spelling")).toBeUndefined();
  });
});

describe("what money went on", () => {
  it.each([
    ["Log an expense of $45 for lunch with a client", "Lunch with a client"],
    ["I spent 30 dollars on groceries.", "Groceries"],
    ["Log an expense for lunch", undefined],
  ])("%s → %s", (text, spent) => {
    expect(spentOnOf(text)).toBe(spent);
  });
});
