import { describe, expect, it } from "vitest";
import { strict, structuredAnswer } from "../../test/support/structured-answers.ts";
import { testMock } from "../../test/support/harness.ts";
import { ingredientsIn } from "./pasted-ingredients.ts";

const text = { type: "string" };
const number = { type: "number" };
const listOf = (item: object) => strict({ ingredients: { type: "array", items: item } });

const BANANAS = [
  { name: "flour", quantity: 2, unit: "cups" },
  { name: "baking soda", quantity: 1, unit: "tsp" },
  { name: "ripe bananas", quantity: 3, unit: null },
  { name: "sugar", quantity: 0.5, unit: "cup" },
  { name: "salt", quantity: 1, unit: "pinch" },
];

describe("the ingredients of a pasted list or recipe, with their quantities", () => {
  it.each([
    "Extract the ingredients: 2 cups flour, 1 tsp baking soda, 3 ripe bananas, 1/2 cup sugar, a pinch of salt",
    "Parse this ingredient list into JSON: 2 cups flour; 1 tsp baking soda; 3 ripe bananas; ½ cup sugar; and a pinch of salt.",
    "Extract the ingredients from this recipe:\nBanana Bread\nIngredients:\n- 2 cups flour\n- 1 tsp baking soda\n- 3 ripe bananas\n- 1/2 cup sugar\n- a pinch of salt\nInstructions:\n1. Preheat the oven to 350°F.\n2. Mash the bananas and mix in 1 egg.",
  ])("answers %j with the five as written: a number quantity, a null unit where none is given", async (prompt) => {
    const out = await structuredAnswer(prompt, listOf(strict({ name: text, quantity: number, unit: { type: ["string", "null"] } })));
    expect(out.ingredients).toEqual(BANANAS);
  });

  it("writes no unit as the schema allows: an empty string, or left out when optional", async () => {
    const prompt = "Extract the ingredients: 200 g butter, 2 eggs, 1 1/2 cups milk";
    const plain = await structuredAnswer(prompt, listOf(strict({ name: text, quantity: number, unit: text })));
    expect(plain.ingredients).toEqual([
      { name: "butter", quantity: 200, unit: "g" },
      { name: "eggs", quantity: 2, unit: "" },
      { name: "milk", quantity: 1.5, unit: "cups" },
    ]);
    const optional = { type: "object", properties: { name: text, quantity: number, unit: text }, required: ["name", "quantity"], additionalProperties: false };
    // Strict mode makes every property required: an optional unit is a non-strict schema's.
    const schema = { type: "object", properties: { ingredients: { type: "array", items: optional } }, required: ["ingredients"], additionalProperties: false };
    const result = await testMock().call("POST", "/client/v2/ai/chat/completions", {
      body: { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "out", strict: false, schema } } },
    });
    expect(JSON.parse(result.body.choices[0].message.content).ingredients[1]).toEqual({ name: "eggs", quantity: 2 });
  });

  it("keeps a string quantity as written, with its unit when the item has no unit field", async () => {
    const out = await structuredAnswer("Extract the ingredients: 2 cups flour, 1/2 cup sugar, 3 ripe bananas", listOf(strict({ ingredient: text, amount: text })));
    expect(out.ingredients).toEqual([
      { ingredient: "flour", amount: "2 cups" },
      { ingredient: "sugar", amount: "1/2 cup" },
      { ingredient: "ripe bananas", amount: "3" },
    ]);
  });

  it("reads no steps, titles or headers as ingredients", () => {
    expect(ingredientsIn("Extract the ingredients from this recipe:\nPancakes\n1 cup milk\n1 egg\nMethod:\n2 minutes per side").map((ingredient) => ingredient.name)).toEqual(["milk", "egg"]);
  });
});
