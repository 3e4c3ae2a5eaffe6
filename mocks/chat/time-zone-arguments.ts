/**
 * A tool's time zone as a model writes it: the IANA name of the city the message names ("What
 * time is it in Tokyo?" → `get_current_time({"timezone": "Asia/Tokyo"})`), not the city's name.
 * A zone written as one ("UTC", "EST", "Europe/Paris") and a city city-coordinates.ts does not
 * hold stay as the call has them.
 */
import type { components } from "../../generated/api.d.ts";
import { timeZoneOf } from "./city-coordinates.ts";
import type { ToolCall } from "./tool-arguments.ts";

type Tool = components["schemas"]["ChatTool"];

/** Keys of a time zone: `timezone`, `time_zone`, `timeZone`, `tz` (missing-places.ts reads them too). */
export const ZONE_KEY = /^(?:time_?zone|tz|tz_?name|iana_?time_?zone|zone)$/i;

/** The key of a tool's free-text time zone (not an enum of the app's own), or undefined. */
export function timeZoneKey(tool: Tool): string | undefined {
  const properties = (tool.function.parameters as { properties?: Record<string, { type?: unknown; enum?: unknown }> } | undefined)?.properties;
  if (properties === undefined) return undefined;
  return Object.keys(properties).find((key) => ZONE_KEY.test(key) && properties[key]!.type === "string" && properties[key]!.enum === undefined);
}

/**
 * The calls with each time zone that names a known city written as its IANA zone.
 * @example withTimeZones([{ …, arguments: '{"timezone":"Tokyo"}' }], [getTime]) // [{ …, arguments: '{"timezone":"Asia/Tokyo"}' }]
 */
export function withTimeZones(calls: readonly ToolCall[], tools: readonly Tool[]): ToolCall[] {
  return calls.map((call) => {
    const tool = tools.find((each) => each.function.name === call.function.name);
    const key = tool === undefined ? undefined : timeZoneKey(tool);
    if (key === undefined) return call;
    const args = JSON.parse(call.function.arguments) as Record<string, unknown>;
    const value = args[key];
    const zone = typeof value === "string" ? timeZoneOf(value) : undefined;
    return zone === undefined ? call : { ...call, function: { ...call.function, arguments: JSON.stringify({ ...args, [key]: zone }) } };
  });
}
