/**
 * A list of the caller's records written from records a pasted text holds (medication-lists.ts's
 * drugs, pasted-ingredients.ts's ingredients): the list's items take the shape of the faker's
 * first item, each field the value its key asks for. A value the text does not give (an
 * ingredient without a unit) is written as the schema allows one: null, left out, or an empty
 * string; the first form the caller's schema accepts for the whole list wins, and a list it accepts
 * in no form is left as it was.
 */

type Json = Record<string, unknown>;

/** A field the text gives no value for: null, left out or "", as the schema allows. */
export const ABSENT: unique symbol = Symbol("absent");

/**
 * The value of `key` in the `index`th record (`held`: the faker's value there; `fields`: the
 * item's keys), ABSENT when the text has none, or undefined to keep the faker's.
 */
export type FieldValue = (key: string, index: number, held: unknown, fields: readonly string[]) => unknown;

/** How an absent value is written, in the order tried. */
const FORMS: readonly ((item: Json, key: string) => void)[] = [
  (item, key) => {
    item[key] = null;
  },
  (item, key) => {
    delete item[key];
  },
  (item, key) => {
    item[key] = "";
  },
];

/**
 * `document` with each top-level list `isList` names (or one in a top-level object) holding
 * `count` records whose fields `valueFor` gives, where `validate` accepts the document.
 * @example withRecordList({ meds: [{ name: "x" }] }, (key) => key === "meds", 1, () => "Aspirin", check) // { meds: [{ name: "Aspirin" }] }
 */
export function withRecordList(document: unknown, isList: (key: string) => boolean, count: number, valueFor: FieldValue, validate: (value: unknown) => boolean): unknown {
  if (count === 0 || document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const copy = structuredClone(document) as Json;
  const holders = [copy, ...Object.values(copy).filter((value): value is Json => value !== null && typeof value === "object" && !Array.isArray(value))];
  let changed = false;
  for (const holder of holders) {
    for (const [key, list] of Object.entries(holder)) {
      if (!Array.isArray(list) || !isList(key)) continue;
      const template = list.find((item): item is Json => item !== null && typeof item === "object" && !Array.isArray(item));
      if (template === undefined) continue;
      for (const absent of FORMS) {
        holder[key] = Array.from({ length: count }, (_, index) => {
          const item = structuredClone(template);
          const fields = Object.keys(item);
          for (const field of fields) {
            const value = valueFor(field, index, template[field], fields);
            if (value === ABSENT) absent(item, field);
            else if (value !== undefined) item[field] = value;
          }
          return item;
        });
        if (validate(copy)) {
          changed = true;
          break;
        }
        holder[key] = list;
      }
    }
  }
  return changed ? copy : document;
}
