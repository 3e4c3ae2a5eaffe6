/**
 * Numbers as prompts write them, in digits or words ("5", "five", "a dozen", "a few"): one table
 * for every reply that reads how many things, days or sentences a prompt asks for. Each reply's
 * own pattern decides which words it accepts where ("a" is one only after "give me"); this says
 * what they are worth.
 */
const WORDS: ReadonlyMap<string, number> = new Map([
  ...("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty"
    .split(" ")
    .map((word, i) => [word, i + 1] as const)),
  ["a", 1],
  ["an", 1],
  ["a couple", 2],
  ["a couple of", 2],
  ["a few", 3],
  ["several", 3],
  ["a dozen", 12],
]);

/** The number words from one to `highest`, as a pattern's alternatives: "one|two|three". */
export function numberWordsUpTo(highest: number): string {
  return [...WORDS].filter(([word, value]) => value <= highest && !word.startsWith("a") && word !== "several").map(([word]) => word).join("|");
}

/**
 * What `written` counts (any case), or undefined when it is no number.
 * @example writtenNumber("Five") // 5
 * @example writtenNumber("12") // 12
 */
export function writtenNumber(written: string): number | undefined {
  if (/^\d+$/.test(written)) return Number(written);
  return WORDS.get(written.toLowerCase());
}

/**
 * The words of WORDS that say how many in a field's number ("a table for two", "a dozen eggs",
 * "a couple of tickets"), longest first. "one", "a" and "an" are left out ("one of the best",
 * "a table"), and so are the vague "a few" and "several": a model writes no number for them.
 */
const COUNT_WORDS = new RegExp(
  String.raw`\b(?:${[...WORDS].filter(([word, value]) => value >= 2 && word !== "a few" && word !== "several").map(([word]) => word).sort((a, b) => b.length - a.length).join("|")})\b`,
  "gi",
);

/** A number a prompt writes in words, where it is written. */
export interface WrittenCount {
  value: number;
  index: number;
}

/**
 * The numbers `text` writes in words, in order: "Book a table for two" → [{ value: 2, index: 20 }].
 * @example countWordsIn("a dozen eggs and two loaves").map((count) => count.value) // [12, 2]
 */
export function countWordsIn(text: string): WrittenCount[] {
  return [...text.matchAll(COUNT_WORDS)].map((match) => ({ value: WORDS.get(match[0].toLowerCase())!, index: match.index }));
}
