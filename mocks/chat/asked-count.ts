/** Numbers a prompt writes as words. */
const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, "a few": 3, "a couple of": 2 };

/** "5 interview questions", "five names", "ten good names": group 1 the count, before at most two words and the counted noun. */
const COUNTED = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple of)\s+(?:[\p{L}-]+\s+){0,3}?(?:questions?|names?|ideas?|suggestions?)\b/iu;

/**
 * How many things a prompt asks for ("Give me 5 interview questions", "three names"), or undefined
 * when it gives no number.
 * @example countWord("Give me five interview questions for a PM") // 5
 */
export function countWord(prompt: string): number | undefined {
  const match = COUNTED.exec(prompt);
  if (!match) return undefined;
  const word = match[1]!.toLowerCase();
  const count = NUMBER_WORDS[word] ?? Number(word);
  return count >= 1 ? count : undefined;
}
