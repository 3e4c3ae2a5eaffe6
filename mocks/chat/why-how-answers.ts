/**
 * Curated answers to the why- and how-questions chat UIs are demoed with, about nature and science
 * (why-how-nature.ts), software (why-how-tech.ts) and money, the body, the planet and everyday tech
 * (why-how-everyday.ts), found by the question a prompt asks however
 * it is wrapped (why-how-questions.ts). explanations.ts asks this after its own table, so these
 * answers get the same treatment: the answer for a child where one is written, the same text for
 * every request, and a place in the chunk the browser loads with its first chat.
 */
import { LastCharacterIndex } from "./last-characters.ts";
import { requiredWords, WordPrefilter } from "./required-words.ts";
import { askedCore, openings, type CuratedAnswer } from "./why-how-questions.ts";
import { NATURE_ANSWERS } from "./why-how-nature.ts";
import { TECH_ANSWERS } from "./why-how-tech.ts";
import { EVERYDAY_ANSWERS } from "./why-how-everyday.ts";

const CURATED: readonly CuratedAnswer[] = [...NATURE_ANSWERS, ...TECH_ANSWERS, ...EVERYDAY_ANSWERS];
/** The answers by the last character their questions can end with (last-characters.ts), read on the first lookup. */
const ENDINGS = new LastCharacterIndex(CURATED.map((answer) => answer.asked));
/**
 * Each answer with the words its questions cannot be without (required-words.ts), in the table's
 * order; read off the patterns on the first question (tens of ms: not at every start).
 */
let prefilter: WordPrefilter | undefined;
/**
 * The first words the questions of every answer begin with (`openings`: "why", "how", "what's"…),
 * and the openings that end inside a first word ("what", of "what's" and "what is"): "Write a
 * poem" or "Compare A and B" begins none of them, and is turned away before any word is looked
 * up. Read with the words; undefined when an answer's patterns do not say how they begin.
 */
let opened: { readonly words: ReadonlySet<string>; readonly within: readonly string[] } | undefined;

/**
 * The curated answer to the why- or how-question `prompt` asks, or undefined.
 * @example curatedWhyHow("Can you tell me why cats purr?")?.answer.startsWith("Cats purr mostly to communicate") // true
 */
export function curatedWhyHow(prompt: string): CuratedAnswer | undefined {
  if (!mayOpen(prompt)) return undefined;
  const core = askedCore(prompt);
  if (core === "") return undefined;
  // mayOpen has read the tables.
  const words = prefilter!;
  if (!core.startsWith("explain ")) return matching(core, () => words.candidates(core));
  // "ELI5 volcanoes", "Explain earthquakes": a subject alone, asked about as it is, as how it works or what causes it.
  const subject = core.slice("explain ".length);
  let subjectNames: readonly number[] | undefined;
  for (const { before, after, named } of subjectQuestions!) {
    const question = after === "" ? `${before} ${subject}` : `${before} ${subject} ${after}`;
    const found = matching(question, () => (named === undefined ? words.candidates(question) : inTableOrder(named, (subjectNames ??= words.candidates(subject)))));
    if (found !== undefined) return found;
  }
  return undefined;
}

/** How a subject alone is asked about ("explain X", "how does X work", "what causes X"): the words before and after it. */
const SUBJECT_ASKED = [
  ["explain", ""],
  ["how does", "work"],
  ["what causes", ""],
] as const;

/**
 * The questions a subject alone is asked as (`SUBJECT_ASKED`), each with the answers its words
 * around the subject name, read with the tables: no required word has a space, so the answers
 * "how does X work" names are those "how does", X and "work" name, and X is scanned once for
 * the three questions rather than each question whole. `named` is undefined where a required
 * word has white space: that question is scanned whole.
 */
let subjectQuestions: readonly { readonly before: string; readonly after: string; readonly named: readonly number[] | undefined }[] | undefined;

/** Two lists of indexes in table order, as one, each index once. */
function inTableOrder(first: readonly number[], second: readonly number[]): number[] {
  const all: number[] = [];
  for (let a = 0, b = 0; a < first.length || b < second.length; ) {
    const next = b >= second.length || (a < first.length && first[a]! <= second[b]!) ? first[a++]! : second[b++]!;
    if (all[all.length - 1] !== next) all.push(next);
  }
  return all;
}

/**
 * What `askedQuestion` may take off a question's start: a first word beginning with one of these
 * ("hey", "please", "can", "tell", "i", "eli5", "in simple terms"…) may be no word of its core.
 */
const LEAD_STARTS = ["hey", "hi", "hello", "ok", "so", "well", "hmm", "quick", "question", "eli5", "explain", "in", "can", "could", "would", "will", "please", "tell", "describe", "help", "do", "any", "i"];
/** Whether a lower-case head begins with one of the `LEAD_STARTS`: one anchored test, not a comparison each. */
const LEAD_START = new RegExp(`^(?:${LEAD_STARTS.join("|")})`);

/**
 * Whether the core question of `prompt` may begin as an answer's questions can, read off the
 * prompt's first word without reducing it to its core: where no lead can be taken off, the core
 * begins with that word, or with a part of it cut at a mark ("why?" once its "?" is taken off).
 * The tables are read here, on the first question.
 */
export function mayOpen(prompt: string): boolean {
  // Only the patterns whose words the question has are tried: all of them, large and
  // case-insensitive, cost a chat more than the rest of its reply.
  if (prefilter === undefined) {
    const required = CURATED.map((answer) => requiredWords(answer.asked.source));
    const words = (prefilter = new WordPrefilter(required));
    const spaceless = required.every((list) => list === undefined || list.every((word) => !/\s/.test(word)));
    subjectQuestions = SUBJECT_ASKED.map(([before, after]) => ({ before, after, named: spaceless ? inTableOrder(words.candidates(before), after === "" ? [] : words.candidates(after)) : undefined }));
    const starts = CURATED.map((answer) => openings(answer.asked));
    if (!starts.includes(undefined)) {
      const all = starts.flatMap((each) => each!);
      const within = all.filter((start) => !start.includes(" "));
      opened = { words: new Set(all.filter((start) => start.includes(" ")).map((start) => start.slice(0, start.indexOf(" ")))), within: [...new Set(within)] };
    }
  }
  if (opened === undefined) return true;
  let head = prompt.trimStart().slice(0, 40).toLowerCase();
  if (head.includes("’") || head.includes("‘")) head = head.replace(/[’‘]/g, "'");
  if (LEAD_START.test(head)) return true;
  const space = head.search(/\s/);
  const first = space < 0 ? head : head.slice(0, space);
  if (opened.words.has(first) || opened.within.some((start) => first.startsWith(start))) return true;
  for (let at = 0; at < first.length; at++) if ("?.!,;:".includes(first[at]!) && opened.words.has(first.slice(0, at))) return true;
  return false;
}

/** The first curated answer whose questions include `core`, of the answers `candidates` gives (those whose words it has). */
function matching(core: string, candidates: () => readonly number[]): CuratedAnswer | undefined {
  if (opened !== undefined) {
    const space = core.indexOf(" ");
    const first = space < 0 ? core : core.slice(0, space);
    if (!opened.words.has(first) && !opened.within.some((start) => first.startsWith(start))) return undefined;
  }
  // "… (#42)": few answers' questions end as it does, and those are tried without the scan for words.
  for (const index of ENDINGS.fewMayEnd(core) ?? candidates()) {
    if (CURATED[index]!.asked.test(core)) return CURATED[index];
  }
  return undefined;
}
