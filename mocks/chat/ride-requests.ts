/**
 * A ride asked of a service ("Book an Uber to JFK", "Get me a Lyft to the airport", "Call a cab
 * to 5th Avenue and 42nd Street", "Order an Uber XL to Union Station from my hotel"): the ride
 * tool (`request_ride`, `book_ride`, `order_taxi`) is called, and its destination is where the
 * user goes, its pickup where they are picked up, its ride type the service's tier. The service
 * (Uber, Lyft, a cab) is how they go, never where: a model writes "JFK", not "Uber".
 */
import { wordsOf } from "./property-kinds.ts";
import type { components } from "../../generated/api.d.ts";

type Tool = components["schemas"]["ChatTool"];

/** A ride's service or vehicle, as people ask for one. */
const SERVICE = String.raw`(?:uber|lyft|cab|taxi|ride|car|bolt|grab|didi|ola|rideshare)`;
/** Tiers of ride services written after them ("Uber XL", "Lyft Lux"). */
const TIER = String.raw`(?:xl|x|black|comfort|pool|share|green|lux|premier|plus|xxl|suv|van|select)`;
/** Tiers written in capitals ("XL", "SUV"); the others are words ("Black", "Comfort"). */
const SHORT_TIERS: ReadonlySet<string> = new Set(["x", "xl", "xxl", "suv"]);
/** The ask: a verb, the service (and its tier), then the rest (where to, where from). */
const ASKED = new RegExp(
  String.raw`\b(?:book|get|call|order|request|need|want|hail|grab|schedule|send)\s+(?:me\s+|us\s+)?(?:an?\s+|the\s+|one\s+)?(?:quick\s+)?(${SERVICE})(?:\s+(${TIER}))?\b(?!\s+(?:driver|ride\s+to\s+work\s+today))(.*)$`,
  "i",
);
/** Where a place ends: the pickup's or destination's marker, a time, a manner, a mark. */
const PLACE_END = String.raw`(?=\s+(?:(?:from|to|for\s+(?:me|us|two|three|four)|now|asap|right\s+now|tonight|tomorrow|today|please|leaving|departing)\b|(?:at|in|by|for|around)\s+\d|at\s+(?:noon|midnight))|\s*[,.!?;]*\s*$)`;
const DESTINATION = new RegExp(String.raw`\bto\s+(.+?)${PLACE_END}`, "i");
const PICKUP = new RegExp(String.raw`\bfrom\s+(.+?)${PLACE_END}`, "i");

/** A ride the message asks for: the destination, the pickup and the tier it names. */
export interface RideAsked {
  destination?: string;
  pickup?: string;
  tier?: string;
}

/**
 * The ride asked for, or undefined when the message asks none.
 * @example rideAskedIn("Order an Uber XL to Union Station from my hotel") // { destination: "Union Station", pickup: "my hotel", tier: "XL" }
 */
export function rideAskedIn(text: string): RideAsked | undefined {
  const head = text.slice(0, 400);
  const asked = ASKED.exec(head);
  if (!asked) return undefined;
  const service = asked[1]!.toLowerCase();
  const rest = asked[3]!;
  // "Get me a car" asks a car, "I need a ride" help: those go somewhere only with a destination.
  // "Request a ride", "Book a ride", "Order a car" ask one all the same.
  const destination = DESTINATION.exec(rest)?.[1]?.trim();
  const orders = /^(?:book|order|request|hail|schedule)$/i.test(/^\w+/.exec(asked[0])![0]);
  if ((service === "car" || service === "ride") && destination === undefined && !orders) return undefined;
  const pickup = PICKUP.exec(rest)?.[1]?.trim();
  const written = asked[2]?.toLowerCase();
  const tier = written === undefined ? undefined : SHORT_TIERS.has(written) ? written.toUpperCase() : written[0]!.toUpperCase() + written.slice(1);
  return { ...(destination ? { destination } : {}), ...(pickup ? { pickup } : {}), ...(tier ? { tier } : {}) };
}

/** Words of a tool's name that make it a ride's: `request_ride`, `book_taxi`, `order_cab`, `uber_request`. */
const RIDE_TOOL_WORDS = /^(?:ride|rides|taxi|taxis|cab|cabs|uber|lyft|rideshare)$/;

/** Whether a tool books rides, by its name. */
export function isRideTool(tool: Tool): boolean {
  return isRideToolName(tool.function.name);
}

/** Whether a tool's name is a ride's (`request_ride`). */
export function isRideToolName(name: string): boolean {
  return wordsOf(name).some((word) => RIDE_TOOL_WORDS.test(word));
}

/**
 * What a model asks when a ride is asked of an offered ride tool that requires where to go and
 * the message says nowhere ("Get me a taxi", "Call a cab from my hotel"): where to, from the
 * pickup it gives; undefined otherwise. The tool is the app's: no "I can't order a ride".
 * @example destinationQuestion("Get me a taxi", [requestRide]) // "Sure, where would you like to go?"
 */
export function destinationQuestion(text: string, tools: readonly Tool[]): string | undefined {
  if (!tools.some((tool) => isRideTool(tool) && needsDestination(tool))) return undefined;
  const ride = rideAskedIn(text);
  if (ride === undefined || ride.destination !== undefined) return undefined;
  return ride.pickup === undefined ? `${WHERE_TO}?` : `${WHERE_TO} from ${ride.pickup}?`;
}

/** How destinationQuestion asks, so that the next turn's answer is known for one. */
const WHERE_TO = "Sure, where would you like to go";
/** "To JFK", "JFK please", "the airport, thanks": a place given in answer, without its "to" and its courtesy. */
const PLACE_GIVEN = /^\s*(?:(?:to|towards)\s+)?(.+?)(?:[,\s]+(?:please|thanks|thank\s+you|thx))?\s*[.!]*\s*$/i;
/** An answer that gives no place: a change of mind or another question. */
const NO_PLACE = /\?|^\s*(?:never\s*mind|nevermind|cancel|no\b|nope|forget|actually|wait|stop|not\s+now)/i;

/**
 * The ride asked before destinationQuestion asked where to, with the place the user answered
 * ("Get me a taxi", "Sure, where would you like to go?", "To JFK" → "Get me a taxi to JFK"): what a
 * model then calls the ride tool for. Undefined when the turns are not that exchange or the
 * answer names no place (a question, "never mind", more than eight words).
 */
export function rideWithAnsweredDestination(ask: string, question: string, answer: string): string | undefined {
  if (!question.startsWith(WHERE_TO) || NO_PLACE.test(answer) || answer.includes("\n")) return undefined;
  const place = PLACE_GIVEN.exec(answer)?.[1];
  if (place === undefined || place.split(/\s+/).length > 8) return undefined;
  const ride = rideAskedIn(ask);
  if (ride === undefined || ride.destination !== undefined) return undefined;
  return `${ask.trim().replace(/[.!]+$/, "")} to ${place}`;
}

/** Whether a ride tool requires where to go (`request_ride`'s required `destination`). */
export function needsDestination(tool: Tool): boolean {
  const required = (tool.function.parameters as { required?: unknown } | undefined)?.required;
  return Array.isArray(required) && required.some((key) => typeof key === "string" && DESTINATION_KEYS.test(key));
}

/** Names of a ride's fields, by what they hold. */
const DESTINATION_KEYS = /^(?:destination|dest|dropoff|drop_?off(?:_?location|_?address)?|to|to_?location|to_?address|end|end_?location|destination_?(?:address|location))$/i;
const PICKUP_KEYS = /^(?:pickup|pick_?up(?:_?location|_?address|_?point)?|origin|from|from_?location|from_?address|start|start_?location|pickup_?address)$/i;
const TIER_KEYS = /^(?:ride_?type|vehicle_?type|car_?type|service|service_?level|tier|ride_?class|class|product|ride_?option|option)$/i;

/**
 * The value a ride tool's field takes from the ride asked: the destination, the pickup (null
 * when left out: the caller omits an optional one), the tier in the form of the field's enum;
 * undefined for another field, or one the ask says nothing for.
 */
export function rideArgument(key: string, ride: RideAsked, node: Record<string, unknown> | undefined, required = false): string | null | undefined {
  if (DESTINATION_KEYS.test(key)) return ride.destination;
  // A pickup the tool requires and the ask does not say is where the rider is, as a ride app takes it.
  if (PICKUP_KEYS.test(key)) return ride.pickup ?? (required ? "current location" : null);
  if (TIER_KEYS.test(key)) {
    if (ride.tier === undefined) return null;
    const options = Array.isArray(node?.enum) ? node.enum.filter((value): value is string => typeof value === "string") : undefined;
    if (options === undefined) return ride.tier;
    return options.find((option) => option.toLowerCase() === ride.tier!.toLowerCase()) ?? null;
  }
  return undefined;
}
