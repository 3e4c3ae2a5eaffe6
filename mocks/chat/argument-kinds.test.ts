import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { manualClock } from "../state/clock.ts";
import { ConversationReading } from "./conversation-reading.ts";
import { synonymValue } from "./enum-synonyms.ts";
import { TURNING, switchStateOf, switchedIn } from "./switch-states.ts";
import { countWordsIn } from "./written-numbers.ts";

const PATH = "/client/v2/ai/chat/completions";
/** The mock's clock in these specs: Thursday 12 March 2026, 19:13 UTC. */
const NOW = Date.UTC(2026, 2, 12, 19, 13);

type Properties = Record<string, Record<string, unknown>>;
const object = (properties: Properties, required: string[] = Object.keys(properties)) => ({ type: "object", properties, required, additionalProperties: false });
const fn = (name: string, description: string, properties: Properties, required: string[] = Object.keys(properties), strict = false) => ({
  type: "function",
  function: { name, description, parameters: object(properties, required), ...(strict ? { strict } : {}) },
});

/** The arguments of the first call for `content` with `tool_choice` auto (the call must be made). */
async function argumentsFor(content: string, tool: ReturnType<typeof fn>) {
  const mock = testMock({}, manualClock(NOW));
  const result = await mock.call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content }], tools: [tool], tool_choice: "auto" } });
  const calls = result.body.choices[0].message.tool_calls;
  expect(calls, content).toHaveLength(1);
  return JSON.parse(calls[0].function.arguments);
}

describe("numbers a tool call reads from the message", () => {
  const bookTable = fn("book_table", "Book a table at a restaurant", { party_size: { type: "integer" }, time: { type: "string", format: "date-time" } });

  it("counts number words from the one table of them: 'for two', 'a couple of', 'a dozen'", async () => {
    expect(await argumentsFor("Book a table for two at 8pm tomorrow", bookTable)).toEqual({ party_size: 2, time: "2026-03-13T20:00:00Z" });
    expect((await argumentsFor("Book a table for a couple of people at 8pm", bookTable)).party_size).toBe(2);
    expect((await argumentsFor("Book a table for a dozen people tomorrow at 7pm", bookTable)).party_size).toBe(12);
  });

  it("reads number words in their place among the digits, and leaves 'one' and 'a' alone", () => {
    expect(countWordsIn("a dozen eggs and two loaves").map((count) => count.value)).toEqual([12, 2]);
    expect(countWordsIn("one of the best: a table")).toEqual([]);
    expect(new ConversationReading("Add 3 apples and a dozen eggs, then two pears", []).numbers).toEqual([3, 12, 2]);
  });

  it("takes a temperature written in Fahrenheit, and its unit from how hot it is", async () => {
    const thermostat = fn("set_thermostat", "Set the thermostat temperature", { temperature: { type: "number" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } }, ["temperature"]);
    expect(await argumentsFor("Set the thermostat to 72 degrees", thermostat)).toEqual({ temperature: 72, unit: "fahrenheit" });
    expect(await argumentsFor("Set the thermostat to 21 degrees", thermostat)).toEqual({ temperature: 21, unit: "celsius" });
    // No temperature and no place: the optional unit is left out.
    expect(await argumentsFor("Set the thermostat temperature a bit warmer", thermostat)).not.toHaveProperty("unit");
  });
});

describe("optional arguments the message gives nothing for", () => {
  it("leaves out an optional enum, boolean or song, and keeps the required ones", async () => {
    const listOrders = fn("list_orders", "List the user's orders", { limit: { type: "integer" }, status: { type: "string", enum: ["pending", "shipped", "delivered"] } }, []);
    expect(await argumentsFor("Show me my last 5 orders", listOrders)).toEqual({ limit: 5 });
    const playMusic = fn("play_music", "Play music", { genre: { type: "string" }, song: { type: "string" } }, []);
    expect(await argumentsFor("Play some jazz", playMusic)).toEqual({ genre: "jazz" });
    const deleteFile = fn("delete_file", "Delete a file", { path: { type: "string" }, confirm: { type: "boolean" } }, ["path"]);
    expect(await argumentsFor("Delete the file notes.txt", deleteFile)).toEqual({ path: "notes.txt" });
    const generateImage = fn("generate_image", "Generate an image", { prompt: { type: "string" }, size: { type: "string", enum: ["256x256", "512x512", "1024x1024"] } }, ["prompt"]);
    const image = await argumentsFor("Generate an image of a sunset over the ocean", generateImage);
    expect(Object.keys(image)).toEqual(["prompt"]);
    // Named, an optional enum is written.
    expect((await argumentsFor("Show me my shipped orders", listOrders)).status).toBe("shipped");
  });

  it("writes null for a strict tool's nullable enum the message names none of, or the enum's first value when the enum has no null", async () => {
    const options = (sortBy: Record<string, unknown>) =>
      fn(
        "search_knowledge_base",
        "Query a knowledge base to retrieve relevant info on a topic.",
        { query: { type: "string" }, options: object({ num_results: { type: "number" }, domain_filter: { type: ["string", "null"] }, sort_by: sortBy }) },
        ["query", "options"],
        true,
      );
    const values = ["relevance", "date", "popularity", "alphabetical"];
    const prompt = "Can you find information about ChatGPT in the AI knowledge base?";
    const zodNullable = await argumentsFor(prompt, options({ anyOf: [{ type: "string", enum: values }, { type: "null" }] }));
    expect(zodNullable.options).toEqual({ num_results: 5, domain_filter: null, sort_by: null });
    // The OpenAI guide's schema: null would break its enum, so the default a model writes.
    const guide = await argumentsFor(prompt, options({ type: ["string", "null"], enum: values }));
    expect(guide.options).toEqual({ num_results: 5, domain_filter: null, sort_by: "relevance" });
    expect((await argumentsFor("Can you find the newest information about ChatGPT in the AI knowledge base, sorted by date?", options({ type: ["string", "null"], enum: values }))).options.sort_by).toBe("date");
  });
});

describe("yes/no arguments read from the message", () => {
  const setLights = fn("set_lights", "Turn the lights on or off", { room: { type: "string" }, on: { type: "boolean" } });

  it("switches on and off, mutes and unmutes, marks done", async () => {
    expect((await argumentsFor("Turn off the living room lights", setLights)).on).toBe(false);
    expect((await argumentsFor("Turn on the kitchen lights", setLights)).on).toBe(true);
    expect((await argumentsFor("Turn the kitchen lights on", setLights)).on).toBe(true);
    const updateTask = fn("update_task", "Update a task", { id: { type: "integer" }, completed: { type: "boolean" } });
    expect(await argumentsFor("Mark task 12 as done", updateTask)).toEqual({ id: 12, completed: true });
    const setMute = fn("set_mute", "Mute or unmute the TV", { muted: { type: "boolean" } });
    expect(await argumentsFor("Unmute the TV", setMute)).toEqual({ muted: false });
  });

  it("reads each switch by the field's meaning, the opposite field the other way", () => {
    expect(switchStateOf("enabled", "please disable notifications")).toBe(false);
    expect(switchStateOf("enabled", "enable dark mode")).toBe(true);
    expect(switchStateOf("hidden", "show the sidebar")).toBe(false);
    expect(switchStateOf("muted", "mute the tv")).toBe(true);
    expect(switchStateOf("locked", "unlock the front door")).toBe(false);
    expect(switchStateOf("locked", "lock the front door")).toBe(true);
    expect(switchStateOf("isopen", "close the garage door")).toBe(false);
    expect(switchStateOf("completed", "mark task 3 as not done")).toBe(false);
    // A required yes/no the message says nothing of, or a field that is no switch: not read.
    expect(switchStateOf("on", "what are the lights like?")).toBeUndefined();
    expect(switchStateOf("confirm", "turn off the lights")).toBeUndefined();
  });

  it("reads every word of turning a switch on or off the same way by meaning (`on`) and by name (`porch_light`)", () => {
    for (const [words, state] of [[TURNING.on, true], [TURNING.off, false]] as const) {
      for (const word of words) {
        const asked = `please ${word} the porch light`;
        expect([word, switchStateOf("on", asked), switchStateOf("disabled", asked), switchedIn(asked, ["porch", "light"])]).toEqual([word, state, !state, state]);
      }
    }
    // Words of both lists the two readers once read apart: "enabled" by name only, "shut down" by meaning only.
    expect(switchStateOf("enabled", "keep the porch light enabled")).toBe(true);
    expect(switchedIn("shut down the porch light", ["porch", "light"])).toBe(false);
  });
});

describe("enum values named by another word", () => {
  const weather = fn("get_current_weather", "Get the current weather", { location: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } }, ["location"]);

  it("takes the unit the message names, as written or as a degree sign, over its place's", async () => {
    expect(await argumentsFor("What's the weather in Paris in Celsius?", weather)).toEqual({ location: "Paris", unit: "celsius" });
    expect(await argumentsFor("What's the weather in Chicago in °C?", weather)).toEqual({ location: "Chicago", unit: "celsius" });
    const fan = fn("set_fan", "Set the fan speed", { speed: { type: "string", enum: ["low", "medium", "high"] } });
    expect(await argumentsFor("Set the fan to high", fan)).toEqual({ speed: "high" });
    expect(await argumentsFor("Set the fan to max", fan)).toEqual({ speed: "high" });
  });

  it("maps synonyms only to values the table knows", () => {
    const mentions = (text: string) => (phrase: string) => new ConversationReading(text, []).mentions(phrase);
    expect(synonymValue(["low", "medium", "high"], mentions("run it slow"), "run it slow")).toBe("low");
    expect(synonymValue(["celsius", "fahrenheit"], mentions("it is 21°c"), "it is 21°c")).toBe("celsius");
    expect(synonymValue(["red", "green"], mentions("make it fast"), "make it fast")).toBeUndefined();
  });
});

describe("a story asked for in a structured output", () => {
  it("writes the story and a title after its hero, not the prompt's words", async () => {
    const mock = testMock({}, manualClock(NOW));
    const schema = object({ title: { type: "string" }, story: { type: "string" } });
    const result = await mock.call("POST", PATH, {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "Write a short story about a cat named Luna" }], response_format: { type: "json_schema", json_schema: { name: "story", strict: true, schema } } },
    });
    const { title, story } = JSON.parse(result.body.choices[0].message.content);
    expect(title).toMatch(/^Luna's \p{Lu}/u);
    expect(story).toContain("cat named Luna");
    expect(story.split(/(?<=\.)\s+/).length).toBeGreaterThanOrEqual(3);
  });
});
