/**
 * A forecast's temperatures as a model writes them: one city's and season's, each high above its
 * low, the day's temperature between them, and every °F the same temperature as its °C.
 */
import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { withForecastTemperatures } from "./forecast-temperatures.ts";
import { withWeatherConditions } from "./weather-documents.ts";

const PATH = "/client/v2/ai/chat/completions";
const DAY = { type: "object", properties: { day: { type: "string" }, high: { type: "number" }, low: { type: "number" }, temp_c: { type: "number" }, temp_f: { type: "number" }, condition: { type: "string" } }, required: ["day", "high", "low", "temp_c", "temp_f", "condition"] };
const FORECAST = { type: "object", properties: { city: { type: "string" }, days: { type: "array", items: DAY } }, required: ["city", "days"] };
type Day = { high: number; low: number; temp_c: number; temp_f: number; condition: string };

async function forecast(prompt: string): Promise<{ city: string; days: Day[] }> {
  const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "forecast", schema: FORECAST } } } });
  expect(result.status).toBe(200);
  return JSON.parse(result.body.choices[0].message.content);
}

describe("a forecast's temperatures", () => {
  it("are Paris's in July: highs in the mid-20s, lows below them, °F = °C × 9/5 + 32, conditions that fit", async () => {
    const { days } = await forecast("Give me a 3-day forecast for Paris in July");
    expect(days.length).toBeGreaterThan(0);
    for (const day of days) {
      expect(day.high).toBeGreaterThanOrEqual(21);
      expect(day.high).toBeLessThanOrEqual(29);
      expect(day.low).toBeLessThan(day.high);
      expect(day.temp_c).toBeGreaterThanOrEqual(day.low);
      expect(day.temp_c).toBeLessThanOrEqual(day.high);
      expect(Math.abs(day.temp_f - (day.temp_c * 9) / 5 - 32)).toBeLessThan(0.06);
      expect(day.condition).not.toMatch(/snow|frost|sleet/i);
    }
  });

  it("follow the city and the season: Dubai's August is hot, Moscow's January freezing, Sydney's July is winter", async () => {
    for (const day of (await forecast("Forecast for Dubai in August")).days) expect(day.high).toBeGreaterThanOrEqual(36);
    for (const day of (await forecast("What's the weather forecast for Moscow in January?")).days) expect(day.high).toBeLessThanOrEqual(0);
    for (const day of (await forecast("Weather forecast for Sydney in July")).days) expect(day.high).toBeLessThanOrEqual(21);
  });

  it("keep an integer field whole, write °F where the document's unit says so, and leave a prompt that is no weather alone", () => {
    const check = () => true;
    const written = withForecastTemperatures({ city: "London", unit: "F", high: 5, low: 900 }, "London weather in July", check) as { high: number; low: number };
    expect(Number.isInteger(written.high)).toBe(true);
    expect(written.high).toBeGreaterThanOrEqual(68);
    expect(written.high).toBeLessThanOrEqual(80);
    expect(written.low).toBeLessThan(written.high);
    const settings = { model: "gpt-4o", temperature: 0.7, max: 400 };
    expect(withForecastTemperatures(settings, "Write the settings for my chatbot", check)).toBe(settings);
    const sales = { months: [{ month: "March", high: 1200, low: 800 }] };
    expect(withForecastTemperatures(sales, "Give me a sales forecast for Paris for next quarter", check)).toBe(sales);
    // What the schema refuses stays as it was.
    const refused = { city: "Paris", temperature: 3.5, conditions: "Sunny" };
    expect(withForecastTemperatures(refused, "Weather in Paris in July", () => false)).toBe(refused);
  });

  it("in °F get a condition of that temperature: 28 °F in Chicago is a freezing day, not a hot and humid one", () => {
    const cold = ["Light snow", "Clear and frosty", "Overcast", "Snow showers", "Freezing fog"];
    for (const prompt of ["Weather in Chicago in January", "Chicago weather today", "What's the weather like in Chicago?", "Chicago forecast", "Is it snowing in Chicago?"]) {
      const inUnit = withWeatherConditions({ city: "Chicago", temperature: 28, unit: "F", conditions: "Mk7ZW" }, prompt, () => true) as { conditions: string };
      expect(cold, prompt).toContain(inUnit.conditions);
      const inKey = withWeatherConditions({ city: "Chicago", temp_f: 28, conditions: "Mk7ZW" }, prompt, () => true) as { conditions: string };
      expect(cold, prompt).toContain(inKey.conditions);
    }
  });
});
