/**
 * A limerick for "Write a limerick about a cat": five lines, AABBA, the subject in the first.
 * A limerick is the one verse form whose shape a reader checks at a glance, so it is built from
 * rhyme sets rather than from the general verse in reply.ts: a subject a model has a rhyme for
 * (cat: hat, flat) gets A-lines that rhyme on the subject itself; any other subject stands in
 * line 1 before a place that carries the rhyme ("There once was a kettle from Spain").
 * The B couplets name no one, so they fit a cat, a programmer or the sea alike.
 */
import { choiceSeed } from "./choice-variety.ts";

/** A, the first, second and fifth lines; `rhymes` are their last words, in order. */
export interface RhymeSet {
  readonly lines: readonly [string, string, string];
  readonly rhymes: readonly [string, string, string];
}

/** Subjects that rhyme in line 1 themselves, by the word the prompt names them with. */
const SUBJECT_SETS: ReadonlyMap<string, RhymeSet> = new Map([
  ["cat", set("There once was a curious cat", "who napped on a warm welcome mat;", "it curled up, quite flat, in a hat.", ["cat", "mat", "hat"])],
  ["dog", set("There once was a lovable dog", "who went for a run in the fog;", "he slept like a log on a log.", ["dog", "fog", "log"])],
  ["coffee", set("There once was some coffee, a brew", "so strong that it woke the whole crew;", "they'd have it again before two.", ["brew", "crew", "two"])],
  ["programmer", set("There once was a programmer, Lee,", "who lived on a diet of tea;", "he shipped all his code bug-free.", ["lee", "tea", "bug-free"])],
  ["monday", set("There once was a Monday in May", "that dawned in a drizzle of grey;", "we all called it Friday that day.", ["may", "grey", "day"])],
  ["pizza", set("There once was a slice of hot pizza", "that longed for a trip to Ibiza;", "it stayed in the oven, poor pizza.", ["pizza", "ibiza", "pizza"])],
  ["sea", set("There once was a wave on the sea", "who longed to be wild and be free;", "it is dancing there still, endlessly.", ["sea", "free", "endlessly"])],
  ["teacher", set("There once was a wonderful teacher", "whose lessons could reach every creature;", "her laugh was her very best feature.", ["teacher", "creature", "feature"])],
  ["frog", set("There once was a frog on a log", "who sang every night in the bog;", "he croaked in the fog like a dog.", ["log", "bog", "dog"])],
  ["bear", set("There once was a big brown bear", "with honey stuck all in his hair;", "he combed it with care, on a chair.", ["bear", "hair", "chair"])],
]);

/** Subjects the table knows by another word: "kitten" rhymes as a cat does in its set's lines. */
const SAME_AS: ReadonlyMap<string, string> = new Map([
  ["cats", "cat"],
  ["dogs", "dog"],
  ["puppy", "dog"],
  ["programmers", "programmer"],
  ["developer", "programmer"],
  ["coder", "programmer"],
  ["mondays", "monday"],
  ["ocean", "sea"],
]);

/** For any other subject: it stands in line 1, and the place after it rhymes. */
const PLACE_SETS: readonly ((subject: string) => RhymeSet)[] = [
  (s) => set(`There once was ${a(s)} from Spain`, "who never went out in the rain;", "the sun came out shining again.", ["spain", "rain", "again"]),
  (s) => set(`There once was ${a(s)} from Kent`, "who wondered where all the time went;", "the day was a day very well spent.", ["kent", "went", "spent"]),
  (s) => set(`There once was ${a(s)} from Peru`, "who dreamed of a sky that was blue;", "the dream of that sky came true.", ["peru", "blue", "true"]),
  (s) => set(`There once was ${a(s)} from Bray`, "who set out to sing and to play;", "it's still going strong to this day.", ["bray", "play", "day"]),
];

/** B, the third and fourth lines: short, rhymed, and about no one in particular. */
const COUPLETS: readonly (readonly [string, string])[] = [
  ["Each day, with a yawn", "and a stretch on the lawn,"],
  ["Then, quick as a wink,", "before you could blink,"],
  ["Through thick and through thin,", "with a big cheeky grin,"],
  ["With a hop and a skip", "and a twirl and a flip,"],
  ["It was never in haste,", "with no moment to waste,"],
];

/** "a limerick", "limericks": the one cue this module answers. */
const LIMERICK = /\blimericks?\b/i;
/** What the limerick is about: "about a cat", "on Mondays", "for my teacher". */
const ABOUT = /\b(?:about|on|of|for)\s+((?:the|a|an|my|our|your)\s+)?([\p{L}' -]{2,40}?)\s*[.!?]*$/iu;

/**
 * A five-line AABBA limerick about what the prompt names, with a line before and an offer after.
 * @example limerickReply("Write a limerick about a cat")?.split("\n")[2] // "There once was a curious cat"
 */
export function limerickReply(prompt: string): string | undefined {
  if (!prompt.toLowerCase().includes("limerick") || !LIMERICK.test(prompt)) return undefined;
  const about = ABOUT.exec(prompt.trim());
  const subject = (about?.[2] ?? "poet").toLowerCase().trim();
  const seed = choiceSeed("limerick", prompt);
  const { lines } = rhymeSetFor(subject, seed);
  const [third, fourth] = COUPLETS[seed % COUPLETS.length]!;
  // Lines 3 to 5 are one sentence: the fifth goes on from the couplet's comma.
  const verse = [lines[0], lines[1], third, fourth, lines[2]];
  const title = about ? ` about ${(about[1] ?? "").toLowerCase()}${about[2]}` : "";
  return `Here's a limerick${title}:\n\n${verse.join("\n")}\n\nWant another one, or a different subject?`;
}

/**
 * The A-lines for `subject`: its own rhyme set when the table has one (by its last word), else a
 * place set picked by `seed`.
 * @example rhymeSetFor("cat", 0).rhymes // ["cat", "mat", "hat"]
 */
export function rhymeSetFor(subject: string, seed: number): RhymeSet {
  const head = subject.split(/\s+/).at(-1)!;
  const own = SUBJECT_SETS.get(head) ?? SUBJECT_SETS.get(SAME_AS.get(head) ?? "");
  return own ?? PLACE_SETS[seed % PLACE_SETS.length]!(subject);
}

function set(first: string, second: string, fifth: string, rhymes: readonly [string, string, string]): RhymeSet {
  return { lines: [first, second, fifth], rhymes };
}

/** "a kettle", "an owl", "the sea" as it is, "pizzas" without an article. */
function a(subject: string): string {
  if (/^(?:the|my|our|your)\s/.test(subject) || /s$/.test(subject)) return subject;
  return `${/^[aeiou]/.test(subject) ? "an" : "a"} ${subject}`;
}
