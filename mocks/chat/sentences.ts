/**
 * Where the sentences of a text end, as a reader sees them: at ".", "!", "?" or "…" (and the
 * closing quotes, brackets or bold marks after it) before a space and a word that does not go on
 * in lower case (unless it is a name written so: "iPhone"). A stop inside a word never ends one ("$94.9", "3.5%", "v2.0", "example.com",
 * "ada@example.com": no space follows it), and neither does the period of an abbreviation: a
 * title before a name ("Dr. Smith", "Mr. Cook"), a shorthand ("e.g.", "i.e.", "vs.", "etc."), a
 * dotted initialism ("U.S. Army"), an initial ("John F. Kennedy"), a month or "No." before its
 * number ("Mar. 1", "No. 5"), or a list's number at the start of a line or after a stop ("1. Open
 * the app. 2. Tap Save.").
 * "a.m." and "p.m." end a sentence only before a word that starts one ("at 7 p.m. Tickets are…",
 * not "5 p.m. EST").
 *
 * One splitter for every module that cuts a text into sentences (brevity.ts, passages.ts,
 * revision-edits.ts, grounded.ts, summaries.ts): one regex scanned once over the text, so a reply
 * pays for its length and nothing per sentence but the sentence itself.
 */

/** Titles and shorthands whose period ends no sentence, whatever follows. */
const SHORTHAND = String.raw`[MmDd]rs?|[Mm][sx]|Prof|Sr|Jr|St|Mt|Ft|Gen|Gov|Sen|Rep|Capt|Lt|Col|Sgt|Rev|Hon|Inc|Ltd|Corp|Bros|vs|etc|approx|cf|al|viz|esp|incl`;
/** Abbreviations that end no sentence before a number: "No. 5", "Mar. 1", "p. 12", "Fig. 3". */
const BEFORE_NUMBER = String.raw`No|Nos|no|Vol|vol|Fig|fig|Ch|ch|Sec|sec|Art|pp|p|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec`;
/** "a.m." and "p.m.": the initialisms that end a sentence before a capitalised word. */
const CLOCK = String.raw`[ap]\.m`;
/** The start of a word: no letter, digit or period right before it. */
const WORD_START = String.raw`(?<![\p{L}\p{N}.])`;
/**
 * A period that ends no sentence, tested where it stands: after a shorthand, an initial or an
 * initialism (a clock's before a word that starts a sentence aside), after a month before a
 * number, or after a list's number of one or two digits at the start of a line or after a stop.
 */
const ABBREVIATED = [
  String.raw`(?<=${WORD_START}(?:${SHORTHAND}|\p{Lu}))\.`,
  String.raw`(?<=${WORD_START}(?!${CLOCK}\.\s+\p{Lu}\p{Ll})(?:\p{L}\.)+\p{L})\.`,
  String.raw`(?<=${WORD_START}(?:${BEFORE_NUMBER}))\.(?=\s+\d)`,
  String.raw`(?<=(?:^|\n|(?<!${WORD_START}(?:${BEFORE_NUMBER}))[.!?:]\s)[ \t]*\d{1,2})\.`,
].join("|");
/**
 * A sentence's end: the first of a run of stops that is no abbreviation's period, the run, and
 * the closing marks after it, before a space and a character that is not a lowercase letter (or a
 * name written so: "iPhone", "eBay").
 */
const SENTENCE_END = new RegExp(String.raw`(?<![.!?…])(?!${ABBREVIATED})[.!?…]+["”’')\]*_]*(?=\s+(?:[^\s\p{Ll}]|\p{Ll}+\p{Lu}))`, "gu");

/**
 * The sentences of `text`, trimmed, in order; the whitespace inside each is left as written.
 * @example sentencesOf("Apple reported revenue of $94.9 billion. Dr. Smith joined the U.S. team on Mar. 1. It grew 3.5%.") // ["Apple reported revenue of $94.9 billion.", "Dr. Smith joined the U.S. team on Mar. 1.", "It grew 3.5%."]
 */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const end of text.matchAll(SENTENCE_END)) {
    const stop = end.index + end[0].length;
    const sentence = text.slice(start, stop).trim();
    if (sentence !== "") sentences.push(sentence);
    start = stop;
  }
  const rest = text.slice(start).trim();
  if (rest !== "") sentences.push(rest);
  return sentences;
}
