import { describe, expect, it } from "vitest";
import { schemaAjv } from "../../test/support/json-schema.ts";
import { conform, testMock } from "../../test/support/harness.ts";
import { withOpenTasks } from "./todos.ts";

const PATH = "/client/v2/ai/chat/completions";
const form = {
  type: "object",
  properties: {
    name: { type: "string", minLength: 1 },
    email: { type: "string", format: "email" },
    age: { type: "integer", minimum: 18, maximum: 99 },
    plan: { type: "string", enum: ["free", "pro", "team"] },
    address: { type: "object", properties: { city: { type: "string" }, zip: { type: "string", pattern: "^[0-9]{5}$" } }, required: ["city", "zip"], additionalProperties: false },
    tags: { type: "array", items: { type: "string" }, minItems: 1, maxItems: 4 },
  },
  required: ["name", "email", "age", "plan", "address", "tags"],
  additionalProperties: false,
};
const ask = (extra: Record<string, unknown> = {}) => ({
  model: "gpt-4o-mini",
  messages: [{ role: "user", content: "Fill in a signup form for a user" }],
  response_format: { type: "json_schema", json_schema: { name: "signup", strict: true, schema: form } },
  ...extra,
});
const ajv = schemaAjv();

describe("structured outputs", () => {
  it("answers json_schema with one JSON document valid for the schema", async () => {
    const result = await testMock().call("POST", PATH, { body: ask() });
    expect(result.status).toBe(200);
    expect(conform("createChatCompletion", result)).toEqual([]);
    expect(result.body.choices[0].finish_reason).toBe("stop");
    const document = JSON.parse(result.body.choices[0].message.content);
    expect(ajv.validate(form, document), JSON.stringify(ajv.errors)).toBe(true);
  });

  it("answers json_object with a JSON object", async () => {
    const messages = [{ role: "user", content: "Fill in a signup form for a user, as JSON" }];
    const result = await testMock().call("POST", PATH, { body: ask({ messages, response_format: { type: "json_object" } }) });
    const document = JSON.parse(result.body.choices[0].message.content);
    expect(typeof document).toBe("object");
    expect(Array.isArray(document)).toBe(false);
  });

  it("rejects json_object when no message says json, as OpenAI does (400 naming messages)", async () => {
    const result = await testMock().call("POST", PATH, { body: ask({ response_format: { type: "json_object" } }) });
    expect(result.status).toBe(400);
    expect(result.body.error.code).toBe("invalid_request");
    expect(result.body.error.param).toBe("messages");
    expect(result.body.error.message).toMatch(/must contain the word 'json'/);
    // Any message counts, in any case and in content parts: the system's "Respond in Json." does.
    const parts = [{ role: "system", content: [{ type: "text", text: "Respond in Json." }] }, { role: "user", content: "Hi" }];
    expect((await testMock().call("POST", PATH, { body: ask({ messages: parts, response_format: { type: "json_object" } }) })).status).toBe(200);
  });

  describe("json_object with the keys the messages name", () => {
    /** The parsed json_object answer to a system and a user message. */
    const answer = async (system: string, user: string, extra: Record<string, unknown> = {}) => {
      const result = await testMock().call("POST", PATH, {
        body: { model: "gpt-4o-mini", messages: [{ role: "system", content: system }, { role: "user", content: user }], response_format: { type: "json_object" }, ...extra },
      });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      return result.body.choices.map((choice: any) => JSON.parse(choice.message.content));
    };

    it("answers 'keys name and age' for 'John is 30 years old' with the person and the number the user wrote", async () => {
      expect(await answer("Reply in JSON with keys name and age", "John is 30 years old")).toEqual([{ name: "John", age: 30 }]);
      expect(await answer("Respond as a JSON object with name, age and city.", "Maria is 41 and lives in Lisbon")).toEqual([{ name: "Maria", age: 41, city: "Lisbon" }]);
    });

    it("does not take the format the user asks for ('in JSON') for a place or a name the message gives", async () => {
      expect(await answer("You are a helpful assistant.", "Reply in JSON with keys name, age and city. Bob is 30 and lives in Rome.")).toEqual([{ name: "Bob", age: 30, city: "Rome" }]);
    });

    it("answers with the keys of a JSON example in the system message, in its order, each choice alike", async () => {
      const choices = await answer('Classify the review. Respond in JSON with {"sentiment": "positive" | "negative", "score": 0.5}', "I love this product, it is great", { n: 2 });
      expect(choices).toHaveLength(2);
      for (const document of choices) {
        expect(Object.keys(document)).toEqual(["sentiment", "score"]);
        expect(document.sentiment).toBe("positive");
        expect(document.score).toBeGreaterThanOrEqual(0);
        expect(document.score).toBeLessThanOrEqual(1);
      }
      expect(await answer('Output JSON format: {"name": "...", "age": 0}', "Peter turned 52 yesterday")).toEqual([{ name: "Peter", age: 52 }]);
    });

    it("answers keys such as constructor, leaves __proto__ out, and reads 100 KB of messages as their start", async () => {
      const [document] = await answer('Reply in JSON as {"constructor": "...", "__proto__": "...", "toString": 0}', `${"Some text. ".repeat(10_000)} Alice is 30.`);
      expect(Object.keys(document)).toEqual(["constructor", "toString"]);
      expect(typeof document.constructor).toBe("string");
      expect(Number.isInteger(document.toString)).toBe(true);
    });

    it("answers what a user's message asks for without naming keys, as a model would (the issue's prompts)", async () => {
      expect(await answer("You are a helpful assistant.", "Return a JSON object with a list of 5 fruits and their colors")).toEqual([
        {
          fruits: [
            { name: "Apple", color: "red" },
            { name: "Banana", color: "yellow" },
            { name: "Orange", color: "orange" },
            { name: "Strawberry", color: "red" },
            { name: "Blueberry", color: "blue" },
          ],
        },
      ]);
      expect(await answer("You are a helpful assistant.", "Answer in JSON: what is the capital of France and its population?")).toEqual([{ capital: "Paris", population: 2_100_000 }]);
      const [quiz] = await answer("You are a helpful assistant.", "Give me 3 quiz questions about the solar system as JSON");
      expect(quiz.questions.map((question: { question: string }) => question.question)).toEqual([
        "Which planet is closest to the Sun?",
        "Which is the largest planet in the solar system?",
        "Which planet is known as the Red Planet?",
      ]);
      expect(await answer("You are a helpful assistant.", "List 3 programming languages with their year of creation in JSON")).toEqual([
        { languages: [{ name: "Python", year: 1991 }, { name: "JavaScript", year: 1995 }, { name: "Java", year: 1995 }] },
      ]);
      expect(await answer("You are a helpful assistant.", "Give me a JSON array of 4 colors with hex codes")).toEqual([
        { colors: [{ name: "Red", hex: "#FF0000" }, { name: "Green", hex: "#00FF00" }, { name: "Blue", hex: "#0000FF" }, { name: "Yellow", hex: "#FFFF00" }] },
      ]);
    });

    it("fills a list of unknown things and a record from their inferred keys with values a model writes, not random letters", async () => {
      const [{ books }] = await answer("Answer in JSON.", "List 3 books with their authors");
      expect(books).toEqual([
        { title: "Pride and Prejudice", author: "Jane Austen" },
        { title: "1984", author: "George Orwell" },
        { title: "To Kill a Mockingbird", author: "Harper Lee" },
      ]);
      const [{ gadgets }] = await answer("Answer in JSON.", "Give me 3 gadgets with their prices");
      expect(gadgets).toHaveLength(3);
      for (const gadget of gadgets) expect(typeof gadget.price).toBe("number");
      const [profile] = await answer("You are a helpful assistant.", "Output a JSON object describing a user profile");
      expect(Object.keys(profile)).toEqual(["id", "username", "name", "email", "age", "location", "bio", "interests"]);
      expect(profile.email).toMatch(/^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/);
      expect(Number.isInteger(profile.age)).toBe(true);
      for (const interest of profile.interests) expect(interest).toMatch(/^[A-Z][a-z]+(?: [a-z]+)*$/);
    });

    it("fills the records it is asked to make with values of their kind: a product's name is a product's, an occupation one", async () => {
      const [product] = await answer("You are a helpful assistant.", "Generate a fake product as JSON");
      expect(["Wireless Earbuds", "Stainless Steel Water Bottle", "Smart Watch", "Yoga Mat", "Desk Lamp"]).toContain(product.name);
      expect(typeof product.in_stock).toBe("boolean");
      const [{ people }] = await answer("You are a helpful assistant.", "Create 3 fictional people as JSON");
      expect(people).toHaveLength(3);
      for (const person of people) expect(["Teacher", "Nurse", "Software engineer", "Chef", "Architect", "Accountant"]).toContain(person.occupation);
    });

    it("answers a recipe, a to-do list and a sentiment asked in JSON with the mock's recipes, tasks and judgement", async () => {
      const [recipe] = await answer("You are a helpful assistant.", "Generate a lasagna recipe. Respond in JSON.");
      expect(recipe.title).toBe("Classic Lasagna");
      expect(recipe.ingredients[0]).toBe("12 sheets lasagna noodles");
      const [todo] = await answer("You are a helpful assistant.", "Create a todo list for moving in JSON");
      expect(todo.tasks[0]).toBe("Set a moving date and a budget");
      const [sentiment] = await answer("You are a helpful assistant.", "Return the sentiment of 'I hate Mondays' as JSON");
      expect(sentiment.sentiment).toBe("negative");
    });

    it("extracts the name and email a user's message gives", async () => {
      expect(await answer("You are a helpful assistant.", "extract the name and email from: Jane Doe <jane@acme.io> as JSON")).toEqual([{ name: "Jane Doe", email: "jane@acme.io" }]);
    });

    it("keeps its own answer and confidence when the messages name no keys and ask for no shape", async () => {
      const [document] = await answer("You are a helpful assistant. Respond in JSON.", "Why is the sky blue?");
      expect(Object.keys(document)).toEqual(["answer", "confidence"]);
      expect(typeof document.answer).toBe("string");
    });
  });

  it("streams the document as text fragments that join to the whole answer", async () => {
    const mock = testMock();
    const whole = await mock.call("POST", PATH, { body: ask() });
    const { events } = await mock.readStream(await mock.call("POST", PATH, { body: ask({ stream: true }) }));
    const pieces = events.filter((e) => typeof e === "object").map((e) => e.choices[0]?.delta?.content ?? "");
    expect(pieces.filter(Boolean).length).toBeGreaterThan(5);
    expect(pieces.join("")).toBe(whole.body.choices[0].message.content);
  });

  it("cuts the document at max_tokens with finish_reason length", async () => {
    const mock = testMock();
    const whole = await mock.call("POST", PATH, { body: ask() });
    const cut = await mock.call("POST", PATH, { body: ask({ max_tokens: 5 }) });
    expect(cut.body.choices[0].finish_reason).toBe("length");
    expect(cut.body.usage.completion_tokens).toBe(5);
    expect(whole.body.choices[0].message.content.startsWith(cut.body.choices[0].message.content)).toBe(true);
    expect(() => JSON.parse(cut.body.choices[0].message.content)).toThrow();
  });

  it("gives the same document for the same request", async () => {
    const mock = testMock();
    const a = await mock.call("POST", PATH, { body: ask() });
    const b = await mock.call("POST", PATH, { body: ask() });
    expect(a.body.choices[0].message.content).toBe(b.body.choices[0].message.content);
  });

  it.each([
    ["a draft-07 schema with definitions", { $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { a: { $ref: "#/definitions/A" } }, required: ["a"], definitions: { A: { type: "object", properties: { x: { type: "integer" } }, required: ["x"], additionalProperties: false } } }],
    ["$defs and a nullable type", { type: "object", properties: { a: { $ref: "#/$defs/A" }, n: { type: ["string", "null"] } }, required: ["a", "n"], $defs: { A: { type: "array", items: { type: "string", format: "email" } } } }],
    ["a recursive schema", { type: "object", properties: { name: { type: "string" }, children: { type: "array", items: { $ref: "#" }, maxItems: 2 } }, required: ["name"] }],
  ])("answers %s with a valid document", async (_name, schema) => {
    const result = await testMock().call("POST", PATH, { body: ask({ response_format: { type: "json_schema", json_schema: { name: "x", schema } } }) });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    const { $schema: _draft, ...plain } = schema as Record<string, unknown>;
    expect(ajv.validate(plain, JSON.parse(result.body.choices[0].message.content)), JSON.stringify(ajv.errors)).toBe(true);
  });

  it.each([
    ["an invalid schema", { type: "json_schema", json_schema: { name: "x", schema: { type: "object", required: "name" } } }],
    ["a contradictory schema", { type: "json_schema", json_schema: { name: "x", schema: { type: "integer", minimum: 10, maximum: 1 } } }],
    ["json_schema without its schema object", { type: "json_schema" }],
  ])("rejects %s with a 400 naming response_format", async (_name, response_format) => {
    const result = await testMock().call("POST", PATH, { body: ask({ response_format }) });
    expect(result.status).toBe(400);
    expect(result.body.error.param).toBe("response_format");
  });

  describe("strict: true, checked as OpenAI's Structured Outputs check a schema", () => {
    const strict = (schema: object) => ({ type: "json_schema", json_schema: { name: "event", strict: true, schema } });
    const place = { type: "object", properties: { city: { type: "string" }, room: { type: ["string", "null"] } }, required: ["city", "room"], additionalProperties: false };

    it.each([
      // The AI SDK's generateObject sends strict: true; a zod .optional() leaves its key out of required.
      ["a property left out of required (zod's .optional())", { type: "object", properties: { title: { type: "string" }, notes: { type: "string" } }, required: ["title"], additionalProperties: false }, /required.*every key.*Missing 'notes'/],
      ["an object without additionalProperties: false", { type: "object", properties: { title: { type: "string" } }, required: ["title"] }, /additionalProperties.*false/],
      ["a nested object that is open", { type: "object", properties: { place: { ...place, additionalProperties: true } }, required: ["place"], additionalProperties: false }, /properties\/place.*additionalProperties/],
      ["an object in a list's items or $defs missing a required key", { type: "object", properties: { places: { type: "array", items: { $ref: "#/$defs/Place" } } }, required: ["places"], additionalProperties: false, $defs: { Place: { ...place, required: ["city"] } } }, /\$defs\/Place.*Missing 'room'/],
      ["a root that is not an object", { type: "array", items: { type: "string" } }, /root.*object/],
    ])("rejects %s with a 400 naming response_format and what to change", async (_name, schema, message) => {
      const result = await testMock().call("POST", PATH, { body: ask({ response_format: strict(schema) }) });
      expect(result.status).toBe(400);
      expect(result.body.error.code).toBe("invalid_request");
      expect(result.body.error.param).toBe("response_format");
      expect(result.body.error.message).toMatch(message);
    });

    it("answers a schema that keeps the rules (zodResponseFormat's: closed objects, every key required, null for an optional value), and any schema without strict", async () => {
      const schema = { type: "object", properties: { place, tags: { type: "array", items: { type: "string" } }, kind: { anyOf: [place, { type: "null" }] } }, required: ["place", "tags", "kind"], additionalProperties: false };
      expect((await testMock().call("POST", PATH, { body: ask({ response_format: strict(schema) }) })).status).toBe(200);
      const open = { type: "object", properties: { title: { type: "string" }, notes: { type: "string" } }, required: ["title"] };
      const loose = await testMock().call("POST", PATH, { body: ask({ response_format: { type: "json_schema", json_schema: { name: "event", strict: false, schema: open } } }) });
      expect(loose.status).toBe(200);
    });
  });

  it("answers the same through /client/v2/ai/generations for LLM models", async () => {
    const mock = testMock();
    const result = await mock.call("POST", "/client/v2/ai/generations", { body: ask() });
    expect(result.status).toBe(200);
    expect(ajv.validate(form, JSON.parse(result.body.choices[0].message.content))).toBe(true);
    const tools = await mock.call("POST", "/client/v2/ai/generations", {
      body: {
        model: "gpt-4o-mini",
        messages: [{ role: "user", content: "Hi" }],
        tools: [{ type: "function", function: { name: "lookup", parameters: { type: "object", properties: { q: { type: "string" } }, required: ["q"] } } }],
        tool_choice: "required",
      },
    });
    expect(tools.body.choices[0].finish_reason).toBe("tool_calls");
    expect(JSON.parse(tools.body.choices[0].message.tool_calls[0].function.arguments)).toHaveProperty("q");
  });

  it("answers the question in an answer field when the mock knows the answer (LangChain's withStructuredOutput example)", async () => {
    const schema = { type: "object", properties: { answer: { type: "string" }, justification: { type: "string" } }, required: ["answer", "justification"], additionalProperties: false };
    const document = async (content: string) => {
      const body = { model: "gpt-4o-mini", messages: [{ role: "user", content }], response_format: { type: "json_schema", json_schema: { name: "AnswerWithJustification", schema } } };
      return JSON.parse((await testMock().call("POST", PATH, { body })).body.choices[0].message.content) as { answer: string; justification: string };
    };
    expect((await document("What weighs more a pound of bricks or a pound of feathers")).answer).toBe(
      "They weigh the same: a pound of bricks and a pound of feathers are both a pound.",
    );
    expect((await document("What is the capital of France?")).answer).toBe("The capital of France is Paris.");
    // A list or a program is no one-line answer: the field keeps a sentence.
    expect((await document("List three fruits, one per line")).answer).not.toContain("\n");
  });
});

describe("every property a schema names", () => {
  it("writes optional properties too, as a model writes a whole object", async () => {
    const schema = { type: "object", properties: { title: { type: "string" }, summary: { type: "string" }, rating: { type: "integer", minimum: 1, maximum: 5 } }, required: ["title"] };
    for (const content of ["Review the movie Up", "Review a coffee shop", "Review my essay"]) {
      const body = { model: "gpt-4o-mini", messages: [{ role: "user", content }], response_format: { type: "json_schema", json_schema: { name: "review", schema } } };
      const result = await testMock().call("POST", PATH, { body });
      expect(Object.keys(JSON.parse(result.body.choices[0].message.content)).sort()).toEqual(["rating", "summary", "title"]);
    }
  });

  it("falls back to the required properties when every property would make the document too long, never a 400", async () => {
    const long = { type: "string", minLength: 200 };
    const properties: Record<string, unknown> = { id: { type: "string", minLength: 1, maxLength: 8 } };
    for (let i = 0; i < 400; i++) properties[`extra_${i}`] = long;
    const schema = { type: "object", properties, required: ["id"] };
    const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: "Fill it in" }], response_format: { type: "json_schema", json_schema: { name: "big", schema } } };
    const result = await testMock().call("POST", PATH, { body });
    expect(result.status).toBe(200);
    expect(JSON.parse(result.body.choices[0].message.content)).toHaveProperty("id");
  });
});

describe("a to-do list just made", () => {
  it("has no task done, unless the message says some are", async () => {
    const mock = testMock();
    const schema = { type: "object", properties: { todos: { type: "array", items: { type: "object", properties: { title: { type: "string" }, done: { type: "boolean" } }, required: ["title", "done"], additionalProperties: false } } }, required: ["todos"], additionalProperties: false };
    const ask = async (content: string) => {
      const body = { model: "gpt-4o-mini", messages: [{ role: "user", content }], response_format: { type: "json_schema", json_schema: { name: "todos", strict: true, schema } } };
      return JSON.parse((await mock.call("POST", "/client/v2/ai/chat/completions", { body })).body.choices[0].message.content).todos as { title: string; done: boolean }[];
    };
    for (const plan of ["moving to a new apartment", "a trip to Japan", "planning a wedding", "learning Spanish", "launching a website", "my exams"]) {
      const todos = await ask(`Create a todo list for ${plan}`);
      expect(todos.length, plan).toBeGreaterThan(1);
      expect(todos.map((todo) => todo.done), plan).toEqual(todos.map(() => false));
    }
    const made = { plan: { tasks: [{ text: "Book movers", completed: true }] }, done: true };
    expect(withOpenTasks(made, "Make a checklist for moving", () => true)).toEqual({ plan: { tasks: [{ text: "Book movers", completed: false }] }, done: true });
    expect(withOpenTasks(made, "I already booked movers; make a checklist for moving", () => true)).toBe(made);
    expect(withOpenTasks(made, "Make a checklist for moving", () => false)).toBe(made);
  });
});
