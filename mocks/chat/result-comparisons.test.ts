/**
 * After several calls of one tool, a question that compares their results is answered first
 * ("Which is higher, Apple or Microsoft?"), then each result; a translation tool's result is
 * said as the translation of the text asked.
 */
import { describe, expect, it } from "vitest";
import type { components } from "../../generated/api.d.ts";
import { replyFromToolResults } from "./tool-results-reply.ts";

type Message = components["schemas"]["ChatMessage"];

/** The user's `question`, then one call per step of `name` with its arguments, and their results. */
function answered(question: string, name: string, ...steps: [args: object, result: unknown][]): string {
  const calls = steps.map(([args], i) => ({ id: `call_${i}`, type: "function" as const, function: { name, arguments: JSON.stringify(args) } }));
  const messages: Message[] = [
    { role: "user", content: question },
    { role: "assistant", content: null, tool_calls: calls },
    ...steps.map(([, result], i): Message => ({ role: "tool", tool_call_id: `call_${i}`, content: typeof result === "string" ? result : JSON.stringify(result) })),
  ];
  return replyFromToolResults(messages);
}

describe("results compared as the question asks", () => {
  const quotes = (question: string) => answered(question, "get_stock_price", [{ ticker: "AAPL" }, { ticker: "AAPL", price: 227.48, currency: "USD" }], [{ ticker: "MSFT" }, { ticker: "MSFT", price: 415.1, currency: "USD" }]);

  it("says which stock is higher or lower, by the companies' names, before each quote", () => {
    expect(quotes("Which is higher right now, Apple or Microsoft stock?")).toBe("Microsoft is higher: $415.10 against $227.48 for Apple. Apple (AAPL) is trading at $227.48. Microsoft (MSFT) is trading at $415.10.");
    expect(quotes("Which one is cheaper?")).toMatch(/^Apple is cheaper: \$227\.48 against \$415\.10 for Microsoft\. /);
  });

  it("says which place is warmer or colder, in the results' unit", () => {
    const weather = (question: string) => answered(question, "get_weather", [{ city: "Paris" }, { city: "Paris", temperature: 12, unit: "celsius", conditions: "Cloudy" }], [{ city: "Madrid" }, { city: "Madrid", temperature: 19, unit: "celsius", conditions: "Sunny" }]);
    expect(weather("Is it warmer in Paris or Madrid right now?")).toMatch(/^Madrid is warmer: 19°C against 12°C in Paris\. In Paris, /);
    expect(weather("Where is it colder today?")).toMatch(/^Paris is colder: 12°C against 19°C in Madrid\. /);
  });

  it("names the highest of three, and any number the results share for 'higher'", () => {
    const populations = answered("Which city has the higher population?", "get_city_info", [{ city: "Lyon" }, { city: "Lyon", population: 522_000 }], [{ city: "Nice" }, { city: "Nice", population: 342_000 }], [{ city: "Paris" }, { city: "Paris", population: 2_100_000 }]);
    expect(populations).toMatch(/^Paris has the highest population, at 2,100,000\. /);
    const two = answered("Which has the bigger population, Lyon or Nice?", "get_city_info", [{ city: "Lyon" }, { city: "Lyon", population: 522_000 }], [{ city: "Nice" }, { city: "Nice", population: 342_000 }]);
    expect(two).toMatch(/^Lyon has the higher population: 522,000 against 342,000 in Nice\. /);
  });

  it("compares nothing when the question asks no comparison, or the results are acknowledgements", () => {
    expect(quotes("What are Apple and Microsoft trading at?")).toBe("Apple (AAPL) is trading at $227.48. Microsoft (MSFT) is trading at $415.10.");
    const lowered = answered("Lower the thermostat in the kitchen and the bedroom", "set_thermostat", [{ room: "kitchen", temperature: 19 }, { status: "ok" }], [{ room: "bedroom", temperature: 19 }, { status: "ok" }]);
    expect(lowered).not.toMatch(/lower:|is lower/);
  });
});

describe("a translation tool's result", () => {
  it.each([
    [{ text: "good morning", target_language: "Japanese" }, { translation: "おはようございます" }, `"good morning" in Japanese is "おはようございます".`],
    [{ text: "Where is the station?", target: "de" }, { translatedText: "Wo ist der Bahnhof?" }, `"Where is the station?" in German is "Wo ist der Bahnhof?".`],
    [{ q: "thank you", to: "es" }, "gracias", `"thank you" in Spanish is "gracias".`],
  ])("%j → %s", (args, result, expected) => {
    expect(answered("Translate it", "translate_text", [args, result])).toBe(expected);
  });

  it("still reports a failed translation as a failure", () => {
    expect(answered("Translate 'hi' to Klingon", "translate", [{ text: "hi", target_language: "Klingon" }, { error: "unsupported language" }])).toBe("The translate call failed: unsupported language.");
  });
});
