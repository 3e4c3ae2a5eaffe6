/**
 * A tool that takes a place as coordinates (`latitude` and `longitude`, OpenAI's guide's
 * `get_weather`) is called with the coordinates of the places the message names, one call each:
 * "What's the weather like in Paris today?" → `{"latitude": 48.8566, "longitude": 2.3522}`,
 * "…in Paris and Tokyo?" → two calls. A place city-coordinates.ts does not hold keeps the
 * generated coordinates.
 */
import type { components } from "../../generated/api.d.ts";
import { hashSeed } from "../data/random.ts";
import { coordinatesOf, type Coordinates } from "./city-coordinates.ts";
import { toolCallId, type ToolCall } from "./tool-arguments.ts";

type Tool = components["schemas"]["ChatTool"];

/** Most calls made for the places of one message. */
const MAX_PLACES = 5;

/** Keys of a latitude and a longitude (missing-places.ts reads them too). */
export const LATITUDE = /^(?:lat|latitude)$/i;
export const LONGITUDE = /^(?:lon|lng|long|longitude)$/i;

/** The keys of a tool's latitude and longitude (numbers), or undefined for a tool that takes none. */
function coordinateKeys(tool: Tool): { latitude: string; longitude: string; integer: boolean } | undefined {
  const properties = (tool.function.parameters as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (properties === undefined) return undefined;
  const keys = Object.keys(properties);
  const latitude = keys.find((key) => LATITUDE.test(key));
  const longitude = keys.find((key) => LONGITUDE.test(key));
  if (latitude === undefined || longitude === undefined) return undefined;
  const types = [properties[latitude]!.type, properties[longitude]!.type].flat();
  if (!types.every((type) => type === "number" || type === "integer")) return undefined;
  return { latitude, longitude, integer: types.includes("integer") };
}

/**
 * `calls` with each coordinates tool's call at the coordinates of the places `words` (the
 * message's places, in order) name; one call more for each further place when the tool is the
 * only one called and calls may be made in parallel.
 * @example withPlaceCoordinates([weatherCall], [getWeather], ["Paris"], seed, true) // [{ …, arguments: '{"latitude":48.8566,"longitude":2.3522}' }]
 */
export function withPlaceCoordinates(calls: readonly ToolCall[], tools: readonly Tool[], words: readonly string[], seed: number, parallel: boolean): ToolCall[] {
  let places: Coordinates[] | undefined;
  const made: ToolCall[] = [];
  for (const call of calls) {
    const tool = tools.find((each) => each.function.name === call.function.name);
    const keys = tool === undefined ? undefined : coordinateKeys(tool);
    places ??= keys === undefined ? undefined : words.map(coordinatesOf).filter((place): place is Coordinates => place !== undefined);
    if (keys === undefined || places === undefined || places.length === 0) {
      made.push(call);
      continue;
    }
    const args = JSON.parse(call.function.arguments) as Record<string, unknown>;
    const at = ([latitude, longitude]: Coordinates) => JSON.stringify({ ...args, [keys.latitude]: keys.integer ? Math.round(latitude) : latitude, [keys.longitude]: keys.integer ? Math.round(longitude) : longitude });
    made.push({ ...call, function: { ...call.function, arguments: at(places[0]!) } });
    if (!parallel || calls.length > 1) continue;
    for (const [i, place] of places.slice(1, MAX_PLACES).entries()) {
      made.push({ id: toolCallId(hashSeed(seed, "call", i + 1, call.function.name)), type: "function", function: { name: call.function.name, arguments: at(place) } });
    }
  }
  return made;
}
