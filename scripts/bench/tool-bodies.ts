/**
 * Bodies of the tool-call and structured-output workloads: every prompt different (from
 * prompts.ts, made on the fly), tools and response schemas drawn from a fixed set of 50 schemas
 * of the shapes apps send (flat forms, enums, nested objects, arrays, formats), built
 * deterministically so every server of a run gets the same ones.
 */
import { seededRandom, type Random } from "../../mocks/data/random.ts";
import { variedChatBody } from "./prompts.ts";

const FIELD_NAMES = ["city", "name", "query", "email", "date", "count", "unit", "tags", "priority", "address", "amount", "notes", "id", "limit", "status"];

function field(name: string, random: Random, depth: number): Record<string, unknown> {
  switch (name) {
    case "email":
      return { type: "string", format: "email" };
    case "date":
      return { type: "string", format: random.chance(0.5) ? "date" : "date-time" };
    case "count":
    case "limit":
      return { type: "integer", minimum: 0, maximum: random.int(5, 500) };
    case "amount":
      return { type: "number", minimum: 0 };
    case "unit":
      return { type: "string", enum: ["celsius", "fahrenheit"] };
    case "priority":
    case "status":
      return { type: "string", enum: ["low", "normal", "high", "urgent"].slice(0, random.int(2, 4)) };
    case "tags":
      return { type: "array", items: { type: "string" }, maxItems: random.int(1, 4) };
    case "address":
      return depth > 1 ? { type: "string" } : objectSchema(random, depth + 1, ["street", "city", "zip"]);
    case "id":
      return { type: "string", format: "uuid" };
    default:
      return { type: "string" };
  }
}

function objectSchema(random: Random, depth: number, names?: string[]): Record<string, unknown> {
  const keys = names ?? [...new Set(Array.from({ length: random.int(2, 6) }, () => random.pick(FIELD_NAMES)))];
  const properties = Object.fromEntries(keys.map((key) => [key, field(key, random, depth)]));
  // OpenAI's strict mode: every property required, no others.
  const strict = random.chance(0.6);
  return { type: "object", properties, required: strict ? keys : keys.slice(0, 1), additionalProperties: !strict ? undefined : false };
}

/** The fixed set of 50 schemas. */
export const SCHEMAS: readonly Record<string, unknown>[] = Array.from({ length: 50 }, (_, i) => JSON.parse(JSON.stringify(objectSchema(seededRandom(9_000 + i), 0))) as Record<string, unknown>);

const TOOL_NAMES = ["get_weather", "search_docs", "create_ticket", "lookup_order", "send_email", "book_meeting", "convert_currency", "find_user", "schedule_job", "translate_text"];

function userPrompt(i: number): { model: string; messages: unknown[] } {
  return JSON.parse(variedChatBody(i, 7)) as { model: string; messages: unknown[] };
}

/** The `i`-th tool-call body: a new prompt, two tools over schemas of the set, tool_choice required. */
export function toolChatBody(i: number): string {
  const random = seededRandom(31 * i + 5);
  const { model, messages } = userPrompt(i);
  const first = random.int(0, 49);
  const second = (first + random.int(1, 49)) % 50;
  const tools = [first, second].map((index, k) => ({
    type: "function",
    function: { name: `${TOOL_NAMES[index % TOOL_NAMES.length]}_${k}`, description: `Tool ${index} of the bench's set`, parameters: SCHEMAS[index] },
  }));
  return JSON.stringify({ model, messages, tools, tool_choice: "required" });
}

/** The `i`-th structured-output body: a new prompt, a json_schema response format over a schema of the set. */
export function jsonSchemaChatBody(i: number): string {
  const random = seededRandom(37 * i + 11);
  const { model, messages } = userPrompt(i);
  const index = random.int(0, 49);
  return JSON.stringify({ model, messages, response_format: { type: "json_schema", json_schema: { name: `form_${index}`, strict: isStrict(SCHEMAS[index]!), schema: SCHEMAS[index] } } });
}

/** Whether every object of a schema of the set keeps OpenAI's strict rules, so `strict: true` is not a 400. */
function isStrict(schema: Record<string, unknown>): boolean {
  if (schema.type !== "object") return true;
  const properties = schema.properties as Record<string, Record<string, unknown>>;
  return schema.additionalProperties === false && Object.values(properties).every(isStrict);
}
