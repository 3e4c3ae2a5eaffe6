import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { schemaAjv } from "../../test/support/json-schema.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();
const object = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const text = { type: "string" };
const number = { type: "number" };
const integer = { type: "integer" };
const list = (items: unknown) => ({ type: "array", items });

/** The document of a strict `json_schema` (as zodResponseFormat and generateObject send it), checked against the schema. */
async function documentFor(prompt: string, schema: Record<string, unknown>): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "out", strict: true, schema } } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const document = JSON.parse(result.body.choices[0].message.content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  return document;
}

/** The object of a `json_object` request whose prompt names the keys. */
async function objectFor(prompt: string): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_object" } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  return JSON.parse(result.body.choices[0].message.content);
}

describe("a document about a city the prompt names: its own facts", () => {
  const cityFacts = object({ name: text, country: text, population: integer, famous_for: list(text) });

  it.each([
    ["Give me facts about Tokyo", "Tokyo", "Japan", 14_000_000, /Shibuya Crossing/],
    ["tell me about london", "London", "United Kingdom", 8_900_000, /Tower of London/],
    ["Can you describe the city of Berlin?", "Berlin", "Germany", 3_850_000, /Brandenburg Gate/],
  ])("%s → its country, population and sights", async (prompt, name, country, population, sight) => {
    const city = await documentFor(prompt, cityFacts);
    expect(city).toMatchObject({ name, country, population });
    expect(city.famous_for.length).toBeGreaterThanOrEqual(3);
    expect(city.famous_for.join(" | ")).toMatch(sight);
  });

  it("fills a json_object's keys listed after \"in JSON:\" with the city's facts, its population a number", async () => {
    const city = await objectFor("Give me facts about Berlin in JSON: name, country, population, famous_for");
    expect(city).toMatchObject({ name: "Berlin", country: "Germany", population: 3_850_000 });
    expect(JSON.stringify(city.famous_for)).toMatch(/Museum Island/);
  });

  it("leaves a record that merely lives in a city alone: a user in Paris keeps a person's name", async () => {
    const user = await documentFor("Generate a user who lives in Paris", object({ name: text, email: text, city: text }));
    expect(user.name).not.toBe("Paris");
  });
});

describe("a document about a country the mock knows, in a json_schema", () => {
  it("Tell me about Japan → its capital, population, currency and language, not the faker's or USD", async () => {
    const japan = await documentFor("Tell me about Japan", object({ name: text, capital: text, population: integer, currency: text, languages: list(text) }));
    expect(japan).toEqual({ name: "Japan", capital: "Tokyo", population: 124_500_000, currency: "Japanese yen", languages: ["Japanese"] });
  });
});

describe("a device's specs: its launch storage options and US prices", () => {
  it.each([
    ["iPhone 15 Pro specs", "iPhone 15 Pro", 128, 999],
    ["what are the specs of the iphone 15", "iPhone 15", 128, 799],
    ["Give me the MacBook Air M2 specs", "MacBook Air M2", 256, 1199],
  ])("%s → %s, %i GB from $%i", async (prompt, name, storage, price) => {
    expect(await documentFor(prompt, object({ name: text, storage_gb: integer, price: number }))).toEqual({ name, storage_gb: storage, price });
  });

  it("lists every storage option with its price, not the model number as gigabytes", async () => {
    const phone = await documentFor("What storage options does the iPhone 15 Pro come in?", object({ name: text, storage_options: list(object({ storage_gb: integer, price: number })) }));
    expect(phone.storage_options).toEqual([
      { storage_gb: 128, price: 999 },
      { storage_gb: 256, price: 1099 },
      { storage_gb: 512, price: 1299 },
      { storage_gb: 1024, price: 1499 },
    ]);
  });
});

describe("a food's nutrition facts as JSON: the table's figures, never the faker's hundreds", () => {
  const macros = object({ calories: number, protein_g: number, carbs_g: number, fat_g: number });

  it.each([
    ["Nutrition facts for an apple", { calories: 95, protein_g: 0.5, carbs_g: 25, fat_g: 0.3 }],
    ["nutrition facts for 100g of chicken breast", { calories: 165, protein_g: 31, carbs_g: 0, fat_g: 3.6 }],
    ["What are the macros of an avocado?", { calories: 240, protein_g: 3, carbs_g: 12.8, fat_g: 22 }],
  ])("%s", async (prompt, expected) => {
    expect(await documentFor(prompt, macros)).toEqual(expected);
  });

  it("types a json_object's nutrient keys as numbers (protein_g, fiber_g, calories), filled from the table", async () => {
    const banana = await objectFor("Give me the nutrition facts for a banana in JSON with calories, protein_g, carbs_g, fat_g and fiber_g");
    expect(banana).toEqual({ calories: 105, protein_g: 1.3, carbs_g: 27, fat_g: 0.4, fiber_g: 3.1 });
  });
});

describe("a SQL query field: the query asked for, never the prompt pasted", () => {
  const answer = object({ query: text, explanation: text });

  it("top 5 customers by revenue → the join, the sum, the order and the limit, explained", async () => {
    const { query, explanation } = await documentFor("Write a SQL query for the top 5 customers by revenue", answer);
    expect(query).toMatch(/^SELECT[\s\S]*SUM\(o\.amount\)[\s\S]*FROM customers[\s\S]*ORDER BY total_revenue DESC\s+LIMIT 5;$/);
    expect(explanation).toMatch(/sorts from highest to lowest and keeps the first 5/);
  });

  it.each([
    ["Write a SQL query to get the number of orders per month", /GROUP BY month/, /per month/],
    ["write a sql query that counts orders by status", /SELECT status, COUNT\(\*\)[\s\S]*GROUP BY status/, /per status/],
    ["Write a SQL query to find all users who signed up in the last 30 days", /FROM users WHERE created_at >= /, /users table/],
  ])("%s", async (prompt, sql, said) => {
    const { query, explanation } = await documentFor(prompt, answer);
    expect(query).toMatch(sql);
    expect(query).not.toMatch(/write/i);
    expect(explanation).toMatch(said);
  });
});

describe("a quiz about a named topic: questions on that topic, the right answer marked", () => {
  const quiz = object({ topic: text, questions: list(object({ question: text, options: list(text), correct_index: integer })) });

  it.each([
    ["Create a 3 question quiz about World War II", /World War II|Germany|Normandy/, ["1939", "Poland", "Operation Overlord"]],
    ["generate a quiz with 3 questions about the human body", /body|organ|bones/, ["The skin", "206", "The heart"]],
    ["Make a 3-question Python quiz", /Python|len/, ["def", "3", "tuple"]],
    ["Can you write a quiz about animals with 3 questions?", /animal|spider/, ["The blue whale", "8", "The cheetah"]],
  ])("%s", async (prompt, about, answers) => {
    const { questions } = await documentFor(prompt, quiz);
    expect(questions).toHaveLength(3);
    for (const [index, one] of questions.entries()) {
      expect(one.question).not.toMatch(/Which statement about|first step when learning/);
      expect(one.options[one.correct_index]).toBe(answers[index]);
      expect(new Set(one.options).size).toBe(one.options.length);
    }
    expect(questions.map((one: { question: string }) => one.question).join(" ")).toMatch(about);
  });
});

describe("verse as a structured output: the chat's haiku or poem, not the faker's letters", () => {
  it("Write a haiku about autumn → three lines of an autumn haiku", async () => {
    const { lines } = await documentFor("Write a haiku about autumn", object({ title: text, lines: list(text) }));
    expect(lines).toHaveLength(3);
    expect(["Autumn wind, red leaves", "Crisp air, amber light"]).toContain(lines[0]);
  });

  it.each([
    ["write me a haiku about my cat", "haiku", /^Cat in the sunbeam\n[^\n]+\n[^\n]+$/],
    ["Write a poem about the ocean", "poem", /^The ocean breathes against the shore,\n/],
  ])("%s → the verse in one text field", async (prompt, key, verse) => {
    const document = await documentFor(prompt, object({ title: text, [key]: text }));
    expect(document[key]).toMatch(verse);
  });
});

describe("names suggested as a structured output: real names, distinct, as many as asked", () => {
  it("Generate 10 baby names → ten different first names, girls' and boys'", async () => {
    const { names } = await documentFor("Generate 10 baby names", object({ names: list(text) }));
    expect(names).toHaveLength(10);
    expect(new Set(names).size).toBe(10);
    expect(names).toContain("Olivia");
    expect(names).toContain("Liam");
  });

  it("Give me 5 baby girl names with meanings → girls' names with their meaning and origin", async () => {
    const { names } = await documentFor("Give me 5 baby girl names with meanings", object({ names: list(object({ name: text, meaning: text, origin: text })) }));
    expect(names).toHaveLength(5);
    expect(names[0]).toEqual({ name: "Olivia", meaning: "Olive tree", origin: "Latin" });
    expect(names.map((one: { name: string }) => one.name)).not.toContain("Liam");
  });

  it("suggest 5 names for a golden retriever puppy → dog names that suit a golden dog", async () => {
    const { names } = await documentFor("suggest 5 names for a golden retriever puppy", object({ names: list(text) }));
    expect(names).toEqual(["Honey", "Sunny", "Maple", "Goldie", "Biscuit"]);
  });
});

describe("a json_object list of N ideas: exactly N, distinct, each a whole idea", () => {
  it.each([
    ["Generate 5 startup ideas as JSON", 5],
    ["give me 3 business ideas in json", 3],
    ["generate 4 app ideas for students as json", 4],
  ])("%s", async (prompt, count) => {
    const { ideas } = await objectFor(prompt);
    expect(ideas).toHaveLength(count);
    expect(new Set(ideas.map((idea: { name: string }) => idea.name)).size).toBe(count);
    for (const idea of ideas) {
      expect(idea.name).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+$/);
      expect(idea.description).toMatch(/^[A-Z].{30,}\.$/);
      expect(idea.target_market.length).toBeGreaterThan(8);
    }
  });
});

describe("a trip's days as lists of activity objects: the city's sights at their times", () => {
  it("Plan a 2-day trip to Paris with {time, activity, location} → morning, afternoon and evening of real sights", async () => {
    const activity = object({ time: text, activity: text, location: text });
    const trip = await documentFor("Plan a 2-day trip to Paris", object({ city: text, days: list(object({ day: integer, activities: list(activity) })) }));
    expect(trip.days).toHaveLength(2);
    const [first] = trip.days;
    expect(first.activities.map((one: { time: string }) => one.time)).toEqual(["09:00", "14:00", "19:00"]);
    expect(first.activities[1]).toMatchObject({ location: "The Louvre" });
    expect(first.activities[1].activity).toMatch(/^The Louvre\. The Mona Lisa/);
    for (const day of trip.days) for (const one of day.activities) expect(one.location).toMatch(/^(?:Paris|The |Notre-Dame|Musée|Montmartre|Sainte|Le |Versailles|Seine)/);
  });
});

describe("the bounds of a range: of their kind, the lower first", () => {
  it.each(["Create a job posting for a senior frontend engineer", "write a job listing for a data analyst in Berlin", "Generate a job ad for a nurse", "Create a job post for a barista"])(
    "%s → a yearly salary range, min below max",
    async (prompt) => {
      const job = await documentFor(prompt, object({ title: text, salary_min: integer, salary_max: integer }));
      expect(job.salary_min).toBeGreaterThanOrEqual(45_000);
      expect(job.salary_max).toBeLessThanOrEqual(180_000);
      expect(job.salary_min).toBeLessThanOrEqual(job.salary_max);
    },
  );

  it.each(["Suggest a price range for a mid-range espresso machine", "price range for a good office chair", "What should I budget for a weekend in Rome?"])("%s → minPrice ≤ maxPrice", async (prompt) => {
    const range = await documentFor(prompt, object({ minPrice: number, maxPrice: number, currency: text }));
    expect(range.minPrice).toBeLessThanOrEqual(range.maxPrice);
  });
});

describe("a summary of reviews given in quotes or as a list: each review's pros and cons, summed up", () => {
  const summary = object({ overall_sentiment: { type: "string", enum: ["positive", "negative", "mixed"] }, pros: list(text), cons: list(text), summary: text });

  it("splits reviews in quotes into their own clauses, without the quote marks, and sums them up", async () => {
    const reviews = await documentFor("Summarize these reviews: 'Great battery life, but the screen scratches easily.' 'Love the camera!' 'Battery died after a year.'", summary);
    expect(reviews.overall_sentiment).toBe("mixed");
    expect(reviews.pros).toEqual(["Great battery life", "Love the camera"]);
    expect(reviews.cons).toEqual(["The screen scratches easily", "Battery died after a year"]);
    expect(reviews.summary).toBe("Mixed. Reviewers like: great battery life; love the camera. Complaints: the screen scratches easily; battery died after a year.");
  });

  it("reads a numbered list of reviews: a case that feels cheap and a connection that drops are cons", async () => {
    const reviews = await documentFor(
      "Summarize the customer reviews below into pros and cons.\n\n1. The sound quality is amazing and the battery lasts all day.\n2. Comfortable fit, but the case feels cheap.\n3. Connection drops sometimes with my laptop.",
      object({ pros: list(text), cons: list(text), rating: number }),
    );
    expect(reviews.pros).toEqual(["The sound quality is amazing", "The battery lasts all day", "Comfortable fit"]);
    expect(reviews.cons).toEqual(["The case feels cheap", "Connection drops sometimes with my laptop"]);
    expect(reviews.rating).toBeLessThan(5);
  });
});

describe("one workout (not a plan of days): a beginner's full-body day", () => {
  it.each(["Create a workout for today", "give me a quick full body workout", "Generate a gym routine for a beginner"])("%s", async (prompt) => {
    const workout = await documentFor(prompt, object({ name: text, exercises: list(object({ name: text, sets: integer, reps: integer })) }));
    expect(workout.name).toBe("Full body workout");
    expect(workout.exercises[0]).toEqual({ name: "Bodyweight squats", sets: 3, reps: 10 });
    for (const exercise of workout.exercises) expect(exercise.sets).toBeLessThanOrEqual(5);
  });
});

describe("strings the faker made up: words that fit their key and the subject, never random letters", () => {
  const strings = list(text);

  it.each([
    "Create an NPC blacksmith for my fantasy game",
    "generate a blacksmith npc character",
    "Can you make me a blacksmith NPC?",
  ])("%s → a blacksmith with a personality and traits in words", async (prompt) => {
    const npc = await documentFor(prompt, object({ name: text, occupation: text, personality: text, traits: strings }));
    expect(npc.occupation).toBe("Blacksmith");
    expect(npc.personality).toMatch(/^[A-Z][a-z]+( [a-z-]+)+/);
    expect(npc.traits.length).toBeGreaterThan(0);
    for (const trait of npc.traits) expect(trait).toMatch(/^[A-Z][a-z-]+( [a-z-]+)*$/);
  });

  it("an octopus's facts are octopus facts, the animal an octopus", async () => {
    const octopus = await documentFor("Give me facts about octopuses", object({ animal: text, facts: strings }));
    expect(octopus.animal).toBe("Octopus");
    expect(octopus.facts.length).toBeGreaterThanOrEqual(3);
    expect(octopus.facts.join(" ")).toMatch(/three hearts/);
  });

  it.each([
    ["Write a job posting for a senior frontend engineer", object({ title: text, requirements: strings }), "requirements", /TypeScript|experience/],
    ["Describe a wooden dining table product", object({ name: text, materials: strings }), "materials", /Solid oak/],
    ["Write a blog post about remote work", object({ title: text, outline: strings }), "outline", /Introduction/],
    ["Create a changelog entry for version 2.1.0", object({ version: text, changes: strings }), "changes", /^(Added|Fixed|Improved|Updated) /],
    ["Create a lesson plan about photosynthesis", object({ title: text, objectives: strings, materials: strings }), "materials", /Whiteboard|worksheets/i],
  ])("%s → its %s in words", async (prompt, schema, key, words) => {
    const document = await documentFor(prompt, schema);
    const values: string[] = document[key];
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toMatch(/[a-z]+ [a-z]+/i);
    expect(values.join(" | ")).toMatch(words);
  });

  it("a changelog's version is the one the prompt names", async () => {
    expect((await documentFor("Create a changelog entry for version 2.1.0", object({ version: text, changes: strings }))).version).toBe("2.1.0");
  });

  it("a Spanish study schedule's sessions are Spanish lessons, different from week to week", async () => {
    const schedule = await documentFor("Create a 4-week Spanish study schedule", object({ weeks: list(object({ week: integer, sessions: strings })) }));
    const sessions: string[] = schedule.weeks.flatMap((week: any) => week.sessions);
    expect(sessions.length).toBeGreaterThan(0);
    for (const session of sessions) expect(session).toMatch(/Vocabulary|Grammar|Listening|Speaking|Review/);
    expect(new Set(sessions).size).toBe(Math.min(sessions.length, 5));
  });
});

describe("a famous landmark the prompt names: its height, builder, year and place", () => {
  const landmark = object({ name: text, height: number, architect: text, year_built: integer, location: text });

  it.each([
    ["Tell me about the Eiffel Tower", "Eiffel Tower", 330, /Gustave Eiffel/, 1889, "Paris, France"],
    ["give me facts about the statue of liberty", "Statue of Liberty", 93, /Bartholdi/, 1886, "New York City, United States"],
    ["Can you describe the Burj Khalifa?", "Burj Khalifa", 828, /Adrian Smith/, 2010, "Dubai, United Arab Emirates"],
  ])("%s → %s, %i m", async (prompt, name, height, architect, year, location) => {
    const document = await documentFor(prompt, landmark);
    expect(document).toMatchObject({ name, height, year_built: year, location });
    expect(document.architect).toMatch(architect);
  });
});

describe("a recipe with `{name, quantity, unit}` ingredients: the dish's units and servings", () => {
  const recipe = object({ title: text, servings: integer, ingredients: list(object({ name: text, quantity: number, unit: text })), steps: list(text) });

  it.each(["Give me a recipe for banana bread", "how do i make banana bread", "Banana bread recipe please"])("%s → a loaf's ingredients in grams and teaspoons, serving 8", async (prompt) => {
    const bread = await documentFor(prompt, recipe);
    expect(bread.title).toBe("Banana Bread");
    expect(bread.servings).toBe(8);
    expect(bread.ingredients).toContainEqual({ name: "Ripe bananas", quantity: 3, unit: "whole" });
    expect(bread.ingredients).toContainEqual({ name: "All-purpose flour", quantity: 190, unit: "g" });
    expect(bread.steps.join(" ")).toMatch(/350 °F/);
  });
});
