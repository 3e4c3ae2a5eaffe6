/**
 * What a translation tool's arguments read from the message: the phrase to translate, as the
 * user wrote it ("Translate 'where is the station' to German" → "where is the station"), and the
 * languages it goes from and to ("German"). Also the language a setting is changed to ("Set the
 * app language to French"). Before, the phrase was a sentence about the prompt and the target
 * the prompt's own language ("English").
 */
import { capitalized } from "./reply.ts";

/** Languages asked for by name; a model writes them capitalised. */
const LANGUAGES =
  "english|spanish|french|german|italian|portuguese|japanese|chinese|mandarin|cantonese|korean|russian|arabic|hindi|dutch|swedish|norwegian|danish|finnish|polish|greek|turkish|hebrew|vietnamese|thai|indonesian|malay|ukrainian|czech|romanian|hungarian|bengali|urdu|persian|farsi|swahili|tagalog|filipino|latin|irish|welsh|catalan|croatian|serbian|bulgarian|slovak|tamil|punjabi";
const LANGUAGE = `(${LANGUAGES})`;
/** A language a message names as where something goes: "to German", "into Spanish", "in Japanese". */
const TARGET = new RegExp(String.raw`\b(?:to|into|in)\s+${LANGUAGE}\b`, "i");
/** A language a message names as where a text comes from: "from French". */
const SOURCE = new RegExp(String.raw`\bfrom\s+${LANGUAGE}\b`, "i");
/** Any language named. */
const ANY = new RegExp(String.raw`\b${LANGUAGE}\b`, "i");

/**
 * A translation ask and its phrase, quoted or not: "Translate 'where is the station' to German",
 * "Translate good morning into Spanish", "How do you say thank you in Japanese?", "Translate to
 * French: I love programming". Group 1 is a quoted phrase, group 2 an unquoted one.
 */
const TRANSLATION_ASK = new RegExp(
  String.raw`^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:translate|how\s+(?:do|would|can|should)\s+(?:you|i|we|one)\s+say|what(?:['’]s|\s+is)|say)\s+(?:(?:the\s+(?:phrase|word|sentence|text|following)|this|these\s+words)\s*:?\s+)?(?:from\s+${LANGUAGE}\s+)?(?:(?:to|into|in)\s+${LANGUAGE}\s*[:\n]\s*)?(?:["“‘']([^"”’\n]{1,300}?)["”’']|([^\n]{1,300}?))(?:\s+from\s+${LANGUAGE})?(?:\s+(?:to|into|in)\s+${LANGUAGE})?(?:,?\s+(?:for\s+me|please))*\s*[?.!]*\s*$`,
  "iu",
);

/** Whether the message asks for a translation at all (the cheap cue before the regexes). */
export function asksTranslation(lower: string): boolean {
  return lower.includes("translat") || lower.includes(" say ");
}

/**
 * The phrase a message asks to translate, as written (without its quotes), or undefined.
 * @example phraseToTranslate("Translate 'where is the station' to German") // "where is the station"
 */
export function phraseToTranslate(text: string): string | undefined {
  if (text.length > 400) return undefined;
  const match = TRANSLATION_ASK.exec(text);
  const phrase = (match?.[3] ?? match?.[4])?.trim();
  // "What is the weather in Paris" asks no translation: an unquoted phrase needs a language after it, or a translate verb before it.
  if (phrase === undefined || phrase.length === 0) return undefined;
  if (match![3] === undefined && match![6] === undefined && match![2] === undefined && !/^\s*(?:please\s+)?(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?translate\b/i.test(text)) return undefined;
  // "Translate to Spanish: Where is the library?": the question mark is the phrase's, not the ask's.
  const closing = match![4] !== undefined && match![6] === undefined && !/^\s*(?:how|what)\b/i.test(text) ? /[?!]+(?=\s*$)/.exec(text)?.[0] : undefined;
  return closing === undefined ? phrase : phrase + closing;
}

/**
 * The language the message asks a text put in ("to German", "into Spanish"), else the one it
 * names at all, capitalised; undefined when it names none.
 */
export function targetLanguageOf(text: string): string | undefined {
  const target = TARGET.exec(text)?.[1];
  if (target !== undefined) return capitalized(target.toLowerCase());
  const named = ANY.exec(text)?.[1]?.toLowerCase();
  // "Translate 'hola amigo' from Spanish": only where it comes from is named, and a model puts it into English.
  if (named !== undefined && named !== "english" && named === SOURCE.exec(text)?.[1]?.toLowerCase()) return "English";
  return named === undefined ? undefined : capitalized(named);
}

/** Words of an English phrase: one of them, and a phrase is read as English. */
const ENGLISH_WORDS = /\b(?:the|a|an|is|are|am|was|i|you|we|my|your|to|of|and|in|it|this|that|good|hello|hi|thank|thanks|please|where|how|what|when|who|why|love|morning|night|evening|see|later|nice|meet|can|do|have|want|need|like|happy|birthday|welcome|sorry|excuse|me|yes|no)\b/i;

/**
 * Whether a phrase to translate reads as English (written in ASCII, with a common English word):
 * "good morning" does, "bonjour tout le monde" and "¿dónde está?" do not. A model translates a
 * phrase in another language into English, and asks which language an English one goes into.
 */
export function readsAsEnglish(phrase: string): boolean {
  return /^[\x00-\x7f]*$/.test(phrase) && ENGLISH_WORDS.test(phrase);
}

/** Whether the text names a language at all ("to Spanish", "from French", "in German"). */
export function namesLanguage(text: string): boolean {
  return ANY.test(text);
}

/** The language the message says a text is in ("from French"), capitalised, or undefined. */
export function sourceLanguageOf(text: string): string | undefined {
  const named = SOURCE.exec(text)?.[1];
  return named === undefined ? undefined : capitalized(named.toLowerCase());
}

/** The ISO 639-1 code of each language LANGUAGES names (Mandarin and Cantonese are written as Chinese's). */
const LANGUAGE_CODES: ReadonlyMap<string, string> = new Map(
  (
    "english en|spanish es|french fr|german de|italian it|portuguese pt|japanese ja|chinese zh|mandarin zh|cantonese zh|korean ko|russian ru|arabic ar|hindi hi|dutch nl|swedish sv|norwegian no|danish da|finnish fi|polish pl|greek el|turkish tr|hebrew he|vietnamese vi|thai th|indonesian id|malay ms|ukrainian uk|czech cs|romanian ro|hungarian hu|bengali bn|urdu ur|persian fa|farsi fa|swahili sw|tagalog tl|filipino tl|latin la|irish ga|welsh cy|catalan ca|croatian hr|serbian sr|bulgarian bg|slovak sk|tamil ta|punjabi pa"
  )
    .split("|")
    .map((pair) => pair.split(" ") as [string, string]),
);

/** A language field that asks for a code, by its name (`language_code`, `lang`, `locale`) or its description ("ISO 639-1 code, e.g. de"). */
const CODE_DESCRIPTION = /\biso[\s-]*639|\b(?:language|lang|locale)\s+code\b|\b(?:two|2)[\s-]letter\b|\bcode\b/i;

/** Whether the language field `keyWords` (`target_lang` → ["target", "lang"]), described `description`, takes a code rather than a name. */
export function asksLanguageCode(keyWords: readonly string[], description: unknown): boolean {
  if (keyWords.some((word) => word === "code" || word === "lang" || word === "locale" || word === "iso")) return true;
  return typeof description === "string" && CODE_DESCRIPTION.test(description.slice(0, 200));
}

/** The ISO 639-1 code of a language a message names ("Spanish" → "es"), or undefined for a name the table lacks. */
export function languageCodeOf(language: string): string | undefined {
  return LANGUAGE_CODES.get(language.toLowerCase());
}
