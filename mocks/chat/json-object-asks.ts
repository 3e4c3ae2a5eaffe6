/**
 * The object a `json_object` request gets when its messages are one of an app's
 * behind-the-scenes asks (app-asks.ts: a title, follow-up questions, a standalone query,
 * keywords or tags, a language, a summary). JSON mode takes no schema: the app names the keys in
 * its prompt ("Respond in JSON with a \"title\" key", `{"questions": [...]}`) and parses them, so
 * the answer is the app ask's own answer under the key that names it, not a value the document
 * generator made up from the key's name ("Next app" for a title, the prompt three times for
 * follow-up questions). A list of keywords, tags or topics beside the answer (a summary's) holds
 * the worked text's key phrases (keywords.ts); the other keys the prompt names (a `confidence`
 * beside a `language`) are filled as any json_object key is (schema-documents.ts). A `json_schema` request of the same
 * ask gets the same answer in the schema's property of that name, where the schema accepts it.
 *
 * Which named key holds the answer is designed, not stated anywhere: the first whose name says
 * what the ask is for (`title`, `follow_ups`, `tags`, `detected_language`), else the only key
 * named. The answer is given as the schema's `const`, so the document is that value and still
 * valid for the schema.
 */

import { keywordsOf } from "./keywords.ts";

type Json = Record<string, unknown>;

/** What an app's ask answered (app-asks.ts's appAskAnswer): what it is for, its reply (JSON when JSON was asked) and the text it worked on. */
export interface AppAskAnswer {
  readonly key: string;
  readonly reply: string;
  readonly text?: () => string;
}

/** Names of a list of the worked text's keywords beside the answer: a summary's `keywords`, `tags`, `topics`. */
const KEYWORD_LIST = /^(?:key_?words?|tags?|topics?|key_?phrases?)$/i;
/** Keywords such a list holds. */
const KEYWORDS = 5;

/** Names of the key that holds each kind's answer, read lower-cased. */
const KEY_NAMES: Readonly<Record<string, RegExp>> = {
  query: /query|question|search|rephras|rewrit|standalone/,
  title: /title|heading|name|subject/,
  questions: /question|follow|suggest|prompt|quer/,
  summary: /summar|abstract|recap|tldr|synopsis|overview/,
  keywords: /keyword|tag|phrase|term|topic/,
  // A language's code (`language_code`, `iso`) is not the name the ask answers with.
  language: /lang(?!\w*(?:code|iso))/,
};

/**
 * The schema of the object the request's answer is: `asked` (the keys the messages name,
 * json-object-schema.ts, or a json_schema request's own schema) with the ask's answer as the
 * value of the key that names it; the ask's own object when the messages name no keys and `own`
 * (json_object: a caller's schema without properties keeps its own document); undefined when
 * there is no ask, or no key named can hold it.
 * @example askedAnswerSchema({ key: "title", reply: '{"title":"Making a Next.js app faster"}' }, { type: "object", properties: { title: { type: "string" } }, required: ["title"] })
 * // { type: "object", properties: { title: { type: "string", const: "Making a Next.js app faster" } }, required: ["title"] }
 */
export function askedAnswerSchema(answer: AppAskAnswer | undefined, asked: Json | undefined, own = true): Json | undefined {
  if (answer === undefined) return undefined;
  const read = valueOf(answer);
  if (read === undefined) return undefined;
  const properties = asked?.properties as Record<string, Json> | undefined;
  if (properties === undefined || properties === null || typeof properties !== "object") return own ? { type: "object", const: read.object ?? { [answer.key]: read.value } } : undefined;
  const names = Object.keys(properties);
  const pattern = KEY_NAMES[answer.key];
  const key = names.find((name) => name.toLowerCase() === answer.key) ?? names.find((name) => pattern?.test(name.toLowerCase())) ?? (names.length === 1 ? names[0] : undefined);
  if (key === undefined) return undefined;
  const value = fitted(read.value, properties[key]!);
  if (value === undefined) return undefined;
  return { ...asked, properties: { ...withKeywords(properties, key, answer), [key]: { ...properties[key], const: value } } };
}

/**
 * `properties` with a list of keywords beside the answer (not `key`) holding the worked text's
 * key phrases (keywords.ts): "Summarize the conversation as JSON with summary and keywords" gets
 * the conversation's, not the instruction's words ("conversation", "far", "json").
 */
function withKeywords(properties: Record<string, Json>, key: string, answer: AppAskAnswer): Record<string, Json> {
  const lists = Object.keys(properties).filter((name) => name !== key && properties[name]!.type === "array" && KEYWORD_LIST.test(name));
  if (lists.length === 0 || answer.text === undefined) return properties;
  const keywords = keywordsOf(answer.text(), KEYWORDS);
  if (keywords.length === 0) return properties;
  const copy = { ...properties };
  for (const name of lists) {
    const value = fitted(keywords, copy[name]!);
    if (value !== undefined) copy[name] = { ...copy[name], const: value };
  }
  return copy;
}

/** The reply's value (and its object, when it is one): JSON parsed, a text as it is ("French." a name). */
function valueOf(answer: AppAskAnswer): { value: unknown; object?: Json } | undefined {
  const text = answer.reply.trim();
  if (/^[[{]/.test(text)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { value: text };
    }
    if (Array.isArray(parsed)) return { value: parsed };
    if (parsed === null || typeof parsed !== "object") return undefined;
    const first = Object.values(parsed)[0];
    return first === undefined ? undefined : { value: first, object: parsed as Json };
  }
  return { value: answer.key === "language" ? text.replace(/\.$/, "") : text };
}

/** `value` in the type `property` asks for: a list for a list, a text for a text; undefined when it cannot be (a number, an enum it is not in). */
function fitted(value: unknown, property: Json): unknown {
  const type = property.type;
  if (Array.isArray(property.enum) && !property.enum.includes(value)) return undefined;
  if (type === "array") {
    const list = Array.isArray(value) ? value : [value];
    const most = typeof property.maxItems === "number" ? property.maxItems : list.length;
    return list.length >= (typeof property.minItems === "number" ? property.minItems : 0) ? list.slice(0, most) : undefined;
  }
  if (type === "string" || type === undefined) return Array.isArray(value) ? value.join(", ") : value;
  return undefined;
}
