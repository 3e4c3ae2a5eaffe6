/**
 * What the sights tables know about one named sight: "Tell me more about the Eiffel Tower", alone
 * or after a "things to do in Paris" list that named it, "Tell me about the Louvre", "Is
 * Sagrada Família worth visiting?". A model that just listed the Eiffel Tower among Paris's
 * sights has something to say about it; the general reply's "there's a lot that could be said"
 * reads as a mock that forgot its own list. The reply says which city it is in, the guide's line
 * the table holds (cities.ts), who built or made it when creators.ts knows, and offers the city's
 * other sights. It claims nothing the tables do not hold.
 *
 * Only a short prompt with "about" or "worth" can be one; the index of sight names is built on
 * first use, and a prompt is looked up in it once.
 */
import { CITIES, type Sight } from "./cities.ts";
import { COUNTRIES } from "./countries.ts";
import { joined } from "./country-sights.ts";
import { CREATIONS } from "./creators.ts";

/** "Tell me more about the Eiffel Tower", "Can you tell me about the Louvre?", "More about Montmartre" */
const ABOUT = /^\s*(?:(?:ok(?:ay)?|great|thanks|nice|cool)[,.!]*\s+)?(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:tell\s+me\s+(?:a\s+(?:bit|little)\s+)?(?:more\s+)?about|(?:some\s+)?more\s+(?:info\s+|details\s+)?(?:about|on)|what\s+(?:is\s+)?(?:so\s+)?special\s+about)\s+(.{3,60}?)\s*(?:,?\s*please)?\s*[?.!]*\s*$/i;
/** "Is the Eiffel Tower worth visiting?", "Is the Louvre worth it?" */
const WORTH = /^\s*is\s+(.{3,60}?)\s+worth\s+(?:visiting|seeing|a\s+visit|going\s+to|the\s+trip|it)\s*[?.!]*\s*$/i;

/** A sight of a city, or a highlight of a country: its name as the table writes it, the guide's line, where it is, and the place's other sights. */
interface Found {
  readonly sight: Sight;
  readonly place: string;
  readonly country: boolean;
  readonly others: readonly Sight[];
}

/** "The Eiffel Tower" → "eiffel tower"; accents kept apart: "Sacré-Cœur" → "sacre-coeur". */
function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/œ/g, "oe")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[’]/g, "'")
    .replace(/-/g, " ")
    .replace(/^(?:the|a|an)\s+/, "")
    .replace(/\s+/g, " ")
    .trim();
}

let index: ReadonlyMap<string, Found> | undefined;

/**
 * Names that are no one sight: several cities have a Chinatown, Palermo is a city in Sicily
 * before it is a neighborhood of Buenos Aires, "the Secret Garden" is a novel.
 */
const NOT_ONE_SIGHT = new Set(["chinatown", "chinatown at night", "botanical garden", "citadel", "ghetto", "castle", "live blues or jazz", "palermo", "secret garden", "winelands"]);

/**
 * Every named sight by its name and by each name it joins with "and" ("Montmartre and
 * Sacré-Cœur"); the first city's wins. An activity ("A canal cruise", "the souks") is no named sight.
 */
function sightIndex(): ReadonlyMap<string, Found> {
  if (index !== undefined) return index;
  const map = new Map<string, Found>();
  const add = (sight: Sight, found: Found) => {
    const name = sight[0];
    if (/^(?:A|An)\s/.test(name)) return;
    for (const part of [name, ...name.split(/\s+and\s+/)]) {
      const k = key(part);
      const named = /^[\p{Lu}\d]/u.test(part.replace(/^the\s+/i, ""));
      if (named && k.length >= 4 && !NOT_ONE_SIGHT.has(k) && !map.has(k) && key(found.place) !== k) map.set(k, found);
    }
  };
  for (const city of CITIES) for (const sight of city.sights) add(sight, { sight, place: city.name, country: false, others: city.sights });
  // A country's highlights after the cities' sights; a highlight that is a city (a bare name) is the city's to tell.
  for (const country of COUNTRIES) {
    const highlights = country.highlights.filter((highlight): highlight is Sight => typeof highlight !== "string");
    for (const sight of highlights) add(sight, { sight, place: country.name, country: true, others: highlights });
  }
  return (index = map);
}

/** Who built or made a sight, when creators.ts's table holds it: "It was built by **Gustave Eiffel's company**: …". */
function madeBy(name: string): string | undefined {
  const k = key(name);
  const creation = CREATIONS.find((made) => made.names.includes(k));
  if (creation === undefined) return undefined;
  return `It was ${creation.verb} by **${creation.by}**${creation.context}`;
}

/** "The Eiffel Tower" inside a sentence: "the Eiffel Tower". */
const inSentence = (name: string) => name.replace(/^(The|A|An)\s/, (article) => article.toLowerCase());

/**
 * What the tables know about a sight the prompt names, or undefined when it names none they hold.
 * @example sightDetailReply("Tell me more about the Eiffel Tower")?.split("\n")[0] // "**The Eiffel Tower** is one of the best-known sights of Paris: …"
 */
export function sightDetailReply(prompt: string): string | undefined {
  if (prompt.length > 100) return undefined;
  const lower = prompt.toLowerCase();
  if (!lower.includes("about") && !lower.includes("worth")) return undefined;
  const worth = WORTH.exec(prompt);
  const asked = worth ?? ABOUT.exec(prompt);
  if (!asked) return undefined;
  const found = sightIndex().get(key(asked[1]!));
  if (found === undefined) return undefined;
  const [name, line, slot] = found.sight;
  const place = found.place;
  // "The Colosseum and the Roman Forum" are two sights the guide visits together.
  const verb = /\sand\s/.test(name) ? "are" : "is";
  const what = found.country ? `${verb} among the highlights of ${place}` : slot === "trip" ? `${verb} among the best-loved day trips from ${place}` : `${verb} among the best-known sights of ${place}`;
  const opening = worth ? `Yes, **${inSentence(name)}** ${what}` : `**${name}** ${what}`;
  const when = slot === "evening" ? " It's at its best in the evening." : "";
  const made = madeBy(name);
  // Three more of the place's sights, single ones first: "the Louvre, Musée d'Orsay and Le Marais".
  const rest = found.others.filter((other) => other !== found.sight && other[2] !== "trip" && !/^(?:A|An)\s/.test(other[0]));
  const others = [...rest.filter(([other]) => !/\sand\s/.test(other)), ...rest.filter(([other]) => /\sand\s/.test(other))].slice(0, 3).map(([other]) => inSentence(other));
  const also = others.length === 0 ? "" : `While you're in ${place}, ${joined(others)} ${others.length === 1 ? "is" : "are"} worth a visit too. `;
  return [
    `${opening}: ${line}${when}`,
    ...(made === undefined ? [] : [made]),
    `${also}Want the rest of ${place}'s sights, or a day-by-day plan that includes ${inSentence(name)}?`,
  ].join("\n\n");
}
