import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { compileCallerSchema } from "./caller-schema.ts";
import { planRewrites, plausibleDocument, scaleOf, type Conversation } from "./plausible-values.ts";

const PATH = "/client/v2/ai/chat/completions";

/** The document a model-like pass makes of `document`, for `prompt`. */
function rewrite(schema: Record<string, unknown>, document: unknown, prompt: string, extra: Partial<Conversation> = {}, seed = 7) {
  const plan = planRewrites(document, schema);
  return plausibleDocument(document, plan, seed, { prompt, words: [], ...extra }, compileCallerSchema(schema)).value as any;
}

const recipe = {
  type: "object",
  properties: { title: { type: "string" }, steps: { type: "array", items: { type: "string" } } },
  required: ["title", "steps"],
  additionalProperties: false,
};

describe("plausible values: what a model writes into a caller's schema", () => {
  it("titles the document after what the prompt is about and writes its steps as sentences, first to last", () => {
    const out = rewrite(recipe, { title: "O", steps: ["h19H"] }, "Give me a recipe for pancakes");
    expect(out.title).toBe("Pancakes");
    expect(out.steps).toHaveLength(3);
    expect(out.steps[0]).toBe("Gather everything you need for pancakes.");
    for (const step of out.steps) expect(step).toMatch(/^[A-Z].{15,}\.$/);
  });

  it("writes a blog post's title and its content as the post itself, paragraphs about the subject, not a filler sentence", () => {
    const post = { type: "object", properties: { title: { type: "string" }, content: { type: "string" } }, required: ["title", "content"], additionalProperties: false };
    const out = rewrite(post, { title: "O", content: "h19H" }, "Write a blog post about remote work");
    expect(out.title).toMatch(/Remote Work/);
    const paragraphs = out.content.split("\n\n");
    expect(paragraphs.length).toBeGreaterThanOrEqual(3);
    for (const paragraph of paragraphs) expect(paragraph).toMatch(/^[A-Z].{60,}[.!?]$/);
    expect(paragraphs.filter((paragraph: string) => paragraph.includes("remote work")).length).toBe(paragraphs.length);
    // An article's `body`, and a short one's three paragraphs; a prompt asking for no piece keeps the sentence.
    expect(rewrite({ ...post, properties: { headline: { type: "string" }, body: { type: "string" } }, required: ["headline", "body"] }, { headline: "O", body: "h" }, "Generate a short article about solar power").body.split("\n\n")).toHaveLength(3);
    expect(rewrite(post, { title: "O", content: "h19H" }, "Tell me about remote work").content).not.toContain("\n\n");
    // A post in sections: each its heading and its paragraph, in order.
    const sectioned = { type: "object", properties: { title: { type: "string" }, sections: { type: "array", items: { type: "object", properties: { heading: { type: "string" }, content: { type: "string" } } } } } };
    const sections = rewrite(sectioned, { title: "O", sections: [{ heading: "a", content: "b" }, { heading: "c", content: "d" }, { heading: "e", content: "f" }] }, "Write a blog post about remote work").sections;
    expect(sections.map((section: { heading: string }) => section.heading)).toEqual(["Introduction", "Where Remote Work Came From", "Remote Work Today"]);
    expect(sections[0].content).toBe(paragraphs[0]);
    expect(sections[2].content).toBe(paragraphs[2]);
  });

  it("names a startup it is told nothing about with a brandable name and a tagline, not \"Startup\"", () => {
    const brand = { type: "object", properties: { name: { type: "string" }, tagline: { type: "string" } }, required: ["name", "tagline"], additionalProperties: false };
    const out = rewrite(brand, { name: "O", tagline: "x" }, "Name my startup");
    expect(out.name).toMatch(/^[A-Z][a-z]+$/);
    expect(out.name).not.toBe("Startup");
    expect(out.tagline).not.toMatch(/startup/i);
    const names = rewrite({ type: "object", properties: { names: { type: "array", items: { type: "string" } } } }, { names: ["a", "b", "c"] }, "Give me some names for my company").names as string[];
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]+$/);
    const ideas = rewrite({ type: "object", properties: { names: { type: "array", items: { type: "object", properties: { name: { type: "string" }, reason: { type: "string" } } } } } }, { names: [{ name: "a", reason: "b" }, { name: "c", reason: "d" }] }, "Suggest 2 names for my company").names;
    for (const { name, reason } of ideas) {
      expect(name).toMatch(/^[A-Z][a-z]+$/);
      expect(name).not.toMatch(/^Name \d/);
      expect(reason).toMatch(/^[A-Z][a-z]* .+\.$/);
      expect(reason).not.toMatch(/my company/i);
    }
    // A startup the prompt describes keeps its subject's name.
    expect(rewrite(brand, { name: "O", tagline: "x" }, "Name my startup, a meal planning app").name).not.toMatch(/^(?:Northstar|Brightpath|Kindling|Lumen|Tandem|Bellwether|Fathom|Keystone|Sparkline|Evergreen)$/);
  });

  it("reads what a prompt is about apart from whom it is for (\"… for beginners\")", () => {
    const schema = { type: "object", properties: { title: { type: "string" }, summary: { type: "string" } } };
    for (const prompt of ["Write a tutorial about closures in JavaScript for beginners", "Explain closures for absolute beginners"]) {
      const out = rewrite(schema, { title: "O", summary: "x" }, prompt);
      expect(out.summary, prompt).toMatch(/closures/i);
      expect(JSON.stringify(out), prompt).not.toMatch(/beginners/i);
    }
  });

  it("writes startup ideas as ventures, each a name and what it does, not \"Idea 1\"", () => {
    const ideas = { type: "object", properties: { ideas: { type: "array", items: { type: "object", properties: { name: { type: "string" }, description: { type: "string" } } } } } };
    const out = rewrite(ideas, { ideas: [{ name: "a", description: "b" }, { name: "c", description: "d" }] }, "Generate 2 startup ideas").ideas;
    expect(out.map((idea: { name: string }) => idea.name)).toEqual(["MealWise", "PetPals"]);
    for (const { description } of out) expect(description).toMatch(/^An? [a-z].{30,}\.$/);
    const elements = { type: "object", properties: { elements: { type: "array", items: { type: "object", properties: { name: { type: "string" }, description: { type: "string" } } } } } };
    expect(rewrite(elements, { elements: [{ name: "a", description: "b" }] }, "Generate 3 business ideas").elements[0]).toEqual({ name: "MealWise", description: expect.stringMatching(/^An app that plans/) });
  });

  it("writes a to-do list's tasks as tasks for what the prompt plans, not \"Todo 1\"", () => {
    const todos = { type: "object", properties: { todos: { type: "array", items: { type: "object", properties: { title: { type: "string" }, done: { type: "boolean" } }, required: ["title", "done"] } } }, required: ["todos"] };
    const moving = rewrite(todos, { todos: [{ title: "x", done: false }, { title: "y", done: true }] }, "Create a todo list for moving to a new apartment");
    expect(moving.todos.map((todo: { title: string }) => todo.title)).toEqual(["Set a moving date and a budget", "Declutter and decide what to keep"]);
    // A plan the mock knows nothing of gets tasks built from its words, each its own.
    const spanish = rewrite(todos, { todos: [{ title: "x", done: false }, { title: "y", done: true }, { title: "z", done: true }] }, "Make a to-do list for learning Spanish").todos.map((todo: { title: string }) => todo.title);
    expect(new Set(spanish).size).toBe(3);
    for (const task of spanish) expect(task).toMatch(/^[A-Z][a-z]+ .*learning Spanish/);
    // A list of strings, and a generic `items` list when the prompt asks for a to-do list (else its title stays "Item 1").
    expect(rewrite({ type: "object", properties: { tasks: { type: "array", items: { type: "string" } } } }, { tasks: ["a", "b"] }, "Give me tasks for launching a website").tasks).toEqual(["Set the launch date", "Finish and test the last features"]);
    const items = { type: "object", properties: { items: { type: "array", items: { type: "object", properties: { text: { type: "string" } } } } } };
    expect(rewrite(items, { items: [{ text: "a" }] }, "Create a checklist for my trip to Japan").items[0].text).toBe("Check your passport and any visa you need");
    expect(rewrite(items, { items: [{ text: "a" }] }, "Describe my trip to Japan").items[0].text).not.toMatch(/passport/);
    // A `task` field, whose name alone says nothing a model writes: a task when a to-do list is asked, else the faker's value.
    const tasks = { type: "object", properties: { items: { type: "array", items: { type: "object", properties: { task: { type: "string" } } } } } };
    expect(rewrite(tasks, { items: [{ task: "" }, { task: "" }] }, "Generate a todo list for the week").items.map((item: { task: string }) => item.task)).toEqual(["Plan meals and make a grocery list", "Go grocery shopping"]);
    expect(rewrite(tasks, { items: [{ task: "x7" }] }, "Describe the week").items[0].task).toBe("x7");
  });

  it("writes a to-do list about nothing in particular as an everyday one, not \"Decide what done looks like for todo items\"", () => {
    const todos = { type: "object", properties: { todos: { type: "array", items: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } } }, required: ["todos"] };
    const tasks = rewrite(todos, { todos: [{ text: "a" }, { text: "b" }] }, "Generate 3 todo items").todos.map((todo: { text: string }) => todo.text);
    expect(tasks).toEqual(["Plan meals and make a grocery list", "Go grocery shopping"]);
  });

  it("writes a username of plain letters: \"pawel_wisniewski\", not \"pawe_wis_niewski\"", () => {
    const users = { type: "object", properties: { username: { type: "string" } }, required: ["username"] };
    for (let seed = 0; seed < 40; seed++) expect(rewrite(users, { username: "x" }, "Make a user", {}, seed).username).toMatch(/^[a-z]+_[a-z]+$/);
  });

  it("numbers the things of a list rather than naming each after the subject", () => {
    const schema = {
      type: "object",
      properties: {
        report: {
          type: "object",
          properties: { name: { type: "string" }, sections: { type: "array", items: { type: "object", properties: { name: { type: "string" } } } } },
        },
      },
    };
    const out = rewrite(schema, { report: { name: "x", sections: [{ name: "a" }, { name: "b" }] } }, "Generate a sales report.");
    expect(out).toEqual({ report: { name: "Sales report", sections: [{ name: "Section 1" }, { name: "Section 2" }] } });
  });

  it("names the things of a list of a known kind as a model would: fruits, a recipe's ingredients", () => {
    const fruits = rewrite({ type: "object", properties: { fruits: { type: "array", items: { type: "string" } } } }, { fruits: ["x", "y", "z"] }, "List three fruits");
    expect((fruits as { fruits: string[] }).fruits.every((fruit) => ["Apple", "Banana", "Mango", "Strawberry", "Orange", "Pineapple", "Blueberry", "Kiwi"].includes(fruit))).toBe(true);
    expect(new Set((fruits as { fruits: string[] }).fruits).size).toBe(3);
    const recipe = { type: "object", properties: { ingredients: { type: "array", items: { type: "object", properties: { name: { type: "string" } } } } } };
    const out = rewrite(recipe, { ingredients: [{ name: "a" }, { name: "b" }] }, "Generate a lasagna recipe.") as { ingredients: { name: string }[] };
    expect(out.ingredients.map((ingredient) => ingredient.name).every((name) => ["Flour", "Eggs", "Milk", "Butter", "Sugar", "Salt", "Olive oil", "Garlic"].includes(name))).toBe(true);
  });

  it("fills a field named for a kind of thing with a member of it", () => {
    const schema = { type: "object", properties: { favorite_fruit: { type: "string" }, programming_language: { type: "string" } } };
    const out = rewrite(schema, { favorite_fruit: "x", programming_language: "y" }, "Fill in my profile.") as Record<string, string>;
    expect(["Apple", "Banana", "Mango", "Strawberry", "Orange", "Pineapple", "Blueberry", "Kiwi", "Grape", "Peach"]).toContain(out.favorite_fruit);
    expect(["Python", "JavaScript", "TypeScript", "Go", "Rust", "Java", "C#", "Kotlin", "Swift", "Ruby"]).toContain(out.programming_language);
    // A tool's argument takes the thing the user named.
    const price = rewrite({ type: "object", properties: { fruit: { type: "string" } } }, { fruit: "x" }, "What's the price of Durian today?", { words: ["Durian"] });
    expect(price).toEqual({ fruit: "Durian" });
  });

  it("picks what a description gives as examples, and a person's name where the description says so", () => {
    const schema = {
      type: "object",
      properties: {
        heroes: {
          type: "array",
          items: {
            type: "object",
            properties: { name: { type: "string", description: "Name of a fictional person." }, class: { type: "string", description: "Character class, e.g. warrior, mage, or thief." } },
          },
        },
      },
    };
    const out = rewrite(schema, { heroes: [{ name: "a", class: "b" }, { name: "c", class: "d" }] }, "Generate heroes for a game.") as { heroes: { name: string; class: string }[] };
    expect(out.heroes.map((hero) => hero.class).every((heroClass) => ["warrior", "mage", "thief"].includes(heroClass))).toBe(true);
    expect(out.heroes[0]!.class).not.toBe(out.heroes[1]!.class);
    expect(out.heroes.every((hero) => /^\p{Lu}\p{Ll}+ \p{Lu}/u.test(hero.name))).toBe(true);
  });

  it("names the things of the AI SDK's array output after what the prompt counts", () => {
    const schema = { type: "object", properties: { elements: { type: "array", items: { type: "object", properties: { name: { type: "string" } } } } } };
    const products = rewrite(schema, { elements: [{ name: "a" }, { name: "b" }] }, "Generate 2 product ideas.") as { elements: { name: string }[] };
    expect(products.elements.map((element) => element.name)).toEqual(["Product 1", "Product 2"]);
    const heroes = rewrite(schema, { elements: [{ name: "a" }, { name: "b" }] }, "Generate 2 hero descriptions.") as { elements: { name: string }[] };
    expect(heroes.elements.every((hero) => /^\p{Lu}\p{Ll}+ \p{Lu}/u.test(hero.name))).toBe(true);
    // A kind the mock knows is named by its members: "List 3 fruits with their price".
    const fruits = rewrite(schema, { elements: [{ name: "a" }, { name: "b" }, { name: "c" }] }, "List 3 fruits with their price") as { elements: { name: string }[] };
    const names = fruits.elements.map((element) => element.name);
    expect(new Set(names).size).toBe(3);
    for (const name of names) expect(["Apple", "Banana", "Mango", "Strawberry", "Orange", "Pineapple", "Blueberry", "Kiwi", "Grape", "Peach"]).toContain(name);
  });

  it("names the people and the day the user named, and titles an event after its noun phrase", () => {
    const event = {
      type: "object",
      properties: { name: { type: "string" }, date: { type: "string" }, participants: { type: "array", items: { type: "string" } } },
      required: ["name", "date", "participants"],
    };
    const prompt = "Alice and Bob are going to a science fair on Friday.";
    const out = rewrite(event, { name: "x", date: "y", participants: [] }, prompt, { name: "calendar_event", words: ["Bob", "Friday"] });
    expect(out).toEqual({ name: "Science fair", date: "Friday", participants: ["Alice", "Bob"] });
    // "on Friday at 7pm" says when, not what; the text after "Extract the event:" is the event.
    for (const [text, words] of [
      ["Dinner with Anna and Bob on Friday at 7pm", ["Anna", "Bob", "Friday"]],
      ["Extract the event: Dinner with Anna and Bob on Friday.", ["Dinner", "Anna", "Bob", "Friday"]],
    ] as const) {
      expect(rewrite(event, { name: "x", date: "y", participants: [] }, text, { name: "calendar_event", words: [...words] })).toEqual({ name: "Dinner", date: "Friday", participants: ["Anna", "Bob"] });
    }
  });

  it("reads a person's fields as a person's: names, an email, a whole-number age", () => {
    const person = {
      type: "object",
      properties: {
        first_name: { type: "string" },
        lastName: { type: "string" },
        email: { type: "string" },
        age: { type: "integer", minimum: 0, maximum: 120 },
        city: { type: "string" },
      },
    };
    const out = rewrite(person, { first_name: "a", lastName: "b", email: "c", age: 87, city: "d" }, "Make up a customer");
    expect(out.first_name).toMatch(/^\p{Lu}\p{Ll}+$/u);
    expect(out.lastName).toMatch(/^\p{Lu}/u);
    expect(out.email).toMatch(/^[a-z0-9._]+@[a-z.]+$/);
    expect(Number.isInteger(out.age) && out.age >= 19 && out.age <= 68).toBe(true);
    expect(out.city).toMatch(/^\p{Lu}/u);
  });

  it("takes the numbers the user wrote, in order, each into a field it fits", () => {
    const schema = {
      type: "object",
      properties: { name: { type: "string" }, age: { type: "integer" }, joined: { type: "object", properties: { year: { type: "integer" } } }, height: { type: "number" } },
    };
    const out = rewrite(schema, { name: "x", age: 3, joined: { year: 1 }, height: 1.2345 }, "Extract: John joined in 2019, he is 30 and 1.82 m tall. 8x is not a number.");
    expect(out).toEqual({ name: "John", age: 30, joined: { year: 2019 }, height: 1.82 });
  });

  it("puts the number a question comes to in the document's answer: a sum, a unit count, a percentage", async () => {
    const result = { type: "object", properties: { result: { type: "number" } }, required: ["result"] };
    expect(rewrite(result, { result: 1.5 }, "What is 12 * 7?")).toEqual({ result: 84 });
    const minutes = { type: "object", properties: { minutes: { type: "integer" } }, required: ["minutes"] };
    expect(rewrite(minutes, { minutes: 2 }, "How many minutes in 3 hours?")).toEqual({ minutes: 180 });
    const worked = { type: "object", properties: { answer: { type: "number" }, explanation: { type: "string" } }, required: ["answer", "explanation"] };
    const result15 = await testMock().call("POST", PATH, {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "What is 15% of 80?" }], response_format: { type: "json_schema", json_schema: { name: "math", strict: true, schema: { ...worked, additionalProperties: false } } } },
    });
    expect(JSON.parse(result15.body.choices[0].message.content)).toEqual({ answer: 12, explanation: "15% of 80 is 12." });
    // The operands keep the numbers the user wrote; the total is their sum.
    const sum = { type: "object", properties: { a: { type: "number" }, b: { type: "number" }, sum: { type: "number" } }, required: ["a", "b", "sum"] };
    expect(rewrite(sum, { a: 0, b: 0, sum: 0 }, "What is 3 + 4?")).toEqual({ a: 3, b: 4, sum: 7 });
  });

  it("fills LangChain's extraction and joke examples as a model would: the full name, the colour named, a joke's two halves together", () => {
    const person = { type: "object", properties: { name: { type: "string" }, first_name: { type: "string" }, last_name: { type: "string" }, hair_color: { type: "string" } } };
    expect(rewrite(person, { name: "a", first_name: "b", last_name: "c", hair_color: "d" }, "Alan Smith is 6 feet tall and has blond hair.", { name: "person" })).toEqual({
      name: "Alan Smith",
      first_name: "Alan",
      last_name: "Smith",
      hair_color: "blond",
    });
    const joke = { type: "object", properties: { setup: { type: "string" }, punchline: { type: "string" } } };
    const out = rewrite(joke, { setup: "AXCbV4Jv", punchline: "5zlxjbJ3" }, "Tell me a joke about cats", { name: "joke" });
    expect(out.setup).toMatch(/\bcat\b.*\?$|\bcat\b.*\.$/);
    expect(out.punchline).toMatch(/^[A-Z"]/);
    expect(out.punchline).not.toBe(out.setup);
  });

  it("fills the branch of a union a value was made from (zod's discriminatedUnion), an answer object's text with the answer", async () => {
    const union = {
      type: "object",
      properties: {
        output: {
          anyOf: [
            { type: "object", properties: { kind: { type: "string", const: "answer" }, text: { type: "string" } }, required: ["kind", "text"], additionalProperties: false },
            { type: "object", properties: { kind: { type: "string", const: "clarify" }, question: { type: "string" } }, required: ["kind", "question"], additionalProperties: false },
          ],
        },
      },
      required: ["output"],
      additionalProperties: false,
    };
    // A `question` field holds the user's question, in the branch as anywhere.
    expect(rewrite(union, { output: { kind: "clarify", question: "hlnexVqc" } }, "Plan a trip to Rome").output).toEqual({ kind: "clarify", question: "Plan a trip to Rome" });
    const result = await testMock().call("POST", PATH, {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "What is the capital of France?" }], response_format: { type: "json_schema", json_schema: { name: "r", strict: true, schema: union } } },
    });
    const { output } = JSON.parse(result.body.choices[0].message.content);
    if (output.kind === "answer") expect(output.text).toBe("The capital of France is Paris.");
    else expect(output.question).toBe("What is the capital of France?");
  });

  it("reads a top-level name described as a person's as a person's, whatever the document is called (LangChain's extraction tutorial)", () => {
    const nullable = (description: string) => ({ anyOf: [{ type: "string" }, { type: "null" }], description });
    const schema = { type: "object", properties: { name: nullable("The name of the person"), hair_color: nullable("The color of the person's hair if known"), height_in_meters: nullable("Height measured in meters") } };
    const person = { name: null, hair_color: null, height_in_meters: null };
    // The tutorial's expected answer: the height converted to the field's unit.
    expect(rewrite(schema, person, "Alan Smith is 6 feet tall and has blond hair.", { name: "extract" })).toEqual({ name: "Alan Smith", hair_color: "blond", height_in_meters: "1.83" });
    const distance = { type: "object", properties: { distance_km: { type: "number" }, start_day: { type: "string" } } };
    expect(rewrite(distance, { distance_km: 1, start_day: "x" }, "I ran 5 miles on Friday", { name: "run" }).distance_km).toBe(8.05);
  });

  it("reads a document with a person's fields as a person's, though it is called \"response\" (the AI SDK's generateObject)", () => {
    const schema = { type: "object", properties: { name: { type: "string" }, age: { type: "integer" }, role: { type: "string" } } };
    const prompt = "Extract the user: Jane Doe, 34, an editor living at 12 Main St, Springfield.";
    expect(rewrite(schema, { name: "x", age: 1, role: "y" }, prompt, { name: "response" })).toMatchObject({ name: "Jane Doe", age: 34 });
  });

  it("asks a quiz on a subject it does not know questions about the subject, with four options that read as answers and the sensible one as the answer", () => {
    const quiz = {
      type: "object",
      properties: {
        questions: {
          type: "array",
          items: { type: "object", properties: { question: { type: "string" }, options: { type: "array", items: { type: "string" } }, answer: { type: "string" } } },
        },
      },
    };
    const document = { questions: [{ question: "a", options: ["nohitS"], answer: "x" }, { question: "b", options: ["es3rX", "XfcGH1"], answer: "y" }] };
    const out = rewrite(quiz, document, "Create a 2-question multiple choice quiz about the French Revolution.") as { questions: { question: string; options: string[]; answer: string }[] };
    expect(out.questions).toHaveLength(2);
    for (const { question, options, answer } of out.questions) {
      expect(question).toMatch(/^[A-Z][^?]* the French Revolution\b[^?]*\?$/);
      expect(options).toHaveLength(4);
      expect(new Set(options).size).toBe(4);
      for (const option of options) expect(option).toMatch(/^(?!Option \d)[A-Z].{10,}$/);
      expect(options).toContain(answer);
    }
    expect(out.questions[0]!.question).not.toBe(out.questions[1]!.question);
    expect(out.questions.map(({ options }) => options.join(" ")).join(" ")).toMatch(/the French Revolution/);
    // The same answer for the same question, wherever the schema puts it; without an answer field the options are still answers.
    const [first] = out.questions;
    expect(first!.answer).toBe(rewrite(quiz, document, "Create a quiz about the French Revolution").questions[0].answer);
    const unanswered = { type: "object", properties: { questions: { type: "array", items: { type: "object", properties: { question: { type: "string" }, choices: { type: "array", items: { type: "string" } } } } } } };
    const choices = rewrite(unanswered, { questions: [{ question: "a", choices: ["x"] }] }, "Quiz me on the water cycle").questions[0].choices as string[];
    expect(choices).toHaveLength(4);
    for (const choice of choices) expect(choice).not.toMatch(/^Choice \d/);
    // A schema that caps the options keeps to its cap.
    const two = { ...quiz, properties: { questions: { ...quiz.properties.questions, items: { ...quiz.properties.questions.items, properties: { ...quiz.properties.questions.items.properties, options: { type: "array", items: { type: "string" }, maxItems: 2 } } } } } };
    const capped = rewrite(two, document, "Create a quiz about the French Revolution.") as { questions: { options: string[]; answer: string }[] };
    expect(capped.questions[0]!.options).toHaveLength(2);
    expect(capped.questions[0]!.options).not.toContain("Option 1");
    expect(capped.questions[0]!.options).toContain(capped.questions[0]!.answer);
  });

  it("asks a quiz about a subject it knows its real questions, with real options and the right answer among them", () => {
    const quiz = {
      type: "object",
      properties: {
        questions: {
          type: "array",
          items: { type: "object", properties: { question: { type: "string" }, options: { type: "array", items: { type: "string" } }, correct_answer: { type: "string" } } },
        },
      },
    };
    const document = { questions: [{ question: "a", options: ["nohitS"], correct_answer: "x" }, { question: "b", options: ["es3rX", "XfcGH1"], correct_answer: "y" }] };
    const out = rewrite(quiz, document, "Create a 2-question multiple choice quiz about the solar system.") as { questions: { question: string; options: string[]; correct_answer: string }[] };
    expect(out.questions[0]).toEqual({ question: "Which planet is closest to the Sun?", options: expect.arrayContaining(["Mercury", "Venus", "Earth", "Mars"]), correct_answer: "Mercury" });
    expect(out.questions[1]!.question).toBe("Which is the largest planet in the solar system?");
    expect(out.questions[1]!.options).toHaveLength(4);
    expect(out.questions[1]!.options).toContain("Jupiter");
    expect(out.questions[1]!.correct_answer).toBe("Jupiter");
    const math = rewrite(quiz, document, "Create a 5 question math quiz for kids") as { questions: { question: string; options: string[]; correct_answer: string }[] };
    expect(math.questions[0]).toMatchObject({ question: "What is 7 × 8?", correct_answer: "56" });
    expect(math.questions[0]!.options).toContain("56");
  });

  describe("postal codes", () => {
    const address = (key: string) => ({ type: "object", properties: { street: { type: "string" }, city: { type: "string" }, [key]: { type: "string" } }, required: ["street", "city", key], additionalProperties: false });

    it.each(["zip", "zip_code", "zipCode", "postal_code", "postalCode", "postcode"])("writes a made-up `%s` as five digits, not the faker's letters", (key) => {
      for (const seed of [1, 2, 3]) expect(rewrite(address(key), { street: "x", city: "y", [key]: "amTo" }, "Generate a fake user profile", {}, seed)[key], `${key}, seed ${seed}`).toMatch(/^\d{5}$/);
    });

    it.each([
      ["Parse this address: 1600 Amphitheatre Parkway, Mountain View, CA 94043, USA", "94043"],
      ["Ship it to 221B Baker Street, London NW1 6XE", "NW1 6XE"],
      ["My address is 24 Sussex Drive, Ottawa, ON K1M 1M4", "K1M 1M4"],
    ])("takes the postal code %j gives", (prompt, code) => {
      expect(rewrite(address("postal_code"), { street: "x", city: "y", postal_code: "AB" }, prompt).postal_code).toBe(code);
    });
  });

  describe("a quiz whose right choice is an index into its options", () => {
    /** A quiz schema whose questions mark the right choice with `key`, an integer. */
    const indexQuiz = (key: string) => ({
      type: "object",
      properties: {
        questions: {
          type: "array",
          items: { type: "object", properties: { question: { type: "string" }, options: { type: "array", items: { type: "string" } }, [key]: { type: "integer" } }, required: ["question", "options", key] },
        },
      },
    });
    const faked = (key: string) => ({ questions: [{ question: "a", options: ["Option 1", "Option 2", "Option 3", "Option 4"], [key]: 215 }, { question: "b", options: ["Option 1", "Option 2", "Option 3", "Option 4"], [key]: -3 }] });

    it.each(["answer_index", "correctAnswerIndex", "correct_option_index", "correct_index", "correct_answer"])("points `%s` at the right option, counted from 0", (key) => {
      for (const prompt of ["Create a 2-question quiz about the solar system.", "Create a 2-question quiz about the French Revolution."]) {
        const out = rewrite(indexQuiz(key), faked(key), prompt) as { questions: { question: string; options: string[]; [key: string]: unknown }[] };
        for (const question of out.questions) {
          const index = question[key] as number;
          expect(index, `${key}: ${prompt}`).toBeGreaterThanOrEqual(0);
          expect(index, `${key}: ${prompt}`).toBeLessThan(question.options.length);
        }
        if (prompt.includes("solar")) expect(out.questions[0]!.options[out.questions[0]![key] as number], key).toBe("Mercury");
      }
    });

    it("keeps an index beside a string answer on that answer's option", () => {
      const schema = indexQuiz("answer_index");
      (schema.properties.questions.items.properties as Record<string, unknown>).answer = { type: "string" };
      const document = { questions: [{ question: "Which colour is the sky?", options: ["Red", "Blue", "Green"], answer: "Blue", answer_index: 7 }] };
      const out = rewrite(schema, document, "Quiz me") as { questions: { options: string[]; answer: string; answer_index: number }[] };
      expect(out.questions[0]!.options[out.questions[0]!.answer_index]).toBe(out.questions[0]!.answer);
    });
  });

  it("summarises the text the prompt gives from its own sentences: summary, title and key points", () => {
    const article = {
      type: "object",
      properties: { title: { type: "string" }, summary: { type: "string" }, key_points: { type: "array", items: { type: "string" } } },
      required: ["title", "summary", "key_points"],
    };
    const prompt =
      "Summarize this article: The city council approved a new bike lane network on Monday. The plan adds 40 km of protected lanes over three years and costs 12 million dollars. Critics say it will reduce parking.";
    expect(rewrite(article, { title: "x", summary: "y", key_points: ["z"] }, prompt)).toEqual({
      title: "City council approved new bike lane network",
      summary: "The city council approved a new bike lane network on Monday. The plan adds 40 km of protected lanes over three years and costs 12 million dollars.",
      key_points: [
        "The city council approved a new bike lane network on Monday.",
        "The plan adds 40 km of protected lanes over three years and costs 12 million dollars.",
        "Critics say it will reduce parking.",
      ],
    });
    // No text given: sentences about the subject, as before.
    expect(rewrite(article, { title: "x", summary: "y", key_points: ["z"] }, "Write an article about bike lanes").summary).toMatch(/bike lanes/);
  });

  it("describes a hero as a character, a product as a product and anything else in an overview, never with advice", () => {
    const hero = { type: "object", properties: { name: { type: "string" }, description: { type: "string" } }, required: ["name", "description"] };
    const out = rewrite(hero, { name: "x", description: "y" }, "Create a fantasy hero for my game", { name: "out" });
    expect(out.name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}/u);
    expect(out.description).toMatch(/^A [a-z-]+ [a-z]+/);
    expect(out.description).not.toMatch(/game/);
    const heroes = { type: "object", properties: { elements: { type: "array", items: hero } } };
    const three = rewrite(heroes, { elements: [{ name: "a", description: "b" }, { name: "c", description: "d" }, { name: "e", description: "f" }] }, "Generate 3 hero descriptions for a fantasy role playing game.");
    expect(new Set(three.elements.map((element: { description: string }) => element.description)).size).toBe(3);
    const product = rewrite(hero, { name: "x", description: "y" }, "Generate a product listing for a stainless steel water bottle");
    expect(product.description).toMatch(/stainless steel water bottle/i);
    const topic = rewrite({ type: "object", properties: { summary: { type: "string" } } }, { summary: "y" }, "Give me an overview of the solar system");
    expect(topic.summary).toMatch(/the solar system/i);
    for (const text of [out.description, product.description, topic.summary]) expect(text).not.toMatch(/^(?:Check|It is worth|A small, clear version)/);
  });

  it("lists a product's features and writes its tagline, an app's features as an app's", () => {
    const listing = { type: "object", properties: { tagline: { type: "string" }, features: { type: "array", items: { type: "string" } } }, required: ["tagline", "features"] };
    const bottle = rewrite(listing, { tagline: "czpH8Z9c", features: ["vzDwVW", "zsHnUfA"] }, "Generate a product listing for a stainless steel water bottle");
    expect(bottle.tagline).toMatch(/stainless steel water bottle/i);
    expect(bottle.features).toHaveLength(3);
    // A water bottle's own features (product-descriptions.ts), not any product's.
    expect(bottle.features[0]).toBe("Cold for 24 hours, hot for 12");
    for (const feature of bottle.features) expect(feature).toMatch(/^[A-Z][a-z]/);
    expect(rewrite(listing, { tagline: "x", features: ["y"] }, "Describe the features of our budgeting app").features[0]).toBe("Clean, simple interface");
  });

  it("gives a recipe's ingredients amounts in kitchen units, one and many", () => {
    const schema = { type: "object", properties: { ingredients: { type: "array", items: { type: "object", properties: { amount: { type: "string" } } } } } };
    const out = rewrite(schema, { ingredients: [{ amount: "gG1" }, { amount: "0My" }, { amount: "x" }] }, "Generate a lasagna recipe.");
    for (const { amount } of out.ingredients) expect(amount).toMatch(/^(1 (cup|tablespoon|teaspoon|clove|piece)|[2-4] (cups|tablespoons|teaspoons|cloves|pieces))$/);
  });

  it("gives prices two decimals, scores a value within 0..1, and rounds the numbers it cannot read", () => {
    const schema = {
      type: "object",
      properties: { price: { type: "number" }, confidence: { type: "number", minimum: 0, maximum: 1 }, weight: { type: "number" } },
    };
    const out = rewrite(schema, { price: 837.9946551285684, confidence: 0.029889, weight: 12.345678 }, "Describe a product");
    expect(String(out.price)).toMatch(/^\d+\.99$/);
    expect(out.confidence).toBeGreaterThanOrEqual(0.55);
    expect(out.confidence).toBeLessThanOrEqual(0.98);
    expect(out.weight).toBe(12.35);
  });

  it("fills an email field of format email (zod's z.email()) with the address the user wrote", () => {
    const signup = {
      type: "object",
      properties: {
        name: { type: "string" },
        email: { type: "string", format: "email", pattern: "^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9-]+\\.)+[A-Za-z]{2,}$" },
        contact: { type: "string", format: "email" },
      },
      required: ["name", "email", "contact"],
    };
    const out = rewrite(signup, { name: "x", email: "faker@sample.io", contact: "other@sample.io" }, "Anna, anna@example.com, 34; her manager is bo@corp.example.com");
    expect(out.email).toBe("anna@example.com");
    expect(out.contact).toBe("bo@corp.example.com");
  });

  it("keeps the faker's address where the written one does not fit the field's pattern", () => {
    const schema = { type: "object", properties: { email: { type: "string", format: "email", pattern: "@corp\\.example\\.com$" } }, required: ["email"] };
    expect(rewrite(schema, { email: "faker@corp.example.com" }, "My email is anna@example.com").email).toBe("faker@corp.example.com");
  });

  it("reads the plural names of numbers as written (servings, stars, minutes), not only in the singular", () => {
    const schema = { type: "object", properties: { servings: { type: "integer" }, stars: { type: "integer" }, minutes: { type: "integer" } } };
    const out = rewrite(schema, { servings: 217218, stars: 9000, minutes: 4444 }, "Give me a recipe for pancakes");
    for (const value of [out.servings, out.minutes]) {
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(12);
    }
    expect(out.stars).toBeGreaterThanOrEqual(3);
    expect(out.stars).toBeLessThanOrEqual(5);
  });

  it("picks the enum value the prompt names, or the sentiment it shows", () => {
    const schema = {
      type: "object",
      properties: { sentiment: { type: "string", enum: ["positive", "negative", "neutral"] }, priority: { type: "string", enum: ["low", "urgent"] } },
    };
    expect(rewrite(schema, { sentiment: "negative", priority: "low" }, "I love this phone, the battery is great. Mark it urgent.")).toEqual({
      sentiment: "positive",
      priority: "urgent",
    });
    expect(rewrite(schema, { sentiment: "positive", priority: "low" }, "The screen arrived broken and support was awful").sentiment).toBe("negative");
    expect(rewrite(schema, { sentiment: "positive", priority: "low" }, "The parcel arrived on Tuesday").sentiment).toBe("neutral");
  });

  it("puts what the user asked into a search tool's query", () => {
    const search = { type: "object", properties: { query: { type: "string" }, limit: { type: "integer", minimum: 1, maximum: 5 } }, required: ["query"] };
    expect(rewrite(search, { query: "JSWDow", limit: 3 }, "best hiking trails near Denver").query).toBe("best hiking trails near Denver");
  });

  it("keeps the faker's value where the schema constrains the text (format, pattern, enum) or the name means nothing it knows", () => {
    const schema = {
      type: "object",
      properties: {
        id: { type: "string" },
        zip: { type: "string", pattern: "^[0-9]{5}$" },
        site: { type: "string", format: "uri" },
        frobnicator: { type: "string" },
        nested: { type: "object", properties: { widget: { type: "string" } } },
      },
    };
    const document = { id: "h19H", zip: "12345", site: "https://a.example", frobnicator: "zz", nested: { widget: "q" } };
    expect(rewrite(schema, document, "Describe a product")).toEqual(document);
  });

  it("reads property names as names, not as an object's own machinery (constructor, toString, __proto__)", () => {
    const schema = { type: "object", properties: { constructor: { type: "string" }, toString: { type: "string" }, valueOf: { type: "number" } } };
    const document = JSON.parse('{"constructor":"a","toString":"b","valueOf":1.5,"__proto__":"c"}');
    expect(rewrite(schema, document, "Describe a product")).toEqual(document);
  });

  it("fits a text to maxLength at a word, and keeps the faker's when minLength refuses every text it has", () => {
    const short = { type: "object", properties: { summary: { type: "string", maxLength: 30 } } };
    const out = rewrite(short, { summary: "x" }, "Tell me about the ocean");
    expect(out.summary.length).toBeLessThanOrEqual(30);
    expect(out.summary).not.toMatch(/\s$/);
    const long = { type: "object", properties: { title: { type: "string", minLength: 200 } } };
    const faker = "y".repeat(200);
    expect(rewrite(long, { title: faker }, "Tell me about the ocean").title).toBe(faker);
  });

  it("keeps every rewrite the schema accepts when together they break it (uniqueItems), and never changes its input", () => {
    const schema = { type: "object", properties: { tags: { type: "array", items: { type: "string" }, uniqueItems: true, maxItems: 3 } } };
    const input = { tags: ["a1", "b2"] };
    const out = rewrite(schema, input, "Tag this post about pancakes");
    expect(input).toEqual({ tags: ["a1", "b2"] });
    expect(new Set(out.tags).size).toBe(out.tags.length);
    expect(compileCallerSchema(schema)(out)).toBe(true);
  });

  it("gives the same document for the same prompt and seed", () => {
    const a = rewrite(recipe, { title: "O", steps: [] }, "A story outline about dragons", {}, 11);
    const b = rewrite(recipe, { title: "O", steps: [] }, "A story outline about dragons", {}, 11);
    expect(a).toEqual(b);
    expect(new Set(a.steps).size).toBe(a.steps.length);
  });
});

describe("plausible values through the mock", () => {
  const weather = {
    type: "function",
    function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] } },
  };
  const ask = (content: string, extra: Record<string, unknown> = {}) => ({ model: "gpt-4o-mini", messages: [{ role: "user", content }], tools: [weather], ...extra });
  const args = (body: any) => body.choices[0].message.tool_calls.map((call: any) => JSON.parse(call.function.arguments).city);

  it("calls one tool once for each thing the message lists, in parallel, with distinct ids", async () => {
    const mock = testMock();
    const result = await mock.call("POST", PATH, { body: ask("What's the weather in Paris, Lima and in Tokyo?") });
    expect(args(result.body)).toEqual(["Paris", "Lima", "Tokyo"]);
    const ids = result.body.choices[0].message.tool_calls.map((call: any) => call.id);
    expect(new Set(ids).size).toBe(3);
    const single = await mock.call("POST", PATH, { body: ask("What's the weather in Paris and in Tokyo?", { parallel_tool_calls: false }) });
    expect(args(single.body)).toEqual(["Paris"]);
  });

  it("picks the temperature unit a place uses when the message names none: celsius for Paris, fahrenheit for Chicago", async () => {
    const mock = testMock();
    const withUnit = {
      type: "function",
      function: { name: "get_weather", parameters: { type: "object", properties: { city: { type: "string" }, unit: { type: "string", enum: ["celsius", "fahrenheit"] } }, required: ["city", "unit"] } },
    };
    const unitFor = async (content: string) =>
      JSON.parse((await mock.call("POST", PATH, { body: ask(content, { tools: [withUnit] }) })).body.choices[0].message.tool_calls[0].function.arguments).unit;
    for (const city of ["Paris", "Tokyo", "Lima"]) expect(await unitFor(`What's the weather in ${city}?`)).toBe("celsius");
    expect(await unitFor("What's the weather in Chicago?")).toBe("fahrenheit");
    expect(await unitFor("What's the weather in Paris in fahrenheit?")).toBe("fahrenheit");
  });

  it("does not repeat a call for a word the message does not list with the first", async () => {
    const result = await testMock().call("POST", PATH, { body: ask("What's the weather in Paris in Celsius?") });
    expect(args(result.body)).toEqual(["Paris"]);
  });

  it("answers a structured output as a model would, the same for the same request", async () => {
    const mock = testMock();
    const body = {
      model: "gpt-4o-mini",
      messages: [{ role: "user", content: "Give me a recipe for pancakes" }],
      response_format: { type: "json_schema", json_schema: { name: "recipe", strict: true, schema: recipe } },
    };
    const first = await mock.call("POST", PATH, { body });
    const document = JSON.parse(first.body.choices[0].message.content);
    // A dish demos ask for is written as its recipe (recipes.ts).
    expect(document.title).toBe("Fluffy Pancakes");
    expect(document.steps.length).toBeGreaterThanOrEqual(1);
    for (const step of document.steps) expect(step).toMatch(/^[A-Z][^.]{10,}\.$/);
    const again = await mock.call("POST", PATH, { body });
    expect(again.body.choices[0].message.content).toBe(first.body.choices[0].message.content);
  });
});

describe("nullable fields: what the conversation says, else null (LangChain's extraction tutorial)", () => {
  const nullableString = (description: string) => ({ description, anyOf: [{ type: "string" }, { type: "null" }] });
  const people = {
    type: "object",
    properties: {
      people: {
        type: "array",
        items: {
          type: "object",
          properties: {
            name: nullableString("The name of the person"),
            hair_color: nullableString("The color of the person's hair if known"),
            height_in_meters: nullableString("Height measured in meters"),
          },
        },
      },
    },
    required: ["people"],
  };
  const prompt = "My name is Jeff, my hair is black and i am 6 feet tall. Anna has the same color hair as me.";

  it("fills a null the faker chose with the people and the colour the user named", () => {
    const out = rewrite(people, { people: [{ name: null, hair_color: null, height_in_meters: null }, { name: null, hair_color: null, height_in_meters: null }] }, prompt);
    expect(out.people.map((person: any) => person.name)).toEqual(["Jeff", "Anna"]);
    expect(out.people.map((person: any) => person.hair_color)).toEqual(["black", "black"]);
  });

  it("turns the faker's string into null where the conversation says nothing a model could write", () => {
    const out = rewrite(people, { people: [{ name: "Zq8", hair_color: "x1", height_in_meters: "DmpjV4A" }] }, "Extract the people: nobody is mentioned.");
    expect(out.people[0]).toEqual({ name: null, hair_color: null, height_in_meters: null });
  });

  it("reads `type: [\"string\", \"null\"]` (openai's zod helper) the same way, and never invents contact details", () => {
    const schema = { type: "object", properties: { name: { type: ["string", "null"] }, email: { type: ["string", "null"] } }, required: ["name", "email"] };
    expect(rewrite(schema, { name: null, email: "q@x" }, "Alice Smith called about her order.")).toEqual({ name: "Alice Smith", email: null });
  });

  it("fills a nullable number only with a number the user wrote", () => {
    const schema = { type: "object", properties: { age: { anyOf: [{ type: "integer" }, { type: "null" }] } }, required: ["age"] };
    expect(rewrite(schema, { age: null }, "Tom is 42 years old.")).toEqual({ age: 42 });
    expect(rewrite(schema, { age: null }, "Tom lives in Paris.")).toEqual({ age: null });
  });
});

describe("classification fields (LangChain's tagging tutorial)", () => {
  const tagging = {
    type: "object",
    properties: {
      sentiment: { type: "string", description: "The sentiment of the text" },
      aggressiveness: { type: "integer", minimum: -9007199254740991, maximum: 9007199254740991, description: "How aggressive the text is on a scale from 1 to 10" },
      language: { type: "string", description: "The language the text is written in" },
    },
    required: ["sentiment", "aggressiveness", "language"],
  };

  it("names the sentiment and the language of the text, and keeps a number on the scale its description gives", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const out = rewrite(tagging, { sentiment: "0aInBe", aggressiveness: 4135040657129474, language: "x" }, "Estoy increiblemente contento de haberte conocido! Creo que seremos muy buenos amigos!", {}, seed);
      expect(out.sentiment).toBe("positive");
      expect(out.language).toBe("Spanish");
      expect(out.aggressiveness).toBeGreaterThanOrEqual(1);
      expect(out.aggressiveness).toBeLessThanOrEqual(10);
    }
    expect(rewrite(tagging, { sentiment: "x", aggressiveness: 5, language: "x" }, "I hate waiting, this is the worst service.").sentiment).toBe("negative");
  });

  it("writes a game character's level from 1, and a number of unknown meaning positive where the schema allows it", () => {
    const hero = { type: "object", properties: { level: { type: "integer" }, strength: { type: "integer" }, offset: { type: "integer", maximum: 0 } }, required: ["level", "strength", "offset"] };
    const out = rewrite(hero, { level: -366, strength: -42, offset: -7 }, "Create a fantasy hero for my game");
    expect(out.level).toBeGreaterThanOrEqual(1);
    expect(out.level).toBeLessThanOrEqual(20);
    expect(out.strength).toBe(42);
    // A schema that wants it negative keeps it so.
    expect(out.offset).toBe(-7);
  });

  it("writes a small number, not the faker's 2^53, for an integer of unknown meaning", () => {
    const schema = { type: "object", properties: { widgets: { type: "integer", minimum: -9007199254740991, maximum: 9007199254740991 } }, required: ["widgets"] };
    const out = rewrite(schema, { widgets: 4135040657129474 }, "Fill in the form.");
    expect(Math.abs(out.widgets)).toBeLessThanOrEqual(100);
  });
});

describe("scaleOf()", () => {
  it.each([
    ["How aggressive the text is on a scale from 1 to 10", [1, 10]],
    ["Rating between 0 and 100", [0, 100]],
    ["Confidence (0-1)", [0, 1]],
    ["Score of 1 to 5", [1, 5]],
    ["The number of guests", undefined],
    ["from 10 to 1", undefined],
  ])("%s → %j", (description, scale) => {
    expect(scaleOf(description)).toEqual(scale);
  });
});

describe("a field whose meaning the prompt decides", () => {
  const heroes = { type: "object", properties: { name: { type: "string" }, class: { type: "string" } }, required: ["name", "class"] };

  it("gives a hero of a game a character class (the AI SDK's array output example)", () => {
    const out = rewrite(heroes, { name: "x", class: "HQ5WRfb" }, "Generate 3 hero descriptions for a fantasy role playing game.");
    expect(["Warrior", "Mage", "Rogue", "Ranger", "Cleric", "Paladin", "Bard", "Druid", "Monk", "Warlock"]).toContain(out.class);
  });

  it("keeps the faker's value for a `class` outside a game", () => {
    expect(rewrite(heroes, { name: "x", class: "HQ5WRfb" }, "Register a student for next term.").class).toBe("HQ5WRfb");
  });
});

describe("the text of a notification or a chat message (the AI SDK's generateObject example)", () => {
  const notifications = {
    type: "object",
    properties: {
      notifications: {
        type: "array",
        items: { type: "object", properties: { name: { type: "string" }, message: { type: "string" } }, required: ["name", "message"] },
      },
    },
    required: ["notifications"],
  };

  it("reads like a message people send, about what the prompt's context names", () => {
    const faker = { notifications: [{ name: "a", message: "x" }, { name: "b", message: "y" }, { name: "c", message: "z" }] };
    const out = rewrite(notifications, faker, "Generate 3 notifications for a messages app in this context: Messages during finals week.");
    const messages = out.notifications.map((n: any) => n.message);
    expect(new Set(messages).size).toBe(3);
    expect(messages.some((message: string) => message.includes("finals week"))).toBe(true);
    for (const message of messages) expect(message).not.toMatch(/set out to do|basics are in place|parts fit together/);
  });

  it("leaves a message outside such a list to the sentence rules", () => {
    const schema = { type: "object", properties: { message: { type: "string" } }, required: ["message"] };
    expect(rewrite(schema, { message: "x" }, "Describe the release plan").message).not.toMatch(/save me a seat|Coffee after this/);
  });
});

describe("tags and keywords", () => {
  const paper = { type: "object", properties: { title: { type: "string" }, keywords: { type: "array", items: { type: "string" } } }, required: ["title", "keywords"] };

  it("are the prompt's topic words, each once, and none made up past them", () => {
    const out = rewrite(paper, { title: "x", keywords: ["a1"] }, "Quantum Computing for Beginners by Jane Doe and John Smith. We explore qubits, superposition and entanglement.");
    expect(out.keywords).toEqual(["quantum", "computing", "beginners"]);
    const short = rewrite(paper, { title: "x", keywords: ["a1"] }, "Tag this: sourdough");
    for (const keyword of short.keywords) expect(keyword).not.toMatch(/-\d+$/);
  });

  it("leave out the faker's items past the prompt's words, down to the list's minItems", () => {
    expect(rewrite(paper, { title: "x", keywords: ["a1", "b2", "LPoN3op", "q"] }, "Plan the science fair").keywords).toEqual(["science", "fair"]);
    const three = { ...paper, properties: { ...paper.properties, keywords: { type: "array", items: { type: "string" }, minItems: 3 } } };
    expect(rewrite(three, { title: "x", keywords: ["a1", "b2", "c3"] }, "Plan the science fair").keywords).toEqual(["science", "fair", "c3"]);
  });
});

describe("pay is a yearly salary, not a price", () => {
  it("gives an employee's salary round thousands, as a company pays", () => {
    const schema = {
      type: "object",
      properties: { employees: { type: "array", items: { type: "object", properties: { name: { type: "string" }, salary: { type: "number" } }, required: ["name", "salary"] } } },
      required: ["employees"],
    };
    for (const seed of [1, 2, 3, 4, 5]) {
      const out = rewrite(schema, { employees: [{ name: "x", salary: 13.99 }, { name: "y", salary: 7 }] }, "Generate 2 employees", {}, seed);
      for (const { salary } of out.employees) {
        expect(salary % 1000).toBe(0);
        expect(salary).toBeGreaterThanOrEqual(30_000);
        expect(salary).toBeLessThanOrEqual(250_000);
      }
    }
  });
});

describe("a free-text priority is graded from the text", () => {
  it("writes 'high' for a user locked out, 'low' for a typo, 'medium' when the text says neither, never the faker's letters", async () => {
    const schema = { type: "object", properties: { category: { type: "string" }, priority: { type: "string" } }, required: ["category", "priority"], additionalProperties: false };
    const priorityOf = async (content: string) => {
      const body = { model: "gpt-4o-mini", messages: [{ role: "user", content }], response_format: { type: "json_schema", json_schema: { name: "ticket", strict: true, schema } } };
      const result = await testMock().call("POST", PATH, { body });
      return JSON.parse(result.body.choices[0].message.content).priority;
    };
    expect(await priorityOf("Classify this support ticket: I can't log in to my account, the password reset email never arrives.")).toBe("high");
    expect(await priorityOf("Classify this support ticket: There is a small typo on the pricing page.")).toBe("low");
    expect(await priorityOf("Classify this support ticket: How do I export my invoices as PDF files?")).toBe("medium");
  });
});
