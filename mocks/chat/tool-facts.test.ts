import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { toolFacts } from "./tool-facts.ts";

const PATH = "/client/v2/ai/chat/completions";
const call = { id: "call_1", type: "function", function: { name: "get_weather", arguments: '{"city":"Paris"}' } };
const afterWeather = (result: string) => [
  { role: "user", content: "What's the weather in Paris?" },
  { role: "assistant", content: null, tool_calls: [call] },
  { role: "tool", tool_call_id: "call_1", content: result },
];
const format = (properties: Record<string, unknown>) => ({
  type: "json_schema",
  json_schema: { name: "weather_report", strict: true, schema: { type: "object", properties, required: Object.keys(properties), additionalProperties: false } },
});

describe("a structured answer after tool results is filled from them (an agent's output schema)", () => {
  it("takes each field the results hold, and a summary of what they say", async () => {
    const result = await testMock().call("POST", PATH, {
      body: {
        model: "gpt-4o-mini",
        messages: afterWeather('{"city":"Paris","temperature":14,"conditions":"rain"}'),
        response_format: format({ city: { type: "string" }, temperature: { type: "number" }, conditions: { type: "string" }, summary: { type: "string" } }),
      },
    });
    const document = JSON.parse(result.body.choices[0].message.content);
    expect(document).toMatchObject({ city: "Paris", temperature: 14, conditions: "rain" });
    expect(document.summary).toMatch(/Paris.*14/);
  });

  it("keeps the schema's word over a result that does not fit it", async () => {
    const result = await testMock().call("POST", PATH, {
      body: {
        model: "gpt-4o-mini",
        messages: afterWeather('{"temperature":14.5,"conditions":"rain"}'),
        response_format: format({ temperature: { type: "integer", minimum: -50, maximum: 50 }, conditions: { type: "string", enum: ["sunny", "cloudy", "rainy"] } }),
      },
    });
    const document = JSON.parse(result.body.choices[0].message.content);
    expect(Number.isInteger(document.temperature)).toBe(true);
    expect(["sunny", "cloudy", "rainy"]).toContain(document.conditions);
  });

  it("reads keys however they are written, and nothing from a result that is not JSON", () => {
    const facts = toolFacts(afterWeather('{"Temperature_C": 14, "wind": {"speed-kmh": 20}}') as never)!;
    expect(facts.values.get("temperaturec")).toBe(14);
    expect(facts.values.get("speedkmh")).toBe(20);
    expect(toolFacts(afterWeather("It is sunny in Paris") as never)!.values.size).toBe(0);
    expect(toolFacts([{ role: "user", content: "hi" }] as never)).toBeUndefined();
  });
});
