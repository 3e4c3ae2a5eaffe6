/**
 * Replies to questions about live data with no tool to look it up: "What is the weather in San
 * Francisco?" (the Vercel AI chatbot template's suggested prompt), "What's the price of Bitcoin
 * right now?", "What's the latest news about …?". A model without tools says it cannot see live
 * data and where to find it; it does not make up a forecast. With a tool offered, the tool is
 * called instead (tools.ts). Nor can it see a clock: "What's the time in Tokyo?" gets the city's time
 * zone (time-zones.ts), not a made-up time.
 */
import { TIME_ZONES } from "./time-zones.ts";

/** What is asked for, and where a person finds it. */
const LIVE: readonly { asked: RegExp; what: (place: string | undefined) => string; where: string | ((place: string | undefined) => string) }[] = [
  {
    // Whole questions only: "What is the time complexity of quicksort?" asks no clock, and "What
    // time is it in Tokyo when it's 9am in London?" is a conversion.
    asked: /^\s*(?:what(?:['’]?s|\s+is)\s+(?:the\s+)?(?:current\s+|local\s+)?time|what\s+time\s+is\s+it)(?:\s+(?:now|right\s+now))?(?:\s+in\s+[^?\d]{2,40})?\s*\??\s*$/i,
    what: (place) => `the current time${place ? ` in ${place}` : ""}`,
    where: (place) => {
      const zone = place === undefined ? undefined : TIME_ZONES.get(place.toLowerCase());
      return `${zone ? `${place} is on ${zone}. ` : ""}Your device's clock or a world clock site will show the exact time.`;
    },
  },
  {
    // date-math.ts answers today's date first, from a system message's date or the mock's clock;
    // this is the answer when neither is given.
    asked: /^\s*(?:what(?:['’]?s|\s+is)\s+(?:today'?s\s+date|the\s+(?:current\s+)?date(?:\s+today)?|today|the\s+day\s+today)|what\s+(?:day|date)\s+is\s+(?:it|today)(?:\s+today)?)\s*\??\s*$/i,
    what: () => "today's date",
    where: "Your device's clock or calendar will show it.",
  },
  {
    // A temperature is the weather only outside, somewhere, now: "the temperature of water" is a fact.
    asked: /\b(?:weather|forecast|raining|snowing|sunny)\b|\btemperature\s+(?:in|outside|today|right now|now)\b/i,
    what: (place) => `the current weather${place ? ` in ${place}` : ""}`,
    where: "A weather app or your local forecast service will have the latest conditions.",
  },
  {
    asked: /\b(?:stock|share)\s+price\b|\bprice\s+of\s+(?:bitcoin|ethereum|gold|oil)\b|\b(?:bitcoin|btc|ethereum|eth)\s+(?:price|worth|trading)\b|\bexchange\s+rate\b/i,
    what: () => "live prices or exchange rates",
    where: "A financial site or your brokerage app shows the current figures.",
  },
  {
    asked: /\b(?:latest|today'?s|breaking|current)\s+(?:news|headlines)\b|\bnews\s+(?:today|right now)\b|\bwho\s+won\b[^?]*\b(?:last night|yesterday|today)\b|\b(?:score|result)s?\s+of\s+(?:the|last|today)/i,
    what: () => "today's news or results",
    where: "A news site or app will have the latest.",
  },
];

/** "What is the weather in San Francisco?", "weather like in Paris today": the place named. */
const PLACE = /\b(?:in|for|at)\s+((?:\p{Lu}[\p{L}'’.-]*)(?:[ ,]+\p{Lu}[\p{L}'’.-]*){0,3})/u;

/**
 * A place written in lower case at the end ("what time is it in tokyo", "weather in new york
 * today"): a place only when the time-zone table knows it, since lower-case words after "in" are
 * as often no place at all ("in general", "in summary").
 */
const LOWER_CASE_PLACE = /\bin\s+([a-z][a-z .'-]{1,30}?)(?:\s+(?:today|tomorrow|now|right\s+now))?\s*[?.!]*\s*$/;

/** The place a prompt names: capitalised, or a known city in lower case (written as a name). */
function placeOf(prompt: string): string | undefined {
  const capitalised = PLACE.exec(prompt)?.[1]?.replace(/[ ,]+(?:Today|Tomorrow|Now|Right)$/i, "").replace(/[,.]+$/, "");
  if (capitalised !== undefined) return capitalised;
  const lower = LOWER_CASE_PLACE.exec(prompt)?.[1];
  if (lower === undefined || !TIME_ZONES.has(lower)) return undefined;
  return lower.replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

/** A question: it asks, it does not instruct ("Write a poem about the weather"). */
const QUESTION = /^\s*(?:what(?:['’]?s| is| are| will)?|how(?:'s| is)|is it|will it|who|tell me|give me|do you know)\b/i;
/** How something works, or what a word means: a concept, not live data ("What is a weather front?"). */
const CONCEPT = /^\s*(?:what\s+(?:is|are)\s+(?:an?\s+)|how\s+(?:does|do|is)\s+(?:an?\s+|the\s+)?\w+\s+(?:work|made|formed))/i;

/**
 * Not live: a typical or past value ("the average temperature in Paris in winter", "the stock
 * price of Apple in 2010"), another world's weather ("on Mars"), a concept or an API ("the
 * exchange rate formula", "the weather API endpoint"), or a joke, poem or story about it. A
 * model answers these from what it knows.
 */
const NOT_LIVE =
  /\b(?:average|typical(?:ly)?|usually|normally|historical(?:ly)?|record|was|were|did|formula|api|endpoint|sdk|code|joke|poem|story|haiku)\b|\bin\s+(?:\d{4}|january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)\b|\b(?:on|of)\s+(?:mars|venus|mercury|jupiter|saturn|uranus|neptune|pluto|titan|the\s+moon|the\s+sun)\b/i;

/**
 * The reply of a model without live data, or undefined when the prompt asks for none.
 * @example liveDataReply("What is the weather in San Francisco?") // "I don't have access to real-time data, so I can't check the current weather in San Francisco. …"
 */
export function liveDataReply(prompt: string): string | undefined {
  if (!QUESTION.test(prompt) || CONCEPT.test(prompt) || NOT_LIVE.test(prompt) || prompt.length > 200) return undefined;
  const live = LIVE.find((entry) => entry.asked.test(prompt));
  if (!live) return undefined;
  const place = placeOf(prompt);
  const where = typeof live.where === "string" ? live.where : live.where(place);
  return `I don't have access to real-time data, so I can't check ${live.what(place)}. ${where}`;
}
