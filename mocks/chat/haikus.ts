/**
 * Haikus of five, seven and five syllables: a written one for the subjects people ask about most
 * (the seasons, the sea, coffee, code, cats, rain, mountains, the moon, love, the city, morning,
 * night), and for any other subject a first line built to five syllables around its name, with a
 * second and third line that fit anything. Loaded with the known replies (reply.ts asks it through
 * them), to keep the browser's start chunk small.
 */
import type { Random } from "../data/random.ts";

/** The written haikus, by the subject's words. */
export const WRITTEN: readonly (readonly [RegExp, readonly (readonly [string, string, string])[]])[] = [
  [/^(?:autumn|fall)$/, [["Autumn wind, red leaves", "the old maple lets go of", "one more summer day"], ["Crisp air, amber light", "geese write their names on the sky", "the year turns for home"]]],
  [/^spring$/, [["Cherry blossoms fall", "a soft spring rain wakes the yard", "green returns to branch"]]],
  [/^summer$/, [["Summer on the lake", "cicadas hum in the heat", "the day will not end"]]],
  [/^winter$|^snow$/, [["First snow on the road", "the whole town holds its breath, still", "winter crows shake white"]]],
  [/^(?:sea|ocean|beach|waves?|tide)$/, [["Waves fold on the sand", "the sea keeps its ancient time", "a gull calls, and goes"]]],
  [/^(?:coffee|espresso|latte)$/, [["Steam curls from the cup", "the first coffee of morning", "the day can begin"]]],
  [/^(?:code|coding|programming|software|bugs?|debugging|programmer|developers?)$/, [["Code compiles at last", "a bug hides in line forty", "I will find it. Soon."]]],
  [/^(?:cats?|kittens?)$/, [["Cat in the sunbeam", "one slow blink, then back to sleep", "the whole world can wait"]]],
  [/^(?:rain|rainy|storm)$/, [["Rain taps on the glass", "the street shines with borrowed light", "puddles hold the sky"]]],
  [/^(?:mountains?|hills?|peaks?)$/, [["Mountain peaks in cloud", "the path climbs past the last pine", "silence, then the wind"]]],
  [/^moon(?:light)?$/, [["Full moon on the pond", "a frog breaks it into light", "then it mends itself"]]],
  [/^(?:love|romance|heart)$/, [["Two cups on the sill", "your coat hangs beside my own", "this is how love looks"]]],
  [/^(?:city|cities|town|streets?)$/, [["City rain, bright signs", "a thousand windows, each one", "a small, lit-up life"]]],
  [/^(?:morning|sunrise|dawn)$/, [["Morning at the glass", "the kettle starts its small song", "another day, new"]]],
  [/^(?:night|stars?|sky)$/, [["Night stars on the field", "the dark is full of old light", "I am small, and fine"]]],
];

/** Lines of seven and of five syllables that fit any subject. */
const SEVENS = ["the wind moves slow through the grass", "one small bird sings, then is gone", "the light leans long on the wall"];
const FIVES = ["and then it is still", "I stay and listen", "the day breathes out slow"];
/** What comes before a subject of one, two, three or four syllables, to make five. */
const BEFORE = ["Soft light on the", "Light on the", "Now, the", "O"];

/**
 * Syllables in English words, counted by their vowel groups: a silent final "e" ("stone") and
 * "-es", "-ed" endings ("waves", "borrowed") do not count, a final "-le" after a consonant does
 * ("maple", "puddles").
 * @example syllables("butterfly") // 3
 */
export function syllables(text: string): number {
  return text
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter(Boolean)
    .reduce((sum, word) => {
      let count = (word.match(/[aeiouy]+/g) ?? []).length;
      if (/[^aeiouy]e$/.test(word) && !/[^aeiouy]le$/.test(word)) count--;
      else if (/[^aeiouysxz]es$/.test(word) && !/(?:ch|sh|ge|ce|[^aeiouy]l)es$/.test(word)) count--;
      else if (/[^aeiouytd]ed$/.test(word)) count--;
      return sum + Math.max(1, count);
    }, 0);
}

/**
 * A haiku about `subject` (a word, as reply.ts reads it from the prompt): a written one for a
 * common subject, else one whose first line holds the subject in five syllables.
 * @example haikuAbout("autumn", seededRandom(1))[0] // "Autumn wind, red leaves"
 */
export function haikuAbout(subject: string, random: Random): readonly string[] {
  const written = WRITTEN.find(([pattern]) => pattern.test(subject))?.[1];
  if (written) return random.pick(written);
  const count = syllables(subject);
  const first = count <= BEFORE.length ? `${BEFORE[count - 1]} ${subject}` : random.pick(random.pick(WRITTEN)[1])[0];
  return [first, random.pick(SEVENS), random.pick(FIVES)];
}
