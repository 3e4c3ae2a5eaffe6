/**
 * The value a message gives a field whose description lists examples of its kind: "An
 * astrological sign like Taurus or Aquarius" takes "Aquarius" from "I am an Aquarius", not the
 * first example. A word of the message the description lists wins; else a member of a known kind
 * (zodiac signs, categories.ts's kinds) that holds one of the examples, when the message names it.
 */
import { CATEGORIES } from "./categories.ts";

/** Kinds whose members descriptions list as examples and that categories.ts's lists do not hold. */
const KNOWN_KINDS: readonly (readonly string[])[] = [
  "Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces".split("|"),
  "Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday".split("|"),
  "Spring|Summer|Autumn|Fall|Winter".split("|"),
];

/**
 * The value of `examples`' kind that the message names: an example it mentions, else a member it
 * mentions of a kind that holds an example; undefined when it names none. `mentions` tests a
 * lowercase phrase as whole words of the message.
 * @example exampleFromMessage(["Taurus", "Aquarius"], (phrase) => "what is my horoscope? i am an aquarius.".includes(phrase)) // "Aquarius"
 */
export function exampleFromMessage(examples: readonly string[], mentions: (phrase: string) => boolean): string | undefined {
  const named = examples.find((example) => example.length > 1 && mentions(example.toLowerCase()));
  if (named !== undefined) return named;
  const lower = new Set(examples.map((example) => example.toLowerCase()));
  for (const members of [...KNOWN_KINDS, ...CATEGORIES.values()]) {
    if (!members.some((member) => lower.has(member.toLowerCase()))) continue;
    const member = members.find((candidate) => mentions(candidate.toLowerCase()));
    if (member !== undefined) return member;
  }
  return undefined;
}
