/**
 * Replies to a visitor's question about a place: "What are the best things to do in Paris?",
 * "What should I see in Rome?", "5 things to do in Rome", "top attractions in London", "Is
 * Lisbon worth visiting?", "Where should I go in Barcelona?", and "Tell me about Wales" for a
 * place the tables hold (a visitor's overview; about any other subject the general reply talks
 * better than a list of kinds of places). A model that knows the city names
 * its sights; the mock does too for the cities travel prompts ask about most (cities.ts), in the
 * layout of suggestions.ts: an intro that says how many, numbered items, and a closing line with
 * the food to try and a neighborhood to stay in. For a place the table does not hold it says so,
 * and names the kinds of places worth looking for (the old town, a market, a museum, a
 * viewpoint, local food) as advice: "at a high level, paris works the way it does because of how
 * its parts interact" is what no model writes.
 */
import type { City, Sight } from "./cities.ts";
import { cityNamed, PLACE_QUALIFIER, placeName } from "./city-names.ts";
import { countOf } from "./list-counts.ts";
import { countryNamed } from "./country-names.ts";
import { aboutCountry } from "./country-sights.ts";
import { layoutOf } from "./lists.ts";
import { TECHNICAL } from "./reply.ts";
import { sampled } from "./choice-variety.ts";

/** A place as a prompt writes it: a few words, possibly with dots or apostrophes ("St. Louis", "Xi'an"). */
const PLACE = String.raw`([\p{L}][\p{L}'’.\- ]{0,40}?${PLACE_QUALIFIER})`;
/** Months and seasons: when a visit is, never where ("things to do in winter"). */
const PERIOD = String.raw`(?:january|february|march|april|may|june|july|august|september|october|november|december|winter|summer|spring|autumn|fall)`;
/** What a prompt adds about the visit that the list fits as it is: "for the first time", "this summer", "in 3 days". */
const NEUTRAL = String.raw`for\s+(?:the\s+)?(?:first[- ]time(?:\s+visitors?)?|first[- ]timers|a\s+first[- ]time\s+visitor|tourists?)|as\s+a\s+(?:tourist|first[- ]time(?:\s+visitor)?|first[- ]timer|visitor)|(?:this|next)\s+(?:week(?:end)?|month|year|${PERIOD})|in\s+${PERIOD}|in\s+(?:\d|one|two|three|four|five)\s+days?|in\s+a\s+(?:day|weekend|week)|for\s+(?:a|one|\d|two|three|four|five)\s+(?:days?|nights?|weeks?|weekend)|today|tomorrow|right\s+now`;
/** What a prompt adds that the list may not fit ("with kids", "on a budget"): the closing offers to narrow it. */
const TAILORED = String.raw`with\s+(?:(?:my|our|the|a|young|small|little)\s+)*(?:kids|children|a\s+toddler|toddlers|family|baby|teens?|teenagers|parents|friends|partner|wife|husband|girlfriend|boyfriend)|on\s+a\s+(?:tight\s+|small\s+)?budget|at\s+night|in\s+the\s+(?:evening|rain)|when\s+it\s+rains`;
const QUALIFIER = String.raw`(?:\s*,?\s+(?:(${TAILORED})|(?:${NEUTRAL})))?`;
/** What a prompt adds about the layout or manners: ", one per line", "as a bulleted list", "please". */
const LAYOUT = String.raw`(?:,?\s*(?:one per line|each on (?:its|a) own line|on separate lines|as a (?:numbered |bulleted |bullet(?:ed)?[- ]point )?list|in (?:a )?(?:numbered|bulleted) list|in bullet points|as bullet points|with bullets|comma[- ]separated|separated by commas|please|thanks|thank you))*`;
const END = String.raw`${QUALIFIER}\s*[.!?]*${LAYOUT}\s*[.!?]*\s*$`;

/** How many: "5", "five", "a few", "top 10". */
const COUNT = String.raw`(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|a\s+few|a\s+couple\s+of|several|a\s+dozen)`;
const LEAD = String.raw`(?:(?:please|hey|hi|ok(?:ay)?)[,!]?\s+)?(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?(?:(?:give|show|send|tell|get)\s+(?:me|us)|list|name|suggest|recommend|share|find|write(?:\s+(?:me|us))?|what\s+are|what're|which\s+are|what's|what\s+is|(?:i|we)\s+(?:need|want)|(?:i'?m|we're)\s+looking\s+for|looking\s+for|any)`;
const ADJECTIVE = String.raw`(?:best|top|most|must[- ]see|must[- ]do|main|famous|popular|iconic|unmissable|fun|cool|interesting|unique|essential|classic|great|good|major|key|biggest|notable|important|touristy|tourist|nice|amazing|recommended|well[- ]known|ultimate)`;
const KIND = String.raw`(?:(?:things?|stuff|places?|spots?|sights?)(?:\s+(?:to\s+(?:do|see|visit|go|check\s+out|explore)(?:\s+and\s+(?:do|see))?|worth\s+(?:seeing|visiting)))|sights|sightseeing(?:\s+spots)?|attractions|tourist\s+(?:attractions|spots|sites|places)|landmarks|activities|highlights|must[- ]sees|places|spots)`;
/** "What are the best things to do in Paris?", "5 things to do in Rome", "top attractions in London". */
const LISTED = new RegExp(String.raw`^\s*(?:${LEAD}\s+)?(?:(?:the|some|a\s+list\s+of|your|me|us|more|top|a)\s+)*(?:${COUNT}\s+)?(?:${ADJECTIVE}\s+)*${KIND}\s+(?:in|around|near|at|of)\s+${PLACE}${END}`, "iu");
/** "What should I see in Rome?", "What to do in Paris", "What is there to see in Vienna?", "What can you do in Tokyo?" */
const WHAT = new RegExp(String.raw`^\s*(?:so\s+)?what\s+(?:(?:should|can|could|must|shall)\s+(?:i|we|one|you|a\s+(?:tourist|visitor))\s+(?:not\s+miss|see|do|visit|check\s+out|explore)|(?:is|'s|are)\s+there\s+to\s+(?:see|do)|to\s+(?:see|do|visit))(?:\s+and\s+(?:see|do))?\s+(?:in|around|while\s+in|when\s+in|when\s+visiting)\s+${PLACE}${END}`, "iu");
/** "Where should I go in Barcelona?" */
const WHERE = new RegExp(String.raw`^\s*where\s+(?:should|can|could|do\s+you\s+recommend|would\s+you\s+recommend)\s+(?:i|we|one|you)?\s*(?:go|visit|go\s+sightseeing)\s+(?:in|around)\s+${PLACE}${END}`, "iu");
/** "Is Lisbon worth visiting?", "Is it worth visiting Lisbon?" */
const WORTH = new RegExp(String.raw`^\s*(?:is\s+${PLACE}\s+worth\s+(?:visiting|a\s+visit|seeing|going\s+to|the\s+trip|a\s+trip)|is\s+it\s+worth\s+(?:visiting|going\s+to)\s+${PLACE})${END}`, "iu");
/** "Tell me about Wales", "Can you tell me a bit about Iceland?", "What do you know about Kyoto?": answered for a place the tables hold, as a visitor's overview. */
const OVERVIEW = new RegExp(String.raw`^\s*(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:tell\s+(?:me|us)\s+(?:(?:a\s+(?:bit|little)|something|more)\s+)?about|what\s+do\s+you\s+know\s+about)\s+${PLACE}\s*[.!?]*\s*$`, "iu");

/** Words after "in" that are no place: "things to do in winter", "in my free time", "in town". */
const NOT_A_PLACE = new RegExp(
  String.raw`^(?:(?:my|your|our|his|her|their|this|that|a|an|one's|any|every)\b.*|${PERIOD}|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|halloween|new\s+year'?s?(?:\s+eve)?|thanksgiving|town|the\s+city|city|home|bed|life|school|college|class|retirement|lockdown|quarantine|general|particular|person|real\s+life|the\s+area|area|free\s+time|spare\s+time|evenings?|mornings?|afternoons?|nights?|weekends?|excel|minecraft|roblox|fortnite|photoshop|figma|notion|skyrim|zelda|gta.*)$`,
  "iu",
);

/** The kinds of places worth looking for in a place the table does not hold, as advice; {P} is the place. */
const GENERAL: readonly Sight[] = [
  ["The old town or historic center", "start with a walk through the oldest streets of {P}; a free walking tour is a quick way to learn the history and get your bearings."],
  ["A local market", "markets show what people eat and make; go in the morning, when they are busiest."],
  ["The main museum", "a museum of local history or art explains much of what you'll see around you; check its opening days before you go."],
  ["A viewpoint", "a hill, a tower or a rooftop gives you the lay of the land, best at sunset."],
  ["Local food", "ask what {P} is known for and try it where locals eat, a street or two away from the main square."],
  ["A park, a beach or a waterfront", "where locals spend their free time, good for a slow afternoon."],
  ["A day trip", "a nearby town, a nature reserve or a hike; the tourist office will know what's within an hour."],
];

/** Most items for a place the table does not hold, when no number is asked. */
const GENERAL_DEFAULT = 5;

/** A visitor's question, read. */
interface Question {
  /** The place as written. */
  place: string;
  /** How many things are asked for, if the prompt says. */
  count: number | undefined;
  /** Whether it asks if the place is worth a visit. */
  worth: boolean;
  /** Whether it asks about the place in general ("Tell me about Wales"): answered only for a place the tables hold. */
  overview?: boolean;
  /** What the visit is to suit, as written: "with kids", "on a budget". */
  tailored: string | undefined;
}

function readQuestion(prompt: string): Question | undefined {
  if (prompt.length > 200 || prompt.includes("\n")) return undefined;
  const listed = LISTED.exec(prompt);
  if (listed) return { place: listed[2]!, count: listed[1] === undefined ? undefined : countOf(listed[1].replace(/\s+/g, " ").toLowerCase()), worth: false, tailored: listed[3] };
  const asked = WHAT.exec(prompt) ?? WHERE.exec(prompt);
  if (asked) return { place: asked[1]!, count: undefined, worth: false, tailored: asked[2] };
  const worth = WORTH.exec(prompt);
  if (worth) return { place: (worth[1] ?? worth[2])!, count: undefined, worth: true, tailored: worth[3] };
  const overview = OVERVIEW.exec(prompt);
  if (overview) return { place: overview[1]!, count: undefined, worth: false, tailored: undefined, overview: true };
  return undefined;
}

/** Whether the words after "in" name a place: a city the table holds, else a name that is no time, no pastime and no software. */
export function isPlace(place: string, prompt: string): boolean {
  if (cityNamed(place) || countryNamed(place)) return true;
  const trimmed = place.trim();
  // "Is Paris or Rome worth visiting?" is a comparison's.
  if (/\s(?:or|vs\.?|versus)\s/i.test(trimmed)) return false;
  if (NOT_A_PLACE.test(trimmed) || TECHNICAL.test(trimmed)) return false;
  // "the UK", not "the evening"; a name is capitalized, unless the whole prompt is written in lower case.
  const name = /^the\s+(.*)$/i.exec(trimmed)?.[1];
  if (name !== undefined) return /^\p{Lu}/u.test(name);
  return /^\p{Lu}/u.test(trimmed) || prompt === prompt.toLowerCase();
}

/** The speaker's words as the reply's: "with my kids" → "with your kids". */
function addressed(text: string): string {
  return text.replace(/\b(?:my|our)\b/gi, "your");
}

/** A sight as a list item: "**The Louvre**: the Mona Lisa …"; a trip as "**Day trip to Versailles**". */
function item([name, line, slot]: Sight, place: string): string {
  const title = slot === "trip" ? `Day trip to ${name.replace(/^The /, "the ")}` : name.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
  return `**${title}**: ${line.replaceAll("{P}", place)}`;
}

/** "a, b and c"; "a; b and c; and d" when a name holds an "and" of its own. */
function joined(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  const [separator, last] = words.some((word) => / and /.test(word)) ? ["; ", "; and "] : [", ", " and "];
  return `${words.slice(0, -1).join(separator)}${last}${words[words.length - 1]}`;
}

/** The reply's items, intro and closing line for a city the table holds. */
function aboutCity(city: City, question: Question): { items: string[]; intro: (count: number) => string; closing: (count: number) => string } {
  // The sights first; asked for more, the food experiences too.
  const pool: readonly Sight[] = [...city.sights, ...city.foods];
  const wanted = Math.min(question.count ?? city.sights.length, pool.length);
  const chosen = sampled(pool, wanted);
  const items = chosen.map((sight) => item(sight, city.name));
  const intro = (count: number) =>
    question.worth
      ? `Yes, ${city.name} is well worth a visit. Here are ${count} of the best things to do there:`
      : question.overview
        ? `Here's an overview of ${city.name} for a visitor, starting with ${count} of the best things to do there:`
        : count === 1
          ? `Here's one thing not to miss in ${city.name}:`
          : `Here are ${count}${question.count === undefined ? " of the best" : ""} things to do in ${city.name}:`;
  const closing = (count: number) => {
    const untasted = city.foods.filter((food) => !chosen.slice(0, count).includes(food)).map(([name]) => name);
    const [stay, why] = city.stay;
    const food = untasted.length > 0 ? `For food, try ${joined(untasted)}. ` : "";
    const base = `${stay.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())} makes a good base: ${why}.`;
    const offer = question.tailored ? `Want me to pick the ones that suit a visit ${addressed(question.tailored)}?` : "Want me to turn these into a day-by-day plan?";
    return `${food}${base} ${offer}`;
  };
  return { items, intro, closing };
}

/** The reply's items, intro and closing line for a place the table does not hold: kinds of places, as advice. */
function aboutPlace(place: string, question: Question): { items: string[]; intro: (count: number) => string; closing: (count: number) => string } {
  const items = sampled(GENERAL, Math.min(question.count ?? GENERAL_DEFAULT, GENERAL.length)).map((sight) => item(sight, place));
  const intro = (count: number) =>
    question.worth
      ? `I don't know ${place} well enough to say whether it's worth the trip, but here ${count === 1 ? "is one kind of place" : `are ${count} kinds of places`} worth looking for there:`
      : `I don't know ${place} well enough to name its sights, so here ${count === 1 ? "is one kind of place" : `are ${count} kinds of places`} worth looking for there:`;
  const closing = () =>
    `A recent guidebook, the tourist office's website or reviews will name the specific places in ${place}. Tell me what you enjoy (food, history, nature, nightlife) and I can help you plan around it.`;
  return { items, intro, closing };
}

/**
 * The sights and activities of the place the prompt asks about (all the table holds when no
 * number is asked, as many as asked otherwise), numbered under an intro that says how many,
 * with a closing line; undefined for a prompt that asks about none.
 * @example sightsReply("What are the best things to do in Paris?")?.split("\n")[0] // "Here are 8 of the best things to do in Paris:"
 */
export function sightsReply(prompt: string): string | undefined {
  const question = readQuestion(prompt);
  if (!question || !isPlace(question.place, prompt)) return undefined;
  const city = cityNamed(question.place);
  // A country the mock knows (countries.ts) gets its highlights: "things to do in Japan".
  const country = city ? undefined : countryNamed(question.place);
  // "Tell me about React" is no place; "Tell me about Ljubljana" is better told by the general reply than by kinds of places.
  if (question.overview && !city && !country) return undefined;
  const { items, intro, closing } = city ? aboutCity(city, question) : country ? aboutCountry(country, question) : aboutPlace(placeName(question.place), question);
  const count = items.length;
  const layout = layoutOf(prompt);
  if (layout === "lines") return items.map((line) => line.replaceAll("**", "")).join("\n");
  if (layout === "commas") return items.map((line) => /^\*\*(.+?)\*\*/.exec(line)![1]).join(", ");
  if (count === 1) return `${intro(1)}\n\n${items[0]}`;
  const list = items.map((line, i) => (layout === "bullets" ? `- ${line}` : `${i + 1}. ${line}`));
  return `${intro(count)}\n\n${list.join("\n")}\n\n${closing(count)}`;
}
