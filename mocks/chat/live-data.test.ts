import { describe, expect, it } from "vitest";
import { liveDataReply } from "./live-data.ts";

describe("live data asked for with no tool to look it up", () => {
  it("says it cannot see live data, names what and where to look, and makes up no forecast", () => {
    expect(liveDataReply("What is the weather in San Francisco?")).toBe(
      "I don't have access to real-time data, so I can't check the current weather in San Francisco. A weather app or your local forecast service will have the latest conditions.",
    );
    expect(liveDataReply("What's the weather like today?")).toMatch(/^I don't have access to real-time data, so I can't check the current weather\. /);
    expect(liveDataReply("What's the price of bitcoin right now?")).toMatch(/live prices or exchange rates/);
    expect(liveDataReply("What is the latest news about the election?")).toMatch(/today's news/);
  });

  it("leaves typical, past, other worlds' and physical values, APIs and jokes to the other replies", () => {
    for (const prompt of [
      "What is the weather like on Mars?",
      "What is the average temperature in Paris in winter?",
      "What's the weather like in London in July?",
      "What's the boiling temperature of water?",
      "What temperature is considered a fever?",
      "What was the stock price of Apple in 2010?",
      "What's the exchange rate formula?",
      "What is the weather API endpoint in OpenWeatherMap?",
      "Tell me a joke about the weather",
    ]) {
      expect(liveDataReply(prompt), prompt).toBeUndefined();
    }
    expect(liveDataReply("What's the temperature in Oslo right now?")).toMatch(/current weather in Oslo\./);
  });

  it("says it cannot see a clock, and names a known city's time zone and offset", () => {
    expect(liveDataReply("What's the time in Tokyo?")).toBe(
      "I don't have access to real-time data, so I can't check the current time in Tokyo. Tokyo is on Japan Standard Time (JST, UTC+9). Your device's clock or a world clock site will show the exact time.",
    );
    expect(liveDataReply("What time is it in New York?")).toMatch(/^I don't have access to real-time data, so I can't check the current time in New York\. New York is on Eastern Time \(ET\): UTC−5/);
    // As people type into a chat box: all lower case, no question mark.
    expect(liveDataReply("what time is it in tokyo")).toBe(
      "I don't have access to real-time data, so I can't check the current time in Tokyo. Tokyo is on Japan Standard Time (JST, UTC+9). Your device's clock or a world clock site will show the exact time.",
    );
    expect(liveDataReply("whats the weather in new york today")).toMatch(/can't check the current weather in New York\. /);
    expect(liveDataReply("What’s the time in Paris?")).toMatch(/Paris is on Central European Time/); // a phone's curly apostrophe
    expect(liveDataReply("what's the weather in new york today?")).toMatch(/can't check the current weather in New York\. /);
    expect(liveDataReply("what time is it in general?")).toMatch(/can't check the current time\. Your device's clock/);
    expect(liveDataReply("What time is it?")).toMatch(/^I don't have access to real-time data, so I can't check the current time\. Your device's clock/);
    expect(liveDataReply("What time is it in Timbuktu?")).toMatch(/can't check the current time in Timbuktu\. Your device's clock/);
    expect(liveDataReply("What's today's date?")).toBe("I don't have access to real-time data, so I can't check today's date. Your device's clock or calendar will show it.");
    expect(liveDataReply("What day is it today?")).toMatch(/can't check today's date/);
    for (const prompt of ["What is the time complexity of quicksort?", "What time is it best to post on Instagram?", "What is the date format in ISO 8601?", "What time is it in Tokyo when it's 9am in London?"]) {
      expect(liveDataReply(prompt), prompt).toBeUndefined();
    }
  });

  it("leaves instructions and other questions to the other replies", () => {
    expect(liveDataReply("Write a poem about the weather in spring")).toBeUndefined();
    expect(liveDataReply("What is the capital of France?")).toBeUndefined();
    expect(liveDataReply("How does a weather balloon work?")).toBeUndefined();
    expect(liveDataReply("What is a weather front?")).toBeUndefined();
  });
});
