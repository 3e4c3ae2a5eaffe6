/**
 * A weather tool that requires a place (`get_weather`'s `location` or `city`, or its `latitude`
 * and `longitude`) where the conversation names none ("What's the weather like today?"): a model
 * does not pick a city, it asks which one ("Sure! Which city would you like the weather for?"),
 * or takes the one the app's system prompt gives ("The user is located in Berlin, Germany").
 * The answer in the next turn ("Paris", "in Tokyo please") asks the weather there. So does a
 * clock tool that requires a time zone ("What time is it?" beside `get_current_time`).
 *
 * So does a search for places to eat near a place ("Find me a good pizza place" beside
 * `find_restaurants`: "Sure! Which city or neighborhood should I search in?"), where "near me"
 * counts as a place. Other tools that take one (a hotel booking) keep what the arguments'
 * readers give.
 */
import type { components } from "../../generated/api.d.ts";
import type { ToolCall } from "./tool-arguments.ts";
import { conversationText, messageText, systemText } from "./message-text.ts";
import { coordinatesOf } from "./city-coordinates.ts";
import { LATITUDE, LONGITUDE } from "./coordinate-arguments.ts";
import { ZONE_KEY } from "./time-zone-arguments.ts";

type Schemas = components["schemas"];
type Tool = Schemas["ChatTool"];
type RequestMessage = Schemas["ChatMessage"];

/** Capitalised words of a weather question that name no place: "What's the weather like on Friday?". */
const NOT_A_PLACE = /^(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|celsius|fahrenheit|[CF])$/i;

/** A tool about the weather, by its name or description. */
const WEATHER = /weather|forecast|temperature|rain|climate/i;
/** A tool that tells the time, by its name or description (not a timer's). */
const CLOCK = /\btime\b|_time\b|\btime_|clock|[a-z]Time\b/;
/** A tool that finds places to eat or go near a place: `find_restaurants`, `search_cafes`, `find_places`. */
const FINDS_PLACES = /restaurant|cafe|coffee|food|eat|dining|\bbars?\b|_bars?\b|places?\b|_places?\b|nearby/i;
/** Where the user is, said without a name: "near me", "nearby", "around here". */
const NEAR_ME = /\b(?:near\s+(?:me|here|by)|nearby|around\s+(?:here|me)|close\s+(?:by|to\s+me)|in\s+my\s+area)\b/i;


/** Keys of a place a weather tool takes as words. */
const PLACE_KEY = /^(?:city|location|place|town|city_?name|location_?name|zip|zip_?code|postcode|postal_?code)$/i;

/** How a weather or clock tool takes its place: a required key of words, or required coordinates; and what is asked without one. */
type PlaceKeys = ({ kind: "words"; key: string } | { kind: "coordinates"; latitude: string; longitude: string }) & { question: string };

const WHICH_CITY = "Sure! Which city would you like the weather for?";
const WHICH_ZONE = "Sure! Which city or time zone would you like the time for?";
const WHICH_AREA = "Sure! Which city or neighborhood should I search in?";

/** The place a weather or clock tool requires, or undefined for another tool or one that requires none. */
export function placeKeysOf(tool: Tool): PlaceKeys | undefined {
  const { name, description = "" } = tool.function;
  const weather = WEATHER.test(name) || WEATHER.test(description);
  const finds = !weather && (FINDS_PLACES.test(name) || FINDS_PLACES.test(description)) && /find|search|look|recommend|nearby|discover|list/i.test(`${name} ${description}`);
  if (!weather && !finds && !CLOCK.test(name) && !CLOCK.test(description)) return undefined;
  const required = (tool.function.parameters as { required?: unknown } | undefined)?.required;
  if (!Array.isArray(required)) return undefined;
  const keys = required.filter((key): key is string => typeof key === "string");
  if (finds) {
    const area = keys.find((each) => PLACE_KEY.test(each) || /^(?:near|area|neighbou?rhood|address)$/i.test(each));
    return area === undefined ? undefined : { kind: "words", key: area, question: WHICH_AREA };
  }
  if (!weather) {
    const zone = keys.find((each) => ZONE_KEY.test(each) || PLACE_KEY.test(each));
    return zone === undefined ? undefined : { kind: "words", key: zone, question: WHICH_ZONE };
  }
  const key = keys.find((each) => PLACE_KEY.test(each));
  if (key !== undefined) return { kind: "words", key, question: WHICH_CITY };
  const latitude = keys.find((each) => LATITUDE.test(each));
  const longitude = keys.find((each) => LONGITUDE.test(each));
  return latitude !== undefined && longitude !== undefined ? { kind: "coordinates", latitude, longitude, question: WHICH_CITY } : undefined;
}

/**
 * A place an app's system prompt says the user is in: "The user is located in Berlin, Germany",
 * "User location: Austin, TX", "The user lives in Lyon".
 */
const SYSTEM_PLACE = /\b(?:[Uu]ser(?:['’]s)?\s+(?:current\s+)?(?:location|city)|(?:is\s+)?(?:currently\s+)?(?:located|based)\s+in|lives\s+in)\s*(?:is\s*|:\s*)?(\p{Lu}[\p{L}'’.-]+(?:(?:\s+|,\s*)\p{Lu}[\p{L}'’.-]+){0,3})/u;

/**
 * The weather calls as a model makes them where the place is not the user's to give: a call whose
 * place the conversation names keeps it; one whose place it made up takes the place the system
 * prompt gives, or is not made. When no call is left, the answer is the question which city.
 * @example withWeatherPlaces([weatherCall], [getWeather], [], messages) // { text: "Sure! Which city would you like the weather for?" }
 */
export function withWeatherPlaces(calls: readonly ToolCall[], tools: readonly Tool[], words: readonly string[], messages: readonly RequestMessage[]): { calls: ToolCall[] } | { text: string } {
  let asked: string | undefined;
  let said: string | undefined;
  const made: ToolCall[] = [];
  for (const call of calls) {
    const tool = tools.find((each) => each.function.name === call.function.name);
    const keys = tool === undefined ? undefined : placeKeysOf(tool);
    // Coordinates are the place's whatever place the message names (coordinate-arguments.ts), even one the table lacks.
    if (keys === undefined || (keys.kind === "coordinates" && words.some((word) => !NOT_A_PLACE.test(word)))) {
      made.push(call);
      continue;
    }
    const args = JSON.parse(call.function.arguments) as Record<string, unknown>;
    said ??= conversationText(messages, false).toLowerCase();
    const value = keys.kind === "words" ? args[keys.key] : undefined;
    // Named as written, or as the message's places read it ("sf" → "San Francisco").
    const lower = typeof value === "string" ? value.trim().toLowerCase() : "";
    if (lower !== "" && (said.includes(lower) || words.some((word) => word.toLowerCase() === lower) || (keys.question === WHICH_AREA && NEAR_ME.test(said)))) {
      made.push(call);
      continue;
    }
    const place = SYSTEM_PLACE.exec(systemText(messages, 4000))?.[1]?.replace(/\.+$/, "");
    const coordinates = place === undefined ? undefined : coordinatesOf(place);
    if (keys.kind === "words" && place !== undefined) made.push({ ...call, function: { ...call.function, arguments: JSON.stringify({ ...args, [keys.key]: place }) } });
    else if (keys.kind === "coordinates" && coordinates !== undefined) made.push({ ...call, function: { ...call.function, arguments: JSON.stringify({ ...args, [keys.latitude]: coordinates[0], [keys.longitude]: coordinates[1] }) } });
    else asked ??= keys.question;
  }
  return made.length === 0 && asked !== undefined ? { text: asked } : { calls: made };
}

/** An assistant's question where the user is or which place: "Which city would you like the weather for?", "What's your location?", "Which time zone?". */
const ASKS_PLACE = /\b(?:which|what)\s+(?:city|town|location|place|time\s*zone)\b|\bwhere\s+(?:are\s+you|you\s+are)\b|\byour\s+(?:location|city|zip|postcode)\b/i;
/** An answer that names no place: a change of mind or another question. */
const NO_PLACE = /\?|^\s*(?:never\s*mind|nevermind|cancel|no\b|nope|forget|actually|wait|stop|not\s+now|i\s+(?:don['’]?t|do\s+not)\s+know)/i;
/** "Paris", "in Tokyo please", "London, thanks": the place, without its "in" and its courtesy. */
const PLACE_GIVEN = /^\s*(?:(?:in|for|at|it['’]?s|i['’]?m\s+in)\s+)?(.+?)(?:[,\s]+(?:please|thanks|thank\s+you|thx))?\s*[.!]*\s*$/i;

/**
 * The weather asked before the assistant asked which city, with the place the user answered
 * ("What's the weather like?", "Sure! Which city…?", "Paris" → "What's the weather like in
 * Paris"), when the conversation ends so; undefined otherwise.
 */
export function answeredPlace(messages: readonly RequestMessage[]): string | undefined {
  const [ask, question, answer] = messages.slice(-3);
  if (ask?.role !== "user" || question?.role !== "assistant" || answer?.role !== "user" || (question.tool_calls?.length ?? 0) > 0) return undefined;
  const asking = messageText(question);
  if (!asking.trimEnd().endsWith("?") || !ASKS_PLACE.test(asking)) return undefined;
  const text = messageText(answer);
  if (text.length > 80 || text.includes("\n") || NO_PLACE.test(text)) return undefined;
  const place = PLACE_GIVEN.exec(text)?.[1];
  if (place === undefined || place.split(/\s+/).length > 5) return undefined;
  return `${messageText(ask).trim().replace(/[?.!]+$/, "")} in ${place.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase())}?`;
}
