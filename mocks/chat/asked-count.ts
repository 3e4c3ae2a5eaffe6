import { writtenNumber } from "./written-numbers.ts";

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
  const count = writtenNumber(match[1]!);
  return count !== undefined && count >= 1 ? count : undefined;
}
