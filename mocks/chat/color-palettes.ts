/**
 * Colours as a design tool writes them: a `hex` field holds a hex code ("#4682B4"), not the
 * faker's letters ("Aqfgvj"), and the `name` beside it names that colour ("Steel Blue", not
 * "Color 1"); in a prompt that asks for a palette or a colour scheme ("Generate a color palette
 * for a calm beach website"), the `primary`, `secondary`, `accent`, `background` and `text`
 * fields, and a list of `colors`, hold hex codes too. The palettes are designed (a coastal one
 * for beach and ocean prompts, warm browns for coffee, greens for nature, a neutral blue
 * otherwise); each colour is a CSS named colour with its standard hex value. Each change is kept
 * only where the caller's schema still accepts the document.
 */
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** A named colour and its hex code (CSS named colours). */
type Swatch = readonly [name: string, hex: string];

/** Palettes in the order of the roles a UI gives colours: primary, secondary, accent, background, text. */
const PALETTES: readonly (readonly [cue: RegExp, swatches: readonly Swatch[]])[] = [
  [/beach|ocean|sea\b|coast|calm|surf|marine|water|sky/, [["Steel Blue", "#4682B4"], ["Sky Blue", "#87CEEB"], ["Sandy Brown", "#F4A460"], ["Seashell", "#FFF5EE"], ["Dark Slate Gray", "#2F4F4F"]]],
  [/coffee|caf[eé]|bakery|warm|autumn|earth|chocolate|rustic/, [["Saddle Brown", "#8B4513"], ["Tan", "#D2B48C"], ["Dark Olive Green", "#556B2F"], ["Old Lace", "#FDF5E6"], ["Dark Slate Gray", "#2F4F4F"]]],
  [/forest|nature|eco|garden|plant|green|organic|outdoor/, [["Forest Green", "#228B22"], ["Pale Green", "#98FB98"], ["Sienna", "#A0522D"], ["Beige", "#F5F5DC"], ["Dark Slate Gray", "#2F4F4F"]]],
];
const DEFAULT_PALETTE: readonly Swatch[] = [["Royal Blue", "#4169E1"], ["Midnight Blue", "#191970"], ["Coral", "#FF7F50"], ["Ghost White", "#F8F8FF"], ["Dark Slate Gray", "#2F4F4F"]];

/** Names of a field that holds a colour's hex code. */
const HEX_KEYS: ReadonlySet<string> = new Set(["hex", "hexcode", "hexvalue", "hexcolor", "hexcolour", "colorhex", "colorcode", "colourcode"]);
/** Names of the colour's name beside its hex code. */
const NAME_KEYS: ReadonlySet<string> = new Set(["name", "colorname", "colourname", "label", "title"]);
/** Roles of a palette's fields, by name, as the place of their swatch. */
const ROLE_PLACES: ReadonlyMap<string, number> = new Map([
  ...["primary", "primarycolor", "main", "brand", "brandcolor"].map((key) => [key, 0] as const),
  ...["secondary", "secondarycolor"].map((key) => [key, 1] as const),
  ...["accent", "accentcolor", "highlight", "cta"].map((key) => [key, 2] as const),
  ...["background", "backgroundcolor", "bg", "surface"].map((key) => [key, 3] as const),
  ...["text", "textcolor", "foreground", "fg"].map((key) => [key, 4] as const),
]);
/** Names of a list of a palette's colours. */
const COLOR_LISTS: ReadonlySet<string> = new Set(["colors", "colours", "palette", "hexcodes", "swatches"]);
/** A prompt that asks for colours. */
const PALETTE_ASKED = /palette|colou?r scheme|colou?rs? for|brand colou?rs?|theme colou?rs?|\bhex\b/;
/** A hex colour code. */
const HEX = /^#[0-9a-f]{6}$/i;
/** Most objects visited in one document. */
const MAX_NODES = 200;

/** What one pass shares: the palette, the copy and its check. */
interface Painting {
  readonly swatches: readonly Swatch[];
  readonly asked: boolean;
  readonly root: unknown;
  readonly validate: (value: unknown) => boolean;
  nodes: number;
  changed: boolean;
}

/** Sets `holder[slot]` to `value`, kept only if the schema accepts the document. */
function set(holder: Json | unknown[], slot: string | number, value: string, painting: Painting): void {
  const target = holder as Record<string | number, unknown>;
  const before = target[slot];
  if (before === value) return;
  target[slot] = value;
  if (painting.validate(painting.root)) painting.changed = true;
  else target[slot] = before;
}

/** Paints `record` (the `place`-th of its list) and the records it holds. */
function paint(record: Json, place: number, painting: Painting): void {
  if (painting.nodes++ > MAX_NODES) return;
  const keys = Object.keys(record);
  const hexKey = keys.find((key) => HEX_KEYS.has(normalisedKey(key)) && typeof record[key] === "string");
  if (hexKey !== undefined && !HEX.test(record[hexKey] as string)) {
    const [name, hex] = painting.swatches[place % painting.swatches.length]!;
    set(record, hexKey, hex, painting);
    const nameKey = keys.find((key) => NAME_KEYS.has(normalisedKey(key)) && typeof record[key] === "string");
    if (nameKey !== undefined && record[hexKey] === hex) set(record, nameKey, name, painting);
  }
  for (const key of keys) {
    const value = record[key];
    const role = ROLE_PLACES.get(normalisedKey(key));
    if (painting.asked && role !== undefined && typeof value === "string" && !HEX.test(value)) set(record, key, painting.swatches[role]![1], painting);
    else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item !== null && typeof item === "object" && !Array.isArray(item)) paint(item as Json, i, painting);
        else if (painting.asked && COLOR_LISTS.has(normalisedKey(key)) && typeof item === "string" && !HEX.test(item)) set(value, i, painting.swatches[i % painting.swatches.length]![1], painting);
      });
    } else if (value !== null && typeof value === "object") paint(value as Json, 0, painting);
  }
}

/**
 * `document` with its colours written as hex codes from a palette for the prompt; the same
 * document when it holds no colour field.
 * @example withColorPalette({ colors: [{ name: "Color 1", hex: "Aqfgvj" }] }, "Generate a color palette for a calm beach website", check)
 * // { colors: [{ name: "Steel Blue", hex: "#4682B4" }] }
 */
export function withColorPalette(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const lower = prompt.toLowerCase();
  const asked = PALETTE_ASKED.test(lower);
  // Cheap cue first: a hex field in the document, or a prompt asking for colours.
  if (!asked && !JSON.stringify(document).toLowerCase().includes("hex")) return document;
  const swatches = PALETTES.find(([cue]) => cue.test(lower))?.[1] ?? DEFAULT_PALETTE;
  const copy = structuredClone(document) as Json;
  const painting: Painting = { swatches, asked, root: copy, validate, nodes: 0, changed: false };
  paint(copy, 0, painting);
  return painting.changed ? copy : document;
}
