/**
 * A story asked at a length: "Write a story about a dragon in 50 words", "a 100-word story about
 * a cat". A model writes to the count, give or take a few words; the story reply.ts tells is
 * about 70 words whatever is asked. The story is told as usual (the prompt without its count),
 * then fitted: its middle sentences dropped for a shorter one (its opening and its ending kept),
 * what happens next (story-continuations.ts) added for a longer one, whole sentences only, to
 * within a tenth of the count where the sentences allow.
 */
import { seededRandom, hashSeed } from "../data/random.ts";
import { wordCount } from "./brevity.ts";
import { sentencesOf } from "./sentences.ts";
import { storyContinued } from "./story-continuations.ts";

/** A story prompt names one of these. */
const STORY = /\b(?:stor(?:y|ies)|tale|fable|fairy\s*tale)\b/i;
/** "in 50 words", "in under 100 words", "50 words or less", "(max 80 words)", "a 100-word story". */
const IN_WORDS = /\s*,?\s*\(?\b(?:in|of|with|using|under|within|around|about|at\s+most|no\s+more\s+than|max(?:imum)?|exactly|just)?\s*(?:under\s+|about\s+|around\s+|exactly\s+|just\s+|only\s+|max(?:imum)?\s+)?(\d{1,4})\s*words?(?:\s+(?:or\s+(?:less|fewer)|max(?:imum)?|long|exactly))?\)?(?=\s*[.!?]*\s*$|\s*[,.]\s)|\b(\d{1,4})[- ]words?\s+(?=(?:short\s+|bedtime\s+|funny\s+|sad\s+|scary\s+)?(?:stor|tale|fable))/i;
/** Past this count a story is no short answer: it is told at its usual length. */
const MOST = 600;
/** The least count fitted: under it no whole sentence of the story fits. */
const LEAST = 15;

/**
 * The story `prompt` asks for, fitted to the count of words it names, or undefined when it asks
 * no story of a length. `tell` answers the prompt without its count (the chain).
 */
export function storyOfLengthReply(prompt: string, tell: (prompt: string) => string): string | undefined {
  if (prompt.length > 200 || !/words?\b/i.test(prompt) || !STORY.test(prompt)) return undefined;
  const asked = IN_WORDS.exec(prompt);
  if (!asked) return undefined;
  const target = Number(asked[1] ?? asked[2]);
  if (!(target >= LEAST && target <= MOST)) return undefined;
  const rest = (asked[2] !== undefined ? prompt.replace(asked[0], "") : prompt.slice(0, asked.index) + prompt.slice(asked.index + asked[0].length)).replace(/\s{2,}/g, " ").trim();
  const story = tell(rest);
  const paragraphs = story.trim().split(/\n\s*\n/);
  // A story told as prose: a reply with a title, a list or code is left as it is.
  if (paragraphs.some((paragraph) => /^\s*(?:#|[-*]\s|\d+\.\s|```)/.test(paragraph))) return undefined;
  const sentences = sentencesOf(paragraphs.join(" "));
  if (sentences.length < 2) return undefined;
  return fitted(sentences, target, rest);
}

/** The story's sentences fitted to `target` words: a shorter one keeps its opening and ending, a longer one goes on. */
function fitted(sentences: readonly string[], target: number, prompt: string): string {
  const high = Math.floor(target * 1.1);
  const count = (parts: readonly string[]) => wordCount(parts.join(" "));
  if (count(sentences) > high) {
    const first = sentences[0]!;
    const last = sentences.at(-1)!;
    const kept = [first];
    // Middle sentences in order while they fit, then the ending if it fits.
    for (const sentence of sentences.slice(1, -1)) if (count([...kept, sentence, last]) <= high) kept.push(sentence);
    if (count([...kept, last]) <= high) return [...kept, last].join(" ");
    // Not even the opening and the ending: the one of them nearer the count.
    const options = [[first], [last], [first, last]];
    return options.reduce((best, option) => (Math.abs(count(option) - target) < Math.abs(count(best) - target) ? option : best)).join(" ");
  }
  // Longer: what happens next, part after part, cut after the sentence that comes nearest the count
  // (a cut inside a part costs a few words, so that a part is told whole where it can be). The
  // same start each time, so that parts 0, 1, 2… are the story's next parts in turn.
  const story = sentences.join(" ");
  const seed = hashSeed("story-length", story);
  let best = { text: story, miss: Math.abs(count(sentences) - target) };
  // Each part can be the first told next (they all follow any ending): the run that comes nearest wins.
  for (let first = 0; first < 6 && best.miss > 0; first++) {
    let told = [story];
    let total = count(sentences);
    for (let part = first; part < first + 12 && total < high; part++) {
      const next: string[] = [];
      const said = sentencesOf(storyContinued(prompt, part, seededRandom(seed)));
      for (const [i, sentence] of said.entries()) {
        next.push(sentence);
        total += wordCount(sentence);
        if (total > high) break;
        const miss = Math.abs(total - target) + (i < said.length - 1 ? 3 : 0);
        if (miss < best.miss) best = { text: [...told, next.join(" ")].join("\n\n"), miss };
      }
      told = [...told, next.join(" ")];
    }
  }
  return best.text;
}
