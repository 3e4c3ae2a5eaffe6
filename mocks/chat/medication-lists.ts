/**
 * The medications of a pasted note or list ("Extract the medications from this note: Take
 * lisinopril 10 mg once daily, metformin 500 mg twice a day with meals, and atorvastatin 20 mg at
 * bedtime"): each drug's name, dose and how often it is taken, as the text writes them, into the
 * caller's list (`medications: [{name, dose, frequency}]`, `drugs: [{drug, dosage, instructions}]`).
 * The faker gave "Medication 1" at a dose of "1", taken "ErfZaWd".
 */
import { normalisedKey, singular, wordsOf } from "./property-kinds.ts";
import { givenText } from "./text-entities.ts";
import { ABSENT, withRecordList } from "./record-lists.ts";

/** A drug as the text gives it: its name, its dose (amount and unit), and the rest of its line. */
export interface Medication {
  name: string;
  amount: number;
  unit: string;
  /** The whole direction after the dose ("twice a day with meals"), or null. */
  direction: string | null;
  /** How often: "once daily", "twice a day"; the whole direction when it starts with no frequency. */
  frequency: string | null;
  /** What the direction says past its frequency ("with meals"), or null. */
  instructions: string | null;
}

/** A drug's name (one word, with a release form, a salt or a letter after it) and its dose: "metformin 500 mg", "Metoprolol XL 25mg", "Vitamin D3 1000 IU". */
const DRUG_DOSE =
  /\b(\p{L}[\p{L}-]{2,}(?:\s+(?:XR|ER|SR|XL|CR|DR|HCl|hydrochloride|sodium|potassium|calcium|[A-Z]\d{0,2}(?![\p{L}])))?)\s*[:(-]?\s*(\d+(?:\.\d+)?)\s*(mg|mcg|µg|g|ml|mL|units?|IU|%|puffs?|tablets?|tabs?|capsules?|caps?|drops?)(?![\p{L}])\)?/gu;
/** Words before a dose that are no drug's name. */
const NOT_DRUGS = /^(?:take|takes|taking|then|and|or|of|with|plus|also|dose|dosage|increase|decrease|reduce|to|from|by|about|daily|total|max|maximum|up)$/i;
/** How often a drug is taken, at the start of its direction. */
const FREQUENCY =
  /^(?:(?:once|twice|three times|four times|\d+\s*(?:x|times))\s+(?:a|per|each|every)?\s*(?:day|daily|week|weekly|month)|(?:once|twice)\s+daily|daily|nightly|weekly|monthly|every\s+(?:other\s+)?(?:\d+(?:\s*-\s*\d+)?\s+)?(?:hours?|days?|weeks?|morning|evening|night)|at\s+(?:bedtime|night)|in\s+the\s+(?:morning|evening)|(?:each|every)\s+(?:morning|evening|night)|as\s+needed|b\.?i\.?d\.?|t\.?i\.?d\.?|q\.?i\.?d\.?|q\.?d\.?|q\.?h\.?s\.?|q\d+h|prn)\b/i;

/** The names of a list of drugs: `medications`, `meds`, `drugs`, `prescriptions`, `medication_list`. */
const LISTS: ReadonlySet<string> = new Set(["medication", "med", "drug", "medicine", "prescription", "medicament"]);
const NAME_KEYS: ReadonlySet<string> = new Set(["name", "drug", "medication", "medicine", "drugname", "medicationname", "medicinename", "med"]);
const DOSE_KEYS: ReadonlySet<string> = new Set(["dose", "dosage", "strength", "amount", "dosestrength", "doseamount"]);
const UNIT_KEYS: ReadonlySet<string> = new Set(["unit", "doseunit", "dosageunit", "units"]);
const FREQUENCY_KEYS: ReadonlySet<string> = new Set(["frequency", "howoften", "schedule", "timing", "when", "dosingfrequency"]);
const INSTRUCTION_KEYS: ReadonlySet<string> = new Set(["instructions", "instruction", "directions", "sig", "notes", "note", "usage", "howtotake", "comments"]);

/**
 * The drugs a pasted text lists, each with its dose and direction.
 * @example medicationsIn("Take lisinopril 10 mg once daily, and metformin 500 mg twice a day with meals.")[1] // { name: "metformin", amount: 500, unit: "mg", direction: "twice a day with meals", frequency: "twice a day", instructions: "with meals" }
 */
export function medicationsIn(prompt: string): Medication[] {
  const text = givenText(prompt).slice(0, 4000);
  const found = [...text.matchAll(DRUG_DOSE)].filter((match) => !NOT_DRUGS.test(match[1]!)).slice(0, 30);
  return found.map((match, i) => {
    const end = found[i + 1]?.index ?? text.length;
    // The direction runs to the next drug, the line's end or the sentence's.
    const direction = text
      .slice(match.index + match[0].length, end)
      .split(/\n|;|\.(?:\s|$)/)[0]!
      .replace(/^[\s,:–—-]+/, "")
      .replace(/(?:[\s,]+(?:and|or|&|then|plus|\d+[.)]))*[\s,.]*$/i, "")
      .trim();
    const frequency = FREQUENCY.exec(direction)?.[0];
    const rest = frequency === undefined ? "" : direction.slice(frequency.length).replace(/^[\s,–—-]+/, "").trim();
    return {
      name: match[1]!,
      amount: Number(match[2]),
      unit: match[3]!,
      direction: direction === "" ? null : direction,
      frequency: direction === "" ? null : (frequency ?? direction),
      instructions: rest === "" ? (frequency === undefined && direction !== "" ? direction : null) : rest,
    };
  });
}

/** Whether a prompt may list drugs with their doses: a dose unit after a number. */
function mayList(prompt: string): boolean {
  return /\d\s*(?:mg|mcg|µg|ml|units?|iu)\b/i.test(prompt);
}

/**
 * `document` with its list of medications the pasted text's, where `validate` accepts it.
 * @example withMedications({ medications: [{ name: "x", dose: "1", frequency: "y" }] }, "Extract the medications: aspirin 81 mg daily", check) // { medications: [{ name: "aspirin", dose: "81 mg", frequency: "daily" }] }
 */
export function withMedications(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !mayList(prompt)) return document;
  const isList = (key: string) => wordsOf(key).some((word) => LISTS.has(singular(word)));
  if (!Object.entries(document).some(([key, value]) => Array.isArray(value) && isList(key))) return document;
  const medications = medicationsIn(prompt);
  if (medications.length === 0) return document;
  return withRecordList(
    document,
    isList,
    medications.length,
    (key, index, held, fields) => {
      const medication = medications[index]!;
      const normal = normalisedKey(key);
      if (NAME_KEYS.has(normal)) return medication.name;
      // A dose as a number when the schema counts it, its unit then in a field of its own.
      if (DOSE_KEYS.has(normal) || /^(?:dose|dosage|strength)(?:in)?(?:mg|mcg|ml|value)$/.test(normal)) return typeof held === "number" ? medication.amount : `${medication.amount} ${medication.unit}`;
      if (UNIT_KEYS.has(normal)) return medication.unit;
      // "twice a day with meals" is all of a lone frequency; beside instructions, "with meals" is theirs.
      const instructed = fields.some((field) => INSTRUCTION_KEYS.has(normalisedKey(field)));
      const timed = fields.some((field) => FREQUENCY_KEYS.has(normalisedKey(field)));
      if (FREQUENCY_KEYS.has(normal)) return (instructed ? medication.frequency : medication.direction) ?? ABSENT;
      if (INSTRUCTION_KEYS.has(normal)) return (timed ? medication.instructions : medication.direction) ?? ABSENT;
      return undefined;
    },
    validate,
  );
}
