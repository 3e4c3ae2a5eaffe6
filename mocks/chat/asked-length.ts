/**
 * The length or level a question asks its answer at, and a known answer fitted to it: "Explain
 * photosynthesis in one sentence", "Explain blockchain in 50 words", "Explain inflation in 3
 * bullet points", "What is DNS? Keep it short", "TL;DR of the theory of relativity", "Explain
 * black holes in detail", "ELI5 the economy", "… to a 10 year old". A model answers these with
 * the answer it knows, cut or laid out as asked; a mock that misses the subject because "in 50
 * words" is stuck to it answers "it helps to know what you need it for".
 *
 * One helper for the modules that answer topics (explanations.ts, people-overviews.ts,
 * history-overviews.ts): `askedLength` reads the phrase off the question's start or end and
 * gives the question without it, so each module looks its subject up as usual; `fittedToLength`
 * cuts the answer it found. How it cuts is designed, as a model answers: the first sentences of
 * the answer's prose (its lists, code and formulas left out), a word budget filled with whole
 * sentences (never a sentence cut; when even the first is over budget, the answer's shortest
 * sentence), bullets made of those sentences. "Briefly" and "keep it short" are the answer's
 * opening paragraph (two sentences at most: its gist, as the writer put it), "TL;DR" one sentence; "in detail" is the whole answer; a child's level ("ELI5", "like I'm five", "to a
 * 10 year old", "in simple terms") is only reported: the module picks its simpler text.
 *
 * Loaded with the known replies, never at start; a prompt that names no length costs one regex test.
 */
import { wordCount } from "./brevity.ts";
import { sentencesOf } from "./sentences.ts";
import { openings } from "./why-how-questions.ts";

/** What a question asks of its answer's length and level, and the question without saying so. */
export interface AskedLength {
  /** The question as the modules read it, without the phrase that asks the length or level. */
  readonly rest: string;
  readonly sentences?: number;
  readonly words?: number;
  readonly bullets?: number;
  /** "Briefly", "keep it short": the answer's opening paragraph, at most two sentences. */
  readonly brief?: boolean;
  /** "In detail", "in depth": the whole answer. */
  readonly detailed?: boolean;
  /** For a child or a beginner ("ELI5", "to a 10 year old", "in simple terms"). */
  readonly simple?: boolean;
}

/** What one phrase asks: at most one length, and a level. */
type Asked = Omit<AskedLength, "rest">;

/** Cheap first look: every phrase read below says one of these. */
const CUE =
  /sentence|\bwords\b|bullet|points|\bbrief|\bshort|detail|depth|simpl|plain|layman|eli5|like\s+i|year|\bkids?\b|child|beginner|dummies|tl;?dr|one\s+line|nutshell|concise/i;

/** A count as a question writes it: "3", "three", "a", "a couple of", "a few". */
const COUNT = String.raw`(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|a\s+single|a|a\s+couple(?:\s+of)?|couple\s+of|a\s+few|few)`;
const COUNT_WORDS: Readonly<Record<string, number>> = {
  one: 1, a: 1, "a single": 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  "a couple": 2, "a couple of": 2, "couple of": 2, "a few": 3, few: 3,
};
/** The most a question gets of each, whatever it asks: past these it is not a short answer. */
const MOST = { sentences: 10, words: 500, bullets: 10 } as const;

/** How a count reads as a number ("a couple of" → 2), clamped to 1…`most`. */
function countOf(said: string | undefined, most: number): number {
  const key = (said ?? "one").toLowerCase().replace(/\s+/g, " ");
  const count = COUNT_WORDS[key] ?? Number(key);
  return Math.min(most, Math.max(1, Number.isFinite(count) ? count : 1));
}

/** A child's age or the words for one: "5", "five", "10-year-old". */
const CHILD = String.raw`(?:\d{1,2}|five|six|seven|eight|nine|ten|eleven|twelve)[-\s]?years?[-\s]?old`;
/** "in simple terms", "like I'm five", "to a 10 year old", "for kids", "ELI5": the answer for a child or a beginner. */
const SIMPLE = String.raw`(?:explain(?:ed)?\s+(?:it\s+|this\s+)?)?(?:in\s+(?:simple|plain|layman'?s?|easy|basic)\s+(?:terms|words|english|language)|simply|eli5|like\s+i(?:'?m|\s+am)\s+(?:five|5|a\s+(?:kid|child|${CHILD}))|(?:to|for)\s+(?:a|an|my)\s+(?:${CHILD}|kid|child|beginner)|(?:to|for)\s+(?:kids|children|beginners|dummies))`;

/**
 * The phrases read at a question's end, each with what it asks and words one of which every match
 * of it has (tried first: most questions say none); `$` is added, and what separates it from the
 * question.
 */
const ENDINGS: readonly (readonly [RegExp, (match: RegExpExecArray) => Asked, readonly string[]])[] = [
  [phrase(String.raw`(?:in|using|with)\s+(?:just\s+|only\s+|exactly\s+)?${COUNT}\s+(?:short\s+)?sentences?|(?:in\s+)?(?:just\s+|only\s+)?(?:one|a\s+single)\s+sentence|in\s+(?:one|a\s+single)\s+line|(?:just\s+|only\s+)?${COUNT}\s+sentences?`), (m) => ({ sentences: countOf(m[1] ?? m[2], MOST.sentences) }), ["sentence", "line"]],
  [phrase(String.raw`(?:in\s+|using\s+|with\s+)?(?:under|less\s+than|fewer\s+than|about|around|roughly|at\s+most|no\s+more\s+than|max(?:imum)?|up\s+to|within)?\s*(\d{1,3})\s+words(?:\s+or\s+(?:less|fewer))?(?:\s+max(?:imum)?)?`), (m) => ({ words: Math.max(5, countOf(m[1], MOST.words)) }), ["words"]],
  [phrase(String.raw`(?:in|as|with|using)\s+${COUNT}\s+(?:short\s+|key\s+|main\s+)?(?:bullet(?:\s+points?|s)?|points|dot\s+points)|(?:in|as|with|using)\s+(?:short\s+)?bullet(?:\s+points?|s)|${COUNT}\s+bullet(?:\s+points?|s)`), (m) => ({ bullets: countOf(m[1] ?? m[2] ?? "three", MOST.bullets) }), ["bullet", "points"]],
  [phrase(String.raw`in\s+(?:great\s+|more\s+|full\s+)?detail|in\s+depth|in\s+full|thoroughly|comprehensively`), () => ({ detailed: true }), ["detail", "depth", "full", "thoroughly", "comprehensively"]],
  [phrase(String.raw`tl;?dr|too\s+long;?\s+didn'?t\s+read`), () => ({ sentences: 1 }), ["tl;dr", "tldr", "read"]],
  [phrase(String.raw`(?:please\s+)?(?:keep\s+it|make\s+it|be)\s+(?:short|brief|concise|quick)|briefly|in\s+(?:short|brief)|in\s+a\s+nutshell|concisely|(?:give\s+me\s+)?(?:the\s+|a\s+)?short\s+(?:version|answer)`), () => ({ brief: true }), ["short", "brief", "concise", "quick", "nutshell"]],
  [phrase(String.raw`(?:please\s+)?(?:keep\s+it|make\s+it)\s+simple|${SIMPLE}`), () => ({ simple: true }), ["simple", "simply", "terms", "words", "english", "language", "eli5", "like", "old", "kid", "child", "beginner", "dummies"]],
];

/** A phrase at a question's end: after a space, a comma or a stop ("What is DNS? Keep it short"), "please" around it, "answer" before it ("Answer in 3 sentences"). */
function phrase(body: string): RegExp {
  return new RegExp(String.raw`(?:\s*[,;:–—-]\s*|\s*[?.!]\s*|\s+)(?:please\s+)?(?:(?:answer|reply|respond|explain\s+it|say\s+it|sum\s+it\s+up)\s+)?(?:${body})(?:,?\s+please)?[\s?.!]*$`, "i");
}

/** The phrases read at a question's start, each with what it asks; what is left is the question, or a subject ("ELI5 the economy"). */
const OPENINGS: readonly (readonly [RegExp, (match: RegExpExecArray) => Asked])[] = [
  [/^(?:eli5|explain\s+like\s+i(?:'?m|\s+am)\s+(?:five|5|a\s+(?:kid|child)))\b\s*[:,-]?\s*/i, () => ({ simple: true })],
  [/^(?:tl;?dr|tldr)\b\s*(?:of|on|for|about)?\s*[:,-]?\s*/i, () => ({ sentences: 1 })],
  [new RegExp(String.raw`^in\s+${COUNT}\s+sentences?\s*[:,-]\s*`, "i"), (m) => ({ sentences: countOf(m[1], MOST.sentences) })],
  [/^(?:briefly|in\s+(?:short|brief))\s*[:,-]\s*/i, () => ({ brief: true })],
  [/^in\s+(?:simple|plain|layman'?s?)\s+(?:terms|words|english)\s*[:,-]\s*/i, () => ({ simple: true })],
];
/** Words that open a question or a request: after "ELI5" or "TL;DR", anything else is a bare subject. */
const ASKING = /^(?:why|how|what|what's|where|when|which|who|who's|is|are|do|does|did|can|could|would|will|should|explain|describe|define|tell|give|summari[sz]e|please)\b/i;

/**
 * The length and level `prompt` asks its answer at, with the question left when the phrase is
 * taken off, or undefined when it asks none (or is no short question).
 * @example askedLength("Explain blockchain in 50 words") // { rest: "Explain blockchain", words: 50 }
 * @example askedLength("ELI5 the economy") // { rest: "Explain the economy", simple: true }
 */
export function askedLength(prompt: string): AskedLength | undefined {
  if (prompt.length > 200 || !mayHavePhrase(prompt) || !CUE.test(prompt)) return undefined;
  let rest = prompt.trim().replace(/[’‘]/g, "'").replace(/\s+/g, " ");
  let asked: Asked = {};
  let found = false;
  for (const [opening, reads] of OPENINGS) {
    const match = opening.exec(rest);
    if (!match) continue;
    asked = { ...asked, ...reads(match) };
    rest = rest.slice(match[0].length);
    if (!ASKING.test(rest)) rest = `Explain ${rest}`;
    found = true;
    break;
  }
  // "Explain X simply in 2 sentences": up to three phrases, the last said first.
  for (let pass = 0; pass < 3; pass++) {
    const ending = endingOf(rest);
    if (ending === undefined) break;
    const [match, reads] = ending;
    // The phrase said last wins a length both say; a level adds to it.
    asked = { ...reads(match), ...asked };
    rest = rest.slice(0, match.index);
    found = true;
  }
  if (!found || rest.trim().length < 3) return undefined;
  return { rest: rest.trim(), ...asked };
}

/** The last character a phrase of the `ENDINGS` (and its "please", spaces and marks) can end a question with. */
const PHRASE_END = /^[a-z0-9\s?.!]$/i;
/** The first words of the `OPENINGS` ("eli5", "tl", "in"…), read off their patterns; every text where one does not say. */
const OPENING_START = ((): RegExp => {
  const starts = OPENINGS.map(([opening]) => openings(opening, 1));
  if (starts.includes(undefined)) return /(?:)/;
  const words = [...new Set(starts.flatMap((each) => each!))].map((start) => start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^(?:${words.join("|")})`, "i");
})();

/**
 * Whether a phrase may be read off `prompt`: one of the `OPENINGS` where it begins with one of
 * their first words, one of the `ENDINGS` where it ends with a character a phrase ends with. A
 * question that does neither ("What is DNS? (#42)") is not looked at for the phrases' words.
 */
function mayHavePhrase(prompt: string): boolean {
  return OPENING_START.test(prompt.trimStart()) || PHRASE_END.test(prompt.trimEnd().slice(-1));
}

/** The first of the `ENDINGS` that `rest` ends with, and its match. */
function endingOf(rest: string): readonly [RegExpExecArray, (match: RegExpExecArray) => Asked] | undefined {
  // Every phrase ends with a letter or a digit, then maybe spaces and marks: a question ending in
  // anything else (")", a quote, an emoji) ends with none, and none is scanned for.
  if (!PHRASE_END.test(rest.slice(-1))) return undefined;
  const lower = rest.toLowerCase();
  for (const [pattern, reads, words] of ENDINGS) {
    if (!words.some((word) => lower.includes(word))) continue;
    const match = pattern.exec(rest);
    if (match !== null) return [match, reads];
  }
  return undefined;
}

/** A fenced code block, whole. */
const FENCE = /```[\s\S]*?(?:```|$)/g;
/** A list item's marker: "- ", "* ", "1. ". */
const ITEM = /^\s*(?:[-*•]|\d{1,3}[.)])\s+/;
/** A sentence as prose ends one; a formula or a table row ends none. */
const ENDS_SENTENCE = /[.!?…]["”’')*_]*$/;

/**
 * The sentences an answer can be cut to, in order: its prose paragraphs' sentences, then the list
 * items that read as sentences ("- He published special relativity in 1905…"). Code, formulas,
 * tables, labelled items ("**Blocks:** …"), a sentence that introduces a list ("The main
 * kinds:") and, after a code block, the sentences that name the code's parts are left out.
 */
export function sentencePool(answer: string): string[] {
  const prose: string[] = [];
  const items: string[] = [];
  for (const block of blocksOf(answer)) {
    if (block.list) items.push(...block.sentences);
    else prose.push(...block.sentences);
  }
  return [...prose, ...items];
}

/** A paragraph or a list of an answer: the sentences it can be cut to, and a list's items whole ("**Blocks:** transactions are grouped…"). */
interface Block {
  list: boolean;
  sentences: string[];
  items: string[];
}

/**
 * The answer's points for bullets, in order: its opening paragraph's sentences, its list items
 * whole (labelled ones too: "**Special relativity:** …"), then its other paragraphs' sentences.
 */
function bulletPool(answer: string): string[] {
  const blocks = blocksOf(answer);
  const opening = blocks.find((block) => !block.list && block.sentences.length > 0);
  const rest = blocks.filter((block) => !block.list && block !== opening);
  return [...(opening?.sentences ?? []), ...blocks.flatMap((block) => block.items), ...rest.flatMap((block) => block.sentences)];
}

/** The answer's paragraphs and lists, each with the sentences it can be cut to (tables, headings and code left out). */
function blocksOf(answer: string): Block[] {
  const blocks: Block[] = [];
  // Without its code, the sentences after it that name its parts ("`makeCounter` has finished running") point at nothing.
  let afterCode = false;
  const aboutCode = (sentence: string) => afterCode && sentence.includes("`");
  for (const block of answer.replace(FENCE, "\n\n```\n\n").split(/\n\s*\n/)) {
    if (block.trim() === "```") {
      afterCode = true;
      continue;
    }
    const lines = block.split("\n").filter((line) => line.trim() !== "");
    if (lines.length === 0 || lines.some((line) => /^\s*[|#]/.test(line))) continue;
    if (lines.every((line) => ITEM.test(line))) {
      const items = lines.map((line) => line.replace(ITEM, "").trim()).filter((item) => ENDS_SENTENCE.test(item) && !aboutCode(item));
      const sentences = items.filter((item) => /^\p{Lu}/u.test(item)).flatMap(sentencesOf);
      blocks.push({ list: true, sentences, items });
    } else blocks.push({ list: false, sentences: sentencesOf(lines.join(" ")).filter((sentence) => ENDS_SENTENCE.test(sentence) && !aboutCode(sentence)), items: [] });
  }
  return blocks;
}

/**
 * `answer` fitted to the length asked: its first sentences, whole sentences within a word budget
 * (the shortest one when even the first is over it), its sentences as bullets, or its opening
 * paragraph; unchanged when no length is asked ("in detail", a level alone), the answer has no
 * sentence to cut to, or it opens by introducing its code or list ("Here's the function:"). `given` is the
 * sentences to cut to (and make bullets of), when the module knows them better than `sentencePool`.
 * @example fittedToLength("Paris is the capital of France. It is on the Seine.", { rest: "", sentences: 1 }) // "Paris is the capital of France."
 */
export function fittedToLength(answer: string, asked: AskedLength, given?: readonly string[]): string {
  const pool = given ?? sentencePool(answer);
  if (pool.length === 0 || opensWithIntroduction(answer)) return answer;
  if (asked.bullets !== undefined) return (given ?? bulletPool(answer)).slice(0, asked.bullets).map((point) => `- ${point}`).join("\n");
  if (asked.sentences !== undefined) {
    // An answer that is mostly a list of labelled points ("- **Commits:** a commit stores…") has
    // few sentences of prose: its points' own sentences make up the count asked.
    const enough = given !== undefined || pool.length >= asked.sentences ? pool : [...pool, ...labelledSentences(answer).filter((sentence) => !pool.includes(sentence))];
    return enough.slice(0, asked.sentences).join(" ");
  }
  if (asked.words !== undefined) return withinWords(pool, asked.words).join(" ");
  if (asked.brief) {
    const opening = blocksOf(answer).find((block) => !block.list && block.sentences.length > 0)?.sentences ?? pool;
    return opening.slice(0, 2).join(" ");
  }
  return answer;
}

/** A labelled list item ("- **Commits:** a commit stores a snapshot…", "- **Fault isolation**: one failing service…"): its label and its text. */
const LABELLED = /^\s*(?:[-*•]|\d{1,3}[.)])\s+\*\*([^*\n]{2,60}?):?\*\*:?\s+(\p{Ll}[^\n]*[.!?])\s*$/gmu;

/**
 * The labelled points of an answer as sentences: the point's own first sentence, capitalised,
 * when it says a whole clause ("A commit stores a snapshot of the project…"), the label as its
 * subject when the point opens on a verb ("Branches are just labels…"), else the label and the
 * point joined ("Fault isolation: one failing service need not bring down the rest.").
 */
function labelledSentences(answer: string): string[] {
  const sentences: string[] = [];
  for (const match of answer.replace(FENCE, "").matchAll(LABELLED)) {
    const first = sentencesOf(match[2]!)[0] ?? match[2]!;
    const plain = first.replace(/\*\*|`/g, "");
    const clause = /^(?:an?|the|each|every|it|they|you|your|one|this|these|many|most|some|all)\s/i.test(plain) && plain.split(/\s+/).length >= 6;
    const label = match[1]!.replace(/\*\*|`/g, "");
    // "**Branches:** are just labels…": the label is the sentence's subject.
    const predicate = /^(?:are|is|was|were|can|could|will|would|let|lets|has|have|does|do|means|keeps|makes|gives|combines|stores|runs|takes|uses|tracks|creates|points|shows|moves|adds|removes|sends|holds|turns)\s/.test(plain);
    sentences.push(clause ? `${plain.charAt(0).toUpperCase()}${plain.slice(1)}` : predicate ? `${label} ${plain}` : `${label}: ${plain}`);
  }
  return sentences;
}

/**
 * Whether the answer opens by introducing what follows ("Here's a simple counter component:",
 * "Both cache something…; the difference is what they cache:"): the code or the list is the
 * answer, and there is no lead sentence to cut it to, so it is kept whole.
 */
function opensWithIntroduction(answer: string): boolean {
  const opening = sentencesOf(answer.split(/\n\s*\n/, 1)[0]!)[0] ?? "";
  return /:\s*$/.test(opening);
}

/** The first sentences whose words together stay within `budget`; else the shortest sentence. */
function withinWords(pool: readonly string[], budget: number): readonly string[] {
  const kept: string[] = [];
  let left = budget;
  for (const sentence of pool) {
    const count = wordCount(sentence);
    if (count > left) break;
    kept.push(sentence);
    left -= count;
  }
  if (kept.length > 0) return kept;
  return [pool.reduce((shortest, sentence) => (wordCount(sentence) < wordCount(shortest) ? sentence : shortest))];
}
