/**
 * Curated answers to the why- and how-questions chat UIs are demoed with, about nature and science
 * (why-how-nature.ts), software (why-how-tech.ts) and money, the body, the planet and everyday tech
 * (why-how-everyday.ts), found by the question a prompt asks however
 * it is wrapped (why-how-questions.ts). explanations.ts asks this after its own table, so these
 * answers get the same treatment: the answer for a child where one is written, the same text for
 * every request, and a place in the chunk the browser loads with its first chat.
 */
import { requiredWords, WordPrefilter } from "./required-words.ts";
import { askedCore, type CuratedAnswer } from "./why-how-questions.ts";
import { NATURE_ANSWERS } from "./why-how-nature.ts";
import { TECH_ANSWERS } from "./why-how-tech.ts";
import { EVERYDAY_ANSWERS } from "./why-how-everyday.ts";

const CURATED: readonly CuratedAnswer[] = [...NATURE_ANSWERS, ...TECH_ANSWERS, ...EVERYDAY_ANSWERS];
/**
 * Each answer with the words its questions cannot be without (required-words.ts), in the table's
 * order; read off the patterns on the first question (tens of ms: not at every start).
 */
let prefilter: WordPrefilter | undefined;

/**
 * The curated answer to the why- or how-question `prompt` asks, or undefined.
 * @example curatedWhyHow("Can you tell me why cats purr?")?.answer.startsWith("Cats purr mostly to communicate") // true
 */
export function curatedWhyHow(prompt: string): CuratedAnswer | undefined {
  const core = askedCore(prompt);
  if (core === "") return undefined;
  // Only the patterns whose words the question has are tried: all of them, large and
  // case-insensitive, cost a chat more than the rest of its reply.
  prefilter ??= new WordPrefilter(CURATED.map((answer) => requiredWords(answer.asked.source)));
  const found = matching(core, prefilter);
  if (found !== undefined || !core.startsWith("explain ")) return found;
  // "ELI5 volcanoes", "Explain earthquakes": a subject alone, asked about as how it works or what causes it.
  const subject = core.slice("explain ".length);
  return matching(`how does ${subject} work`, prefilter) ?? matching(`what causes ${subject}`, prefilter);
}

/** The first curated answer whose questions include `core`. */
function matching(core: string, words: WordPrefilter): CuratedAnswer | undefined {
  for (const index of words.candidates(core)) {
    if (CURATED[index]!.asked.test(core)) return CURATED[index];
  }
  return undefined;
}
