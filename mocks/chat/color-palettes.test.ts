import { describe, expect, it } from "vitest";
import { strict, structuredAnswer } from "../../test/support/structured-answers.ts";
import { compileCallerSchema } from "./caller-schema.ts";
import { withColorPalette } from "./color-palettes.ts";

const text = { type: "string" };
const HEX = /^#[0-9A-F]{6}$/;

/** The document the mock answers `prompt` with, for a strict json_schema. */
const answer = (prompt: string, schema: Record<string, unknown>, seed?: number): Promise<any> => structuredAnswer(prompt, schema, { name: "palette", seed });

describe("colour palettes", () => {
  it.each(["hex", "hex_code", "hexCode", "color_hex", "colorCode"])("writes a swatch's `%s` as a hex code and names that colour, for every seed", async (key) => {
    const schema = strict({ name: text, colors: { type: "array", items: strict({ name: text, [key]: text }) } });
    for (const seed of [1, 2, 3]) {
      const out = await answer("Generate a color palette for a calm beach website", schema, seed);
      expect(out.colors.length, `seed ${seed}`).toBeGreaterThan(0);
      for (const swatch of out.colors) {
        expect(swatch[key], `${key}, seed ${seed}`).toMatch(HEX);
        expect(swatch.name, `${key}, seed ${seed}`).not.toMatch(/^Color \d+$/);
      }
    }
  });

  it("gives a coffee shop's brand palette its roles' colours: warm browns, a light background", async () => {
    const out = await answer("Suggest a brand color palette for a coffee shop", strict({ primary: text, secondary: text, accent: text, background: text }));
    expect(out).toEqual({ primary: "#8B4513", secondary: "#D2B48C", accent: "#556B2F", background: "#FDF5E6" });
  });

  it("writes a list of colours as hex codes when the prompt asks for a palette", () => {
    const schema = strict({ colors: { type: "array", items: text } });
    const out = withColorPalette({ colors: ["x1", "Tq", "zz"] }, "Give me a palette for a forest cabin brand", compileCallerSchema(schema)) as { colors: string[] };
    expect(out.colors).toEqual(["#228B22", "#98FB98", "#A0522D"]);
  });

  it("keeps a hex code that is one, a `text` of a prompt that asks for no colours, and a pattern the schema sets", () => {
    const kept = { name: "Brand", hex: "#123456" };
    expect(withColorPalette(kept, "Generate a color palette", () => true)).toBe(kept);
    const note = { title: "x", text: "Hello" };
    expect(withColorPalette(note, "Write a note to my team", () => true)).toBe(note);
    const patterned = strict({ hex: { type: "string", pattern: "^[0-9a-f]{3}$" } });
    expect(withColorPalette({ hex: "abc" }, "Generate a color palette", compileCallerSchema(patterned))).toEqual({ hex: "abc" });
  });
});
