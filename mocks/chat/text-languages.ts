/**
 * A language-detection document ("Detect the language: Je voudrais réserver une table…" with
 * `{ language, confidence }`, often an `iso_code` beside it): the language of the text after the
 * instruction, not of the instruction's English words; its ISO 639-1 code; and a `confidence`
 * that follows how clear the signal is (language.ts `languageEvidence`: a long French sentence
 * 0.99, "Hola amigo" about 0.65) instead of a number drawn at random. The codes are ISO 639-1
 * (standard); the confidence curve is designed. Each change is kept only where the caller's
 * schema accepts it.
 */
import { LANGUAGE_CODES, languageEvidence } from "./language.ts";
import { normalisedKey } from "./property-kinds.ts";

type Json = Record<string, unknown>;


/** A prompt that asks which language a text is in ("Detect the language", "What language is this?", "Identify the language of …"). */
const DETECTION_ASKED = /\b(?:detect|identify|determine|recogni[sz]e|classify|guess)\w*\b.{0,30}\blanguage|\b(?:what|which)\s+language\b|\blanguage\s+(?:detection|identification|id)\b/i;
/** Names of the field holding the language's name. */
const LANGUAGE_KEYS: ReadonlySet<string> = new Set(["language", "detectedlanguage", "lang", "languagename", "sourcelanguage", "inputlanguage"]);
/** Names of the field holding its ISO 639-1 code. */
const CODE_KEYS: ReadonlySet<string> = new Set(["isocode", "code", "languagecode", "langcode", "iso6391", "iso", "locale"]);
/** Names of the field holding how sure the detection is. */
const CONFIDENCE_KEYS: ReadonlySet<string> = new Set(["confidence", "certainty", "probability", "score", "confidencescore"]);
/** The instruction before the text: up to its colon, line break or question mark ("What language is this? Ich habe…"). */
const INSTRUCTION = /^[^:\n?]{3,120}[:\n?]\s*/;
/** Most characters of a prompt read: a detection's text is a sentence or a paragraph. */
const MAX_PROMPT = 2000;

/** The text whose language is asked: after the instruction, without the quotes around it. */
export function detectedText(prompt: string): string {
  const instruction = INSTRUCTION.exec(prompt);
  const text = instruction ? prompt.slice(instruction[0].length) : prompt;
  return text.trim().replace(/^["'“«]+|["'”»]+$/g, "");
}

/**
 * `document` with its language fields written from the text the prompt asks about; unchanged when
 * the prompt asks no detection or the document has no language field.
 * @example withDetectedLanguage({ language: "English", confidence: 0.6 }, "Detect the language: Hola amigo", check) // { language: "Spanish", confidence: 0.65 }
 */
export function withDetectedLanguage(document: unknown, prompt: string, validate: (value: unknown) => boolean): unknown {
  // Cheap cue first: every structured answer with a colon passes here.
  if (document === null || typeof document !== "object" || Array.isArray(document) || prompt.length > MAX_PROMPT || !prompt.toLowerCase().includes("language")) return document;
  const keys = Object.keys(document as Json);
  const languageKey = keys.find((key) => LANGUAGE_KEYS.has(normalisedKey(key)) && typeof (document as Json)[key] === "string");
  if (languageKey === undefined || !DETECTION_ASKED.test(prompt)) return document;
  const text = detectedText(prompt);
  if (!/\p{L}{2}/u.test(text)) return document;
  const { language, confidence } = languageEvidence(text);
  const copy = { ...(document as Json) };
  const set = (key: string, value: unknown) => {
    const before = copy[key];
    copy[key] = value;
    if (!validate(copy)) copy[key] = before;
  };
  const code = LANGUAGE_CODES[language]!;
  // A field the schema limits to two letters ("en", "fr") takes the code, else the name.
  set(languageKey, language);
  if (copy[languageKey] !== language) set(languageKey, code);
  for (const key of keys) {
    const name = normalisedKey(key);
    if (CODE_KEYS.has(name) && typeof copy[key] === "string") set(key, code);
    // A percentage confidence (0–100) where the schema allows it; a 0–1 number otherwise.
    else if (CONFIDENCE_KEYS.has(name) && typeof copy[key] === "number") {
      set(key, confidence);
      if (copy[key] !== confidence) set(key, Math.round(confidence * 100));
    }
  }
  return copy;
}
