/**
 * The language a text is written in: a script only one language (or one most often) writes in
 * (Cyrillic, Greek, Arabic, Hebrew, Devanagari, Thai, Hangul, kana, Han), else the short words
 * every sentence of it uses, with the letters only one language writes (ñ, ç, ß, ã, å, ł, ğ) as a
 * tie-breaker: enough for a mock to tag LangChain's classification example ("Estoy increiblemente
 * contento de haberte conocido!") as Spanish and "Je voudrais un café, s'il vous plaît" as
 * French, never a language picked at random.
 */

/** Words frequent in one language and rare in the others, per language. */
const FUNCTION_WORDS: readonly (readonly [string, ReadonlySet<string>])[] = (
  [
    ["English", "the is are and of to in that it you i this with for was be have not my your what how"],
    ["Spanish", "el los las del que y en es un una por para con muy estoy soy pero como está yo tu mi se al lo hola gracias quiero"],
    ["French", "le les des du et est je vous nous un une pour pas que très c'est suis avec mais dans sur qui il elle au aux ce cette mon ma mes oui merci bonjour s'il plaît voudrais"],
    ["German", "der die das und ist ich nicht ein eine zu mit sehr auch auf den dem sind bin wir sie es habe haben kein keine weil aber oder noch für wenn nur muss heute"],
    ["Italian", "il gli di che è e non per una sono molto con ma questo della sei ho mi ti lo"],
    ["Portuguese", "o os as do da que não é um uma para com muito estou sou mas como você eu em no na"],
    ["Dutch", "het een niet ik jij wij zijn van voor maar ook naar wat hij zij hebben heeft mijn dit deze"],
    ["Swedish", "och att det som inte jag är för med har på av till hon han vi ett mycket"],
    ["Polish", "nie się jest to że na w z do jak ale co tak czy jestem bardzo mnie"],
    ["Turkish", "ve bir bu için ile çok ne var değil ben sen biz mi da"],
  ] as const
).map(([language, words]) => [language, new Set(words.split(" "))] as const);

/** Letters one language writes and its neighbours do not: a point for it. */
const LETTERS: readonly (readonly [RegExp, string])[] = [
  [/[ñ¿¡]/i, "Spanish"],
  [/[çèêàùœ]/i, "French"],
  [/[äöüß]/i, "German"],
  [/[ãõ]/i, "Portuguese"],
  [/[å]/i, "Swedish"],
  [/[łąęśżźćń]/i, "Polish"],
  [/[ğşı]/i, "Turkish"],
  [/[ìò]/i, "Italian"],
  [/ij/i, "Dutch"],
];

/** Scripts, each with the language that mostly writes it; kana before Han, as Japanese writes both. */
const SCRIPTS: readonly (readonly [RegExp, string])[] = [
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/u, "Japanese"],
  [/\p{Script=Hangul}/u, "Korean"],
  [/\p{Script=Han}/u, "Chinese"],
  [/[іїєґ]/iu, "Ukrainian"],
  [/\p{Script=Cyrillic}/u, "Russian"],
  [/\p{Script=Greek}/u, "Greek"],
  [/[پچژگ]/u, "Persian"],
  [/\p{Script=Arabic}/u, "Arabic"],
  [/\p{Script=Hebrew}/u, "Hebrew"],
  [/\p{Script=Devanagari}/u, "Hindi"],
  [/\p{Script=Thai}/u, "Thai"],
];
/** A letter of no Latin script: the cheap test before the scripts are tried. */
const NOT_LATIN = /[^\p{Script=Latin}\P{L}]/u;

/** ISO 639-1 codes of the languages language.ts names. */
export const LANGUAGE_CODES: Readonly<Record<string, string>> = {
  English: "en", Spanish: "es", French: "fr", German: "de", Italian: "it", Portuguese: "pt", Dutch: "nl", Swedish: "sv", Polish: "pl", Turkish: "tr",
  Japanese: "ja", Korean: "ko", Chinese: "zh", Ukrainian: "uk", Russian: "ru", Greek: "el", Persian: "fa", Arabic: "ar", Hebrew: "he", Hindi: "hi", Thai: "th",
};

/** A text's language, and how sure a reader is of it (0–1). */
export interface LanguageEvidence {
  language: string;
  confidence: number;
}

/** Sureness with no evidence at all: a text of names or numbers is English only by default. */
const UNSURE = 0.5;
/** Sureness a language's own script gives: other languages share few of its letters. */
const SCRIPT_SURE = 0.97;
/** Most sureness any reading claims: a detector never says 1. */
const SUREST = 0.99;
/** How much each marker word the winner leads by closes the gap to SUREST: 1 word ≈ 0.65, 4 ≈ 0.87, 8 ≈ 0.96. */
const DOUBT_LEFT_PER_MARKER = 0.7;

/**
 * The text's language with how clear its signal is, as a detector reports it: a language's own
 * script is near-certain; otherwise the lead of its short words over the runner-up's decides, so a
 * long sentence full of "je", "vous", "pour" is 0.99 while "Hola amigo" (one marker) is 0.65, and
 * a text with no marker at all is English at an even 0.5. Deterministic: the same text, the same number.
 * @example languageEvidence("Hola amigo") // { language: "Spanish", confidence: 0.65 }
 */
export function languageEvidence(text: string): LanguageEvidence {
  const read = text.slice(0, 600);
  if (NOT_LATIN.test(read)) {
    const script = SCRIPTS.find(([pattern]) => pattern.test(read))?.[1];
    if (script !== undefined) return { language: script, confidence: SCRIPT_SURE };
  }
  const lower = read.toLowerCase();
  const words = lower.match(/[\p{L}']+/gu) ?? [];
  let best = "English";
  let bestScore = 0;
  let runnerUp = 0;
  for (const [language, known] of FUNCTION_WORDS) {
    let score = 0;
    for (const word of words) if (known.has(word)) score++;
    // Half a point for its own letters: a tie of short words goes to the language that writes them.
    if (LETTERS.some(([pattern, owner]) => owner === language && pattern.test(lower))) score += 0.5;
    if (score > bestScore) [best, bestScore, runnerUp] = [language, score, bestScore];
    else if (score > runnerUp) runnerUp = score;
  }
  if (bestScore === 0) return { language: best, confidence: UNSURE };
  const lead = bestScore - runnerUp;
  const confidence = SUREST - (SUREST - UNSURE) * DOUBT_LEFT_PER_MARKER ** lead;
  return { language: best, confidence: Math.round(confidence * 100) / 100 };
}

/**
 * The text's language, or English when its words say nothing (too short, or only names).
 * @example languageOf("Estoy increiblemente contento de haberte conocido!") // "Spanish"
 */
export function languageOf(text: string): string {
  return languageEvidence(text).language;
}
