/**
 * A thermostat asked to change by feel, not to a number: "Make it warmer", "Turn the heat up a
 * bit", "It's too hot, cool it down". A model calls `set_temperature` with a temperature a little
 * above (or below) the one it knows, and `adjust_temperature` with a small step, rather than the
 * faker's 37.4 or a temperature drawn at random.
 *
 * Designed (no model's rule to copy): the step is 2 degrees; the temperature it starts from is
 * the current one the conversation gives (a thermostat's earlier result `{"temperature": 19}`, or
 * "it's 19 degrees in here"), else a room's usual 20 °C (68 °F where the call's unit says
 * Fahrenheit). So "Make it warmer" with nothing known sets 22.
 *
 * Runs on the finished calls, after tool-follow-ups.ts's merge; a message that asks no change
 * pays one cheap word check. It also tells tools.ts to call the thermostat when the change is
 * asked after a clause that states the room ("It's 18 degrees in here, turn the heat up" → 20);
 * a number asked outright ("It's too cold, set it to 24") is the call's as written.
 */
import type { components } from "../../generated/api.d.ts";
import { messageText as textOf } from "./message-text.ts";

type Schemas = components["schemas"];
type RequestMessage = Schemas["ChatMessage"];
type Tool = Schemas["ChatTool"];
type ToolCall = Schemas["ToolCall"];

/** How many degrees "warmer" or "a bit cooler" is. */
export const TEMPERATURE_STEP = 2;
/** A room's usual temperature, the start when the conversation gives none. */
const USUAL_CELSIUS = 20;
const USUAL_FAHRENHEIT = 68;

/** The cheap cue: a word every ask of a change holds part of. */
const CUE = /warm|cool|cold|hot|heat|chilly|freezing|boiling/;
/** Asks to make it warmer: "make it warmer", "turn the heat up", "warm the room up", "it's freezing in here", "I'm cold". */
const WARMER = /\b(?:warmer|hotter|warm\s+(?:it|the\s+\w+(?:\s+\w+)?)\s+up|turn\s+(?:up\s+the\s+(?:heat|heating|temperature|thermostat)|the\s+(?:heat|heating|temperature|thermostat)\s+up)|(?:raise|increase|bump\s+up)\s+the\s+(?:heat|heating|temperature|thermostat)|(?:it['’]?s|it\s+is|i['’]?m|i\s+am)\s+(?:(?:so|too|way|a\s+bit|really|very|kind\s+of|freezing)\s+)*(?:cold|chilly|freezing))\b/;
/** Asks to make it cooler: "make it cooler", "turn the heat down", "cool the room down", "it's too hot". */
const COOLER = /\b(?:cooler|colder|cool\s+(?:it|the\s+\w+(?:\s+\w+)?)\s+down|turn\s+(?:down\s+the\s+(?:heat|heating|temperature|thermostat)|the\s+(?:heat|heating|temperature|thermostat)\s+down)|(?:lower|decrease|reduce)\s+the\s+(?:heat|heating|temperature|thermostat)|(?:it['’]?s|it\s+is|i['’]?m|i\s+am)\s+(?:(?:so|too|way|a\s+bit|really|very|kind\s+of|boiling)\s+)*(?:hot|warm|boiling|stuffy))\b/;

/**
 * Which way the message asks the temperature to go: 1 warmer, -1 cooler, undefined for neither.
 * @example temperatureChangeOf("turn the heat up a bit") // 1
 */
export function temperatureChangeOf(lower: string): 1 | -1 | undefined {
  if (!CUE.test(lower)) return undefined;
  if (COOLER.test(lower)) return -1;
  return WARMER.test(lower) ? 1 : undefined;
}

/** Verbs a thermostat's tool may start with that only read it: "Make it warmer" calls no `get_thermostat`. */
const READERS = /^(?:get|read|fetch|check|list|show|status)(?:_|[A-Z]|$)/;

/**
 * The thermostats to call for a message that states the temperature and then asks a change in a
 * clause of its own, which tools.ts's reading of whole requests misses: "It's 18 degrees in here,
 * turn the heat up", "It's too cold, set it to 22". `asks` is whether the message holds an
 * imperative (tool-asks.ts's asks, read only after the cheap cue): "It's too cold in Oslo in
 * winter" states, and calls nothing.
 * The tools that change a climate (by their names), or none.
 * @example thermostatsAsked("it's 18 degrees in here, turn the heat up", () => true, [setTemperature]) // [setTemperature]
 */
export function thermostatsAsked(lower: string, asks: () => boolean, tools: readonly Tool[]): Tool[] {
  if (temperatureChangeOf(lower) === undefined || !asks()) return [];
  return tools.filter((tool) => CLIMATE.test(tool.function.name) && !READERS.test(tool.function.name));
}

/** A temperature asked outright, which a change by feel keeps: "set it to 22" ("at 19" says where it is now). */
const ASKED_NUMBER = /\bto\s+-?\d+(?:\.\d+)?\b/;

/** A temperature a message writes: "19 degrees", "19°", "19 °C". */
const DEGREES = /(-?\d+(?:\.\d+)?)\s*(?:°\s*[cf]?|degrees?\b)/i;
/** A field of a result or a schema that holds a temperature: `temperature`, `current_temp`, `targetTemperature`, `setpoint`. */
const TEMPERATURE_KEY = /temp|setpoint|set_point/i;
/** A field that holds a change of temperature: `delta`, `change`, `by`, `amount`, `degrees`, `increment`. */
const DELTA_KEY = /^(?:delta|change|by|amount|degrees|increment|step|offset|adjustment|diff|difference)$/i;
/** A tool's name of a thermostat's or climate's. */
const CLIMATE = /temp|thermostat|heat|climate|hvac|ac_|_ac\b|aircon/i;
/** Most characters of a message read for a temperature. */
const MAX_READ = 4000;

/**
 * The calls with their temperature moved the way the message asks: a temperature field set to the
 * current temperature ± 2 (a room's usual 20 °C without one), a change field to ± 2. A message that
 * writes the temperature it wants ("warmer, 23 degrees") keeps it; a call without such a field is
 * returned as it is.
 * @example withTemperatureChange(calls, [{ role: "user", content: "Make it warmer" }], [setTemperature]) // set_temperature({"temperature":22})
 */
export function withTemperatureChange(calls: readonly ToolCall[], messages: readonly RequestMessage[], tools: readonly Tool[], lowerPrompt: string): readonly ToolCall[] {
  const direction = temperatureChangeOf(lowerPrompt);
  if (direction === undefined) return calls;
  let current: number | null | undefined;
  return calls.map((call) => {
    const tool = tools.find((each) => each.function.name === call.function.name);
    const properties = propertiesOf(tool);
    // A thermostat's tool: "Make it cooler" changes no `amount` of `update_deal`.
    if (properties === undefined || !(CLIMATE.test(call.function.name) || Object.keys(properties).some((key) => TEMPERATURE_KEY.test(key)))) return call;
    let args: Record<string, unknown>;
    try {
      args = JSON.parse(call.function.arguments) as Record<string, unknown>;
    } catch {
      return call;
    }
    let changed = false;
    for (const [key, schema] of Object.entries(properties)) {
      if (schema.type !== "number" && schema.type !== "integer") continue;
      let value: number | undefined;
      if (DELTA_KEY.test(key)) value = direction * TEMPERATURE_STEP;
      else if (TEMPERATURE_KEY.test(key)) {
        // "Warmer, 23 degrees": the temperature asked for stays; "It's 19 degrees, make it warmer" starts from 19.
        const written = DEGREES.exec(lowerPrompt);
        if (written && !/\b(?:it['’]?s|it\s+is|currently|now|at)\s+(?:only\s+|just\s+)?-?\d/.test(lowerPrompt)) continue;
        // "It's too cold, set it to 22": the number asked is the call's own (tool-arguments.ts took it).
        if (ASKED_NUMBER.test(lowerPrompt)) continue;
        if (current === undefined) current = currentTemperature(messages) ?? null;
        const fahrenheit = Object.values(args).some((arg) => typeof arg === "string" && /^(?:f|fahrenheit|imperial)$/i.test(arg)) || (current !== null && current > 45);
        value = (current ?? (fahrenheit ? USUAL_FAHRENHEIT : USUAL_CELSIUS)) + direction * TEMPERATURE_STEP;
      }
      if (value === undefined || !fits(value, schema)) continue;
      args[key] = value;
      changed = true;
    }
    return changed ? { ...call, function: { ...call.function, arguments: JSON.stringify(args) } } : call;
  });
}

/** The top-level properties of a tool's parameters, or undefined. */
function propertiesOf(tool: Tool | undefined): Record<string, Record<string, unknown>> | undefined {
  const properties = (tool?.function.parameters as { properties?: unknown } | undefined)?.properties;
  return properties !== null && typeof properties === "object" ? (properties as Record<string, Record<string, unknown>>) : undefined;
}

/** Whether `value` fits a number schema's type and bounds. */
function fits(value: number, schema: Record<string, unknown>): boolean {
  if (schema.type === "integer" && !Number.isInteger(value)) return false;
  if (typeof schema.minimum === "number" && value < schema.minimum) return false;
  if (typeof schema.maximum === "number" && value > schema.maximum) return false;
  if (typeof schema.exclusiveMinimum === "number" && value <= schema.exclusiveMinimum) return false;
  if (typeof schema.exclusiveMaximum === "number" && value >= schema.exclusiveMaximum) return false;
  return true;
}

/**
 * The current temperature the conversation gives, latest first: a tool result's temperature field
 * (`{"temperature": 19}`, `{"current": {"temp": 19}}`), or one a message writes ("it's 19 degrees").
 */
function currentTemperature(messages: readonly RequestMessage[]): number | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    const text = textOf(message).slice(0, MAX_READ);
    if (text === "") continue;
    if (message.role === "tool") {
      const found = temperatureIn(parsed(text), 0);
      if (found !== undefined) return found;
    }
    const written = DEGREES.exec(text);
    if (written) return Number(written[1]);
  }
  return undefined;
}

/** A temperature field's number in a parsed result, two levels deep at most. */
function temperatureIn(value: unknown, depth: number): number | undefined {
  if (value === null || typeof value !== "object" || Array.isArray(value) || depth > 2) return undefined;
  for (const [key, field] of Object.entries(value)) if (typeof field === "number" && TEMPERATURE_KEY.test(key) && !/min|max|feels|dew/i.test(key)) return field;
  for (const field of Object.values(value)) {
    const found = temperatureIn(field, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function parsed(text: string): unknown {
  if (!/^\s*[{[]/.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
