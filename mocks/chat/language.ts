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
    ["German", "der die das und ist ich nicht ein eine zu mit sehr auch auf den dem sind bin wir sie es"],
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

/**
 * The text's language, or English when its words say nothing (too short, or only names).
 * @example languageOf("Estoy increiblemente contento de haberte conocido!") // "Spanish"
 */
export function languageOf(text: string): string {
  const read = text.slice(0, 600);
  if (NOT_LATIN.test(read)) {
    const script = SCRIPTS.find(([pattern]) => pattern.test(read))?.[1];
    if (script !== undefined) return script;
  }
  const lower = read.toLowerCase();
  const words = lower.match(/[\p{L}']+/gu) ?? [];
  let best = "English";
  let bestScore = 0;
  for (const [language, known] of FUNCTION_WORDS) {
    let score = 0;
    for (const word of words) if (known.has(word)) score++;
    // Half a point for its own letters: a tie of short words goes to the language that writes them.
    if (LETTERS.some(([pattern, owner]) => owner === language && pattern.test(lower))) score += 0.5;
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return best;
}
