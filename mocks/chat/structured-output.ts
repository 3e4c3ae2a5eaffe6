/**
 * The content of a `response_format` answer: for `json_schema`, one JSON document valid for
 * the schema; for `json_object`, a JSON object with the keys the messages ask for
 * (json-object-schema.ts), or a small object of its own when they name none; for `text` (or
 * none), nothing here (the reply is prose). A schema that yields no document is a 400 naming
 * `response_format`.
 */
import type { components } from "../../generated/api.d.ts";
import { MockError } from "../core/errors.ts";
import type { Memo } from "../state/memo.ts";
import { generateDocument, type DocumentHints } from "./schema-documents.ts";
import { strictSchemaProblem } from "./strict-schema.ts";
import { textOf } from "./tools.ts";

type ResponseFormat = components["schemas"]["ResponseFormat"];
type RequestMessage = components["schemas"]["ChatMessage"];

/** What `json_object` answers take when the messages name no keys: an object of a few named fields, so JSON.parse gives something to read. */
const ANY_OBJECT = Object.freeze({
  type: "object",
  properties: { answer: { type: "string", minLength: 1, maxLength: 80 }, confidence: { type: "number", minimum: 0, maximum: 1 } },
  required: ["answer", "confidence"],
  additionalProperties: false,
});

export { wantsJson } from "./plain.ts";

/**
 * Throws the 400s OpenAI gives a response format before answering, whether or not the answer is
 * the document (a tool may be called): `json_object` when no message says "json" (JSON mode
 * needs the model told to write it; the AI SDK's `output: "no-schema"` and LangChain's
 * `jsonMode` leave that to the prompt), and a `strict: true` json_schema that breaks the
 * Structured Outputs rules (strict-schema.ts).
 */
export function checkResponseFormat(format: ResponseFormat | null | undefined, messages: readonly RequestMessage[]): void {
  if (format?.type === "json_object" && !messages.some((message) => /json/i.test(textOf(message)))) {
    throw new MockError(
      "invalid_request",
      "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'. " +
        'Say in a system or user message what JSON to answer with ("Reply in JSON with keys name and age").',
      { param: "messages" },
    );
  }
  if (format?.type !== "json_schema" || format.json_schema?.strict !== true) return;
  const problem = strictSchemaProblem(format.json_schema.schema ?? { type: "object", properties: {}, additionalProperties: false });
  if (problem) throw new MockError("invalid_request", `response_format.json_schema.schema ('${format.json_schema.name}'): ${problem}.`, { param: "response_format" });
}

/**
 * The JSON document the format asks for, as text. `asked` is the object a `json_object`
 * request's messages ask for (jsonObjectSchema), read once per request by the caller;
 * `answered` the request's schema (or `asked`) with an app ask's answer as a key's `const`
 * (json-object-asks.ts), tried first.
 * @example await structuredDocument({ type: "json_schema", json_schema: { name: "form", schema } }, seed, memo, { prompt: "Sign up Alice" }) // '{"name":"Alice"}'
 * @example await structuredDocument({ type: "json_object" }, seed, memo, { prompt: "John is 30 years old" }, jsonObjectSchema(messages)) // '{"name":"John","age":30}'
 */
export async function structuredDocument(format: ResponseFormat, seed: number, memo: Memo, conversation: DocumentHints, asked?: Record<string, unknown>, answered?: Record<string, unknown>): Promise<string> {
  // The schema with an app ask's answer in it (json-object-asks.ts): the answer where it is valid, else the schema's own document.
  if (answered) {
    const generated = await generateDocument(answered, seed, memo, { ...conversation, name: format.type === "json_schema" ? format.json_schema?.name : undefined });
    if (!("problem" in generated)) return generated.text;
  }
  let schema: Record<string, unknown> = asked ?? ANY_OBJECT;
  let name: string | undefined;
  if (format.type === "json_schema") {
    if (!format.json_schema) {
      throw new MockError("invalid_request", "response_format of type json_schema needs json_schema: { name, schema }.", { param: "response_format" });
    }
    schema = (format.json_schema.schema ?? { type: "object" }) as Record<string, unknown>;
    name = format.json_schema.name;
  }
  const generated = await generateDocument(schema, seed, memo, { ...conversation, name });
  if ("problem" in generated) {
    // The keys read from the messages are the mock's guess, not the caller's schema: a guess
    // that yields no document is no reason for a 400, so the answer takes its own object.
    if (format.type !== "json_schema" && schema !== ANY_OBJECT) return structuredDocument(format, seed, memo, conversation);
    throw new MockError("invalid_request", `response_format.json_schema.schema: ${generated.message}.`, { param: "response_format" });
  }
  return generated.text;
}
