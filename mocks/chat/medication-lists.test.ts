import { describe, expect, it } from "vitest";
import { strict, structuredAnswer } from "../../test/support/structured-answers.ts";
import { medicationsIn } from "./medication-lists.ts";

const text = { type: "string" };
const number = { type: "number" };
const nullable = (type: unknown) => ({ anyOf: [type, { type: "null" }] });
const listOf = (key: string, item: Record<string, unknown>) => strict({ [key]: { type: "array", items: strict(item) } });

const NOTE = "Extract the medications from this note: Take lisinopril 10 mg once daily, metformin 500 mg twice a day with meals, and atorvastatin 20 mg at bedtime.";

describe("the medications of a pasted note or list", () => {
  it.each([
    [NOTE, "lisinopril", "metformin", "atorvastatin"],
    ["Pull the meds out of this discharge summary as JSON:\n1. Lisinopril 10 mg - once daily\n2. Metformin 500mg - twice a day with meals\n3. Atorvastatin 20 mg - at bedtime", "Lisinopril", "Metformin", "Atorvastatin"],
    ["List the patient's current medications from the chart:\n- lisinopril 10 mg, once daily\n- metformin 500 mg, twice a day with meals\n- atorvastatin 20 mg, at bedtime", "lisinopril", "metformin", "atorvastatin"],
  ])("answers %j with each drug, its dose and how often, not filler", async (prompt, first, second, third) => {
    const out = await structuredAnswer(prompt, listOf("medications", { name: text, dose: text, frequency: text }));
    expect(out.medications).toEqual([
      { name: first, dose: "10 mg", frequency: "once daily" },
      { name: second, dose: "500 mg", frequency: "twice a day with meals" },
      { name: third, dose: "20 mg", frequency: "at bedtime" },
    ]);
  });

  it("splits how often from the instructions when the schema asks for both, and names the drug as `drug`", async () => {
    const out = await structuredAnswer(NOTE, listOf("medications", { drug: text, dosage: text, frequency: text, instructions: nullable(text) }));
    expect(out.medications[1]).toEqual({ drug: "metformin", dosage: "500 mg", frequency: "twice a day", instructions: "with meals" });
    expect(out.medications[0].instructions).toBeNull();
  });

  it("gives the whole direction to instructions without a frequency, and a number dose with its unit", async () => {
    const out = await structuredAnswer("Extract the prescriptions: Amoxicillin 500 mg every 8 hours for 10 days; Ibuprofen 400 mg as needed for pain.", listOf("drugs", { drug: text, dose_mg: number, unit: text, instructions: text }));
    expect(out.drugs).toEqual([
      { drug: "Amoxicillin", dose_mg: 500, unit: "mg", instructions: "every 8 hours for 10 days" },
      { drug: "Ibuprofen", dose_mg: 400, unit: "mg", instructions: "as needed for pain" },
    ]);
  });

  it("reads a vitamin's letter and a release form as part of the name, and a sig's abbreviation as its frequency", () => {
    const found = medicationsIn("Extract the meds:\n• Vitamin D3 1000 IU daily\n• Metoprolol XL 25mg BID\n• Tylenol 500 mg every 6 hours as needed");
    expect(found.map(({ name, amount, unit, frequency, instructions }) => ({ name, amount, unit, frequency, instructions }))).toEqual([
      { name: "Vitamin D3", amount: 1000, unit: "IU", frequency: "daily", instructions: null },
      { name: "Metoprolol XL", amount: 25, unit: "mg", frequency: "BID", instructions: null },
      { name: "Tylenol", amount: 500, unit: "mg", frequency: "every 6 hours", instructions: "as needed" },
    ]);
  });

  it("reads no dose-less words as drugs", () => {
    expect(medicationsIn("Extract: Take 2 tablets of vitamin C daily.").map((medication) => medication.name)).not.toContain("Take");
    expect(medicationsIn("Extract the medications: none, the patient takes no drugs.")).toEqual([]);
  });
});
