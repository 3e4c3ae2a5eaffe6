/**
 * A flight's details read from a confirmation the user pastes ("Extract the flight details: Your
 * flight UA 837 on United Airlines departs San Francisco (SFO) at 11:05 AM on March 14 and arrives
 * in Tokyo (NRT) at 3:20 PM."): its `airline` the one named, or the one its code stands for
 * ("UA" → "United Airlines"), its `flight_number` as written ("UA 837"), the airports' codes
 * and cities in travel order and the times after "departs" and "arrives"; where the faker and
 * the conversation's words gave "Your" as an airline and "UA" as a flight number. A look at the
 * prompt and the document's keys comes before the text is read.
 */
import { givenText } from "./text-entities.ts";
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** Airlines by their IATA code. */
const AIRLINES: ReadonlyMap<string, string> = new Map([
  ["UA", "United Airlines"], ["AA", "American Airlines"], ["DL", "Delta Air Lines"], ["WN", "Southwest Airlines"], ["B6", "JetBlue"],
  ["AS", "Alaska Airlines"], ["BA", "British Airways"], ["LH", "Lufthansa"], ["AF", "Air France"], ["KL", "KLM"], ["EK", "Emirates"],
  ["QF", "Qantas"], ["NH", "ANA"], ["JL", "Japan Airlines"], ["AC", "Air Canada"], ["FR", "Ryanair"], ["U2", "easyJet"],
  ["SQ", "Singapore Airlines"], ["CX", "Cathay Pacific"], ["QR", "Qatar Airways"], ["TK", "Turkish Airlines"], ["IB", "Iberia"], ["VS", "Virgin Atlantic"],
]);
/** A flight number: an airline's two-character code and up to four digits ("UA 837", "DL1234"). */
const FLIGHT_NUMBER = /\b([A-Z][A-Z\d]|\d[A-Z])\s?(\d{1,4})\b/g;
/** An airline named in full ("United Airlines", "British Airways", "Delta"). */
const AIRLINE_NAME = /\b((?:[A-Z][\w-]*\s+){0,2}(?:Airlines|Airways|Air Lines)|Delta|JetBlue|Lufthansa|Emirates|Qantas|Ryanair|easyJet|KLM|Iberia)\b/;
/** An airport's code, in parentheses after its city or alone ("San Francisco (SFO)", "JFK"). */
const AIRPORT = /(?:([A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2})\s+)?\(?\b([A-Z]{3})\b\)?/g;
/** A clock time: "11:05 AM", "8 pm", "14:30". */
const TIME = /\b\d{1,2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)|\b\d{1,2}:\d{2}\b/g;

/** Field names, normalised, of each detail. */
const AIRLINE_KEYS = new Set(["airline", "airlinename", "carrier", "operator"]);
const NUMBER_KEYS = new Set(["flightnumber", "flight", "flightno", "flightcode", "flightid"]);
const FROM_KEYS = new Set(["departureairport", "origin", "from", "originairport", "departure", "departurecode", "fromairport", "departureairportcode", "originairportcode"]);
const TO_KEYS = new Set(["arrivalairport", "destination", "to", "destinationairport", "arrival", "toairport", "arrivalairportcode", "destinationairportcode"]);
const FROM_CITY_KEYS = new Set(["departurecity", "origincity", "fromcity"]);
const TO_CITY_KEYS = new Set(["arrivalcity", "destinationcity", "tocity"]);
const DEPARTS_KEYS = new Set(["departuretime", "departs", "departureat", "departs_at", "departsat", "takeofftime"]);
const ARRIVES_KEYS = new Set(["arrivaltime", "arrives", "arrivalat", "arrivesat", "landingtime"]);

/** The details `text` gives of a flight; undefined when it names no flight number. */
export function flightDetails(text: string): { airline?: string; number: string; from?: [string | undefined, string]; to?: [string | undefined, string]; departs?: string; arrives?: string } | undefined {
  const flight = [...text.matchAll(FLIGHT_NUMBER)].find((match) => AIRLINES.has(match[1]!) || /flight\s*(?:#|number|no\.?)?\s*:?\s*$/i.test(text.slice(Math.max(0, match.index - 20), match.index)));
  if (flight === undefined) return undefined;
  const airline = AIRLINE_NAME.exec(text)?.[1] ?? AIRLINES.get(flight[1]!);
  const airports = [...text.matchAll(AIRPORT)].filter((match) => match.index !== flight.index && !AIRLINES.has(match[2]!.slice(0, 2)) || match[0].includes("(")).map((match) => [match[1]?.replace(/^(?:From|To|In|At|Departs|Arrives)\s+/, ""), match[2]!] as [string | undefined, string]);
  const times = [...text.matchAll(TIME)].map((match) => match[0].trim());
  const departs = /\b(?:depart\w*|leaves?|takes? off)\b[^.]*?(\d{1,2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)|\d{1,2}:\d{2})/i.exec(text)?.[1] ?? times[0];
  const arrives = /\b(?:arriv\w*|lands?)\b[^.]*?(\d{1,2}(?::\d{2})?\s*(?:[AaPp]\.?[Mm]\.?)|\d{1,2}:\d{2})/i.exec(text)?.[1] ?? times[1];
  // "… at 3:20 PM." : the sentence's full stop is no part of the time.
  const clock = (time: string | undefined) => time?.replace(/([AP]M)\.$/, "$1");
  return { airline, number: flight[0], from: airports[0], to: airports[1], departs: clock(departs), arrives: clock(arrives) };
}

/**
 * `document` with the flight details the prompt's text gives, at the top; each kept only where
 * `validate` accepts it.
 * @example withFlightDetails({ airline: "Your", flight_number: "UA" }, "Extract the flight: Your flight UA 837 departs SFO at 11:05 AM.", check) // { airline: "United Airlines", flight_number: "UA 837" }
 */
export function withFlightDetails(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document) || !/flight/i.test(prompt)) return document;
  const keys = Object.keys(document).map((key) => [key, normalisedKey(key)] as const);
  if (!keys.some(([, name]) => NUMBER_KEYS.has(name) || AIRLINE_KEYS.has(name))) return document;
  const details = flightDetails(givenText(prompt));
  if (details === undefined) return document;
  const copy = structuredClone(document) as Json;
  for (const [key, name] of keys) {
    const value = AIRLINE_KEYS.has(name)
      ? details.airline
      : NUMBER_KEYS.has(name)
        ? details.number
        : FROM_KEYS.has(name)
          ? details.from?.[1]
          : TO_KEYS.has(name)
            ? details.to?.[1]
            : FROM_CITY_KEYS.has(name)
              ? details.from?.[0]
              : TO_CITY_KEYS.has(name)
                ? details.to?.[0]
                : DEPARTS_KEYS.has(name)
                  ? details.departs
                  : ARRIVES_KEYS.has(name)
                    ? details.arrives
                    : undefined;
    const before = copy[key];
    if (value === undefined || (typeof before !== "string" && before !== null)) continue;
    copy[key] = value;
    if (!validate(copy)) copy[key] = before;
  }
  return copy;
}
