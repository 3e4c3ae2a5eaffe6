/**
 * Translations in a document ("Translate 'good morning' to Spanish and French" with
 * `{spanish, french}`): a property named for a language holds the phrase in that language, a
 * `translation` beside a `language` (or the only one asked) holds it in that one, as the
 * phrasebook (translate.ts) has it: "Buenos días", "Bonjour". A phrase the phrasebook lacks is
 * written as the user wrote it, as the chat reply cannot translate it either; never a word of the
 * prompt such as "Spanish".
 */
import { PHRASEBOOK_LANGUAGES, phraseTranslation } from "./translate.ts";
import { normalisedKey, wordsOf } from "./property-kinds.ts";

type Json = Record<string, unknown>;

/** Language names a prompt or a property uses, and the phrasebook's name of each. */
const LANGUAGE_NAMES: ReadonlyMap<string, string> = new Map([
  ...PHRASEBOOK_LANGUAGES.map((language) => [language, language] as const),
  ["mandarin", "chinese"],
  ["es", "spanish"],
  ["fr", "french"],
  ["de", "german"],
  ["it", "italian"],
  ["pt", "portuguese"],
  ["ja", "japanese"],
  ["zh", "chinese"],
]);
/** The phrase to translate: quoted, or after the instruction's colon, or between "translate" and "to <language>". */
const QUOTED = /["'“‘]([^"'”’\n]{1,80})["'”’]/;
const AFTER_COLON = /^[^:\n]{3,80}[:\n]\s*([^\n]{1,80})$/;
const BETWEEN = /\btranslate\s+(?:the\s+(?:phrase|word|sentence)\s+)?(.{1,80}?)\s+(?:to|into|in)\s+\p{L}+/iu;
/** Fields of an item that hold its language, and its translation. */
const LANGUAGE_HEADS = new Set(["language", "lang", "locale", "target", "targetlanguage"]);
const TRANSLATION_HEADS = new Set(["translation", "text", "translated", "translatedtext", "value", "output", "result"]);
/** Fields of a document that hold the translation whatever else it holds. */
const LONE_TRANSLATION_HEADS = new Set(["translation", "translated", "translatedtext", "translatedphrase"]);

/** The phrase a prompt asks to translate, or undefined. */
function phraseOf(prompt: string): string | undefined {
  return (QUOTED.exec(prompt) ?? AFTER_COLON.exec(prompt) ?? BETWEEN.exec(prompt))?.[1]?.trim();
}

/** The languages the prompt names, in order ("to Spanish and French" → spanish, french). */
function languagesIn(lower: string): string[] {
  const found: { at: number; language: string }[] = [];
  for (const [name, language] of LANGUAGE_NAMES) {
    if (name.length < 3) continue;
    const at = lower.search(new RegExp(`\\b${name}\\b`));
    if (at >= 0 && !found.some((other) => other.language === language)) found.push({ at, language });
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.language);
}

/** `phrase` in `language`, with the phrasebook's exclamation only when the user wrote one ("good morning" → "Buenos días"). */
function translated(phrase: string, language: string): string {
  const found = phraseTranslation(phrase, language);
  if (found === undefined) return phrase;
  return /[!！]/.test(phrase) ? found : found.replace(/^¡/, "").replace(/\s?[!！]$/, "");
}

/** The language a property's name is named for (`spanish`, `in_french`, `french_translation`, `es`), or undefined. */
function languageOfKey(key: string): string | undefined {
  const words = wordsOf(key);
  if (words.length === 1) return LANGUAGE_NAMES.get(words[0]!);
  return words.map((word) => (word.length >= 3 ? LANGUAGE_NAMES.get(word) : undefined)).find((language) => language !== undefined);
}

/**
 * `document` with its translations written from the phrase the prompt asks to translate; each
 * change kept only where `validate` accepts it.
 */
export function withTranslations(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  if (document === null || typeof document !== "object" || Array.isArray(document)) return document;
  const lower = prompt.toLowerCase();
  if (!lower.includes("translat")) return document;
  const phrase = phraseOf(prompt);
  if (phrase === undefined) return document;
  const copy = structuredClone(document) as Json;
  const set = (node: Json, key: string, value: unknown) => {
    const before = node[key];
    node[key] = value;
    if (!validate(copy)) node[key] = before;
  };
  const asked = languagesIn(lower);
  for (const [key, value] of Object.entries(copy)) {
    const language = languageOfKey(key);
    if (typeof value === "string" && language !== undefined) set(copy, key, translated(phrase, language));
    // `translation` alone: the one language asked.
    // Not a `text` there: beside the translation it is the text to translate (a tool's `{text, target_language}`).
    else if (typeof value === "string" && LONE_TRANSLATION_HEADS.has(normalisedKey(key)) && asked.length === 1) set(copy, key, translated(phrase, asked[0]!));
    // `translations: [{language, translation}]`: an item per language asked, in order.
    else if (Array.isArray(value) && asked.length > 0 && value[0] !== null && typeof value[0] === "object" && !Array.isArray(value[0])) {
      const fields = Object.keys(value[0] as Json);
      const languageKey = fields.find((field) => LANGUAGE_HEADS.has(normalisedKey(field)));
      const textKey = fields.find((field) => TRANSLATION_HEADS.has(normalisedKey(field)));
      if (languageKey === undefined || textKey === undefined) continue;
      // One item per language asked, each shaped as the faker's first.
      const items = asked.map((language, index) => ({
        ...structuredClone((value[index] ?? value[0]) as Json),
        [languageKey]: language.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase()),
        [textKey]: translated(phrase, language),
      }));
      set(copy, key, items);
    }
  }
  return copy;
}
