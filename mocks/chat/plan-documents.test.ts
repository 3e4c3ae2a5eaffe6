import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { schemaAjv } from "../../test/support/json-schema.ts";
import { actionItemsIn } from "./action-items.ts";
import { askedCounts } from "./list-counts.ts";
import { interfaceFor } from "./ui-trees.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();
const object = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const listOf = (key: string, item: Record<string, unknown>) => object({ [key]: { type: "array", items: object(item) } });
const text = { type: "string" };
const texts = { type: "array", items: text };
/** Letters only json-schema-faker writes: "XnUv5bUa", "7kr" (a digit, a capital inside a word, or no vowel). */
const FAKER = /^\S*(?:\d|\p{Ll}\p{Lu})\S*$|^[^aeiouyAEIOUY\s]*$/u;

/** The document the mock answers `prompt` with, for `schema` (strict or not); checked against the schema. */
async function documentFor(prompt: string, schema: Record<string, unknown>, strict = true): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "plan", strict, schema } } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const document = JSON.parse(result.body.choices[0].message.content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  return document;
}

const mealPlan = listOf("days", { day: text, breakfast: text, lunch: text, dinner: text });
const studyPlan = listOf("weeks", { week: { type: "integer" }, focus: text, tasks: texts });

describe("a plan's periods: as many as asked, in order, each written for what it is", () => {
  it("reads a plan's length from its period: '4 weeks', 'a 5-day plan', not other counts", () => {
    expect(askedCounts("Create a study plan for learning Spanish in 4 weeks").periods?.get("week")).toBe(4);
    expect(askedCounts("Make a 5-day workout plan").periods?.get("day")).toBe(5);
    expect(askedCounts("Make a 5-day workout plan").byNoun.has("day")).toBe(false);
  });

  it("writes a weekly meal plan as seven weekdays, Monday to Sunday, of real meals", async () => {
    for (const strict of [true, false]) {
      const { days } = await documentFor("Create a weekly meal plan", mealPlan, strict);
      expect(days.map((day: any) => day.day)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
      for (const day of days) for (const meal of [day.breakfast, day.lunch, day.dinner]) expect(meal, meal).toMatch(/^\p{Lu}\p{Ll}+(?: [\p{L}(),'-]+){1,}/u);
      expect(new Set(days.map((day: any) => day.dinner)).size).toBe(7);
    }
  });

  it("keeps a vegetarian plan's meals to dishes without meat or fish", async () => {
    const { days } = await documentFor("Create a vegetarian weekly meal plan", mealPlan);
    const meals = days.flatMap((day: any) => [day.breakfast, day.lunch, day.dinner]);
    for (const meal of meals) expect(meal).not.toMatch(FAKER);
    expect(meals.join(" ")).not.toMatch(/chicken|beef|salmon|cod|tuna|turkey|chilli con carne/i);
  });

  it("numbers a study plan's weeks 1..4, its focus going from the basics to a review, with a few concrete tasks each", async () => {
    const { weeks } = await documentFor("Create a study plan for learning Spanish in 4 weeks", studyPlan);
    expect(weeks.map((week: any) => week.week)).toEqual([1, 2, 3, 4]);
    expect(weeks[0].focus).toMatch(/basics/i);
    expect(weeks[3].focus).toMatch(/review/i);
    expect(new Set(weeks.map((week: any) => week.focus)).size).toBe(4);
    for (const week of weeks) {
      expect(week.focus).not.toMatch(FAKER);
      expect(week.tasks.length).toBeGreaterThanOrEqual(2);
      expect(week.tasks.length).toBeLessThanOrEqual(4);
      for (const task of week.tasks) expect(task).not.toMatch(/Decide what done looks like|List everything .* involves/);
    }
    expect(weeks.flatMap((week: any) => week.tasks).join(" ")).toContain("Spanish");
  });

  it("numbers a how-to's steps and names a trip's days 'Day 1', 'Day 2' when the plan is no week's", async () => {
    const { steps } = await documentFor("Give me 4 steps to repot a plant", listOf("steps", { step: { type: "integer" }, instruction: text }));
    expect(steps.map((step: any) => step.step)).toEqual([1, 2, 3, 4]);
    const { days } = await documentFor("Plan a 3 day trip to Paris", listOf("days", { day: text, title: text, activities: texts }));
    expect(days.map((day: any) => day.day)).toEqual(["Day 1", "Day 2", "Day 3"]);
    // Paris is a city the mock knows: its days are its sights, not the faker's letters.
    expect(days.flatMap((day: any) => day.activities).join(" ")).toMatch(/Louvre|Eiffel/);
    for (const day of days) expect(day.title).not.toMatch(/^Day \d$|^\S*\d\S*$/);
  });

  it("writes a workout plan's days with what they train and exercises with sets and reps", async () => {
    const exercise = object({ name: text, sets: { type: "integer" }, reps: { type: "integer" } });
    const schema = listOf("days", { day: text, focus: text, exercises: { type: "array", items: exercise } });
    const { days } = await documentFor("Create a 3-day workout plan for beginners", schema);
    expect(days).toHaveLength(3);
    expect(days.map((day: any) => day.focus)).toEqual(["Full body A", "Cardio and core", "Full body B"]);
    for (const day of days) {
      expect(day.exercises.length).toBeGreaterThanOrEqual(3);
      for (const { name, reps } of day.exercises) {
        expect(name).not.toMatch(/^Exercise \d+$/);
        expect(reps).toBeLessThanOrEqual(30);
      }
    }
  });
});

describe("plans numbered by a period their list's name does not say, and trips by itinerary", () => {
  it("numbers a 3-month plan's months 1..3 and writes a learning plan's goals and milestones", async () => {
    const schema = object({ plan: { type: "array", items: object({ month: { type: "integer" }, goal: text, milestones: texts }) } });
    const { plan } = await documentFor("Create a 3 month plan to learn guitar", schema);
    expect(plan.map((month: any) => month.month)).toEqual([1, 2, 3]);
    expect(plan[0].goal).toBe("Fundamentals of guitar");
    for (const month of plan) for (const milestone of month.milestones) expect(milestone).not.toMatch(FAKER);
  });

  it("names a weekly schedule's days Monday to Sunday", async () => {
    const schema = object({ schedule: { type: "array", items: object({ day: text, tasks: texts }) } });
    const { schedule } = await documentFor("Make a weekly study schedule for my exams", schema);
    expect(schedule.map((entry: any) => entry.day)).toEqual(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);
  });

  it("takes an itinerary's days in a known city from its sights", async () => {
    const schema = object({ destination: text, days: { type: "array", items: object({ day: text, activities: texts }) } });
    const { days } = await documentFor("Create a 2-day itinerary for Tokyo", schema);
    expect(days.map((day: any) => day.day)).toEqual(["Day 1", "Day 2"]);
    expect(days.flatMap((day: any) => day.activities).join(" ")).toMatch(/Senso-ji|Shibuya/);
  });

  it("plans a town the mock does not know as the chat does, by what a visitor does there and under its name, never the faker's letters", async () => {
    const listed = object({ destination: text, days: { type: "array", items: object({ day: { type: "integer" }, activities: texts }) } });
    const { days } = await documentFor("Plan a 3-day trip to Ljubljana", listed);
    expect(days).toHaveLength(3);
    const activities = days.flatMap((day: any) => day.activities);
    expect(activities[0]).toMatch(/^Arrive in Ljubljana/);
    expect(activities.join(" ")).toMatch(/walking tour|market|museum|day trip/i);
    for (const activity of activities) expect(activity).not.toMatch(FAKER);
    const slotted = object({ city: text, itinerary: { type: "array", items: object({ day: { type: "integer" }, morning: text, afternoon: text, evening: text }) } });
    const { itinerary } = await documentFor("Plan a 3-day trip to Ljubljana", slotted);
    expect(itinerary.map((day: any) => day.day)).toEqual([1, 2, 3]);
    expect(itinerary[2].evening).toMatch(/airport or station/);
    for (const day of itinerary) for (const slot of [day.morning, day.afternoon, day.evening]) expect(slot).not.toMatch(FAKER);
  });

  it("takes no month for a place: a trip 'in March' to a known city is that city's", async () => {
    const schema = object({ days: { type: "array", items: object({ day: text, activities: texts }) } });
    const { days } = await documentFor("Plan a 2-day trip in March to Tokyo", schema);
    expect(days.flatMap((day: any) => day.activities).join(" ")).toMatch(/Senso-ji|Shibuya/);
  });
});

describe("an invoice or a receipt pasted in the message", () => {
  const lineItem = object({ description: text, quantity: { type: "number" }, unit_price: { type: "number" } });
  const invoice = object({ invoice_number: text, date: text, vendor: text, line_items: { type: "array", items: lineItem }, total: { type: "number" } });

  it("reads its number, date, vendor, lines and total as the text writes them", async () => {
    const prompt = "Extract the invoice data from this text: Invoice #INV-2041 from Acme Supplies, dated 2024-05-12. 5 x Printer paper at $4.50 each, 2 x Ink cartridge at $29.99 each. Total: $82.48";
    expect(await documentFor(prompt, invoice)).toEqual({
      invoice_number: "INV-2041",
      date: "2024-05-12",
      vendor: "Acme Supplies",
      line_items: [
        { description: "Printer paper", quantity: 5, unit_price: 4.5 },
        { description: "Ink cartridge", quantity: 2, unit_price: 29.99 },
      ],
      total: 82.48,
    });
  });

  it("keeps a receipt's stated total, inside a top-level receipt object", async () => {
    const schema = object({ receipt: object({ store: text, date: text, items: { type: "array", items: object({ name: text, price: { type: "number" } }) }, total: { type: "number" } }) });
    const { receipt } = await documentFor("Parse this receipt: Receipt from Green Grocer, March 3, 2025. 2 x Apples at 1.20 each, 1 x Bread at 3.50. Total 5.90", schema);
    expect(receipt).toEqual({ store: "Green Grocer", date: "March 3, 2025", items: [{ name: "Apples", price: 1.2 }, { name: "Bread", price: 3.5 }], total: 5.9 });
  });
});

describe("the action items of a given text", () => {
  const prompt = "Extract the action items from: 'John will send the report by Monday. Maria needs to book the venue. We should all review the budget.'";

  it("reads who does what by when from each sentence that gives a task", () => {
    expect(actionItemsIn(prompt).map(({ owner, task, due }) => ({ owner, task, due }))).toEqual([
      { owner: "John", task: "Send the report", due: "Monday" },
      { owner: "Maria", task: "Book the venue", due: null },
      { owner: null, task: "Review the budget", due: null },
    ]);
  });

  it("answers a schema of owner, task and due with them, nullable or not", async () => {
    const nullable = listOf("action_items", { owner: { type: ["string", "null"] }, task: text, due: { type: ["string", "null"] } });
    expect((await documentFor(prompt, nullable)).action_items).toEqual([
      { owner: "John", task: "Send the report", due: "Monday" },
      { owner: "Maria", task: "Book the venue", due: null },
      { owner: null, task: "Review the budget", due: null },
    ]);
    const plain = listOf("action_items", { owner: text, task: text, due: text });
    const items = (await documentFor(prompt, plain)).action_items;
    expect(items.map((item: any) => item.task)).toEqual(["Send the report", "Book the venue", "Review the budget"]);
    expect(items[2].owner).toBe("Everyone");
  });

  it("leaves a nullable due day null beside an owner that must be a string, and the reverse", async () => {
    const dueNullable = listOf("action_items", { owner: text, task: text, due: { type: ["string", "null"] } });
    expect((await documentFor(prompt, dueNullable)).action_items).toEqual([
      { owner: "John", task: "Send the report", due: "Monday" },
      { owner: "Maria", task: "Book the venue", due: null },
      { owner: "Everyone", task: "Review the budget", due: null },
    ]);
    const ownerNullable = listOf("action_items", { owner: { type: ["string", "null"] }, task: text, due: text });
    expect((await documentFor(prompt, ownerNullable)).action_items[2]).toEqual({ owner: null, task: "Review the budget", due: "Not specified" });
  });

  it("lists meeting notes' action items as strings, who then what and by when", async () => {
    const schema = object({ attendees: texts, action_items: texts });
    const notes = "Extract the action items from these meeting notes: Tom will update the landing page by Friday. The beta went well. Priya needs to email the beta testers.";
    expect((await documentFor(notes, schema)).action_items).toEqual(["Tom: update the landing page by Friday", "Priya: email the beta testers"]);
  });
});

describe("OpenAI's UI-generation example: a recursive tree of components", () => {
  const attribute = object({ name: text, value: text });
  const ui = {
    type: "object",
    properties: {
      type: { type: "string", enum: ["div", "button", "header", "section", "field", "form"] },
      label: text,
      children: { type: "array", items: { $ref: "#" } },
      attributes: { type: "array", items: attribute },
    },
    required: ["type", "label", "children", "attributes"],
    additionalProperties: false,
  };

  it("makes a user profile form of labelled fields and a submit button", async () => {
    for (const strict of [true, false]) {
      const form = await documentFor("Make a User Profile Form", ui, strict);
      expect(form.type).toBe("form");
      expect(form.label).toBe("User Profile");
      const fields = form.children.filter((child: any) => child.type === "field");
      expect(fields.map((field: any) => field.label)).toEqual(expect.arrayContaining(["First Name", "Last Name", "Email"]));
      expect(fields.find((field: any) => field.label === "Email").attributes).toContainEqual({ name: "type", value: "email" });
      const button = form.children.at(-1);
      expect(button.type).toBe("button");
      expect(button.attributes).toContainEqual({ name: "type", value: "submit" });
      for (const child of form.children) expect(child.children).toEqual([]);
    }
  });

  it("writes the tree in a top-level property when the schema recurses through $defs", async () => {
    const schema = { type: "object", properties: { ui: { $ref: "#/$defs/node" } }, required: ["ui"], additionalProperties: false, $defs: { node: { ...ui, properties: { ...ui.properties, children: { type: "array", items: { $ref: "#/$defs/node" } } } } } };
    const { ui: form } = await documentFor("Make a login form", schema);
    expect(form.type).toBe("form");
    expect(form.children.map((child: any) => child.label)).toEqual(["Email", "Password", "Log In"]);
  });

  it("makes a landing page of a header, sections and a button, named for what it is for", async () => {
    const page = await documentFor("Make a landing page for a coffee shop", ui);
    expect(page.label).toBe("Coffee Shop Landing Page");
    expect(page.children.map((child: any) => child.type)).toEqual(["header", "section", "section", "section", "button"]);
    expect(interfaceFor("Make a landing page for a coffee shop").children[0]!.label).toBe("Coffee Shop");
  });
});
