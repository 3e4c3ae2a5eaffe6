import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { recipeReply, withRecipe } from "./recipes.ts";

const PATH = "/client/v2/ai/chat/completions";
/** The AI SDK's first generateObject example, as its zod schema reaches the gateway. */
const RECIPE = {
  type: "object",
  properties: {
    recipe: {
      type: "object",
      properties: {
        name: { type: "string" },
        ingredients: { type: "array", items: { type: "object", properties: { name: { type: "string" }, amount: { type: "string" } }, required: ["name", "amount"], additionalProperties: false } },
        steps: { type: "array", items: { type: "string" } },
      },
      required: ["name", "ingredients", "steps"],
      additionalProperties: false,
    },
  },
  required: ["recipe"],
  additionalProperties: false,
};

async function recipe(prompt: string, schema: object = RECIPE): Promise<any> {
  const result = await testMock().call("POST", PATH, {
    body: { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "response", strict: true, schema } } },
  });
  return JSON.parse(result.body.choices[0].message.content);
}

describe("a recipe of a dish demos ask for has the dish's ingredients and steps", () => {
  it("writes the AI SDK's lasagna: its title, ten ingredients with amounts, the steps in order", async () => {
    const { recipe: lasagna } = await recipe("Generate a lasagna recipe.");
    expect(lasagna.name).toBe("Classic Lasagna");
    expect(lasagna.ingredients).toHaveLength(10);
    expect(lasagna.ingredients[0]).toEqual({ name: "Lasagna noodles", amount: "12 sheets" });
    expect(lasagna.steps[0]).toMatch(/^Preheat the oven/);
    expect(lasagna.steps.at(-1)).toMatch(/rest/);
  });

  it("fills a list of strings and keeps the length the prompt counts", async () => {
    const strings = { type: "object", properties: { title: { type: "string" }, ingredients: { type: "array", items: { type: "string" } }, instructions: { type: "array", items: { type: "string" } } }, required: ["title", "ingredients", "instructions"], additionalProperties: false };
    const pancakes = await recipe("Give me a recipe for pancakes with 5 ingredients", strings);
    expect(pancakes.title).toBe("Fluffy Pancakes");
    expect(pancakes.ingredients).toEqual(["200 g all-purpose flour", "300 ml milk", "2 eggs", "2 tablespoons sugar", "2 teaspoons baking powder"]);
    expect(pancakes.instructions[0]).toMatch(/^Whisk the flour/);
  });

  it("leaves out what the prompt rules out, in the schema's fields too: a vegan lasagna lists no beef, egg or cheese", async () => {
    const { recipe: lasagna } = await recipe("Generate a vegan lasagna recipe.");
    expect(lasagna.name).toBe("Vegan Classic Lasagna");
    const names: string[] = lasagna.ingredients.map((item: { name: string }) => item.name);
    expect(names).toContain("Cooked brown lentils");
    for (const name of names) expect(name).not.toMatch(/\b(?:beef|eggs?|ricotta cheese|mozzarella cheese)\b/i);
    expect(lasagna.steps.join(" ")).not.toMatch(/\bbeef\b|\beggs?\b/i);
  });

  it("keeps the schema's word and leaves other dishes and other documents alone", () => {
    const document = { name: "x", ingredients: ["a"], steps: ["b"] };
    expect(withRecipe(document, "Generate a lasagna recipe.", () => false)).toBe(document);
    expect(withRecipe(document, "Generate a recipe for moussaka", () => true)).toBe(document);
    expect(withRecipe(document, "Tell me about lasagna's history", () => true)).toBe(document);
  });
});

describe("a recipe asked for in chat", () => {
  it("is the dish's title, ingredients and numbered steps", async () => {
    const result = await testMock().call("POST", PATH, { body: { model: "gpt-4o-mini", messages: [{ role: "user", content: "How do I make pancakes?" }] } });
    const reply: string = result.body.choices[0].message.content;
    expect(reply).toMatch(/^## Fluffy Pancakes\n\nServes 4 \(makes about 10 pancakes\)\.\n\n\*\*Ingredients\*\*\n\n- 200 g all-purpose flour\n/);
    expect(reply).toMatch(/\*\*Steps\*\*\n\n1\. Whisk the flour/);
  });

  it.each([
    ["Give me a recipe for pancakes without eggs", /\beggs?\b/i, "## Eggless Fluffy Pancakes", "- 2 tablespoons ground flaxseed, mixed with 6 tablespoons water"],
    ["Gluten-free pancakes recipe please", /all-purpose flour/i, "## Gluten-Free Fluffy Pancakes", "- 200 g gluten-free flour blend"],
    ["Give me a vegan recipe for pancakes", /\beggs?\b|\bmilk\b(?<!oat milk)|(?<!vegan )butter\b/i, "## Vegan Fluffy Pancakes", "- 300 ml oat milk"],
    ["A guacamole recipe without cilantro", /cilantro/i, "## Guacamole without Cilantro", "3. Fold in the onion, tomato and jalapeño."],
  ])("honours what the prompt leaves out: %j", (prompt, absent, title, line) => {
    const [heading, ...body] = recipeReply(prompt)!.split("\n");
    const reply = body.join("\n");
    expect(reply).not.toMatch(absent);
    expect(heading).toBe(title);
    expect(reply).toContain(line);
  });

  it("keeps the steps it can rewrite without what is left out, and drops an ingredient only a dropped step used", () => {
    const reply = recipeReply("Give me a recipe for lasagna without cheese")!;
    expect(reply.split("\n")[0]).toBe("## Classic Lasagna without Cheese");
    expect(reply).not.toMatch(/ricotta|mozzarella|parmesan|\begg\b/i);
    expect(reply.split("\n").slice(1).join("\n")).not.toMatch(/cheese/i);
    // The layering is how a lasagna is made: it stays, without the cheese.
    expect(reply).toContain("3. Layer sauce and noodles in a baking dish; repeat, finishing with sauce.");
    expect(reply).toContain("4. Cover with foil and bake");
  });

  it("picks a dish for a meal when the prompt names none, kept to its diet", () => {
    expect(recipeReply("Give me a vegan recipe for dinner")?.split("\n")[0]).toBe("## Vegan Classic Lasagna");
    expect(recipeReply("An easy breakfast recipe please")?.split("\n")[0]).toBe("## Fluffy Pancakes");
    expect(recipeReply("Give me a recipe for moussaka for dinner")).toBeUndefined();
  });

  it("keeps the dish whole when nothing is ruled out: \"no more than\" is a count, not an ingredient", () => {
    expect(recipeReply("Give me a pancake recipe with no more than 7 ingredients")).toBe(recipeReply("How do I make pancakes?"));
  });

  it("lists each ingredient as quantity, name, then its preparation", () => {
    const reply = recipeReply("Recipe for carbonara")!;
    expect(reply).toContain("\n- 150 g guanciale or pancetta, diced\n");
    expect(reply).toContain("\n- black pepper, to taste\n");
  });

  it("leaves cookies and recipes of software and the web to the other replies", () => {
    for (const prompt of ["How do I set cookies in Express? Give me the recipe.", "How to make a cookie banner for GDPR compliance recipe", "Write a recipe app in React that shows lasagna recipes"]) {
      expect(recipeReply(prompt), prompt).toBeUndefined();
    }
  });
});
