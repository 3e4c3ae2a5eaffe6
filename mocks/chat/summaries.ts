/**
 * A summary of a given text, in the form its ask counts (summary-asks.ts), as a model writes one:
 * the text's most informative sentences in the text's own order. The lead sentence always, then
 * the sentences that carry figures, names, what will happen and what follows from it ("Services
 * revenue reached a record $24.2 billion.", "CEO Tim Cook said the company will…"), never the
 * same sentence twice, never a question or a call to "read more". A long sentence is shortened
 * as an editor would: its parenthetical and asides go, then its trailing clauses ("…, according
 * to analysts"); only a lead still over a word limit is cut, between words.
 *
 * Forms: "In short: …" (one sentence of a text of two, two of a short text, three of a long one);
 * exactly the sentences asked ("in 2 sentences"); "- " bullets, one point each, as many as asked
 * ("3 bullet points"; three to five for "key takeaways"), under a bold title when one is asked;
 * at most the words asked ("in under 30 words"). Deterministic: the text alone decides.
 */
import { headlineOf, sentencesOf as passageSentences } from "./passages.ts";
import { sentencesOf } from "./sentences.ts";
import type { SummaryAsk } from "./summary-asks.ts";

/** Most words of a sentence in a prose summary, and of a bullet. */
const SENTENCE_WORDS = 32;
const BULLET_WORDS = 24;
/** Most characters of a text read: a summary's sentences are picked from a book's first pages at most. */
const MAX_TEXT_CHARS = 50_000;
/** Most bullets when the ask names points without counting them. */
const MAX_DEFAULT_BULLETS = 5;
/** The fewest words of what is left of a sentence without its trailing clauses: a statement, not "However". */
const MAIN_CLAUSE_WORDS = 8;
/** Most words of a heading. */
const HEADING_WORDS = 10;

/** The marks a sentence may close with after its stop: a quote, a bracket. */
const CLOSING_MARKS = `"”')`;

/**
 * The stop a sentence ends with before its closing marks ("It rose 3%.)" → "."), or undefined:
 * what `/[.!?]["”')]*$/` finds, read from the end instead of scanning a long sentence for it.
 */
export function endingStop(sentence: string): string | undefined {
  let at = sentence.length - 1;
  while (at >= 0 && CLOSING_MARKS.includes(sentence[at]!)) at--;
  const stop = sentence[at];
  return stop === "." || stop === "!" || stop === "?" ? stop : undefined;
}

/** Whether a sentence may trail a clause: TRAILING_CLAUSE starts at a comma, a semicolon or a dash, and a long sentence often has none. */
function mayTrail(sentence: string): boolean {
  return sentence.includes(",") || sentence.includes(";") || sentence.includes("—") || sentence.includes("–");
}

/** A figure: an amount, a percentage, a count, a year. */
const FIGURE = /\d/;
/** A name inside a sentence: a capitalised word or an acronym past its first word. */
const NAME = /(?<=\s)(?:\p{Lu}\p{Ll}+|\p{Lu}{2,}|\p{Ll}+\p{Lu})/gu;
/** What will happen, or what was decided or found. */
const OUTCOME = /\b(?:will|plans?\s+to|expects?|expected|aims?\s+to|going\s+to|next\s+(?:year|quarter|month|week)|decided|agreed|approved|announced|launched|reported|found\s+that|shows?\s+that|conclude[sd]?)\b/i;
/** A sentence that sums up: "Overall, …", "As a result, …". */
const CONCLUSION = /^(?:overall|in\s+(?:conclusion|summary|short|the\s+end)|as\s+a\s+result|therefore|thus|ultimately|in\s+total|together|the\s+(?:bottom\s+line|upshot|result))\b/i;
/** A line that is no content: a call to read on, subscribe or share. */
const FILLER = /^(?:read\s+more|click|subscribe|sign\s+up|follow\s+us|share\s+this|advertisement|photo:|image:|source:)/i;

/** A letter's greeting, and its sign-off, after which only a signature follows. */
const GREETING = /^(?:hi|hello|hey|dear|good\s+(?:morning|afternoon|evening))\b[^.!?]{0,40}[,!:]?$/i;
const SIGN_OFF = /^(?:thanks|thank\s+you|many\s+thanks|best|best\s+wishes|(?:kind|warm|best)\s+regards|regards|cheers|sincerely|yours(?:\s+(?:truly|sincerely))?|talk\s+soon)[,!.]?$/i;
/** A markdown heading, and a line that may be a plain one: few words, no stop, not ending on a word that leads on. */
const MARKDOWN_HEADING = /^#{1,6}\s/;
const PLAIN_HEADING = /^[^.!?:;,]{1,60}$/;
const LEADS_ON = /\b(?:a|an|the|and|or|but|of|in|on|at|to|for|by|with|from|that|which|who|is|are|was|were)$/i;
/** A list item's marker. */
const ITEM = /^\s*(?:[-*•]|\d{1,2}[.)])\s+/;
/** Where a long sentence's trailing clause starts: a comma before a conjunction, a relative or a participle, or a dash. */
const TRAILING_CLAUSE = /,\s+(?=(?:which|who|whose|while|whereas|although|though|but|as|after|before|because|since|according|citing|saying|adding|including|with|led|driven|up|down|compared|despite|amid|following)\b|\p{Ll}{3,}ing\s)|\s+[—–]\s+|;\s+/gu;
/** Words a cut does not end on. */
const DANGLING = /^(?:a|an|the|and|or|but|so|of|in|on|at|to|for|by|with|from|into|than|that|which|who|as|is|are|was|were|its|their|his|her|our|your|up|down)$/i;

/**
 * The summary `ask` asks of its text.
 * @example summaryOf({ text: "Apple reported revenue of $94.9 billion, up 6%. It sold phones. Services reached a record $24.2 billion.", sentences: 1 }) // "Apple reported revenue of $94.9 billion, up 6%."
 */
export function summaryOf(ask: SummaryAsk): string {
  const sentences = textSentences(ask.text.slice(0, MAX_TEXT_CHARS));
  if (sentences.length === 0) return "In short: there is nothing to summarise in that text.";
  const bullets = ask.bullets !== undefined || ask.title === true;
  if (!bullets) {
    const count = ask.sentences ?? (ask.words !== undefined ? sentences.length : defaultSentences(sentences.length));
    const chosen = chosenSentences(sentences, count, ask.words, SENTENCE_WORDS);
    const summary = chosen.join(" ");
    return ask.sentences === undefined && ask.words === undefined ? `In short: ${summary}` : summary;
  }
  // A text of one sentence has its clauses for points (passages.ts): "…, citing safety goals." → "Citing safety goals."
  const points = sentences.length === 1 ? passageSentences(sentences[0]!) : sentences;
  const count = ask.bullets || Math.min(MAX_DEFAULT_BULLETS, Math.max(3, Math.ceil(points.length / 3)));
  const chosen = chosenSentences(points, count, ask.words, BULLET_WORDS);
  const list = chosen.map((point, i) => `${ask.numbered ? `${i + 1}.` : "-"} ${point}`).join("\n");
  const head = ask.title ? `**${headlineOf(sentences[0]!)}**` : ask.question ? "The main points are:" : undefined;
  return head === undefined ? list : `${head}\n\n${list}`;
}

/** Sentences of a summary without a count: one of a text of two, two of a short text, three of a long one. */
function defaultSentences(total: number): number {
  return total <= 2 ? 1 : total <= 6 ? 2 : 3;
}

/**
 * The text's sentences, each once: headings and fillers left out, a list's items each a sentence,
 * the lines of a paragraph read as one.
 */
function textSentences(text: string): string[] {
  const sentences: string[] = [];
  // The keys of `sentences`, made when a second sentence comes: a text of one sentence has nothing to repeat.
  let seen: Set<string> | undefined;
  const add = (sentence: string) => {
    // A sentence with a letter has a key ("" is that of one with neither a letter nor a digit).
    if (FILLER.test(sentence) || !/\p{L}/u.test(sentence)) return;
    if (sentences.length > 0) {
      seen ??= new Set(sentences.map(sentenceKey));
      const key = sentenceKey(sentence);
      if (seen.has(key)) return;
      seen.add(key);
    }
    sentences.push(sentence);
  };
  let signed = false;
  // A text of one line is one paragraph: no scan for a blank line where there is no line break.
  for (const paragraph of text.includes("\n") ? text.split(/\n\s*\n/) : [text]) {
    const lines = paragraph.split("\n").map((line) => line.trim()).filter((line) => line !== "");
    const prose: string[] = [];
    for (const [i, line] of lines.entries()) {
      if (SIGN_OFF.test(line)) signed = true;
      if (signed || GREETING.test(line)) {
        // "Hi team," and "Thanks,\nAnna" frame a message and say nothing of it.
      } else if (ITEM.test(line)) {
        const item = line.replace(ITEM, "");
        add(/[.!?…]["”')]*$/.test(item) ? item : `${item}.`);
      } else if (MARKDOWN_HEADING.test(line) || (PLAIN_HEADING.test(line) && isHeading(line, i === 0 ? lines[1] : undefined, lines.length))) {
        // A title or a section's heading is no sentence of the text.
      } else prose.push(line);
    }
    for (const sentence of sentencesOf(prose.join(" ").replace(WHITESPACE_TO_SPACE, " "))) add(sentence);
  }
  return sentences;
}

/** What tells a sentence from another: its letters and digits, lower-cased, a space between their runs. */
function sentenceKey(sentence: string): string {
  return sentence.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
}

/** The whitespace `replace(/\s+/g, " ")` changes: a run of two or more, or one that is not a space; a lone space stays as it is. */
const WHITESPACE_TO_SPACE = /\s\s+|[^\S ]/g;

/**
 * Whether a line with no stop is a title or a heading rather than a line of wrapped prose: alone
 * in its paragraph, or opening it before a line that starts a sentence, in a few words that do not
 * lead on ("The report was written by" goes on in the next line).
 */
function isHeading(line: string, next: string | undefined, lines: number): boolean {
  if (line.split(" ").length > HEADING_WORDS || LEADS_ON.test(line)) return false;
  return lines === 1 || (next !== undefined && /^[\p{Lu}\d"“]/u.test(next));
}

/**
 * The `count` most informative sentences (the lead first), in the text's order, each within
 * `most` words; with `words`, as many as fit it whole, the lead cut to it when it alone does not.
 */
function chosenSentences(sentences: readonly string[], count: number, words: number | undefined, most: number): string[] {
  const ranked = sentences.map((sentence, index) => ({ sentence, index, score: index === 0 ? Infinity : scoreOf(sentence) })).sort((a, b) => b.score - a.score || a.index - b.index);
  const chosen: { sentence: string; index: number }[] = [];
  let left = words ?? Infinity;
  for (const { sentence, index } of ranked) {
    if (chosen.length >= count || left <= 0) break;
    const { text: shorter, words: length } = shortened(sentence, Math.min(most, left));
    if (length > left) continue;
    if (chosen.length > 0 && shorter.endsWith("…")) continue;
    chosen.push({ sentence: shorter, index });
    left -= length;
  }
  return chosen.sort((a, b) => a.index - b.index).map((entry) => entry.sentence);
}

/** A number as written: "94.9", "1,200". */
const NUMBER = /\d[\d,.]*/g;

/** How many times the global `pattern`, which matches no empty string, is in `text`, counting no further than `most`. */
function matchesUpTo(pattern: RegExp, text: string, most: number): number {
  let count = 0;
  pattern.lastIndex = 0;
  while (count < most && pattern.exec(text) !== null) count++;
  return count;
}

/** How much a sentence tells: figures, names, outcomes and conclusions count; a question, a fragment or a very long sentence less. */
function scoreOf(sentence: string): number {
  let score = 0;
  if (FIGURE.test(sentence)) score += 2 + Math.min(2, matchesUpTo(NUMBER, sentence, 3) - 1);
  score += matchesUpTo(NAME, sentence, 3);
  if (OUTCOME.test(sentence)) score += 2;
  if (CONCLUSION.test(sentence)) score += 4;
  const length = wordsWithin(sentence, 45);
  if (length < 5) score -= 3;
  if (length > 45) score -= 1;
  if (endingStop(sentence) === "?") score -= 3;
  return score;
}

/** A text and its words as `wordsWithin` counts them, counted while it was made. */
interface Counted {
  readonly text: string;
  readonly words: number;
}

/**
 * `sentence` within `most` words: without its parentheticals and asides, then without its
 * trailing clauses, then cut between words ("…") when its first clause alone is longer.
 * Its words come with it: each step counts them to know it is within `most`.
 */
function shortened(sentence: string, most: number): Counted {
  const whole = wordsWithin(sentence, most);
  if (whole <= most) return { text: sentence, words: whole };
  const stop = endingStop(sentence) ?? ".";
  // Each pattern tried only when its bracket or dash is there: a long sentence has rarely any.
  let plain = sentence.includes("(") ? sentence.replace(/\s*\([^()]{1,200}\)/g, "") : sentence;
  if (plain.includes("—") || plain.includes("–")) plain = plain.replace(/\s+[—–]\s+[^—–]{1,200}?\s+[—–]\s+/g, " ");
  if (plain.includes("--")) plain = plain.replace(/\s+-{2}\s+[^-]{1,200}?\s+-{2}\s+/g, " ");
  // Unchanged, it is still the sentence found too long above.
  if (plain !== sentence) {
    const words = wordsWithin(plain, most);
    if (words <= most) return { text: plain, words };
  }
  // The clauses a long sentence trails ("…, up 6% from a year ago", "…, while critics, including…, argued…") go
  // from the first that leaves a statement: a cut at a later one would end inside an earlier trailing clause.
  const least = Math.min(MAIN_CLAUSE_WORDS, Math.ceil(most / 2));
  if (mayTrail(plain)) for (const end of plain.matchAll(TRAILING_CLAUSE)) {
    const kept = withoutTrailing(plain.slice(0, end.index), CLAUSE_MARK);
    const length = wordsWithin(kept, most);
    if (length > most) break;
    // The stop joins the last word: the words are those of `kept`.
    if (length >= least) return { text: `${kept}${stop}`, words: length };
  }
  const cut = firstWords(plain, most);
  return { text: `${cut.text}…`, words: cut.words };
}

/**
 * The first `most` words of a text, not ending on a word that leads on ("the", "and", "of"),
 * and how many it keeps (the words it drops from the end all have letters, so were counted).
 */
function firstWords(text: string, most: number): Counted {
  // The text up to its `most`-th word (WORD's match ends where the word does), or all of it when it has fewer.
  let words = 0;
  WORD.lastIndex = 0;
  while (words < most && WORD.test(text)) words++;
  const kept = text.slice(0, words < most ? text.length : WORD.lastIndex).split(/\s+/);
  while (kept.length > 1 && DANGLING.test(kept.at(-1)!.replace(/[^\p{L}]/gu, ""))) {
    kept.pop();
    words--;
  }
  // What the end loses is stops and dashes, never a letter or a digit: the words stay as counted.
  return { text: withoutTrailing(kept.join(" "), CUT_MARK), words };
}

/** What a clause cut off leaves at the end of what is kept: a space, a comma, a semicolon, a colon. */
const CLAUSE_MARK = /[\s,;:]/;
/** What a cut between words leaves at the end: those, a stop or a dash. */
const CUT_MARK = /[\s,;:.!?–—-]/;

/**
 * `text` without the run of characters at its end that `mark` (one character) matches: what
 * `replace(/[…]+$/, "")` gives, read from the end instead of trying the pattern at every space.
 */
export function withoutTrailing(text: string, mark: RegExp): string {
  let end = text.length;
  while (end > 0 && mark.test(text[end - 1]!)) end--;
  return text.slice(0, end);
}

/** A word as a reader counts one, from its first letter or digit to the space after it. */
const WORD = /[\p{L}\p{N}]\S*/gu;

/**
 * Words as a reader counts them (the runs between spaces that have a letter or a digit, a match
 * each), but no further than one past `most`: enough to tell a text within `most` words from a longer one.
 */
function wordsWithin(text: string, most: number): number {
  let count = 0;
  WORD.lastIndex = 0;
  while (count <= most && WORD.test(text)) count++;
  return count;
}
