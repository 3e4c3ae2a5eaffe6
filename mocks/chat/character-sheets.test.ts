import { describe, expect, it } from "vitest";
import { testMock } from "../../test/support/harness.ts";
import { schemaAjv } from "../../test/support/json-schema.ts";

const PATH = "/client/v2/ai/chat/completions";
const ajv = schemaAjv();
const object = (properties: Record<string, unknown>) => ({ type: "object", properties, required: Object.keys(properties), additionalProperties: false });
const text = { type: "string" };
const integer = { type: "integer" };

async function documentFor(prompt: string, schema: Record<string, unknown>): Promise<any> {
  const body = { model: "gpt-4o-mini", messages: [{ role: "user", content: prompt }], response_format: { type: "json_schema", json_schema: { name: "character", strict: true, schema } } };
  const result = await testMock().call("POST", PATH, { body });
  expect(result.status).toBe(200);
  const document = JSON.parse(result.body.choices[0].message.content);
  expect(ajv.validate(schema, document), JSON.stringify(ajv.errors)).toBe(true);
  return document;
}

describe("a role-playing game's character sheet: the race and class asked, scores a player could roll", () => {
  it("writes an elven ranger: an elf's name, its race and class, scores of the standard array with dexterity first, a backstory of both", async () => {
    const sheet = await documentFor("Create a D&D character sheet for an elven ranger", object({ name: text, race: text, class: text, level: integer, strength: integer, dexterity: integer, backstory: text }));
    expect(sheet.race).toBe("Elf");
    expect(sheet.class).toBe("Ranger");
    expect(sheet.dexterity).toBe(15);
    expect(sheet.strength).toBeGreaterThanOrEqual(8);
    expect(sheet.strength).toBeLessThanOrEqual(15);
    expect(sheet.level).toBeGreaterThanOrEqual(1);
    expect(sheet.level).toBeLessThanOrEqual(20);
    expect(sheet.backstory).toMatch(/elves/);
    expect(sheet.backstory).toMatch(/track|wild/);
    expect(sheet.backstory.startsWith(sheet.name.split(" ")[0])).toBe(true);
  });

  it("gives a character hit points of its level and the gear of its class, never the faker's hundreds", async () => {
    const sheet = await documentFor("Generate a fantasy RPG character", object({ name: text, class: text, level: integer, hp: integer, inventory: { type: "array", items: text }, backstory: text }));
    expect(sheet.hp).toBeGreaterThan(0);
    expect(sheet.hp).toBeLessThanOrEqual(sheet.level * 12 + 4);
    expect(sheet.inventory.length).toBeGreaterThanOrEqual(3);
    for (const item of [...sheet.inventory, sheet.backstory]) expect(item).toMatch(/^[A-Z][a-z']+(?: [\w',.-]+)*\.?$/);
  });

  it("writes a sheet inside a `character` object, its stats in short names and its race from the caller's enum", async () => {
    const stats = object({ str: integer, dex: integer, con: integer, int: integer, wis: integer, cha: integer });
    const schema = object({ character: object({ name: text, race: { type: "string", enum: ["Human", "Elf", "Dwarf", "Halfling"] }, stats, equipment: { type: "array", items: text } }) });
    const { character } = await documentFor("Create a dwarf cleric character for my D&D campaign", schema);
    expect(character.race).toBe("Dwarf");
    expect(character.stats.wis).toBe(15);
    expect(Object.values(character.stats).sort()).toEqual([10, 12, 13, 14, 15, 8]);
    expect(character.equipment).toContain("Holy symbol");
  });
});
