/**
 * The one known thing a `json_object` prompt describes with the keys it names: "Describe the
 * planet Mars as JSON with name, diameter_km and moons" → Mars's row of json-object-rows.ts,
 * `name` → "Mars", `diameter_km` → 6779, `moons` → 2. A model knows these facts; a mock that
 * answers `{"name": "Duc Tran", "diameter_km": "Mars"}` reads as broken.
 */
import { ATTRIBUTES, KIND_NOUNS, KINDS, type Row } from "./json-object-rows.ts";

/** A row the text names, and the column each key it can fill holds. */
export interface NamedThing {
  readonly row: Row;
  readonly columns: ReadonlyMap<string, string>;
}

/**
 * The known thing `text` names whose row fills most of `keys` beyond its name (at least one),
 * with the column of each key it fills; undefined when it names none.
 * @example namedThing("Describe the planet Mars as JSON with name, diameter_km and moons", ["name", "diameter_km", "moons"])
 * // { row: { name: "Mars", diameter_km: 6779, moons: 2, … }, columns: Map { name → name, diameter_km → diameter_km, moons → moons } }
 */
export function namedThing(text: string, keys: readonly string[]): NamedThing | undefined {
  const head = text.slice(0, 600);
  const lower = head.toLowerCase();
  let best: (NamedThing & { filled: number }) | undefined;
  for (const [noun, kind] of KINDS) {
    // "the color red", "the movie Up": a kind the text names is matched in any case, short names included.
    const kindNamed = [...KIND_NOUNS].some(([word, of]) => of === noun && lower.includes(word));
    for (const row of kind.rows) {
      const label = String(row[kind.label]);
      if (!named(head, label, kindNamed)) continue;
      const columns = new Map<string, string>();
      for (const key of keys) {
        const column = columnOf(key, row, kind.label, noun);
        if (column !== undefined) columns.set(key, column);
      }
      const filled = [...columns.values()].filter((column) => column !== kind.label).length;
      if (filled > 0 && (best === undefined || filled > best.filled)) best = { row, columns, filled };
    }
  }
  return best && { row: best.row, columns: best.columns };
}

/**
 * Whether `text` names `label` as a word: in its own case, not as the text's first word and at
 * least three letters long ("Up", "Go" and "C" are words or letters first), unless the text names
 * its kind too ("the movie Up", "the Go programming language").
 */
function named(text: string, label: string, kindNamed: boolean): boolean {
  const found = new RegExp(`(?<![\\p{L}\\d])${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\d+#])`, kindNamed ? "iu" : "u").exec(text);
  if (!found) return false;
  return kindNamed || (label.length >= 3 && text.slice(0, found.index).trim() !== "" && !/^(?:Red|Green|Blue|Yellow|Purple|Orange|Pink|Black|White|Gray|Up|Jaws)$/.test(label));
}

/**
 * The column of `row` a key holds: its own name (`diameter_km`, `capital`), the thing's name
 * (`name`, `title`, `planet`), or an attribute's name (`number_of_moons` → `moons`, `official_language` → `language`).
 */
function columnOf(key: string, row: Row, label: string, noun: string): string | undefined {
  const snake = key.replace(/([a-z])([A-Z])/g, "$1_$2").toLowerCase().replace(/[\s-]+/g, "_");
  if (row[snake] !== undefined) return snake;
  const words = snake.replace(/_/g, " ").trim();
  if (words === "name" || words === "title" || words === noun || `${words}s` === noun || words === `${noun} name`) return label;
  const singular = words.replace(/(?<=[^s])s$/, "");
  const column = ATTRIBUTES.get(words) ?? ATTRIBUTES.get(singular);
  return column !== undefined && row[column] !== undefined ? column : undefined;
}
