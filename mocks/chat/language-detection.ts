/**
 * The language a given text is in, as apps ask before they translate or route a message ("What
 * language is this: \"Je voudrais un café, s'il vous plaît\"", "Detect the language of the
 * following text", a system prompt "Identify the language of the user's message"): the
 * language's name (language.ts reads it from the script, the short words and the letters), or
 * its ISO 639-1 code when a code is asked, or JSON when the instruction shows a JSON answer.
 */
import { jsonAnswer, type AppAsk } from "./app-ask-answers.ts";
import { LANGUAGE_CODES, languageOf } from "./language.ts";

/** "ISO 639-1", "language code", "two-letter code". */
const CODE_ASKED = /\biso[\s-]?639|\blanguage\s+code\b|\b(?:two|2)[\s-]letter\s+code\b|\blocale\b/i;
/** An assistant told to answer in the user's language: no detection task. */
const ANSWER_IN_IT = /\b(?:respond|reply|answer|write|speak|communicate)\w*\s+(?:\w+\s+){0,3}?(?:in\s+)?(?:that|the\s+same|the\s+user'?s?|their|this|the\s+detected)\s+language\b/i;

/**
 * The language of the ask's text, or undefined when it gives none.
 * @example languageDetectionReply(ask) // "French."
 */
export function languageDetectionReply(ask: AppAsk): string | undefined {
  // "Detect the user's language and reply in that language" asks for an answer, in it.
  if (ANSWER_IN_IT.test(ask.instruction.slice(0, 1500))) return undefined;
  const text = ask.material.trim();
  if (!/\p{L}{2}/u.test(text)) return undefined;
  const language = languageOf(text);
  const instruction = ask.instruction.slice(0, 1500);
  const named = CODE_ASKED.test(instruction) ? LANGUAGE_CODES[language]! : language;
  const json = jsonAnswer(instruction, named, "language", ask.json);
  if (json !== undefined) return json;
  return CODE_ASKED.test(instruction) ? named : `${named}.`;
}
