/**
 * What each reply to an app's behind-the-scenes ask (app-asks.ts) reads of it: the instruction,
 * where it came, the material it works on and the conversation; and the JSON answer such an
 * instruction may ask for (Open WebUI shows `{ "title": "…" }`, an app asks "Respond in JSON with
 * a questions array"), shared by the kinds so each answers JSON the same way.
 */
import type { ChatMessage } from "./tokens.ts";
import type { Turn } from "./transcripts.ts";

/** An app's ask, as each kind's reply reads it. */
export interface AppAsk {
  /** The instruction's text: the system messages', or the user message's. */
  readonly instruction: string;
  /** Whether the instruction came in a system or developer message (the material is then the user message). */
  readonly fromSystem: boolean;
  /** What the instruction works on: the user message under a system instruction, else what follows the instruction in it. */
  readonly material: string;
  /** The conversation worked on: a transcript in the material, else the chat's own turns (before the prompt, when the prompt is the instruction). */
  readonly turns: () => readonly Turn[];
  /** The chat's messages as sent. */
  readonly messages: readonly ChatMessage[];
  /** Whether the request's `response_format` asks for a JSON object: the answer is then JSON, whichever message said "JSON". */
  readonly json?: boolean;
}

/** A JSON answer shown in the instruction: `{ "title": "…" }`, `{ "follow_ups": [...] }`. */
const JSON_TEMPLATE = /\{\s*"(\w{1,40})"\s*:\s*["[]/;
/** A JSON answer's key, named: "with a questions array", "under the key \"tags\"", "a `keywords` field". */
const JSON_KEY = /\b(?:with|in|under|as|using)\s+(?:an?|the)\s+(?:(?:key|field|property)\s+)?["'`]?(\w{1,40})["'`]?\s+(?:array|key|field|property|list|attribute)\b|\b(?:key|field|property)\s+(?:named\s+|called\s+)?["'`](\w{1,40})["'`]/i;

/**
 * `value` as the JSON the instruction asks for, or undefined when it asks for no JSON: in the
 * object its template shows or its words name, else an array alone, else `{ [key]: value }`.
 * `object` says the request's `response_format` asks for a JSON object, whatever the instruction says.
 * @example jsonAnswer("Respond in JSON with a questions array.", ["Why?"], "questions") // '{"questions":["Why?"]}'
 */
export function jsonAnswer(instruction: string, value: string | readonly string[], key: string, object = false): string | undefined {
  const template = JSON_TEMPLATE.exec(instruction);
  if (template) return JSON.stringify({ [template[1]!]: value });
  if (!object && !/\bjson\b/i.test(instruction)) return undefined;
  const named = JSON_KEY.exec(instruction);
  if (named && !/^(?:json|a|an|the|single|one)$/i.test(named[1] ?? named[2]!)) return JSON.stringify({ [(named[1] ?? named[2])!]: value });
  // JSON mode answers an object, never an array alone.
  return Array.isArray(value) && !object && !/\bjson\s+object\b/i.test(instruction) ? JSON.stringify(value) : JSON.stringify({ [key]: value });
}
