/**
 * The facts of a famous landmark the prompt names, written into a structured output's fields:
 * "Tell me about the Eiffel Tower" with `{name, height, architect, year_built, location}` gets
 * 330 m, Gustave Eiffel's company, 1889 and Paris, not the faker's 819.91, "" and a person's name.
 * Only fields whose names say what they hold are written, each kept where the schema accepts it.
 */
import type { DocumentCheck } from "./caller-schema.ts";

interface Landmark {
  name: string;
  cue: RegExp;
  /** Height in metres (to the tip, about). */
  height: number;
  architect: string;
  year: number;
  city: string;
  country: string;
  description: string;
}

const LANDMARKS: readonly Landmark[] = [
  { name: "Eiffel Tower", cue: /\beiffel tower\b/i, height: 330, architect: "Gustave Eiffel's company (engineers Maurice Koechlin and Émile Nouguier, architect Stephen Sauvestre)", year: 1889, city: "Paris", country: "France", description: "A wrought-iron lattice tower on the Champ de Mars, built for the 1889 World's Fair and now the symbol of Paris." },
  { name: "Statue of Liberty", cue: /\bstatue of liberty\b/i, height: 93, architect: "Frédéric Auguste Bartholdi (sculptor), with Gustave Eiffel's internal framework", year: 1886, city: "New York City", country: "United States", description: "A copper statue on Liberty Island, a gift from France to the United States." },
  { name: "Big Ben", cue: /\b(big ben|elizabeth tower)\b/i, height: 96, architect: "Augustus Pugin and Charles Barry", year: 1859, city: "London", country: "United Kingdom", description: "The great bell of the clock tower at the north end of the Palace of Westminster." },
  { name: "Taj Mahal", cue: /\btaj mahal\b/i, height: 73, architect: "Ustad Ahmad Lahauri", year: 1653, city: "Agra", country: "India", description: "A white marble mausoleum built by Mughal emperor Shah Jahan in memory of his wife Mumtaz Mahal." },
  { name: "Colosseum", cue: /\b(colosseum|coliseum)\b/i, height: 48, architect: "Commissioned by Emperor Vespasian (Flavian dynasty)", year: 80, city: "Rome", country: "Italy", description: "The largest amphitheatre of ancient Rome, which held about 50,000 spectators." },
  { name: "Burj Khalifa", cue: /\bburj khalifa\b/i, height: 828, architect: "Adrian Smith of Skidmore, Owings & Merrill", year: 2010, city: "Dubai", country: "United Arab Emirates", description: "The tallest building in the world since it opened in 2010." },
  { name: "Sydney Opera House", cue: /\bsydney opera house\b/i, height: 65, architect: "Jørn Utzon", year: 1973, city: "Sydney", country: "Australia", description: "A performing arts centre on Bennelong Point, known for its sail-like shells." },
  { name: "Empire State Building", cue: /\bempire state building\b/i, height: 443, architect: "Shreve, Lamb & Harmon", year: 1931, city: "New York City", country: "United States", description: "A 102-storey Art Deco skyscraper in Midtown Manhattan." },
  { name: "Golden Gate Bridge", cue: /\bgolden gate bridge\b/i, height: 227.4, architect: "Joseph Strauss (chief engineer), with Irving Morrow and Charles Ellis", year: 1937, city: "San Francisco", country: "United States", description: "A suspension bridge across the Golden Gate strait, painted International Orange." },
];

/** The landmark the text names, if the mock knows it. */
export function landmarkIn(text: string): Landmark | undefined {
  return LANDMARKS.find((landmark) => landmark.cue.test(text));
}

/** The value of `key` for `landmark`, or undefined for a key this does not know. */
function valueFor(key: string, landmark: Landmark, current: unknown): unknown {
  const k = key.toLowerCase().replace(/[^a-z]+/g, "_").replace(/^_|_$/g, "");
  if (/^(name|landmark|title|landmark_name|monument)$/.test(k)) return landmark.name;
  if (/^(height|height_m|height_meters|height_metres|height_in_meters|height_in_metres|height_in_m|total_height)$/.test(k)) return landmark.height;
  if (/^(height_ft|height_feet|height_in_feet)$/.test(k)) return Math.round(landmark.height * 3.28084);
  if (/^(architect|architects|designer|designed_by|builder|built_by|engineer|creator)$/.test(k)) return typeof current === "string" || current === undefined ? landmark.architect : undefined;
  if (/^(year|year_built|built|year_completed|completed|completion_year|opened|year_opened|construction_year|built_in)$/.test(k)) return typeof current === "string" ? String(landmark.year) : landmark.year;
  if (/^(location|city|place)$/.test(k)) return k === "location" ? `${landmark.city}, ${landmark.country}` : landmark.city;
  if (k === "country") return landmark.country;
  if (/^(description|summary|overview|about)$/.test(k)) return landmark.description;
  return undefined;
}

/**
 * `document` with the top-level fields of the landmark `text` names written from its facts.
 * @example withLandmarkFacts({ name: "x", height: 819.91 }, "Tell me about the Eiffel Tower", () => true) // { name: "Eiffel Tower", height: 330 }
 */
export function withLandmarkFacts(document: unknown, text: string, validate: DocumentCheck): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const landmark = landmarkIn(text);
  if (!landmark) return document;
  let current = document as Record<string, unknown>;
  for (const [key, old] of Object.entries(current)) {
    const value = valueFor(key, landmark, old);
    if (value === undefined || (typeof value !== typeof old && !(typeof old === "number" && typeof value === "number"))) continue;
    const next = { ...current, [key]: typeof old === "number" && typeof value === "number" && Number.isInteger(old) && !Number.isInteger(value) ? Math.round(value) : value };
    if (validate(next)) current = next;
  }
  return current;
}
