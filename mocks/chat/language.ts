/**
 * The language a text is written in, from the short words every sentence of it uses: enough for
 * a mock to tag LangChain's classification example ("Estoy increiblemente contento de haberte
 * conocido!") as Spanish, never a language picked at random.
 */

/** Words frequent in one language and rare in the others, per language. */
const FUNCTION_WORDS: readonly (readonly [string, ReadonlySet<string>])[] = (
  [
    ["English", "the is are and of to in that it you i this with for was be have not my your what how"],
    ["Spanish", "el los las del que y en es un una por para con muy estoy soy pero como está yo tu mi se al lo"],
    ["French", "le les des du et est je vous nous une pour pas que très c'est suis avec mais dans sur qui il elle"],
    ["German", "der die das und ist ich nicht ein eine zu mit sehr auch auf den dem sind bin wir sie es"],
    ["Italian", "il gli di che è e non per una sono molto con ma questo della sei ho mi ti lo"],
    ["Portuguese", "o os as do da que não é um uma para com muito estou sou mas como você eu em no na"],
  ] as const
).map(([language, words]) => [language, new Set(words.split(" "))] as const);

/**
 * The text's language, or English when its words say nothing (too short, or only names).
 * @example languageOf("Estoy increiblemente contento de haberte conocido!") // "Spanish"
 */
export function languageOf(text: string): string {
  const words = text.slice(0, 600).toLowerCase().match(/[\p{L}']+/gu) ?? [];
  let best = "English";
  let bestScore = 0;
  for (const [language, known] of FUNCTION_WORDS) {
    let score = 0;
    for (const word of words) if (known.has(word)) score++;
    if (score > bestScore) [best, bestScore] = [language, score];
  }
  return best;
}
