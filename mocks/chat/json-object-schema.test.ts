import { describe, expect, it } from "vitest";
import { jsonObjectSchema, type InstructionMessage } from "./json-object-schema.ts";

/** The schema read from a system message and a user message. */
const read = (system: string, user = "Go.") => jsonObjectSchema([{ role: "system", content: system }, { role: "user", content: user }]) as any;
/** The keys of the schema read, in order. */
const keysOf = (system: string, user?: string) => (read(system, user)?.required as string[] | undefined) ?? [];
const STRING = { type: "string", minLength: 1 };
const AGE = { type: "integer", minimum: 0, maximum: 120 };
const STRINGS = { type: "array", items: STRING, minItems: 1 };

describe("jsonObjectSchema: the keys a json_object request's messages ask for", () => {
  it("reads 'with keys name and age' into a closed object schema, every key required, in order", () => {
    expect(read("Reply in JSON with keys name and age", "John is 30 years old")).toEqual({
      type: "object",
      properties: { name: STRING, age: AGE },
      required: ["name", "age"],
      additionalProperties: false,
    });
  });

  it.each([
    ["Return a JSON object with the keys `title`, `summary` and `tags`.", ["title", "summary", "tags"]],
    ["Extract fields: name, email, age", ["name", "email", "age"]],
    ["Answer with a JSON object containing 'name' and 'age'.", ["name", "age"]],
    ["Answer containing \u201cname\u201d and \u201cage\u201d only.", ["name", "age"]],
    ["Respond as a JSON object with name, age and city. Be brief.", ["name", "age", "city"]],
    ["Respond with a JSON object with two fields: first_name and lastName", ["first_name", "lastName"]],
    ["Use JSON. The keys are user_id, is_active, & created_at.", ["user_id", "is_active", "created_at"]],
    ["Output JSON whose properties are name (string), age (integer) and score (number)", ["name", "age", "score"]],
    ["Return JSON with these fields:\n- name: the person's name\n- age (integer): their age\n* city\n1. is_student: whether they study", ["name", "age", "city", "is_student"]],
  ])("reads the keys listed in %j", (system, keys) => {
    expect(keysOf(system)).toEqual(keys);
  });

  it("stops a list at the end of its sentence and at a word that is no key", () => {
    expect(keysOf("Give a JSON object with name and age. The city is optional, fields matter.")).toEqual(["name", "age"]);
    expect(keysOf("Return a JSON object with an explanation of the result")).toEqual(["explanation"]);
    expect(keysOf("Give JSON with keys name and age only, in English")).toEqual(["name", "age"]);
  });

  it("reads the keys of a JSON example, and the type each example value shows", () => {
    expect(read('Output format: {"name": "...", "age": 0}')).toEqual({
      type: "object",
      properties: { name: STRING, age: AGE },
      required: ["name", "age"],
      additionalProperties: false,
    });
    const schema = read('Format:\n```json\n{"person": {"first_name": "Ann"}, "hobbies": ["chess"], "rating": 4.5, "id": 7, "ok": true, "mood": "happy|sad", "notes": null}\n```');
    expect(schema.required).toEqual(["person", "hobbies", "rating", "id", "ok", "mood", "notes"]);
    expect(schema.properties).toEqual({
      person: { type: "object", properties: { first_name: STRING }, required: ["first_name"], additionalProperties: false },
      hobbies: STRINGS,
      rating: { type: "number", minimum: 0, maximum: 10 },
      id: { type: "integer" },
      ok: { type: "boolean" },
      mood: { type: "string", enum: ["happy", "sad"] },
      notes: STRINGS,
    });
  });

  it("reads a TypeScript-like example: bare keys, alternatives as an enum, type names as types, comments", () => {
    const schema = read('Respond with { sentiment: "positive" | "negative" | "neutral", score: number, // 0 to 1\n  labels?: string[], steps: [{"text": "", "minutes": 5}], }');
    expect(schema.required).toEqual(["sentiment", "score", "labels", "steps"]);
    expect(schema.properties.sentiment).toEqual({ type: "string", enum: ["positive", "negative", "neutral"] });
    expect(schema.properties.score).toEqual({ type: "number", minimum: 0, maximum: 1 });
    expect(schema.properties.labels).toEqual(STRINGS);
    expect(schema.properties.steps.items.properties.minutes).toEqual({ type: "integer", minimum: 0, maximum: 1e6 });
  });

  it("types a key by its name when nothing else says: numbers of a kind, yes-or-no, lists, strings", () => {
    // Two messages: one list holds at most 12 keys.
    const typesOf = (list: string) =>
      Object.entries(read(`Give JSON with keys ${list}`).properties as Record<string, { type: string; items?: { type: string } }>).map(([key, value]) => [key, value.items ? `${value.type} of ${value.items.type}` : value.type]);
    const types = Object.fromEntries([...typesOf("age, year, total_price, num_guests, score, is_active, notifications_enabled, tags"), ...typesOf("steps, names, status, address, analysis, phone_number, city")]);
    expect(types).toEqual({
      age: "integer",
      year: "integer",
      total_price: "number",
      num_guests: "integer",
      score: "number",
      is_active: "boolean",
      notifications_enabled: "boolean",
      tags: "array of string",
      steps: "array of string",
      names: "array of string",
      status: "string",
      address: "string",
      analysis: "string",
      phone_number: "string",
      city: "string",
    });
    expect(read("JSON with keys total_price").properties.total_price).toEqual({ type: "number", minimum: 0, maximum: 1e9 });
    // A unit after "in" (LangChain's extraction tutorial asks for `height_in_meters`) is a measure, not a list.
    expect(read("Answer in JSON with keys height_in_meters, distance_in_miles").properties).toEqual({ height_in_meters: { type: "number" }, distance_in_miles: { type: "number" } });
  });

  it("is undefined when the messages name no keys and ask for no shape", () => {
    expect(read("Respond in JSON.", "Why is the sky blue?")).toBeUndefined();
    expect(read("You are a helpful assistant. Always answer with a JSON object.", "Return the person's name and age as JSON: John is 30")).toBeUndefined();
    expect(jsonObjectSchema([])).toBeUndefined();
    expect(read("Return the answer as JSON with care and precision.")).toBeUndefined();
    expect(jsonObjectSchema([{ role: "user", content: null }])).toBeUndefined();
  });

  it("reads content parts and developer messages, and not the assistant's messages", () => {
    const messages: InstructionMessage[] = [
      { role: "assistant", content: "Sure, with keys wrong and keys." },
      { role: "developer", content: [{ text: "Answer as JSON" }, { text: "with keys city and country." }] },
      { role: "user", content: [{ text: "Paris" }] },
    ];
    expect((jsonObjectSchema(messages) as any).required).toEqual(["city", "country"]);
  });

  it("takes the instructions' example before their prose, and a user's prose before a user's JSON data", () => {
    expect(keysOf('Use the keys a_b and c_d, e.g. {"title": "", "body": ""}')).toEqual(["title", "body"]);
    expect(keysOf("Answer in JSON.", 'Give me the fields name and age from {"id": 7, "full_name": "John Smith"}')).toEqual(["name", "age"]);
    expect(keysOf("Answer in JSON.", 'Read {"id": 7, "full_name": "John Smith"}')).toEqual(["id", "full_name"]);
  });

  it("keeps at most 12 keys and reads only the first 4,000 characters of 100 KB of text", () => {
    const many = Array.from({ length: 40 }, (_, i) => `key_${i}`).join(", ");
    expect(keysOf(`Respond with JSON with keys ${many}.`)).toHaveLength(12);
    expect(keysOf(`${"filler text. ".repeat(8000)}Reply in JSON with keys name and age`)).toEqual([]);
    const braces = `${"{".repeat(50_000)}${'{"a": '.repeat(10_000)}`;
    const started = performance.now();
    expect(read(braces, braces)).toBeUndefined();
    expect(read(`keys ${"x, ".repeat(40_000)}`, `{"a": ${"[".repeat(50_000)}`).required).toEqual(["x"]);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("takes keys like constructor and toString as any other, and leaves __proto__ out", () => {
    for (const schema of [read('{"constructor": "", "__proto__": "", "toString": 0}'), read("with keys constructor, __proto__ and toString")]) {
      expect(schema.required).toEqual(["constructor", "toString"]);
      expect(Object.keys(schema.properties)).toEqual(["constructor", "toString"]);
      expect(Object.getPrototypeOf(schema.properties)).toBe(Object.prototype);
      expect(schema.properties.constructor).toEqual(STRING);
    }
    expect(keysOf("Reply in JSON with keys hasOwnProperty and valueOf")).toEqual(["hasOwnProperty", "valueOf"]);
  });

  describe("a user's message that names no keys but asks for a shape", () => {
    /** The schema read from a user's message alone. */
    const shape = (user: string) => jsonObjectSchema([{ role: "user", content: user }]) as any;

    it("reads 'a list of 5 fruits' as a list, not as a key named list", () => {
      const schema = shape("Return a JSON object with a list of 2 fruits and their colors");
      expect(schema).toEqual({ type: "object", const: { fruits: [{ name: "Apple", color: "red" }, { name: "Banana", color: "yellow" }] } });
      expect(keysOf("Reply in JSON with an array of numbers")).toEqual([]);
    });

    it("shapes a list of things it knows no facts of: as many items as asked, a name and each attribute by its name", () => {
      expect(shape("Give me 3 gadgets with their prices as JSON")).toEqual({
        type: "object",
        properties: {
          gadgets: {
            type: "array",
            items: { type: "object", properties: { name: STRING, price: { type: "number", minimum: 0, maximum: 1_000_000_000 } }, required: ["name", "price"], additionalProperties: false },
            minItems: 3,
            maxItems: 3,
          },
        },
        required: ["gadgets"],
        additionalProperties: false,
      });
      // A song's "mood" is text of no kind the generator writes: random letters, so no list at all.
      expect(shape("Name 3 songs with their moods in JSON")).toBeUndefined();
    });

    it("answers a country's facts as constants under the keys asked", () => {
      expect(shape("Answer in JSON: what is the capital of France and its population?")).toEqual({
        type: "object",
        properties: { capital: { type: "string", const: "Paris" }, population: { type: "integer", const: 2_100_000 } },
        required: ["capital", "population"],
        additionalProperties: false,
      });
    });

    it("answers a quiz with its questions as a constant", () => {
      const schema = shape("Give me 2 quiz questions about the solar system as JSON");
      expect(schema.const.questions.map((question: { answer: string }) => question.answer)).toEqual(["Mercury", "Jupiter"]);
    });

    it("reads the keys of a record to make", () => {
      expect(shape("Output a JSON object describing a user profile").required).toEqual(["id", "username", "name", "email", "age", "location", "bio", "interests"]);
      expect(shape("Generate a fake product as JSON").properties.in_stock).toEqual({ type: "boolean" });
      expect(shape("Create 2 fictional people as JSON").properties.people).toMatchObject({ type: "array", minItems: 2, maxItems: 2, items: { required: ["name", "age", "occupation", "city", "hobbies"] } });
    });

    it("reads 'extract the name and email from:' as the keys name and email", () => {
      expect(shape("extract the name and email from: Jane Doe <jane@acme.io>").required).toEqual(["name", "email"]);
    });

    it("gives keys the messages name the country's facts, where their types are not stated otherwise", () => {
      expect(read("Reply in JSON with keys country, capital and population", "Tell me about Italy").properties).toEqual({
        country: { type: "string", const: "Italy" },
        capital: { type: "string", const: "Rome" },
        population: { type: "integer", const: 58_900_000 },
      });
      // A type the example states stays: an integer `capital` is no place for "Rome".
      expect(read('Reply as {"capital": 1, "population": 0}', "Tell me about Italy").properties.capital).toEqual({ type: "integer" });
    });

    it("fills the keys a user names with the facts of the one known thing described: Mars, France, Dune", () => {
      const facts = (user: string) => Object.fromEntries(Object.entries(jsonObjectSchema([{ role: "user", content: user }])!.properties as Record<string, { const?: unknown }>).map(([key, property]) => [key, property.const]));
      expect(facts("Describe the planet Mars as JSON with name, diameter_km and moons")).toEqual({ name: "Mars", diameter_km: 6779, moons: 2 });
      expect(facts("Describe France as JSON with name, capital and population")).toEqual({ name: "France", capital: "Paris", population: 68_200_000 });
      expect(facts("Tell me about the book Dune as JSON with title, author and year")).toEqual({ title: "Dune", author: "Frank Herbert", year: 1965 });
      expect(facts("Describe the color red as JSON with name, hex and rgb")).toEqual({ name: "Red", hex: "#FF0000", rgb: "rgb(255, 0, 0)" });
      expect(facts("Give me Jupiter in JSON with planetName and numberOfMoons")).toEqual({ planetName: "Jupiter", numberOfMoons: 95 });
      // A key the thing has no fact for is left to the generator; a name alone is no reason to pick a thing.
      expect(facts("Describe Saturn as JSON with name, moons and mood")).toMatchObject({ name: "Saturn", moons: 146, mood: undefined });
      expect(facts("Tell me about Mars as JSON with name and age").name).toBeUndefined();
      // Short names and common words count only beside their kind: "Go" is a verb, "Up" a word.
      expect(facts("Go describe a user as JSON with name, year and creator").year).toBeUndefined();
      expect(facts("Describe the Go programming language as JSON with name, year and creator")).toEqual({ name: "Go", year: 2009, creator: "Robert Griesemer, Rob Pike and Ken Thompson" });
    });

    it("writes the keys it names itself in camelCase when the message writes camelCase", () => {
      expect(shape("Give me 2 planets with their diameters and distance from the sun in JSON using camelCase keys").const).toEqual({
        planets: [
          { name: "Mercury", diameterKm: 4879, distanceFromSunKm: 57_900_000 },
          { name: "Venus", diameterKm: 12_104, distanceFromSunKm: 108_200_000 },
        ],
      });
      expect(shape("Give me 2 gadgets with their release dates; JSON with camelCase keys").properties.gadgets.items.required).toEqual(["name", "releaseDate"]);
      expect(shape("Give me 2 planets with their diameters in JSON").const.planets[0]).toEqual({ name: "Mercury", diameter_km: 4879 });
    });

    it("answers the facts a user's sentence asks, not the words before a fact's name", () => {
      expect(shape("Return JSON with the currency and official language of Japan").properties).toEqual({
        currency: { type: "string", const: "Japanese yen" },
        language: { type: "string", const: "Japanese" },
      });
    });
  });

  it("keeps a confidence named after another key, not a confidence said as a manner", () => {
    expect(keysOf("Classify the sentiment as JSON with sentiment and confidence")).toEqual(["sentiment", "confidence"]);
    expect(read("Reply in JSON with keys language and confidence").properties.confidence).toEqual({ type: "number", minimum: 0, maximum: 1 });
    expect(read("Answer in JSON with confidence: what is 2+2?")).toBeUndefined();
  });

  it("reads the keys after 'as JSON with' over what an 'extract' names, and people beside entity lists as a list of names", () => {
    const entities = read("Extract the entities from this text as JSON with people, organizations and locations: Tim Cook visited Paris.");
    expect(entities.required).toEqual(["people", "organizations", "locations"]);
    expect(entities.properties.people).toEqual(STRINGS);
    expect(keysOf("Extract name, age and city from the text. Respond in JSON.")).toEqual(["name", "age", "city"]);
    // Alone, `people` still counts heads (a booking's party).
    expect(read("Reply in JSON with keys restaurant and people").properties.people.type).toBe("integer");
  });
});
