/**
 * The sentiment a text shows, from a small lexicon of words people use in reviews and messages:
 * enough for a mock to classify "I love this phone" as positive and "it arrived broken" as
 * negative, the same way in prose replies and in JSON documents. A few words of Spanish, French,
 * German, Italian and Portuguese too: classification demos tag such texts ("Estoy increiblemente
 * contento de haberte conocido!").
 */

const POSITIVE = /\b(love|loved|loving|great|excellent|amazing|awesome|happy|glad|good|like|liked|fantastic|wonderful|best|perfect|enjoy|enjoyed|recommend|pleased|delighted|beautiful|nice|brilliant|contento|contenta|feliz|encanta|excelente|genial|maravilloso|increible|increíble|increiblemente|heureux|heureuse|génial|adore|glücklich|wunderbar|felice|bellissimo|ottimo)\b/gi;
const NEGATIVE = /\b(hate|hated|bad|terrible|awful|broken|poor|worst|disappointed|disappointing|slow|angry|refund|useless|never|annoying|horrible|sad|unhappy|frustrated|frustrating|rude|late|waiting|odio|malo|mala|triste|enojado|enfadado|déteste|mauvais|nul|traurig|schlecht|hasse|arrabbiato|pessimo)\b/gi;

/**
 * "positive", "negative" or "neutral": which of the lexicon's words the text has more of.
 * @example sentimentOf("I hate waiting in line") // "negative"
 */
export function sentimentOf(text: string): "positive" | "negative" | "neutral" {
  const positive = text.match(POSITIVE)?.length ?? 0;
  const negative = text.match(NEGATIVE)?.length ?? 0;
  return positive > negative ? "positive" : negative > positive ? "negative" : "neutral";
}

/**
 * The words of each side `text` holds, as written: what a sentiment's reason quotes.
 * @example sentimentWords("I love it") // { positive: ["love"], negative: [] }
 */
export function sentimentWords(text: string): { positive: string[]; negative: string[] } {
  return { positive: text.match(POSITIVE) ?? [], negative: text.match(NEGATIVE) ?? [] };
}

/**
 * How many of the lexicon's positive and negative words the text has: how clear its sentiment is.
 * @example sentimentCounts("I hated it, worst film ever") // { positive: 0, negative: 2 }
 */
export function sentimentCounts(text: string): { positive: number; negative: number } {
  return { positive: text.match(POSITIVE)?.length ?? 0, negative: text.match(NEGATIVE)?.length ?? 0 };
}
